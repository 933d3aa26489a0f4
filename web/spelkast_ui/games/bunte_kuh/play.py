"""Bunte Kuh's own moves: the plate, the throw, the race calls (STOP, pointing at a funnel,
NERGENS) and laying a die in the way its owner chooses.

The race (pyengine.core.race, app/racing.py): every call is stamped with its tap's own time.
STOP and pointing are one move in the engine; on the screen a person taps STOP and then has
``POINT_MS`` to tap the funnel. Meanwhile the app sends the match nothing later than the
STOP's time plus the grace window (``race_hold``), so the STOP keeps its place however long
the pointing takes; when the time runs out the call goes in without a funnel, which is
wrong (``race_move``). With one person at the device a funnel may also be tapped straight
away: STOP and pointing at once. With several people, STOP comes from a seat's own zone and
the funnel tap belongs to whoever is pointing.

After a verdict the table pauses (``RacePause``) before computers throw or lay again, so
everyone can read who called, and what was right: one person against computers until he taps
"Next" (or for the seconds he chose), several people for a moment.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from pyengine import IllegalAction, Match
from pyengine.core.rng import Rng
from pyengine.games.bunte_kuh.view import View as GameView
from pyengine.pyramid.build import BUILD_DICE
from pyengine.pyramid.die import ORIENTATIONS
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
from ...kit.seats import names_of
from ...pyramid.positions import parse_pos
from .i18n import t
from .seen import placer_of, state_of

View = dict[str, Any]
Faces = tuple[int, int, int]
POINT_MS = 4000  # time to point at the funnel after STOP (docs/rules/bunte-kuh.md)
PEARL = "pearl"
NOWHERE = move_val({"type": "nowhere"})  # what NERGENS carries (its time: the tap's)

# The 24 ways a die can lie, grouped by the corner on top: eight corners, each turned three
# ways (its three upper faces in turn). "Turn" steps within a corner, "Tip over" to the next.
CORNERS: tuple[tuple[Faces, ...], ...] = tuple(
    tuple(o.upper for o in ORIENTATIONS if frozenset(o.upper) == corner)
    for corner in dict.fromkeys(frozenset(o.upper) for o in ORIENTATIONS)
)


@dataclass(frozen=True)
class Pointing:
    """A person who called STOP and is choosing the funnel."""

    race: object  # the match's open race: pointing ends with it
    seat: int
    t: int  # the STOP tap's race time: the call's time


@dataclass
class Laying:
    """The die a person is about to lay: where, and which way up."""

    match: Match
    placed: int  # dice placed when laying began (nothing else moves until it is laid)
    at: Pos | None
    corner: int = 0
    turn: int = 0

    @property
    def faces(self) -> Faces:
        return CORNERS[self.corner][self.turn]


def p_of(at: list[int]) -> Pos:
    return (int(at[0]), int(at[1]), int(at[2]))


def funnel_set(st: GameView) -> set[Pos]:
    return {p_of(q) for q in st["funnels"]}


class BunteKuhPlay(RacePlay):
    hides_info = False
    TIMED: ClassVar[frozenset[str]] = frozenset({"bk_stop", "bk_nowhere", "bk_point"})

    # Table.kept: "pointing", a STOP whose funnel is still to be pointed at; "laying", the
    # human placer's die in hand.
    KEPT = "bunte-kuh"

    # -- what the screen reads -----------------------------------------------------------
    def pointing(self, c: Table) -> Pointing | None:
        p: Pointing | None = c.kept(self.KEPT).get("pointing")
        match = c.match
        if p is None or match is None or match.race is not p.race:
            c.kept(self.KEPT).pop("pointing", None)
            return None
        return p

    def laying(self, c: Table) -> Laying | None:
        """The human placer's die in hand (made when first asked for)."""
        match = c.match
        if match is None or match.is_over:
            return None
        st = state_of(c)
        placer = st["placer"]
        if st["phase"] != "place" or placer is None or match.players[placer]["bot"] is not None:
            return None
        lay: Laying | None = c.kept(self.KEPT).get("laying")
        if lay is None or lay.match is not match or lay.placed != len(st["placed"]):
            at = st["place_at"]
            lay = Laying(match, len(st["placed"]), None if at is None else p_of(at))
            c.kept(self.KEPT)["laying"] = lay
        return lay

    # -- kept over a reload: a STOP still pointing, the die being laid ---------------------
    def draft(self, c: Table) -> dict[str, Any]:
        out = super().draft(c)
        p = self.pointing(c)
        if p is not None:
            out["pointing"] = [p.seat, p.t]
        lay: Laying | None = c.kept(self.KEPT).get("laying")
        match = c.match
        if (
            lay is not None
            and match is not None
            and lay.match is match
            and lay.placed == len(state_of(c)["placed"])
        ):
            at = None if lay.at is None else list(lay.at)
            out["laying"] = {"at": at, "corner": lay.corner, "turn": lay.turn}
        return out

    def restore_draft(self, c: Table, data: dict[str, Any]) -> None:
        """A STOP whose funnel is still to be pointed at keeps its time (the race clock
        resumes where the match's stopped, so the pointing time left is the same), and the
        die being laid keeps its funnel and the way up chosen."""
        super().restore_draft(c, data)
        self._restore_pointing(c, data.get("pointing"))
        self._restore_laying(c, data.get("laying"))

    def _restore_pointing(self, c: Table, kept: Any) -> None:
        match = c.match
        if match is None or match.race is None or not isinstance(kept, list) or len(kept) != 2:
            return
        seat, t_call = int_in(kept[0], 0, 63), int_in(kept[1], 0, 10**9)
        if seat is None or t_call is None or seat not in racing_people(c):
            return
        low, high = match.race_window(seat)
        if (low is None or t_call >= low) and (high is None or t_call <= high):
            c.kept(self.KEPT)["pointing"] = Pointing(match.race, seat, t_call)

    def _restore_laying(self, c: Table, kept: Any) -> None:
        if not isinstance(kept, dict):
            return
        corner = int_in(kept.get("corner"), 0, len(CORNERS) - 1)
        turn = int_in(kept.get("turn"), 0, 2)
        lay = self.laying(c)
        if lay is None or corner is None or turn is None or turn >= len(CORNERS[corner]):
            return
        st = state_of(c)
        at = kept.get("at")
        if at is not None and st["place_at"] is None:
            if not isinstance(at, list) or len(at) != 3:
                return
            x, y, z = (int_in(v, 0, 99) for v in at)
            if x is None or y is None or z is None or (x, y, z) not in funnel_set(st):
                return
            lay.at = (x, y, z)
        lay.corner, lay.turn = corner, turn

    def human_callers(self, c: Table) -> list[int]:
        """The people who may still call in the open race."""
        return racing_people(c)

    # -- the table's clock ----------------------------------------------------------------

    def race_hold(self, c: Table) -> int | None:
        p = self.pointing(c)
        return None if p is None else p.t + c.game().spec.grace_ms

    def race_move(self, c: Table) -> tuple[int, int, dict[str, Any]] | None:
        p = self.pointing(c)
        if p is None:
            return None
        return p.t + POINT_MS, p.seat, {"type": "stop", "at": None, "t": p.t}

    def after_play(self, c: Table, seat: int, action: dict[str, Any], _new_round: bool) -> None:
        c.last_event = None
        p = self.pointing(c)
        if p is not None and seat == p.seat and action["type"] != "tick":
            c.kept(self.KEPT).pop("pointing", None)
        if action["type"] in ("stop", "nowhere", "tick") and not c.racing():
            self._verdict.start(c)
        elif action["type"] in ("roll", "place"):
            self._verdict.end(c)

    # -- computers and the plate -----------------------------------------------------------
    def auto_action(self, c: Table, _seat: int) -> dict[str, Any] | None:
        match = c.match
        if match is None or match.is_over or state_of(c)["phase"] != "build":
            return None
        action: dict[str, Any] = {"type": "build"}
        if match.physical_dice:  # the plate is the app's throw, also with real dice
            action["values"] = Rng(match.seed, 0xB017).dice(BUILD_DICE)
        return action

    def thrown_dice(self, _c: Table, _seat: int, action: dict[str, Any]) -> list[Any] | None:
        return [PEARL] * 3 if action["type"] == "roll" else None

    # -- the throw -------------------------------------------------------------------------
    def act_throw(self, c: Table, _arg: str, _value: str) -> None:
        st = state_of(c)
        seat = int(st["roller"])
        match = c.game()
        if st["phase"] != "roll" or match.players[seat]["bot"] is not None:
            c.notice = t(c.lang, "bk_not_yours")
            return
        if match.physical_dice:
            c.start_entry(seat, [PEARL] * 3, {"type": "roll"})
            return
        play_or_explain(c, seat, {"type": "roll"})

    # -- the race --------------------------------------------------------------------------
    def _caller(self, c: Table, arg: str) -> int | None:
        """The person calling: the zone's seat, or the one person at the device."""
        seat = person_of(c, arg)
        match = c.game()
        if not c.racing():
            c.notice = t(c.lang, "bk_not_racing")
            return None
        if seat not in match.to_move:
            c.notice = t(c.lang, "bk_you_called_already")
            return None
        return seat

    def _beaten(self, c: Table, seat: int, t_call: int) -> bool:
        """Someone else is already pointing with an earlier STOP: say so, call nothing."""
        p = self.pointing(c)
        if p is None or p.seat == seat or p.t > t_call:
            return False
        c.notice = t(c.lang, "bk_called_first", name=names_of(c.game().view(None), c.lang)[p.seat])
        return True

    def _too_late(self, c: Table, seat: int, t_call: int) -> bool:
        _, high = c.game().race_window(seat)
        if high is None or t_call <= high:
            return False
        c.notice = self._late_words(c)
        return True

    def _late_words(self, c: Table) -> str:
        view = c.game().view(None)
        pending = (view["race"] or {}).get("pending") or []
        if not pending:
            return t(c.lang, "bk_not_racing")
        return t(c.lang, "bk_too_late", name=names_of(view, c.lang)[pending[0]["seat"]])

    def act_stop(self, c: Table, arg: str, _value: str) -> None:
        seat = self._caller(c, arg)
        if seat is None:
            return
        t_call = c.race_t(seat)
        if self._beaten(c, seat, t_call) or self._too_late(c, seat, t_call):
            return
        c.kept(self.KEPT)["pointing"] = Pointing(c.game().race, seat, t_call)

    # NERGENS carries its move (``TAPS``), stamped with the tap's own time (``timed``); the
    # engine judges it. STOP is no move of its own (the pointing follows), nor is a funnel
    # tapped (the second tap of a STOP, whose time is the STOP's, or where to lay the die).
    def may_tap(self, c: Table, seat: int, _action: dict[str, Any]) -> bool:
        """Someone at this device pointing after an earlier STOP has called first (only
        the screen knows: his call goes in when he points); an earlier NERGENS ends his
        pointing instead."""
        if not c.racing() or seat not in c.game().to_move:
            return True  # the engine refuses it: no race, a call made (``refusal``)
        if self._beaten(c, seat, c.race_t(seat)):
            return False
        c.kept(self.KEPT).pop("pointing", None)
        return True

    def refusal(self, c: Table, _seat: int, _action: dict[str, Any], err: IllegalAction) -> str:
        """NERGENS refused, in this game's words (a call too late, a second call)."""
        if not c.racing():
            return t(c.lang, "bk_not_racing")
        return self._explain(c)(err)

    def act_point(self, c: Table, arg: str, _value: str) -> None:
        """A funnel tapped: the pointing of a STOP, a STOP and its funnel at once (one person
        at the device), or the funnel to lay a die in after a right NERGENS."""
        st = state_of(c)
        q = parse_pos(arg)
        if st["phase"] == "place":
            self._choose_funnel(c, st, q)
            return
        if q not in funnel_set(st):
            c.notice = t(c.lang, "bk_not_a_funnel")
            return
        p = self.pointing(c)
        if p is not None:
            c.kept(self.KEPT).pop("pointing", None)
            action = {"type": "stop", "at": list(q), "t": p.t}
            play_or_explain(c, p.seat, action, self._explain(c))
            return
        # The people at this device (a joined phone's own seat: the others play elsewhere).
        if len(c.humans()) > 1:
            c.notice = t(c.lang, "bk_stop_first")
            return
        seat = self._caller(c, "")
        if seat is None:
            return
        t_call = c.race_t(seat)
        if self._too_late(c, seat, t_call):
            return
        play_or_explain(c, seat, {"type": "stop", "at": list(q), "t": t_call}, self._explain(c))

    def _explain(self, c: Table) -> Callable[[IllegalAction], str]:
        def words(err: IllegalAction) -> str:
            if err.code == "too_late":
                return self._late_words(c)
            if err.code == "not_a_funnel":
                return t(c.lang, "bk_not_a_funnel")
            if err.code == "not_your_turn" and c.racing():
                return t(c.lang, "bk_you_called_already")
            return engine_message(c.lang, err)

        return words

    # -- laying the die --------------------------------------------------------------------
    def _choose_funnel(self, c: Table, st: GameView, q: Pos) -> None:
        lay = self.laying(c)
        if lay is None:
            c.notice = t(c.lang, "bk_not_yours")
            return
        if st["place_at"] is not None or q not in funnel_set(st):
            c.notice = t(c.lang, "bk_not_a_funnel")
            return
        lay.at = q

    def act_turn(self, c: Table, _arg: str, _value: str) -> None:
        lay = self._hand(c)
        lay.turn = (lay.turn + 1) % len(CORNERS[lay.corner])

    def act_tip(self, c: Table, _arg: str, _value: str) -> None:
        lay = self._hand(c)
        lay.corner, lay.turn = (lay.corner + 1) % len(CORNERS), 0

    def act_place(self, c: Table, _arg: str, _value: str) -> None:
        lay = self._hand(c)
        if lay.at is None:
            c.notice = t(c.lang, "bk_choose_funnel")
            return
        placer = placer_of(state_of(c))
        action = {"type": "place", "at": list(lay.at), "faces": list(lay.faces)}
        play_or_explain(c, placer, action)

    def _hand(self, c: Table) -> Laying:
        lay = self.laying(c)
        if lay is None:
            raise IllegalAction("not_your_turn", "There is no die to lay now.")
        return lay

    # -- undo: a laid die may be turned again until the next throw ----------------------------
    def can_undo(self, c: Table) -> bool:
        match = c.match
        if match is None or not match.can_undo:
            return False
        # A place is the only move that is no commit point: undo would take back the last.
        placed = state_of(c)["placed"]
        return bool(placed) and match.players[placed[-1]["seat"]]["bot"] is None

    def marks(self, c: Table) -> int:
        """Wrong calls, each paid with a die from every other player (the device buzzes)."""
        return sum(int(n) for n in c.game().view(None)["state"]["wrong_calls"])

    TAPS: ClassVar[frozenset[str]] = frozenset({"bk_nowhere"})
    MOVES: ClassVar[Moves] = {
        "bk_throw": act_throw,
        "bk_stop": act_stop,
        "bk_point": act_point,
        "bk_turn": act_turn,
        "bk_tip": act_tip,
        "bk_place": act_place,
        **RacePlay.RACE_MOVES,
    }


PLAY = BunteKuhPlay()
