"""The pyramid part of the Cui bono? screen: the drawing with the dice to pull or the funnels
to fill, the turn button, the legend, and the same choices as a list of real buttons (for
keyboards and screen readers; it stays open while it is being used).

The pyramid starts on the viewer's own side (seat s sits at side s mod 3); ``c.sheet_tab``
counts the thirds it has been turned since. A die resting on a die to pull covers a third
of it, middle included, and a die is narrower than a finger on a phone: every target's hit
area is drawn above the dice, a finger across where its neighbours leave room
(``pyramid_svg(hit_size=FINGER)``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.games.cui_bono.view import View as GameView
from pyengine.pyramid.geometry import POSITIONS, Pos

from ...kit.gameplay import move_val
from ...kit.html import attrs, button, esc
from ...kit.i18n import join_words
from ...kit.seats import names_of
from ...pyramid.positions import own_side, pos_arg, view_side
from ...pyramid.svg import FINGER, Target, looks_from_view, pyramid_legend, pyramid_svg
from .i18n import die_name, t
from .play import allowed_funnels, layer_no, plate_holes, pullable

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]
SLOTS = ("b", "l", "r")  # the drawing's screen slots: bottom, upper left, upper right


def p_of(at: list[int]) -> Pos:
    return (at[0], at[1], at[2])


# -- the pyramid ---------------------------------------------------------------------------------
def board_html(c: Table, st: GameView) -> str:
    lang = c.lang
    side = view_side(c)
    marks = _marks(c, st, side)
    acting = c.acting_human()
    targets: list[Target] = []
    allowed: list[Pos] = []
    if acting is not None and st["phase"] == "pull":
        chosen = {POSITIONS[i] for i in c.selected}
        targets = [
            Target(p, "die", "pull", pos_arg(p), die_label(lang, st, p, side), p in chosen)
            for p in pullable(st)
        ]
    elif acting is not None and st["phase"] == "place":
        allowed = allowed_funnels(st)
        ok = set(allowed)
        # Refused funnels get their own act, so the page can tell them apart (and a tap
        # says why) while only the allowed ones carry a ring.
        for f in st["funnels"]:
            q = p_of(f)
            where = funnel_words(lang, q, side)
            if q in ok:
                label = t(lang, "cb_funnel_ok", where=where)
                place = move_val({"type": "place", "at": list(q)})
                targets.append(Target(q, "funnel", "place", pos_arg(q), label, val=place))
            else:
                label = t(lang, "cb_funnel_no", where=where[:1].upper() + where[1:])
                targets.append(Target(q, "funnel", "why_not", pos_arg(q), label, muted=True))
        for q in plate_holes(st):
            label = t(lang, "cb_funnel_plate")
            targets.append(Target(q, "funnel", "why_not", pos_arg(q), label, muted=True))
    svg = pyramid_svg(
        looks_from_view(st["dice"], marks),
        side=side,
        targets=targets,
        funnels=allowed,
        lang=lang,
        title=t(lang, "cb_pyramid_title"),
        hit_size=FINGER,
    )
    turn_label = t(lang, "pyr_turn")
    where = side_words(c, side)
    # While the human chooses, a tap beside every target lands on the wrapper
    # (``pyr_miss``), which says what can be tapped instead of doing nothing. The turn
    # button and the side sit in the empty top corners beside the apex (web/pyramid.css).
    return (
        '<section class="cb-board" aria-labelledby="cb-board-h">'
        f'<h2 id="cb-board-h" class="sr-only">{esc(t(lang, "cb_pyramid_title"))}</h2>'
        '<div class="cb-board-tools">'
        + button(
            turn_label,
            "turn",
            cls="btn btn-quiet btn-small cb-turn-btn",
            content=f'<span aria-hidden="true">↻</span> {esc(turn_label)}',
            aria_label=f"{turn_label} ({where})",
        )
        # turned away from his own side: from whose it is seen now (else the button says it)
        + (f'<span class="meta cb-side">{esc(where)}</span>' if side != own_side(c) else "")
        + "</div>"
        + f"<div{attrs(class_='cb-pyramid', data_act='pyr_miss' if targets else None)}>{svg}</div>"
        + "</section>"
    )


def legend_html(lang: str) -> str:
    """What the colours and marks of the drawing mean, folded away under the table."""
    return (
        f'<details class="cb-legend"><summary>{esc(t(lang, "cb_legend"))}</summary>'
        + pyramid_legend(lang)
        + marks_legend(lang)
        + "</details>"
    )


def side_words(c: Table, side: int) -> str:
    """Whose side the pyramid is seen from: yours, the players sitting there, or a number."""
    lang = c.lang
    if side == own_side(c):
        return t(lang, "pyr_side_own")
    assert c.match is not None
    names = names_of(c.match.view(None), lang)
    there = [name for s, name in enumerate(names) if s % 3 == side]
    if there:
        return t(lang, "cb_side_of", names=join_words(lang, there))
    return t(lang, "pyr_side_n", n=side + 1)


def marks_legend(lang: str) -> str:
    items = "".join(
        f'<li><span class="cb-key cb-key-{key}" aria-hidden="true"></span>'
        f"{esc(t(lang, f'cb_key_{key}'))}</li>"
        for key in ("pull", "ring", "new", "slid")
    )
    return f'<ul class="cb-keys">{items}</ul>'


def _marks(c: Table, st: GameView, side: int) -> dict[Pos, str]:
    """The latest turn on the pyramid: the dice that slid down and the die laid back. Right
    after the move (``c.last_event``) they move once: each slid die comes from the place
    above it (``from-<slot>``: the screen slot of the face it slid towards), a placed die
    drops in."""
    marks: dict[Pos, str] = {}
    last = st["last"]
    if last is None:
        return marks
    fresh = c.last_event.kind if c.last_event is not None else None
    for src, dst in last["slides"]:
        axis = next(a for a in range(3) if dst[a] != src[a])
        slot = SLOTS[(axis - side) % 3]
        marks[p_of(dst)] = f"slid from-{slot}" if fresh == "pull" else "slid"
    if last["placed"] is not None:
        marks[p_of(last["placed"])] = "new drop" if fresh == "place" else "new"
    return marks


def die_label(lang: str, st: GameView, p: Pos, side: int) -> str:
    """A die to pull, findable by ear: its colour, its row from the side in view (1 is the
    nearest) and its place in that row from the left."""
    colour = next((d["colour"] for d in st["dice"] if p_of(d["at"]) == p), "")
    return t(
        lang,
        "cb_die_label",
        die=die_name(lang, colour, capital=True),
        row=p[side] + 1,
        place=p[(side + 1) % 3] + 1,
    )


def funnel_words(lang: str, q: Pos, side: int) -> str:
    """A funnel, findable by ear: its layer (1 is the bottom), row and place as in view."""
    if q == (0, 0, 0):
        return t(lang, "cb_funnel_top")
    return t(lang, "cb_funnel_at", layer=layer_no(q), row=q[side] + 1, place=q[(side + 1) % 3] + 1)


def in_view(p: Pos, side: int) -> tuple[int, int, int]:
    """Sort key: bottom layer first, then the rows from the near side, left to right."""
    return (layer_no(p), p[side], p[(side + 1) % 3])


def choices_html(c: Table, st: GameView) -> str:
    """The dice to pull or the funnels that fit as real buttons, folded away under the
    pyramid. The player opens it; the page keeps it open for him (web/morph.js) until it
    lists other things (``data-list``: the dice to pull, then the funnels)."""
    lang = c.lang
    side = view_side(c)
    if st["phase"] == "build":
        return ""
    if st["phase"] == "pull":
        chosen = {POSITIONS[i] for i in c.selected}
        items = [
            button(
                die_label(lang, st, p, side),
                "pull",
                pos_arg(p),
                val="list",
                cls="btn btn-choice",
                pressed=p in chosen,
            )
            for p in sorted(pullable(st), key=lambda p: in_view(p, side))
        ]
    else:
        items = [
            button(
                t(lang, "cb_funnel_ok", where=funnel_words(lang, q, side)),
                "place",
                pos_arg(q),
                val=move_val({"type": "place", "at": list(q)}),
                cls="btn btn-choice",
            )
            for q in sorted(allowed_funnels(st), key=lambda q: in_view(q, side))
        ]
    if not items:
        return ""
    return (
        f'<details class="cb-choices" data-list="{esc(st["phase"])}">'
        f"<summary>{esc(t(lang, 'cb_list'))}</summary>"
        f'<div class="cb-choice-list">{"".join(items)}</div></details>'
    )
