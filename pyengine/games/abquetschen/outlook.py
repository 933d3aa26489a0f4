"""What a position promises each player in Abquetschen: which throws he could build at his
next turn, and so how many dice a turn of his is worth (the expert computer's measure),
with or without the bonus dice his best set of each throw would earn.

A player who cannot build the number thrown builds nothing, so a turn's worth is the
number of dice he can build, over the six throws: ``sum(v for buildable v) / 6``. A throw
above his supply wins at once and counts as his whole supply (and more: it ends the game).
Each answer is one exact search (``search.exists``), so the numbers are exact for the
position they are asked about.
"""

from __future__ import annotations

from ...pyramid.geometry import row_runs
from .search import exists, iter_builds, positions_of
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


def best_bonus(table: Table, seat: int, throw: int, supply: int, cap: int = 0) -> int | None:
    """The most bonus dice a legal set of ``throw`` dice of ``seat`` would earn now (its
    longest row: 4 -> 1, 5 -> 2, 6 -> 3, at most the supply left), or None when no legal
    set exists. Whether the bonus dice themselves can then be built is not asked. Stops at
    the first set that earns all a throw can earn; ``cap`` (> 0) stops looking after that
    many sets."""
    problem = table.problem(seat, throw, bonus=False)
    if problem is None:
        return None
    most = min(throw - 3, supply - throw) if throw >= 4 else 0
    found: int | None = None
    for count, new in enumerate(iter_builds(problem)):
        if most <= 0:
            return 0
        runs = row_runs(positions_of(new), 4)
        got = min(BONUS_FOR_ROW.get(len(runs[0]), 3), most) if runs else 0
        if found is None or got > found:
            found = got
            if got >= most:
                return got
        if cap and count + 1 >= cap:
            break
    return found


ROW_CAP = 64  # sets looked at per throw for a row (play has shown at most 26 sets)


def turn_worth_rows(table: Table, seat: int, supply: int) -> float:
    """``turn_worth`` with the rows: a buildable throw of 4 or more is worth its dice and
    the bonus dice its best set would earn (rule 12), so a groove where his next dice can
    lie in a row counts for him, and a set that fills it takes that from him."""
    total = 0.0
    for v in THROWS:
        if v > supply:
            total += supply * (7 - v)  # every throw from here up wins at once
            break
        got = best_bonus(table, seat, v, supply, ROW_CAP)
        if got is not None:
            total += v + got
    return total / 6
