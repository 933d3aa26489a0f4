"""The races of a game read back from its log (the engine's view keeps only the latest
verdict): who threw, who called first, and whether the call was right.

The first call of a race is the one with the earliest ``t`` (equal times: the one logged
first), as the match orders them (pyengine.core.race). It was right when its caller lays
a die next; the last race of a finished game is the view's own latest verdict.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pyengine.games.bunte_kuh.view import VerdictView

View = dict[str, Any]


@dataclass(frozen=True)
class Race:
    roller: int
    call: str  # "stop" or "nowhere"
    seat: int  # the first caller
    right: bool


def races(log: list[View], last: VerdictView | None, racing: bool) -> list[Race]:
    """Every decided race, in order (an open race is not decided yet)."""
    out: list[Race] = []
    roller = 0
    calls: list[tuple[int, int, int, str]] = []  # (t, order, seat, type)

    def close(right_seat: int | None) -> None:
        if calls:
            _, _, seat, call = min(calls)
            out.append(Race(roller, call, seat, seat == right_seat))
            calls.clear()

    for i, entry in enumerate(log):
        action = entry["action"]
        kind = action.get("type")
        if "t" in action:
            if kind != "tick":
                calls.append((int(action["t"]), i, int(entry["seat"]), str(kind)))
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
