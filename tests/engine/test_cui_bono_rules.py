"""Cui bono? (seed 003, Das Spiel): every rule, each test quoting the seed sentence (Dutch)
or the app's documented choice (docs/rules/cui-bono.md) it checks."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

import pytest

from pyengine import GAMES, IllegalAction, Match, load_match, new_match
from pyengine.core.rng import Rng
from pyengine.games.cui_bono import rules as C
from pyengine.games.cui_bono.bots import (
    LAY_BACKS,
    CuiBonoSensibleBot,
    after_pull,
    board,
    pull_cost,
)
from pyengine.games.cui_bono.colours import MINUS_POINTS, funnel_chance
from pyengine.pyramid.board import Die, Pyramid
from pyengine.pyramid.build import BUILD_DICE, seed_from_values
from pyengine.pyramid.die import ORIENTATIONS, Orientation
from pyengine.pyramid.geometry import CORNERS, EDGES, LAYERS, POSITIONS, Pos, supports
from pyengine.pyramid.layout import CODE_OF, DIE_OF, colour_map, decode, encode
from pyengine.pyramid.setups import full_random
from pyengine.registry import rules_for

RULES = rules_for("cui-bono")
FACES = ORIENTATIONS[0]


def players(n: int, bot: str | None = None) -> list[dict[str, Any]]:
    return [{"name": f"P{i}", "bot": bot} for i in range(n)]


def started(n: int = 2, seed: int = 1, **options: Any) -> Match:
    m = new_match("cui-bono", players(n), seed, options or None)
    m.play(0, {"type": "build"})
    return m


def closed(positions: Iterable[Pos]) -> set[Pos]:
    """The positions and everything they rest on: a stable pyramid."""
    out: set[Pos] = set()
    todo = list(positions)
    while todo:
        p = todo.pop()
        if p not in out:
            out.add(p)
            todo.extend(supports(p))
    return out


def install(m: Match, colours: dict[Pos, str], faces: dict[Pos, Orientation] | None = None) -> None:
    """Replace the match's pyramid by one with these dice (a test position)."""
    faces = faces or {}
    pyr = Pyramid({p: Die(c, faces.get(p, FACES)) for p, c in colours.items()})
    assert not [p for p in pyr if any(s not in pyr for s in supports(p))]
    m.state.layout = encode(pyr)
    m.state.seen = {m.state.layout: 0}


def codes(actions: list[dict[str, Any]], kind: str) -> list[Pos]:
    return sorted(tuple(a["at"]) for a in actions if a["type"] == kind)


def refused(m: Match, seat: int, action: dict[str, Any], code: str) -> None:
    before = json.dumps(m.to_json())
    with pytest.raises(IllegalAction) as err:
        m.play(seat, action)
    assert err.value.code == code, err.value
    assert json.dumps(m.to_json()) == before


# -- set-up -----------------------------------------------------------------------------------
def test_spec_players_and_no_physical_dice() -> None:
    """'2 - 6 spelers'; a pyramid of 165 dice cannot be entered by hand: no dice option.
    The options: the second reading of a turn (pull_again, off by default) and the pyramid
    an evening hands on (none by default: a random one)."""
    spec = GAMES["cui-bono"]
    assert (spec.min_players, spec.max_players) == (2, 6)
    assert [(o.key, o.default, o.legacy) for o in spec.options] == [
        ("pull_again", False, False),
        ("pyramid", None, None),
    ]
    with pytest.raises(IllegalAction) as err:
        new_match("cui-bono", players(2), 1, {"dice": "physical"})
    assert err.value.code == "unknown_option"


def test_build_is_one_logged_chance_action() -> None:
    """'De piramide wordt volledig opgebouwd met de rode, de gele en de paarlemoeren
    dobbelstenen. De verdeling van de kleuren en de oriëntatie ... volledig willekeurig.'"""
    m = new_match("cui-bono", players(3), 5)
    assert m.legal_actions(0) == [{"type": "build"}]
    assert m.view()["state"]["phase"] == "build" and m.view()["state"]["dice"] == []
    logged = m.play(0, {"type": "build"})
    assert len(logged["values"]) == BUILD_DICE
    pyr = decode(m.state.layout)
    assert len(pyr) == 165
    counts = {c: sum(1 for p in pyr if pyr[p].colour == c) for c in ("red", "yellow", "pearl")}
    assert counts == {"red": 55, "yellow": 55, "pearl": 55}
    # The logged values alone decide the pyramid: a replay never consults the PRNG.
    again = load_match(json.loads(json.dumps(m.to_json())))
    assert again.state.layout == m.state.layout
    assert seed_from_values([1] * BUILD_DICE) == 0 and seed_from_values([6, 1]) == 30


