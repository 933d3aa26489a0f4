"""The pyramid part of the Abquetschen screen: the dice of the three colours, the spots where
the acting player may put a die (ringed) or may not (tappable to hear why), the new dice of
this turn (a free one taps back off; "Take back" takes the last), the latest build outlined, the
turn button in the drawing's empty corner and the legend.

Seat ``s`` sits at side ``s``; the drawing starts on the viewer's own side (at the bottom, as
he sits at the table) and turns by a third with the button; words about places follow the
picture as shown. It is the whole plate at one scale all game: every spot answers on an
area larger than its hexagon where its neighbours leave room (``FINGER``). The pips of
the dice mean nothing in this game, so the faces are drawn blank: the colour (hue, pattern
and the legend's letter) is all that counts.

A spot's hexagon is made of faces of the three dice it rests on, so a new die with a spot (or
a die) resting on it shares its whole face with them: the spots win there, and such a die
is taken back with "Take back" (the app's undo), not by a tap.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from pyengine.games.abquetschen.view import View as GameView
from pyengine.pyramid.geometry import Pos, carries, funnels, layer
from pyengine.pyramid.projection import centre

from ...kit.gameplay import move_val
from ...kit.html import attrs, button, esc
from ...pyramid.positions import own_side, pos_arg, view_side
from ...pyramid.svg import FINGER, DieLook, Target, pyramid_legend, pyramid_svg
from .history import Turn, latest_build
from .i18n import t
from .play import placed_of

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]
# Where a start spot lies from the middle of the three, by the direction on the screen
# (eight sectors, clockwise from the right; y grows downwards).
PLACES = ("right", "bottom_right", "bottom", "bottom_left", "left", "top_left", "top", "top_right")


def p_of(at: list[int]) -> Pos:
    return (at[0], at[1], at[2])


def spot_words(lang: str, p: Pos, side: int) -> str:
    """A spot, findable by ear: its layer (1 is the plate), its row from the side in view
    (1 is the nearest) and its place in that row from the left."""
    return t(lang, "aq_spot", layer=9 - layer(p), row=p[side] + 1, place=p[(side + 1) % 3] + 1)


def start_spot_words(lang: str, q: Pos, tops: list[Pos], side: int) -> str:
    """Where a start spot lies in the picture as shown: the three spots form a small
    triangle round the middle of the pyramid; each is named by its direction from there."""
    pts = {p: centre(p, side) for p in tops}
    mx = sum(x for x, _ in pts.values()) / len(pts)
    my = sum(y for _, y in pts.values()) / len(pts)
    x, y = pts[q]
    sector = round(math.degrees(math.atan2(y - my, x - mx)) / 45) % 8
    return t(lang, f"aq_at_{PLACES[sector]}")


def looks(st: GameView, marks: dict[Pos, str]) -> list[DieLook]:
    return [
        DieLook(p_of(d["at"]), d["colour"], (None, None, None), marks.get(p_of(d["at"]), ""))
        for d in st["pyramid"]["dice"]
    ]


def build_targets(c: Table, st: GameView, seat: int, side: int) -> tuple[list[Target], list[Pos]]:
    """Every spot the acting builder may tap, and the ones to ring (where a die may go)."""
    lang = c.lang
    placed = placed_of(st)
    occupied = {p_of(d["at"]) for d in st["pyramid"]["dice"]}
    spots = funnels(occupied)
    taken = occupied | set(spots)
    # A new die's faces are also the faces of what rests on it: a spot (a target of its own)
    # or a die. Only a free new die is a target, with its whole hexagon.
    targets = [
        Target(
            p,
            "die",
            "build",
            pos_arg(p),
            t(lang, "aq_new_die", where=spot_words(lang, p, side)),
            val=move_val({"type": "take_back", "at": list(p)}),
        )
        for p in sorted(placed)
        if not any(q in taken for q in carries(p))
    ]
    ok = [p_of(a["at"]) for a in c.game().legal_actions(seat) if a["type"] == "place"]
    allowed = set(ok)
    for q in spots:
        where = spot_words(lang, q, side)
        place = move_val({"type": "place", "at": list(q)})
        if q in allowed:
            label = t(lang, "aq_spot_ok", where=where)
            targets.append(Target(q, "funnel", "build", pos_arg(q), label, val=place))
        else:
            label = t(lang, "aq_spot_no", where=where[:1].upper() + where[1:])
            targets.append(Target(q, "funnel", "build", pos_arg(q), label, muted=True, val=place))
    return targets, ok


def start_targets(c: Table, st: GameView, side: int) -> list[Target]:
    tops = [p_of(q) for q in st["start_tops"]]
    return [
        Target(
            q,
            "funnel",
            "aq_start",  # not "start": the app's own act of that name starts a new game
            pos_arg(q),
            t(c.lang, "aq_start_at", where=start_spot_words(c.lang, q, tops, side)),
            val=move_val({"type": "start", "at": list(q)}),
        )
        for q in tops
    ]


def board_html(c: Table, st: GameView, history: list[Turn]) -> str:
    lang = c.lang
    side = view_side(c)
    placed = placed_of(st)
    marks = {p: "last" for p in latest_build(history) if p not in placed}
    marks.update({p: "new" for p in placed})
    fresh = c.last_event is not None and c.last_event.kind == "place"
    if fresh and st["placed"]:
        marks[p_of(st["placed"][-1])] = "new drop"
    acting = c.acting_human()
    targets: list[Target] = []
    rings: list[Pos] = []
    if acting is not None and st["phase"] == "start":
        targets = start_targets(c, st, side)
        rings = [tg.at for tg in targets]
    elif acting is not None and st["phase"] in ("build", "bonus"):
        targets, rings = build_targets(c, st, acting, side)
    svg = pyramid_svg(
        looks(st, marks),
        side=side,
        targets=targets,
        funnels=rings,
        lang=lang,
        title=t(lang, "aq_pyramid"),
        hit_size=FINGER,
    )
    turn_label = t(lang, "pyr_turn")
    where = t(lang, "pyr_side_own") if side == own_side(c) else t(lang, "pyr_side_n", n=side + 1)
    cls = "aq-pyramid" + (" is-building" if targets else "")
    # The way the drawing is turned and from where, in its empty top right corner.
    # (From where, in words, once it is turned away from his own side.)
    tools = (
        '<div class="aq-board-tools">'
        + button(
            turn_label,
            "turn",
            cls="btn btn-quiet btn-small aq-turn-btn",
            content=f'<span aria-hidden="true">↻</span> {esc(turn_label)}',
            aria_label=f"{turn_label} ({where})",
        )
        + ("" if side == own_side(c) else f'<span class="meta aq-side">{esc(where)}</span>')
        + "</div>"
    )
    return (
        '<section class="aq-board" aria-labelledby="aq-board-h">'
        f'<h2 id="aq-board-h" class="sr-only">{esc(t(lang, "aq_pyramid"))}</h2>'
        f"<div{attrs(class_=cls)}>{svg}{tools}</div></section>"
    )


def legend_html(lang: str) -> str:
    """What the colours and marks of the drawing mean, folded away under the table."""
    return (
        f'<details class="aq-legend"><summary>{esc(t(lang, "aq_legend"))}</summary>'
        + pyramid_legend(lang)
        + marks_legend(lang)
        + f'<p class="meta">{esc(t(lang, "aq_sides_note"))}</p></details>'
    )


def marks_legend(lang: str) -> str:
    items = "".join(
        f'<li><span class="aq-key aq-key-{key}" aria-hidden="true"></span>'
        f"{esc(t(lang, f'aq_key_{key}'))}</li>"
        for key in ("ring", "new", "last")
    )
    return f'<ul class="aq-keys">{items}</ul>'
