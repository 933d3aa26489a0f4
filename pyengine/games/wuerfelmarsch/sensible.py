"""Würfelmarsch computer player "sensible": a short look-ahead over tilts with a race-aware
evaluation.

The bot plays its candidate moves — every tilt and, per die, a few promising turns — and
answers each with a small paranoid search (alpha-beta): every opponent in turn order
replies with the tilt that is worst for the bot (or with a quiet move, which stands for a
turn), and the bot gets one more tilt. Positions are judged by

* the race: on the plate a die needs exactly 8 - p[side] forward tilts to reach its
  corner, so each player's finishing turn in a free race is known; the bot counts how many
  moves it is ahead of the fastest opponent, and a corner occupied by another player's die
  counts as extra distance (blocking a corner is a defence);
* the count (captured dice minus own dice out of the game) and the dice left on the plate;
* the end: a die in its corner wins, and a game that ends on the count is worth its place.
"""

from __future__ import annotations

from typing import Any

from ...core.rng import Rng
from ...pyramid.die import ORIENTATIONS, Orientation
from ...pyramid.geometry import LAYERS, POSITION_SET, Pos, supports
from .capture import (
    ALLOWED_MOVES,
    FORWARD,
    STEPS,
    add,
    after_outcome,
    forms_funnel,
    pair_taken,
    survives,
    tilt_outcome,
    tilted,
)
from .rules import board_from_view, goal, side_of
from .spec import top_pair_captures

Action = dict[str, Any]
Board = dict[Pos, tuple[int, Orientation]]
Move = tuple[Pos, Pos] | None  # a tilt (from, to) in the search, or None for a quiet move

WIN = 100_000.0
W_RACE = 12.0  # one move ahead in the race (more as the finish gets close)
W_SCORE = 8.0  # one point of the count
W_DIE = 3.0  # one die still on the plate
W_STEP = 0.3  # one forward step of any own die
BLOCKED = 4  # extra distance while another player's die lies in a player's corner
TURNS_PER_DIE = 2
NEAR = 2  # only dice this close (in tilts) to another die are considered for turning


def _distance(p: Pos, q: Pos) -> int:
    """Tilts between two squares of the plate (ignoring other dice)."""
    return (abs(p[0] - q[0]) + abs(p[1] - q[1]) + abs(p[2] - q[2])) // 2


# A bit per square of the plate, and per square the bits of those at most one tilt away
# (as ``_distance``), itself too: sets of squares as ints, cheap to build in the search.
_BIT: dict[Pos, int] = {p: 1 << i for i, p in enumerate(LAYERS[0])}
_AROUND: dict[Pos, int] = {
    p: sum(_BIT[q] for q in LAYERS[0] if _distance(p, q) <= 1) for p in LAYERS[0]
}


# Per square: the squares up to ``NEAR`` tilts away, which decide a die's turn candidates.
_WITHIN_NEAR: dict[Pos, tuple[Pos, ...]] = {
    p: tuple(q for q in LAYERS[0] if _distance(p, q) <= NEAR) for p in LAYERS[0]
}
_TURNS: dict[tuple[Any, ...], tuple[Orientation, ...]] = {}  # turn candidates found
TURNS_KEPT = 5_000  # found turn candidates kept at most (about 2 MB), then forgotten


def _following(seat: int, present: int, n: int) -> int | None:
    """The next seat after ``seat`` with dice (bits ``present``), maybe itself; None: none."""
    for k in range(1, n + 1):
        other = (seat + k) % n
        if present >> other & 1:
            return other
    return None


# Per number of players: who moves after each seat, by the seats with dice (``_Node.present``).
_FOLLOWING: dict[int, list[list[int | None]]] = {
    n: [[_following(seat, present, n) for present in range(1 << n)] for seat in range(n)]
    for n in (2, 3)
}


def _minus(a: int) -> tuple[int, int, int]:
    return (-1 if a == 0 else 0, -1 if a == 1 else 0, -1 if a == 2 else 0)


class _Node:
    """A position in the search: the board, the count, the quiet-move counter and the seats
    with dice on the board (bit s for seat s; known from the position before when no die
    left the board, else counted)."""

    __slots__ = ("board", "present", "quiet", "scores")

    def __init__(self, board: Board, scores: list[int], quiet: int, present: int = -1) -> None:
        self.board = board
        self.scores = scores
        self.quiet = quiet
        if present < 0:
            present = 0
            for owner, _ in board.values():
                present |= 1 << owner
        self.present = present


