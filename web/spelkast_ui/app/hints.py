"""The hint on a solo game's screen: a light-bulb button in its title bar and, once asked,
the strongest computer's move marked on the board with one line on why (kit/hint.py).
The move comes from ``Match.advice``: the seat's own view only, so it shows nothing the
player could not see."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..kit.chrome import add_to_top, closing_tag
from ..kit.hint import Hint, mark_controls, reason_values
from ..kit.html import button, esc
from ..kit.i18n import Words, t
from .catalog import part_of, play_for

# A light bulb: the hint's button (stroked in the text colour, so it follows dark mode).
BULB = (
    '<svg class="hint-bulb" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" '
    'focusable="false"><path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5'
    'c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" fill="none" stroke="currentColor" stroke-width="2" '
    'stroke-linecap="round" stroke-linejoin="round"/></svg>'
)

if TYPE_CHECKING:
    from .controller import Controller

# Where the card lies in the page: after (True) or at the end of (False) the first element
# with this class. A phone floats it over the foot of its screen wherever it lies; a tablet
# gives it room of its own there (web/app.css), beside or under the board but never over
# it nor over the turn's controls: under the turn's panel beside a pyramid, under Qwinn's
# turn (lying) or both sides (standing), under the player's own Qwinto sheet, on Schocken's
# felt. A game without a spot keeps it under the title bar.
SPOTS: dict[str, tuple[str, bool]] = {
    "abquetschen": ("aq-turn", True),
    "cui-bono": ("cb-turn", True),
    "eintrichtern": ("et-turn", True),
    "wuerfelmarsch": ("wm-turn", True),
    "qwinn": ("qn-table", False),
    "qwinto": ("is-main", True),
    "schocken": ("table", False),
}
_START = re.compile(r'<([a-z]+)\b[^>]*\bclass="([^"]*)"')


def at_spot(page: str, spot: tuple[str, bool], card: str) -> str | None:
    """``page`` with ``card`` after (or at the end of) the first element that has the
    spot's class; None when there is none. The element's end is found by nesting."""
    cls, after = spot
    for found in _START.finditer(page):
        if cls not in found.group(2).split():
            continue
        end = closing_tag(page, found.start(), found.group(1))
        if end is None:
            return None
        cut = end[1] if after else end[0]
        return page[:cut] + card + page[cut:]
    return None


def reason_line(lang: str, game: str, reason: dict[str, object]) -> str:
    """The reason in the game's words: its ``hint.<why>`` sentence with the numbers filled
    in, or the general one when the game has none for it."""
    words: Words = part_of(game, "i18n").t
    key = f"hint.{reason.get('why')}"
    if key in words.texts:
        try:
            return words(lang, key, None, **reason_values(lang, reason))
        except (KeyError, IndexError, ValueError):
            pass  # a reason without a number its sentence needs: say it plainly
    return t(lang, "hint.best")


def hint_card(lang: str, game: str, hint: Hint, marked: int, first: bool) -> str:
    """Short, as it covers the foot of a phone's screen: who says it, why (and that the move is
    marked, when the game has no words of its own for it); the first hint of a game also
    says that the game now counts apart."""
    why = reason_line(lang, game, hint.reason)
    if marked and why == t(lang, "hint.best"):
        why += " " + t(lang, "hint_marked")
    counted = f'<p class="meta">{esc(t(lang, "hint_counted"))}</p>' if first else ""
    return (
        '<aside class="hint-card" role="status" aria-labelledby="hint-title">'
        f'<p class="hint-title" id="hint-title">{esc(t(lang, "hint_title"))}</p>'
        f'<p class="hint-why">{esc(why)}</p>'
        + counted
        + button(t(lang, "close"), "close_hint", cls="btn btn-quiet btn-small")
        + "</aside>"
    )


def with_hint(c: Controller, page: str) -> str:
    """A game's screen with the app's hint parts, when the hint is offered now."""
    if not c.can_hint():
        return page
    lang = c.lang
    # An icon only, so the title bar keeps its height on a 360 px phone; its name is said.
    ask = button(
        t(lang, "hint_ask"),
        "ask_hint",
        cls="btn btn-quiet btn-hint",
        content=BULB,
    )
    hint = c.shown_hint()
    if hint is None:
        return add_to_top(page, ask)
    game = c.game().game_id
    marks = play_for(game).hint_marks(c, hint.seat, hint.action)
    page, marked = mark_controls(page, marks)
    card = hint_card(lang, game, hint, marked, first=c.hints == 1)
    spot = SPOTS.get(game)
    placed = None if spot is None else at_spot(add_to_top(page, ask), spot, card)
    return placed if placed is not None else add_to_top(page, ask, card)
