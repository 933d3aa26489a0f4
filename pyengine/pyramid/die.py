"""One die of Das Spiel's pyramid (seed 003): its orientation as data, tilting and turning.

The frame (shared with ``geometry.py``; interpretations in docs/rules/das-spiel-pyramid.md)
---------------------------------------------------------------------------------------
* Right-handed axes x, y, z. A die is the unit cube at an integer position; the dice stand
  corner-down, so **up is the direction -(1, 1, 1)**. Every die has three *upper* faces,
  pointing -x, -y and -z, and three *lower* faces, pointing +x, +y and +z (towards the dice
  or the plate it rests on).
* The pyramid has three sides (ZIJDE), the planes x = 0, y = 0 and z = 0; side ``s`` is the
  plane where coordinate ``s`` is 0. A player sitting at side ``s`` looks at the faces that
  point ``-e_s``: for side x = 0 that is the -x face, **the face towards the player**.
* Seats go round the pyramid as x = 0 -> y = 0 -> z = 0 -> x = 0: the **left** neighbour of
  the player at side ``s`` sits at side ``(s + 1) % 3`` and the **right** neighbour at side
  ``(s + 2) % 3``. So for the player at side x = 0 the -y face is on his **left**, the -z
  face on his **right**; moving **right** along his side is the move ``+e_y - e_z`` and
  moving **forward** (towards his opposite corner 8·e_x) adds ``+e_x``.
  (With right-handed axes, up -(1,1,1) and the player looking along (2,-1,-1), his right
  hand points along forward × up = (0,3,-3), i.e. +y -z; so this is geometry, not a choice.)
* A die is a real die: opposite faces sum to 7 and 1, 2, 3 run counter-clockwise around
  their common corner seen from outside (the Western standard), which is exactly
  ``det(dir(1), dir(2), dir(3)) = +1`` for the directions the faces 1, 2, 3 point in.
  Only the 24 proper rotations of such a die exist; its 24 mirror images never do.

An ``Orientation`` stores the three upper faces ``(-x, -y, -z)``; the lower faces are
``7 -`` these. Its JSON form is that triple, e.g. ``[6, 2, 3]``.

Tilting (KANTELEN). A die rolls over an edge into the neighbouring funnel of its own layer,
the move ``m = e_j - e_k``. It turns 90° about the third axis ``e_i``: the -i and +i faces
stay, and the face that was upper-front (-k, pointing the way it rolls) is covered. In face
numbers: new(-k) = old(-j), new(-j) = 7 - old(-k), new(-i) = old(-i).
The seed's example ("De dobbelsteen toont rechts de 3, links de 2 en de 6 wijst naar de
speler. De dobbelsteen wordt naar rechts gedraaid. ... toont nu rechts de 2 en links
verschijnt nu de 4. De 6 wijst nog altijd naar de speler."), for the player at x = 0:
6 on -x, 2 on -y (left), 3 on -z (right), i.e. ``[6, 2, 3]``; tilting right is the move
``+e_y - e_z``, which gives ``[6, 4, 2]``: the 3 is covered, 2 on the right, 4 on the left,
the 6 still towards the player (a 90° turn about +x, y -> z).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..core.errors import IllegalAction
from ..core.plain import brief, detail

Vec = tuple[int, int, int]
Rotation = tuple[Vec, Vec, Vec]  # the images of e_x, e_y, e_z

UNITS: tuple[Vec, Vec, Vec] = ((1, 0, 0), (0, 1, 0), (0, 0, 1))
UPPER: tuple[Vec, Vec, Vec] = ((-1, 0, 0), (0, -1, 0), (0, 0, -1))  # the upper faces
DIRECTIONS: tuple[Vec, ...] = UPPER + UNITS  # all six faces: upper first, then lower


def _moves() -> tuple[Vec, ...]:
    out: list[Vec] = []
    for j, k in itertools.permutations(range(3), 2):
        m = [0, 0, 0]
        m[j], m[k] = 1, -1
        out.append((m[0], m[1], m[2]))
    return tuple(out)


# The six moves within a layer (tilts): e_j - e_k for j != k.
MOVES: tuple[Vec, ...] = _moves()
_AXIS: dict[Vec, int] = {d: i % 3 for i, d in enumerate(DIRECTIONS)}


def axis_of(direction: Vec) -> int:
    """The axis (0, 1, 2) of a unit vector; ValueError for anything else."""
    try:
        return _AXIS[direction]
    except KeyError:
        raise ValueError(f"not a unit vector: {direction}") from None


def _det(a: Vec, b: Vec, c: Vec) -> int:
    return (
        a[0] * (b[1] * c[2] - b[2] * c[1])
        - a[1] * (b[0] * c[2] - b[2] * c[0])
        + a[2] * (b[0] * c[1] - b[1] * c[0])
    )


def _neg(v: Vec) -> Vec:
    return (-v[0], -v[1], -v[2])


def apply(rotation: Rotation, v: Vec) -> Vec:
    """``rotation`` applied to the vector ``v``."""
    ex, ey, ez = rotation
    return (
        ex[0] * v[0] + ey[0] * v[1] + ez[0] * v[2],
        ex[1] * v[0] + ey[1] * v[1] + ez[1] * v[2],
        ex[2] * v[0] + ey[2] * v[1] + ez[2] * v[2],
    )


def compose(first: Rotation, then: Rotation) -> Rotation:
    """The rotation ``then ∘ first`` (``first`` is applied first)."""
    return (apply(then, first[0]), apply(then, first[1]), apply(then, first[2]))


def _signed_permutations() -> list[Rotation]:
    out: list[Rotation] = []
    for perm in itertools.permutations(range(3)):
        for signs in itertools.product((1, -1), repeat=3):
            cols = [
                (
                    signs[i] * (perm[i] == 0),
                    signs[i] * (perm[i] == 1),
                    signs[i] * (perm[i] == 2),
                )
                for i in range(3)
            ]
            out.append((cols[0], cols[1], cols[2]))
    return out


# The 24 proper rotations of the cube (signed permutation matrices with determinant +1).
ROTATIONS: tuple[Rotation, ...] = tuple(r for r in _signed_permutations() if _det(*r) == 1)
IDENTITY: Rotation = UNITS


def tilt_rotation(move: Vec) -> Rotation:
    """The 90° turn of a die tilted by ``move = e_j - e_k``: e_j -> e_k, e_k -> -e_j."""
    if move not in MOVES:
        raise IllegalAction(
            "bad_move", f"{list(move)} is not a tilt within a layer.", move=list(move)
        )
    j = move.index(1)
    k = move.index(-1)
    cols = list(UNITS)
    cols[j] = UNITS[k]
    cols[k] = _neg(UNITS[j])
    return (cols[0], cols[1], cols[2])


def _is_proper(upper: tuple[int, int, int]) -> bool:
    """True when faces ``upper`` on -x, -y, -z form a real (not mirrored) die."""
    where: dict[int, Vec] = {}
    for d, v in zip(UPPER, upper, strict=True):
        where[v] = d
        where[7 - v] = _neg(d)
    return _det(where[1], where[2], where[3]) == 1


def _bad(message: str, data: Any) -> IllegalAction:
    return IllegalAction("bad_orientation", message, orientation=data)


def _check(upper: tuple[int, int, int]) -> None:
    if any(type(v) is not int or not 1 <= v <= 6 for v in upper):
        raise _bad(f"Die faces must be whole numbers 1..6, not {list(upper)}.", list(upper))
    if len({min(v, 7 - v) for v in upper}) != 3:
        raise _bad(
            f"Faces {list(upper)}: the -x, -y and -z faces must come from the three "
            "different pairs 1-6, 2-5, 3-4 (opposite faces sum to 7).",
            list(upper),
        )
    if not _is_proper(upper):
        raise _bad(
            f"Faces {list(upper)} are a mirror image of a real die "
            "(1, 2, 3 must run counter-clockwise around their corner).",
            list(upper),
        )


@dataclass(frozen=True, slots=True)
class Orientation:
    """Which number faces each direction; stored as the upper faces ``(-x, -y, -z)``."""

    upper: tuple[int, int, int]

    def __post_init__(self) -> None:
        if self.upper not in _VALID:
            _check(self.upper)

    # -- look-up -----------------------------------------------------------------
    def face(self, direction: Vec) -> int:
        """The number on the face pointing ``direction`` (one of ``DIRECTIONS``)."""
        a = _AXIS[direction]
        v = self.upper[a]
        return v if direction[a] < 0 else 7 - v

    def towards_side(self, side: int) -> int:
        """The number the player at side ``side`` (0, 1, 2) sees: the -e_side face."""
        return self.upper[side]

    def direction_of(self, number: int) -> Vec:
        """The direction the face ``number`` (1..6) points in."""
        for d in DIRECTIONS:
            if self.face(d) == number:
                return d
        raise ValueError(f"no face {number}")

    # -- moves ---------------------------------------------------------------------
    def rotated(self, rotation: Rotation) -> Orientation:
        """The die turned by ``rotation``: the face that pointed d now points rotation(d)."""
        # new(-e_a) = old(R^T(-e_a)); row a of R, negated.
        new = []
        for a in range(3):
            back = _neg((rotation[0][a], rotation[1][a], rotation[2][a]))
            new.append(self.face(back))
        return _ORIENTATION_OF[(new[0], new[1], new[2])]

    def tilted(self, move: Vec) -> Orientation:
        """The die after KANTELEN by ``move`` (one of ``MOVES``); see the module docstring."""
        return self.rotated(tilt_rotation(move))

    # -- JSON ----------------------------------------------------------------------
    def to_json(self) -> list[int]:
        return list(self.upper)

    @staticmethod
    def from_json(data: Any) -> Orientation:
        """Parse ``[a, b, c]`` (faces on -x, -y, -z); IllegalAction ``bad_orientation``."""
        if not isinstance(data, list) or len(data) != 3:
            raise _bad(
                f"An orientation is a list of three faces (-x, -y, -z), not {brief(data)}.",
                detail(data),
            )
        upper = (data[0], data[1], data[2])
        _check(upper)
        return _ORIENTATION_OF[upper]

    # -- builders --------------------------------------------------------------------
    @staticmethod
    def from_faces(faces: Mapping[Vec, int]) -> Orientation:
        """The one real die showing the given faces (two non-opposite directions suffice)."""
        if any(d not in DIRECTIONS for d in faces):
            raise _bad(f"Unknown face directions in {dict(faces)}.", str(dict(faces)))
        matches = [o for o in ORIENTATIONS if all(o.face(d) == v for d, v in faces.items())]
        if len(matches) != 1:
            what = "No real die shows" if not matches else "More than one die shows"
            raise _bad(f"{what} the faces {dict(faces)}.", str(dict(faces)))
        return matches[0]

    @staticmethod
    def for_side(side: int, towards: int, left: int, right: int | None = None) -> Orientation:
        """The die as the player at ``side`` describes it: the face ``towards`` him, the face
        to his ``left`` (towards his left neighbour) and, optionally checked, to his right."""
        faces = {UPPER[side]: towards, UPPER[(side + 1) % 3]: left}
        if right is not None:
            faces[UPPER[(side + 2) % 3]] = right
        return Orientation.from_faces(faces)


def _all_upper() -> list[tuple[int, int, int]]:
    out = []
    for a, b, c in itertools.product(range(1, 7), repeat=3):
        if len({min(v, 7 - v) for v in (a, b, c)}) == 3 and _is_proper((a, b, c)):
            out.append((a, b, c))
    return out


_VALID: frozenset[tuple[int, int, int]] = frozenset(_all_upper())
# The 24 orientations, in increasing order of their (-x, -y, -z) faces.
ORIENTATIONS: tuple[Orientation, ...] = tuple(Orientation(u) for u in sorted(_VALID))
_ORIENTATION_OF: dict[tuple[int, int, int], Orientation] = {o.upper: o for o in ORIENTATIONS}
