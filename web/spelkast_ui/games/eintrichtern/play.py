"""Eintrichtern's own moves: the build, throwing or taking over a failed throw, lifting a red
die, and the brief display of the sum that was said aloud.

Nothing is private to a seat, so there is no hand-over. The build is a chance action nobody
chooses: ``auto_action`` plays it at the computer pace as the game opens.

The memory game: each lift reveals its funnel's sum once. ``after_play`` notices a new
reveal (by its ``seq``), shows it for ``reveal_ms`` (the game's ``reveal_seconds`` option;
shorter with a quick test pace) and marks it as shown in ``c.seen_rounds``. That counter
is saved with the game and is otherwise unused here (Eintrichtern has no rounds to
reveal), so a reload or a return to the game never shows an old sum again. The display
deadline itself is kept in memory only.

Nobody cuts the display short, whoever moves next: a computer waits for ``hold_ms``, and a
person's moves are refused (their buttons are drawn disabled) until it ends, so every
player gets the time the table chose (docs/rules/eintrichtern.md, "The memory game").
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, ClassVar
from weakref import WeakKeyDictionary

from pyengine import IllegalAction, Match
from pyengine.games.eintrichtern.spec import REVEAL_SECONDS
from pyengine.games.eintrichtern.view import RevealView
from pyengine.games.eintrichtern.view import View as GameView
from pyengine.pyramid.geometry import LAYERS, Pos

from ...kit.gameplay import BOT_PACE_MS, GamePlay, Moves, Table
from ...kit.i18n import engine_message
from .i18n import t
from .seen import state_of

View = dict[str, Any]
REVEAL_MS = REVEAL_SECONDS.default * 1000  # a sum's time on screen unless the players chose
MIN_REVEAL_MS = 300  # still long enough to see (and to test) at a quick pace
RED_SPOTS = frozenset(LAYERS[1])


@dataclass
class Showing:
    seq: int
    total: int  # milliseconds it is shown in all
    # c.now() when it ends, set once the page showing it is drawn (``shown``, which the app
    # calls right after drawing): saving the move and drawing the page take nothing from it
    until: float | None = None


def covered_of(st: GameView) -> set[Pos]:
    return {(q[0], q[1], q[2]) for q in st["covered"]}


def reveal_ms(c: Table) -> int:
    """The display time the players chose, shortened with the computer pace (``?pace=40``
    in tests)."""
    chosen = int(c.game().options.get("reveal_seconds", REVEAL_SECONDS.default)) * 1000
    if c.pace_ms >= BOT_PACE_MS:
        return chosen
    return max(MIN_REVEAL_MS, chosen * c.pace_ms // BOT_PACE_MS)


class EintrichternPlay(GamePlay):
    hides_info = False

    def sheet_tabs(self, _c: Table) -> int:
        return 3  # c.sheet_tab: the drawing turned by thirds (a reload keeps it)

    def __init__(self) -> None:
        # Per match, not per table: every device at one table (the host's own screen and
        # each joined phone's) shows the same sum for the same time.
        self._showing: WeakKeyDictionary[Match, Showing] = WeakKeyDictionary()

    # -- the brief reveal ----------------------------------------------------------------
    def after_play(self, c: Table, _seat: int, _action: dict[str, Any], _new_round: bool) -> None:
        c.last_event = None
        reveal = state_of(c)["reveal"]
        match = c.match
        if match is None:
            return
        if reveal is None:
            self._showing.pop(match, None)  # the next move hides the sum at once
            return
        seq = int(reveal["seq"])
        if seq > c.seen_rounds:
            c.seen_rounds = seq  # saved right after this by Play._play
            ms = reveal_ms(c)
            self._showing[match] = Showing(seq, ms)

    def shown_reveal(self, c: Table) -> RevealView | None:
        """The reveal to show now, if its brief display is still on."""
        showing = self._now_showing(c)
        if showing is None:
            return None
        if showing.until is not None and c.now() >= showing.until:
            return None
        reveal: RevealView | None = state_of(c)["reveal"]
        if reveal is None or reveal["seq"] != showing.seq:
            return None
        return reveal

    def _now_showing(self, c: Table) -> Showing | None:
        return None if c.match is None else self._showing.get(c.match)

    def shown(self, c: Table) -> None:
        """The page showing the sum was drawn: its time starts now."""
        showing = self._now_showing(c)
        if showing is not None and showing.until is None and self.shown_reveal(c) is not None:
            showing.until = c.now() + showing.total

    def hold_ms(self, c: Table) -> int | None:
        """What is left of the display (all of it until the page showing it is drawn,
        ``shown``)."""
        showing = self._now_showing(c)
        if showing is None or self.shown_reveal(c) is None:
            if c.match is not None:
                self._showing.pop(c.match, None)
            return None
        if showing.until is None:
            return showing.total
        return max(1, math.ceil(showing.until - c.now()))

    def holding(self, c: Table) -> bool:
        # Asked while drawing (the hint button): the sum's time starts after the drawing.
        return self.shown_reveal(c) is not None

    def time_left(self, c: Table) -> tuple[int, int]:
        """(milliseconds left, milliseconds in all) of the display, for its countdown: all
        of it while the page that starts it is being drawn."""
        showing = self._now_showing(c)
        if showing is None:
            return 0, 0
        if showing.until is None:
            return showing.total, showing.total
        return max(0, math.ceil(showing.until - c.now())), showing.total

    # -- moves --------------------------------------------------------------------------
    def auto_action(self, c: Table, _seat: int) -> dict[str, Any] | None:
        match = c.match
        if match is None or match.is_over or state_of(c)["phase"] != "build":
            return None
        return {"type": "build"}

    def may_tap(self, c: Table, _seat: int, _action: dict[str, Any]) -> bool:
        """A sum is on screen: nobody moves on before its time is up."""
        if self.hold_ms(c) is None:
            return True
        c.notice = t(c.lang, "et_r_wait")
        return False

    def refusal(self, c: Table, _seat: int, action: dict[str, Any], err: IllegalAction) -> str:
        """A throw, a take-over or a lift at the wrong moment, or a spot with no red die,
        in words."""
        st = state_of(c)
        kind, phase, lang = action["type"], st["phase"], c.lang
        if kind in ("roll", "take_over") and phase != "roll":
            return t(lang, "et_r_lift_first")
        if kind == "take_over" and st["failed"] is None:
            return t(lang, "et_r_nothing_to_take")
        if kind == "lift":
            if phase != "lift":
                return t(lang, "et_r_throw_first")
            at = action.get("at")
            if not isinstance(at, list) or at not in st["covered"]:
                return t(lang, "et_r_no_red")
        return engine_message(lang, err)

    def act_turn(self, c: Table, _arg: str, _value: str) -> None:
        c.sheet_tab = ((c.sheet_tab or 0) + 1) % 3

    # The one tap that is not a move: turning the drawing. The throw, the take-over and a
    # red die carry their move (``TAPS``); the hint marks the control carrying its move,
    # also while a sum is on screen (the buttons wait, marked). The build plays itself.
    MOVES: ClassVar[Moves] = {"turn": act_turn}
    TAPS: ClassVar[frozenset[str]] = frozenset({"roll", "take_over", "lift"})


PLAY = EintrichternPlay()
