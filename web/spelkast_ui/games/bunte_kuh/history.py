"""The races of a game read back from its log (the engine's view keeps only the latest
verdict): who threw, who called first, and whether the call was right.

The first call of a race is the one the match's referee applies first
(``pyengine.core.referee.earliest``: the earliest ``t``, equal times the one logged first).
It was right when its caller lays a die next; the last race of a finished game is the view's
own latest verdict.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pyengine.core.race import Pending
from pyengine.core.referee import earliest

View = dict[str, Any]


@dataclass(frozen=True)
class Race:
    roller: int
    call: str  # "stop" or "nowhere"
    seat: int  # the first caller
    right: bool


def races(log: list[View], last: View | None, racing: bool) -> list[Race]:
    """Every decided race, in order (an open race is not decided yet)."""
    out: list[Race] = []
    roller = 0
    calls: list[Pending] = []  # the race's calls, in the order they arrived

    def close(right_seat: int | None) -> None:
        first = earliest(calls)
        if first is not None:
            seat = first.seat
            out.append(Race(roller, str(first.action["type"]), seat, seat == right_seat))
            calls.clear()

    for i, entry in enumerate(log):
        action = entry["action"]
        kind = action.get("type")
        if "t" in action:
            if kind != "tick":
                calls.append(Pending(int(entry["seat"]), int(action["t"]), i, {"type": kind}))
            continue
        if kind == "place":
            close(int(entry["seat"]))
        elif kind == "roll":
            close(None)
            roller = int(entry["seat"])
    if calls and last is not None and not racing:
        close(int(last["seat"]) if last["right"] else None)
    return out


def last_roller(log: list[View]) -> int | None:
    """Who threw the pearl dice last."""
    for entry in reversed(log):
        if entry["action"].get("type") == "roll":
            return int(entry["seat"])
    return None
