"""What a seat sees of a Bunte Kuh table (``Match.view(seat)["state"]``; nothing is
private): the types the rules build and the screens read, checked by mypy on both sides.
JSON as it is sent."""

from typing import TypedDict

# Keys this view gained after its reference saves were written (issue 37: the history its
# screens show). tests/data/reference-saves digests every view as it was: the reference
# test and tools/make_reference_saves.py leave these keys out of the digest.
LATER_KEYS: tuple[str, ...] = ("thrower", "calls")


class RollView(TypedDict):
    values: list[int]  # the three pearl dice
    sum: int


class DieView(TypedDict):
    at: list[int]  # (level, row, column)
    colour: str
    faces: list[int]  # the three upper faces, along x, y, z


class SumView(TypedDict):
    """A funnel's sum (shown only with the practice option)."""

    at: list[int]
    sum: int


class PlacedView(TypedDict):
    at: list[int]
    seat: int


class VerdictView(TypedDict):
    """The latest judged call: the first call of its race."""

    seat: int
    call: str  # "stop" or "nowhere"
    at: list[int] | None  # the funnel shown, if any
    sum: int | None  # its sum
    target: int  # the throw's sum
    right: bool
    matching: list[list[int]]  # every funnel of the throw's sum
    gave: list[int]  # a wrong call: the seats that gave the caller a die


class CallView(TypedDict):
    """A judged call, as the game's log of races keeps it."""

    roller: int  # who threw the pearl dice of its race
    seat: int  # the first caller
    call: str  # "stop" or "nowhere"
    right: bool


class View(TypedDict):
    phase: str  # build, roll, race, place, over
    roller: int
    roll: RollView | None
    dice: list[DieView]
    funnels: list[list[int]]  # the open funnels
    sums: list[SumView] | None  # None unless practising
    supply: list[int]  # dice left per seat
    placer: int | None
    place_at: list[int] | None  # the funnel a right STOP fills; None after NERGENS: any
    placed: list[PlacedView]  # in order
    last: VerdictView | None
    right_calls: list[int]
    wrong_calls: list[int]
    thrower: int | None  # who threw the pearl dice last (None before the first throw)
    calls: list[CallView]  # the last CALLS_IN_VIEW judged calls, oldest first
