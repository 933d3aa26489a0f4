"""Würfelmarsch (seed 003): set-up, the two actions, their refusals, the ends and the count.

Each test quotes the seed sentence (Dutch) it checks; the capture itself is in
test_wuerfelmarsch_capture.py."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pyengine import GAMES, IllegalAction, Match, load_match, new_match
from pyengine.core.rng import Rng
from pyengine.games.wuerfelmarsch.capture import Board
from pyengine.games.wuerfelmarsch.rules import State, WuerfelmarschRules
from pyengine.pyramid import geometry as G
from pyengine.pyramid import setups as S
from pyengine.pyramid.board import Die, Pyramid
from pyengine.pyramid.die import MOVES, ORIENTATIONS, Orientation
from pyengine.pyramid.geometry import LAYERS, Pos

from .helpers import players, reload, snapshot

RED, YELLOW, PEARL = 0, 1, 2
RULES = WuerfelmarschRules()
ANY = ORIENTATIONS[0]


def game(n: int = 3, **options: Any) -> Match:
    return new_match("wuerfelmarsch", players(n), 1, options or None)


def table(board: Board, n: int = 3, turn: int = 0, **options: Any) -> tuple[Match, State]:
    m = game(n, **options)
    state: State = m.state
    state.pyramid = Pyramid({p: Die(G.COLOURS[s], o) for p, (s, o) in board.items()})
    state.turn = turn
    return m, state


def tilt(m: Match, seat: int, src: Pos, to: Pos) -> None:
    m.play(seat, {"type": "tilt", "from": list(src), "to": list(to)})


def turn(m: Match, seat: int, at: Pos, faces: tuple[int, int, int]) -> None:
    m.play(seat, {"type": "turn", "at": list(at), "faces": list(faces)})


def refused(m: Match, seat: int, action: dict[str, Any]) -> str:
    before = snapshot(m)
    with pytest.raises(IllegalAction) as err:
        m.play(seat, action)
    assert snapshot(m) == before
    return err.value.code


def other(o: Orientation) -> tuple[int, int, int]:
    return next(c.upper for c in ORIENTATIONS if c != o)


# -- set-up --------------------------------------------------------------------------------------
def test_spec_three_players_and_a_two_player_variant() -> None:
    spec = GAMES["wuerfelmarsch"]
    assert (spec.min_players, spec.max_players) == (2, 3)
    assert [b.key for b in spec.bot_levels] == ["beginner", "sensible", "strong"]
    assert spec.option("quiet_rounds").default == 5
    assert spec.option("top_pair").default == "captures"
    with pytest.raises(IllegalAction):
        new_match("wuerfelmarsch", players(4), 1)


def test_start_position() -> None:
    """ "Iedere speler ontvangt 5 dobbelstenen van één kleur en legt deze dobbelstenen in de
    vijf middelste RANDTRECHTERS van zijn ZIJDE ... de 3 naar de speler ..., de 2 naar de
    linkerbuurman en ... de 1 naar de rechterbuurman." Seat i plays COLOURS[i] at side i."""
    m = game(3)
    pyr = m.state.pyramid
    assert pyr == S.wuerfelmarsch_start()
    for seat, colour in enumerate(G.COLOURS):
        mine = sorted(p for p, d in pyr.items() if d.colour == colour)
        assert mine == sorted(G.side_funnels(seat)[2:7])
        assert all(pyr[p].orientation.upper[seat] == 3 for p in mine)
    assert m.to_move == [0]  # "De spelers bepalen wie er mag beginnen": the first seat
    two = game(2).state.pyramid
    assert len(two) == 10 and all(p[2] != 0 for p in two)  # side 2 (z = 0) stays empty


def test_legal_actions_at_the_start() -> None:
    """ "voorwaarts in de richting van de HOEKTRECHTER ... of naar links of naar rechts",
    "nooit achterwaarts"; DRAAIEN "op de ZIJDE die hij wil" (any other orientation)."""
    m = game(3)
    legal = m.legal_actions(0)
    tilts = [a for a in legal if a["type"] == "tilt"]
    turns = [a for a in legal if a["type"] == "turn"]
    assert len(turns) == 5 * 23
    # from side 0 (x = 0): the two forward squares of each die, and left/right only at the
    # two ends of the row (the middle squares are taken by the player's own dice)
    assert len(tilts) == 5 * 2 + 2
    for a in tilts:
        assert a["to"][0] - a["from"][0] in (0, 1)
    assert m.legal_actions(1) == [] and m.legal_actions(2) == []


