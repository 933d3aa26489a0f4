"""What the three Das Spiel screens' moves share: positions in ``data-arg`` and the view."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from pyengine.pyramid.geometry import POSITIONS, Pos

if TYPE_CHECKING:
    from ..kit.gameplay import Table

POSITION_SET = frozenset(POSITIONS)


def pos_arg(p: Pos | list[int]) -> str:
    """A position as ``data-arg``: "x,y,z"."""
    return f"{p[0]},{p[1]},{p[2]}"


def parse_pos(arg: str, allowed: Collection[Pos] = POSITION_SET) -> Pos:
    """A position from ``data-arg``; ValueError for anything not in ``allowed``."""
    parts = [int(v) for v in arg.split(",")]
    if len(parts) != 3:
        raise ValueError(arg)
    p = (parts[0], parts[1], parts[2])
    if p not in allowed:
        raise ValueError(arg)
    return p


def own_side(c: Table) -> int:
    """The viewer's own side (the first human's when nobody in particular is viewing):
    seat ``s`` sits at side ``s mod 3``."""
    viewer = c.viewer()
    if viewer is None:
        humans = c.humans()
        viewer = humans[0] if humans else 0
    return viewer % 3


def view_side(c: Table) -> int:
    """The side the drawing is seen from: the viewer's own, turned by ``c.sheet_tab`` thirds."""
    return (own_side(c) + (c.sheet_tab or 0)) % 3
