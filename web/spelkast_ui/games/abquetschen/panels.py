"""Pieces of the Abquetschen screen: the turquoise die, turns in words (spoken to the viewer
when they are his own: "You threw 3 and built 3 dice"), the players' dice left, the game log
and the end panel with the ranking."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.games.abquetschen.view import View as GameView

from ...kit.chrome import end_actions, outcome_lines, ranking_table
from ...kit.dice import die_svg
from ...kit.html import esc
from ...kit.i18n import Person, join_words
from ...kit.seats import computer_badge, names_of, person, token
from ...pyramid.svg import colour_chip
from ...pyramid.words import colour_name
from .history import Turn
from .i18n import t

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def people_of(c: Table) -> list[Person]:
    """Every seat as sentences name it: "you" for the viewer's own (the one person at the
    device, or in pass-and-play the person whose turn it is)."""
    return [person(c, seat) for seat in range(len(c.game().players))]


def turquoise(value: int | None) -> str:
    """The turquoise die, decorative (the text next to it says the number)."""
    if value is None:
        return ""
    return f'<span class="aq-turquoise">{die_svg(value, "die-face")}</span>'


# -- turns in words ------------------------------------------------------------------------------
def turn_text(lang: str, people: list[Person], turn: Turn, won: int, ongoing: bool) -> str:
    """One turn as a sentence or two, spoken to the viewer when it was his own. ``won``:
    the supply of a throw that won at once (else -1); ``ongoing``: the turn is still being
    played."""
    who = people[turn.seat]
    throw = turn.throw
    if turn.kind == "opening":
        key = "aq_n_opening4" if throw == 4 else "aq_n_opening"
        return t(lang, key, about=who, throw=throw)
    if turn.kind == "start":
        return t(lang, "aq_n_start", about=who)
    if turn.confirmed == 0:
        if ongoing:
            return t(lang, "aq_n_building", about=who, throw=throw)
        if won >= 0:
            return t(lang, "aq_n_wins", about=who, throw=throw, n=won)
        return t(lang, "aq_n_none", about=who, throw=throw)
    text = t(lang, "aq_n_built", about=who, n=throw)
    if turn.row and not ongoing:
        if turn.bonus_dice:
            text += " " + t(lang, "aq_n_bonus", row=turn.row, n=len(turn.bonus_dice))
        elif turn.skipped:
            text += " " + t(lang, "aq_n_bonus_skipped", row=turn.row)
        else:
            text += " " + t(lang, "aq_n_bonus_nowhere", row=turn.row)
    return text


def news_items(
    lang: str, people: list[Person], turns: list[Turn], st: GameView, history: list[Turn]
) -> str:
    """Some of the ``history``'s turns as list items."""
    going = ongoing_turn(st, history)
    return "".join(
        f"<li>{token(tr.seat)}<span>"
        f"{esc(turn_text(lang, people, tr, won_with(st, tr, history), tr is going))}"
        "</span></li>"
        for tr in turns
    )


def ongoing_turn(st: GameView, history: list[Turn]) -> Turn | None:
    """The turn being built right now (its dice are not all confirmed yet)."""
    if history and st["phase"] in ("build", "bonus"):
        return history[-1]
    return None


def won_with(st: GameView, turn: Turn, history: list[Turn]) -> int:
    """The supply of a throw that won at once, else -1 (only the game's last turn can)."""
    if st["end"] == "throw" and history and turn is history[-1]:
        return int(st["seats"][turn.seat]["supply"])
    return -1


def log_html(lang: str, people: list[Person], history: list[Turn], st: GameView) -> str:
    if not history:
        return ""
    items = news_items(lang, people, history[::-1], st, history)
    return (
        f'<details class="history aq-log"><summary>{esc(t(lang, "log"))}</summary>'
        f'<ol class="aq-news" reversed>{items}</ol></details>'
    )


