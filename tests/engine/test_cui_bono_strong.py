"""Cui bono? level ``strong`` (pyengine/games/cui_bono/strong.py): the seed's last TIP in a
built position, advise == choose with a sentence for every reason, and a short seeded
match against ``sensible`` that it must win clearly. Figures: docs/rules/cui-bono.md,
"Computer levels"."""

from __future__ import annotations

from pathlib import Path

from pyengine import GAMES, new_match
from pyengine.core.match import Match
from pyengine.core.rng import Rng
from pyengine.games.cui_bono.bots import BOTS, CuiBonoStrongBot
from pyengine.games.cui_bono.reading import board, hidden_pool, laid, pos_of
from pyengine.games.cui_bono.rules import funnels_of
from pyengine.games.cui_bono.strong import WHYS, next_reply

from .test_cui_bono_rules import funnel_case, players

I18N = Path(__file__).parents[2] / "web/spelkast_ui/games/cui_bono/i18n.py"


def tip_position() -> Match:
    """Two players, strong (seat 0) against sensible, seed 11: after six moves seat 0 holds
    a yellow die that fits one funnel, and laying it back would open a funnel for the pearl
    die the next player must pull (a position the bots reached, not one built by hand)."""
    m = new_match(
        "cui-bono", [{"name": "S", "bot": "strong"}, {"name": "s", "bot": "sensible"}], 11
    )
    for _ in range(6):
        seat = m.to_move[0]
        m.play(seat, m.bot_action(seat))
    return m


def test_keeps_a_die_that_fits_when_that_leaves_the_next_player_a_dear_pull() -> None:
    """The last TIP: 'Soms kan het dan weer zinvol zijn om de dobbelsteen toch niet terug
    te leggen, ook al is dit mogelijk, omdat de volgende speler een vrij 'dure' dobbelsteen
    moet nemen die hij niet kan terugleggen.'"""
    m = tip_position()
    view = m.view(0)
    legal = m.legal_actions(0)
    assert view["state"]["hand"]["colour"] == "yellow" and len(legal) == 2
    place = next(a for a in legal if a["type"] == "place")
    colours, pool = board(view), hidden_pool(view)
    # Kept, the next player's best pull costs him 3 (a pearl die that fits nowhere);
    # laid back, he lays his die back too.
    assert next_reply(colours, funnels_of(colours), pool)[0] == 3.0
    there, open_ = laid(colours, funnels_of(colours), pos_of(place["at"]), "yellow")
    assert next_reply(there, open_, pool)[0] == 0.0
    action, reason = CuiBonoStrongBot().advise(view, legal, Rng(1))
    assert action == {"type": "keep"}
    assert reason == {"why": "keep_tip", "cost": 1, "next": 3.0, "instead": 0.0}


def test_lays_back_a_die_when_keeping_helps_nobody() -> None:
    # funnel Q takes the red die and the next player's pull costs the same either way.
    m = funnel_case(("red", "yellow", "pearl"), "red")
    action, reason = CuiBonoStrongBot().advise(m.view(0), m.legal_actions(0), Rng(1))
    assert action["type"] == "place" and reason["why"] == "place"


def test_spec_lists_strong_last() -> None:
    spec = GAMES["cui-bono"]
    assert [level.key for level in spec.bot_levels] == ["beginner", "sensible", "strong"]
    assert spec.strongest == "strong" and isinstance(BOTS["strong"], CuiBonoStrongBot)
    # sensible by the number of players: test_cui_bono_beginner.py


def test_advise_is_choose_and_every_reason_has_a_sentence() -> None:
    text = I18N.read_text(encoding="utf-8")
    assert all(f'"hint.{why}"' in text for why in WHYS)
    bot = CuiBonoStrongBot()
    seen: set[str] = set()
    for n, seed, options in ((3, 4, None), (2, 5, {"pull_again": True})):
        m = new_match("cui-bono", players(n, "sensible"), seed, options)
        steps = 0
        while not m.is_over and steps < 120:
            seat = m.to_move[0]
            view, legal = m.view(seat), m.legal_actions(seat)
            action, reason = bot.advise(view, legal, Rng(steps))
            assert action == bot.choose(view, legal, Rng(steps)) and action in legal
            assert reason["why"] in WHYS
            assert all(isinstance(v, int | float) for k, v in reason.items() if k != "why")
            seen.add(reason["why"])
            m.play(seat, action)
            steps += 1
    assert {"pull", "place", "keep_forced", "again_pull"} <= seen


def test_beats_the_beginner_in_a_short_seeded_match() -> None:
    """Two players, strong in each seat in turn against the weakest level: it must win well
    over half the games (the ladder's steps, measured, are in docs/rules/cui-bono.md)."""
    wins = 0.0
    games = 0
    for seat in (0, 1):
        for seed in range(6):
            table = players(2, "beginner")
            table[seat]["bot"] = "strong"
            m = new_match("cui-bono", table, 100 + seed)
            while not m.is_over:
                s = m.to_move[0]
                m.play(s, m.bot_action(s))
            result = m.result
            assert result is not None
            if seat in result["winners"]:
                wins += 1 / len(result["winners"])
            games += 1
    assert wins / games >= 0.65, wins
