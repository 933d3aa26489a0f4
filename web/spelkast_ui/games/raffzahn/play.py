"""Raffzahn's own moves: the throw, taking a die and STOP.

The race (pyengine.core.race, app/racing.py): a take acts on its touch (``pointerdown``, so
several people can grab at once on a tablet) and carries the touch's own time; a die and
STOP carry their move (``TAPS``), which the engine alone judges; the die
leaves everybody's pyramid at once and the match applies it once the clock has passed it.
A die that shows the taker another number is refused by the engine without cost, so the
screen charges what a real table would: the hand must put it back, and for ``WRONG_MS``
that person takes nothing. After a race the table pauses (``RacePause``) before computers
throw, so everyone can read who took what: one person against computers until he taps "Next"
(or for the seconds he chose), several people for a moment.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pyengine import IllegalAction
from pyengine.pyramid.geometry import Pos

from ...kit.draft import int_in
from ...kit.gameplay import (
    Moves,
    RacePlay,
    Table,
    move_val,
    person_of,
    play_or_explain,
    racing_people,
)
from ...kit.i18n import engine_message
from .i18n import t
from .seen import state_of

WRONG_MS = 1000  # a wrong die goes back: that hand is busy this long
STOP = move_val({"type": "stop"})  # what the thrower's STOP carries (its time: the tap's)


def take_arg(seat: int, p: Pos | list[int]) -> str:
    """``data-arg`` of a die in a seat's zone: "seat:x,y,z"."""
    return f"{seat}:{p[0]},{p[1]},{p[2]}"


class RaffzahnPlay(RacePlay):
    hides_info = False  # everyone plays at once; each zone shows only its own side
    TIMED: ClassVar[frozenset[str]] = frozenset({"rz_take", "rz_stop"})

    def __init__(self) -> None:
        super().__init__()

    # -- what the screen reads -----------------------------------------------------------
    def racers(self, c: Table) -> list[int]:
        """The people who may grab now."""
        return racing_people(c)

    def stop_called(self, c: Table) -> bool:
        """The thrower's STOP is heard (waiting for the grace window)."""
        match = c.match
        if match is None or match.race is None:
            return False
        return any(p.action["type"] == "stop" for p in match.race.pending)

    # Table.kept: "busy", (the race, seat -> race time until which that hand is busy).
    KEPT = "raffzahn"

    def _busy(self, c: Table) -> tuple[object, dict[int, int]] | None:
        held: tuple[object, dict[int, int]] | None = c.kept(self.KEPT).get("busy")
        return held

    def busy_until(self, c: Table, seat: int) -> int | None:
        match = c.match
        held = self._busy(c)
        if match is None or match.race is None or held is None or held[0] is not match.race:
            return None
        return held[1].get(seat)

    # -- kept over a reload: a hand still busy putting a wrong die back --------------------
    def draft(self, c: Table) -> dict[str, Any]:
        out = super().draft(c)
        match = c.match
        held = self._busy(c)
        if match is not None and held is not None and held[0] is match.race and held[1]:
            out["busy"] = sorted([seat, until] for seat, until in held[1].items())
        return out

    def restore_draft(self, c: Table, data: dict[str, Any]) -> None:
        """The race clock resumes where the match's stopped, so a busy hand stays busy for
        what was left of it: a reload does not wipe the penalty."""
        super().restore_draft(c, data)
        match = c.match
        kept = data.get("busy")
        if match is None or match.race is None or not isinstance(kept, list):
            return
        people = racing_people(c)
        for pair in kept[: len(match.players)]:
            if not isinstance(pair, list) or len(pair) != 2:
                continue
            seat = int_in(pair[0], 0, 63)
            until = int_in(pair[1], 0, match.race.clock + WRONG_MS + match.spec.grace_ms)
            if seat in people and until is not None:
                self._hold_hand(c, seat, until)

    # -- the table's clock ----------------------------------------------------------------

    def after_play(self, c: Table, _seat: int, action: dict[str, Any], _new_round: bool) -> None:
        c.last_event = None
        if "t" in action and not c.racing():  # the move that ended a race: its verdict
            self._verdict.start(c)
        elif action["type"] == "throw":
            self._verdict.end(c)

    def auto_action(self, c: Table, _seat: int) -> dict[str, Any] | None:
        match = c.match
        if match is None or match.is_over or state_of(c)["phase"] != "build":
            return None
        return {"type": "build"}  # the pyramid is the app's: 164 dice are not typed in

    # -- moves -------------------------------------------------------------------------------
    def act_throw(self, c: Table, arg: str, _value: str) -> None:
        st = state_of(c)
        seat = person_of(c, arg)
        if st["phase"] != "throw" or int(st["roller"]) != seat:
            c.notice = t(c.lang, "rz_not_yours")
            return
        play_or_explain(c, seat, {"type": "throw"})

    # -- the race's taps carry their move (``TAPS``: a die's take, STOP), stamped with the
    # tap's own time (``GamePlay.timed``); the engine judges them, its refusals told here.
    def may_tap(self, c: Table, seat: int, action: dict[str, Any]) -> bool:
        """A hand putting a wrong die back takes nothing until its time is up; a STOP
        already heard is not called again. Both only the screen knows."""
        if not c.racing():
            return True  # the engine refuses it: no race (``refusal``)
        if action["type"] == "stop":  # heard already: once is enough (the thrower's)
            return seat != int(state_of(c)["roller"]) or not self.stop_called(c)
        busy = self.busy_until(c, seat)
        if busy is not None and c.race_t(seat) < busy:
            c.notice = t(c.lang, "rz_hand_busy")
            return False
        return True

    def refusal(self, c: Table, seat: int, action: dict[str, Any], err: IllegalAction) -> str:
        """The engine's refusal in this game's words. A wrong die costs what it costs at a
        real table: the hand is busy putting it back for ``WRONG_MS`` from the tap."""
        if not c.racing():
            return t(c.lang, "rz_not_racing")
        if err.code == "wrong_number":
            self._hold_hand(c, seat, int(action["t"]) + WRONG_MS)
            return t(c.lang, "rz_wrong", face=err.details["face"], n=err.details["roll"])
        words = {
            "die_not_free": "rz_not_free",
            "too_late": "rz_too_late",
            "not_the_thrower": "rz_not_thrower",
        }
        if err.code in words:
            return t(c.lang, words[err.code])
        return engine_message(c.lang, err)

    def _hold_hand(self, c: Table, seat: int, until: int) -> None:
        match = c.game()
        held = self._busy(c)
        if held is None or held[0] is not match.race:
            held = (match.race, {})
            c.kept(self.KEPT)["busy"] = held
        held[1][seat] = until

    MOVES: ClassVar[Moves] = {"rz_throw": act_throw, **RacePlay.RACE_MOVES}
    TAPS: ClassVar[frozenset[str]] = frozenset({"rz_take", "rz_stop"})


PLAY = RaffzahnPlay()
