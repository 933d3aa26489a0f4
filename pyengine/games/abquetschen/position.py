"""What Abquetschen's rules and bots both need to know about a position, as bitmasks:
whose dice lie where, which were placed this phase, and the search problem of a seat.

Built from the state (rules) or from a view (bots): the same function serves both, so a
computer sees exactly what the rules decide on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...pyramid.geometry import COLOURS, EDGE_FUNNELS, LAYERS, Pos, supports
from .search import CAR, INDEX, N_POS, Problem, bits, mask_of

BONUS_FOR_ROW = {4: 1, 5: 2, 6: 3}  # "Dobbelstenen in een rij / Bonusdobbelstenen"


def _start_tops() -> tuple[Pos, ...]:
    """The top dice of the start pyramids that are as central as possible: layer-1
    positions whose three supports are no RANDTRECHTER, nearest the plate's centre."""

    def distance(q: Pos) -> int:
        # The supports' centre is q + (1/3, 1/3, 1/3); the plate's centre (8/3, 8/3, 8/3).
        return sum((3 * c + 1 - 8) ** 2 for c in q)

    tops = [q for q in LAYERS[1] if not any(s in EDGE_FUNNELS for s in supports(q))]
    best = min(distance(q) for q in tops)
    return tuple(sorted(q for q in tops if distance(q) == best))


START_TOPS: tuple[Pos, ...] = _start_tops()


def start_pyramid(top: Pos) -> list[Pos]:
    """The four positions of a start pyramid, in building order (plate first)."""
    return [*supports(top), top]


@dataclass(frozen=True)
class Position:
    """``own[s]``: seat s's dice (all built, this phase's included); ``placed``: the dice
    placed in the current phase (not yet confirmed); ``main``: this turn's thrown dice
    once confirmed (bonus phase)."""

    n: int
    own: tuple[int, ...]
    placed: int
    phase: str
    turn: int
    need: int
    built: tuple[bool, ...]
    start_player: int | None
    protected: bool
    start_dice: int

    @property
    def occupied(self) -> int:
        occ = 0
        for m in self.own:
            occ |= m
        return occ

    def problem(self, seat: int, k: int, bonus: bool, placed: int = 0) -> Problem | None:
        """The search problem of ``seat`` building ``k`` dice now (None: never possible,
        a thrown 1 cannot touch another new die)."""
        if k < 1 or (k == 1 and not bonus):
            return None
        old = self.occupied & ~placed
        if bonus or self.built[seat]:
            anchor: int | None = self.own[seat] & ~placed
        else:
            anchor = old  # before his first build: any die of the others
        keep = (
            self.start_dice
            if self.protected and self.start_player is not None and seat != self.start_player
            else 0
        )
        return Problem(old, k, anchor, keep, placed)

    def current(self) -> Problem | None:
        """The problem of the seat building now (build or bonus phase)."""
        return self.problem(self.turn, self.need, self.phase == "bonus", self.placed)

    def contact_spots(self, seat: int, occ: int | None = None) -> int:
        """Empty positions resting on one of the seat's dice: where a new die would touch
        it (a die's lower faces always rest on dice, so only these faces stay open)."""
        occ = self.occupied if occ is None else occ
        spots = 0
        for i in bits(self.own[seat]):
            for j in CAR[i]:
                if not occ >> j & 1:
                    spots |= 1 << j
        return spots


def buried(own: int, occ: int) -> bool:
    """Every die of ``own`` has vanished: no empty position rests on any of them, so no
    new die can ever touch one (dice are never taken out in Abquetschen)."""
    return all(occ >> j & 1 for i in bits(own) for j in CAR[i])


def position_from_dice(
    dice: Mapping[Pos, str],
    n: int,
    placed: Sequence[Pos],
    phase: str,
    turn: int,
    need: int,
    built: Sequence[bool],
    start_player: int | None,
    protected: bool,
    start_dice: Sequence[Pos],
) -> Position:
    own = [0] * n
    for p, colour in dice.items():
        own[COLOURS.index(colour)] |= 1 << INDEX[p]
    return Position(
        n=n,
        own=tuple(own),
        placed=mask_of(placed),
        phase=phase,
        turn=turn,
        need=need,
        built=tuple(built),
        start_player=start_player,
        protected=protected,
        start_dice=mask_of(start_dice),
    )


def _pos(data: Any) -> Pos:
    return (data[0], data[1], data[2])


def position_from_view(view: Mapping[str, Any]) -> Position:
    """The table from a seat's game view (``Match.view(seat)["state"]``)."""
    dice = {_pos(d["at"]): d["colour"] for d in view["pyramid"]["dice"]}
    return position_from_dice(
        dice,
        len(view["seats"]),
        [_pos(p) for p in view["placed"]],
        view["phase"],
        view["turn"] if view["turn"] is not None else -1,
        view["need"],
        [s["built"] for s in view["seats"]],
        view["start_player"],
        view["protected"],
        [_pos(p) for p in view["start_dice"]],
    )


assert N_POS == 165
