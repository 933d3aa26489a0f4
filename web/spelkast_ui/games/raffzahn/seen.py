"""The table's view of Raffzahn as this game's screens and moves read it: the engine's
``View`` (pyengine.games.raffzahn.view), so mypy checks every key they read."""

from __future__ import annotations

from pyengine.games.raffzahn.view import View

from ...kit.gameplay import Table


def state_of(c: Table) -> View:
    """The game's own part of the table's view (nothing in these games is a seat's secret)."""
    st: View = c.game().view(None)["state"]
    return st
