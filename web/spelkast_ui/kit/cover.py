"""The small pictures of the home screen's game cards: a tile in the game's own colour with a
few dice, a cup, a pyramid or a card on it. Each game draws its own (``games/<g>/cover.py``)
from these parts; they are decorative (the card names the game in words)."""

from __future__ import annotations

from .dice import PIPS

WIDTH, HEIGHT = 120, 80  # the drawing's own units
SHOWN_HEIGHT = 56  # a banner of 120 x 56: the drawing at 0.7, centred
CREAM = "#fffdf8"
INK = "#2d2219"


def tile(colour: str, inner: str) -> str:
    """The picture: ``inner`` (SVG elements in a 120 x 80 drawing) on a banner of
    ``colour``, low enough for two cards a row on a phone."""
    scale = SHOWN_HEIGHT / HEIGHT
    left = WIDTH * (1 - scale) / 2
    return (
        f'<svg class="cover" viewBox="0 0 {WIDTH} {SHOWN_HEIGHT}" aria-hidden="true"'
        f' focusable="false"><rect width="{WIDTH}" height="{SHOWN_HEIGHT}" rx="8"'
        f' fill="{colour}"/><g transform="translate({left:g} 0) scale({scale:g})">{inner}</g>'
        "</svg>"
    )


def die(
    x: float, y: float, size: float, value: int, body: str = CREAM, pip: str = INK, turn: int = 0
) -> str:
    """A die of ``size`` at (x, y) showing ``value``, turned ``turn`` degrees."""
    k = size / 100
    pips = "".join(
        f'<circle cx="{x + px * k:.1f}" cy="{y + py * k:.1f}" r="{9 * k:.1f}"/>'
        for px, py in PIPS.get(value, [])
    )
    spin = f' transform="rotate({turn} {x + size / 2:.1f} {y + size / 2:.1f})"' if turn else ""
    return (
        f"<g{spin}>"
        f'<rect x="{x}" y="{y}" width="{size}" height="{size}" rx="{size * 0.18:.1f}"'
        f' fill="{body}" stroke="{INK}" stroke-opacity=".25"/>'
        f'<g fill="{pip}">{pips}</g></g>'
    )


def pyramid(x: float, y: float, size: float, rows: int, colours: list[str]) -> str:
    """A pyramid of dice seen from above as rows of squares (apex at the top), from
    (x, y); the squares take ``colours`` in turn."""
    parts = []
    n = 0
    for row in range(rows):
        left = x - row * size / 2
        for i in range(row + 1):
            colour = colours[n % len(colours)]
            n += 1
            parts.append(
                f'<rect x="{left + i * size:.1f}" y="{y + row * size * 0.86:.1f}"'
                f' width="{size * 0.9:.1f}" height="{size * 0.9:.1f}" rx="{size * 0.18:.1f}"'
                f' fill="{colour}" stroke="{INK}" stroke-opacity=".25"/>'
            )
    return "".join(parts)


def mark(x: float, y: float, size: float, text: str, fill: str = CREAM) -> str:
    """A short bold text (a sum, a question mark) centred on ``x``, its baseline at ``y``."""
    return (
        f'<text x="{x}" y="{y}" text-anchor="middle" font-size="{size}" font-weight="700"'
        f' fill="{fill}">{text}</text>'
    )
