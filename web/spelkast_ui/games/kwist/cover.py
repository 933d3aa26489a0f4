"""The picture and the line of Kwis 't! on the home screen (kit/cover.py)."""

from __future__ import annotations

from ...kit.cover import CREAM, INK, mark, tile

LINE = {"nl": "Een quiz met inzet en bluf", "en": "A quiz with bets and bluff"}
# The installed app's shortcut icon: these letters on a tile of this colour
# (tools/make_screenshots.py --icons draws assets/shortcuts/kwist.png from it).
ICON = ("K?", "#5a4aa8")


def picture() -> str:
    turned = ' transform="rotate(-8 39 40)"'
    card = (
        f'<rect x="16" y="10" width="46" height="60" rx="6" fill="{CREAM}"{turned}/>'
        f"<g{turned}>{mark(39, 52, 36, '?', '#5a4aa8')}</g>"
        f'<circle cx="86" cy="30" r="14" fill="#f5d04c" stroke="{INK}" stroke-opacity=".3"/>'
        f'<circle cx="92" cy="52" r="14" fill="#f5d04c" stroke="{INK}" stroke-opacity=".3"/>'
    )
    return tile("#5a4aa8", card)
