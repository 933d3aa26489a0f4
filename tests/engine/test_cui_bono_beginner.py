"""Cui bono?'s levels by the number of players (pyengine/games/cui_bono/bots.py) and the
glance bots of beginner.py (``beginner`` with three players and ``sensible`` with four or
more; ``beginner`` with four or more): legal moves, the same game from the same seed, a
move from the view alone, and what they look at. Figures:
docs/rules/cui-bono.md, "Computer levels"."""

from __future__ import annotations

from pyengine import new_match
from pyengine.core.match import Match
from pyengine.core.rng import Rng
from pyengine.games.cui_bono.bots import (
    BOTS,
    ByPlayers,
    CuiBonoBeginnerBot,
    CuiBonoFitFirstBot,
    CuiBonoSensibleBot,
    CuiBonoStrongBot,
    board,
    glance_pull_cost,
    pull_cost,
)
from pyengine.games.cui_bono.colours import MINUS_POINTS
from pyengine.games.cui_bono.reading import CARRIES, glance_miss, hidden_pool
from pyengine.registry import rules_for

from .test_cui_bono_rules import funnel_case, players

RULES = rules_for("cui-bono")


def played(n: int, bots: list[str], seed: int) -> Match:
    m = new_match("cui-bono", [{"name": f"P{s}", "bot": b} for s, b in enumerate(bots)], seed)
    assert len(bots) == n
    while not m.is_over:
        seat = m.to_move[0]
        action = m.bot_action(seat)
        assert action in m.legal_actions(seat)
        m.play(seat, action)
    return m


def test_each_level_plays_by_the_number_of_players() -> None:
    beginner, sensible = BOTS["beginner"], BOTS["sensible"]
    assert isinstance(beginner, ByPlayers) and isinstance(sensible, ByPlayers)
    assert isinstance(BOTS["strong"], CuiBonoStrongBot) and BOTS["strong"].chain == 3
    two = new_match("cui-bono", players(2, "beginner"), 1)
    two.play(0, {"type": "build"})
    three = new_match("cui-bono", players(3, "beginner"), 1)
    three.play(0, {"type": "build"})
    assert type(beginner.pick(two.view(0))) is CuiBonoSensibleBot
    assert type(beginner.pick(three.view(0))) is CuiBonoBeginnerBot
    chained = sensible.pick(two.view(0))
    assert isinstance(chained, CuiBonoStrongBot) and chained.chain == 1
    assert type(sensible.pick(three.view(0))) is CuiBonoSensibleBot
    for n in (4, 5, 6):
        more = new_match("cui-bono", players(n, "beginner"), 1)
        more.play(0, {"type": "build"})
        assert type(beginner.pick(more.view(0))) is CuiBonoFitFirstBot
        assert type(sensible.pick(more.view(0))) is CuiBonoBeginnerBot


def test_plays_legal_moves_and_the_same_game_from_the_same_seed() -> None:
    for n, bots, seed in (
        (3, ["beginner"] * 3, 2),
        (3, ["beginner", "sensible", "strong"], 3),
        (4, ["sensible", "beginner", "beginner", "sensible"], 4),
        (5, ["beginner", "strong", "sensible", "beginner", "sensible"], 5),
    ):
        first = played(n, bots, seed)
        again = played(n, bots, seed)
        assert first.to_json() == again.to_json()
        assert first.result is not None and first.result["end"] == "dice"


def test_decides_from_the_view_alone() -> None:
    """Worlds that differ only in the hidden dice's colours give the same move."""
    bot = CuiBonoBeginnerBot()
    m = new_match("cui-bono", players(3, "beginner"), 7)
    checked = differ = 0
    while not m.is_over and checked < 40:
        seat = m.to_move[0]
        view, legal = m.view(seat), m.legal_actions(seat)
        if m.state.layout and len(legal) > 1:
            world = RULES.sample_world(m.state, seat, Rng(5, len(m.log)))
            differ += world.layout != m.state.layout
            other = {**view, "state": RULES.view(world, seat)}
            assert other == view
            for k in range(3):
                assert bot.choose(view, legal, Rng(k)) == bot.choose(other, legal, Rng(k))
            checked += 1
        m.play(seat, m.bot_action(seat))
    assert checked == 40 and differ > 30


