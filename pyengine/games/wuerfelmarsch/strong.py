"""Würfelmarsch computer player "strong": the search of "sensible" (sensible.py) with an
evaluation that knows who can still shut a corner, a model of how late others do, and a
last look at the replies it expects from the opponents.

Every game between the search bots ends in a corner, so the race decides, and a race is
stopped by a die lying in the runner's corner. Only dice on their own start row (their
*home row*, p[o] == 0) can get there: the corners of the other two players lie at the two
ends of that row, and no die ever tilts back onto it. So a player's home-row dice are his
*guards*. The evaluation adds to the race of "sensible": a runner counts as blocked (four
extra steps, as a corner already held) when a guard of another player, with nothing in its
way along the row, can slide into the runner's corner before the runner arrives. My own
guards count at any distance (the search sees my moves, and I slide in time); an
opponent's guard only from ``REACT`` squares away, because the other computers (and most
players) shut a corner only when they see the runner coming. So the bot keeps guards
home, slides one out in time, lets the other player do the blocking when he is closer,
and runs when the guards that could stop it are far away. Measured in
docs/rules/wuerfelmarsch.md ("Computer levels").

Every move (each tilt, a few turns) gets the full search of "sensible": each opponent's
worst reply in turn, then my best tilt. Ordered well, alpha-beta makes that affordable:
the moves are tried in the order of a short search (the opponents' replies only), and at
the opponents' turns the replies that cut a sibling position are tried first (killers and
history, ordering.py), a block of my corner before the rest; my last tilt stops at the
first value the opponent before it would not allow; and a move must beat the best so far
to replace it (equal moves are tried in a random order, so the first of them is a draw),
which cuts the others as soon as that is proven. Searching only the best few moves fully, as
earlier builds did, cost the most in seat 0 (see the docs). A budget is kept as a valve
for rare crowded positions: after ``DEEP`` moves, no further move starts its full search
once ``BUDGET`` positions have been judged. Counting positions, not time, keeps the move
the same on every machine.

Last, the foresight (forecast.py): the search's choice and the next best few by the short
search are played against the replies the opponents would make if they played like
"sensible" (its full search from each one's own view), and the move that does best then is
played. Two opponents rarely conspire as the paranoid search fears, and this is where the
bot finds the runs that get through before a guard reacts. The forecasts of one move learn
from each other (the compared positions differ by one die), which halves their work. It
is bounded in positions too, and the search's choice wins ties and stays when the budget
runs out.

In the app a wall-clock cap (core.bot.THINK_LIMIT) may end both sooner: the foresight at
once, the search after its first ``DEEP`` moves. A slow phone then gets the best move found
in time; without the cap (simulate, the tests) the move depends on view and rng alone.
"""

from __future__ import annotations

from typing import Any

from ...core.bot import THINK_LIMIT, Reason, past
from ...core.rng import Rng
from ...pyramid.geometry import LAYERS, Pos
from .capture import STEPS, forms_funnel, pair_taken, tilt_result
from .forecast import Budget, Forecaster, OutOfBudget, foresee_reply
from .ordering import OrderedSearch
from .sensible import (
    BLOCKED,
    WIN,
    Action,
    Board,
    Candidate,
    WuerfelmarschSensibleBot,
    _Node,
    _pos,
    _Search,
    _sooner,
    root_moves,
    score_moves,
)

DEEP = 3  # moves always searched to the full depth
BUDGET = 30000  # positions judged after which no further move gets the full search
FORESEE = 8  # moves compared with the opponents' replies foreseen (forecast.py)
# Positions the foreseen replies may judge per move, all compared moves together: FORESIGHT
# less two thirds of those the search judged (one of its positions costs about two thirds
# of a foreseen one), never below FORESIGHT_MIN. So a move takes about the same time
# (measured in docs/rules/wuerfelmarsch.md, "Time per decision").
FORESIGHT = 2100
FORESIGHT_MIN = 600
TIE = 2e-6  # a move must be worth this much more than the best so far to replace it
REACT = 1  # squares from a corner at which an opponent's guard is counted on to shut it
# Every reason ``advise`` can give (each has a sentence ``hint.<why>`` in the UI's text).
REASONS = ("corner", "capture", "block", "guard", "march", "sidestep", "turn")

