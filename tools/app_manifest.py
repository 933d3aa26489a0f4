"""The web app manifest the build ships: manifest.json with a shortcut per game.

manifest.json holds what is the app's (names, icons, colours, the install sheet's
screenshots); the shortcuts come from the games themselves, one per game the app offers,
in its order (issue 37: a game added in one line needs no entry here):

  name, name_localized    the spec's title (nl only where it differs)
  description(_localized) the spec's tagline, en and nl
  url                     ./?new=<game id>: the game's new-game form (spelkast_ui/page)
  icons                   assets/shortcuts/<game id>.png, 96x96, where it has been drawn
                          (tools/make_screenshots.py --icons, from the cover's ICON)

tools/build_dist.py writes ``manifest_text()`` as dist/manifest.json; tests/ui/test_device.py
checks it against the specs and the icons.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
ICON_SIZE = 96


def _import_ui() -> None:
    """Make this checkout's engine and UI importable (before any installed copy)."""
    for path in (ROOT / "web", ROOT):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))


def shortcut(game: str, root: Path = ROOT) -> dict[str, Any]:
    """The installed app's shortcut to ``game``'s new-game form."""
    _import_ui()
    from pyengine import GAMES

    spec = GAMES[game]
    entry: dict[str, Any] = {"name": spec.title["en"]}
    if spec.title["nl"] != spec.title["en"]:
        entry["name_localized"] = {"nl": spec.title["nl"]}
    entry["description"] = spec.tagline["en"]
    entry["description_localized"] = {"nl": spec.tagline["nl"]}
    entry["url"] = f"./?new={game}"
    icon = f"assets/shortcuts/{game}.png"
    if (root / icon).is_file():
        size = f"{ICON_SIZE}x{ICON_SIZE}"
        entry["icons"] = [{"src": icon, "sizes": size, "type": "image/png"}]
    return entry


def shortcuts(root: Path = ROOT) -> list[dict[str, Any]]:
    """One shortcut per game the app offers, in its order."""
    _import_ui()
    from spelkast_ui.app.catalog import playable

    return [shortcut(game, root) for game in playable()]


def manifest(root: Path = ROOT) -> dict[str, Any]:
    """manifest.json with the games' shortcuts."""
    data: dict[str, Any] = json.loads((root / "manifest.json").read_text(encoding="utf-8"))
    if "shortcuts" in data:
        raise ValueError("manifest.json names no shortcuts: the build adds one per game")
    return {**data, "shortcuts": shortcuts(root)}


def manifest_text(root: Path = ROOT) -> str:
    return json.dumps(manifest(root), indent=2, ensure_ascii=False) + "\n"