# -- the players ---------------------------------------------------------------------------------
def players_html(c: Table, view: View, st: GameView) -> str:
    """Each player's colour and dice left, big, and how many spots they can still build
    against (the end comes when one player has none)."""
    lang = c.lang
    names = names_of(view, c.lang)
    people = people_of(c)
    cards = []
    for info in st["seats"]:
        seat = int(info["seat"])
        bot = view["players"][seat]["bot"] is not None
        badge = " " + computer_badge(lang, names[seat]) if bot else ""
        active = seat == st["turn"]
        colour = info["colour"]
        reach = t(lang, "aq_open", n=info["open"]) if info["built"] else t(lang, "aq_not_built")
        label = t(
            lang,
            "aq_player_label",
            about=people[seat],
            colour=colour_name(lang, colour),
            n=info["supply"],
            reach=reach,
        )
        if active:
            label += " " + t(lang, "aq_now")
        start = (
            f' <span class="badge aq-start-badge">{esc(t(lang, "aq_start_player"))}</span>'
            if st["start_player"] == seat
            else ""
        )
        tight = " is-tight" if info["built"] and info["open"] <= 2 else ""
        cls = f"aq-player seat-{seat % 6}" + (" is-active" if active else "")
        cards.append(
            f'<li class="{cls}" aria-label="{esc(label)}">'
            f'<span class="aq-who">{token(seat)}<span class="aq-name">{esc(names[seat])}</span>'
            f"{badge}{start}</span>"
            f'<span class="aq-colour" aria-hidden="true">{colour_chip(lang, colour)}</span>'
            f'<span class="aq-left" aria-hidden="true"><b>{info["supply"]}</b>'
            f"<small>{esc(t(lang, 'aq_left_word'))}</small></span>"
            f'<span class="aq-reach{tight}" aria-hidden="true">'
            f"{esc(reach)}</span></li>"
        )
    return (
        '<section class="aq-players" aria-labelledby="aq-players-h">'
        f'<h2 id="aq-players-h" class="sr-only">{esc(t(lang, "aq_supply_head"))}</h2>'
        f'<ul class="aq-player-list">{"".join(cards)}</ul></section>'
    )


# -- the end -------------------------------------------------------------------------------------
def _subject(lang: str, who: Person) -> str:
    """A seat as the subject of a sentence: its name, or "you" / "jij"."""
    return t(lang, "you").lower() if who.you else who.name


def outcome(lang: str, people: list[Person], result: View, st: GameView) -> str:
    winners: list[int] = result.get("winners", [])
    scores: list[int] = result.get("scores", [])
    if not winners:
        return ""
    if len(winners) == 1:
        seat = winners[0]
        if st["end"] in ("throw", "emptied"):
            return t(lang, "aq_winner_throw", about=people[seat])
        return t(lang, "aq_winner", about=people[seat], n=scores[seat])
    together = join_words(lang, [_subject(lang, people[s]) for s in winners])
    text = t(lang, "aq_shared", names=together, n=scores[winners[0]])
    return text[:1].upper() + text[1:]


def end_reason(lang: str, people: list[Person], st: GameView, history: list[Turn]) -> str:
    end = st["end"]
    if end == "throw":
        last = history[-1]
        left = int(st["seats"][last.seat]["supply"])
        return t(lang, "aq_n_wins", about=people[last.seat], throw=last.throw, n=left)
    ended_by, winner = st["ended_by"], st["winner"]
    if end == "buried" and ended_by is not None:
        return t(lang, "aq_end_buried", about=people[ended_by])
    if end == "emptied" and winner is not None:
        return t(lang, "aq_end_emptied", about=people[winner])
    return t(lang, "aq_end_stuck")


def end_panel(c: Table, view: View, st: GameView, history: list[Turn]) -> str:
    lang = c.lang
    names = names_of(view, c.lang)
    people = people_of(c)
    result = view["result"] or {}
    lines = [outcome(lang, people, result, st)]
    me = next((s for s, who in enumerate(people) if who.you), None)
    if me is not None and me not in result.get("winners", []):
        lines.insert(0, t(lang, "aq_you_lost"))
    head = outcome_lines(lines)
    why = end_reason(lang, people, st, history)
    table = ranking_table(
        lang,
        names,
        result,
        [t(lang, "aq_place"), t(lang, "aq_supply_head")],
        lambda seat: [f"<strong>{st['seats'][seat]['supply']}</strong>"],
        "aq-scores",
    )
    return (
        '<div class="panel aq-turn end">'
        f"<h2>{esc(t(lang, 'game_over'))}</h2>{head}"
        # the way on right under the outcome, in the first screen under the pyramid
        + end_actions(lang)
        + f'<p class="meta">{esc(why)}</p>'
        + table
        + "</div>"
    )