def test_turn_passes_to_the_left_neighbour() -> None:
    """ "Na deze actie komt zijn linkerbuurman aan de beurt": seat 0 -> 1 -> 2 -> 0."""
    m = game(3)
    seen = []
    for _ in range(4):
        seat = m.to_move[0]
        seen.append(seat)
        a = next(a for a in m.legal_actions(seat) if a["type"] == "turn")
        m.play(seat, a)
    assert seen == [0, 1, 2, 0]


# -- refusals ------------------------------------------------------------------------------------
def test_refusals_have_precise_codes() -> None:
    m = game(3)
    mine = (0, 2, 6)  # a red die at the left end of side 0
    assert m.state.pyramid[mine].colour == "red"
    yellow = next(p for p, d in m.state.pyramid.items() if d.colour == "yellow")
    cases: list[tuple[dict[str, Any], str]] = [
        ({"type": "jump"}, "unknown_action"),
        ({"type": "tilt", "from": list(mine)}, "bad_action"),
        ({"type": "tilt", "from": list(mine), "to": [1, 2, 5], "x": 1}, "bad_action"),
        ({"type": "tilt", "from": [9, 0, 0], "to": [1, 2, 5]}, "bad_position"),
        ({"type": "tilt", "from": [0.0, 2, 6], "to": [1, 2, 5]}, "bad_position"),
        ({"type": "tilt", "from": [4, 2, 2], "to": [5, 2, 1]}, "no_die"),
        ({"type": "tilt", "from": list(yellow), "to": [3, 1, 4]}, "not_your_die"),
        ({"type": "tilt", "from": list(mine), "to": [2, 2, 4]}, "not_adjacent"),
        ({"type": "tilt", "from": list(mine), "to": [1, 2, 5], "values": [1]}, "unexpected_values"),
        ({"type": "tilt", "from": list(mine), "to": [0, 3, 5]}, "occupied"),
        ({"type": "tilt", "from": list(mine), "to": [1, 2, 5, 0]}, "bad_position"),
        ({"type": "turn", "at": list(mine), "faces": [3, 2, 1]}, "same_orientation"),
        ({"type": "turn", "at": list(mine), "faces": [3, 1, 2]}, "bad_orientation"),
        ({"type": "turn", "at": list(mine), "faces": [6, 1, 2]}, "bad_orientation"),
        ({"type": "turn", "at": list(mine), "faces": [True, 2, 3]}, "bad_orientation"),
        ({"type": "turn", "at": list(mine)}, "bad_action"),
        ({"type": "turn", "at": list(yellow), "faces": [6, 2, 3]}, "not_your_die"),
    ]
    for action, code in cases:
        assert refused(m, 0, action) == code, action
    assert refused(m, 1, {"type": "turn", "at": list(yellow), "faces": [6, 2, 3]}) == (
        "not_your_turn"
    )


def test_never_backwards() -> None:
    """ "Een speler mag zijn dobbelsteen nooit achterwaarts in de richting van de eigen ZIJDE
    kantelen." """
    m, _ = table({(2, 3, 3): (RED, ANY), (3, 1, 4): (YELLOW, ANY)}, turn=RED)
    for name in ("back_left", "back_right"):
        m_ = G.side_moves(0)[name]
        to = (2 + m_[0], 3 + m_[1], 3 + m_[2])
        assert refused(m, RED, {"type": "tilt", "from": [2, 3, 3], "to": list(to)}) == "backwards"
    for name in ("forward_left", "forward_right", "left", "right"):
        m_ = G.side_moves(0)[name]
        assert {"type": "tilt", "from": [2, 3, 3], "to": [2 + m_[0], 3 + m_[1], 3 + m_[2]]} in (
            m.legal_actions(RED)
        )


