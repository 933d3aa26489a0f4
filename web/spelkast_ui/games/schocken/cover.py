"""The picture and the line of Schocken on the home screen (kit/cover.py)."""

from __future__ import annotations

from ...kit.cover import CREAM, INK, die, tile

LINE = {"nl": "Gooi onder de beker en bluf", "en": "Throw under the cup and bluff"}
# The installed app's shortcut icon: these letters on a tile of this colour
# (tools/make_screenshots.py --icons draws assets/shortcuts/schocken.png from it).
ICON = ("S", "#c8553d")


def picture() -> str:
    cup = (
        f'<path d="M14 70 L24 14 Q40 8 56 14 L66 70 Q40 76 14 70 Z" fill="{CREAM}"'
        f' stroke="{INK}" stroke-opacity=".3"/>'
        f'<path d="M18 50 Q40 56 62 50" fill="none" stroke="{INK}" stroke-opacity=".3"/>'
    )
    return tile(
        "#c8553d",
        cup + die(70, 40, 24, 1, turn=-8) + die(90, 18, 22, 1) + die(90, 48, 22, 6, turn=10),
    )
