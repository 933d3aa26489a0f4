"""Pieces of the Abquetschen screen: the turquoise die, turns in words, the players' dice left
(always in view), the game log and the end panel with the ranking."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...kit.chrome import end_actions, outcome_lines, ranking_table
from ...kit.dice import die_svg
from ...kit.html import esc
from ...kit.i18n import join_words
from ...kit.seats import computer_badge, names_of, token
from ...pyramid.svg import colour_chip
from ...pyramid.words import colour_name
from .history import Turn
from .i18n import t

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def you(c: Table) -> int | None:
    """The seat the screen speaks to as "you": the one human, or the human acting now."""
    humans = c.humans()
    if len(humans) == 1:
        return humans[0]
    return c.acting_human()


def turquoise(value: int | None) -> str:
    """The turquoise die, decorative (the text next to it says the number)."""
    if value is None:
        return ""
    return f'<span class="aq-turquoise">{die_svg(value, "die-face")}</span>'


# -- turns in words ------------------------------------------------------------------------------
def turn_text(
    lang: str, names: list[str], turn: Turn, me: int | None, won: int, ongoing: bool
) -> str:
    """One turn as a sentence or two, spoken to the viewer when it was his own. ``won``:
    the supply of a throw that won at once (else -1); ``ongoing``: the turn is still being
    played."""
    mine = "_you" if turn.seat == me else ""
    name = names[turn.seat]
    throw = turn.throw
    if turn.kind == "opening":
        key = "aq_n_opening4" if throw == 4 else "aq_n_opening"
        return t(lang, key + mine, name=name, throw=throw)
    if turn.kind == "start":
        return t(lang, "aq_n_start" + mine, name=name)
    if turn.confirmed == 0:
        if ongoing:
            return t(lang, "aq_n_building" + mine, name=name, throw=throw)
        if won >= 0:
            return t(lang, "aq_n_wins" + mine, name=name, throw=throw, left=won)
        return t(lang, "aq_n_none" + mine, name=name, throw=throw)
    text = t(lang, "aq_n_built" + mine, name=name, throw=throw)
    if turn.row and not ongoing:
        if turn.bonus_dice:
            text += " " + t(lang, "aq_n_bonus", row=turn.row, n=len(turn.bonus_dice))
        elif turn.skipped:
            text += " " + t(lang, "aq_n_bonus_skipped", row=turn.row)
        else:
            text += " " + t(lang, "aq_n_bonus_nowhere", row=turn.row)
    return text


def news_items(
    lang: str, names: list[str], turns: list[Turn], me: int | None, st: View, history: list[Turn]
) -> str:
    """Some of the ``history``'s turns as list items."""
    going = ongoing_turn(st, history)
    return "".join(
        f"<li>{token(tr.seat)}<span>"
        f"{esc(turn_text(lang, names, tr, me, won_with(st, tr, history), tr is going))}"
        "</span></li>"
        for tr in turns
    )


def ongoing_turn(st: View, history: list[Turn]) -> Turn | None:
    """The turn being built right now (its dice are not all confirmed yet)."""
    if history and st["phase"] in ("build", "bonus"):
        return history[-1]
    return None


def won_with(st: View, turn: Turn, history: list[Turn]) -> int:
    """The supply of a throw that won at once, else -1 (only the game's last turn can)."""
    if st["end"] == "throw" and history and turn is history[-1]:
        return int(st["seats"][turn.seat]["supply"])
    return -1


def log_html(lang: str, names: list[str], history: list[Turn], me: int | None, st: View) -> str:
    if not history:
        return ""
    items = news_items(lang, names, history[::-1], me, st, history)
    return (
        f'<details class="history aq-log"><summary>{esc(t(lang, "log"))}</summary>'
        f'<ol class="aq-news" reversed>{items}</ol></details>'
    )


# -- the players ---------------------------------------------------------------------------------
def players_html(c: Table, view: View, st: View) -> str:
    """Each player's colour and dice left, big, and how many spots they can still build
    against (the end comes when one player has none)."""
    lang = c.lang
    names = names_of(view)
    cards = []
    for info in st["seats"]:
        seat = int(info["seat"])
        bot = view["players"][seat]["bot"] is not None
        badge = " " + computer_badge(lang) if bot else ""
        active = seat == st["turn"]
        colour = info["colour"]
        reach = t(lang, "aq_open", n=info["open"]) if info["built"] else t(lang, "aq_not_built")
        label = t(
            lang,
            "aq_player_label",
            name=names[seat],
            colour=colour_name(lang, colour),
            left=info["supply"],
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
def outcome(lang: str, names: list[str], result: View, st: View, me: int | None) -> str:
    winners: list[int] = result.get("winners", [])
    scores: list[int] = result.get("scores", [])
    if not winners:
        return ""
    if len(winners) == 1:
        seat = winners[0]
        if st["end"] == "throw":
            return (
                t(lang, "aq_winner_throw", name=names[seat]) if seat != me else t(lang, "you_won")
            )
        key = "aq_winner_you" if seat == me else "aq_winner"
        return t(lang, key, name=names[seat], n=scores[seat])
    together = join_words(lang, [names[s] for s in winners])
    return t(lang, "aq_shared", names=together, n=scores[winners[0]])


def end_reason(lang: str, names: list[str], st: View, history: list[Turn], me: int | None) -> str:
    end = st["end"]
    if end == "throw":
        last = history[-1]
        mine = "_you" if last.seat == me else ""
        left = int(st["seats"][last.seat]["supply"])
        return t(lang, "aq_n_wins" + mine, name=names[last.seat], throw=last.throw, left=left)
    if end == "buried":
        seat = st["ended_by"]
        key = "aq_end_buried_you" if seat == me else "aq_end_buried"
        return t(lang, key, name=names[seat])
    return t(lang, "aq_end_stuck")


def end_panel(c: Table, view: View, st: View, history: list[Turn]) -> str:
    lang = c.lang
    names = names_of(view)
    result = view["result"] or {}
    me = you(c)
    lines = [outcome(lang, names, result, st, me)]
    if me is not None and me not in result.get("winners", []):
        lines.insert(0, t(lang, "aq_you_lost"))
    head = outcome_lines(lines)
    why = end_reason(lang, names, st, history, me)
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
        f'<p class="meta">{esc(why)}</p>' + table + end_actions(lang) + "</div>"
    )