def test_validate_agrees_with_legal_actions() -> None:
    """Every tilt to each of the six neighbours and a sample of turns, for every seat to move
    along random games: accepted exactly when listed."""
    for seed in range(6):
        m = game(2 + seed % 2, quiet_rounds=3)
        rng = Rng(seed)
        while not m.is_over:
            seat = m.to_move[0]
            legal = m.legal_actions(seat)
            for p, d in m.state.pyramid.items():
                candidates: list[dict[str, Any]] = [
                    {"type": "tilt", "from": list(p), "to": [p[0] + v[0], p[1] + v[1], p[2] + v[2]]}
                    for v in MOVES
                    if min(p[0] + v[0], p[1] + v[1], p[2] + v[2]) >= 0
                ]
                candidates.append(
                    {"type": "turn", "at": list(p), "faces": list(d.orientation.upper)}
                )
                candidates.append(
                    {"type": "turn", "at": list(p), "faces": list(rng.choice(ORIENTATIONS).upper)}
                )
                for action in candidates:
                    try:
                        RULES.validate(m.state, seat, action)
                        ok = True
                    except IllegalAction:
                        ok = False
                    assert ok == (action in legal), action
            m.play(seat, rng.choice(legal))


# -- moves ---------------------------------------------------------------------------------------
def test_tilt_turns_the_die_as_kantelen_says() -> None:
    """KANTELEN: "De dobbelsteen toont rechts de 3, links de 2 en de 6 wijst naar de speler.
    De dobbelsteen wordt naar rechts gedraaid ... toont nu rechts de 2 en links verschijnt nu
    de 4. De 6 wijst nog altijd naar de speler." """
    m, state = table({(0, 4, 4): (RED, Orientation.for_side(0, 6, 2, 3)), (0, 8, 0): (YELLOW, ANY)})
    tilt(m, RED, (0, 4, 4), (0, 5, 3))
    assert state.pyramid[(0, 5, 3)].orientation == Orientation.for_side(0, 6, 4, 2)
    assert m.view(None)["state"]["recent"][-1]["move"] == "right"


def test_turn_changes_only_the_orientation() -> None:
    """DRAAIEN: "De speler draait naar believen één van zijn dobbelstenen op de ZIJDE die hij
    wil." A turn never captures ("Alleen de drie dobbelstenen die een TRECHTER vormen, lokken
    het slaan uit")."""
    board: Board = {(2, 3, 3): (RED, ANY), (2, 2, 4): (YELLOW, ANY), (3, 2, 3): (RED, ANY)}
    m, state = table(board)
    turn(m, RED, (3, 2, 3), (6, 5, 4))
    assert state.pyramid[(3, 2, 3)].orientation.upper == (6, 5, 4)
    assert len(state.pyramid) == 3 and state.captured == [[], [], []]
    assert m.view(None)["state"]["recent"][-1]["before"] == list(ANY.upper)


def test_capture_only_when_the_tilted_die_forms_the_funnel() -> None:
    """A funnel that already stood is not judged again when another die moves."""
    six = next(o for o in ORIENTATIONS if o.upper[0] == 6)
    board: Board = {
        (2, 3, 3): (RED, ANY),
        (2, 2, 4): (RED, ANY),
        (3, 2, 3): (YELLOW, six),  # a standing funnel (2, 2, 3) of red and yellow
        (0, 8, 0): (YELLOW, ANY),
        (0, 0, 8): (RED, ANY),
    }
    m, state = table(board)
    tilt(m, RED, (0, 0, 8), (0, 1, 7))
    assert len(state.pyramid) == 5


# -- ends ----------------------------------------------------------------------------------------
def test_corner_wins() -> None:
    """ "De speler die er als eerste in slaagt om één dobbelsteen in de HOEKTRECHTER te
    plaatsen van zijn tegenovergestelde ZIJDE, wint het spel." The others are ranked by the
    count."""
    board: Board = {
        (7, 1, 0): (RED, ANY),
        (0, 8, 0): (YELLOW, ANY),
        (0, 0, 8): (PEARL, ANY),
    }
    m, state = table(board)
    state.captured = [[], ["red"], []]
    tilt(m, RED, (7, 1, 0), (8, 0, 0))
    assert m.is_over and m.to_move == [] and m.legal_actions(RED) == []
    result = m.result
    assert result is not None
    assert result["winners"] == [RED] and result["end"] == "corner"
    assert result["ranking"] == [RED, YELLOW, PEARL] and result["scores"] == [0, 1, 0]


