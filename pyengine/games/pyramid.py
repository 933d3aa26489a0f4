"""The dice pyramid of Das Spiel (seed 003), once for all six games: geometry and dice only.

Model (the frame is in ``pyramid_die``'s docstring; every reading of the seed is in
docs/rules/das-spiel-pyramid.md):

* A position is ``(x, y, z)`` with x, y, z >= 0 and x + y + z <= 8: 165 positions, the apex
  at (0, 0, 0), up is -(1, 1, 1). ``layer(p) = 8 - (x + y + z)``: layer 0 is the bottom
  (the 45 funnels of the GRONDPLAAT), layer 8 the apex; sizes 45, 36, 28, ..., 3, 1.
* A die at p in layer > 0 rests on ``supports(p)`` = p + e_x, p + e_y, p + e_z; the dice
  that can rest on p are ``carries(p)`` = p - e_a (inside the pyramid). Two dice touch face
  to face iff their positions differ by one unit vector.
* A funnel (TRECHTER) is an empty position whose supports are all occupied; every empty
  bottom position is a funnel of the plate.
* A free die (VRIJE DOBBELSTEEN) carries no die. A face is exposed when it touches neither
  a die nor the plate (the lower faces of a bottom die touch the plate).
* Invariant of a ``Pyramid``: every die above the bottom has its three supports (stable).
  ``place``, ``tilt``, ``turn`` and ``remove`` keep it; ``from_json`` checks it.

Occupancy queries take any ``Container[Pos]`` (a ``Pyramid``, a set, a dict), so games can
ask "what if" questions on plain sets without building a ``Pyramid``.
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.errors import IllegalAction
from ..core.rng import Rng
from .pyramid_die import MOVES, ORIENTATIONS, UNITS, UPPER, Orientation, Vec

Pos = tuple[int, int, int]

BOTTOM = 8  # coordinate sum of the bottom layer
HEIGHT = BOTTOM + 1  # number of layers
COLOURS: tuple[str, ...] = ("red", "yellow", "pearl")  # 55 of each ("paarlemoeren")
DICE_PER_COLOUR = 55


def _add(p: Pos, v: Vec) -> Pos:
    return (p[0] + v[0], p[1] + v[1], p[2] + v[2])


def _sub(p: Pos, v: Vec) -> Pos:
    return (p[0] - v[0], p[1] - v[1], p[2] - v[2])


def is_position(p: object) -> bool:
    """True for one of the 165 positions (a tuple of three non-negative ints, sum <= 8)."""
    return p in POSITION_SET


def layer(p: Pos) -> int:
    """0 for the bottom layer (on the plate) up to 8 for the apex."""
    return BOTTOM - p[0] - p[1] - p[2]


# Bottom layer first (the order to draw in); within a layer by (x, y, z).
POSITIONS: tuple[Pos, ...] = tuple(
    sorted(
        (
            (x, y, z)
            for x in range(HEIGHT)
            for y in range(HEIGHT - x)
            for z in range(HEIGHT - x - y)
        ),
        key=lambda p: (layer(p), p),
    )
)
POSITION_SET: frozenset[Pos] = frozenset(POSITIONS)
LAYERS: tuple[tuple[Pos, ...], ...] = tuple(
    tuple(p for p in POSITIONS if layer(p) == n) for n in range(HEIGHT)
)


# -- geometry of positions -------------------------------------------------------------
def supports(p: Pos) -> tuple[Pos, ...]:
    """The three positions a die at ``p`` rests on; () on the bottom layer (the plate)."""
    if layer(p) == 0:
        return ()
    return (_add(p, UNITS[0]), _add(p, UNITS[1]), _add(p, UNITS[2]))


def carries(p: Pos) -> tuple[Pos, ...]:
    """The positions (0 to 3) whose dice would rest on a die at ``p``."""
    return tuple(_sub(p, UNITS[a]) for a in range(3) if p[a] > 0)


def neighbours(p: Pos) -> tuple[Pos, ...]:
    """Positions touching ``p`` face to face: its supports and the positions it carries."""
    return supports(p) + carries(p)


def touching(p: Pos, q: Pos) -> bool:
    """Dice at ``p`` and ``q`` touch face to face (positions one unit vector apart)."""
    return sorted(abs(a - b) for a, b in zip(p, q, strict=True)) == [0, 0, 1]


def edge_neighbours(p: Pos) -> tuple[Pos, ...]:
    """Positions of the same layer that share an edge with ``p`` (where it can tilt to)."""
    return tuple(q for q in (_add(p, m) for m in MOVES) if q in POSITION_SET)


def face_neighbour(p: Pos, direction: Vec) -> Pos | None:
    """The position the face of ``p`` pointing ``direction`` touches; None outside the
    pyramid (the plate below the bottom layer, or beyond a side)."""
    q = _add(p, direction)
    return q if q in POSITION_SET else None


# -- rows, levels, sides, edges, edge and corner funnels ----------------------------------
def row(p: Pos, axis: int) -> tuple[Pos, ...]:
    """The straight line of positions through ``p`` along ``axis`` (RIJ), top to bottom."""
    e = UNITS[axis]
    start = _sub(p, (e[0] * p[axis], e[1] * p[axis], e[2] * p[axis]))
    out = []
    q = start
    while q in POSITION_SET:
        out.append(q)
        q = _add(q, e)
    return tuple(out)


# Every line along the three axes: 3 x 45 = 135, of lengths 9 (x 3), 8 (x 6), ..., 1 (x 27).
ROWS: tuple[tuple[Pos, ...], ...] = tuple(
    row(p, a) for a in range(3) for p in POSITIONS if p[a] == 0
)


def row_runs(positions: Iterable[Pos], min_length: int = 2) -> list[tuple[Pos, ...]]:
    """Maximal straight runs of the given positions that touch with opposite faces (RIJ),
    each from top to bottom, at least ``min_length`` long; longest first."""
    pos = set(positions)
    runs: list[tuple[Pos, ...]] = []
    for a in range(3):
        e = UNITS[a]
        for p in pos:
            if _sub(p, e) in pos:
                continue
            run = [p]
            q = _add(p, e)
            while q in pos:
                run.append(q)
                q = _add(q, e)
            if len(run) >= min_length:
                runs.append(tuple(run))
    runs.sort(key=lambda r: (-len(r), r))
    return runs


def level(axis: int, c: int) -> tuple[Pos, ...]:
    """NIVEAU: the plane ``p[axis] == c``, parallel to side ``axis`` (45, 36, ..., 1)."""
    return tuple(p for p in POSITIONS if p[axis] == c)


def side(s: int) -> tuple[Pos, ...]:
    """ZIJDE ``s`` of the full pyramid: the 45 positions with coordinate ``s`` equal to 0."""
    return level(s, 0)


def sides_of(p: Pos) -> tuple[int, ...]:
    """The sides ``p`` lies in (0 for an inner position, 2 on an edge, 3 for the apex)."""
    return tuple(a for a in range(3) if p[a] == 0)


def side_funnels(s: int) -> tuple[Pos, ...]:
    """The 9 plate funnels of side ``s``, left to right as the player at that side sees them
    (from the corner shared with his left neighbour to the one shared with his right)."""
    left, right = (s + 1) % 3, (s + 2) % 3
    out = []
    for t in range(HEIGHT):
        p = [0, 0, 0]
        p[left], p[right] = t, BOTTOM - t
        out.append((p[0], p[1], p[2]))
    return tuple(out)


# HOEKTRECHTER: CORNERS[k] = 8·e_k, the corner opposite side k (in sides k+1 and k+2).
CORNERS: tuple[Pos, Pos, Pos] = ((8, 0, 0), (0, 8, 0), (0, 0, 8))
# RANDTRECHTER: the 24 plate funnels on the outside (a zero coordinate), corners included.
EDGE_FUNNELS: frozenset[Pos] = frozenset(p for s in range(3) for p in side_funnels(s))
# KANT of the pyramid: EDGES[k] = the 9 positions t·e_k, bottom (corner k) first, apex last;
# edge k is where sides k+1 and k+2 meet.
EDGES: tuple[tuple[Pos, ...], ...] = tuple(
    tuple((t * UNITS[k][0], t * UNITS[k][1], t * UNITS[k][2]) for t in range(BOTTOM, -1, -1))
    for k in range(3)
)


def opposite_corner(s: int) -> Pos:
    """The corner funnel opposite side ``s`` (Würfelmarsch: the player's goal)."""
    return CORNERS[s]


def is_edge_funnel(p: Pos) -> bool:
    return p in EDGE_FUNNELS


def is_corner_funnel(p: Pos) -> bool:
    return p in CORNERS


def edges_through(p: Pos) -> tuple[int, ...]:
    """The edges (KANT) ``p`` lies on: () for most, one for edge dice, all three for the apex."""
    return tuple(k for k in range(3) if p[(k + 1) % 3] == 0 and p[(k + 2) % 3] == 0)


def side_moves(s: int) -> dict[str, Vec]:
    """The six tilts as the player at side ``s`` names them. Forward is towards his
    opposite corner; a player may never tilt backwards in Würfelmarsch."""
    es, el, er = UNITS[s], UNITS[(s + 1) % 3], UNITS[(s + 2) % 3]
    return {
        "left": _sub(er, el),
        "right": _sub(el, er),
        "forward_left": _sub(es, el),
        "forward_right": _sub(es, er),
        "back_left": _sub(er, es),
        "back_right": _sub(el, es),
    }


# -- occupancy queries ---------------------------------------------------------------------
def is_funnel(occupied: Container[Pos], q: Pos) -> bool:
    """TRECHTER: ``q`` is empty and the plate or three dice hold a die there."""
    return q not in occupied and all(s in occupied for s in supports(q))


def funnels(occupied: Container[Pos]) -> list[Pos]:
    """All funnels: empty plate positions and empty positions on three dice."""
    return [q for q in POSITIONS if is_funnel(occupied, q)]


def plate_funnels(occupied: Container[Pos]) -> list[Pos]:
    """The empty funnels of the plate (bottom layer)."""
    return [q for q in LAYERS[0] if q not in occupied]


def dice_funnels(occupied: Container[Pos]) -> list[Pos]:
    """The funnels between three dice (everything but the plate's)."""
    return [q for q in POSITIONS[len(LAYERS[0]) :] if is_funnel(occupied, q)]


def carried_dice(occupied: Container[Pos], p: Pos) -> tuple[Pos, ...]:
    """The dice resting on ``p``."""
    return tuple(q for q in carries(p) if q in occupied)


def is_free(occupied: Container[Pos], p: Pos) -> bool:
    """VRIJE DOBBELSTEEN: there is a die at ``p`` and none rests on it."""
    return p in occupied and not carried_dice(occupied, p)


def free_dice(occupied: Container[Pos]) -> list[Pos]:
    return [p for p in POSITIONS if is_free(occupied, p)]


def exposed_faces(occupied: Container[Pos], p: Pos) -> tuple[Vec, ...]:
    """The faces of ``p`` (directions) touching no die and not the plate, upper ones first."""
    out = [d for d in UPPER if _add(p, d) not in occupied]
    if layer(p) > 0:
        out += [d for d in UNITS if _add(p, d) not in occupied]
    return tuple(out)


def funnels_on(occupied: Container[Pos], p: Pos) -> list[Pos]:
    """The funnels ``p`` is one of the three dice of (0 to 3; Würfelmarsch's "slaan")."""
    return [q for q in carries(p) if is_funnel(occupied, q)]


def unsupported(occupied: Iterable[Pos]) -> list[Pos]:
    """Dice that miss one of their supports (empty for every legal pyramid)."""
    occ = set(occupied)
    return [p for p in POSITIONS if p in occ and not all(s in occ for s in supports(p))]


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
        f"{data!r} is not a position of the pyramid ([x, y, z], each >= 0, sum <= 8).",
        position=data,
    )


