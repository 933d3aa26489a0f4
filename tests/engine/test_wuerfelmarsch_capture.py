"""Würfelmarsch (seed 003): the capture ("Slaan"), including the seed's example with two
funnels at once. Each test quotes the seed sentence (Dutch) it checks."""

from __future__ import annotations

import itertools
from typing import Any

from pyengine import Match, new_match
from pyengine.games.wuerfelmarsch.capture import (
    Board,
    after,
    forms_funnel,
    judge,
    move_name,
    tilt_result,
)
from pyengine.games.wuerfelmarsch.rules import State
from pyengine.pyramid import geometry as G
from pyengine.pyramid import projection as V
from pyengine.pyramid.board import Die, Pyramid
from pyengine.pyramid.die import MOVES, ORIENTATIONS, Orientation, Vec
from pyengine.pyramid.geometry import LAYERS, Pos

from .helpers import players

RED, YELLOW, PEARL = 0, 1, 2  # seat i plays COLOURS[i] at side i


def showing(**faces: int) -> Orientation:
    """A real die with the given upper faces: x=, y=, z= (the -x, -y, -z faces)."""
    axis = {"x": 0, "y": 1, "z": 2}
    for o in ORIENTATIONS:
        if all(o.upper[axis[k]] == v for k, v in faces.items()):
            return o
    raise AssertionError(f"no die shows {faces}")


def before_tilt(move: Vec, **faces: int) -> Orientation:
    """The orientation that shows ``faces`` after tilting by ``move``."""
    axis = {"x": 0, "y": 1, "z": 2}
    for o in ORIENTATIONS:
        t = o.tilted(move)
        if all(t.upper[axis[k]] == v for k, v in faces.items()):
            return o
    raise AssertionError(f"no die shows {faces} after {move}")


def sub(p: Pos, q: Pos) -> Vec:
    return (p[0] - q[0], p[1] - q[1], p[2] - q[2])


def table(board: Board, n: int = 3, turn: int = 0, **options: Any) -> tuple[Match, State]:
    """A match whose plate is ``board`` (seat, orientation per square), ``turn`` to move."""
    m = new_match("wuerfelmarsch", players(n), 1, options or None)
    state: State = m.state
    state.pyramid = Pyramid({p: Die(G.COLOURS[s], o) for p, (s, o) in board.items()})
    state.turn = turn
    return m, state


# -- the seed's example ---------------------------------------------------------------------
# "De gele speler kantelt zijn dobbelsteen naar rechtsvoor. Met deze zet vormt hij
# tegelijkertijd twee TRECHTERS. In de RECHTERTRECHTER is zijn 6 het hoogste getal. Daarom
# krijgt hij de rode dobbelsteen met de 5. Zijn eigen dobbelsteen met de 2 blijft liggen. In
# de LINKERTRECHTER tonen zowel de gele als de rode dobbelsteen een 5. Er is een gelijke
# stand en daarom worden alle dobbelstenen uit de LINKERTRECHTER uit het spel genomen."
FORWARD_RIGHT = G.side_moves(1)["forward_right"]  # yellow sits at side 1: +y - x
TO = (3, 2, 3)
SRC = (TO[0] - FORWARD_RIGHT[0], TO[1] - FORWARD_RIGHT[1], TO[2] - FORWARD_RIGHT[2])
RIGHT_FUNNEL = (2, 2, 3)  # TO - e_x: yellow's right neighbour is side 0 (x)
LEFT_FUNNEL = (3, 2, 2)  # TO - e_z: his left neighbour is side 2 (z)


def seed_example() -> Board:
    return {
        # the yellow die: after the tilt its 6 faces the right funnel, its 5 the left one
        SRC: (YELLOW, before_tilt(FORWARD_RIGHT, x=6, z=5)),
        # right funnel: yellow's own 2 and a red 5
        (2, 3, 3): (YELLOW, showing(y=2)),
        (2, 2, 4): (RED, showing(z=5)),
        # left funnel: a red 5 and a lower red die
        (4, 2, 2): (RED, showing(x=5)),
        (3, 3, 2): (RED, showing(y=3)),
        # somewhere else: the pearl player's dice, far away
        (0, 4, 4): (PEARL, showing(x=3)),
        (0, 8, 0): (PEARL, showing(x=3)),
    }


