"""The frame of every Das Spiel screen: the board first, then the turn's panel.

The board is the first thing under the title bar and its size follows the screen alone, so
it never moves or rescales while the panel's news, hints and buttons come and go: on a phone
the panel is under the board (``pyr-side``), on a tablet on its side beside it, on an
upright tablet under it again with the board as large as leaves the panel room
(web/pyramid.css, "the table"). What follows the table (the log, the legend, the tools) is
the same on every screen.
"""

from __future__ import annotations


def pyramid_frame(board: str, side: str, below: str = "", cls: str = "") -> str:
    """The board (``pyr-stage``), the panel with what acts now (``pyr-side``), then
    ``below``, all as trusted HTML; ``cls`` adds a class of the game's own to the table."""
    extra = f" {cls}" if cls else ""
    return (
        f'<div class="pyr-table{extra}"><div class="pyr-stage">{board}</div>'
        f'<div class="pyr-side">{side}</div></div>{below}'
    )


def pyramid_arena(kind: str, zones: list[str], centre: str = "", over: str = "") -> str:
    """Several people racing around one tablet: one zone each (trusted HTML, a
    ``pyr-zone``), in order round the table, and the ``centre`` (Bunte Kuh's shared
    pyramid). Where each zone sits, turned to its person's edge, is the style sheet's
    choice by the screen's shape and the number of zones (web/pyramid.css, "race zones"),
    so the page is the same whichever way the tablet lies. The boxes depend on the screen
    alone: a race changes text and marks inside them, never their size or place. ``over``
    lies on top of everything (a notice)."""
    slots = "".join(f'<div class="pyr-slot" data-slot="{i}">{z}</div>' for i, z in enumerate(zones))
    middle = f'<div class="pyr-centre">{centre}</div>' if centre else ""
    return f'<div class="pyr-arena is-{kind}" data-n="{len(zones)}">{slots}{middle}{over}</div>'