def test_codec_round_trip() -> None:
    pyr = full_random(Rng(3))
    assert decode(encode(pyr)) == pyr
    assert len(CODE_OF) == 72 and all(DIE_OF[c] == d for d, c in CODE_OF.items())


def test_start_player_is_seat_0() -> None:
    """'De spelers bepalen wie er mag beginnen': the first seat of the new-game screen."""
    m = started(4)
    assert m.to_move == [0]


# -- pulling ----------------------------------------------------------------------------------
def test_at_the_start_only_the_three_corners_can_be_pulled() -> None:
    """'Aan het begin van het spel hebben enkel de dobbelstenen aan de drie KANTEN van de
    piramide twee vrij liggende zijdes.' (bottom layer: the lower ends of the edges)"""
    m = started()
    assert codes(m.legal_actions(0), "pull") == sorted(CORNERS)


def test_pull_refusals() -> None:
    """'Hij mag enkel een dobbelsteen uit de piramide halen die in de onderste LAAG van de
    piramide ligt en die minstens twee vrij liggende zijdes heeft.'"""
    m = started()
    refused(m, 0, {"type": "pull", "at": [0, 0, 0]}, "not_bottom")
    refused(m, 0, {"type": "pull", "at": [4, 4, 0]}, "too_few_free_faces")
    refused(m, 0, {"type": "pull", "at": [9, 0, 0]}, "bad_position")
    refused(m, 0, {"type": "pull", "at": [8, 0, 0], "extra": 1}, "bad_action")
    refused(m, 0, {"type": "pull"}, "bad_action")
    refused(m, 0, {"type": "place", "at": [0, 0, 0]}, "wrong_phase")
    refused(m, 0, {"type": "keep"}, "wrong_phase")
    refused(m, 0, {"type": "build"}, "wrong_phase")
    refused(m, 0, {"type": "fly"}, "unknown_action")
    refused(m, 1, {"type": "pull", "at": [8, 0, 0]}, "not_your_turn")
    m.play(0, {"type": "pull", "at": [8, 0, 0]})
    refused(m, 0, {"type": "pull", "at": [0, 8, 0]}, "wrong_phase")


def test_pulling_a_corner_slides_its_edge_and_opens_the_apex() -> None:
    """'Door het wegtrekken van een dobbelsteen schuiven de dobbelstenen die er boven liggen
    naar beneden en er ontstaat een nieuwe TRECHTER.'"""
    m = started()
    before = decode(m.state.layout)
    m.play(0, {"type": "pull", "at": [8, 0, 0]})
    after = decode(m.state.layout)
    assert DIE_OF[m.state.hand] == before[(8, 0, 0)]
    for t in range(8):  # every die of edge x moved one step down, without turning
        assert after[(t + 1, 0, 0)] == before[(t, 0, 0)]
    assert (0, 0, 0) not in after and len(after) == 164
    last = m.view()["state"]["last"]
    assert last["pulled"] == [8, 0, 0] and last["opened"] == [0, 0, 0]
    assert len(last["slides"]) == 8 and last["slides"][0] == [[7, 0, 0], [8, 0, 0]]
    assert m.view()["state"]["funnels"] == [[0, 0, 0]]
    assert m.view()["state"]["hand"]["colour"] == before[(8, 0, 0)].colour


def test_pull_is_a_commit_point_and_a_put_back_can_be_undone() -> None:
    """Dice that slide into view cannot be taken back; the choice of funnel can."""
    m = started()
    m.play(0, {"type": "pull", "at": [8, 0, 0]})
    assert not m.can_undo
    m.play(0, {"type": "keep"})
    assert m.can_undo
    m.undo()
    assert m.state.hand is not None and m.to_move == [0]


# -- laying back: the colour rules ----------------------------------------------------------------
# A funnel of layer 1 (x + y + z = 7): it rests on three bottom dice whose colours we choose.
Q = (1, 1, 5)


def funnel_case(colours: tuple[str, str, str], hand: str, **options: Any) -> Match:
    """A match whose seat 0 holds a die of colour ``hand`` (its first pull of the turn) and
    may lay it in funnel Q (layer 1) held by three bottom dice of ``colours``; every other
    bottom die is pearl."""
    m = started(**options)
    dice = dict.fromkeys(LAYERS[0], "pearl")
    for s, c in zip(supports(Q), colours, strict=True):
        dice[s] = c
    install(m, dice)
    m.state.hand = CODE_OF[Die(hand, FACES)]
    m.state.last = {"placed": None, "kept": False}
    m.state.pulls = 1
    return m


