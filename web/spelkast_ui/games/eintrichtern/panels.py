"""Pieces of the Eintrichtern screen: tokens, throws in words, the brief reveal, the players'
red dice against the goal, and the end panel with the ranking.

Nothing here lists an earlier sum: the reveal box (and the note on the pyramid beside it)
is the only place a funnel's sum appears, and only while ``EintrichternPlay.shown_reveal``
says it is on. What the lift meant (a match or a miss, never the sum) stays after it until
the next move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.games.eintrichtern.view import RevealView
from pyengine.games.eintrichtern.view import View as GameView
from pyengine.pyramid.geometry import Pos

from ...kit.chrome import end_actions, outcome_lines, ranking_table
from ...kit.dice import dice_row
from ...kit.html import esc
from ...kit.i18n import Person, join_words
from ...kit.seats import computer_badge, names_of, person, token
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


def people_of(c: Table) -> list[Person]:
    """Every seat as the sentences name it ("you" for the seat whose view is on screen)."""
    return [person(c, seat) for seat in range(len(c.game().players))]


# -- the reveal ---------------------------------------------------------------------------
def reveal_lines(
    lang: str, people: list[Person], reveal: RevealView, side: int, key: str = "et_lifts"
) -> tuple[str, str]:
    """(who lifted where, what it means) for a reveal; ``key`` "et_lifted" tells it after."""
    row, place = spot(reveal["at"], side)
    who = people[reveal["seat"]]
    lifted = t(lang, key, about=who, row=row, place=place)
    if reveal["match"]:
        return lifted, t(lang, "et_match", about=who, target=reveal["target"])
    return lifted, t(lang, "et_miss", target=reveal["target"])


def countdown(left_ms: int, total_ms: int) -> str:
    """The time left, as whole seconds counting down and a shrinking bar: SVG animations
    (the page allows no inline styles, and they run with the app's animations off too, as
    a clock is not a decoration). Decorative: the box says how long in words."""
    left = max(1, left_ms)
    width = f"{100 * left / max(total_ms, left):.1f}"
    steps = []
    for k in range(-(-left // 1000), 0, -1):  # each whole second shown while it lasts
        begin = max(0, left - k * 1000)
        end = left - (k - 1) * 1000
        steps.append(
            f'<text x="12" y="15" text-anchor="middle" visibility="hidden">{k}'
            f'<set attributeName="visibility" to="visible" begin="{begin}ms" '
            f'dur="{end - begin}ms"/></text>'
        )
    return (
        '<span class="et-countdown" aria-hidden="true">'
        f'<svg class="et-secs" viewBox="0 0 24 20">{"".join(steps)}</svg>'
        '<svg class="et-bar" viewBox="0 0 100 6" preserveAspectRatio="none">'
        f'<rect height="6" width="{width}"><animate attributeName="width" from="{width}" '
        f'to="0" dur="{left}ms" fill="freeze"/></rect></svg></span>'
    )


def reveal_box(
    lang: str, people: list[Person], reveal: RevealView, side: int, left_ms: int, total_ms: int
) -> str:
    """The sum said aloud, big, with the time it stays (nobody can cut it short)."""
    who, meaning = reveal_lines(lang, people, reveal, side)
    kind = "is-match" if reveal["match"] else "is-miss"
    stays = t(lang, "et_shown_for", n=round(total_ms / 1000) or 1)
    return (
        f'<div class="et-reveal {kind}"><div class="et-reveal-top">'
        f'<p class="et-reveal-who">{token(reveal["seat"])}<span>{esc(who)}</span></p>'
        f'<p class="et-reveal-sum"><span class="sr-only">{esc(t(lang, "et_funnel_shows"))}'
        f' </span><strong class="et-sum">{int(reveal["sum"])}</strong></p>'
        f"{countdown(left_ms, total_ms)}</div>"
        f'<p class="et-reveal-meaning">{esc(meaning)} <span class="sr-only">{esc(stays)}'
        "</span></p></div>"
    )


def last_lift(lang: str, people: list[Person], reveal: RevealView, side: int) -> str:
    """After the display: what the lift meant, without the sum, until the next move."""
    who, meaning = reveal_lines(lang, people, reveal, side, "et_lifted")
    kind = "is-match" if reveal["match"] else "is-miss"
    return (
        f'<p class="et-last {kind}">{token(reveal["seat"])}<span>{esc(who)} {esc(meaning)}'
        "</span></p>"
    )


# -- the players -------------------------------------------------------------------------
def goal_track(have: int, goal: int) -> str:
    slots = "".join(
        f'<span class="et-slot{" is-got" if i < have else ""}"></span>' for i in range(goal)
    )
    return f'<span class="et-track" aria-hidden="true">{slots}</span>'


def players_html(c: Table, view: View, st: GameView) -> str:
    lang = c.lang
    names = names_of(view, c.lang)
    goal = st["goal"]
    cards = []
    for seat, have in enumerate(st["red"]):
        bot = view["players"][seat]["bot"] is not None
        badge = " " + computer_badge(lang, names[seat]) if bot else ""
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
def together(lang: str, people: list[Person]) -> str:
    """Several seats as the subject of a sentence: "You and Ann", "Jij en Ann"."""
    words = [t(lang, "you") if p.you else p.name for p in people]
    return join_words(lang, sorted(words, key=lambda w: w != t(lang, "you")))


def outcome(lang: str, people: list[Person], result: View) -> str:
    winners: list[int] = result.get("winners", [])
    scores: list[int] = result.get("scores", [])
    if not winners:
        return ""
    if len(winners) == 1:
        return t(lang, "et_winner", about=people[winners[0]], n=scores[winners[0]])
    names = together(lang, [people[s] for s in winners])
    return t(lang, "et_shared", names=names, n=scores[winners[0]])


def end_panel(c: Table, view: View, st: GameView) -> str:
    lang = c.lang
    names = names_of(view, c.lang)
    result = view["result"] or {}
    me = you(c)
    lines = [outcome(lang, people_of(c), result)]
    if me is not None and me not in result.get("winners", []):
        lines.insert(0, t(lang, "et_you_lost"))
    best = max(st["red"], default=0)
    won = best >= st["goal"]
    why = t(lang, "et_why_goal", n=st["goal"]) if won else t(lang, "et_why_empty")
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
        # the way on right under the outcome, in the first screen under the pyramid
        + end_actions(lang)
        + f'<p class="meta">{esc(why)}</p>'
        + table
        + "</div>"
    )
