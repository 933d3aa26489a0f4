"""The race referee: the one place that says what happens in a race and in which order.

A race (core.race) is data: its clock, the moves heard and still pending, what was settled.
The referee reads and moves it: what the table sees (``shown``: in a race of many moves, the
state with the pending moves shown), who may still act (``still_to_act``), whether a move's time
is allowed (``check_time``), hearing a move (``hear``), applying what is due in time order
and closing the race (``settle``), each computer's call (``call``: planned once per state of
the race and kept, so asking again at every drawing, timer and step builds nothing), and
which move comes next (``next_move``: simulate's table of computers and the app's table in
real time alike). It takes the game's rules, its state and the race, never the Match (which
holds one referee and imports this module), so nothing imports back.

The order is the rules: pending moves apply by ``Pending.key`` (``t``, then arrival), and
of the moves that may come next the earliest ``t`` comes first, a tick after a move of the
same time, then the lower seat.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Collection, Iterable, Sequence
from typing import Any, Protocol

from .errors import IllegalAction
from .game import Action, Rules
from .plain import brief
from .race import MAX_T, MIN_STEP_MS, TICK, Pending, Race, due
from .reaction import RANDOM_REACTION, reaction_ms
from .rng import Rng

# A move that may come next: (race time at which it is due, the seat playing it, the move
# with its "t").
Planned = tuple[int, int, Action]
# The streams of the computers' randomness in a race (per race, seat and move of the seat).
RACE_STREAM = 0x5EED_B075 ^ 0x7ACE


def ordered(moves: Iterable[Pending]) -> list[Pending]:
    """Moves in the order they apply: by ``t``, equal ``t`` by arrival."""
    return sorted(moves, key=Pending.key)


def earliest(moves: Iterable[Pending]) -> Pending | None:
    """The move that applies first (None: there is none)."""
    return min(moves, key=Pending.key, default=None)


class Referee:
    """The races of one match: its rules' spec says the grace window and whether each seat
    acts once per race (``race_once``)."""

    def __init__(self, rules: Rules[Any]) -> None:
        self.rules = rules
        self.grace = rules.spec.grace_ms
        self.once = rules.spec.race_once
        # Each computer's call, kept while the race stays as it was: (the race, its state
        # as (arrivals, clock, settled), {seat: call}).
        self._calls: tuple[Race, tuple[int, int, int], dict[int, Action]] | None = None
        self._shown: tuple[tuple[int, int, int], Any] | None = None  # shown's cache

    # -- what the table sees -------------------------------------------------------------
    def shown(self, state: Any, race: Race | None) -> Any:
        """The state as the table sees it. In a race of many moves (``race_once`` False)
        a move shows at once, as people see a hand take a die: the pending moves are
        applied to a copy in time order (those no longer legal skipped), up to the move
        that would end the race. Views, legal moves and the checks of a new race move read
        this; the moves themselves are applied to ``state`` once the clock has passed them.
        Otherwise it is ``state`` itself (always the match's own state)."""
        if race is None or self.once or not race.pending:
            return state
        # It changes only when a move joins or leaves the pending ones (a tick does neither,
        # and the state moves on only when a pending move is settled).
        key = (race.start, race.arrivals, len(race.settled))
        if self._shown is None or self._shown[0] != key:
            self._shown = (key, self._project(state, race))
        return self._shown[1]

    def _project(self, state: Any, race: Race, until: int | None = None) -> Any:
        """The state with the pending moves applied in time order (the first ``until`` of
        them), those no longer legal skipped. The move that would end the race is not
        applied: the race's own view shows it. Applying it and then projecting again up to
        it costs one more copy once per race, where a copy before every move cost one per
        pending move, and a race's moves come one at a time."""
        rules = self.rules
        shown = copy.deepcopy(state)
        moves = ordered(race.pending)
        for i, move in enumerate(moves[:until]):
            try:
                if move.seat not in rules.to_move(shown):
                    continue
                rules.validate(shown, move.seat, move.action)
            except IllegalAction:
                continue
            rules.apply(shown, move.seat, move.action)
            if not rules.racing(shown):
                return self._project(state, race, i)
        return shown

    # -- who acts, and when --------------------------------------------------------------
    def still_to_act(self, race: Race, seats: Iterable[int]) -> list[int]:
        """Of the seats the rules let race, those that may still move: with ``race_once`` a
        seat that has called waits for the verdict."""
        if self.once and race.pending:
            called = {p.seat for p in race.pending}
            return [s for s in seats if s not in called]
        return list(seats)

    def check_time(self, race: Race, seat: int, action: Action) -> bool:
        """The checks of a move's ``t`` in the open race (IllegalAction: ``time_required``,
        ``bad_time``, ``clock_backwards``, ``too_late``, a tick's ``bad_action``). Returns
        whether it is a tick, which the rules never see."""
        if "t" not in action:
            raise IllegalAction(
                "time_required",
                "In a race every move carries 't': whole milliseconds on the race's clock.",
            )
        t = action["t"]
        if not isinstance(t, int) or isinstance(t, bool) or not 0 <= t <= MAX_T:
            raise IllegalAction("bad_time", f"'t' is whole milliseconds from 0, not {brief(t)}.")
        if action["type"] == TICK:
            if set(action) != {"type", "t"}:
                raise IllegalAction("bad_action", "A tick has 't' and nothing else.")
            if t < race.clock:
                raise IllegalAction(
                    "clock_backwards",
                    f"The clock already reads {race.clock} ms; a tick cannot go back to {t}.",
                    clock=race.clock,
                )
            return True
        if t < race.last_t.get(seat, 0):
            raise IllegalAction(
                "clock_backwards",
                f"Seat {seat} already acted at {race.last_t[seat]} ms, after {t}.",
                clock=race.last_t[seat],
            )
        settles = race.settles_at(self.grace) if self.once else None
        if t < race.clock - self.grace or (settles is not None and t >= settles):
            decided = settles if settles is not None and t >= settles else None
            raise IllegalAction(
                "too_late",
                f"A move made at {t} ms comes too late: the race clock reads {race.clock} ms"
                + (f" and was decided at {decided} ms." if decided is not None else "."),
                clock=race.clock,
                decided_at=decided,
            )
        return False

    # -- hearing and settling ------------------------------------------------------------
    def hear(self, race: Race, seat: int, action: Action) -> None:
        """A checked move arrives: the clock moves to its ``t``, and a move (not a tick)
        waits, pending, for its turn in time order."""
        t = action["t"]
        race.clock = max(race.clock, t)
        if action["type"] != TICK:
            bare = {k: v for k, v in action.items() if k != "t"}
            race.pending.append(Pending(seat, t, race.arrivals, bare))
            race.arrivals += 1
            race.last_t[seat] = t
            race.moves[seat] = race.moves.get(seat, 0) + 1

    def settle(self, state: Any, race: Race) -> bool:
        """Apply the pending moves that are due, earliest first, to ``state``; returns
        whether the race closed (the rules stop racing, or the game ended). What is still
        pending then was made after the move that ended it: void, or in a race of many
        moves what ``Rules.after_race`` makes of it."""
        rules = self.rules
        while race.pending:
            first = earliest(race.pending)
            assert first is not None
            if race.clock < due(first, self.grace) and not (
                # everyone called: no earlier call can come
                self.once and not self.still_to_act(race, rules.to_move(state))
            ):
                return False
            race.pending.remove(first)
            outcome = "applied"
            # Checked again: the state may have moved on since the move was checked (and
            # a move of a race of many was checked against the shown state).
            try:
                if first.seat not in rules.to_move(state):
                    raise IllegalAction("not_your_turn", "No longer this seat's turn.")
                rules.validate(state, first.seat, first.action)
            except IllegalAction:
                outcome = "void"  # an earlier move took its chance away
            if outcome == "applied":
                rules.apply(state, first.seat, first.action)
                race.applied += 1
            race.settled.append({**first.to_json(), "outcome": outcome})
            if not rules.racing(state) or rules.result(state) is not None:
                for late in ordered(race.pending):
                    late_outcome = (
                        "void" if self.once else rules.after_race(state, late.seat, late.action)
                    )
                    race.settled.append({**late.to_json(), "outcome": late_outcome})
                return True
        return False

    # -- the computers -------------------------------------------------------------------
    def call(
        self,
        race: Race,
        seat: int,
        level: str,
        seed: int,
        view: Callable[[], dict[str, Any]],
        legal: Callable[[], list[Action]],
    ) -> Action:
        """A computer's move in the race: its call with the ``t`` its reaction model gives,
        made once while the race stays as it is (its moves, clock and settled ones) and
        kept: the app asks at every drawing, timer and step, simulate for every seat at
        every move.

        Its randomness is drawn per race, seat and move of the seat (not per log entry), so
        the plan stays the same however many ticks and calls arrive meanwhile. A plan that
        is already behind the clock is made at the earliest time still allowed; one that
        would come after the race is decided becomes a tick at the moment it settles."""
        key = (race.arrivals, race.clock, len(race.settled))
        kept = self._calls
        if kept is None or kept[0] is not race or kept[1] != key:
            kept = self._calls = (race, key, {})
        calls = kept[2]
        if seat not in calls:
            calls[seat] = self._plan(race, seat, level, seed, view, legal())
        return dict(calls[seat])

    def _plan(
        self,
        race: Race,
        seat: int,
        level: str,
        seed: int,
        view: Callable[[], dict[str, Any]],
        legal: list[Action],
    ) -> Action:
        bot = self.rules.bot(level)
        # One stream per race, seat and move of that seat in the race (a game where seats
        # act more than once per race gets a fresh plan after each of its moves).
        done = race.moves.get(seat, 0)
        rng = Rng(seed ^ RACE_STREAM, (race.start * 16 + seat) * 64 + done)
        calls = [a for a in legal if a["type"] != TICK]  # the clock is the device's business
        if not calls:  # nothing to do but wait: until the race settles, or for a change
            settles = race.settles_at(self.grace)
            return {"type": TICK, "t": max(race.clock, MAX_T if settles is None else settles)}
        plan = dict(bot.choose(view(), calls, rng))
        t = plan.get("t")
        if not isinstance(t, int) or isinstance(t, bool):
            # A computer with no clock of its own (random) reacts a human time after its
            # own latest move: timed from the race's start, every move after the first
            # second would land on the clock and never move it on (issue 39's hang).
            t = race.last_t.get(seat, 0) + reaction_ms(rng, RANDOM_REACTION, len(calls))
        low, _ = race.window(seat, self.grace, self.once)
        if not self.once:
            # It planned on the shown state, so it acts after every move shown in it: a
            # move timed before a take that freed its die would be void (and come again).
            low = max(low, race.clock)
            if done:  # and after its own latest move, so that its moves move the clock on
                low = max(low, race.last_t[seat] + MIN_STEP_MS)
        settles = race.settles_at(self.grace) if self.once else None
        t = min(max(t, low), MAX_T)
        if settles is not None and t >= settles:
            return {"type": TICK, "t": max(settles, race.clock)}
        plan["t"] = t
        return plan

    # -- what comes next -----------------------------------------------------------------
    def next_move(
        self,
        race: Race,
        to_move: Sequence[int],
        computers: Collection[int],
        call: Callable[[int], Action],
        *,
        live: bool = False,
        hold: int | None = None,
        own: Iterable[Planned] = (),
    ) -> Planned | None:
        """The next move of the open race: the earliest of the computers' calls (``call``,
        for each seat of ``to_move`` in ``computers``), earliest ``t`` first, a tick after a
        move of the same time, then the lower seat.

        ``live``: a table in real time, where people may act too (the app). A computer with
        nothing to do until something changes (its plan is a tick at ``MAX_T``) waits
        instead of ending the clock, and a pending move is settled on time, by a tick at
        ``settles_at``. Without it (simulate, a table of computers) every seat's plan
        counts and a pending move settles with the next call. ``hold``: a race time the
        table must not pass yet (a person still pointing after STOP): later plans wait.
        ``own``: moves the table plays by itself (a pointing time running out), which the
        hold does not hold back."""
        plans: list[tuple[int, bool, int, Action]] = []
        for seat in to_move:
            if seat in computers:
                action = call(seat)
                if live and action["t"] >= MAX_T:
                    continue
                plans.append((int(action["t"]), action["type"] == TICK, seat, action))
        settles = race.settles_at(self.grace)
        if live and settles is not None and to_move:
            at = max(settles, race.clock)
            plans.append((at, True, to_move[0], {"type": TICK, "t": at}))
        if hold is not None:
            plans = [p for p in plans if p[0] <= hold]
        plans.extend((when, False, seat, action) for when, seat, action in own)
        if not plans:
            return None
        when, _, seat, action = min(plans, key=lambda p: (p[0], p[1], p[2]))
        return when, seat, action


class RacingMatch(Protocol):
    """What ``next_bot_move`` reads of a match (core.match.Match; named by its parts so
    this module, which the match imports, imports nothing back)."""

    @property
    def race(self) -> Race | None: ...

    @property
    def to_move(self) -> list[int]: ...

    @property
    def referee(self) -> Referee: ...

    def bot_action(self, seat: int) -> Action: ...


def next_bot_move(match: RacingMatch) -> tuple[int, Action]:
    """The next move of a table of computers (simulations, tests, reference saves).

    Outside a race: the first seat to move and its computer's move. In a race: what the
    referee says comes next (``Referee.next_move``): every racing seat's computer plans its
    move with its ``t`` (``Match.bot_action``) and the earliest plan is played first (equal
    ``t``: a call before a tick, then the lower seat); a computer that would be too late
    plans a tick at the moment the race settles."""
    race = match.race
    if race is None:
        seat = match.to_move[0]
        return seat, match.bot_action(seat)
    seats = match.to_move
    planned = match.referee.next_move(race, seats, seats, match.bot_action)
    assert planned is not None  # an open race has a seat to move, and each seat a plan
    _, seat, action = planned
    return seat, action
