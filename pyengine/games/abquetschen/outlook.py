"""What a position promises each player in Abquetschen: which throws he could build at his
next turn, and so how many dice a turn of his is worth (the strong computer's measure).

A player who cannot build the number thrown builds nothing, so a turn's worth is the
number of dice he can build, over the six throws: ``sum(v for buildable v) / 6``. A throw
above his supply wins at once and counts as his whole supply (and more: it ends the game).
Each answer is one exact search (``search.exists``), so the numbers are exact for the
position they are asked about.
"""

from __future__ import annotations

from .position import Position
from .search import exists

THROWS = (2, 3, 4, 5, 6)  # a thrown 1 is never built


def buildable(position: Position, seat: int, supply: int) -> tuple[int, ...]:
    """The throws (2..6, at most ``supply``) for which ``seat`` has a legal set now."""
    out = []
    for v in THROWS:
        if v > supply:
            break
        problem = position.problem(seat, v, bonus=False)
        if problem is not None and exists(problem):
            out.append(v)
    return tuple(out)


def turn_worth(position: Position, seat: int, supply: int) -> float:
    """Dice a turn of ``seat`` is expected to take out of his supply (a throw above the
    supply counts as the whole supply)."""
    built = sum(buildable(position, seat, supply))
    won = sum(supply for v in range(1, 7) if v > supply)
    return (built + won) / 6
