"""What a seat sees of a Cui bono? table (``Match.view(seat)["state"]``; nothing is
private to a seat): the types the rules build and the screens read, checked by mypy on
both sides. JSON as it is sent."""

from typing import NotRequired, TypedDict

from ...pyramid.layout import SeenDie

# Keys this view gained after its reference saves were written (issue 37: the history its
# screens show). tests/data/reference-saves digests every view as it was: the reference
# test and tools/make_reference_saves.py leave these keys out of the digest.
LATER_KEYS: tuple[str, ...] = ("history",)


class HandView(TypedDict):
    """The pulled die, before it is laid back or kept."""

    colour: str
    faces: list[int]  # its orientation's upper faces


class PullView(TypedDict):
    """The latest pull and what became of it."""

    seat: int
    turn: int
    pulled: list[int]  # where the die came from
    colour: str
    slides: list[list[list[int]]]  # [from, to] of each die that slid down
    opened: list[int]  # the hole left
    placed: list[int] | None  # where it was laid back, if it was
    kept: bool


class PullRecord(PullView):
    """A pull of the game's history: which pull of its turn it was (``pull``, from 1;
    several only with the option pull_again) and whether that option is on (``again``)."""

    pull: int
    again: bool


class AgainView(TypedDict):
    """Only with the option pull_again (a game without it shows what it showed before)."""

    pull_again: bool
    pulls: int  # pulls in this turn
    pull_limit: int


class View(TypedDict):
    pull_again: NotRequired[bool]
    pulls: NotRequired[int]
    pull_limit: NotRequired[int]
    phase: str
    active: int | None  # None once over
    turn: int
    turn_limit: int
    dice: list[SeenDie]
    hidden: list[list[int]]  # positions of the dice nobody sees
    hidden_colours: dict[str, int]  # colour -> dice of it nobody sees
    funnels: list[list[int]]
    repeating: list[list[int]]  # funnels whose die would bring back a pyramid of this turn
    hand: HandView | None
    last: PullView | None
    history: list[PullRecord]  # every pull so far, oldest first (the last may go on)
    kept: list[list[str]]  # colours in front of each player
    minus: list[int]  # each player's minus points
    dice_limit: int
    minus_points: dict[str, int]  # colour -> minus points
    end: str | None  # "dice" or "turns"
