"""The app's side of a race (pyengine.core.race): the race clock, the time of a tap, and
what the app plays by itself and when (computers' calls, the deciding tick).

A mixin of ``Play``. The race clock is the device's monotonic clock (``clock``, in the
browser ``performance.now()``, the same time base as an input event's ``timeStamp``) minus
the moment the race was first shown: the page with the throw was drawn (``Play.shown``,
called by main.py after drawing, never by a renderer). Until then its time stands at the
match's clock and the app plans nothing. After a reload the race resumes where the match's
clock stopped. The app never tells the match a time it has not reached:
it plays a planned move when the clock has passed its ``t``, and it holds back whatever
lies beyond the game's ``race_hold`` (Bunte Kuh: a person still pointing at a funnel).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from pyengine.core.referee import Planned

from ..kit.gameplay import GamePlay
from .open_game import AtTable

if TYPE_CHECKING:
    from ..kit.gameplay import Table


class Racing(AtTable):
    """The race clock and the moves the app plays in a race."""

    clock: Callable[[], float]
    event_ms: float | None  # the timeStamp of the input being handled (None: not an input)

    def game_play(self) -> GamePlay:
        raise NotImplementedError

    def race_tables(self) -> list[Table]:
        """The joined devices' tables of this match (none on one device)."""
        return []

    # -- the clock -----------------------------------------------------------------------
    def racing(self) -> bool:
        return self.match is not None and self.match.racing

    def race_shown(self) -> None:
        """The page showing the open race was drawn (``Play.shown``): its clock runs from
        now, from the match's own clock (0 for a race just thrown, later after a reload).
        Once running it runs on; nothing else starts it."""
        match, table = self.match, self.open_game
        race = None if match is None else match.race
        if race is None:
            table.race_origin = None
        elif table.race_origin is None or table.race_origin[0] is not race:
            table.race_origin = (race, self.clock() - race.clock)

    def _origin(self) -> float | None:
        """When (``clock()``) the open race's t was 0; None: not shown yet, its time stands
        at the match's clock."""
        match = self.match
        assert match is not None and match.race is not None
        kept = self.open_game.race_origin
        return kept[1] if kept is not None and kept[0] is match.race else None

    def race_now(self) -> int:
        """The race clock now, in whole milliseconds."""
        origin = self._origin()
        if origin is None:
            assert self.match is not None and self.match.race is not None
            return self.match.race.clock
        return max(0, math.floor(self.clock() - origin))

    def race_t(self, seat: int) -> int:
        """The race time of the input being handled (its event's own timestamp), for a move
        of ``seat``. A tap that reaches Python after the grace window has passed (a very busy
        page) counts at the earliest time still allowed, so it is not lost."""
        return self.race_t_at(seat, self.event_ms)

    def race_t_at(self, seat: int, stamp: float | None) -> int:
        """``race_t`` for a touch at ``stamp`` on ``clock`` (None: now); a joined device's
        touch comes with its time already on this device's clock (net/clock)."""
        now = self.race_now()
        origin = self._origin()
        t = now if stamp is None or origin is None else max(0, math.floor(stamp - origin))
        t = min(t, now)  # never ahead of the clock
        assert self.match is not None
        low, _ = self.match.race_window(seat)
        return max(t, low)

    # -- what the app plays by itself ----------------------------------------------------
    def race_next(self) -> Planned | None:
        """The next move the app plays in the open race, if any, as the match's referee
        orders it (``Referee.next_move``, live: at a table in real time): the computers'
        calls (each planned once and kept by the referee), the tick that settles a pending
        call on time and the game's own timed moves; nothing beyond the game's
        ``race_hold``. Every table of this match says what it holds back and plays by
        itself: this device's and each joined device's (a person pointing on a phone,
        net/remote.py)."""
        match = self.match
        if match is None or match.race is None or match.is_over:
            return None
        play = self.game_play()
        tables = [cast("Table", self), *self.race_tables()]  # Racing is part of the Table
        holds = [h for h in (play.race_hold(x) for x in tables) if h is not None]
        own = [m for m in (play.race_move(x) for x in tables) if m is not None]
        to_move = match.to_move
        computers = {s for s in to_move if match.players[s]["bot"] is not None}
        return match.referee.next_move(
            match.race,
            to_move,
            computers,
            match.bot_action,
            live=True,
            hold=min(holds, default=None),
            own=own,
        )

    def race_delay(self) -> int | None:
        """Milliseconds until the app's next move in the race (None: none planned, or the
        race is not on screen yet: its clock has not started)."""
        if self._origin() is None:
            return None
        planned = self.race_next()
        if planned is None:
            return None
        origin = self._origin()
        assert origin is not None
        return max(0, math.ceil(origin + planned[0] - self.clock()))
