"""The picture and the line of Qwinto on the home screen (kit/cover.py)."""

from __future__ import annotations

from ...kit.cover import CREAM, die, tile

LINE = {"nl": "Eén worp, vul je rijen", "en": "One throw, fill your rows"}
# The installed app's shortcut icon: these letters on a tile of this colour
# (tools/make_screenshots.py --icons draws assets/shortcuts/qwinto.png from it).
ICON = ("Qt", "#2f6b4f")


def picture() -> str:
    boxes = "".join(
        f'<rect x="{12 + i * 16}" y="58" width="14" height="14" rx="2" fill="{CREAM}"'
        f' fill-opacity="{0.95 if i < 4 else 0.5}"/>'
        for i in range(6)
    )
    dice = (
        die(12, 12, 30, 3, "#f08a24") + die(46, 8, 30, 5, "#f5d04c") + die(80, 14, 30, 2, "#9a6cc9")
    )
    return tile("#2f6b4f", dice + boxes)
