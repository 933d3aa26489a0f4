"""The bots' wall-clock cap (core.bot.THINK_LIMIT), which the app sets and simulate does
not: out of time, the strong Würfelmarsch level plays the best it has found so far, which
is never worse than its search's own choice, and says that it was cut short."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from pyengine.core.bot import THINK_LIMIT, past
from pyengine.core.rng import Rng
from pyengine.games.wuerfelmarsch.forecast import Budget, OutOfBudget
from pyengine.games.wuerfelmarsch.strong import WuerfelmarschStrongBot

from .test_wuerfelmarsch_strong import _positions


@pytest.fixture
def limit() -> Iterator[None]:
    """THINK_LIMIT as the tests found it (unset) after each test."""
    yield
    THINK_LIMIT.ms, THINK_LIMIT.cuts = None, 0


def test_unset_the_clock_plays_no_part() -> None:
    assert THINK_LIMIT.ms is None and THINK_LIMIT.deadline() is None
    assert not past(None)
    budget = Budget(100)
    for _ in range(100):
        budget.spend()
    with pytest.raises(OutOfBudget):
        budget.spend()
    assert not budget.late


def test_the_budget_stops_at_a_passed_deadline(limit: None) -> None:  # noqa: ARG001 (a fixture asked for what it sets up)
    THINK_LIMIT.ms = 0.0
    deadline = THINK_LIMIT.deadline()
    time.sleep(0.002)
    assert past(deadline)
    budget = Budget(10_000, deadline)
    with pytest.raises(OutOfBudget):
        for _ in range(10_000):
            budget.spend()
    assert budget.late and budget.left > 9_900  # stopped at the first look at the clock


def test_out_of_time_the_strong_level_plays_its_search_choice(limit: None) -> None:  # noqa: ARG001 (a fixture asked for what it sets up)
    """No time at all: the search's first moves (always searched) decide, the foresight
    does not start, and every such decision is counted; a legal move all the same."""
    hurried, calm = WuerfelmarschStrongBot(), WuerfelmarschStrongBot(foresee=0, deep=3)
    THINK_LIMIT.ms = 0.0
    positions = _positions(21, 30)
    for k, (view, legal) in enumerate(positions):
        action = hurried.choose(view, legal, Rng(k))
        assert action in legal
        assert hurried.last_late or hurried.last_foresight == 0
    assert THINK_LIMIT.cuts > 0
    THINK_LIMIT.ms = None
    late = 0
    for k, (view, legal) in enumerate(positions):
        THINK_LIMIT.ms = 0.0
        action = hurried.choose(view, legal, Rng(k))
        if hurried.last_late:
            late += 1
            THINK_LIMIT.ms = None
            # The search's choice among its first DEEP moves: the strong level without
            # foresight and with nothing beyond them (its budget spent at once).
            calm.budget = 0
            assert action == calm.choose(view, legal, Rng(k))
    assert late > 0


def test_unhurried_the_moves_are_the_seeded_ones(limit: None) -> None:  # noqa: ARG001 (a fixture asked for what it sets up)
    """A cap far above the time a move takes changes no move."""
    bot = WuerfelmarschStrongBot()
    positions = _positions(22, 12)
    free = [bot.choose(view, legal, Rng(k)) for k, (view, legal) in enumerate(positions)]
    THINK_LIMIT.ms = 60_000.0
    capped = [bot.choose(view, legal, Rng(k)) for k, (view, legal) in enumerate(positions)]
    assert capped == free and THINK_LIMIT.cuts == 0
