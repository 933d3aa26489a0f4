"""What a seat sees of a Schocken table (``Match.view(seat)["state"]``): the types the
rules build and the screens read, checked by mypy on both sides. JSON as it is sent."""

from typing import NotRequired, TypedDict


class HandView(TypedDict):
    """A hand as ``Hand.to_json`` gives it."""

    kind: str  # hands.TIERS
    chips: int  # what the loser takes if it wins; hands.ALL_CHIPS for Schock Out
    rank: list[int]


class CupView(TypedDict):
    """A cup; the dice under it only for its own seat (and once thrown)."""

    throws: int
    done: bool
    dice: NotRequired[list[int]]
    fresh: NotRequired[list[bool]]  # per die: thrown in the cup's last throw
    flip_ok: NotRequired[bool]
    hand: NotRequired[HandView]


class ShownHand(HandView):
    """A hand shown when the round is scored."""

    seat: int
    dice: list[int]  # highest first
    throws: int


class RoundView(TypedDict):
    """A scored round, as the state keeps it."""

    half: int
    round: int
    hands: list[ShownHand]  # in throwing order
    winner: int
    loser: int
    chips: int  # chips the loser took
    source: str  # "pot", "winner" or "all"
    half_lost: int | None  # the loser, if the round ended the half


class View(TypedDict):
    half: int  # 1, 2, or 3 for the decider
    round: int
    pot: int
    chips: list[int]
    chips_total: int
    in_half: list[bool]
    order: list[int]  # throwing order of this round
    active: int | None
    limit: int
    limit_set: bool
    cups: list[CupView]
    half_losers: list[int]
    red_disc: int | None
    rounds: list[RoundView]  # the last ROUNDS_IN_VIEW
    rounds_total: int
    loser: int | None
