"""What a seat sees of a Qwinto table (``Match.view(seat)["state"]``; Qwinto hides
nothing): the types the rules build and the screens read, checked by mypy on both sides.
JSON as it is sent."""

from typing import NotRequired, TypedDict

# An entry of a turn: a number written (row, col) or a pass ("pass": True, penalty or not).
EntryView = TypedDict(
    "EntryView",
    {
        "seat": int,
        "row": NotRequired[str],
        "col": NotRequired[int],
        "pass": NotRequired[bool],
        "penalty": NotRequired[bool],
    },
)


class ScoreView(TypedDict):
    """A sheet's points (``sheet.score``)."""

    rows: dict[str, int]  # colour -> points
    columns: dict[str, int]  # full column (as text) -> points; published rules only
    penalties: int  # negative
    total: int


class SheetView(TypedDict):
    rows: dict[str, list[int | None]]  # colour -> 12 cells, None when empty or not a field
    penalties: int
    full_rows: int
    score: ScoreView


class TurnView(TypedDict):
    """A finished turn, as the state keeps it."""

    turn: int
    active: int
    dice: list[str]  # the colours thrown
    values: list[int]
    rerolled: bool
    total: int
    entries: list[EntryView]  # in order


class View(TypedDict):
    rule_set: str  # "rulebook" or "published"
    turn: int
    active: int
    order: list[int]  # this turn's, the active player first
    phase: str  # roll, enter, over
    dice: list[str]  # the colours thrown this turn; [] before the throw
    values: list[int]
    total: int | None  # None before the throw
    rerolled: bool
    entries: list[EntryView]  # this turn's, in order
    sheets: list[SheetView]
    history: list[TurnView]  # the last TURNS_IN_VIEW
    turns_total: int
