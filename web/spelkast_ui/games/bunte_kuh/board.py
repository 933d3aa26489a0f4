"""The pyramid of the Bunte Kuh screen: every die with its three upper faces (the faces
around each funnel are what the race is about), the funnels to tap during a race, the
verdict ringed after it, and the die being laid shown in its funnel as it will lie.

Sums are never drawn, except with the practice option. The funnels are not ringed during
a race: with the faces in view, finding them is the game; any open funnel answers to a tap
anywhere on its outline.

The picture is the whole plate, at one scale all game; a funnel answers on an area larger
than its outline where its neighbours leave room (``FINGER``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.games.bunte_kuh.view import View as GameView
from pyengine.pyramid.geometry import Pos, layer

from ...kit.html import attrs, esc
from ...kit.seats import only_person
from ...pyramid.positions import pos_arg
from ...pyramid.svg import FINGER, DieLook, Target, looks_from_view, pyramid_svg
from .i18n import t
from .play import PLAY, funnel_set, p_of

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def funnel_words(lang: str, q: Pos, side: int) -> str:
    """A funnel, findable by ear: its layer (1 is the plate), row and place as in view."""
    return t(lang, "bk_where", layer=layer(q) + 1, row=q[side] + 1, place=q[(side + 1) % 3] + 1)


def board_side(c: Table) -> int:
    """One person: the pyramid from his side; several around a tablet: from side 0."""
    humans = c.humans()
    return humans[0] % 3 if len(humans) == 1 else 0


def _targets(c: Table, st: GameView, side: int) -> list[Target]:
    lang = c.lang
    open_funnels = [p_of(q) for q in st["funnels"]]
    if st["phase"] == "race" and PLAY.human_callers(c):
        return [
            Target(q, "funnel", "bk_point", pos_arg(q), t(lang, "bk_funnel", where=w))
            for q in open_funnels
            for w in [funnel_words(lang, q, side)]
        ]
    lay = PLAY.laying(c)
    if lay is not None and st["place_at"] is None:
        return [
            Target(
                q,
                "funnel",
                "bk_point",
                pos_arg(q),
                t(lang, "bk_funnel", where=funnel_words(lang, q, side)),
                selected=q == lay.at,
            )
            for q in open_funnels
            if q != lay.at
        ]
    return []


def lesson(c: Table, st: GameView) -> list[Pos]:
    """After a race that the person at the device did not win by a right call of his own
    (he was wrong, late, or never called): every open funnel that had the sum, to learn
    from until the next throw."""
    last = st["last"]
    if last is None or st["phase"] not in ("roll", "place", "over"):
        return []
    me = only_person(c)
    if last["right"] and (me is None or int(last["seat"]) == me):
        return []
    open_funnels = funnel_set(st)
    return [p_of(q) for q in last["matching"] if p_of(q) in open_funnels]


def _rings(c: Table, st: GameView) -> dict[Pos, str]:
    """After a race: the funnel called (right or wrong) and the ones that had the sum
    (``lesson``); while laying: the funnel the die goes into."""
    rings: dict[Pos, str] = dict.fromkeys(lesson(c, st), "match")
    last = st["last"]
    at = None if last is None else last["at"]
    judged = last is not None and st["phase"] in ("roll", "place", "over")
    if judged and last is not None and at is not None and p_of(at) in funnel_set(st):
        rings[p_of(at)] = "right" if last["right"] else "wrong"
    return rings


def board_html(c: Table, st: GameView) -> str:
    lang = c.lang
    side = board_side(c)
    marks: dict[Pos, str] = {}
    if st["placed"] and st["phase"] != "place":
        marks[p_of(st["placed"][-1]["at"])] = "last"
    looks = looks_from_view(st["dice"], marks)
    lay = PLAY.laying(c)
    if lay is not None and lay.at is not None:
        colour = ("red", "yellow")[len(st["placed"]) % 2]
        looks.append(DieLook(lay.at, colour, lay.faces, "new"))
    notes: dict[Pos, str] = {}
    if st["last"] is not None:  # the sum written where it could be found
        notes = dict.fromkeys(lesson(c, st), str(st["last"]["target"]))
    if st["sums"] is not None:
        notes = {p_of(s["at"]): str(s["sum"]) for s in st["sums"]}
        if lay is not None and lay.at is not None:
            notes.pop(lay.at, None)
    targets = _targets(c, st, side)
    svg = pyramid_svg(
        looks,
        side=side,
        targets=targets,
        lang=lang,
        title=t(lang, "bk_pyramid_title"),
        rings=_rings(c, st),
        notes=notes,
        hit_size=FINGER,
    )
    racing = "bk-pyramid is-racing" if targets and st["phase"] == "race" else "bk-pyramid"
    return (
        '<section class="bk-board" aria-labelledby="bk-board-h">'
        f'<h2 id="bk-board-h" class="sr-only">{esc(t(lang, "bk_pyramid_title"))}</h2>'
        f"<div{attrs(class_=racing)}>{svg}</div></section>"
    )
