"""Issue 37: a game is added by one line in ``GAME_IDS`` and its two packages.

The test copies the engine, the UI, the tools and tests that find games, and the documents
they read into a temporary directory, adds a small game there ("dice-race": take turns
throwing a die, the first to 10 wins) as ``pyengine/games/dice_race/`` and
``web/spelkast_ui/games/dice_race/``, adds its id to the copy's ``GAME_IDS`` and changes
nothing else. In a fresh interpreter on that copy the generic machinery must pick the game
up: the generic random-play test (tests/engine/test_all_games.py) plays it, the fuzz, level,
registry, refusal-code and import-direction tests take it, the UI's catalog offers it and
its parts pass tests/ui/test_catalog.py, home shows its card, the new-game form sets its
table, the build's manifest has its shortcut, the documentation's scenes and
the reference saves' tool know it. docs/architecture.md, "Adding a game", says the same.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAME = "dice-race"
PACKAGE = "dice_race"
# What the copy holds: the code that finds games and the tests and documents it reads.
COPIED = (
    "pyproject.toml",
    "manifest.json",
    "pyengine",
    "web/spelkast_ui",
    "tools/app_manifest.py",
    "tools/make_reference_saves.py",
    "tools/prerender.py",
    "tools/screenshot_scenes.py",
    "tests/engine/__init__.py",
    "tests/engine/helpers.py",
    "tests/engine/test_all_games.py",
    "tests/engine/test_error_codes.py",
    "tests/engine/test_fuzz.py",
    "tests/engine/test_imports.py",
    "tests/engine/test_levels.py",
    "tests/engine/test_registry.py",
    "tests/ui/conftest.py",
    "tests/ui/helpers.py",
    "tests/ui/test_catalog.py",
    "docs/error-codes.md",
    "docs/rules",
)

ENGINE = {
    "__init__.py": '"""Dice race: a game of a test (tests/tools/test_adding_a_game.py)."""\n',
    "spec.py": """
        from ...core.spec import DICE_OPTION, BotLevel, GameSpec


        def _level(key: str) -> BotLevel:
            about = {"nl": f"Gooit altijd, {key}.", "en": f"Always throws, {key}."}
            return BotLevel(key, {"nl": key, "en": key}, about)


        SPEC = GameSpec(
            id="dice-race",
            title={"nl": "Dobbelrace", "en": "Dice race"},
            tagline={"nl": "Gooi om beurten; wie 10 haalt, wint.", "en": "Throw in turn; 10 wins."},
            min_players=2,
            max_players=4,
            minutes=(1, 2),
            options=(DICE_OPTION,),
            bot_levels=(_level("calm"), _level("keen"), _level("eager")),
            hidden_information=False,
            throws=frozenset({"roll"}),
            table_size=3,
        )
    """,
    "rules.py": """
        from __future__ import annotations

        import copy
        from dataclasses import dataclass
        from typing import Any

        from ...core.game import Rules, ranked
        from ...core.rng import Rng
        from .spec import SPEC

        GOAL = 10


        @dataclass
        class State:
            scores: list[int]
            turn: int = 0


        class DiceRaceRules(Rules[State]):
            spec = SPEC

            def setup(self, n_players: int, options: dict[str, Any]) -> State:
                return State([0] * n_players)

            def to_move(self, state: State) -> list[int]:
                return [] if max(state.scores) >= GOAL else [state.turn]

            def legal_actions(self, state: State, seat: int) -> list[dict[str, Any]]:
                return [{"type": "roll"}] if seat in self.to_move(state) else []

            def dice_needed(self, state: State, seat: int, action: dict[str, Any]) -> int:
                return 1

            def apply(self, state: State, seat: int, action: dict[str, Any]) -> bool:
                state.scores[seat] += action["values"][0]
                state.turn = (seat + 1) % len(state.scores)
                return True

            def view(self, state: State, seat: int | None) -> dict[str, Any]:
                return {"scores": list(state.scores), "turn": state.turn}

            def result(self, state: State) -> dict[str, Any] | None:
                if max(state.scores) < GOAL:
                    return None
                places = [1 + sum(o > s for o in state.scores) for s in state.scores]
                return {**ranked(places), "scores": list(state.scores)}

            def sample_world(self, state: State, seat: int | None, rng: Rng) -> State:
                return copy.deepcopy(state)  # nothing is hidden


        RULES = DiceRaceRules
    """,
    "bots.py": """
        from typing import Any

        from ...core.rng import Rng


        class Thrower:
            def choose(
                self, view: dict[str, Any], legal: list[dict[str, Any]], rng: Rng
            ) -> dict[str, Any]:
                return legal[0]


        BOTS = {"calm": Thrower(), "keen": Thrower(), "eager": Thrower()}
    """,
}

UI = {
    "__init__.py": '"""Dice race on the screen (tests/tools/test_adding_a_game.py)."""\n',
    "play.py": """
        from typing import Any, ClassVar

        from ...kit.gameplay import GamePlay, Moves, Table, play_or_explain


        class DiceRacePlay(GamePlay):
            def act_roll(self, c: Table, arg: str, value: str) -> None:
                play_or_explain(c, c.human_to_act(), {"type": "roll"})

            def thrown_dice(self, c: Table, seat: int, action: dict[str, Any]) -> list[Any]:
                return [0]

            MOVES: ClassVar[Moves] = {"roll": act_roll}


        PLAY = DiceRacePlay()
    """,
    "screen.py": """
        from ...kit.gameplay import Table
        from ...kit.html import esc


        def render_game(c: Table) -> str:
            scores = c.game().view(None)["state"]["scores"]
            return "<p>" + esc(", ".join(str(s) for s in scores)) + "</p>"


        def announce(c: Table) -> str:
            return ""
    """,
    "i18n.py": """
        from ...kit.i18n import Pair, Words

        TEXT: dict[str, Pair] = {"goal": ("Haal 10", "Reach 10")}
        t = Words(TEXT)
    """,
    "rulebook.py": """
        def rules_html(lang: str) -> str:
            return "<p>" + ("Gooi om beurten." if lang == "nl" else "Throw in turn.") + "</p>"
    """,
    "cover.py": """
        from ...kit.cover import die, tile

        LINE = {"nl": "Gooi tot 10", "en": "Throw to 10"}
        ICON = ("DR", "#336699")


        def picture() -> str:
            return tile("#336699", die(60, 40, 24, 6))
    """,
}

# Run in the copy: what the app, the build and the tools make of the game.
CHECKS = """
    import json, sys
    from pathlib import Path

    root = Path.cwd()
    sys.path[:0] = [str(root / "tools")]
    import pyengine
    assert Path(pyengine.__file__).is_relative_to(root), pyengine.__file__
    from pyengine.registry import GAME_IDS
    from spelkast_ui.app.catalog import playable
    from spelkast_ui.app.setup import GameSetup
    import app_manifest, make_reference_saves, prerender, screenshot_scenes

    assert GAME_IDS[-1] == "dice-race" and list(playable())[-1] == "dice-race"
    assert len(GameSetup.default("dice-race", "en").players) == 3  # its spec's table_size
    shortcut = json.loads(app_manifest.manifest_text(root))["shortcuts"][-1]
    assert shortcut["url"] == "./?new=dice-race" and shortcut["name"] == "Dice race", shortcut
    assert "icons" not in shortcut  # none drawn yet: make_screenshots.py --icons
    home = prerender.render_home("en").html
    assert 'data-arg="dice-race"' in home and "Throw to 10" in home
    scene = screenshot_scenes.SCENES["dice-race"]
    assert screenshot_scenes.scene_save("dice-race", "en")["game"] == "dice-race"
    cases = make_reference_saves.cases_of("dice-race")
    entry = make_reference_saves.play_one("dice-race", *cases[0], seed=1)
    assert entry["over"] and entry["save"]["players"][1]["bot"] == "eager"
    print("ok")
