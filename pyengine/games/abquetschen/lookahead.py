"""Two turns ahead in Abquetschen, as chances: the strongest computer's measure of a set.

After a set of its own the computer asks what happens over the next two turns, as an
expectation over the throws (it never sees them): the next player throws each of 1..6, and
builds what a player who goes for the bonus builds (``reply``: of his legal sets the first
earning the most bonus dice, then the first legal set of those bonus dice, which is exactly
what the greedy computer does); then the computer throws each of 1..6 on the pyramid *he*
leaves and builds what it can. Every branch ends in a chance of winning: a throw above a
supply or a build that empties it wins at once (rules 16a and 18); a buried player ends
the game at his turn (rule 16); else the two supplies go into an exact race table
(``race_table``) that counts what the turns after these two are worth on average.

With three players the player after the next is left out: his turn is not looked at, and
the race and the ranking are against the fewer dice of the two others; but a build of the
next player that buries him (no contact spot left) ends the game at his turn, by the
supplies.
"""

from __future__ import annotations

from functools import lru_cache

from ...pyramid.geometry import row_runs
from .position import BONUS_FOR_ROW, Position
from .search import exists, first_build, iter_builds, positions_of

SIX = 1 / 6
MAX_SUPPLY = 55
Q_FAIL = 0.08  # the chance that a throw of 2..6 finds no legal set, later on (measured)
R_ROW = 0.15  # the chance that a throw of 4..6 makes a row (measured: 0.1-0.2)
MAX_REPLY_SETS = 4000  # as the bots' MAX_SETS: every position seen in play


@lru_cache(maxsize=1)
def race_table(q: float = Q_FAIL, r: float = R_ROW) -> tuple[tuple[float, ...], ...]:
    """``t[a][b]``: the chance that A wins when A has ``a`` dice left, B has ``b`` and B
    is to move (each turn as the race of ``tools/abq_race.py``: a throw above the supply
    wins, a 1 or a failed build (chance ``q``) builds nothing, a throw of 4..6 makes a row
    with chance ``r`` and its bonus dice). Computed without recursion, smaller supplies
    first (Pyodide's stack is small)."""
    n = MAX_SUPPLY + 1
    amove = [[0.0] * n for _ in range(n)]  # amove[a][b]: P(A wins), A to move
    bmove_t = [[0.0] * n for _ in range(n)]  # bmove_t[b][a]: P(A wins), B to move

    def turn(s: int, after: list[float], mover_wins: float) -> tuple[float, float]:
        # ``after[s2]``: the value once the mover has s2 > 0 left (only s2 < s is read);
        # returns the constant part and the chance that the turn passes with nothing built.
        const = 0.0
        stay = 0.0
        for t in range(1, 7):
            if t > s:
                const += SIX * mover_wins
                continue
            if t == 1:
                stay += SIX
                continue
            stay += SIX * q
            left = s - t
            if left == 0:
                const += SIX * (1 - q) * mover_wins
                continue
            row = r if t >= 4 else 0.0
            with_row = left - min(t - 3, left)
            v = (1 - row) * after[left]
            if row:
                v += row * (mover_wins if with_row == 0 else after[with_row])
            const += SIX * (1 - q) * v
        return const, stay

    for a in range(1, n):
        for b in range(1, n):
            ca, pa = turn(a, bmove_t[b], 1.0)
            cb, pb = turn(b, amove[a], 0.0)
            x = (ca + pa * cb) / (1 - pa * pb)
            amove[a][b] = x
            bmove_t[b][a] = cb + pb * x
    return tuple(tuple(bmove_t[b][a] for b in range(n)) for a in range(n))


def race(mine: int, theirs: int) -> float:
    """The chance of winning with ``mine`` dice left against ``theirs``, the other to move."""
    if mine <= 0:
        return 1.0
    if theirs <= 0:
        return 0.0
    return race_table()[min(mine, MAX_SUPPLY)][min(theirs, MAX_SUPPLY)]


def _rank(mine: int, theirs: int) -> float:
    """The game ends now and the supplies rank (rule 17)."""
    return 1.0 if mine < theirs else 0.5 if mine == theirs else 0.0


