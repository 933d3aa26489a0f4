"""Qwinto's expert level (AlphaQwinto's Expert): its choices in hand-made positions follow
the strategy in pyengine/games/qwinto/expert.py, it proposes only legal moves, and a seed
decides a game."""

from __future__ import annotations

import copy
from typing import Any

import pytest

import pyengine
from pyengine import Match
from pyengine.core.game import template
from pyengine.core.rng import Rng
from pyengine.games.qwinto.bots import BOTS
from pyengine.games.qwinto.expert import EVOLVED, PLAIN, QwintoExpertBot, field_index
from pyengine.games.qwinto.sheet import COLOURS, ROW_COLS
from pyengine.games.qwinto.spec import SPEC

Action = dict[str, Any]
EXPERT = QwintoExpertBot()
SEEDS = range(12)  # rng seeds for a choice that is random among several fields or dice


def _match(bots: list[str | None], seed: int = 1, rules: str = "published") -> Match:
    players = [{"name": f"P{i}", "bot": bot} for i, bot in enumerate(bots)]
    return pyengine.new_match("qwinto", players, seed, {"rules": rules, "dice": "physical"})


def _set_row(m: Match, seat: int, colour: str, values: list[int | None]) -> None:
    row = m.state.sheets[seat].rows[colour]
    for col, value in zip(ROW_COLS[colour], values, strict=True):
        row[col] = value


def _choices(m: Match, seat: int, bot: QwintoExpertBot = EXPERT) -> list[Action]:
    view, legal = m.view(seat), m.legal_actions(seat)
    return [bot.choose(view, legal, Rng(seed)) for seed in SEEDS]


def _throw(m: Match, values: list[int], dice: tuple[str, ...] = COLOURS) -> None:
    m.play(m.to_move[0], {"type": "roll", "dice": list(dice), "values": values})


def test_expert_is_a_level_between_greedy_and_strong() -> None:
    assert [b.key for b in SPEC.bot_levels] == ["greedy", "expert", "strong"]
    assert isinstance(BOTS["expert"], QwintoExpertBot) and BOTS["expert"].params == PLAIN
    level = SPEC.bot_levels[1]
    assert all(level.label[lang] and level.about[lang] for lang in ("nl", "en"))


def test_windows_and_stretches_are_well_formed() -> None:
    for params in (PLAIN, EVOLVED):
        assert len(params.low) == len(params.high) == 18
        assert all(0 <= lo <= hi <= 8 for lo, hi in zip(params.low, params.high, strict=True))
        assert all(0 <= first <= last <= 8 for first, last in params.stretch)


def test_a_sum_goes_in_its_window_at_random_among_the_rows() -> None:
    m = _match([None, None])
    _throw(m, [3, 2, 2])  # 7: fields 2-4
    m.play(0, {"type": "pass"})
    picks = _choices(m, 1)
    assert all(a["type"] == "enter" and 2 <= field_index(a["row"], a["col"]) <= 4 for a in picks)
    assert len({(a["row"], a["col"]) for a in picks}) > 1  # random, not always the same field


def test_the_thrower_enters_in_the_window_rather_than_throwing_again() -> None:
    m = _match([None])
    _throw(m, [6, 6, 5])  # 17: fields 7-8
    picks = _choices(m, 0)
    assert all(a["type"] == "enter" and field_index(a["row"], a["col"]) >= 7 for a in picks)


def test_outside_its_window_it_still_enters_anywhere_legal() -> None:
    m = _match([None, None])
    for colour in COLOURS:  # fields 2-4 hold 1-3, so a 7 fits only in fields 5-8
        _set_row(m, 1, colour, [None, None, 1, 2, 3, None, None, None, None])
    _throw(m, [3, 2, 2])
    m.play(0, {"type": "pass"})
    picks = _choices(m, 1)
    assert all(a["type"] == "enter" and field_index(a["row"], a["col"]) >= 5 for a in picks)