def test_another_players_corner_is_no_win_and_a_corner_can_be_blocked() -> None:
    """Only "zijn tegenovergestelde" corner wins. A die may stand in another player's
    corner, and while it does that player cannot tilt into it."""
    board: Board = {
        (0, 1, 7): (RED, ANY),
        (7, 1, 0): (RED, ANY),
        (0, 8, 0): (YELLOW, ANY),
        (8, 0, 0): (PEARL, ANY),
    }
    m, _ = table(board)
    tilt(m, RED, (0, 1, 7), (0, 0, 8))  # pearl's goal, reached by red's "left"
    assert not m.is_over
    m, _ = table(board)
    assert refused(m, RED, {"type": "tilt", "from": [7, 1, 0], "to": [8, 0, 0]}) == "occupied"


def test_empty_plate_ends_with_the_count_and_last_mover_wins_ties() -> None:
    """ "Het spel eindigt ook als er geen enkele dobbelsteen meer op de GRONDPLAAT ligt. Dan
    telt iedere speler het aantal dobbelstenen dat hij heeft geslagen. Van dit aantal trekt
    hij de dobbelstenen af die uit het spel werden genomen. Opgelet: De som kan dus ook
    negatief worden! ... Bij een gelijke stand wint van die spelers de speler die het
    laatste aan de beurt is geweest." """
    five_y = next(o for o in ORIENTATIONS if o.upper[1] == 5)
    five_z = next(o for o in ORIENTATIONS if o.upper[2] == 5)
    board: Board = {
        (2, 3, 3): (YELLOW, five_y),
        (2, 2, 4): (PEARL, five_z),
        (3, 1, 4): (RED, next(o for o in ORIENTATIONS if o.tilted((0, 1, -1)).upper[0] == 1)),
    }
    m, state = table(board)
    state.captured = [["yellow"], [], ["red"]]
    state.last_turn = [0, 0, 0]
    tilt(m, RED, (3, 1, 4), (3, 2, 3))  # a tie: all three out of the game
    assert m.is_over
    assert state.removed == [1, 1, 1]
    result = m.result
    assert result is not None and result["end"] == "empty"
    assert result["scores"] == [0, -1, 0]  # negative: "De som kan dus ook negatief worden"
    # red and pearl both have 0; red moved last
    assert result["ranking"] == [RED, PEARL, YELLOW] and result["winners"] == [RED]
    assert result["places"] == [1, 3, 2]


def test_quiet_rounds_end_the_game() -> None:
    """Our rule (the seed has none, and turning alone could go on for ever): after
    ``quiet_rounds`` rounds in a row in which no die tilts forward and none leaves the
    plate, the game ends and the count decides. Sideways tilts and turns are quiet."""
    m = game(2, quiet_rounds=2)
    limit = 2 * 2
    red = (0, 2, 6)
    for k in range(limit - 1):
        seat = m.to_move[0]
        a = next(a for a in m.legal_actions(seat) if a["type"] == "turn")
        m.play(seat, a)
        assert m.state.quiet == k + 1 and not m.is_over
    assert m.to_move == [YELLOW]
    # yellow tilts forward: progress, the count starts again
    fwd = next(
        a for a in m.legal_actions(YELLOW) if a["type"] == "tilt" and a["to"][1] > a["from"][1]
    )
    m.play(YELLOW, fwd)
    assert m.state.quiet == 0
    tilt(m, RED, red, (0, 1, 7))  # sideways: quiet
    for _ in range(limit - 1):
        seat = m.to_move[0]
        m.play(seat, next(a for a in m.legal_actions(seat) if a["type"] == "turn"))
    assert m.is_over and m.result is not None and m.result["end"] == "quiet"
    assert m.view(0)["state"]["quiet"] == limit


def test_players_without_dice_are_skipped() -> None:
    """A player with no die on the plate can neither tilt nor turn: the turn passes on."""
    m, _ = table({(0, 4, 4): (RED, ANY), (0, 0, 8): (PEARL, ANY)})
    turn(m, RED, (0, 4, 4), other(ANY))
    assert m.to_move == [PEARL]
    turn(m, PEARL, (0, 0, 8), other(ANY))
    assert m.to_move == [RED]


