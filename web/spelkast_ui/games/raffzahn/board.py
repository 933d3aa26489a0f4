"""The pyramid as one player sees it: from his own side, his side at the bottom, and of
every die only the face towards him readable (the bottom rhombus). Dice whose face towards
him is covered are grey: he knows a die lies there, not its colour or numbers. The loose
(free) dice of his side are outlined and answer to a tap on their whole hexagon; none is
marked as matching the throw: finding them is the game. A loose die also answers to a
tap just beside it (``HALO``); no loose die takes a tap from another's hexagon."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.pyramid.geometry import Pos

from ...pyramid.svg import DieLook, Target, pyramid_svg
from .i18n import t
from .play import PLAY, take_arg

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]
# A loose die answers to a disc a little larger than its hexagon: on a 360 px phone the
# pyramid's nine dice across leave each ~36 x 42 px, the disc makes it 44 px or more.
HALO = 0.9


def p_of(at: list[int]) -> Pos:
    return (int(at[0]), int(at[1]), int(at[2]))


def side_board(c: Table, st: View, seat: int | None, title: str) -> str:
    """The pyramid of ``st`` (the view of ``seat``; None: the table's, no faces)."""
    lang = c.lang
    grabbing = seat is not None and seat in PLAY.racers(c)
    looks: list[DieLook] = []
    targets: list[Target] = []
    for d in st["dice"]:
        p = p_of(d["at"])
        face = d["face"]
        faces: list[int | None] = [None, None, None]
        if face is None or seat is None:
            mark = "unseen"
        else:
            faces[seat % 3] = int(face)
            mark = "loose" if d["free"] else ""
        looks.append(DieLook(p, str(d["colour"] or "pearl"), (faces[0], faces[1], faces[2]), mark))
        if grabbing and d["free"] and face is not None:
            label = t(lang, "rz_die_label", n=face)
            arg = take_arg(int(seat), p)  # type: ignore[arg-type]
            targets.append(Target(p, "die", "rz_take", arg, label, halo=HALO))
    side = 0 if seat is None else seat % 3
    svg = pyramid_svg(looks, side=side, targets=targets, lang=lang, title=title)
    cls = "rz-board is-grabbing" if grabbing else "rz-board"
    return f'<div class="{cls}" data-seat="{"" if seat is None else seat}">{svg}</div>'
