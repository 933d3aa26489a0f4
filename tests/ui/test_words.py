"""Each game's words: its own ``t`` over its own table (general texts as fallback), every
key its modules name exists in both languages, and no table shadows another's key."""

from __future__ import annotations

import ast
import importlib
import json
import re
import string
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from spelkast_ui.app.catalog import playable, rules_html
from spelkast_ui.games.kwist import pack_i18n
from spelkast_ui.games.schocken import i18n as schocken
from spelkast_ui.kit import i18n
from spelkast_ui.kit.i18n import Pair, Words
from spelkast_ui.pyramid import words as pyramid

from pyengine import GAMES as ALL_GAMES

GAMES_DIR = Path(i18n.__file__).resolve().parents[1] / "games"
GAMES = sorted(p.name for p in GAMES_DIR.iterdir() if (p / "__init__.py").exists())


def game_i18n(game: str) -> ModuleType:
    return importlib.import_module(f"spelkast_ui.games.{game}.i18n")


def literal_keys(path: Path, name: str) -> set[str]:
    """The string-literal keys of every call ``name(lang, "key", ...)`` in one module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {
        node.args[1].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == name
        and len(node.args) >= 2
        and isinstance(node.args[1], ast.Constant)
        and isinstance(node.args[1].value, str)
    }


# Every table of texts with its name: the general one, the pyramid's, each game's.
TABLES: dict[str, dict[str, Pair]] = {
    "general": i18n.TEXT,
    "pyramid": pyramid.TEXT,
    "kwist packs": pack_i18n.PACK_TEXT,
    **{game: game_i18n(game).TEXT for game in GAMES},
}


def test_the_games_are_found() -> None:
    assert {"schocken", "qwinto", "qwinn", "kwist", "cui_bono", "eintrichtern"} <= set(GAMES)
    assert "wuerfelmarsch" in GAMES


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_its_own_t(game: str) -> None:
    mod = game_i18n(game)
    assert isinstance(mod.t, Words)
    assert set(mod.TEXT) <= set(mod.t.texts)
    assert set(i18n.TEXT) <= set(mod.t.texts)  # the general texts as fallback


def own_t(tree: ast.Module) -> bool:
    """Whether a module takes ``t`` from its own game's i18n (``from .i18n import t``)."""
    return any(
        isinstance(node, ast.ImportFrom)
        and node.level == 1
        and node.module == "i18n"
        and any(alias.name == "t" and alias.asname is None for alias in node.names)
        for node in tree.body
    )


@pytest.mark.parametrize("game", GAMES)
def test_every_key_a_game_names_exists(game: str) -> None:
    """Each of the game's modules calls its own game's ``t``: a literal key must be in the
    game's table or the general one (both languages are checked below)."""
    known = game_i18n(game).t.texts
    for path in sorted((GAMES_DIR / game).glob("*.py")):
        keys = literal_keys(path, "t")
        if keys and path.name != "i18n.py":
            assert own_t(ast.parse(path.read_text(encoding="utf-8"))), f"{game}/{path.name}"
        missing = keys - set(known)
        assert not missing, f"{game}/{path.name}: {sorted(missing)}"


def test_every_pack_key_exists() -> None:
    for path in sorted((GAMES_DIR / "kwist").glob("*.py")):
        missing = literal_keys(path, "pt") - set(pack_i18n.pt.texts)
        assert not missing, f"kwist/{path.name}: {sorted(missing)}"


def test_no_table_shadows_another() -> None:
    """A game key with a general key's name would silently replace it in that game."""
    seen: dict[str, str] = {}
    for name in ("general", "pyramid"):
        for key in TABLES[name]:
            assert key not in seen, f"{key} in {seen.get(key)} and {name}"
            seen[key] = name
    for name, table in TABLES.items():
        if name not in ("general", "pyramid"):
            clash = sorted(set(table) & set(seen))
            assert not clash, f"{name} repeats {clash}"


def test_the_kit_knows_no_game() -> None:
    source = Path(i18n.__file__).read_text(encoding="utf-8")
    assert "games" not in {n.split(".")[0] for n in _imports(source)}
    assert "pyramid" not in {n.split(".")[0] for n in _imports(source)}


def _imports(source: str) -> list[str]:
    return [
        node.module or ""
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.ImportFrom) and node.level > 0
    ]


@pytest.mark.parametrize(
    ("table", "key"), [(name, key) for name, table in TABLES.items() for key in sorted(table)]
)
def test_every_text_exists_in_both_languages_with_the_same_fields(table: str, key: str) -> None:
    nl, en = TABLES[table][key]
    assert nl.strip() and en.strip()
    fields = [{f for _, f, _, _ in string.Formatter().parse(x) if f} for x in (nl, en)]
    assert fields[0] == fields[1]
    assert nl.count("|") == en.count("|")
    values = {f: 2 for f in fields[0]}
    say = Words(TABLES[table])
    assert say("nl", key, **values) and say("en", key, **values)


def test_hand_names() -> None:
    assert schocken.hand_name("en", "simple", [2, 6, 4]) == "Plain throw 6-4-2"
    assert schocken.hand_name("nl", "schock", [1, 5, 1]) == "Schock 5"
    kinds = {"simple", "straight", "triple", "schock", "jule", "pippi", "schock_out"}
    assert set(schocken.HANDS) == kinds
    t = schocken.t
    assert t("en", "chips_n", n=1) == "1 chip" and t("nl", "chips_n", n=3) == "3 schijfjes"


# English speaks to the player, or of a player as "they": never "he"/"his" (issue 33). The
# wordings a newcomer stumbled over are gone in both languages and stay gone.
LANGS = ("nl", "en")  # the order of a Pair
THIRD_PERSON_HE = re.compile(r"\b(he|his|him|himself)\b", re.IGNORECASE)
STUMBLED = re.compile(
    r"threw: throw|well stolen|badly made|ringed square|like this device|"
    # the bare "Eerlijk?" of old; a question about the field's word ("Wat is eerlijk?") is fine
    r"scherm het scherm|(?<!wat is )eerlijk\?|bluffen\?|(?<!wat is )tactisch\?",
    re.IGNORECASE,
)


def every_text() -> Iterator[tuple[str, str, str]]:
    """(where, language, text) for every table, rules page and game spec text."""
    for name, table in TABLES.items():
        for key, pair in table.items():
            yield from (
                (f"{name}.{key}", lang, text) for lang, text in zip(LANGS, pair, strict=True)
            )
    for game in playable():
        for lang in LANGS:
            yield f"rules {game}", lang, rules_html(game, lang)
    for game, spec in ALL_GAMES.items():
        for lang in LANGS:
            yield f"spec {game}", lang, json.dumps(spec.to_json(), ensure_ascii=False)


def test_english_never_says_he_and_no_stumbling_wording() -> None:
    he = [(w, t[:80]) for w, lang, t in every_text() if lang == "en" and THIRD_PERSON_HE.search(t)]
    stumbling = [(w, lang) for w, lang, t in every_text() if STUMBLED.search(t)]
    assert he == [] and stumbling == []


@pytest.mark.parametrize("game", sorted(ALL_GAMES))
def test_a_game_keeps_its_rulebooks_name_in_both_languages(game: str) -> None:
    title = ALL_GAMES[game].title
    assert title["nl"] == title["en"], title