def test_prices_a_pull_at_a_glance() -> None:
    """Where the pulled die carries nothing, nothing slides and the glance is the full
    price; where dice slide under a funnel, the two can differ (both are prices: 0-3)."""
    m = new_match("cui-bono", players(3, "beginner"), 8)
    same = other = 0
    while not m.is_over:
        seat = m.to_move[0]
        view, legal = m.view(seat), m.legal_actions(seat)
        if legal[0]["type"] == "pull":
            colours, pool = board(view), hidden_pool(view)
            for a in legal:
                p = (a["at"][0], a["at"][1], a["at"][2])
                glance, full = glance_pull_cost(colours, p, pool), pull_cost(colours, p, pool)
                assert 0.0 <= glance <= 3.0
                if not any(q in colours for q in CARRIES[p]):
                    assert abs(glance - full) < 1e-9
                    same += 1
                else:
                    other += abs(glance - full) > 1e-9
        m.play(seat, m.bot_action(seat))
    assert same > 0 and other > 0


def test_lays_back_anywhere_and_keeps_only_when_it_must_or_wins() -> None:
    bot = CuiBonoBeginnerBot()
    m = funnel_case(("red", "yellow", "pearl"), "red")
    assert bot.choose(m.view(0), m.legal_actions(0), Rng(1))["type"] == "place"
    # Its last allowed die: keeping it ends the game; it does so only when that wins.
    m.state.kept = [["yellow"] * 9, ["pearl"] * 9]
    assert bot.choose(m.view(0), m.legal_actions(0), Rng(1)) == {"type": "keep"}
    m.state.kept = [["pearl"] * 9, ["yellow"] * 9]
    assert bot.choose(m.view(0), m.legal_actions(0), Rng(1))["type"] == "place"
    # Under pull_again it plays as the level sensible does (every level does then).
    m = funnel_case(("red", "yellow", "pearl"), "yellow", pull_again=True)
    view, legal = m.view(0), m.legal_actions(0)
    assert bot.choose(view, legal, Rng(1)) == CuiBonoSensibleBot().choose(view, legal, Rng(1))


def test_four_or_more_the_beginner_pulls_the_die_most_likely_to_fit_whatever_it_costs() -> None:
    """``CuiBonoFitFirstBot`` pulls a die with the smallest chance (at a glance) of fitting
    nowhere, and at times a dearer die than the glance with the price would pull."""
    bot, priced = CuiBonoFitFirstBot(), CuiBonoBeginnerBot()
    pulls = dearer = 0
    for seed in (11, 12, 13):
        m = new_match("cui-bono", players(4, "beginner"), seed)
        while not m.is_over:
            seat = m.to_move[0]
            view, legal = m.view(seat), m.legal_actions(seat)
            if legal[0]["type"] == "pull" and len(legal) > 1:
                colours, pool = board(view), hidden_pool(view)
                miss = {tuple(a["at"]): glance_miss(colours, tuple(a["at"]), pool) for a in legal}
                chosen = bot.choose(view, legal, Rng(len(m.log)))
                assert miss[tuple(chosen["at"])] <= min(miss.values()) + 1e-9
                other = priced.choose(view, legal, Rng(len(m.log)))
                mine, its = colours[tuple(chosen["at"])], colours[tuple(other["at"])]
                assert mine is not None and its is not None
                dearer += MINUS_POINTS[mine] > MINUS_POINTS[its]
                pulls += 1
            m.play(seat, m.bot_action(seat))
    assert pulls > 50 and dearer > 0
