"""Würfelmarsch: the order in which a search tries the opponents' replies.

Alpha-beta cuts sooner when the reply that refuted a sibling position is tried first. The
order changes which positions are judged, never a value the search returns for a move it
judges in full, so the strong level's own search and its foresight of "sensible"
(forecast.py) both use it; the latter still chooses the very move "sensible" would.
"""

from __future__ import annotations

from typing import Any

from .sensible import Move, _Node, _Search

KILLERS = 2  # replies remembered per depth as having cut the search


class Memory:
    """Replies that cut the search: per depth the latest (killers), and all of them weighted
    by the depth they cut at (history). One memory can serve several searches of a seat."""

    __slots__ = ("history", "killers")

    def __init__(self) -> None:
        self.killers: dict[int, list[Move]] = {}
        self.history: dict[Move, int] = {}


class OrderedSearch(_Search):
    """The "sensible" search with the opponents' replies ordered: a die moving into my
    corner first, then the killers of the depth, then by history."""

    def __init__(self, view: dict[str, Any], prune: bool, memory: Memory | None = None) -> None:
        super().__init__(view, prune)
        self.memory = Memory() if memory is None else memory

    def replies(self, node: _Node, seat: int, depth: int) -> list[Move]:
        moves = super().replies(node, seat, depth)
        if seat == self.me:
            return moves
        corner = self.goals[self.me]
        history = self.memory.history
        # By history, and of equal ones a block of my corner first (standing in my corner
        # is the reply that hurts most often), else in the order given: the sort is stable.
        moves.sort(key=lambda m: (-history.get(m, 0), m is None or m[1] != corner))
        killers = self.memory.killers.get(depth)
        if killers:
            front = [m for m in killers if m in moves]
            if front:
                moves = front + [m for m in moves if m not in front]
        return moves

    def refuted_by(self, move: Move, depth: int) -> None:
        history = self.memory.history
        history[move] = history.get(move, 0) + depth * depth
        killers = self.memory.killers.setdefault(depth, [])
        if move not in killers:
            killers.insert(0, move)
            del killers[KILLERS:]
