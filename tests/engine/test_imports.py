"""The engine's games import one way: a game package uses the core, the dice pyramid of
Das Spiel (its family's parts) and itself, never another game, the registry, the
evening, the network or the command line; the core and the pyramid import no game."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import pyengine
from pyengine.registry import GAME_IDS

ENGINE = Path(pyengine.__file__).resolve().parent


def imports(path: Path, root: Path) -> list[str]:
    """The modules ``path`` imports, as absolute names (``TYPE_CHECKING`` ones too);
    ``root`` is the folder that holds the top package (relative imports resolve from it)."""
    package = ".".join(path.relative_to(root).with_suffix("").parts[:-1])
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            module = ".".join(p for p in (base, node.module or "") if p)
            found += [module] if node.module else [f"{module}.{a.name}" for a in node.names]
    return found


def within(module: str, packages: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in packages)


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_game_imports_only_the_core_the_pyramid_and_itself(game: str) -> None:
    own = "pyengine.games." + game.replace("-", "_")
    allowed = ("pyengine.core", "pyengine.pyramid", own)
    for path in sorted((ENGINE / "games" / game.replace("-", "_")).rglob("*.py")):
        ours = [m for m in imports(path, ENGINE.parent) if within(m, ("pyengine",))]
        wrong = [m for m in ours if not within(m, allowed)]
        assert not wrong, (path.relative_to(ENGINE), wrong)


def test_every_game_package_is_checked() -> None:
    packages = {p.name for p in (ENGINE / "games").iterdir() if (p / "__init__.py").exists()}
    assert packages == {g.replace("-", "_") for g in GAME_IDS}


@pytest.mark.parametrize("part", ["core", "pyramid"])
def test_the_core_and_the_pyramid_import_no_game(part: str) -> None:
    for path in sorted((ENGINE / part).rglob("*.py")):
        ours = [m for m in imports(path, ENGINE.parent) if within(m, ("pyengine",))]
        allowed = ("pyengine.core",) if part == "core" else ("pyengine.core", "pyengine.pyramid")
        wrong = [m for m in ours if not within(m, allowed)]
        assert not wrong, (path.relative_to(ENGINE), wrong)
