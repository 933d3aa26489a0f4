"""The picture and the line of Abquetschen on the home screen (kit/cover.py)."""

from __future__ import annotations

from ...kit.cover import CREAM, INK, die, tile

LINE = {"nl": "Bouw de anderen in", "en": "Box the others in"}
# The installed app's shortcut icon: these letters on a tile of this colour
# (tools/make_screenshots.py --icons draws assets/shortcuts/abquetschen.png from it).
ICON = ("Aq", "#13877e")


def picture() -> str:
    plate = (
        f'<path d="M18 40 L36 10 L84 10 L102 40 L84 70 L36 70 Z" fill="{CREAM}" fill-opacity=".3"/>'
    )
    dice = (
        die(38, 18, 18, 2, "#c0392b", CREAM)
        + die(56, 18, 18, 3, "#c0392b", CREAM)
        + die(47, 36, 18, 1, "#2e6fb5", CREAM)
        + die(65, 36, 18, 4, "#2e6fb5", CREAM)
        + die(84, 46, 22, 3, "#40e0d0", INK, 12)
    )
    return tile("#13877e", plate + dice)
