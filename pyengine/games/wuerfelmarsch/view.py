"""What a seat sees of a Würfelmarsch table (``Match.view(seat)["state"]``; nothing is
hidden): the types the rules build and the screens read, checked by mypy on both sides.
JSON as it is sent."""

from typing import Any, NotRequired, TypedDict


class SeatView(TypedDict):
    seat: int
    side: int
    colour: str
    goal: list[int]  # the corner funnel of the opposite side
    on_plate: int  # own dice on the plate
    captured: list[str]  # colours captured
    removed: int  # own dice taken out of the game
    score: int  # captured minus removed
    last_turn: int  # number of the seat's latest move


class FunnelDie(TypedDict):
    at: list[int]
    seat: int
    colour: str
    value: int


class FunnelView(TypedDict):
    """A funnel judged after a tilt."""

    at: list[int]
    dice: list[FunnelDie]
    outcome: str  # capture_rules: "none", "capture" or "tie"
    capturer: int | None


class CapturedView(TypedDict):
    at: list[int]
    colour: str
    by: int


class RemovedView(TypedDict):
    at: list[int]
    colour: str


# A move as the screens show it (the latest RECENT_MOVES): a "turn" of a die in place
# (at, before, faces) or a "tilt" (from, to, move, faces, funnels, captured, removed, corner).
MoveView = TypedDict(
    "MoveView",
    {
        "n": int,  # moves made before it
        "seat": int,
        "type": str,
        "faces": list[int],  # the die's upper faces after the move
        "at": NotRequired[list[int]],
        "before": NotRequired[list[int]],
        "from": NotRequired[list[int]],
        "to": NotRequired[list[int]],
        "move": NotRequired[str],
        "funnels": NotRequired[list[FunnelView]],
        "captured": NotRequired[list[CapturedView]],
        "removed": NotRequired[list[RemovedView]],
        "corner": NotRequired[bool],
    },
)


class View(TypedDict):
    pyramid: dict[str, Any]  # Pyramid.to_json: {"dice": [{"at", "colour", "faces"}]}
    seats: list[SeatView]
    turn: int | None  # None once over
    moves: int
    quiet: int  # moves in a row without progress
    quiet_limit: int
    recent: list[MoveView]
    winner: int | None
    end: str | None  # "corner", "empty" or "quiet"
