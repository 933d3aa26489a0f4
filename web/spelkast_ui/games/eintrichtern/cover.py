"""The picture and the line of Eintrichtern on the home screen (kit/cover.py)."""

from __future__ import annotations

from ...kit.cover import CREAM, die, mark, tile

LINE = {"nl": "Onthoud de sommen", "en": "Remember the sums"}
# The installed app's shortcut icon: these letters on a tile of this colour
# (tools/make_screenshots.py --icons draws assets/shortcuts/eintrichtern.png from it).
ICON = ("Et", "#7a2f5f")


def picture() -> str:
    funnel = (
        f'<path d="M14 16 L62 16 L44 44 L44 66 L32 66 L32 44 Z" fill="{CREAM}" fill-opacity=".85"/>'
    )
    red = die(76, 10, 26, 6, "#c0392b", CREAM, -10)
    ask = mark(89, 68, 24, "?")
    return tile("#7a2f5f", funnel + red + ask)
