"""Real time: a race, in which several seats may act at the same moment.

A game whose spec says ``realtime=True`` may open a race (``Rules.racing(state)``). While
it is open, every action carries ``"t"``: whole milliseconds on the race's own clock,
which starts at 0 when the race opens (the throw appears). The UI takes ``t`` from the
input event's own timestamp, so the order of events is the order in which people acted,
not the order in which Python got round to them.

An action in a race is not applied when it arrives. It waits, *pending*, and pending
actions are applied in order of ``t`` (ties: the one that arrived first) once the clock
has passed their ``t`` by the grace window ``GameSpec.grace_ms`` (``GRACE_MS``). The
clock is the latest ``t`` the match has seen; it moves with every action and with the
``{"type": "tick", "t": ...}`` action, by which the device reports that time has passed.
So a call made at 1200 ms that reaches the match after a computer's call made at 1250 ms
still comes first, as long as it arrives before anything has moved the clock to 1400.

Why 200 ms: it must cover what lies between a tap and ``Match.play`` — a busy main thread,
a frame of the pyramid being drawn, Pyodide's garbage collector (tens of milliseconds,
rarely more than 100) — and it must stay below what people notice as a delay between a
call and its verdict (a few hundred milliseconds). Calls closer than 200 ms apart are
still ordered by their ``t``; the window only decides how long the match waits for late
arrivals.

With ``race_once`` (Bunte Kuh) each seat acts once per race, and the earliest call
decides it: a call made at or after ``settles_at`` is too late; when every racing seat
has acted, no earlier action can come, and the race settles at once. Without it
(Raffzahn) seats act as often as they like, and a later move moves the clock on, which
applies the moves that are due before it; meanwhile every view shows the pending moves as
made (``Match.shown_state``). Actions left pending when the race closes (the rules stop
racing) are void, or in a race of many moves what ``Rules.after_race`` makes of them.
The clock ends at ``MAX_T``: a move is due at ``min(t + grace, MAX_T)`` (``due``), so a
move made in the last grace window of that range still settles at a tick of ``MAX_T``
and a race can always come to its end. A computer's moves in a race of many moves are at
least ``MIN_STEP_MS`` apart (``Match.bot_action``), so a table of computers always moves
the clock on. Every race action is a commit point: undo never takes back a call or a tick (a call is
heard by everyone, time does not run backwards), nor anything before them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Action = dict[str, Any]

GRACE_MS = 200
# In a race of many moves a computer's next move comes at least this long after its own
# latest one (a hand cannot grab twice at once): however a level times its moves, the
# clock then moves on, and every pending move is settled in the end.
MIN_STEP_MS = 100
MAX_T = 24 * 3600 * 1000  # a race longer than a day is a broken clock
TICK = "tick"


@dataclass
class Pending:
    """An action waiting for the clock: who, when, in which arrival order, and what
    (without its ``t``)."""

    seat: int
    t: int
    order: int
    action: Action

    def key(self) -> tuple[int, int]:
        return (self.t, self.order)

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "t": self.t, "type": self.action.get("type")}


def due(move: Pending, grace: int) -> int:
    """The clock time at which a pending move is applied: ``grace`` after its ``t``, but
    never after MAX_T, the latest time a tick can carry (a move made in the last ``grace``
    ms of the clock's range would otherwise wait for a tick that can never come)."""
    return min(move.t + grace, MAX_T)


@dataclass
class Race:
    """One open race: its clock and the actions waiting for it."""

    start: int  # len(match.log) when the race opened (computers' randomness per race)
    clock: int = 0
    pending: list[Pending] = field(default_factory=list)
    last_t: dict[int, int] = field(default_factory=dict)  # each seat's latest t
    moves: dict[int, int] = field(default_factory=dict)  # each seat's moves in this race
    arrivals: int = 0
    applied: int = 0  # moves applied so far (each was checked against the state then)
    settled: list[dict[str, Any]] = field(default_factory=list)  # applied or void, in order

    def earliest(self) -> Pending | None:
        return min(self.pending, key=Pending.key) if self.pending else None

    def settles_at(self, grace: int) -> int | None:
        """The clock time at which the earliest pending action is applied (None: nothing
        pending). A call made at or after this time is too late."""
        first = self.earliest()
        return None if first is None else due(first, grace)

    def window(self, seat: int, grace: int, once: bool) -> tuple[int, int | None]:
        """The earliest and latest ``t`` a call of ``seat`` may carry now (None: no limit).
        Only a race of one call each is decided by its earliest call; in a race of many
        moves a later move just moves the clock on."""
        low = max(0, self.clock - grace, self.last_t.get(seat, 0))
        settles = self.settles_at(grace) if once else None
        return low, None if settles is None else settles - 1

    def to_json(self, grace: int) -> dict[str, Any]:
        return {
            "clock": self.clock,
            "grace_ms": grace,
            "pending": [p.to_json() for p in sorted(self.pending, key=Pending.key)],
            "settles_at": self.settles_at(grace),
            "settled": [dict(s) for s in self.settled],
        }
