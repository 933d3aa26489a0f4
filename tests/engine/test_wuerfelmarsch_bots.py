"""Würfelmarsch computer player "sensible": wins when it can, stops a win it sees coming,
captures, and beats the random player."""

from __future__ import annotations

from typing import Any

from pyengine import Match, new_match
from pyengine.core.rng import Rng
from pyengine.games.wuerfelmarsch.bots import WuerfelmarschSensibleBot
from pyengine.games.wuerfelmarsch.capture import Board
from pyengine.games.wuerfelmarsch.rules import State
from pyengine.pyramid import geometry as G
from pyengine.pyramid.board import Die, Pyramid
from pyengine.pyramid.die import ORIENTATIONS

from .helpers import players
from .test_wuerfelmarsch_capture import A5_A5_B2_TILT, a5_a5_b2

RED, YELLOW, PEARL = 0, 1, 2
ANY = ORIENTATIONS[0]
BOT = WuerfelmarschSensibleBot()


def table(board: Board, n: int = 3, turn: int = 0, **options: Any) -> Match:
    m = new_match("wuerfelmarsch", players(n), 1, options or None)
    state: State = m.state
    state.pyramid = Pyramid({p: Die(G.COLOURS[s], o) for p, (s, o) in board.items()})
    state.turn = turn
    return m


def choice(m: Match, seat: int, seed: int = 0) -> dict[str, Any]:
    legal = m.legal_actions(seat)
    action = BOT.choose(m.view(seat), legal, Rng(seed))
    assert action in legal
    return action


def test_takes_the_corner() -> None:
    board: Board = {
        (7, 0, 1): (RED, ANY),
        (0, 4, 4): (RED, ANY),
        (0, 8, 0): (YELLOW, ANY),
        (0, 0, 8): (PEARL, ANY),
    }
    m = table(board)
    assert choice(m, RED) == {"type": "tilt", "from": [7, 0, 1], "to": [8, 0, 0]}


def test_stops_a_win_it_sees_coming() -> None:
    """Yellow (side 1) stands next to his corner (0, 8, 0); red can reach that corner with
    a sideways tilt along his own side and does (or otherwise stops him)."""
    board: Board = {
        (1, 7, 0): (YELLOW, ANY),
        (4, 0, 4): (YELLOW, ANY),
        (0, 7, 1): (RED, ANY),
        (0, 2, 6): (RED, ANY),
    }
    m = table(board, n=2)
    action = choice(m, RED)
    m.play(RED, action)
    assert not any(a["type"] == "tilt" and a["to"] == [0, 8, 0] for a in m.legal_actions(YELLOW)), (
        action
    )


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
    m = table(board)
    assert choice(m, RED) == {"type": "tilt", "from": [3, 1, 4], "to": [3, 2, 3]}


def test_beats_random_players() -> None:
    for seed in range(3):
        m = new_match(
            "wuerfelmarsch",
            [{"name": "bot", "bot": "sensible"}, {"name": "r", "bot": "random"}],
            seed,
        )
        while not m.is_over:
            seat = m.to_move[0]
            m.play(seat, m.bot_action(seat))
        assert m.result is not None and m.result["winners"] == [0]


def test_the_bot_plays_by_the_top_pair_option() -> None:
    # Yellow can tilt a 5 next to its own 5 and red's only die, a 2. By default yellow
    # takes it (red has no die left); read word for word all three leave the game and red
    # wins on the count (-1 against -2), so the bot leaves it.
    src, to = A5_A5_B2_TILT
    capture = {"type": "tilt", "from": list(src), "to": list(to)}
    chosen = {}
    for rule in ("captures", "all_out"):
        m = table(a5_a5_b2(), n=2, turn=1, top_pair=rule)
        assert capture in m.legal_actions(1)
        chosen[rule] = choice(m, 1, seed=3)
    assert chosen["captures"] == capture
    assert chosen["all_out"] != capture


def test_remembered_turn_candidates_are_the_ones_worked_out() -> None:
    """Turn candidates are remembered by the squares taken around the die (sensible.py):
    on boards of random games, for every die and seat, the remembered answer is the fresh
    one, also for a die whose neighbourhood changed since it was first asked."""
    from pyengine.games.wuerfelmarsch import sensible

    sensible._TURNS.clear()
    rng = Rng(5)
    asked = 0
    for seed in range(3):
        m = new_match("wuerfelmarsch", players(3, "random"), seed=seed)
        while not m.is_over and len(m.log) < 60:
            seat = m.to_move[0]
            search = sensible._Search(m.view(seat), True)
            for p, (owner, o) in search.board.items():
                if owner == seat:
                    assert search.turn_candidates(p, o) == list(search.find_turns(p, o))
                    asked += 1
            m.play(seat, rng.choice(m.legal_actions(seat)))
    assert asked > 300 and len(sensible._TURNS) < asked
