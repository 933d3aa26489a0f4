"""The computer levels as the specs list them (issue 39): a ladder of at least three in every
game, each said in a few words in both languages, a default a newcomer can beat, and every
level key that saves and settings may name still valid.

How each level plays against the next is measured, not tested here: tools/ladder.py, with
the tables in docs/rules/<game>.md.
"""

from __future__ import annotations

import dataclasses

import pytest

from pyengine import GAMES, IllegalAction, new_match
from pyengine.core.spec import BotLevel
from pyengine.registry import GAME_IDS, rules_for

# Every level key a build before issue 39 offered: saves and settings name them. A game
# added later has none here (its keys are the spec's from the start).
OLDER_KEYS: dict[str, set[str]] = {
    "schocken": {"heuristic", "strong"},
    "qwinto": {"greedy", "expert", "strong"},
    "qwinn": {"strong"},
    "kwist": {"casual", "strong", "sly"},
    "cui-bono": {"sensible", "strong"},
    "abquetschen": {"greedy", "strong"},
    "bunte-kuh": {"sensible", "strong"},
    "raffzahn": {"sensible", "strong"},
    "eintrichtern": {"memory", "forgetful"},
    "wuerfelmarsch": {"sensible", "strong"},
}


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_game_has_a_ladder_of_three_levels_or_more(game: str) -> None:
    spec = GAMES[game]
    keys = [b.key for b in spec.bot_levels]
    assert len(keys) >= 3 and len(set(keys)) == len(keys)
    assert "random" not in keys
    assert spec.strongest == keys[-1]  # listed weakest first, the strongest last


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_level_is_said_in_a_few_words_in_both_languages(game: str) -> None:
    spec = GAMES[game]
    labels = {lang: [b.label[lang] for b in spec.bot_levels] for lang in ("nl", "en")}
    for lang, names in labels.items():
        assert len(set(names)) == len(names), (game, lang, names)
    for level in spec.bot_levels:
        for lang in ("nl", "en"):
            about = level.about[lang]
            assert about and about.strip() == about and "TODO" not in about, (game, level)
            assert about[-1] in ".!" and 3 <= len(about.split()) <= 30, (game, lang, about)
        assert level.about["nl"] != level.about["en"]


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_default_level_is_one_of_the_game_and_not_always_the_strongest(game: str) -> None:
    spec = GAMES[game]
    assert spec.default_level in [b.key for b in spec.bot_levels]
    assert spec.default_level != spec.strongest, "a newcomer must be able to win"
    assert spec.to_json()["default_level"] == spec.default_level


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_older_level_key_still_plays(game: str) -> None:
    spec = GAMES[game]
    assert set(OLDER_KEYS) <= set(GAME_IDS)
    for key in OLDER_KEYS.get(game, set()):
        assert key in [b.key for b in spec.bot_levels]
        players = [{"name": "A", "bot": key}] + [
            {"name": f"B{i}", "bot": "random"} for i in range(spec.min_players - 1)
        ]
        m = new_match(game, players, 1)
        seat = m.to_move[0]
        assert m.bot_action(seat) is not None
        assert rules_for(game).bot(key) is not None


def test_spec_json_only_gains_keys() -> None:
    """GameSpec.to_json() keeps every key it had (clients read them) and adds default_level."""
    for spec in GAMES.values():
        data = spec.to_json()
        older = {"id", "title", "tagline", "min_players", "max_players", "minutes", "options"}
        assert older | {"bot_levels", "default_level"} <= set(data)
        assert all(set(level) == {"key", "label", "about"} for level in data["bot_levels"])


def test_a_spec_names_only_levels_it_has() -> None:
    spec = GAMES["qwinn"]
    plain = dataclasses.replace(spec, default_level="")
    assert plain.default_level == spec.bot_levels[0].key  # unnamed: the first listed
    with pytest.raises(ValueError):
        dataclasses.replace(spec, default_level="genius")
    with pytest.raises(ValueError):
        dataclasses.replace(spec, strongest_level="genius")
    level = BotLevel("x", {"nl": "X", "en": "X"}, {"nl": "x.", "en": "x."})
    lone = dataclasses.replace(spec, bot_levels=(level,), default_level="")
    assert lone.default_level == "x"
    empty = dataclasses.replace(spec, bot_levels=(), default_level="")
    assert empty.default_level == "random"


def test_an_unknown_level_is_still_refused() -> None:
    with pytest.raises(IllegalAction) as err:
        new_match("qwinn", [{"name": "A", "bot": "genius"}, {"name": "B"}], 1)
    assert err.value.code == "bad_bot"
