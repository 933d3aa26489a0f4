"""The app's side of a race (pyengine.core.race): the race clock, the time of a tap, and
what the app plays by itself and when (computers' calls, the deciding tick).

A mixin of ``Play``. The race clock is the device's monotonic clock (``clock``, in the
browser ``performance.now()``, the same time base as an input event's ``timeStamp``) minus
the moment the race was first drawn: the throw appeared. After a reload the race resumes
where the match's clock stopped. The app never tells the match a time it has not reached:
it plays a planned move when the clock has passed its ``t``, and it holds back whatever
lies beyond the game's ``race_hold`` (Bunte Kuh: a person still pointing at a funnel).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from pyengine import Match
from pyengine.core.race import MAX_T

from ..kit.gameplay import GamePlay

if TYPE_CHECKING:
    from ..kit.gameplay import Table

Action = dict[str, Any]
# (race time at which it is due, the seat playing it, the move with its "t")
Planned = tuple[int, int, Action]


class Racing:
    """The race clock and the moves the app plays in a race."""

    match: Match | None
    clock: Callable[[], float]
    event_ms: float | None  # the timeStamp of the input being handled (None: not an input)
    _race_origin: tuple[object, float] | None = None  # (the race, clock() when its t was 0)
    # Each computer's planned call, kept until the match changes: (the race, the log's
    # length, its last entry, {seat: plan}).
    _bot_plans: tuple[object, int, object, dict[int, Action]] | None = None

    def game_play(self) -> GamePlay:
        raise NotImplementedError

    def race_tables(self) -> list[Table]:
        """The joined devices' tables of this match (none on one device)."""
        return []

    # -- the clock -----------------------------------------------------------------------
    def racing(self) -> bool:
        return self.match is not None and self.match.racing

    def _origin(self) -> float:
        """When (``clock()``) the open race's t was 0: set the first time the app looks at a
        race, from the match's own clock (0 for a race just thrown, later after a reload)."""
        match = self.match
        assert match is not None and match.race is not None
        race = match.race
        if self._race_origin is None or self._race_origin[0] is not race:
            self._race_origin = (race, self.clock() - race.clock)
        return self._race_origin[1]

    def race_sync(self) -> None:
        """Start the race clock if a race is open and not yet timed (call when drawing)."""
        if self.racing():
            self._origin()
        else:
            self._race_origin = None

    def race_now(self) -> int:
        """The race clock now, in whole milliseconds."""
        return max(0, math.floor(self.clock() - self._origin()))

    def race_t(self, seat: int) -> int:
        """The race time of the input being handled (its event's own timestamp), for a move
        of ``seat``. A tap that reaches Python after the grace window has passed (a very busy
        page) counts at the earliest time still allowed, so it is not lost."""
        return self.race_t_at(seat, self.event_ms)

    def race_t_at(self, seat: int, stamp: float | None) -> int:
        """``race_t`` for a touch at ``stamp`` on ``clock`` (None: now); a joined device's
        touch comes with its time already on this device's clock (net/clock)."""
        stamp = stamp if stamp is not None else self.clock()
        t = max(0, math.floor(stamp - self._origin()))
        t = min(t, self.race_now())  # never ahead of the clock
        assert self.match is not None
        low, _ = self.match.race_window(seat)
        return max(t, low)

    # -- what the app plays by itself ----------------------------------------------------
    def race_next(self) -> Planned | None:
        """The next move the app plays in the open race, if any: the earliest of every
        computer's planned call (or tick), the game's own timed move and the tick that
        settles a pending call; nothing beyond the game's ``race_hold``."""
        match = self.match
        if match is None or match.race is None or match.is_over:
            return None
        play = self.game_play()
        table = cast("Table", self)  # Racing is part of Play, which is the Table
        plans: list[tuple[int, bool, int, Action]] = []
        for seat in match.to_move:
            if match.players[seat]["bot"] is not None:
                action = self._bot_plan(match, seat)
                if action["t"] < MAX_T:  # a computer with nothing to do waits for a change
                    plans.append((int(action["t"]), action["type"] == "tick", seat, action))
        race = match.race
        settles = race.settles_at(match.spec.grace_ms)
        if settles is not None and match.to_move:  # a move waits: settle it on time
            at = max(settles, race.clock)
            plans.append((at, True, match.to_move[0], {"type": "tick", "t": at}))
        # Every table of this match says what it holds back and plays by itself: this
        # device's and each joined device's (a person pointing on a phone, net/remote.py).
        tables = [table, *self.race_tables()]
        holds = [h for h in (play.race_hold(x) for x in tables) if h is not None]
        if holds:
            plans = [p for p in plans if p[0] <= min(holds)]
        for x in tables:
            own = play.race_move(x)
            if own is not None:
                when, seat, action = own
                plans.append((when, False, seat, action))
        if not plans:
            return None
        when, _, seat, action = min(plans, key=lambda p: (p[0], p[1], p[2]))
        return when, seat, action

    def _bot_plan(self, match: Match, seat: int) -> Action:
        """``match.bot_action(seat)``, asked once per state of the match: a computer's plan
        in a race depends on the match alone (its randomness is drawn per race, seat and
        move), and the app asks for it at every drawing, timer and tap (the timer's delay,
        then the move itself), which built each computer's view and choice twice or more
        for every move played."""
        last = match.log[-1] if match.log else None
        kept = self._bot_plans
        if (
            kept is None
            or kept[0] is not match.race
            or kept[1] != len(match.log)
            or kept[2] is not last
        ):
            kept = self._bot_plans = (match.race, len(match.log), last, {})
        plans = kept[3]
        if seat not in plans:
            plans[seat] = match.bot_action(seat)
        return dict(plans[seat])

    def race_delay(self) -> int | None:
        """Milliseconds until the app's next move in the race (None: none planned)."""
        planned = self.race_next()
        if planned is None:
            return None
        return max(0, math.ceil(self._origin() + planned[0] - self.clock()))