def parse_die(data: Any) -> Die:
    """``{"colour": ..., "faces": [a, b, c]}`` -> Die."""
    if not isinstance(data, dict) or set(data) != {"colour", "faces"}:
        raise _bad_pyramid(f"A die is {{'colour', 'faces'}}, not {data!r}.", die=data)
    if data["colour"] not in COLOURS:
        raise IllegalAction(
            "bad_colour",
            f"{data['colour']!r} is not a colour of the pyramid ({', '.join(COLOURS)}).",
            colour=data["colour"],
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
            raise _bad_pyramid("A pyramid is {'dice': [...]}.", data=str(data)[:200])
        dice: dict[Pos, Die] = {}
        for item in data["dice"]:
            if not isinstance(item, dict) or "at" not in item:
                raise _bad_pyramid(f"A die entry needs 'at': {item!r}.", die=item)
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


# -- builders --------------------------------------------------------------------------------
def random_orientation(rng: Rng) -> Orientation:
    """A thrown die: each of the 24 orientations equally likely."""
    return rng.choice(ORIENTATIONS)


def empty() -> Pyramid:
    """The bare plate: 45 funnels."""
    return Pyramid()


def full_random(rng: Rng) -> Pyramid:
    """All 165 dice, 55 of each colour placed at random, each die thrown (Raffzahn, Cui
    bono?: "De verdeling van de kleuren en de oriëntatie ... is volledig willekeurig")."""
    colours = [c for c in COLOURS for _ in range(DICE_PER_COLOUR)]
    rng.shuffle(colours)
    return Pyramid(
        {p: Die(c, random_orientation(rng)) for p, c in zip(POSITIONS, colours, strict=True)}
    )


def layers_of(rng: Rng, colours: Sequence[str]) -> Pyramid:
    """Layers 0, 1, ... filled with ``colours[0]``, ``colours[1]``, ..., dice thrown."""
    return Pyramid(
        {p: Die(c, random_orientation(rng)) for n, c in enumerate(colours) for p in LAYERS[n]}
    )


def bunte_kuh_setup(rng: Rng) -> Pyramid:
    """45 pearl dice on the plate, thrown."""
    return layers_of(rng, ["pearl"])


def eintrichtern_setup(rng: Rng) -> Pyramid:
    """45 yellow dice on the plate, 36 red ones on them; all thrown."""
    return layers_of(rng, ["yellow", "red"])


def wuerfelmarsch_orientation(s: int) -> Orientation:
    """3 towards the player at side ``s``, 2 to his left neighbour, 1 to his right one."""
    return Orientation.for_side(s, 3, 2, 1)


def wuerfelmarsch_funnels(s: int) -> tuple[Pos, ...]:
    """The five middle edge funnels of side ``s`` (the two outer ones each end stay free)."""
    return side_funnels(s)[2:7]


def wuerfelmarsch_start(colours: Sequence[str | None] = COLOURS) -> Pyramid:
    """Five dice per side in its five middle edge funnels, 3/2/1 towards the player/left/
    right; ``colours[s]`` is the colour of the player at side ``s`` (None: nobody there)."""
    if len(colours) != 3:
        raise ValueError("one colour (or None) per side")
    dice: dict[Pos, Die] = {}
    for s, colour in enumerate(colours):
        if colour is None:
            continue
        if colour not in COLOURS:
            raise ValueError(f"unknown colour {colour!r}")
        for p in wuerfelmarsch_funnels(s):
            dice[p] = Die(colour, wuerfelmarsch_orientation(s))
    return Pyramid(dice)
