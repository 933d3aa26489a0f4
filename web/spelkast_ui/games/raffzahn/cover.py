"""The picture and the line of Raffzahn on the home screen (kit/cover.py)."""

from __future__ import annotations

from ...kit.cover import CREAM, die, pyramid, tile

LINE = {"nl": "Graai je stenen weg", "en": "Grab your dice first"}
# The installed app's shortcut icon: these letters on a tile of this colour
# (tools/make_screenshots.py --icons draws assets/shortcuts/raffzahn.png from it).
ICON = ("Rz", "#a8432d")


def picture() -> str:
    colours = [CREAM, "#f5d04c", CREAM, "#40e0d0"]
    drawn = pyramid(40, 10, 13, 4, colours)
    grabbed = die(84, 14, 20, 5, turn=-14) + die(92, 42, 20, 5, turn=12)
    swoosh = (
        f'<path d="M66 46 Q76 30 82 26" stroke="{CREAM}" stroke-width="3" fill="none"'
        ' stroke-linecap="round"/>'
    )
    return tile("#a8432d", drawn + swoosh + grabbed)