# Per square of the plate: the home rows it lies on (p[o] == 0) and, along each, how far
# it is towards the two corners at the row's ends (p[s] for the other two sides s).
_ROWS: dict[Pos, tuple[tuple[int, tuple[tuple[int, int], ...]], ...]] = {
    p: tuple((o, tuple((s, p[s]) for s in range(3) if s != o)) for o in range(3) if p[o] == 0)
    for p in LAYERS[0]
}

# What a die of each owner on each square adds to ``tally``: its distance to its corner,
# and the entries of ``rows`` it may raise (index, value) as an owner's guard (3 * o + s)
# or as a die in the way on another's home row (9 + 3 * o + s).
_COUNTS: dict[Pos, tuple[tuple[int, tuple[tuple[int, int], ...]], ...]] = {
    p: tuple(
        (
            8 - p[owner],
            tuple((3 * o + s + (0 if o == owner else 9), v) for o, reach in rows for s, v in reach),
        )
        for owner in range(3)
    )
    for p, rows in _ROWS.items()
}


def _count(p: Pos, owner: int, best: list[int], dice: list[int], rows: list[int]) -> None:
    d, raises = _COUNTS[p][owner]
    dice[owner] += 1
    if d < best[owner]:
        best[owner] = d
    for i, v in raises:
        if v > rows[i]:
            rows[i] = v


Tally = tuple[list[int], list[int], int, list[int]]  # _StrongSearch.tally's


def _with_mine(base: Tally, mine: list[Pos], me: int) -> Tally:
    """``base`` (a tally without my dice) with my dice at ``mine`` counted in."""
    best, dice, steps, rows = list(base[0]), list(base[1]), base[2], list(base[3])
    for p in mine:
        _count(p, me, best, dice, rows)
    return best, dice, steps, rows


