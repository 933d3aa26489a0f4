"""What a seat sees of a Raffzahn table (``Match.view(seat)["state"]``): the types the
rules build and the screens read, checked by mypy on both sides. JSON as it is sent."""

from typing import TypedDict


class DieView(TypedDict):
    at: list[int]  # (level, row, column)
    free: bool  # nothing lies on it
    face: int | None  # the face towards the viewer's side, if he reads one
    colour: str | None  # only with a face


class TakeView(TypedDict):
    seat: int
    at: list[int]


class FoulView(TakeView):
    """A die taken after STOP: it went back, and its taker gave these seats a die each."""

    gave: list[int]


class RaceView(TypedDict):
    """The latest finished race."""

    roller: int
    roll: int | None
    takes: list[TakeView]  # in time order
    fouls: list[FoulView]
    ends: bool  # only the plate was left: the game is over


class View(TypedDict):
    phase: str  # build, throw, race, over
    roller: int
    roll: int | None
    side: int | None  # the viewer's side, None for the table
    dice: list[DieView]
    counts: list[int]  # dice in front of each player
    plate_only: bool
    takes: list[TakeView]  # this race's, in time order
    last: RaceView | None
    races: int
