"""Pieces of the Eintrichtern screen: tokens, throws in words, the brief reveal, the players'
red dice against the goal, and the end panel with the ranking.

Nothing here lists an earlier sum: the reveal box is the only place a funnel's sum appears,
and only while ``play_eintrichtern`` says it is on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.pyramid.geometry import Pos

from ...kit.chrome import end_actions, outcome_lines, ranking_table
from ...kit.dice import dice_row
from ...kit.html import attrs, esc
from ...kit.i18n import join_words, ordinal
from ...kit.seats import computer_badge, names_of, token
from ...kit.seats import only_person as you
from .i18n import t

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def dice_text(values: list[int]) -> str:
    return "-".join(str(v) for v in values)


def pearl_dice(values: list[int]) -> str:
    return f'<span class="et-pearls">{dice_row(values, "dice-row")}</span>'


def spot(p: Pos | list[int], side: int) -> tuple[int, int]:
    """(row, place) of a red die seen from ``side``: row 1 is the nearest, places count
    from the left (the same rule as the drawing's rotation)."""
    return p[side] + 1, p[(side + 1) % 3] + 1


# -- the brief reveal ---------------------------------------------------------------------
def reveal_lines(
    lang: str, names: list[str], reveal: View, side: int, me: int | None
) -> tuple[str, str]:
    """(who lifted where, what it means) for the revealed sum."""
    row, place = spot(reveal["at"], side)
    seat = reveal["seat"]
    name = names[seat]
    mine = "_you" if seat == me else ""
    who = t(lang, "et_lifts" + mine, name=name, row=row, place=place)
    key = ("et_match" + mine) if reveal["match"] else "et_miss"
    return who, t(lang, key, name=name, target=reveal["target"])


def reveal_box(lang: str, names: list[str], reveal: View, side: int, me: int | None) -> str:
    """The sum said aloud, big, as one button: a tap hides it before its time is up."""
    who, meaning = reveal_lines(lang, names, reveal, side, me)
    kind = "is-match" if reveal["match"] else "is-miss"
    content = (
        f'<span class="et-reveal-who">{token(reveal["seat"])}<span>{esc(who)}</span></span>'
        f'<span class="et-reveal-sum"><span class="et-reveal-label">'
        f"{esc(t(lang, 'et_funnel_shows'))}</span>"
        f'<strong class="et-sum">{int(reveal["sum"])}</strong></span>'
        f'<span class="et-reveal-meaning">{esc(meaning)}</span>'
        f'<span class="et-reveal-hide">{esc(t(lang, "et_tap_hide"))}</span>'
    )
    # A plain <button>: its whole text is its name, read once when it takes the focus.
    head = attrs(type="button", class_=f"et-reveal {kind}", data_act="hide")
    return f"<button{head}>{content}</button>"


# -- the players -------------------------------------------------------------------------
def goal_track(have: int, goal: int) -> str:
    slots = "".join(
        f'<span class="et-slot{" is-got" if i < have else ""}"></span>' for i in range(goal)
    )
    return f'<span class="et-track" aria-hidden="true">{slots}</span>'


def players_html(c: Table, view: View, st: View) -> str:
    lang = c.lang
    names = names_of(view)
    goal = st["goal"]
    cards = []
    for seat, have in enumerate(st["red"]):
        bot = view["players"][seat]["bot"] is not None
        badge = " " + computer_badge(lang) if bot else ""
        count = t(lang, "et_red_of", n=have, goal=goal)
        active = seat == st["active"]
        turn = f" {t(lang, 'et_now')}" if active else ""
        cls = "et-player" + (" is-active" if active else "")
        label = f"{names[seat]}: {count}.{turn}"
        cards.append(
            f'<li class="{cls} seat-{seat % 6}" aria-label="{esc(label)}">'
            f'<span class="et-who">{token(seat)}<span class="et-name">{esc(names[seat])}</span>'
            f"{badge}</span>"
            f'<span class="et-have" aria-hidden="true">{goal_track(have, goal)}'
            f"<b>{have}/{goal}</b></span></li>"
        )
    left = t(lang, "et_left", n=len(st["covered"]))
    return (
        '<section class="card et-players" aria-labelledby="et-players-h">'
        f'<h2 id="et-players-h">{esc(t(lang, "et_red_head"))}</h2>'
        f'<p class="meta">{esc(left)}</p>'
        f'<ul class="et-player-list">{"".join(cards)}</ul></section>'
    )


# -- the end -------------------------------------------------------------------------------
def outcome(lang: str, names: list[str], result: View, me: int | None) -> str:
    winners: list[int] = result.get("winners", [])
    scores: list[int] = result.get("scores", [])
    if not winners:
        return ""
    if len(winners) == 1:
        key = "et_winner_you" if winners[0] == me else "et_winner"
        return t(lang, key, name=names[winners[0]], n=scores[winners[0]])
    together = join_words(lang, [names[s] for s in winners])
    return t(lang, "et_shared", names=together, n=scores[winners[0]])


def end_panel(c: Table, view: View, st: View) -> str:
    lang = c.lang
    names = names_of(view)
    result = view["result"] or {}
    me = you(c)
    lines = [outcome(lang, names, result, me)]
    if me is not None and me not in result.get("winners", []):
        lines.insert(0, t(lang, "et_you_lost"))
    best = max(st["red"], default=0)
    if best >= st["goal"]:
        why = t(lang, "et_why_goal", nth=ordinal(lang, st["goal"]))
    else:
        why = t(lang, "et_why_empty")
    head = outcome_lines(lines)
    table = ranking_table(
        lang,
        names,
        result,
        [t(lang, "et_place"), t(lang, "et_red_head")],
        lambda seat: [f"<strong>{st['red'][seat]}</strong>"],
        "et-scores",
    )
    return (
        '<div class="panel et-turn end">'
        f"<h2>{esc(t(lang, 'game_over'))}</h2>{head}"
        f'<p class="meta">{esc(why)}</p>' + table + end_actions(lang) + "</div>"
    )
