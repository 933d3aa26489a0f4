"""The table's view of Bunte Kuh as this game's screens and moves read it: the engine's
``View`` (pyengine.games.bunte_kuh.view), so mypy checks every key they read."""

from __future__ import annotations

from pyengine.games.bunte_kuh.view import View

from ...kit.gameplay import Table
from ...kit.viewing import given


def state_of(c: Table) -> View:
    """The game's own part of the table's view (nothing in these games is a seat's secret)."""
    st: View = c.game().view(None)["state"]
    return st


def placer_of(st: View) -> int:
    """The seat laying a die (there is one in the place phase)."""
    return given(st["placer"], "a die is being laid")