# -- views, saves, speed -------------------------------------------------------------------------
def test_view_is_the_same_for_everyone_and_complete() -> None:
    m = game(3)
    m.play(0, m.legal_actions(0)[0])
    views = [m.view(s)["state"] for s in (None, 0, 1, 2)]
    assert all(v == views[0] for v in views)
    v = views[0]
    assert len(v["pyramid"]["dice"]) == 15
    assert [s["goal"] for s in v["seats"]] == [[8, 0, 0], [0, 8, 0], [0, 0, 8]]
    assert [s["colour"] for s in v["seats"]] == ["red", "yellow", "pearl"]
    assert v["turn"] == 1 and v["moves"] == 1 and v["quiet_limit"] == 15
    assert v["recent"][0]["seat"] == 0 and v["recent"][0]["n"] == 1
    assert reload(m).view(None) == m.view(None)


def test_a_random_game_always_ends() -> None:
    """Every game ends: forward tilts are bounded (a die never moves back, and needs 8 to
    reach its corner), and at most quiet_rounds x players moves pass without one."""
    for seed in range(10):
        m = game(3, quiet_rounds=20)
        rng = Rng(seed)
        steps = 0
        while not m.is_over:
            seat = m.to_move[0]
            legal = m.legal_actions(seat)
            tilts = [a for a in legal if a["type"] == "tilt"]
            m.play(seat, rng.choice(tilts if tilts and rng.below(4) else legal))
            steps += 1
        assert steps <= (15 * 8 + 15 + 1) * 60


def test_corner_arrival_never_forms_a_funnel() -> None:
    """The only funnel above a HOEKTRECHTER rests on both squares next to it, and the die
    arrives from one of them: reaching the corner can never be undone by a capture."""
    for corner in G.CORNERS:
        above = G.carries(corner)
        assert len(above) == 1
        others = [s for s in G.supports(above[0]) if s != corner]
        assert sorted(others) == sorted(p for p in G.edge_neighbours(corner))
        assert all(p in LAYERS[0] for p in others)


def test_every_move_can_be_undone() -> None:
    """Nothing is thrown or hidden, so no move is a commit point."""
    m = game(3)
    before = snapshot(m)
    seat = m.to_move[0]
    m.play(seat, m.legal_actions(seat)[0])
    assert m.view(seat)["can_undo"] and not m.view((seat + 1) % 3)["can_undo"]
    m.undo()
    assert snapshot(m) == before


# -- saves from before the option top_pair ------------------------------------------------------
SAVES = Path(__file__).resolve().parent.parent / "data" / "reference-saves" / "wuerfelmarsch.json"


def test_a_save_from_before_top_pair_keeps_the_old_reading() -> None:
    """Reference save 1 (two players, an earlier build) reaches a funnel where two yellow
    dice show the highest number over a red one; it was played with all three leaving the
    game. Without the key it still is, and it re-saves without the key; the same moves
    under the new default score differently."""
    save = json.loads(SAVES.read_text(encoding="utf-8"))[1]["save"]
    assert "top_pair" not in save["options"]
    old = load_match(save)
    assert old.options == {"quiet_rounds": 10} and "top_pair" not in old.view(0)["options"]
    assert old.to_json() == save
    assert old.result is not None and old.result["scores"] == [-2, 1]
    new = load_match({**save, "options": {**save["options"], "top_pair": "captures"}})
    assert new.result is not None and new.result["scores"] == [1, 4]
    # Undo on the old game keeps the old reading.
    unfinished = load_match({**save, "log": save["log"][:-1]})
    seat = unfinished.to_move[0]
    unfinished.play(seat, unfinished.legal_actions(seat)[0])
    unfinished.undo()
    assert unfinished.options == {"quiet_rounds": 10} and not unfinished.state.pair_captures


def test_new_games_save_the_top_pair_option() -> None:
    m = game(2)
    assert m.options["top_pair"] == "captures" and m.state.pair_captures
    saved = reload(m).to_json()
    assert saved["options"] == {"quiet_rounds": 5, "top_pair": "captures"}
    assert load_match(saved).state.pair_captures
    assert not load_match(
        {**saved, "options": {**saved["options"], "top_pair": "all_out"}}
    ).state.pair_captures