def test_with_no_field_the_thrower_throws_again_then_passes() -> None:
    m = _match([None, None])
    for colour in COLOURS:
        _set_row(m, 0, colour, [1, 2, 3, 4, 5, 6, 7, 8, None])
    _throw(m, [1, 1], ("orange", "yellow"))  # 2: no free field takes it
    assert _choices(m, 0) == [{"type": "reroll"}] * len(SEEDS)
    m.play(0, {"type": "reroll", "values": [1, 2]})
    assert _choices(m, 0) == [{"type": "pass"}] * len(SEEDS)  # the misthrow


def test_a_waiting_player_with_no_field_passes() -> None:
    m = _match([None, None])
    _set_row(m, 1, "purple", [1, 2, 3, 4, 5, 6, 7, 8, None])
    _throw(m, [2], ("purple",))
    m.play(0, {"type": "enter", "row": "purple", "col": 0})
    assert _choices(m, 1) == [{"type": "pass"}] * len(SEEDS)


def test_it_throws_only_colours_with_room_in_their_stretch() -> None:
    # Plain stretches: one die fields 0-2, two dice field 3, three dice fields 2-8; it
    # wants more than one empty field there. Only orange alone has two (fields 0 and 1).
    m = _match([None, None])
    _set_row(m, 0, "orange", [None, None, 5, 6, 7, 8, 9, 10, 11])
    _set_row(m, 0, "yellow", [None, 2, 3, 4, 5, 6, 7, 8, 9])
    _set_row(m, 0, "purple", [1, 2, 3, 4, 5, 6, 7, 8, 9])
    assert _choices(m, 0) == [{"type": "roll", "dice": ["orange"]}] * len(SEEDS)
    # With room everywhere (a new sheet) every set of colours may come.
    fresh = _match([None, None])
    assert len({tuple(a["dice"]) for a in _choices(fresh, 0)}) > 2


def test_without_room_anywhere_it_throws_any_set() -> None:
    m = _match([None, None])
    for colour in COLOURS:
        _set_row(m, 0, colour, [1, 2, 3, 4, 5, 6, 7, 8, 9])
    picks = _choices(m, 0)
    assert all(template(a) in m.legal_actions(0) for a in picks)
    assert len({tuple(a["dice"]) for a in picks}) > 1


def test_it_leaves_the_view_as_it_was() -> None:
    m = _match([None, None])
    _throw(m, [3, 2, 2])
    view = m.view(0)
    before = copy.deepcopy(view)
    EXPERT.choose(view, m.legal_actions(0), Rng(3))
    assert view == before


@pytest.mark.parametrize("rules", ["published", "rulebook"])
@pytest.mark.parametrize("players", [1, 2, 3])
def test_expert_only_proposes_legal_actions(rules: str, players: int) -> None:
    for seed in range(2):
        bots = [("expert", "strong", "greedy")[i % 3] for i in range(players)]
        m = pyengine.new_match(
            "qwinto",
            [{"name": f"P{i}", "bot": b} for i, b in enumerate(bots)],
            seed,
            {"rules": rules},
        )
        while not m.is_over:
            seat = m.to_move[0]
            action = m.bot_action(seat)
            assert template(action) in m.legal_actions(seat)
            m.play(seat, action)


def test_the_evolved_constants_play_legal_games_too() -> None:
    bot = QwintoExpertBot(EVOLVED)
    m = pyengine.new_match("qwinto", [{"name": "A", "bot": None}], 5, {"rules": "published"})
    rng = Rng(11)
    while not m.is_over:
        action = bot.choose(m.view(0), m.legal_actions(0), rng)
        assert template(action) in m.legal_actions(0)
        m.play(0, action)


def test_a_seed_decides_the_game() -> None:
    def play(seed: int) -> tuple[Any, Any]:
        m = pyengine.new_match(
            "qwinto",
            [{"name": "A", "bot": "expert"}, {"name": "B", "bot": "expert"}],
            seed,
            {"rules": "published"},
        )
        while not m.is_over:
            seat = m.to_move[0]
            m.play(seat, m.bot_action(seat))
        return m.to_json()["log"], m.result

    assert play(4) == play(4)
    assert play(4) != play(5)
