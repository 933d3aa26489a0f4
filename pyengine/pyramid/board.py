"""Dice on the plate: ``Die``, the ``Pyramid`` (position -> die) with its moves, and
reading both from saves."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from ..core.errors import IllegalAction
from ..core.plain import brief, detail
from .die import UPPER, Orientation, Vec
from .geometry import (
    COLOURS,
    POSITION_SET,
    Pos,
    _add,
    _sub,
    carried_dice,
    exposed_faces,
    is_funnel,
    layer,
    supports,
    unsupported,
)


# -- dice -------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Die:
    colour: str
    orientation: Orientation

    def face(self, direction: Vec) -> int:
        return self.orientation.face(direction)

    def to_json(self) -> dict[str, Any]:
        return {"colour": self.colour, "faces": self.orientation.to_json()}


@dataclass(frozen=True, slots=True)
class Removal:
    """What ``Pyramid.remove`` did: the die taken, the dice that slid (from, to), bottom one
    first, and the position left empty (a new funnel; a plate funnel when nothing slid
    into a bottom position)."""

    position: Pos
    die: Die
    slides: tuple[tuple[Pos, Pos], ...]
    opened: Pos


def _bad_pyramid(message: str, **details: Any) -> IllegalAction:
    return IllegalAction("bad_pyramid", message, **details)


def parse_position(data: Any) -> Pos:
    """``[x, y, z]`` -> position; IllegalAction ``bad_position``."""
    if (
        isinstance(data, list)
        and len(data) == 3
        and all(type(c) is int for c in data)
        and (data[0], data[1], data[2]) in POSITION_SET
    ):
        return (data[0], data[1], data[2])
    raise IllegalAction(
        "bad_position",
        f"{brief(data)} is not a position of the pyramid ([x, y, z], each >= 0, sum <= 8).",
        position=detail(data),
    )


def parse_die(data: Any) -> Die:
    """``{"colour": ..., "faces": [a, b, c]}`` -> Die."""
    if not isinstance(data, dict) or set(data) != {"colour", "faces"}:
        raise _bad_pyramid(f"A die is {{'colour', 'faces'}}, not {brief(data)}.", die=detail(data))
    if data["colour"] not in COLOURS:
        raise IllegalAction(
            "bad_colour",
            f"{brief(data['colour'])} is not a colour of the pyramid ({', '.join(COLOURS)}).",
            colour=detail(data["colour"]),
        )
    return Die(data["colour"], Orientation.from_json(data["faces"]))


class Pyramid:
    """The dice on the plate: position -> ``Die``. Mutable; ``copy`` is cheap (dice are
    immutable). The constructor trusts its argument; ``from_json`` checks everything."""

    __slots__ = ("_dice",)

    def __init__(self, dice: Mapping[Pos, Die] | None = None) -> None:
        self._dice: dict[Pos, Die] = dict(dice or {})

    # -- container ------------------------------------------------------------------------
    def __contains__(self, p: object) -> bool:
        return p in self._dice

    def __len__(self) -> int:
        return len(self._dice)

    def __iter__(self) -> Iterator[Pos]:
        """Occupied positions, bottom layer first."""
        return iter(sorted(self._dice, key=lambda p: (layer(p), p)))

    def __getitem__(self, p: Pos) -> Die:
        return self._dice[p]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pyramid) and self._dice == other._dice

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Pyramid({len(self._dice)} dice)"

    def get(self, p: Pos) -> Die | None:
        return self._dice.get(p)

    def items(self) -> list[tuple[Pos, Die]]:
        return [(p, self._dice[p]) for p in self]

    def copy(self) -> Pyramid:
        return Pyramid(self._dice)

    def _die(self, p: Pos) -> Die:
        die = self._dice.get(p)
        if die is None:
            raise IllegalAction("no_die", f"There is no die at {list(p)}.", position=list(p))
        return die

    def _require_free(self, p: Pos) -> None:
        on = carried_dice(self, p)
        if on:
            raise IllegalAction(
                "die_not_free",
                f"The die at {list(p)} carries other dice.",
                position=list(p),
                carried=[list(q) for q in on],
            )

    # -- faces ------------------------------------------------------------------------------
    def face(self, p: Pos, direction: Vec) -> int:
        return self._die(p).face(direction)

    def faces_around(self, q: Pos) -> tuple[tuple[Pos, Vec, int], ...]:
        """The three faces of the dice holding funnel ``q`` that point into it (the faces a
        die in ``q`` touches): (die position, direction, number). ``q`` may be covered."""
        if layer(q) == 0 or not all(s in self._dice for s in supports(q)):
            raise IllegalAction(
                "no_funnel", f"{list(q)} is not held by three dice.", position=list(q)
            )
        return tuple((s, UPPER[a], self._dice[s].face(UPPER[a])) for a, s in enumerate(supports(q)))

    def funnel_sum(self, q: Pos) -> int:
        """The sum of the three faces around funnel ``q`` (Bunte Kuh, Eintrichtern)."""
        return sum(v for _, _, v in self.faces_around(q))

    def exposed_faces(self, p: Pos) -> dict[Vec, int]:
        """The exposed faces of the die at ``p``: direction -> number."""
        die = self._die(p)
        return {d: die.face(d) for d in exposed_faces(self, p)}

    # -- changes -------------------------------------------------------------------------------
    def place(self, q: Pos, die: Die) -> None:
        """Lay ``die`` in the funnel ``q`` (a plate funnel or one on three dice)."""
        if q not in POSITION_SET or not is_funnel(self, q):
            raise IllegalAction(
                "not_a_funnel", f"{list(q)} is not an empty funnel.", position=list(q)
            )
        self._dice[q] = die

    def turn(self, p: Pos, orientation: Orientation) -> None:
        """DRAAIEN: take the free die at ``p`` out and lay it back in ``orientation``."""
        die = self._die(p)
        self._require_free(p)
        self._dice[p] = Die(die.colour, orientation)

    def tilt(self, p: Pos, move: Vec) -> Pos:
        """KANTELEN: roll the free die at ``p`` over an edge into the neighbouring funnel
        ``p + move`` of its layer; returns that position."""
        die = self._die(p)
        orientation = die.orientation.tilted(move)  # checks the move
        self._require_free(p)
        q = _add(p, move)
        if q not in POSITION_SET:
            raise IllegalAction(
                "off_pyramid", f"{list(q)} is off the plate.", position=list(p), to=list(q)
            )
        if not is_funnel(self, q):
            raise IllegalAction(
                "not_a_funnel", f"{list(q)} is not an empty funnel.", position=list(q)
            )
        del self._dice[p]
        self._dice[q] = Die(die.colour, orientation)
        return q

    def remove(self, p: Pos) -> Removal:
        """Take the die at ``p`` out; the dice above slide down (Cui bono?).

        Allowed when at most one die rests on ``p`` (= at least two free faces). That die
        rests on ``p`` along one axis ``e``; it loses its support and slides down along
        ``+e`` into ``p``, the die on it into its place, and so on: a straight chain, moved
        without turning. Nothing else moves: in a stable pyramid no other die rests on the
        chain (see docs/rules/das-spiel-pyramid.md). The top of the chain becomes a funnel.
        """
        die = self._die(p)
        on = carried_dice(self, p)
        if len(on) > 1:
            raise IllegalAction(
                "die_blocked",
                f"{len(on)} dice rest on the die at {list(p)}; it has fewer than two free faces.",
                position=list(p),
                carried=[list(q) for q in on],
            )
        del self._dice[p]
        slides: list[tuple[Pos, Pos]] = []
        hole = p
        if on:
            e = _sub(p, on[0])
            src = on[0]
            while src in self._dice:
                self._dice[hole] = self._dice.pop(src)
                slides.append((src, hole))
                hole, src = src, _sub(src, e)
        return Removal(p, die, tuple(slides), hole)

    # -- JSON ---------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """``{"dice": [{"at": [x, y, z], "colour": ..., "faces": [-x, -y, -z]}, ...]}``,
        bottom layer first."""
        return {"dice": [{"at": list(p), **self._dice[p].to_json()} for p in self]}

    @staticmethod
    def from_json(data: Any) -> Pyramid:
        """Parse and check (positions, colours, real dice, no duplicates, stability)."""
        if (
            not isinstance(data, dict)
            or set(data) != {"dice"}
            or not isinstance(data["dice"], list)
        ):
            raise _bad_pyramid("A pyramid is {'dice': [...]}.", data=brief(data, 200))
        dice: dict[Pos, Die] = {}
        for item in data["dice"]:
            if not isinstance(item, dict) or "at" not in item:
                raise _bad_pyramid(f"A die entry needs 'at': {brief(item)}.", die=detail(item))
            p = parse_position(item["at"])
            if p in dice:
                raise IllegalAction("duplicate_die", f"Two dice at {list(p)}.", position=list(p))
            dice[p] = parse_die({k: v for k, v in item.items() if k != "at"})
        loose = unsupported(dice)
        if loose:
            raise IllegalAction(
                "unsupported_die",
                f"The die at {list(loose[0])} does not rest on three dice.",
                positions=[list(p) for p in loose],
            )
        return Pyramid(dice)
