"""The picture and the line of Würfelmarsch on the home screen (kit/cover.py)."""

from __future__ import annotations

from ...kit.cover import CREAM, die, tile

LINE = {"nl": "Kantel naar de overkant", "en": "Tilt to the far corner"}
# The installed app's shortcut icon: these letters on a tile of this colour
# (tools/make_screenshots.py --icons draws assets/shortcuts/wuerfelmarsch.png from it).
ICON = ("Wm", "#35607a")


def picture() -> str:
    plate = f'<path d="M10 70 L60 8 L110 70 Z" fill="{CREAM}" fill-opacity=".3"/>'
    dice = die(28, 46, 18, 3, "#c0392b", CREAM) + die(52, 30, 18, 5, "#2e6fb5", CREAM, 15)
    dice += die(74, 48, 18, 2, "#f5d04c")
    arrow = (
        f'<path d="M62 48 L84 28" stroke="{CREAM}" stroke-width="3" stroke-linecap="round"/>'
        f'<path d="M76 26 L86 25 L85 35" stroke="{CREAM}" stroke-width="3" fill="none"'
        ' stroke-linecap="round" stroke-linejoin="round"/>'
    )
    return tile("#35607a", plate + dice + arrow)
