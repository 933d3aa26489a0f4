"""The picture and the line of Qwinn on the home screen (kit/cover.py)."""

from __future__ import annotations

from ...kit.cover import CREAM, die, tile

LINE = {"nl": "Combinaties, sprongen, boycots", "en": "Combinations, jumps, boycotts"}
# The installed app's shortcut icon: these letters on a tile of this colour
# (tools/make_screenshots.py --icons draws assets/shortcuts/qwinn.png from it).
ICON = ("Qn", "#8c3b2a")


def picture() -> str:
    dice = (
        die(8, 12, 24, 4)
        + die(36, 12, 24, 4)
        + die(64, 12, 24, 2)
        + die(22, 44, 24, 5)
        + die(50, 44, 24, 3)
        + die(86, 30, 26, 6, "#c0392b", CREAM, 8)
    )
    return tile("#8c3b2a", dice)
