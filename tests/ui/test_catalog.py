"""The UI catalog: every game the engine lists has all its UI parts, found by name, and the
app, the kit and the games import each other only the one way round."""

from __future__ import annotations

from inspect import signature
from pathlib import Path

import pytest
from spelkast_ui.app import catalog
from spelkast_ui.kit.gameplay import GamePlay

from pyengine.registry import GAME_IDS
from tests.engine.test_imports import imports

UI = Path(catalog.__file__).resolve().parents[1]


OFFERED = [g for g in GAME_IDS if g not in catalog.SCREEN_PENDING]


@pytest.mark.parametrize("game", OFFERED)
def test_every_listed_game_has_its_ui_parts(game: str) -> None:
    assert catalog.package_of(game) == f"spelkast_ui.games.{game.replace('-', '_')}"
    play = catalog.part_of(game, "play").PLAY
    assert isinstance(play, GamePlay) and play is catalog.play_for(game)
    for name, move in play.MOVES.items():
        assert name.isidentifier() and callable(move), (game, name)
        # One signature for every tap (a part it does not read named with a leading "_").
        params = [p.lstrip("_") for p in signature(move).parameters]
        assert params == ["self", "c", "arg", "value"], (game, name)
    assert all(name.isidentifier() for name in play.TAPS), game
    screen = catalog.part_of(game, "screen")
    assert callable(screen.render_game) and callable(screen.announce)
    catalog.part_of(game, "i18n")
    for lang in ("nl", "en"):
        picture, line = catalog.cover(game, lang)
        assert picture.startswith("<svg") and 'aria-hidden="true"' in picture
        assert 0 < len(line) <= 32, (game, lang, line)  # one line on a phone's card
    letters, colour = catalog.icon_mark(game)  # the shortcut icon (tools/make_screenshots.py)
    assert 1 <= len(letters) <= 3 and len(colour) == 7 and colour.startswith("#"), game
    int(colour[1:], 16)
    for lang in ("nl", "en"):
        assert catalog.rules_html(game, lang).startswith("<"), (game, lang)
    assert list(catalog.playable()) == OFFERED


def test_every_game_package_is_listed() -> None:
    """A UI package per offered game, none for a game whose screen is pending (its name
    leaves SCREEN_PENDING when its package arrives)."""
    packages = {p.name for p in (UI / "games").iterdir() if (p / "__init__.py").exists()}
    assert packages == {g.replace("-", "_") for g in OFFERED}
    assert set(GAME_IDS) >= catalog.SCREEN_PENDING


def _imports(path: Path) -> list[str]:
    """The modules ``path`` imports, as absolute names (``TYPE_CHECKING`` ones too)."""
    return imports(path, UI.parent)


@pytest.mark.parametrize(
    ("part", "never"),
    [
        ("app", "spelkast_ui.games"),  # only the catalog loads games, by name
        ("kit", "spelkast_ui.games"),
        ("kit", "spelkast_ui.app"),
        ("games", "spelkast_ui.app"),  # a game asks the app through kit's Table
        ("pyramid", "spelkast_ui.app"),
    ],
)
def test_imports_go_one_way(part: str, never: str) -> None:
    for path in sorted((UI / part).rglob("*.py")):
        wrong = [m for m in _imports(path) if m == never or m.startswith(never + ".")]
        assert not wrong, (path.relative_to(UI), wrong)


def test_only_the_page_glue_touches_the_page() -> None:
    """spelkast_ui.page alone imports PyScript and Pyodide, and nothing imports it: every
    other module runs on CPython and goes into the memory snapshot, which has no page."""
    page = ("pyscript", "pyodide", "js", "spelkast_ui.page")
    for path in sorted(UI.rglob("*.py")):
        if path.is_relative_to(UI / "page"):
            continue
        wrong = [m for m in _imports(path) if m.split(".")[0] in page[:3] or m.startswith(page[3])]
        assert not wrong, (path.relative_to(UI), wrong)


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_game_ui_imports_only_its_engine_twin_and_the_core(game: str) -> None:
    """A game's UI reads the engine's public names (``pyengine``), the core, the pyramid
    of Das Spiel (its family) and its own twin, never another game's engine."""
    package = game.replace("-", "_")
    allowed = ("pyengine.core", "pyengine.pyramid", "pyengine.games." + package)
    for path in sorted((UI / "games" / package).rglob("*.py")):
        engine = [m for m in _imports(path) if m == "pyengine" or m.startswith("pyengine.")]
        wrong = [
            m
            for m in engine
            if m != "pyengine" and not any(m == a or m.startswith(a + ".") for a in allowed)
        ]
        assert not wrong, (path.relative_to(UI), wrong)
