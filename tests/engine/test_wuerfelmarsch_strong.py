"""Würfelmarsch computer player "strong": wins and captures when it can, explains its move
the way it plays it, and beats "sensible" in a short seeded game series."""

from __future__ import annotations

from typing import Any

from pyengine import Match, new_match
from pyengine.core.rng import Rng
from pyengine.games.wuerfelmarsch.bots import BOTS, WuerfelmarschStrongBot
from pyengine.games.wuerfelmarsch.capture import Board
from pyengine.games.wuerfelmarsch.sensible import Move, WuerfelmarschSensibleBot, _Node, _Search
from pyengine.games.wuerfelmarsch.spec import SPEC
from pyengine.games.wuerfelmarsch.strong import REASONS, _StrongSearch
from pyengine.pyramid import geometry as G
from pyengine.pyramid.die import ORIENTATIONS

from .test_wuerfelmarsch_bots import ANY, PEARL, RED, YELLOW, table

BOT = WuerfelmarschStrongBot()


def advice(
    m: Match, seat: int, seed: int = 0, check: bool = True
) -> tuple[dict[str, Any], dict[str, Any]]:
    legal = m.legal_actions(seat)
    action, reason = BOT.advise(m.view(seat), legal, Rng(seed))
    assert action in legal
    if check:
        assert action == BOT.choose(m.view(seat), legal, Rng(seed))
    return action, reason


def test_strong_is_the_strongest_level() -> None:
    assert [level.key for level in SPEC.bot_levels] == ["beginner", "sensible", "strong"]
    assert SPEC.strongest == "strong"
    assert isinstance(BOTS["strong"], WuerfelmarschStrongBot)


def test_takes_the_corner() -> None:
    board: Board = {
        (7, 0, 1): (RED, ANY),
        (0, 4, 4): (RED, ANY),
        (0, 8, 0): (YELLOW, ANY),
        (0, 0, 8): (PEARL, ANY),
    }
    action, reason = advice(table(board), RED)
    assert action == {"type": "tilt", "from": [7, 0, 1], "to": [8, 0, 0]}
    assert reason == {"why": "corner"}


def test_captures_a_free_die() -> None:
    """A tilt that forms a funnel with a 6 against lower opponent faces, with no danger."""
    six_after = next(o for o in ORIENTATIONS if o.tilted(G.side_moves(0)["right"]).upper[0] == 6)
    board: Board = {
        (2, 3, 3): (YELLOW, next(o for o in ORIENTATIONS if o.upper[1] == 1)),
        (2, 2, 4): (PEARL, next(o for o in ORIENTATIONS if o.upper[2] == 2)),
        (3, 1, 4): (RED, six_after),
        (0, 8, 0): (YELLOW, ANY),
        (0, 0, 8): (PEARL, ANY),
    }
    action, reason = advice(table(board), RED)
    assert action == {"type": "tilt", "from": [3, 1, 4], "to": [3, 2, 3]}
    assert reason["why"] == "capture" and reason["n"] >= 1


def test_blocks_a_runner_it_cannot_outrun() -> None:
    """Yellow stands next to his corner (0, 8, 0); red's home-row die two squares away along
    the row cannot get there in time, but red's die next to it can step in."""
    board: Board = {
        (1, 7, 0): (YELLOW, ANY),
        (4, 0, 4): (YELLOW, ANY),
        (0, 7, 1): (RED, ANY),
        (0, 2, 6): (RED, ANY),
    }
    m = table(board, n=2)
    action, _ = advice(m, RED)
    m.play(RED, action)
    assert not any(a["type"] == "tilt" and a["to"] == [0, 8, 0] for a in m.legal_actions(YELLOW))


def test_advice_is_the_move_and_every_reason_is_known() -> None:
    m = new_match("wuerfelmarsch", [{"name": f"p{i}", "bot": "strong"} for i in range(3)], seed=4)
    seen = set()
    while not m.is_over:
        seat = m.to_move[0]
        action, reason = advice(m, seat, seed=m.state.moves, check=m.state.moves % 3 == 0)
        assert reason["why"] in REASONS
        assert all(isinstance(v, int | float) for k, v in reason.items() if k != "why")
        seen.add(reason["why"])
        m.play(seat, action)
    assert {"march", "corner"} <= seen


