"""The app as one table across devices sees it: the controller's ``Table`` (kit/gameplay.py)
and the few things more this feature asks of it. The controller satisfies this protocol;
net/ never imports the controller itself, so the two never import each other."""

from __future__ import annotations

from typing import Any, Protocol

from ..kit.gameplay import GamePlay, Table


class App(Table, Protocol):
    screen: str
    event_ms: float | None  # the timeStamp of the input being handled

    def go_to(self, screen: str) -> None:
        """Show ``screen``."""
        ...

    def start_loaded(self, match: Any) -> None:
        """Open a match made elsewhere (a sealed copy) as a new saved game."""
        ...

    def game_play(self) -> GamePlay: ...
    def hides(self) -> bool: ...
    def rounds_total(self) -> int: ...
    def race_t_at(self, seat: int, stamp: float | None) -> int: ...
    def table_changed(self) -> None:
        """Save the game's record after a change that is no move (a joined device's)."""
        ...

    def play(self, seat: int, action: dict[str, Any], table: Table | None = None) -> None: ...