@pytest.mark.parametrize(
    ("colours", "hand", "code"),
    [
        (("red", "yellow", "pearl"), "red", None),  # B: the three colours
        (("pearl", "pearl", "pearl"), "red", None),  # A: one colour, not the die's
        (("red", "red", "red"), "red", "same_colour_funnel"),  # C: the die's own colour
        (("red", "red", "yellow"), "pearl", "mixed_funnel"),  # two colours: never
        (("yellow", "yellow", "pearl"), "yellow", "mixed_funnel"),
    ],
)
def test_funnel_colour_rule(colours: tuple[str, str, str], hand: str, code: str | None) -> None:
    """'De TRECHTER moet ofwel uit dobbelstenen van de drie kleuren bestaan ofwel uit drie
    dobbelstenen van dezelfde kleur bestaan. De TRECHTER moet dan evenwel een andere kleur
    hebben dan de dobbelsteen' (examples A, B, C)."""
    m = funnel_case(colours, hand)
    action = {"type": "place", "at": list(Q)}
    if code is None:
        assert action in m.legal_actions(0)
        m.play(0, action)
        assert decode(m.state.layout)[Q].colour == hand
    else:
        assert action not in m.legal_actions(0)
        refused(m, 0, action, code)


def test_never_on_the_plate() -> None:
    """'Een dobbelsteen mag nooit in een lege TRECHTER van de GRONDPLAAT worden
    teruggelegd.'"""
    m = funnel_case(("red", "yellow", "pearl"), "red")
    dice = dict.fromkeys(LAYERS[0], "red")
    del dice[(8, 0, 0)]
    install(m, dice)
    assert (8, 0, 0) not in colour_map(m.state.layout)
    assert [8, 0, 0] not in [a.get("at") for a in m.legal_actions(0)]
    refused(m, 0, {"type": "place", "at": [8, 0, 0]}, "plate_funnel")
    refused(m, 0, {"type": "place", "at": [4, 4, 0]}, "not_a_funnel")  # a die is there
    refused(m, 0, {"type": "place", "at": [3, 3, 0]}, "not_a_funnel")  # not on three dice


def test_edge_of_one_colour() -> None:
    """'Als de dobbelsteen zo wordt teruggelegd dat de dobbelsteen het einde van een KANT
    vormt, mag de kant in geen enkel geval bestaan uit dobbelstenen van één kleur.'
    (example D: 'omdat dan de achterste KANT alleen uit rode dobbelstenen zou bestaan')"""
    q = (0, 0, 7)  # on edge z, above corner (0, 0, 8) and (1, 0, 7), (0, 1, 7)
    for corner, hand, ok in (("red", "red", False), ("yellow", "red", True)):
        m = started()
        dice = dict.fromkeys(LAYERS[0], "pearl")
        dice[(0, 0, 8)] = corner
        dice[(1, 0, 7)], dice[(0, 1, 7)] = "yellow", "pearl"
        if corner == "yellow":
            dice[(1, 0, 7)] = "red"  # the funnel stays three-coloured
        install(m, dice)
        m.state.hand = CODE_OF[Die(hand, FACES)]
        m.state.last = {"placed": None, "kept": False}
        action = {"type": "place", "at": list(q)}
        if ok:
            assert action in m.legal_actions(0)
        else:
            assert action not in m.legal_actions(0)
            refused(m, 0, action, "one_colour_edge")
    assert EDGES[2][:2] == ((0, 0, 8), (0, 0, 7))


# -- keeping and the turn ---------------------------------------------------------------------
def test_keep_is_allowed_even_when_it_fits_and_the_turn_passes() -> None:
    """'Soms kan het dan weer zinvol zijn om de dobbelsteen toch niet terug te leggen, ook al
    is dit mogelijk'; 'Als dit niet lukt dan moet hij de dobbelsteen behouden en is zijn
    linkerbuurman aan de beurt.' One pull per turn: laying back ends the turn too."""
    m = funnel_case(("red", "yellow", "pearl"), "red")
    assert {"type": "keep"} in m.legal_actions(0)
    m.play(0, {"type": "place", "at": list(Q)})
    assert m.to_move == [1] and m.state.kept == [[], []]
    m2 = funnel_case(("red", "yellow", "pearl"), "red")
    m2.play(0, {"type": "keep"})
    assert m2.to_move == [1] and m2.state.kept == [["red"], []]
    assert m2.view()["state"]["minus"] == [MINUS_POINTS["red"], 0]