class _Search:
    def __init__(self, view: dict[str, Any], prune: bool) -> None:
        self.prune = prune
        state = view["state"]
        self.me: int = view["seat"]
        self.n: int = len(state["seats"])
        self.board: Board = dict(board_from_view(state))
        self.scores: list[int] = [s["score"] for s in state["seats"]]
        self.last_turn: list[int] = [s["last_turn"] for s in state["seats"]]
        self.moves: int = state["moves"]
        self.quiet: int = state["quiet"]
        self.quiet_limit: int = state["quiet_limit"]
        self.goals = [goal(s) for s in range(self.n)]
        self.corner_bits = sum(_BIT[g] for g in self.goals)
        self.following = _FOLLOWING[self.n]
        self.pair_captures = top_pair_captures(view["options"])

    # -- evaluation --------------------------------------------------------------------------
    def stats(self, board: Board) -> tuple[list[int], list[int], int, list[int | None]]:
        """Per seat the distance of his best die and his dice on the plate; the forward steps
        of my dice; who holds each seat's corner."""
        n, me = self.n, self.me
        best = [99] * n
        dice = [0] * n
        steps = 0
        for p, (owner, _) in board.items():
            d = 8 - p[owner]  # seat i sits at side i
            dice[owner] += 1
            if d < best[owner]:
                best[owner] = d
            if owner == me:
                steps += 8 - d
        held: list[int | None] = [None] * n
        for s, g in enumerate(self.goals):
            h = board.get(g)
            if h is not None:
                held[s] = h[0]
        return best, dice, steps, held

    def value(self, node: _Node, to_move: int) -> float:
        """Static value for ``me`` of ``node`` with ``to_move`` next."""
        best, dice, steps, held = self.stats(node.board)
        return self.judge(best, dice, steps, held, node.scores, to_move)

    def judge(
        self,
        best: list[int],
        dice: list[int],
        steps: int,
        held: list[int | None],
        scores: list[int],
        to_move: int,
    ) -> float:
        n = self.n
        finish = [99.0] * n
        for s in range(n):
            if dice[s]:
                d = best[s] + (BLOCKED if held[s] is not None and held[s] != s else 0)
                finish[s] = (s - to_move) % n + n * (d - 1)
        return self.weigh(finish, scores, dice, steps)

    def weigh(self, finish: list[float], scores: list[int], dice: list[int], steps: int) -> float:
        """The value for me of the finishing turns ``finish`` (per seat, blocks counted), the
        count, the dice on the plate and my forward steps."""
        # Plain loops and comparisons: this runs for every position judged.
        n, me = self.n, self.me
        rival = WIN
        others_score = others_dice = 0
        for o in range(n):
            if o != me:
                if finish[o] < rival:
                    rival = finish[o]
                others_score += scores[o]
                others_dice += dice[o]
        mine = finish[me]
        cap = 3.0 * n
        margin = rival - mine
        if margin > cap:
            margin = cap
        elif margin < -cap:
            margin = -cap
        near = rival if rival < mine else mine
        urgency = 1.0 + 6.0 / (2.0 + (near if near > 0 else 0.0))
        value = W_RACE * urgency * margin / n
        value += W_SCORE * (scores[me] - others_score / (n - 1))
        value += W_DIE * (dice[me] - others_dice / (2 * (n - 1)))
        return value + W_STEP * steps

    def last_ply(self, node: _Node, beta: float = WIN * 2) -> float:  # noqa: C901 (hot search loop)
        """My best move when the search ends right after it (the quiet moves all lead to
        the same static value, so only tilts that change it are played out). Once a move
        reaches ``beta`` the opponent before me will not allow this position: that bound
        is returned at once."""
        me, n, board = self.me, self.n, node.board
        best, dice, steps, held = self.stats(board)
        nxt = me
        for k in range(1, n):
            if dice[(me + k) % n]:
                nxt = (me + k) % n
                break
        if node.quiet + 1 >= self.quiet_limit:
            top = self.final(_Node(board, node.scores, node.quiet + 1, node.present), me)
        else:
            top = self.judge(best, dice, steps, held, node.scores, nxt)
        if top >= beta:
            return top
        corners = self.goals
        corner = corners[me]
        lead = best[me]
        # Forward tilts that form no funnel and touch no corner: each adds a step, and those
        # of a leading die also shorten the race; one evaluation covers each kind.
        leads = steps_only = False
        steps_from = STEPS[me]
        for src, (owner, _) in board.items():
            if owner != me:
                continue
            from_corner = src in corners
            for to, forward, pairs, _ in steps_from[src]:
                if to in board:
                    continue
                funnel = pair_taken(board, pairs)
                if funnel or to == corner:
                    terminal, child = self.tilt(node, me, src, to, funnel)
                    if terminal is None:
                        after_next = self.next_seat(child, me)
                        terminal = self.value(child, me if after_next is None else after_next)
                    top = max(top, _sooner(terminal, 1))
                    if top >= beta:
                        return top
                elif from_corner or to in corners:
                    if not forward and node.quiet + 1 >= self.quiet_limit:
                        continue  # the same end on the count as the quiet move above
                    new_held = [
                        me if to == g else None if src == g else h
                        for g, h in zip(corners, held, strict=True)
                    ]
                    new_best = list(best)
                    new_best[me] = min(lead, 8 - to[me])
                    moved = steps + (1 if forward else 0)
                    top = max(top, self.judge(new_best, dice, moved, new_held, node.scores, nxt))
                    if top >= beta:
                        return top
                elif forward:
                    if 8 - src[me] == lead:
                        leads = True
                    else:
                        steps_only = True
        if leads:
            new_best = list(best)
            new_best[me] = best[me] - 1
            top = max(top, self.judge(new_best, dice, steps + 1, held, node.scores, nxt))
        if steps_only:
            top = max(top, self.judge(best, dice, steps + 1, held, node.scores, nxt))
        return top

    def final(self, node: _Node, mover: int) -> float:
        """The game ends on the count after ``mover``'s move: my place decides."""
        turns = list(self.last_turn)
        for k in range(self.n):  # seats that moved in the search moved after the real ones
            turns[(mover - k) % self.n] = self.moves + 100 - k
        mine = (node.scores[self.me], turns[self.me])
        better = sum((node.scores[o], turns[o]) > mine for o in range(self.n) if o != self.me)
        return WIN / 2 if better == 0 else -WIN / 4 * better

    # -- moves -------------------------------------------------------------------------------
    def tilt(
        self, node: _Node, seat: int, src: Pos, to: Pos, funnel: bool | None = None
    ) -> tuple[float | None, _Node]:
        """The position after ``seat`` tilts ``src`` to ``to``, and its value if it ends
        (``funnel``: whether the tilt forms a funnel, when the caller knows)."""
        board = node.board
        if forms_funnel(board, src, to) if funnel is None else funnel:
            outcome = tilt_outcome(board, src, to, self.pair_captures)
            _, captured, removed = outcome
            scores = list(node.scores)
            for _, taker in captured:
                scores[taker] += 1
            for p in removed:
                scores[seat if p == to else board[p][0]] -= 1
            child = _Node(after_outcome(board, src, to, outcome), scores, 0)
            if to == self.goals[seat] and survives(to, outcome):
                return (WIN if seat == self.me else -WIN), child
            return (self.final(child, seat) if not child.board else None), child
        move = (to[0] - src[0], to[1] - src[1], to[2] - src[2])
        new = dict(board)
        owner, o = new.pop(src)
        new[to] = (owner, tilted(o, move))
        quiet = 0 if to[seat] > src[seat] else node.quiet + 1  # forward (seat i at side i)
        child = _Node(new, node.scores, quiet, node.present)
        if to == self.goals[seat]:
            return (WIN if seat == self.me else -WIN), child
        if quiet >= self.quiet_limit:
            return self.final(child, seat), child
        return None, child

    def quiet_child(self, node: _Node, seat: int) -> tuple[float | None, _Node]:
        """A move that changes nothing that matters here (a turn)."""
        child = _Node(node.board, node.scores, node.quiet + 1, node.present)
        if child.quiet >= self.quiet_limit:
            return self.final(child, seat), child
        return None, child

    def next_seat(self, node: _Node, seat: int) -> int | None:
        return self.following[seat][node.present]

    def tilts(self, node: _Node, seat: int) -> list[tuple[Pos, Pos]]:
        """``seat``'s tilts, the most forcing first for early cuts: into the corner, forming
        a funnel, forward, the rest. With ``prune`` an opponent's quiet sideways tilts far
        from my dice and the corners are left out (the quiet move stands for them)."""
        board = node.board
        corner = self.goals[seat]
        side = side_of(seat)
        drop = self.prune and seat != self.me
        near = -1  # the corners and the squares next to my dice (bits), once needed
        # Four ranks, each in the board's order (as a stable sort by rank would give).
        into: list[tuple[Pos, Pos]] = []
        funnels: list[tuple[Pos, Pos]] = []
        forwards: list[tuple[Pos, Pos]] = []
        rest: list[tuple[Pos, Pos]] = []
        steps_from = STEPS[side]
        for src, (owner, _) in board.items():
            if owner != seat:
                continue
            for to, forward, pairs, move in steps_from[src]:
                if to in board:
                    continue
                if to == corner:
                    into.append(move)
                    continue
                if pair_taken(board, pairs):
                    funnels.append(move)
                elif forward:
                    forwards.append(move)
                elif not drop:
                    rest.append(move)
                else:
                    if near < 0:
                        near = self.near_mine(board)
                    if near & _BIT[to]:
                        rest.append(move)
        return into + funnels + forwards + rest

    def near_mine(self, board: Board) -> int:
        """The squares that matter to me (bits): the corners and those next to my dice."""
        near, me = self.corner_bits, self.me
        for p, (owner, _) in board.items():
            if owner == me:
                near |= _AROUND[p]
        return near

    def search(self, node: _Node, seat: int, depth: int, alpha: float, beta: float) -> float:
        """Paranoid alpha-beta: ``me`` maximises, every opponent minimises my value."""
        if depth == 0:
            return self.value(node, seat)
        if depth == 1 and seat == self.me:
            return self.last_ply(node, beta)
        maximise = seat == self.me
        best = -WIN * 2 if maximise else WIN * 2
        for move in self.replies(node, seat, depth):
            if move is None:
                terminal, child = self.quiet_child(node, seat)
            else:
                terminal, child = self.tilt(node, seat, move[0], move[1])
            if terminal is not None:
                v = _sooner(terminal, depth)
            else:
                nxt = self.next_seat(child, seat)
                v = (
                    self.value(child, seat)
                    if nxt is None
                    else self.search(child, nxt, depth - 1, alpha, beta)
                )
            if maximise:
                if v > best:
                    best = v
                if v > alpha:
                    alpha = v
            else:
                if v < best:
                    best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                self.refuted_by(move, depth)
                break
        return best

    def replies(self, node: _Node, seat: int, _depth: int) -> list[Move]:
        """The moves searched for ``seat`` at ``depth`` plies from the end, in the order
        tried: its tilts, then the quiet move (None)."""
        return [*self.tilts(node, seat), None]

    def refuted_by(self, move: Move, depth: int) -> None:
        """``move`` cut the search at ``depth`` (a subclass may try it first elsewhere)."""

    # -- candidates at the root ----------------------------------------------------------------
    def turn_candidates(self, p: Pos, o: Orientation) -> list[Orientation]:
        """A few orientations worth trying for my die at ``p``: the strongest faces towards
        the funnels that can form around it, and the best faces after each tilt that forms
        a funnel. They depend only on the squares taken up to ``NEAR`` tilts away, so they
        are remembered by those (the foresight asks again and again for much the same)."""
        board = self.board
        key = (self.me, p, o.upper, tuple(q in board for q in _WITHIN_NEAR[p]))
        picks = _TURNS.get(key)
        if picks is None:
            if len(_TURNS) >= TURNS_KEPT:
                _TURNS.clear()
            picks = _TURNS[key] = self.find_turns(p, o)
        return list(picks)

    def find_turns(self, p: Pos, o: Orientation) -> tuple[Orientation, ...]:
        """``turn_candidates`` worked out."""
        board = self.board
        if not any(q != p and _distance(p, q) <= NEAR for q in board):
            return ()
        # The face -e_a points into the funnel p - e_a; weigh it by how many of that
        # funnel's other two squares are taken (a capture there is closer).
        weights = [
            (a, 1 + sum(1 for s in supports(add(p, _minus(a))) if s != p and s in board))
            for a in range(3)
            if p[a] > 0
        ]
        scored = {
            cand: sum(w * cand.upper[a] for a, w in weights) for cand in ORIENTATIONS if cand != o
        }
        picks = sorted(scored, key=lambda c: (-scored[c], c.upper))[:1]
        for name, move in ALLOWED_MOVES[side_of(self.me)]:
            to = add(p, move)
            if to not in POSITION_SET or to in board:
                continue
            funnels = [
                a
                for a in range(3)
                if to[a] > 0
                and all(s == to or (s != p and s in board) for s in supports(add(to, _minus(a))))
            ]
            if not funnels:
                continue
            best = max(
                (c for c in ORIENTATIONS if c != o),
                key=lambda c: (
                    min(tilted(c, move).upper[a] for a in funnels) + 0.1 * (name in FORWARD),
                    c.upper,
                ),
            )
            if best not in picks:
                picks.append(best)
        return tuple(picks[:TURNS_PER_DIE])