class _StrongSearch(OrderedSearch):
    guard = True
    react = REACT
    nodes = 0  # positions judged so far: the search's deterministic measure of work

    def value(self, node: _Node, to_move: int) -> float:
        return self.judge_board(node.board, node.scores, to_move)

    def judge_board(self, board: Board, scores: list[int], to_move: int) -> float:
        tally = self.tally(board, -1)
        return self.rate(board, scores, to_move, *tally)

    def tally(self, board: Board, skip: int) -> Tally:
        """Per seat the distance of his best die and his dice on the plate, the forward steps
        of my dice, and the home rows (``rows``), over the dice not of seat ``skip``."""
        best = [99, 99, 99]
        dice = [0, 0, 0]
        rows = [-1] * 18
        me, steps = self.me, 0
        for p, (owner, _) in board.items():
            if owner == me:
                steps += p[me]
            if owner != skip:
                _count(p, owner, best, dice, rows)
        return best, dice, steps, rows

    def rate(
        self,
        board: Board,
        scores: list[int],
        to_move: int,
        best: list[int],
        dice: list[int],
        steps: int,
        rows: list[int],
    ) -> float:
        """The value for me. ``rows``, per home row o (p[o] == 0) and corner s at its end:
        the largest p[s] of o's own dice on it (his guard nearest to s's corner) at
        3 * o + s, and of anyone else's dice on it (in the guard's way) at 9 + 3 * o + s."""
        self.nodes += 1
        n, me = self.n, self.me
        finish = [99.0] * n
        for s in range(n):
            if not dice[s]:
                continue
            t = (s - to_move) % n + n * (best[s] - 1)
            held = board.get(self.goals[s])
            blocked = held is not None and held[0] != s
            if not blocked and self.guard:
                for o in range(n):
                    if o != s:
                        g = rows[3 * o + s]
                        if o != me and g < 8 - self.react:
                            continue  # too far away for an opponent to see the need
                        if g > rows[9 + 3 * o + s] and (o - to_move) % n + n * (7 - g) < t:
                            blocked = True
                            break
            finish[s] = t + (n * BLOCKED if blocked else 0)
        return self.weigh(finish, scores, dice, steps)

    def last_ply(self, node: _Node, beta: float = WIN * 2) -> float:  # noqa: C901 (hot search loop)
        """My best move when the search ends right after it, or the first value that
        reaches ``beta`` (see sensible's). Tilts that form no funnel are judged on the board
        changed in place (no copies: this is the search's hot spot)."""
        me, board, scores = self.me, node.board, node.scores
        terminal, child = self.quiet_child(node, me)
        nxt = self.next_seat(node, me)
        after_me = me if nxt is None else nxt
        base = self.tally(board, me)  # the others' dice: the same after each of my tilts
        mine = [p for p, (owner, _) in board.items() if owner == me]
        if terminal is not None:
            top = terminal
        else:
            top = self.rate(board, scores, after_me, *_with_mine(base, mine, me))
        if top >= beta:
            return top
        ends_quiet = node.quiet + 1 >= self.quiet_limit
        corner = self.goals[me]
        best = min(8 - p[me] for p in mine)
        # A forward tilt off every home row changes only the race (for the leading die) or
        # the steps: one of each kind is judged.
        leads = steps_only = False
        steps_from = STEPS[me]
        for src in mine:
            without: Tally | None = None  # with my other dice counted in, once per die
            for to, forward, pairs, _ in steps_from[src]:
                if to in board:
                    continue
                if to == corner:
                    return _sooner(WIN, 1)
                if pair_taken(board, pairs):
                    terminal, child = self.tilt(node, me, src, to, True)
                    if terminal is None:
                        after = self.next_seat(child, me)
                        terminal = self.value(child, me if after is None else after)
                    top = max(top, _sooner(terminal, 1))
                    if top >= beta:
                        return top
                    continue
                if ends_quiet and not forward:
                    continue  # the same end on the count as the quiet move
                if not _ROWS[src] and not _ROWS[to]:
                    if not forward:
                        continue  # judged as the quiet move
                    if 8 - src[me] == best:
                        if leads:
                            continue
                        leads = True
                    elif steps_only:
                        continue
                    else:
                        steps_only = True
                entry = board.pop(src)
                board[to] = entry
                if without is None:
                    without = _with_mine(base, [p for p in mine if p != src], me)
                best_, dice_, steps, rows_ = _with_mine(without, [to], me)
                steps += to[me] - src[me]
                v = self.rate(board, scores, after_me, best_, dice_, steps, rows_)
                del board[to]
                board[src] = entry
                if v > top:
                    top = v
                    if top >= beta:
                        return top
        return top