def test_when_nothing_fits_only_keep_remains() -> None:
    """'Als de speler de dobbelsteen niet kan terugleggen dan moet hij de dobbelsteen
    behouden en hij legt de dobbelsteen zichtbaar voor zich neer.'"""
    m = funnel_case(("red", "red", "yellow"), "pearl")
    assert m.legal_actions(0) == [{"type": "keep"}]


def test_minus_points_are_data() -> None:
    """The seed shows the minus points only as pictures ('1 minpunt', '2 minpunten',
    '3 minpunten'); the app's mapping is one constant, shown in every view."""
    assert MINUS_POINTS == {"yellow": 1, "red": 2, "pearl": 3}
    assert started().view()["state"]["minus_points"] == MINUS_POINTS


# -- option pull_again: the other reading of a turn -------------------------------------------
# "Daarna probeert hij deze dobbelsteen opnieuw in een TRECHTER van de piramide terug te
# leggen. Als dit niet lukt dan moet hij de dobbelsteen behouden en is zijn linkerbuurman aan
# de beurt." Read as "pull again until you keep one": laying back is followed by another
# pull of the same player; only a kept die ends the turn.
def test_pull_again_lays_back_then_pulls_again_until_a_die_is_kept() -> None:
    m = funnel_case(("red", "yellow", "pearl"), "red", pull_again=True)
    m.play(0, {"type": "place", "at": list(Q)})
    assert m.to_move == [0] and m.state.kept == [[], []]
    view = m.view(1)["state"]
    assert view["phase"] == "pull" and view["active"] == 0 and view["turn"] == 1
    assert (view["pull_again"], view["pulls"], view["pull_limit"]) == (True, 1, C.PULLS_PER_TURN)
    assert m.state.layout in m.state.seen  # no coming back to it in this turn
    m.play(0, {"type": "pull", "at": [8, 0, 0]})
    assert m.view(0)["state"]["pulls"] == 2 and m.view(0)["state"]["last"]["seat"] == 0
    assert not m.can_undo  # a pull is a commit point, as always
    m.play(0, {"type": "keep"})
    assert m.to_move == [1] and m.state.kept == [["pearl"], []]
    view = m.view(1)["state"]
    assert (view["turn"], view["pulls"]) == (2, 0)


def test_pull_again_off_keeps_one_pull_per_turn_and_the_old_view() -> None:
    m = funnel_case(("red", "yellow", "pearl"), "red")
    assert not {"pull_again", "pulls", "pull_limit"} & set(m.view(0)["state"])
    m.play(0, {"type": "place", "at": list(Q)})
    assert m.to_move == [1]


def test_pull_again_the_last_allowed_pull_must_be_kept() -> None:
    """App rule with the option: the die of a turn's PULLS_PER_TURN-th pull is kept, so no
    turn goes on for ever."""
    m = funnel_case(("red", "yellow", "pearl"), "red", pull_again=True)
    m.state.pulls = C.PULLS_PER_TURN - 1
    assert {"type": "place", "at": list(Q)} in m.legal_actions(0)
    m.state.pulls = C.PULLS_PER_TURN
    assert m.legal_actions(0) == [{"type": "keep"}]
    refused(m, 0, {"type": "place", "at": list(Q)}, "pull_limit")
    m.play(0, {"type": "keep"})
    assert m.to_move == [1]


def test_pull_again_a_pyramid_may_not_come_back_within_a_turn() -> None:
    m = chain_case(pull_again=True)
    for _ in range(2):
        m.play(0, {"type": "pull", "at": [1, 0, 7]})
        m.play(0, {"type": "place", "at": [1, 0, 5]})
    m.play(0, {"type": "pull", "at": [1, 0, 7]})
    assert m.to_move == [0] and m.view()["state"]["repeating"] == [[1, 0, 5]]
    refused(m, 0, {"type": "place", "at": [1, 0, 5]}, "repeats_pyramid")
    m.play(0, {"type": "keep"})
    assert m.to_move == [1] and list(m.state.seen) == [m.state.layout]


def test_saves_without_pull_again_play_one_pull_per_turn() -> None:
    old = {**started().to_json(), "options": {}}
    loaded = load_match(old)
    assert loaded.options == {} and not loaded.state.pull_again
    assert loaded.to_json() == old
    assert started().to_json()["options"] == {"pull_again": False, "pyramid": None}
    on = load_match(started(pull_again=True).to_json())
    assert on.options == {"pull_again": True, "pyramid": None} and on.state.pull_again