class WuerfelmarschSensibleBot:
    """Captures, keeps its dice safe, blocks and races to the opposite corner (see module)."""

    def __init__(self, depth: int | None = None, prune: bool = True) -> None:
        self.depth = depth  # plies after the bot's own move; None: one per player
        self.prune = prune

    def new_search(self, view: dict[str, Any]) -> _Search:
        return _Search(view, self.prune)

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        search = self.new_search(view)
        won, candidates = root_moves(search, legal)
        if won is not None:
            return won
        if not candidates:
            return dict(rng.choice(legal))
        depth = self.depth if self.depth is not None else search.n
        scored = self.score(search, candidates, depth)
        best = max(v for v, _ in scored)
        return dict(rng.choice([a for v, a in scored if v >= best - 1e-6]))

    def score(
        self, search: _Search, candidates: list[Candidate], depth: int
    ) -> list[tuple[float, Action]]:
        """Each candidate's value (``score_moves``), in the candidates' order (the tie is
        drawn in it)."""
        return score_moves(search, candidates, depth)


Candidate = tuple[Action, tuple[float | None, _Node]]  # a move, its end value or position


def root_moves(search: _Search, legal: list[Action]) -> tuple[Action | None, list[Candidate]]:
    """The winning tilt into the corner if there is one, else the moves worth searching
    (every tilt and a few turns per die) with the position each leads to."""
    me, board = search.me, search.board
    root = _Node(board, search.scores, search.quiet)
    candidates: list[Candidate] = []
    turns: dict[tuple[Pos, tuple[int, ...]], Action] = {}
    for action in legal:
        if action["type"] == "tilt":
            src, to = _pos(action["from"]), _pos(action["to"])
            if to == search.goals[me]:
                return dict(action), []  # into the corner: the game is won
            candidates.append((action, search.tilt(root, me, src, to)))
        else:
            turns[_pos(action["at"]), tuple(action["faces"])] = action
    for p, (owner, o) in board.items():
        if owner != me:
            continue
        for cand in search.turn_candidates(p, o):
            turn = turns.get((p, cand.upper))
            if turn is not None:
                new = dict(board)
                new[p] = (me, cand)
                turned = _Node(new, root.scores, root.quiet, root.present)
                candidates.append((turn, search.quiet_child(turned, me)))
    return None, candidates


def score_moves(
    search: _Search, candidates: list[Candidate], depth: int, best: float = -WIN * 2
) -> list[tuple[float, Action]]:
    """Each candidate's value after ``depth`` more plies; below ``best`` and the best before
    it, an upper bound."""
    me = search.me
    scored: list[tuple[float, Action]] = []
    for action, (terminal, child) in candidates:
        if terminal is not None:
            value = terminal
        else:
            nxt = search.next_seat(child, me)
            value = (
                search.value(child, me)
                if nxt is None
                # A window just below the best so far: worse moves are cut early, and a
                # move as good as the best still gets its exact value (ties are drawn).
                else search.search(child, nxt, depth, best - 1e-6, WIN * 2)
            )
        best = max(best, value)
        scored.append((value, action))
    return scored


def _sooner(value: float, depth: int) -> float:
    """An end of the game found with ``depth`` plies still to search: the sooner it comes,
    the more it weighs (a win now beats a win later, a loss later beats a loss now)."""
    if abs(value) < WIN / 8:
        return value
    return value + (10.0 * depth if value > 0 else -10.0 * depth)


def _pos(data: list[int]) -> Pos:
    return (data[0], data[1], data[2])
