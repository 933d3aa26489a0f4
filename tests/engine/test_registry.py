"""The registry: one list of games; specs load at once, each game's rules and bots on
first use, and every listed game has all its parts."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

from pyengine import GAMES, IllegalAction
from pyengine.core.game import Rules
from pyengine.games.qwinto import sheet as qwinto_sheet
from pyengine.games.qwinto import spec as qwinto_spec
from pyengine.registry import GAME_IDS, package_of, rules_for


def test_every_spec_belongs_to_its_rules() -> None:
    """GAMES holds every listed game once, in the list's order (the app's), and nothing
    else: the one list is GAME_IDS, no test keeps its own."""
    assert list(GAMES) == list(GAME_IDS) and len(set(GAME_IDS)) == len(GAME_IDS)
    assert all(g == g.lower() and g.replace("-", "").isalnum() for g in GAME_IDS)
    for game_id, spec in GAMES.items():
        rules = rules_for(game_id)
        assert rules.spec is spec and spec.id == game_id
        assert rules_for(game_id) is rules  # one shared instance


def test_qwintos_rule_sets_are_the_sheets() -> None:
    assert qwinto_spec.QWINTO_RULE_SETS == qwinto_sheet.RULE_SETS


@pytest.mark.parametrize("bad", ["yahtzee", "", None, ["qwinto"], 3])
def test_an_unknown_game_is_refused(bad: object) -> None:
    with pytest.raises(IllegalAction) as err:
        rules_for(bad)  # type: ignore[arg-type]
    assert err.value.code == "unknown_game"


def test_listing_the_games_loads_no_rules() -> None:
    """The home screen needs every spec; start-up must not pay for every game's tables."""
    code = (
        "import sys, pyengine; pyengine.GAMES['qwinn'].title;"
        "loaded = sorted(m for m in sys.modules if m.startswith('pyengine.games.'));"
        "print(','.join(loaded))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.strip()
    specs = [f"{package_of(g)}.spec" for g in GAME_IDS]
    packages = [package_of(g) for g in GAME_IDS]
    assert out.split(",") == sorted([*specs, *packages]), out


def test_every_listed_game_has_its_parts() -> None:
    """spec.py (SPEC), rules.py (RULES, a Rules class) and bots.py (BOTS, a Bot per level
    the spec names), all found from the game's id alone."""
    assert list(GAMES) == list(GAME_IDS)
    for game_id in GAME_IDS:
        package = package_of(game_id)
        spec = importlib.import_module(f"{package}.spec").SPEC
        assert spec is GAMES[game_id]
        rules_class = importlib.import_module(f"{package}.rules").RULES
        assert issubclass(rules_class, Rules)
        bots = importlib.import_module(f"{package}.bots").BOTS
        assert sorted(bots) == sorted(level.key for level in spec.bot_levels), game_id
        for bot in bots.values():
            assert callable(bot.choose)
        for level in bots:
            assert rules_for(game_id).bot(level) is bots[level]


def test_a_game_loads_its_bots_only_when_a_computer_moves() -> None:
    code = (
        "import sys, pyengine;"
        "p = [{'name': n, 'bot': 'strong'} for n in 'ab'];"
        "m = pyengine.new_match('schocken', p, 1);"
        "before = [n for n in sys.modules if n.endswith('.bots')];"
        "m.bot_action(m.to_move[0]);"
        "after = sorted(n for n in sys.modules if n.endswith('.bots'));"
        "print(before, after)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == "[] ['pyengine.games.schocken.bots']", out


@pytest.mark.parametrize("bad", ["expert", "", None, 3, ["strong"]])
def test_an_unknown_bot_level_is_refused(bad: object) -> None:
    with pytest.raises(IllegalAction) as err:
        rules_for("qwinn").bot(bad)  # type: ignore[arg-type]
    assert err.value.code == "bad_bot"
