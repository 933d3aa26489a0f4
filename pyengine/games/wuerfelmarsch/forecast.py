"""Würfelmarsch: the others' replies foreseen with the "sensible" level's own search.

The strong level's search (strong.py) assumes that every opponent answers with the move
that is worst for it. Two opponents rarely conspire like that: each plays for himself, and
most block a runner only when they see it coming. So for its final choice the strong level
plays each of its best few moves, lets every opponent in turn answer as the "sensible"
level would from that opponent's own view of the position (built here from the bot's
board: Würfelmarsch hides nothing), and judges its own best tilt after them.

The foreseen moves cost a full "sensible" search each, so the work is counted (positions
judged, ``Budget``) and stops at a fixed amount: the same move on every machine.
"""

from __future__ import annotations

from typing import Any

from ...core.bot import past
from ...core.rng import Rng
from ...pyramid.die import Orientation
from ...pyramid.geometry import COLOURS
from .ordering import Memory, OrderedSearch
from .rules import actions_of, side_of
from .sensible import (
    WIN,
    Action,
    Candidate,
    WuerfelmarschSensibleBot,
    _Node,
    _pos,
    _Search,
    score_moves,
)

FORESIGHT_SEED = 0x0F0E_5EE5  # the foreseen player's rng, only for ties between his moves
CLOCK_EVERY = 32  # positions between looks at the clock (about 2 ms in Pyodide)


class OutOfBudget(Exception):
    """The work allowed for foreseeing has been spent."""


class Budget:
    """Positions that may still be judged while foreseeing, and maybe a wall-clock
    ``deadline`` (core.bot.ThinkLimit, looked at every ``CLOCK_EVERY`` positions); ``late``
    says that the clock, not the count, ended the foresight."""

    __slots__ = ("deadline", "late", "left")

    def __init__(self, left: int, deadline: float | None = None) -> None:
        self.left = left
        self.deadline = deadline
        self.late = False

    def spend(self) -> None:
        self.left -= 1
        if self.left < 0:
            raise OutOfBudget
        if self.deadline is not None and not self.left % CLOCK_EVERY and past(self.deadline):
            self.late = True
            raise OutOfBudget


class _CountedSearch(OrderedSearch):
    """The "sensible" search, counting every position it judges against a budget."""

    def __init__(self, view: dict[str, Any], prune: bool, budget: Budget, memory: Memory) -> None:
        super().__init__(view, prune, memory)
        self.budget = budget

    def value(self, node: _Node, to_move: int) -> float:
        self.budget.spend()
        return super().value(node, to_move)

    def last_ply(self, node: _Node, beta: float = WIN * 2) -> float:
        self.budget.spend()
        return super().last_ply(node, beta)


def _key(action: Action) -> tuple[Any, ...]:
    if action["type"] == "tilt":
        return (*action["from"], *action["to"])
    return (*action["at"], *action["faces"])


class Forecaster(WuerfelmarschSensibleBot):
    """The "sensible" level, within a budget, choosing the very move "sensible" would.

    It foresees a seat's reply after each of the strong level's compared moves, and those
    positions differ by one of my dice, so what one forecast learnt orders the next: the
    values the seat's moves got order its moves, best first, and the replies that cut its
    search (ordering.py) are tried first again. Alpha-beta then cuts the rest sooner; every
    move as good as the best still gets its exact value, and the tie is drawn among them in
    "sensible"'s own order, so the choice is the same in any order."""

    def __init__(self, budget: Budget) -> None:
        super().__init__()
        self.budget = budget
        self.seen: dict[int, dict[tuple[Any, ...], float]] = {}  # seat -> move -> value
        self.memory: dict[int, Memory] = {}  # seat -> the replies that cut his searches

    def new_search(self, view: dict[str, Any]) -> _Search:
        memory = self.memory.setdefault(view["seat"], Memory())
        return _CountedSearch(view, self.prune, self.budget, memory)

    def score(
        self, search: _Search, candidates: list[Candidate], depth: int
    ) -> list[tuple[float, Action]]:
        before = self.seen.get(search.me, {})
        keys = [_key(a) for a, _ in candidates]
        order = sorted(range(len(candidates)), key=lambda i: -before.get(keys[i], -WIN * 3))
        scored = score_moves(search, [candidates[i] for i in order], depth)
        values = [0.0] * len(candidates)
        for i, (v, _) in zip(order, scored, strict=True):
            values[i] = v
        self.seen[search.me] = dict(zip(keys, values, strict=True))
        return [(v, a) for v, (a, _) in zip(values, candidates, strict=True)]


def seat_view(
    search: _Search, node: _Node, seat: int, moves: int, last_turn: list[int], options: Any
) -> dict[str, Any]:
    """``seat``'s view of ``node``: what the "sensible" level reads of a real view."""
    dice = [
        {"at": list(p), "colour": COLOURS[owner], "faces": o.to_json()}
        for p, (owner, o) in node.board.items()
    ]
    seats = [{"score": node.scores[s], "last_turn": last_turn[s]} for s in range(search.n)]
    return {
        "seat": seat,
        "options": options,
        "state": {
            "pyramid": {"dice": dice},
            "seats": seats,
            "moves": moves,
            "quiet": node.quiet,
            "quiet_limit": search.quiet_limit,
        },
    }


def legal_actions(node: _Node, seat: int) -> list[Action]:
    mine = [(p, o) for p, (owner, o) in node.board.items() if owner == seat]
    return actions_of(node.board, side_of(seat), mine)


def play(search: _Search, node: _Node, seat: int, action: Action) -> tuple[float | None, _Node]:
    """``seat``'s action on ``node``: the position after it, and its value if it ends."""
    if action["type"] == "tilt":
        return search.tilt(node, seat, _pos(action["from"]), _pos(action["to"]))
    board = dict(node.board)
    board[_pos(action["at"])] = (seat, Orientation.from_json(action["faces"]))
    return search.quiet_child(_Node(board, node.scores, node.quiet, node.present), seat)


def foresee_reply(
    search: _Search,
    view: dict[str, Any],
    after_mine: tuple[float | None, _Node],
    forecaster: Forecaster,
) -> float:
    """The value for me of my move that led to ``after_mine`` (its end value or position)
    when every opponent answers in turn as "sensible" would and I then make my best tilt.
    Raises OutOfBudget when the budget runs out."""
    terminal, node = after_mine
    if terminal is not None:
        return terminal
    me = search.me
    moves = view["state"]["moves"] + 1
    last_turn = [s["last_turn"] for s in view["state"]["seats"]]
    last_turn[me] = moves - 1
    seat = me
    for _ in range(search.n - 1):
        nxt = search.next_seat(node, seat)
        if nxt is None or nxt == me:
            break
        seat = nxt
        seen = seat_view(search, node, seat, moves, last_turn, view["options"])
        rng = Rng(FORESIGHT_SEED, moves * 16 + seat)
        action = forecaster.choose(seen, legal_actions(node, seat), rng)
        terminal, node = play(search, node, seat, action)
        if terminal is not None:
            return terminal
        last_turn[seat] = moves
        moves += 1
    if not any(owner == me for owner, _ in node.board.values()):
        after = search.next_seat(node, me)  # I have no dice left: the position as it is
        return search.value(node, me if after is None else after)
    return search.last_ply(node)