def test_sensible_bot_under_pull_again() -> None:
    bot = CuiBonoSensibleBot()
    # A red die (2) costs more than pulling again: it goes back, where the next pull is best.
    m = funnel_case(("red", "yellow", "pearl"), "red", pull_again=True)
    assert bot.choose(m.view(0), m.legal_actions(0), Rng(1))["type"] == "place"
    # A yellow die (1) is as cheap as a turn gets: kept.
    m = funnel_case(("red", "yellow", "pearl"), "yellow", pull_again=True)
    assert bot.choose(m.view(0), m.legal_actions(0), Rng(1)) == {"type": "keep"}
    # After LAY_BACKS dice laid back in the turn it keeps what it holds.
    m = funnel_case(("red", "yellow", "pearl"), "red", pull_again=True)
    m.state.pulls = LAY_BACKS + 1
    assert bot.choose(m.view(0), m.legal_actions(0), Rng(1)) == {"type": "keep"}
    # Keeping its last allowed die would lose: it lays back, until LAY_BACKS.
    m = funnel_case(("red", "yellow", "pearl"), "yellow", pull_again=True)
    m.state.kept = [["pearl"] * 9, ["yellow"] * 9]
    assert bot.choose(m.view(0), m.legal_actions(0), Rng(1))["type"] == "place"


def test_sensible_bots_finish_under_pull_again() -> None:
    for n, seed in ((2, 0), (4, 1), (6, 2)):
        m = new_match("cui-bono", players(n, "sensible"), seed, {"pull_again": True})
        turns_pulls: list[int] = []
        while not m.is_over:
            seat = m.to_move[0]
            action = m.bot_action(seat)
            m.play(seat, action)
            if action["type"] == "pull":
                turns_pulls.append(m.state.pulls)
        assert m.result is not None and m.result["end"] == "dice"
        assert max(turns_pulls) <= LAY_BACKS + 1
        # Every turn ends with a kept die.
        assert sum(len(k) for k in m.state.kept) == m.state.turn


# -- the end ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("n", "limit"), [(2, 10), (4, 10), (5, 7), (6, 7)])
def test_game_ends_with_the_last_allowed_die(n: int, limit: int) -> None:
    """'In een spel met 2 tot 4 spelers eindigt het spel zodra een speler zijn tiende
    dobbelsteen moet nemen. In een spel met 5 tot 6 spelers ... zijn zevende.' The die he
    must take counts."""
    m = started(n)
    m.state.kept[0] = ["yellow"] * (limit - 1)
    m.play(0, {"type": "pull", "at": [8, 0, 0]})
    m.play(0, {"type": "keep"})
    assert m.is_over and len(m.state.kept[0]) == limit
    result = m.result
    assert result is not None and result["end"] == "dice"
    assert result["dice"][0] == limit


def test_fewest_minus_points_win_then_fewest_dice() -> None:
    """'De speler met de minste minpunten wint het spel. Als er meerdere spelers zijn met de
    minste minpunten dan wint van deze spelers de speler met de minste dobbelstenen.'"""
    state = C.State(4, layout="x", kept=[["red"], ["yellow", "yellow"], ["pearl"], ["red"]])
    state.over = True
    result = RULES.result(state)
    assert result is not None
    assert result["scores"] == [2, 2, 3, 2]
    assert result["places"] == [1, 3, 4, 1]  # 2 points with 1 die beats 2 points with 2 dice
    assert result["winners"] == [0, 3] and result["ranking"] == [0, 3, 1, 2]


# -- every game ends ---------------------------------------------------------------------------
def chain_case(**options: Any) -> Match:
    """Bottom die (1, 0, 7) carries a chain of two dice along z, (1, 0, 6) and (1, 0, 5);
    the funnel on top of the chain is red/yellow/pearl whichever red die tops the chain."""
    m = started(**options)
    dice = dict.fromkeys(LAYERS[0], "pearl")
    for p in closed([(1, 0, 5)]):
        dice.setdefault(p, "pearl")
    chain = ((1, 0, 7), (1, 0, 6), (1, 0, 5))
    for p in chain:
        dice[p] = "red"
    dice[(2, 0, 5)], dice[(1, 1, 5)] = "yellow", "pearl"
    install(m, dice, {p: ORIENTATIONS[i] for i, p in enumerate(chain)})  # three distinct dice
    return m


