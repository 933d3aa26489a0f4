"""The dice pyramid of Das Spiel (seed 003), once for all six games: geometry and dice only.

Model (the frame is in ``die``'s docstring; every reading of the seed is in
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
ask "what if" questions on plain sets without building a ``Pyramid``."""

from __future__ import annotations

from collections.abc import Container, Iterable

from .die import MOVES, UNITS, UPPER, Vec

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
