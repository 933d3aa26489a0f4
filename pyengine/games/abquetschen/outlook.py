"""What a position promises each player in Abquetschen: which throws he could build at his
next turn, and so how many dice a turn of his is worth (the strong computer's measure).

A player who cannot build the number thrown builds nothing, so a turn's worth is the
number of dice he can build, over the six throws: ``sum(v for buildable v) / 6``. A throw
above his supply wins at once and counts as his whole supply (and more: it ends the game).
Each answer is one exact search (``search.exists``), so the numbers are exact for the
position they are asked about.
"""

from __future__ import annotations

from ...pyramid.geometry import POSITIONS
from .search import INDEX, SUP_MASK, Problem, exists
from .table import BONUS_FOR_ROW, Table

THROWS = (2, 3, 4, 5, 6)  # a thrown 1 is never built


def buildable(table: Table, seat: int, supply: int) -> tuple[int, ...]:
    """The throws (2..6, at most ``supply``) for which ``seat`` has a legal set now."""
    out = []
    for v in THROWS:
        if v > supply:
            break
        problem = table.problem(seat, v, bonus=False)
        if problem is not None and exists(problem):
            out.append(v)
    return tuple(out)


def turn_worth(table: Table, seat: int, supply: int) -> float:
    """Dice a turn of ``seat`` is expected to take out of his supply (a throw above the
    supply counts as the whole supply)."""
    built = sum(buildable(table, seat, supply))
    won = sum(supply for v in range(1, 7) if v > supply)
    return (built + won) / 6


def _chains() -> dict[int, tuple[tuple[int, int], ...]]:
    """Every straight RIJ of 4, 5 or 6 positions along one axis: (its mask, the mask of the
    other supports its dice need), per length."""
    out: dict[int, list[tuple[int, int]]] = {4: [], 5: [], 6: []}
    for p in POSITIONS:
        for axis in range(3):
            step = tuple(int(a == axis) for a in range(3))
            run = [p]
            while len(run) < 6:
                q = tuple(c + d for c, d in zip(run[-1], step, strict=True))
                if q not in INDEX:
                    break
                run.append(q)  # type: ignore[arg-type]
                if len(run) >= 4:
                    mask = sum(1 << INDEX[r] for r in run)
                    need = 0
                    for r in run:
                        need |= SUP_MASK[INDEX[r]]
                    out[len(run)].append((mask, need & ~mask))
    return {k: tuple(v) for k, v in out.items()}


CHAINS = _chains()


def row_worth(table: Table, seat: int, supply: int) -> float:
    """Bonus dice ``seat`` can expect from his next throw: for a throw of 4, 5 or 6 the
    longest row its dice could form now (rows whose other supports all stand), over six."""
    occ = table.occupied
    total = 0.0
    for v in (4, 5, 6):
        if v > supply:
            break
        best = 0
        for length in range(min(v, 6), 3, -1):
            if BONUS_FOR_ROW[length] <= best:
                break
            for mask, need in CHAINS[length]:
                if mask & occ or need & ~occ:
                    continue
                problem = table.problem(seat, v, bonus=False)
                if problem is None:
                    return total
                trial = Problem(problem.old, v, problem.anchor, problem.keep, mask)
                if exists(trial):
                    best = BONUS_FOR_ROW[length]
                    break
        total += best / 6
    return total
