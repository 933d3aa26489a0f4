"""The picture and the line of Bunte Kuh on the home screen (kit/cover.py)."""

from __future__ import annotations

from ...kit.cover import CREAM, die, mark, pyramid, tile

LINE = {"nl": "Wie vindt de som het eerst?", "en": "Who spots the sum first?"}
# The installed app's shortcut icon: these letters on a tile of this colour
# (tools/make_screenshots.py --icons draws assets/shortcuts/bunte-kuh.png from it).
ICON = ("BK", "#8a5a12")


def picture() -> str:
    colours = ["#c0392b", "#2e6fb5", "#f5d04c", "#3f8f5f", CREAM]
    drawn = pyramid(34, 10, 13, 4, colours)
    pearls = (
        die(74, 12, 18, 3, "#eee8f5")
        + die(94, 20, 18, 5, "#eee8f5")
        + die(80, 36, 18, 4, "#eee8f5")
    )
    total = mark(88, 72, 15, "= 12")
    return tile("#8a5a12", drawn + pearls + total)