def test_seed_example_geometry_right_and_left_funnel() -> None:
    """ "naar rechtsvoor ... twee TRECHTERS ... RECHTERTRECHTER ... LINKERTRECHTER": seen
    by the yellow player (side 1), the right funnel lies to the right of the die."""
    assert move_name(1, SRC, TO) == "forward_right"
    board = seed_example()
    assert sorted(G.funnels_on(set(board) - {SRC} | {TO}, TO)) == sorted(
        [RIGHT_FUNNEL, LEFT_FUNNEL]
    )
    assert V.centre(RIGHT_FUNNEL, 1)[0] > V.centre(TO, 1)[0] > V.centre(LEFT_FUNNEL, 1)[0]


def test_seed_example_two_funnels_at_once() -> None:
    board = seed_example()
    r = tilt_result(board, SRC, TO)
    funnels = {f.at: f for f in r.funnels}
    assert set(funnels) == {RIGHT_FUNNEL, LEFT_FUNNEL}
    right, left = funnels[RIGHT_FUNNEL], funnels[LEFT_FUNNEL]
    # "In de RECHTERTRECHTER is zijn 6 het hoogste getal."
    assert sorted((v, who) for _, who, v in right.dice) == [(2, YELLOW), (5, RED), (6, YELLOW)]
    assert (right.kind, right.capturer) == ("capture", YELLOW)
    # "tonen zowel de gele als de rode dobbelsteen een 5. Er is een gelijke stand"
    assert sorted((v, who) for _, who, v in left.dice) == [(3, RED), (5, RED), (5, YELLOW)]
    assert left.kind == "tie"
    # "krijgt hij de rode dobbelsteen met de 5"; "alle dobbelstenen uit de LINKERTRECHTER"
    assert r.captured == (((2, 2, 4), YELLOW),)
    assert set(r.removed) == {TO, (4, 2, 2), (3, 3, 2)}
    # "Zijn eigen dobbelsteen met de 2 blijft liggen."
    rest = after(board, r)
    assert (2, 3, 3) in rest and rest[(2, 3, 3)][0] == YELLOW
    assert set(rest) == {(2, 3, 3), (0, 4, 4), (0, 8, 0)}


def test_seed_example_in_a_match() -> None:
    """The same move played through the rules: yellow receives the red 5, the dice of the
    left funnel leave the game, the count follows ("trekt hij de dobbelstenen af die uit
    het spel werden genomen")."""
    m, state = table(seed_example(), turn=YELLOW)
    m.play(YELLOW, {"type": "tilt", "from": list(SRC), "to": list(TO)})
    assert state.captured == [[], ["red"], []]
    assert state.removed == [2, 1, 0]
    assert sorted(state.pyramid) == [(0, 4, 4), (0, 8, 0), (2, 3, 3)]
    view = m.view(None)["state"]
    assert [s["score"] for s in view["seats"]] == [-2, 0, 0]
    record = view["recent"][-1]
    assert record["move"] == "forward_right" and record["seat"] == YELLOW
    outcomes = {tuple(f["at"]): (f["outcome"], f["capturer"]) for f in record["funnels"]}
    assert outcomes == {RIGHT_FUNNEL: ("capture", YELLOW), LEFT_FUNNEL: ("tie", None)}
    assert record["captured"] == [{"at": [2, 2, 4], "colour": "red", "by": YELLOW}]
    assert sorted(d["colour"] for d in record["removed"]) == ["red", "red", "yellow"]
    assert state.turn == PEARL


# -- one funnel ---------------------------------------------------------------------------
def j(*dice: tuple[int, int], pair_captures: bool = True) -> tuple[str, int | None]:
    f = judge(
        (0, 0, 0), tuple(((k, 0, 0), who, v) for k, (who, v) in enumerate(dice)), pair_captures
    )
    return f.kind, f.capturer