def _winners(bots: list[str], seeds: range) -> list[list[int]]:
    out = []
    for seed in seeds:
        m = new_match("wuerfelmarsch", [{"name": b, "bot": b} for b in bots], seed)
        while not m.is_over:
            s = m.to_move[0]
            m.play(s, m.bot_action(s))
        assert m.result is not None
        out.append(m.result["winners"])
    return out


def test_beats_sensible_over_the_three_seats() -> None:
    # The same seeds with "sensible" in every seat say how often each seat wins anyway
    # (seat 0 moves first and wins the plain race about half the time).
    seeds = range(3)  # a strong game takes about 3 s: a longer series is simulate's job
    base = sum(w == [seat] for w in _winners(["sensible"] * 3, seeds) for seat in range(3))
    won = 0
    for seat in range(3):
        bots = ["sensible"] * 3
        bots[seat] = "strong"
        won += sum(w == [seat] for w in _winners(bots, seeds))
    assert won >= base + 3, (won, base)  # 6 of 9 against 3 of 9 when written


class _PlainOrder(_StrongSearch):
    """The same search without its speed-ups: replies in sensible's order, nothing
    remembered, and my last tilt judged to the end."""

    def replies(self, node: _Node, seat: int, depth: int) -> list[Move]:
        return _Search.replies(self, node, seat, depth)

    def refuted_by(self, move: Move, depth: int) -> None:
        pass

    def last_ply(self, node: _Node, _beta: float = 0.0) -> float:
        return super().last_ply(node)


class _PlainBot(WuerfelmarschStrongBot):
    def new_search(self, view: dict[str, Any]) -> _StrongSearch:
        return _PlainOrder(view, self.prune)


def _positions(seed: int, moves: int) -> list[tuple[dict[str, Any], list[dict[str, Any]]]]:
    """The view and legal moves of the seat to move along a seeded game of "sensible"."""
    m = new_match("wuerfelmarsch", [{"name": n, "bot": "sensible"} for n in "ABC"], seed)
    out = []
    while not m.is_over and len(m.log) < moves:
        seat = m.to_move[0]
        out.append((m.view(seat), m.legal_actions(seat)))
        m.play(seat, m.bot_action(seat))
    return out


def test_the_move_order_changes_the_time_not_the_move() -> None:
    """Killers, history, blocks first and the bounded last tilt only cut the search sooner:
    every move is searched fully either way (no budget), so the choice is the same, found
    judging fewer positions (without the foresight, which compares the search's choice
    with others on the opponents' foreseen replies)."""
    fast, plain = WuerfelmarschStrongBot(deep=99, foresee=0), _PlainBot(deep=99, foresee=0)
    nodes = [0, 0]
    for view, legal in _positions(11, 40):
        assert fast.choose(view, legal, Rng(3)) == plain.choose(view, legal, Rng(3))
        nodes[0] += fast.last_nodes
        nodes[1] += plain.last_nodes
    assert nodes[0] < 0.8 * nodes[1], nodes


class _UnboundSensible(_Search):
    def last_ply(self, node: _Node, _beta: float = 0.0) -> float:
        return super().last_ply(node)


class _UnboundSensibleBot(WuerfelmarschSensibleBot):
    def new_search(self, view: dict[str, Any]) -> _Search:
        return _UnboundSensible(view, self.prune)


def test_sensible_plays_as_before_with_the_bounded_last_tilt() -> None:
    """The "sensible" bot shares the bounded last tilt: the same moves as to the end."""
    bounded, unbound = WuerfelmarschSensibleBot(), _UnboundSensibleBot()
    positions = _positions(12, 30)
    assert len(positions) >= 20
    for view, legal in positions:
        assert bounded.choose(view, legal, Rng(3)) == unbound.choose(view, legal, Rng(3))
