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

from pyengine import Match
from pyengine.games.eintrichtern.spec import REVEAL_SECONDS
from pyengine.pyramid.geometry import LAYERS, Pos

from ...kit.gameplay import BOT_PACE_MS, GamePlay, Moves, Table, play_or_explain
from ...kit.hint import Mark
from ...pyramid.positions import parse_pos, pos_arg, state_of
from .i18n import t

View = dict[str, Any]
REVEAL_MS = REVEAL_SECONDS.default * 1000  # a sum's time on screen unless the players chose
MIN_REVEAL_MS = 300  # still long enough to see (and to test) at a quick pace
RED_SPOTS = frozenset(LAYERS[1])


@dataclass
class Showing:
    match: Match
    seq: int
    total: int  # milliseconds it is shown in all
    # c.now() when it ends, set once the page showing it is drawn (``shown``, which the app
    # calls right after drawing): saving the move and drawing the page take nothing from it
    until: float | None = None


def covered_of(st: View) -> set[Pos]:
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

    def sheet_tabs(self, c: Table) -> int:
        return 3  # c.sheet_tab: the drawing turned by thirds (a reload keeps it)

    def __init__(self) -> None:
        self._showing: WeakKeyDictionary[Table, Showing] = WeakKeyDictionary()

    # -- the brief reveal ----------------------------------------------------------------
    def after_play(self, c: Table, seat: int, action: dict[str, Any], new_round: bool) -> None:
        c.last_event = None
        reveal = state_of(c)["reveal"]
        if reveal is None:
            self._showing.pop(c, None)  # the next move hides the sum at once
            return
        seq = int(reveal["seq"])
        if seq > c.seen_rounds:
            c.seen_rounds = seq  # saved right after this by Play._play
            ms = reveal_ms(c)
            self._showing[c] = Showing(c.game(), seq, ms)

    def shown_reveal(self, c: Table) -> View | None:
        """The reveal to show now, if its brief display is still on."""
        showing = self._showing.get(c)
        if showing is None or c.match is not showing.match:
            return None
        if showing.until is not None and c.now() >= showing.until:
            return None
        reveal: View | None = state_of(c)["reveal"]
        if reveal is None or reveal["seq"] != showing.seq:
            return None
        return reveal

    def shown(self, c: Table) -> None:
        """The page showing the sum was drawn: its time starts now."""
        showing = self._showing.get(c)
        if showing is not None and showing.until is None and self.shown_reveal(c) is not None:
            showing.until = c.now() + showing.total

    def hold_ms(self, c: Table) -> int | None:
        """What is left of the display (all of it until the page showing it is drawn,
        ``shown``)."""
        if self.shown_reveal(c) is None:
            self._showing.pop(c, None)
            return None
        showing = self._showing[c]
        if showing.until is None:
            return showing.total
        return max(1, math.ceil(showing.until - c.now()))

    def holding(self, c: Table) -> bool:
        # Asked while drawing (the hint button): the sum's time starts after the drawing.
        return self.shown_reveal(c) is not None

    def time_left(self, c: Table) -> tuple[int, int]:
        """(milliseconds left, milliseconds in all) of the display, for its countdown: all
        of it while the page that starts it is being drawn."""
        showing = self._showing.get(c)
        if showing is None:
            return 0, 0
        if showing.until is None:
            return showing.total, showing.total
        return max(0, math.ceil(showing.until - c.now())), showing.total

    def _waiting(self, c: Table) -> bool:
        """A sum is on screen: nobody moves on before its time is up."""
        if self.hold_ms(c) is None:
            return False
        c.notice = t(c.lang, "et_r_wait")
        return True

    # -- moves --------------------------------------------------------------------------
    def auto_action(self, c: Table, seat: int) -> dict[str, Any] | None:
        match = c.match
        if match is None or match.is_over or state_of(c)["phase"] != "build":
            return None
        return {"type": "build"}

    def hint_marks(self, c: Table, seat: int, action: dict[str, Any]) -> list[Mark]:
        """One tap makes each move: the throw button, taking over the missed throw, or a
        red die in the drawing. While a sum is on screen the buttons wait, marked."""
        kind = action["type"]
        if kind in ("roll", "take_over"):
            return [(kind, None)]
        if kind == "lift":
            return [("lift", pos_arg(action["at"]))]
        return []  # the build plays itself

    def act_turn(self, c: Table, arg: str, value: str) -> None:
        c.sheet_tab = ((c.sheet_tab or 0) + 1) % 3

    def act_roll(self, c: Table, arg: str, value: str) -> None:
        seat = c.human_to_act()
        if self._waiting(c):
            return
        if state_of(c)["phase"] != "roll":
            c.notice = t(c.lang, "et_r_lift_first")
            return
        play_or_explain(c, seat, {"type": "roll"})

    def act_take_over(self, c: Table, arg: str, value: str) -> None:
        seat = c.human_to_act()
        if self._waiting(c):
            return
        st = state_of(c)
        if st["phase"] != "roll":
            c.notice = t(c.lang, "et_r_lift_first")
            return
        if st["failed"] is None:
            c.notice = t(c.lang, "et_r_nothing_to_take")
            return
        play_or_explain(c, seat, {"type": "take_over"})

    def act_lift(self, c: Table, arg: str, value: str) -> None:
        seat = c.human_to_act()
        if self._waiting(c):
            return
        p = parse_pos(arg, RED_SPOTS)
        st = state_of(c)
        if st["phase"] != "lift":
            c.notice = t(c.lang, "et_r_throw_first")
            return
        if p not in covered_of(st):
            c.notice = t(c.lang, "et_r_no_red")
            return
        play_or_explain(c, seat, {"type": "lift", "at": list(p)})

    # Every tap this game answers: data-act name -> handler.
    MOVES: ClassVar[Moves] = {
        "turn": act_turn,
        "roll": act_roll,
        "take_over": act_take_over,
        "lift": act_lift,
    }


PLAY = EintrichternPlay()
