"""The picture and the line of Cui bono? on the home screen (kit/cover.py)."""

from __future__ import annotations

from ...kit.cover import CREAM, die, pyramid, tile

LINE = {"nl": "Trek onderuit, leg terug", "en": "Pull from below, lay it back"}
# The installed app's shortcut icon: these letters on a tile of this colour
# (tools/make_screenshots.py --icons draws assets/shortcuts/cui-bono.png from it).
ICON = ("CB", "#1f5f8f")


def picture() -> str:
    colours = ["#e8d9b0", "#c0392b", "#f5d04c", "#3f8f5f", CREAM]
    drawn = pyramid(46, 8, 14, 4, colours)
    pulled = die(88, 44, 22, 5, "#c0392b", CREAM, 12)
    arrow = f'<path d="M68 58 L84 56" stroke="{CREAM}" stroke-width="3" stroke-linecap="round"/>'
    return tile("#1f5f8f", drawn + arrow + pulled)