class WuerfelmarschStrongBot(WuerfelmarschSensibleBot):
    """Guards, free rides and races (see module); ``choose`` is ``advise``'s move."""

    def __init__(
        self,
        guard: bool = True,
        deep: int = DEEP,
        budget: int = BUDGET,
        react: int = REACT,
        foresee: int = FORESEE,
        foresight: int = FORESIGHT,
    ) -> None:
        super().__init__()
        self.foresee = foresee
        self.foresight = foresight
        self.last_foresight = 0
        self.react = react
        self.guard = guard
        self.deep = deep
        self.budget = budget
        self.last_nodes = 0
        self.last_late = False  # the last decision was cut short by core.bot.THINK_LIMIT

    def new_search(self, view: dict[str, Any]) -> _StrongSearch:
        search = _StrongSearch(view, self.prune)
        search.guard = self.guard
        search.react = self.react
        return search

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        return self.advise(view, legal, rng)[0]

    def advise(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> tuple[Action, Reason]:
        deadline = THINK_LIMIT.deadline()
        search = self.new_search(view)
        self.last_foresight = 0
        self.last_late = False
        won, candidates = root_moves(search, legal)
        if won is not None:
            return won, _reason(search, won)
        if not candidates:
            action = dict(rng.choice(legal))
            return action, _reason(search, action)
        n = search.n
        # A short search orders the moves (cut like sensible's: a move below the best so far
        # keeps a bound, which is enough to put it behind), equal ones in a random order;
        # then each gets the full one, the best first so the later ones are cut soonest. A
        # move must beat the best so far to take its place, so a move only as good is cut as
        # soon as that is proven, and of equal moves the first in this order is played: a
        # draw, as it should be (the first in the list of moves won 0.57 where a draw won
        # 0.68, seat 2), for a quarter of the opening's work, where many moves are worth the
        # same. The budget only bounds the rare crowded position, in positions judged, so
        # the choice stays deterministic.
        shallow = [v for v, _ in score_moves(search, candidates, n - 1)]
        draw = [rng.random() for _ in candidates]
        order = sorted(range(len(candidates)), key=lambda i: (-shallow[i], draw[i]))
        best, action = -WIN * 2, candidates[order[0]][0]
        for k, i in enumerate(order):
            if k >= self.deep and search.nodes >= self.budget:
                break
            if k >= self.deep and past(deadline):
                self.last_late = True
                break
            value = score_moves(search, [candidates[i]], n, best + TIE)[0][0]
            if value > best:
                best, action = value, candidates[i][0]
        action = dict(action)
        if self.foresee and not self.last_late:
            action = self.foreseen_best(search, view, candidates, order, action, deadline)
        if self.last_late:
            THINK_LIMIT.cuts += 1
        self.last_nodes = search.nodes + self.last_foresight
        return action, _reason(search, action)

    def foreseen_best(
        self,
        search: _StrongSearch,
        view: dict[str, Any],
        candidates: list[Candidate],
        order: list[int],
        paranoid: Action,
        deadline: float | None = None,
    ) -> Action:
        """Of the move the search chose (``paranoid``) and the next best by the short
        search, up to ``foresee`` in all, the one that does best when the opponents answer
        as "sensible" would (forecast.py). The budget ends the comparison, or the
        ``deadline`` (core.bot.ThinkLimit); a move whose forecast it cut short is not
        compared, and ``paranoid`` wins ties."""
        first = next(i for i, (a, _) in enumerate(candidates) if a == paranoid)
        picks = [first, *[i for i in order if i != first][: self.foresee - 1]]
        allowed = max(FORESIGHT_MIN, self.foresight - 2 * search.nodes // 3)
        budget = Budget(allowed, deadline)
        forecaster = Forecaster(budget)
        best, action = -WIN * 3, paranoid
        for i in picks:
            try:
                value = foresee_reply(search, view, candidates[i][1], forecaster)
            except OutOfBudget:
                break
            if value > best:
                best, action = value, dict(candidates[i][0])
        self.last_foresight = allowed - max(0, budget.left)
        self.last_late = budget.late
        return action


def _reason(search: _Search, action: Action) -> Reason:
    """What kind of move ``action`` is, for the hint: the numbers are what the player sees
    on the plate (dice taken, tilts to a corner)."""
    me = search.me
    if action["type"] == "turn":
        return {"why": "turn"}
    src, to = _pos(action["from"]), _pos(action["to"])
    board = search.board
    if to == search.goals[me]:
        return {"why": "corner"}
    if forms_funnel(board, src, to):
        r = tilt_result(board, src, to, search.pair_captures)
        taken = sum(1 for _, taker in r.captured if taker == me)
        if taken:
            return {"why": "capture", "n": taken}
    if to in search.goals:
        return {"why": "block"}
    if to[me] > src[me]:
        return {"why": "march", "n": 8 - to[me]}
    if to[me] == 0:
        # Along my home row, towards an opponent's corner at its end.
        for s in range(search.n):
            if s != me and to[s] > src[s]:
                return {"why": "guard", "n": 8 - to[s]}
    return {"why": "sidestep"}
