"""What a seat sees of an Eintrichtern table (``Match.view(seat)["state"]``; nothing is
private to a seat): the types the rules build and the screens read, checked by mypy on
both sides. JSON as it is sent."""

from typing import TypedDict

from ...pyramid.layout import SeenDie


class RollView(TypedDict):
    """The throw to match."""

    values: list[int]
    sum: int
    taken_over: bool  # taken over from the player before, who missed it


class FailedView(TypedDict):
    """A throw its player missed: the next may take it over now."""

    seat: int
    values: list[int]
    sum: int


class RevealView(TypedDict):
    """The latest funnel lifted, until the next action."""

    seq: int  # the how-manieth reveal
    seat: int
    at: list[int]
    sum: int  # of the three yellow faces round the red die
    target: int  # the throw's sum
    values: list[int]  # the throw
    match: bool


class View(TypedDict):
    phase: str
    active: int | None  # None once over
    dice: list[SeenDie]
    covered: list[list[int]]  # the red dice still on the pyramid
    roll: RollView | None
    failed: FailedView | None
    reveal: RevealView | None
    reveals: int
    heard: str  # the table's announcements (eintrichtern memory)
    red: list[int]  # red dice won by each seat
    goal: int  # red dice to win
