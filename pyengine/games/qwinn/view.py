"""What a seat sees of a Qwinn table (``Match.view(seat)["state"]``; Qwinn hides
nothing): the types the rules build and the screens read, checked by mypy on both sides.
JSON as it is sent."""

from typing import Any, TypedDict

# Keys this view gained after its reference saves were written (issue 37: the history its
# screens show). tests/data/reference-saves digests every view as it was: the reference
# test and tools/make_reference_saves.py leave these keys out of the digest.
LATER_KEYS: tuple[str, ...] = ("moves",)


class RedView(TypedDict):
    """The red die's extra use after a free move."""

    use: str  # "boycott" or "remove"
    kind: str | None  # the boycott laid or removed


class PlayerView(TypedDict):
    field: str  # where the track pawn stands
    score: int
    green: int | None  # the highest green field the score pawn has reached
    boycott: str | None  # the opponent's boycott on this player
    turns: int  # turns finished


# A finished turn, as the state keeps it.
TurnView = TypedDict(
    "TurnView",
    {
        "turn": int,
        "seat": int,
        "from": str,  # the pawn's field when the turn began
        "throws": int,
        "dice": list[int] | None,
        "to": str | None,
        "points": int,
        "jump": bool,
        "failed": bool,
        "minus": int,  # points a Minus boycott took
        "boycott_lost": str | None,  # this player's boycott on the opponent, gone by failing
        "red": RedView | None,
        "score": int,  # the player's score after the turn
    },
)


class MoveView(TypedDict):
    """A move as played: the seat and its action as the match logged it (with the dice's
    ``values``)."""

    seat: int
    action: dict[str, Any]


class View(TypedDict):
    phase: str  # start, throw, red, over
    active: int | None  # in the throw and red phases
    turn: int
    start_rolls: list[int | None]
    start_ties: list[list[int]]
    dice: list[int] | None  # None before the first throw of a turn
    red_die: int  # the red die's index in ``dice``
    thrown: list[int]  # dice of the latest throw
    throws: int
    throw_limit: int
    fits: dict[str, int]  # field -> points, for every combination field the dice fit
    turn_from: str
    players: list[PlayerView]
    track: list[str]
    green_fields: list[int]
    target: int
    minus_counts_red: bool
    history: list[TurnView]  # the last TURNS_IN_VIEW
    turns_total: int
    winner: int | None
    # The moves of the previous turn and of this one, oldest first (the start throws count
    # with turn 1): the news since a seat's own last move reads them.
    moves: list[MoveView]