def test_a_pyramid_may_not_come_back() -> None:
    """App rule (not in the seed): pulling the bottom of a chain and laying the die on top
    of it again rotates the chain for ever. A die may not be laid back where the pyramid
    would look exactly as after an earlier turn since the last kept die."""
    m = chain_case()
    start = m.state.layout
    for turn in range(3):
        seat = m.to_move[0]
        m.play(seat, {"type": "pull", "at": [1, 0, 7]})
        assert m.view()["state"]["last"]["opened"] == [1, 0, 5]
        if turn < 2:
            m.play(seat, {"type": "place", "at": [1, 0, 5]})
    # The third rotation would give back the very first pyramid.
    assert m.view()["state"]["repeating"] == [[1, 0, 5]]
    assert {"type": "place", "at": [1, 0, 5]} not in m.legal_actions(m.to_move[0])
    refused(m, m.to_move[0], {"type": "place", "at": [1, 0, 5]}, "repeats_pyramid")
    assert start in m.state.seen
    m.play(m.to_move[0], {"type": "keep"})
    assert list(m.state.seen) == [m.state.layout]  # a kept die starts afresh


def test_turn_limit_ends_the_game() -> None:
    """App rule: the game ends after TURNS_PER_PLAYER turns per player at the latest."""
    m = funnel_case(("red", "yellow", "pearl"), "red")
    m.state.turn = C.TURNS_PER_PLAYER * 2
    m.play(0, {"type": "place", "at": list(Q)})
    assert m.is_over and m.result is not None and m.result["end"] == "turns"


def test_sensible_bots_always_finish() -> None:
    for seed in range(3):
        m = new_match("cui-bono", players(4, "sensible"), seed)
        while not m.is_over:
            seat = m.to_move[0]
            m.play(seat, m.bot_action(seat))
        assert m.result is not None and m.result["end"] == "dice"


# -- what players see ---------------------------------------------------------------------------
def test_view_hides_the_inside_of_the_pyramid() -> None:
    """Only dice with an exposed face are shown; the others are positions without colour,
    and the hidden colours are counted (55 of each, minus what is seen or kept)."""
    m = started()
    state = m.view(0)["state"]
    assert len(state["dice"]) + len(state["hidden"]) == 165
    seen = {tuple(d["at"]) for d in state["dice"]}
    # In a full pyramid a player sees the three sides: positions with a zero coordinate.
    assert seen == {p for p in POSITIONS if 0 in p}
    assert sum(state["hidden_colours"].values()) == len(state["hidden"])
    apex = next(d for d in state["dice"] if d["at"] == [0, 0, 0])
    assert None not in apex["faces"]
    inner_side = next(d for d in state["dice"] if d["at"] == [0, 4, 4])
    assert inner_side["faces"][1:] == [None, None] and inner_side["faces"][0] is not None
    world = RULES.sample_world(m.state, None, Rng(1))
    assert RULES.view(world, None) == m.view()["state"] and world.layout != m.state.layout


# -- the bot ------------------------------------------------------------------------------------
def test_bot_helpers_agree_with_the_rules() -> None:
    m = started()
    view = m.view(0)
    colours = board(view)
    for p in CORNERS:
        pyr = decode(m.state.layout)
        pyr.remove(p)
        assert set(after_pull(colours, p)) == set(pyr)
    assert funnel_chance(["red", "yellow", "pearl"], "red", {}) == 1.0
    assert funnel_chance(["red", "red", None], "yellow", {"red": 1.0}) == 1.0
    assert funnel_chance(["red", "red", None], "red", {"red": 1.0}) == 0.0
    assert 0.0 <= pull_cost(colours, (8, 0, 0), view["state"]["hidden_colours"]) <= 3.0


def test_sensible_bot_lays_back_and_keeps_on_purpose() -> None:
    bot = CuiBonoSensibleBot()
    m = funnel_case(("red", "yellow", "pearl"), "red")
    choice = bot.choose(m.view(0), m.legal_actions(0), Rng(1))
    assert choice["type"] == "place" and choice in m.legal_actions(0)
    # Its last allowed die: keeping it ends the game; it does so only when that wins.
    m.state.kept = [["yellow"] * 9, ["pearl"] * 9]
    assert bot.choose(m.view(0), m.legal_actions(0), Rng(1)) == {"type": "keep"}
    m.state.kept = [["pearl"] * 9, ["yellow"] * 9]
    assert bot.choose(m.view(0), m.legal_actions(0), Rng(1))["type"] == "place"