"""


def _write(folder: Path, files: dict[str, str]) -> None:
    folder.mkdir()
    for name, text in files.items():
        (folder / name).write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")


@pytest.fixture(scope="module")
def copy_with_a_game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("spelkast")
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for rel in COPIED:
        src, dest = ROOT / rel, root / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        if src.is_dir():
            shutil.copytree(src, dest, ignore=ignore)
        else:
            shutil.copy2(src, dest)
    registry = root / "pyengine" / "registry.py"
    text = registry.read_text(encoding="utf-8")
    listed = re.search(r"GAME_IDS: tuple\[str, \.\.\.\] = \((.*?)\n\)", text, flags=re.S)
    assert listed is not None
    end = listed.end() - 2
    registry.write_text(text[:end] + f'\n    "{GAME}",' + text[end:], encoding="utf-8")  # the line
    _write(root / "pyengine" / "games" / PACKAGE, ENGINE)
    _write(root / "web" / "spelkast_ui" / "games" / PACKAGE, UI)
    return root


def _run(root: Path, *args: str) -> str:
    env = {"PYTHONPATH": f"{root}{':'}{root / 'web'}", "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, *args], cwd=root, env=env, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return done.stdout


def test_the_copy_differs_by_one_line_and_two_packages(copy_with_a_game: Path) -> None:
    before = (ROOT / "pyengine" / "registry.py").read_text(encoding="utf-8").splitlines()
    after = (copy_with_a_game / "pyengine" / "registry.py").read_text(encoding="utf-8")
    added = [line for line in after.splitlines() if line not in before]
    assert added == [f'    "{GAME}",']


def test_the_generic_tests_play_the_new_game(copy_with_a_game: Path) -> None:
    out = _run(
        copy_with_a_game,
        *("-m", "pytest", "-v", "-p", "no:cacheprovider", "-p", "no:xdist"),
        *("-k", f"{GAME} or not (test_all_games or test_fuzz)"),  # not the others' long play
        "tests/engine/test_all_games.py",
        "tests/engine/test_registry.py",
        "tests/engine/test_error_codes.py",
        "tests/engine/test_fuzz.py",
        "tests/engine/test_imports.py",
        "tests/engine/test_levels.py",
        "tests/ui/test_catalog.py",
    )
    ran = re.search(r"(\d+) passed", out)
    assert ran is not None and " failed" not in out, out[-3000:]
    for test in ("test_all_games", "test_fuzz", "test_levels", "test_catalog"):
        assert re.search(rf"{test}\.py::\w+\[[^]]*{GAME}[^]]*\] PASSED", out), test
    assert "dice-race-2p-0" in out and "test_every_listed_game_has_its_ui_parts[dice-race]" in out


def test_the_app_the_build_and_the_tools_know_the_new_game(copy_with_a_game: Path) -> None:
    assert _run(copy_with_a_game, "-c", textwrap.dedent(CHECKS)).strip().endswith("ok")


def test_a_stylesheet_in_web_is_linked_by_the_build() -> None:
    """A game's own stylesheet is found by being in web/: the build links every web/*.css
    that index.html does not (after its last one); today's index.html links them all."""
    sys.path.insert(0, str(ROOT / "tools"))
    import build_dist

    html = (ROOT / "web" / "index.html").read_text(encoding="utf-8")
    names = [p.name for p in (ROOT / "web").glob("*.css")]
    assert build_dist.link_stylesheets(html, names) == html
    linked = build_dist.link_stylesheets(html, [*names, "dice-race.css"])
    added = [line for line in linked.splitlines() if line not in html.splitlines()]
    assert added == ['  <link rel="stylesheet" href="dice-race.css">']
    assert linked.index("dice-race.css") < linked.index('<script src="early.js">')
