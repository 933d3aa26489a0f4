"""Eintrichtern (seed 003, Das Spiel): every rule, each test quoting the seed sentence (Dutch)
or the app's documented choice (docs/rules/eintrichtern.md) it checks.

Throws are scripted through a save: a logged chance action brings its own values, so
``scripted`` loads a game whose log holds the throws a test needs (the public way)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pyengine import GAMES, IllegalAction, Match, load_match, new_match
from pyengine.core.rng import Rng
from pyengine.games.eintrichtern import rules as E
from pyengine.games.eintrichtern.bots import (
    THROW,
    EintrichternForgetfulBot,
    EintrichternMemoryBot,
    face_chances,
)
from pyengine.games.eintrichtern.memory import (
    BOARD,
    ROOT,
    Board,
    forget_chance,
    remembered,
    threshold,
)
from pyengine.pyramid.build import BUILD_DICE
from pyengine.pyramid.geometry import LAYERS, Pos
from pyengine.pyramid.layout import decode
from pyengine.registry import rules_for

RULES = rules_for("eintrichtern")
BUILD = [3, 1, 4, 1, 5, 2, 6, 5, 3, 5, 1, 2] * 2
Action = dict[str, Any]


def players(n: int, bot: str | None = None) -> list[dict[str, Any]]:
    return [{"name": f"P{i}", "bot": bot} for i in range(n)]


def scripted(n: int, moves: list[tuple[int, Action]]) -> Match:
    """A match after these moves (the build first), loaded from a save."""
    log = [{"seat": 0, "action": {"type": "build", "values": BUILD}}]
    log += [{"seat": s, "action": a} for s, a in moves]
    return load_match(
        {
            "format": "spelkast-save/1",
            "game": "eintrichtern",
            "options": {},
            "players": players(n),
            "seed": 1,
            "log": log,
        }
    )


def sums() -> dict[Pos, int]:
    layout = scripted(2, []).state.layout
    return {q: E.funnel_sum(layout, q) for q in LAYERS[1]}


def throw(total: int) -> list[int]:
    """Three pearl dice with this sum."""
    a = max(1, total - 12)
    b = max(1, total - a - 6)
    return [a, b, total - a - b]


def miss(total: int) -> Pos:
    """A funnel whose sum is not ``total``."""
    return next(q for q, s in sums().items() if s != total)


def hit(total: int) -> Pos:
    return next(q for q, s in sums().items() if s == total)


def common_sum() -> int:
    values = list(sums().values())
    return max(set(values), key=values.count)


def refused(m: Match, seat: int, action: Action, code: str) -> None:
    before = json.dumps(m.to_json())
    with pytest.raises(IllegalAction) as err:
        m.play(seat, action)
    assert err.value.code == code, err.value
    assert json.dumps(m.to_json()) == before


# -- set-up -----------------------------------------------------------------------------------
def test_spec() -> None:
    """'2 - 8 spelers' (issue); no physical-dice option (the hidden pyramid is the app's)."""
    spec = GAMES["eintrichtern"]
    assert (spec.min_players, spec.max_players) == (2, 8)
    assert [b.key for b in spec.bot_levels] == ["beginner", "forgetful", "memory"]
    assert spec.strongest == "memory"
    with pytest.raises(IllegalAction):
        new_match("eintrichtern", players(2), 1, {"dice": "physical"})


def test_the_reveal_time_is_a_presentation_option() -> None:
    """How long the app shows a sum is the players' choice (docs/rules/eintrichtern.md, "The
    memory game"): one of 2, 4, 6 or 10 seconds, 4 unless chosen, checked like every
    option, and it changes nothing in the game itself."""
    spec = GAMES["eintrichtern"]
    option = spec.option("reveal_seconds")
    assert option.default == 4 and option.choices == (2, 4, 6, 10)
    assert option.label["nl"] and option.label["en"] and option.help["nl"] and option.help["en"]
    assert new_match("eintrichtern", players(2), 1).options == {"reveal_seconds": 4}
    for bad in (3, "4", None, 0, 2.0, 4.0, True):  # 2.0 == 2, but a float is no choice
        with pytest.raises(IllegalAction) as err:
            new_match("eintrichtern", players(2), 1, {"reveal_seconds": bad})
        assert err.value.code == "bad_option"
    # A save from before the option loads without it (OptionSpec.legacy: it replays and
    # re-saves as it was made) and the app shows its sums for the default time.
    assert scripted(2, []).options == {}
    assert option.legacy == option.default
    # The same game with the shortest and the longest time: the same moves and states.
    short = new_match("eintrichtern", players(3, "memory"), 7, {"reveal_seconds": 2})
    long = new_match("eintrichtern", players(3, "memory"), 7, {"reveal_seconds": 10})
    for _ in range(60):
        if short.is_over:
            break
        seat = short.to_move[0]
        action = short.bot_action(seat)
        assert long.bot_action(seat) == action
        short.play(seat, action)
        long.play(seat, action)
        assert short.view(None)["state"] == long.view(None)["state"]


def test_setup_two_layers() -> None:
    """'De onderste LAAG wordt met 45 gele dobbelstenen gevuld.' 'De volgende LAAG wordt
    gelijkmatig met de 36 rode dobbelstenen belegd.' 'Eén speler ontvangt de drie
    paarlemoeren dobbelstenen. Hij is de startspeler.'"""
    m = new_match("eintrichtern", players(3), 4)
    assert m.legal_actions(0) == [{"type": "build"}]
    logged = m.play(0, {"type": "build"})
    assert len(logged["values"]) == BUILD_DICE
    pyr = decode(m.state.layout)
    assert {p for p in pyr if pyr[p].colour == "yellow"} == set(LAYERS[0])
    assert {p for p in pyr if pyr[p].colour == "red"} == set(LAYERS[1])
    assert m.to_move == [0] and m.legal_actions(0) == [{"type": "roll"}]
    assert sorted(tuple(a["at"]) for a in lift_actions(m)) == []


def lift_actions(m: Match) -> list[Action]:
    return [a for a in m.legal_actions(m.to_move[0]) if a["type"] == "lift"]


def test_funnel_sums_agree_with_the_pyramid() -> None:
    """'Hij telt nu de dobbelsteenogen op van de drie gele dobbelstenen in de TRECHTER.'"""
    layout = scripted(2, []).state.layout
    pyr = decode(layout)
    assert all(E.funnel_sum(layout, q) == pyr.funnel_sum(q) for q in LAYERS[1])


# -- a turn -------------------------------------------------------------------------------------
def test_a_match_keeps_the_red_die_and_throws_again() -> None:
    """'Als de beide sommen overeenstemmen, mag hij de rode dobbelsteen behouden ... De
    speler is opnieuw aan de beurt. Hij dobbelt opnieuw en legt opnieuw een TRECHTER vrij.'"""
    total = common_sum()
    q = hit(total)
    m = scripted(2, [(0, {"type": "roll", "values": throw(total)})])
    assert len(lift_actions(m)) == 36
    m = scripted(
        2,
        [
            (0, {"type": "roll", "values": throw(total)}),
            (0, {"type": "lift", "at": list(q)}),
        ],
    )
    state = m.view(1)["state"]
    assert state["red"] == [1, 0] and list(q) not in state["covered"]
    assert m.to_move == [0] and m.legal_actions(0) == [{"type": "roll"}]
    assert state["reveal"]["match"] and state["reveal"]["sum"] == total
    # The funnel is open now: its three yellow faces can be seen.
    assert len(state["covered"]) == 35


def test_a_miss_puts_the_die_back_and_the_neighbour_may_take_over() -> None:
    """'Als de sommen niet overeenstemmen, moet hij de rode dobbelsteen terug in de TRECHTER
    leggen. Zijn beurt is ten einde en zijn linkerbuurman is nu aan de beurt. De volgende
    speler heeft nu de keuze. Hij kan opnieuw dobbelen of hij kan het dobbelresultaat van
    zijn gefaalde buurman overnemen.'"""
    total = common_sum()
    values = throw(total)
    moves: list[tuple[int, Action]] = [
        (0, {"type": "roll", "values": values}),
        (0, {"type": "lift", "at": list(miss(total))}),
    ]
    m = scripted(3, moves)
    state = m.view(1)["state"]
    assert m.to_move == [1] and state["red"] == [0, 0, 0]
    assert list(miss(total)) in state["covered"]
    assert state["failed"] == {"seat": 0, "values": values, "sum": total}
    assert m.legal_actions(1) == [{"type": "roll"}, {"type": "take_over"}]
    # Taking over: the throw to match is the failed one.
    m.play(1, {"type": "take_over"})
    assert m.view(1)["state"]["roll"] == {"values": values, "sum": total, "taken_over": True}
    assert m.can_undo  # taking over reveals nothing
    m.undo()
    assert m.legal_actions(1) == [{"type": "roll"}, {"type": "take_over"}]
    # Missing again hands the same throw to the next player.
    m.play(1, {"type": "take_over"})
    m.play(1, {"type": "lift", "at": list(miss(total))})
    assert m.to_move == [2] and {"type": "take_over"} in m.legal_actions(2)
    # A new throw ends the chance to take over.
    m.play(2, {"type": "roll"})
    assert m.view()["state"]["failed"] is None


def test_taken_over_throw_can_win_the_die() -> None:
    total = common_sum()
    m = scripted(
        2,
        [
            (0, {"type": "roll", "values": throw(total)}),
            (0, {"type": "lift", "at": list(miss(total))}),
            (1, {"type": "take_over"}),
            (1, {"type": "lift", "at": list(hit(total))}),
        ],
    )
    assert m.state.red == [0, 1] and m.to_move == [1]
    assert m.legal_actions(1) == [{"type": "roll"}]


def test_refusals() -> None:
    m = scripted(2, [])
    refused(m, 0, {"type": "lift", "at": [0, 0, 7]}, "wrong_phase")
    refused(m, 0, {"type": "take_over"}, "nothing_to_take_over")
    refused(m, 0, {"type": "build"}, "wrong_phase")
    refused(m, 0, {"type": "roll", "extra": 1}, "bad_action")
    refused(m, 0, {"type": "peek"}, "unknown_action")
    refused(m, 1, {"type": "roll"}, "not_your_turn")
    refused(m, 0, {"type": "roll", "values": [1, 2, 3]}, "values_not_allowed")
    m.play(0, {"type": "roll"})
    refused(m, 0, {"type": "roll"}, "wrong_phase")
    refused(m, 0, {"type": "lift", "at": [0, 0, 8]}, "no_red_die")  # a yellow die
    refused(m, 0, {"type": "lift", "at": [0, 0, 9]}, "bad_position")
    refused(m, 0, {"type": "lift"}, "bad_action")


def test_open_funnels_are_out_of_play() -> None:
    """'TRECHTERS die niet meer met een rode dobbelsteen zijn bedekt, nemen niet meer deel
    aan het spel.'"""
    total = common_sum()
    q = hit(total)
    m = scripted(
        2, [(0, {"type": "roll", "values": throw(total)}), (0, {"type": "lift", "at": list(q)})]
    )
    m.play(0, {"type": "roll"})
    assert {"type": "lift", "at": list(q)} not in m.legal_actions(0)
    refused(m, 0, {"type": "lift", "at": list(q)}, "no_red_die")


# -- the memory game: what a view shows -----------------------------------------------------------
def test_the_sum_is_shown_once_then_hidden() -> None:
    """'Hij zegt de som luidop, zodat alle spelers dit horen en kunnen onthouden': the view
    shows the latest reveal (with its number) until the next action, never a history."""
    total = common_sum()
    m = scripted(
        2,
        [
            (0, {"type": "roll", "values": throw(total)}),
            (0, {"type": "lift", "at": list(miss(total))}),
        ],
    )
    reveal = m.view(1)["state"]["reveal"]
    assert reveal["seq"] == 1 and reveal["at"] == list(miss(total)) and not reveal["match"]
    assert reveal["sum"] == sums()[miss(total)]
    m.play(1, {"type": "roll"})
    state = m.view(1)["state"]
    assert state["reveal"] is None and state["reveals"] == 1
    assert set(state) == {
        "phase",
        "active",
        "dice",
        "covered",
        "roll",
        "failed",
        "reveal",
        "reveals",
        "heard",
        "red",
        "goal",
    }
    # No yellow face under a red die is ever in a view.
    for d in state["dice"]:
        if d["colour"] == "yellow":
            for a, face in enumerate(d["faces"]):
                above = [d["at"][0], d["at"][1], d["at"][2]]
                above[a] -= 1
                if above[a] >= 0 and above in state["covered"]:
                    assert face is None


def test_sampled_world_keeps_every_view() -> None:
    m = scripted(3, [(0, {"type": "roll", "values": [1, 2, 3]})])
    world = RULES.sample_world(m.state, None, Rng(2))
    assert world.layout != m.state.layout
    for seat in (None, 0, 1, 2):
        assert RULES.view(world, seat) == m.view(seat)["state"]


# -- the end ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("n", "goal"), [(2, 8), (4, 8), (5, 9), (8, 9)])
def test_the_eighth_or_ninth_red_die_wins(n: int, goal: int) -> None:
    """'In een spel met 2 tot 4 spelers eindigt het spel zodra een speler zijn achtste rode
    dobbelsteen heeft behaald. In een spel met 5 tot 6 spelers ... negende.' (5 or more.)"""
    total = common_sum()
    m = scripted(n, [(0, {"type": "roll", "values": throw(total)})])
    m.state.red[0] = goal - 1
    m.play(0, {"type": "lift", "at": list(hit(total))})
    assert m.is_over and m.result is not None
    assert m.result["winners"] == [0] and m.result["scores"][0] == goal


def test_no_red_dice_left() -> None:
    """App rule: with 5 or more players the 36 red dice can run out first; then the most red
    dice win (a tie shares the place)."""
    state = E.State(5, layout="x", red=[8, 8, 7, 6, 7])
    state.over = True
    result = RULES.result(state)
    assert result is not None
    assert result["winners"] == [0, 1] and result["places"] == [1, 1, 3, 5, 3]


# -- announcements and memory ------------------------------------------------------------------
def test_the_board_holds_what_was_said_aloud() -> None:
    total = common_sum()
    moves: list[tuple[int, Action]] = [
        (0, {"type": "roll", "values": throw(total)}),
        (0, {"type": "lift", "at": list(miss(total))}),
        (1, {"type": "roll", "values": throw(total)}),
        (1, {"type": "lift", "at": list(hit(total))}),
    ]
    m = scripted(2, moves)
    heard = BOARD.history(m.view(0)["state"]["heard"])
    assert [(h.seq, h.seat, h.at, h.total) for h in heard] == [
        (1, 0, miss(total), sums()[miss(total)]),
        (2, 1, hit(total), total),
    ]
    # Content addressed: a replay in a fresh board gives the same handle.
    board = Board()
    key = ROOT
    for h in heard:
        key = board.publish(key, h.seq, h.seat, h.at, h.total)
    assert key == m.state.heard and len(board) == 2
    assert [h.at for h in board.history(key)] == [miss(total), hit(total)]


def test_board_is_bounded() -> None:
    board = Board(capacity=3)
    key = ROOT
    for seq in range(1, 6):
        key = board.publish(key, seq, 0, (0, 0, 7), 10)
    assert len(board) == 3
    assert [h.seq for h in board.history(key)] == [3, 4, 5]  # the oldest ones are gone


def test_forgetting_grows_with_time_and_is_deterministic() -> None:
    """Bot level 'forgetful': each sum is lost with a chance growing with the reveals since;
    a forgotten sum stays forgotten."""
    assert forget_chance(0) == 0.0
    assert forget_chance(6) == pytest.approx(0.5)
    assert forget_chance(12) == pytest.approx(0.75)
    board = Board()
    key, history = ROOT, []
    for seq in range(1, 41):
        key = board.publish(key, seq, seq % 2, (seq % 7, 0, 7 - seq % 7), seq % 16 + 3)
    history = board.history(key)
    full = remembered(history, 0, 40)
    assert len(full) == 7  # the latest sum of each of the seven funnels
    kept_counts = []
    for now in range(40, 200, 10):
        mem = remembered(history, 0, now, half_life=6.0)
        assert mem == remembered(history, 0, now, half_life=6.0)
        kept_counts.append(sum(1 for h in history if threshold(h, 0) >= forget_chance(now - h.seq)))
    assert kept_counts == sorted(kept_counts, reverse=True) and kept_counts[-1] < kept_counts[0]
    assert 0.0 <= threshold(history[0], 0) < 1.0
    assert threshold(history[0], 0) != threshold(history[0], 1)


# -- the bots ------------------------------------------------------------------------------------
def test_face_and_throw_chances() -> None:
    assert sum(THROW) == pytest.approx(1.0) and THROW[3] == pytest.approx(1 / 216)
    assert face_chances((None, None, None), 0)[1] == pytest.approx(1 / 6)
    assert face_chances((1, None, None), 1)[1] == 0.0 and face_chances((1, None, None), 1)[6] == 0
    assert face_chances((6, 5, None), 2) in (
        tuple(1.0 if v == 4 else 0.0 for v in range(7)),
        tuple(1.0 if v == 3 else 0.0 for v in range(7)),
    )


def test_memory_bot_lifts_what_it_heard() -> None:
    """The 'memory' level remembers every sum said aloud; the 'forgetful' one right away
    too (nothing is forgotten at once)."""
    total = common_sum()
    known = hit(total)
    wrong = total + 1 if total < 18 else total - 1
    m = scripted(
        2,
        [
            (0, {"type": "roll", "values": throw(wrong)}),
            (0, {"type": "lift", "at": list(known)}),  # a miss that reveals ``total``
            (1, {"type": "roll", "values": throw(total)}),
        ],
    )
    for bot in (EintrichternMemoryBot(), EintrichternForgetfulBot()):
        assert bot.choose(m.view(1), m.legal_actions(1), Rng(1)) == {
            "type": "lift",
            "at": list(known),
        }


def test_memory_bot_takes_over_a_throw_it_can_match() -> None:
    total = common_sum()
    known = hit(total)
    # Seat 0 lifts ``known`` (sum total) for a throw of another sum, then seat 1 misses a
    # throw of sum ``total``: seat 0 may take it over and knows where it is.
    wrong = total + 1 if total < 18 else total - 1
    moves: list[tuple[int, Action]] = [
        (0, {"type": "roll", "values": throw(wrong)}),
        (0, {"type": "lift", "at": list(known)}),
        (1, {"type": "roll", "values": throw(total)}),
        (1, {"type": "lift", "at": list(miss(total))}),
    ]
    m = scripted(2, moves)
    assert m.legal_actions(0) == [{"type": "roll"}, {"type": "take_over"}]
    assert EintrichternMemoryBot().choose(m.view(0), m.legal_actions(0), Rng(3)) == {
        "type": "take_over"
    }
    m.play(0, {"type": "take_over"})
    choice = EintrichternMemoryBot().choose(m.view(0), m.legal_actions(0), Rng(3))
    assert choice == {"type": "lift", "at": list(known)}


def test_memory_beats_forgetful_beats_random() -> None:
    """Short bot-only runs (the full numbers are in docs/rules/eintrichtern.md)."""
    wins = {"memory": 0.0, "forgetful": 0.0, "random": 0.0}
    for seed in range(6):
        for pair in (("memory", "random"), ("forgetful", "random")):
            m = new_match("eintrichtern", [{"name": b, "bot": b} for b in pair], seed)
            while not m.is_over:
                seat = m.to_move[0]
                m.play(seat, m.bot_action(seat))
            result = m.result
            assert result is not None
            for s in result["winners"]:
                wins[pair[s]] += 1
    assert wins["memory"] >= 5 and wins["forgetful"] >= 4
    assert isinstance(EintrichternForgetfulBot().half_life, float)