def after_build(position: Position, seat: int, new: int) -> Position:
    """``table`` once ``seat`` has built ``new`` (and confirmed it)."""
    own = list(position.own)
    own[seat] |= new
    built = list(position.built)
    built[seat] = True
    protected = position.protected and seat != position.start_player
    return Position(
        position.n,
        tuple(own),
        0,
        "build",
        seat,
        0,
        tuple(built),
        position.start_player,
        protected,
        position.start_dice,
    )


def my_turn(position: Position, me: int, mine: int, theirs: int) -> float:
    """My chance of winning as I throw now on ``table`` (``mine`` dice left, the other
    ``theirs``), building what I can, then the race."""
    if position.built[me] and position.contact_spots(me) == 0:
        return _rank(mine, theirs)
    total = 0.0
    for v in range(1, 7):
        if v > mine:
            total += 1.0
            continue
        if v == 1:
            total += race(mine, theirs)
            continue
        problem = position.problem(me, v, bonus=False)
        if problem is None or not exists(problem):
            total += race(mine, theirs)
        else:
            total += 1.0 if v == mine else race(mine - v, theirs)
    return total * SIX


def row_bonus(new: int) -> int:
    """The bonus dice a set of thrown dice earns by its longest row (rule 12)."""
    runs = row_runs(positions_of(new), 4)
    return BONUS_FOR_ROW.get(len(runs[0]), 3) if runs else 0


def reply(position: Position, seat: int, w: int, supply: int) -> tuple[int, int] | None:
    """What ``seat`` builds with a throw of ``w`` (at most his ``supply``) if he goes for
    the bonus: the first legal set of those earning the most bonus dice (a throw below 4
    earns none: the first legal set), then the first legal set of the bonus dice on the
    pyramid it leaves. Returns (all his new dice, how many), or None: no legal set."""
    problem = position.problem(seat, w, bonus=False) if w > 1 else None
    if problem is None:
        return None
    if w < 4:
        new = first_build(problem)
        return None if new is None else (new, w)
    best, best_bonus = 0, -1
    top = BONUS_FOR_ROW[w]  # a row of all the thrown dice: no set earns more
    for count, new in enumerate(iter_builds(problem)):
        if count >= MAX_REPLY_SETS:
            break
        bonus = row_bonus(new)
        if bonus > best_bonus:
            best, best_bonus = new, bonus
            if bonus >= top:
                break
    if best_bonus < 0:
        return None
    earned = min(best_bonus, supply - w)
    if earned > 0:
        extra_problem = after_build(position, seat, best).problem(seat, earned, bonus=True)
        extra = first_build(extra_problem) if extra_problem is not None else None
        if extra is not None:
            return best | extra, w + earned
    return best, w


def two_turns(
    after: Position, me: int, mine: int, other: int, theirs: int, rest: int | None = None
) -> float:
    """My chance of winning once I have built (``after``, ``mine`` dice left): ``other``
    (the next player, ``theirs`` dice left) throws and builds as ``reply`` has it, then I
    throw and build. ``rest``: with three players the dice of the one after ``other``,
    whose turn is left out; the race and the ranking are then against the fewer of the
    two supplies, and when he has built and is left no contact spot (buried, rule 16) the
    game ends at his turn and the supplies rank."""
    if after.built[other] and after.contact_spots(other) == 0:
        return _rank(mine, theirs if rest is None else min(theirs, rest))
    third = None if rest is None else (other + 1) % after.n

    def then(position: Position, left: int) -> float:
        # My chance once ``other`` has ``left`` dice on ``position``: the third player's
        # turn comes first (buried: the game ends there), then mine.
        low = left if rest is None else min(left, rest)
        if third is not None and position.built[third] and position.contact_spots(third) == 0:
            return _rank(mine, low)
        return my_turn(position, me, mine, low)

    total = 0.0
    same = None  # my turn on ``after`` itself (his throw built nothing)
    for w in range(1, 7):
        if w > theirs:
            continue  # he wins
        built = reply(after, other, w, theirs)
        if built is None:
            if same is None:
                same = then(after, theirs)
            total += same
        elif built[1] == theirs:
            continue  # he empties his supply (his bonus dice included) and wins
        else:
            new, used = built
            total += then(after_build(after, other, new), theirs - used)
    return total * SIX