def test_highest_takes_the_lower_opponent_dice() -> None:
    """ "De dobbelsteen met het hoogste ogen aantal slaat alle dobbelstenen van de
    tegenstander met het lagere ogen aantal." """
    assert j((RED, 6), (YELLOW, 5), (PEARL, 1)) == ("capture", RED)
    assert j((RED, 2), (YELLOW, 3), (YELLOW, 1)) == ("capture", YELLOW)
    assert j((RED, 4), (RED, 3), (PEARL, 5)) == ("capture", PEARL)
    board: Board = {
        (2, 3, 3): (RED, showing(y=1)),
        (2, 2, 4): (YELLOW, showing(z=4)),
        (4, 1, 3): (PEARL, before_tilt(G.side_moves(PEARL)["left"], x=6)),
    }
    # pearl (side 2) tilts left from (4, 1, 3) to (3, 2, 3): both other players lose a die
    assert move_name(PEARL, (4, 1, 3), (3, 2, 3)) == "left"
    r = tilt_result(board, (4, 1, 3), (3, 2, 3))
    assert r.captured == (((2, 2, 4), PEARL), ((2, 3, 3), PEARL))
    assert r.removed == () and r.survives


def test_capturers_own_lower_dice_stay() -> None:
    """ "Een speler kan nooit zijn eigen dobbelstenen slaan." """
    board: Board = {
        (2, 3, 3): (YELLOW, showing(y=1)),
        (2, 2, 4): (RED, showing(z=4)),
        (4, 1, 3): (YELLOW, before_tilt(G.side_moves(1)["forward_right"], x=6)),
    }
    r = tilt_result(board, (4, 1, 3), (3, 2, 3))
    assert r.captured == (((2, 2, 4), YELLOW),)
    assert (2, 3, 3) in after(board, r)


def test_a_funnel_of_one_players_dice_does_nothing() -> None:
    """Never your own dice: three dice of one player, even with equal numbers, stay."""
    assert j((RED, 6), (RED, 5), (RED, 1)) == ("own", None)
    assert j((RED, 4), (RED, 4), (RED, 4)) == ("own", None)
    board: Board = {
        (2, 3, 3): (RED, showing(y=4)),
        (2, 2, 4): (RED, showing(z=4)),
        (3, 1, 4): (RED, before_tilt(G.side_moves(0)["right"], x=4)),
    }
    r = tilt_result(board, (3, 1, 4), (3, 2, 3))
    assert [f.kind for f in r.funnels] == ["own"]
    assert r.captured == () and r.removed == ()


def test_ties_take_all_three_out() -> None:
    """ "Als de drie dobbelstenen hetzelfde aantal ogen tonen of als twee dobbelstenen
    hetzelfde aantal ogen tonen en de derde dobbelsteen toont een lager ogen aantal, dan
    worden alle dobbelstenen uit het spel genomen." A tie is between players ("Er is een
    gelijke stand"): the highest number shown by dice of two or three players. A tie below
    a single highest die is no tie."""
    assert j((RED, 3), (YELLOW, 3), (PEARL, 3))[0] == "tie"
    assert j((RED, 5), (YELLOW, 5), (RED, 2))[0] == "tie"
    assert j((RED, 5), (RED, 5), (YELLOW, 5))[0] == "tie"
    assert j((RED, 5), (YELLOW, 5), (PEARL, 2))[0] == "tie"
    assert j((RED, 2), (YELLOW, 2), (PEARL, 6)) == ("capture", PEARL)
    board: Board = {
        (2, 3, 3): (RED, showing(y=5)),
        (2, 2, 4): (YELLOW, showing(z=5)),
        (4, 1, 3): (PEARL, before_tilt(G.side_moves(2)["left"], x=1)),
    }
    r = tilt_result(board, (4, 1, 3), (3, 2, 3))
    assert r.captured == () and set(r.removed) == {(2, 3, 3), (2, 2, 4), (3, 2, 3)}
    assert not r.survives


