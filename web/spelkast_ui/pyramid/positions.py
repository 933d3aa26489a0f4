"""What the three Das Spiel screens' moves share: positions in ``data-arg`` and the view."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

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


def state_of(c: Table) -> dict[str, Any]:
    """The game's own part of the table's view (nothing in these games is a seat's secret)."""
    st: dict[str, Any] = c.game().view(None)["state"]
    return st
