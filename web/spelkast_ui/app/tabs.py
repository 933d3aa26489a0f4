"""Which tab plays a game: one tab owns a game at a time.

In the browser ``main.py`` implements ``Tabs`` with Web Locks (a lock per game id, held
while the game is open) and a BroadcastChannel (to ask the owner to let go); a tab that
lets go stores what it has first. On CPython, and where the browser has no locks, every
game is this tab's at once (``SoloTabs``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

# What this tab may do with the open game (``Controller.hold``).
OWN = "own"  # this tab plays it
ASKING = "asking"  # the lock was asked for; the answer comes at once or after a moment
OTHER = "other"  # another tab has it: offer to play it here
TAKING = "taking"  # asked the other tab to let go; waiting for it
MOVED = "moved"  # another tab took it over from this one
ELSEWHERE = frozenset({OTHER, TAKING, MOVED})


class Tabs(Protocol):
    def claim(self, gid: str, answer: Callable[[bool], None]) -> None:
        """Own ``gid`` if no other tab does; ``answer(owned)``."""

    def take_over(self, gid: str, answer: Callable[[], None]) -> None:
        """Ask the tab that owns ``gid`` to let go, and ``answer()`` once this tab owns
        it (the other tab's writes of it are done by then)."""

    def release(self, gid: str) -> None:
        """This tab no longer plays ``gid`` (once its writes of it are done)."""


class SoloTabs:
    """One tab only: every game is this tab's at once."""

    def claim(self, _gid: str, answer: Callable[[bool], None]) -> None:
        answer(True)

    def take_over(self, _gid: str, answer: Callable[[], None]) -> None:
        answer()

    def release(self, gid: str) -> None:
        pass