# -- two highest dice of one player (issue 15; option top_pair) --------------------------------
# "Een speler kan nooit zijn eigen dobbelstenen slaan." A5 A5 B2 is no tie between players:
# A's dice are the highest, A takes B's lower die and keeps his own. The option
# top_pair="all_out" (and every save from before it) reads the tie sentence word for word.
def test_two_highest_dice_of_one_player_capture_the_lower_die() -> None:
    assert j((RED, 5), (RED, 5), (YELLOW, 2)) == ("capture", RED)
    assert j((YELLOW, 2), (PEARL, 6), (PEARL, 6)) == ("capture", PEARL)
    assert j((RED, 5), (RED, 5), (YELLOW, 6)) == ("capture", YELLOW)  # a single 6 is highest
    assert j((RED, 5), (RED, 5), (YELLOW, 2), pair_captures=False) == ("tie", None)
    assert j((RED, 5), (RED, 5), (YELLOW, 5), pair_captures=False) == ("tie", None)
    assert j((RED, 6), (RED, 5), (YELLOW, 5), pair_captures=False) == ("capture", RED)


A5_A5_B2_TILT = ((4, 1, 3), (3, 2, 3))  # yellow tilts forward right; funnel (2, 2, 3)


def a5_a5_b2(lower: int = RED) -> Board:
    """Yellow tilts a die that then shows 5 into a funnel with its own 5 and a 2 of
    ``lower`` (red or pearl)."""
    return {
        (2, 3, 3): (YELLOW, showing(y=5)),
        (2, 2, 4): (lower, showing(z=2)),
        (4, 1, 3): (YELLOW, before_tilt(G.side_moves(YELLOW)["forward_right"], x=5)),
    }


def test_a5_a5_b2_the_pair_takes_the_two() -> None:
    for lower in (RED, PEARL):
        board = a5_a5_b2(lower)
        r = tilt_result(board, *A5_A5_B2_TILT)
        assert [(f.kind, f.capturer, f.top) for f in r.funnels] == [("capture", YELLOW, 5)]
        assert r.captured == (((2, 2, 4), YELLOW),) and r.removed == () and r.survives
        assert set(after(board, r)) == {(2, 3, 3), (3, 2, 3)}  # yellow's own dice stay
        old = tilt_result(board, *A5_A5_B2_TILT, pair_captures=False)
        assert old.captured == () and set(old.removed) == {(2, 3, 3), (2, 2, 4), (3, 2, 3)}


def test_a_lower_die_tilted_into_a_pair_is_captured() -> None:
    # Red tilts its 2 between two yellow 5s: yellow takes it, nothing else happens.
    board: Board = {
        (2, 3, 3): (YELLOW, showing(y=5)),
        (2, 2, 4): (YELLOW, showing(z=5)),
        (3, 1, 4): (RED, before_tilt(G.side_moves(RED)["right"], x=2)),
    }
    r = tilt_result(board, (3, 1, 4), (3, 2, 3))
    assert r.captured == (((3, 2, 3), YELLOW),) and r.removed == () and not r.survives
    assert set(after(board, r)) == {(2, 3, 3), (2, 2, 4)}


def test_a_pair_in_one_funnel_and_a_capture_of_the_tilted_die_in_the_other() -> None:
    # Right funnel: yellow 5 (tilted), yellow 5, red 2: yellow takes the red 2. Left
    # funnel: yellow 1 (tilted), pearl 6, pearl 2: pearl takes the tilted die.
    board = two_funnels({"x": 5, "z": 1}, [(YELLOW, 5), (RED, 2)], [(PEARL, 6), (PEARL, 2)])
    r = tilt_result(board, SRC, TO)
    assert dict(r.captured) == {(2, 2, 4): YELLOW, TO: PEARL} and r.removed == ()
    old = tilt_result(board, SRC, TO, pair_captures=False)
    assert old.captured == () and set(old.removed) == {TO, (2, 3, 3), (2, 2, 4)}


def test_a5_a5_b2_in_a_match_by_option() -> None:
    counts = {}
    for rule in ("captures", "all_out"):
        m, state = table(a5_a5_b2(), n=2, turn=YELLOW, top_pair=rule)
        src, to = A5_A5_B2_TILT
        m.play(YELLOW, {"type": "tilt", "from": list(src), "to": list(to)})
        record = m.view(None)["state"]["recent"][-1]
        counts[rule] = (state.captured, state.removed, record["funnels"][0]["outcome"])
    assert counts["captures"] == ([[], ["red"]], [0, 0], "capture")
    assert counts["all_out"] == ([[], []], [1, 2], "tie")


