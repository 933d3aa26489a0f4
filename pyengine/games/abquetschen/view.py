"""What a seat sees of an Abquetschen table (``Match.view(seat)["state"]``; nothing is
hidden): the types the rules build and the screens read, checked by mypy on both sides.
JSON as it is sent."""

from typing import Any, NotRequired, TypedDict

# Keys this view gained after its reference saves were written (issue 37: the history its
# screens show). tests/data/reference-saves digests every view as it was: the reference
# test and tools/make_reference_saves.py leave these keys out of the digest.
LATER_KEYS: tuple[str, ...] = ("history",)


class SeatView(TypedDict):
    seat: int
    side: int
    colour: str
    supply: int  # dice left to build
    in_pyramid: int  # own dice in the pyramid
    built: bool  # has built at least once (the start pyramid counts)
    open: int  # spots where the seat's dice touch its own


class RecordView(TypedDict):
    """A finished turn: ``type`` opening_throw, start, throw (``outcome`` no_build or
    wins), build or skip_bonus, with what it did (in ``history`` a skip_bonus names its
    ``throw`` and the thrown ``dice`` the bonus was for)."""

    n: int  # turns played after the start, when it was recorded
    seat: int
    type: str
    throw: NotRequired[int | None]
    outcome: NotRequired[str]
    dice: NotRequired[list[list[int]]]
    bonus: NotRequired[int]
    bonus_dice: NotRequired[list[list[int]]]


class View(TypedDict):
    pyramid: dict[str, Any]  # Pyramid.to_json: {"dice": [{"at", "colour", "faces"}]}
    seats: list[SeatView]
    phase: str  # opening, start, throw, build, bonus, over
    turn: int | None  # None once over
    throw: int | None  # the turquoise die of this turn
    need: int  # dice to build in this phase
    placed: list[list[int]]  # this phase's new dice, in order
    main: list[list[int]]  # this turn's thrown dice, once confirmed
    bonus: int  # bonus dice earned this turn
    start_player: int | None
    start_dice: list[list[int]]
    protected: bool  # the start player's dice must be kept free
    start_tops: list[list[int]]
    turns: int
    recent: list[RecordView]
    end: str | None  # "emptied", "buried", "throw" or "stuck"
    history: list[RecordView]  # every finished turn, oldest first (recent: the latest few)
    winner: int | None
    ended_by: int | None
