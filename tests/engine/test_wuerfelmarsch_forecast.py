"""Würfelmarsch: the strong level foresees the others' replies with the "sensible" level's
search on views it builds itself. They must be the views "sensible" would get, the moves
must land as the rules play them, and a cut budget must leave the searched move."""

from __future__ import annotations

from typing import Any

import pytest

from pyengine import new_match
from pyengine.core.rng import Rng
from pyengine.games.wuerfelmarsch.forecast import (
    Budget,
    Forecaster,
    OutOfBudget,
    _CountedSearch,
    legal_actions,
    play,
    seat_view,
)
from pyengine.games.wuerfelmarsch.ordering import Memory
from pyengine.games.wuerfelmarsch.rules import board_from_view
from pyengine.games.wuerfelmarsch.sensible import Move, WuerfelmarschSensibleBot, _Node, _Search
from pyengine.games.wuerfelmarsch.strong import WuerfelmarschStrongBot

from .test_wuerfelmarsch_strong import _positions


def _node(view: dict[str, Any]) -> tuple[_Search, _Node]:
    search = _Search(view, True)
    return search, _Node(search.board, search.scores, search.quiet)


def test_the_foreseen_view_is_the_one_sensible_reads() -> None:
    sensible = WuerfelmarschSensibleBot()
    positions = _positions(5, 45)
    assert len(positions) >= 40
    for k, (view, legal) in enumerate(positions):
        search, node = _node(view)
        state = view["state"]
        last_turn = [s["last_turn"] for s in state["seats"]]
        seen = seat_view(search, node, view["seat"], state["moves"], last_turn, view["options"])
        assert sorted(map(str, legal_actions(node, view["seat"]))) == sorted(map(str, legal))
        assert sensible.choose(seen, legal, Rng(k)) == sensible.choose(view, legal, Rng(k))


def test_a_foreseen_move_lands_as_the_rules_play_it() -> None:
    """Tilts, captures and turns (the random seat turns most of the time)."""
    m = new_match(
        "wuerfelmarsch",
        [{"name": b, "bot": b} for b in ("sensible", "sensible", "random")],
        seed=8,
    )
    kinds = set()
    while not m.is_over:
        seat = m.to_move[0]
        search, node = _node(m.view(seat))
        action = m.bot_action(seat)
        terminal, child = play(search, node, seat, action)
        m.play(seat, action)
        after = m.view(None)["state"]
        kinds.add(action["type"])
        if terminal is None:
            assert child.board == board_from_view(after)
            assert child.scores == [s["score"] for s in after["seats"]]
            assert child.quiet == after["quiet"]
        else:
            assert m.is_over
    assert kinds == {"tilt", "turn"}


def test_the_budget_stops_the_forecast() -> None:
    budget = Budget(2)
    budget.spend()
    budget.spend()
    with pytest.raises(OutOfBudget):
        budget.spend()


def test_with_one_move_foreseen_the_searched_move_stays() -> None:
    """The search's own choice is always foreseen first and wins ties, so foreseeing it
    alone changes nothing."""
    searched, alone = WuerfelmarschStrongBot(foresee=0), WuerfelmarschStrongBot(foresee=1)
    foreseen = 0
    for view, legal in _positions(6, 24):
        assert alone.choose(view, legal, Rng(2)) == searched.choose(view, legal, Rng(2))
        foreseen += alone.last_foresight > 0
    assert foreseen >= 20


class _PlainCounted(_CountedSearch):
    """The forecaster's search in "sensible"'s own order, nothing remembered."""

    def replies(self, node: _Node, seat: int, depth: int) -> list[Move]:
        return _Search.replies(self, node, seat, depth)

    def refuted_by(self, move: Move, depth: int) -> None:
        pass


class _PlainForecaster(Forecaster):
    choose = WuerfelmarschSensibleBot.choose

    def new_search(self, view: dict[str, Any]) -> _Search:
        return _PlainCounted(view, self.prune, self.budget, Memory())


def test_the_forecaster_chooses_what_sensible_chooses_whatever_it_remembers() -> None:
    """The forecaster orders a seat's moves by what its earlier searches found and tries the
    replies that cut them first. As in the strong level, it foresees the next seat's reply
    after several of the mover's tilts (positions one die apart): it must choose the very
    move "sensible" chooses, tie draws included, judging fewer positions than in
    "sensible"'s own order."""
    sensible = WuerfelmarschSensibleBot()
    spent = [0, 0]
    for k, (view, legal) in enumerate(_positions(5, 18)):
        search, node = _node(view)
        state = view["state"]
        remembering, plain = Forecaster(Budget(10**9)), _PlainForecaster(Budget(10**9))
        for action in [a for a in legal if a["type"] == "tilt"][:6]:
            terminal, child = play(search, node, search.me, action)
            after = search.next_seat(child, search.me)
            if terminal is not None or after is None:
                continue
            last_turn = [s["last_turn"] for s in state["seats"]]
            seen = seat_view(search, child, after, state["moves"] + 1, last_turn, view["options"])
            moves = legal_actions(child, after)
            expected = sensible.choose(seen, moves, Rng(k))
            assert remembering.choose(seen, moves, Rng(k)) == expected
            assert plain.choose(seen, moves, Rng(k)) == expected
        assert remembering.seen and remembering.memory
        spent[0] += 10**9 - remembering.budget.left
        spent[1] += 10**9 - plain.budget.left
    assert spent[0] < 0.75 * spent[1], spent  # 0.66 when written
