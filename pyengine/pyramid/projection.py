"""Where the pyramid's dice go on a screen: an isometric view from straight above.

Seen along the vertical (1, 1, 1) axis every die is a regular hexagon made of three rhombi,
its upper faces -x, -y and -z, which meet at the hexagon's centre (the die's top corner).
Drawing the dice bottom layer first (``POSITIONS`` order), each die exactly covers what it
hides: no 3-D library needed.

Screen units are die edges; x grows to the right, y grows **downwards** (SVG); (0, 0) is
the apex, the centre of the picture. ``side`` picks whose view it is: the player at that
side sits at the bottom of the screen, his own face (-e_side) is each hexagon's bottom
rhombus, his left neighbour's face (-e_{side+1}) the upper-left rhombus and his right
neighbour's (-e_{side+2}) the upper-right one. The view of side ``s`` is the view of side 0
turned by ``view_rotation(s)`` = 120·s degrees (counter-clockwise on the screen).
"""

from __future__ import annotations

import math

from .geometry import CORNERS, Pos

Point = tuple[float, float]
Rhombus = tuple[Point, Point, Point, Point]

_RIGHT = math.sqrt(0.5)  # screen x of e_right (per unit of the right-hand axis)
_DOWN = 1.0 / math.sqrt(6.0)  # screen y of e_left / e_right; e_side goes up by 2/sqrt(6)


def _local(v: tuple[int, int, int] | tuple[float, float, float], side: int) -> Point:
    own, left, right = v[side], v[(side + 1) % 3], v[(side + 2) % 3]
    return ((left - right) * _RIGHT, (left + right - 2 * own) * _DOWN)


def axis_vector(axis: int, side: int = 0) -> Point:
    """The screen image of the unit vector e_axis (a lower face's outward direction)."""
    v = [0, 0, 0]
    v[axis] = 1
    return _local((v[0], v[1], v[2]), side)


def centre(p: Pos, side: int = 0) -> Point:
    """The centre of the die's hexagon (its top corner and its middle coincide)."""
    return _local(p, side)


def rhombus(p: Pos, axis: int, side: int = 0) -> Rhombus:
    """The upper face -e_axis of the die at ``p``: the corners centre, centre + b,
    centre + b + c, centre + c, where b, c are the images of the two other axes in cyclic
    order. A point (u, v) of the face, 0 <= u, v <= 1, is centre + u·b + v·c."""
    cx, cy = centre(p, side)
    bx, by = axis_vector((axis + 1) % 3, side)
    ex, ey = axis_vector((axis + 2) % 3, side)
    return ((cx, cy), (cx + bx, cy + by), (cx + bx + ex, cy + by + ey), (cx + ex, cy + ey))


def rhombi(p: Pos, side: int = 0) -> dict[int, Rhombus]:
    """The three visible faces of the die at ``p``, keyed by axis (the face -e_axis)."""
    return {a: rhombus(p, a, side) for a in range(3)}


def hexagon(p: Pos, side: int = 0) -> tuple[Point, ...]:
    """The outline of the die at ``p``: six corners, clockwise on the screen from the top.

    The silhouette corners are p + e_a and p + e_a + e_b; as the image of (1, 1, 1) is 0,
    they lie at centre ± image(e_a)."""
    cx, cy = centre(p, side)
    corners = []
    for a in range(3):
        ax, ay = axis_vector(a, side)
        corners += [(cx + ax, cy + ay), (cx - ax, cy - ay)]
    corners.sort(key=lambda q: math.atan2(q[0] - cx, cy - q[1]) % (2 * math.pi))
    return tuple(corners)


def view_rotation(side: int) -> int:
    """Degrees (counter-clockwise on the screen) from the view of side 0 to that of ``side``."""
    return 120 * side


def screen_faces(side: int) -> dict[str, int]:
    """Which upper face (by axis) is each hexagon's bottom, upper-left and upper-right
    rhombus in the view of ``side``."""
    return {"bottom": side, "left": (side + 1) % 3, "right": (side + 2) % 3}


def bounds(side: int = 0) -> tuple[float, float, float, float]:
    """(min x, min y, max x, max y) of the whole pyramid's picture."""
    pts = [q for c in CORNERS for q in hexagon(c, side)]
    xs = [q[0] for q in pts]
    ys = [q[1] for q in pts]
    return (min(xs), min(ys), max(xs), max(ys))