def test_faces_compared_are_those_pointing_into_the_funnel() -> None:
    """ "Elk van de drie dobbelstenen wijst met één zijde naar de andere twee dobbelstenen":
    the numbers judged are ``Pyramid.faces_around`` of the funnel, after the tilt."""
    board = seed_example()
    r = tilt_result(board, SRC, TO)
    pyr = Pyramid({p: Die(G.COLOURS[s], o) for p, (s, o) in board.items()})
    pyr.tilt(SRC, sub(TO, SRC))
    for f in r.funnels:
        assert [(p, v) for p, _, v in f.dice] == [(p, v) for p, _, v in pyr.faces_around(f.at)]


# -- two funnels: the tilted die in both ---------------------------------------------------------
def two_funnels(
    move_faces: dict[str, int], right: list[tuple[int, int]], left: list[tuple[int, int]]
) -> Board:
    """The seed example's squares with other owners and numbers: ``right``/``left`` are
    (seat, number) of the two other dice of each funnel."""
    (s1, v1), (s2, v2) = right
    (s3, v3), (s4, v4) = left
    return {
        SRC: (YELLOW, before_tilt(FORWARD_RIGHT, **move_faces)),
        (2, 3, 3): (s1, showing(y=v1)),
        (2, 2, 4): (s2, showing(z=v2)),
        (4, 2, 2): (s3, showing(x=v3)),
        (3, 3, 2): (s4, showing(y=v4)),
    }


def test_tilted_die_captured_twice_goes_to_the_higher_number() -> None:
    board = two_funnels({"x": 1, "z": 2}, [(RED, 6), (RED, 3)], [(PEARL, 5), (PEARL, 1)])
    r = tilt_result(board, SRC, TO)
    assert dict(r.captured)[TO] == RED and r.removed == ()


def test_tilted_die_captured_twice_with_equal_numbers_goes_out() -> None:
    board = two_funnels({"x": 1, "z": 2}, [(RED, 6), (RED, 3)], [(PEARL, 6), (PEARL, 1)])
    r = tilt_result(board, SRC, TO)
    assert r.removed == (TO,) and r.captured == ()  # the other dice are the capturers' own


def test_tilted_die_captured_by_one_and_capturing_in_the_other() -> None:
    board = two_funnels({"x": 2, "z": 6}, [(RED, 6), (RED, 3)], [(PEARL, 5), (PEARL, 1)])
    r = tilt_result(board, SRC, TO)
    assert dict(r.captured) == {TO: RED, (4, 2, 2): YELLOW, (3, 3, 2): YELLOW}


def test_tilted_die_in_a_tie_goes_out_even_if_captured_elsewhere() -> None:
    board = two_funnels({"x": 1, "z": 4}, [(RED, 6), (RED, 3)], [(PEARL, 4), (PEARL, 1)])
    r = tilt_result(board, SRC, TO)
    assert TO in r.removed and dict(r.captured) == {}
    assert set(r.removed) == {TO, (4, 2, 2), (3, 3, 2)}


# -- which tilts form funnels ------------------------------------------------------------------
def test_a_tilt_forms_at_most_two_funnels_and_never_at_the_corner() -> None:
    """The square a die leaves supports the third funnel on its new square, so a tilt forms
    at most two; arriving in a HOEKTRECHTER forms none (its only funnel rests on the square
    the die came from). Checked over every tilt on a full plate minus the two squares."""
    plate = set(LAYERS[0])
    for src, to in itertools.product(LAYERS[0], LAYERS[0]):
        if sub(to, src) not in MOVES:
            continue
        board: Board = {p: (RED, ORIENTATIONS[0]) for p in plate - {to}}
        r = tilt_result(board, src, to)
        assert len(r.funnels) <= 2
        assert forms_funnel(board, src, to) == bool(r.funnels)
        if to in G.CORNERS:
            assert r.funnels == ()
