"""The registry: specs load at once, each game's rules on first use."""

from __future__ import annotations

import subprocess
import sys

import pytest

from pyengine import GAMES, IllegalAction
from pyengine.games import qwinto_sheet, specs
from pyengine.registry import rules_for


def test_every_spec_belongs_to_its_rules() -> None:
    assert list(GAMES) == [
        "schocken",
        "qwinto",
        "qwinn",
        "kwist",
        "cui-bono",
        "eintrichtern",
        "wuerfelmarsch",
    ]
    for game_id, spec in GAMES.items():
        rules = rules_for(game_id)
        assert rules.spec is spec and spec.id == game_id
        assert rules_for(game_id) is rules  # one shared instance


def test_qwintos_rule_sets_are_the_sheets() -> None:
    assert specs.QWINTO_RULE_SETS == qwinto_sheet.RULE_SETS


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
    assert out == "pyengine.games.specs", out
