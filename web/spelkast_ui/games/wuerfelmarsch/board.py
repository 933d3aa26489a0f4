"""Würfelmarsch's board and choices as HTML: the drawing with its targets and marks (turned
so that every die is a target of 44 px on a phone, ``words.TILT``), the arrow pad (an arrow
pointing the way the die will go on the screen, the direction named as its owner sees it)
and the turn chooser with small dice.

The drawing fills the width of a phone; its empty corners beside the slanted edges hold the
tools of the moment: turning the view (top right) or, with a die picked, the arrows (top
right) and turning it or picking another one (bottom right)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from pyengine.games.wuerfelmarsch.capture import ALLOWED_MOVES
from pyengine.games.wuerfelmarsch.view import MoveView
from pyengine.games.wuerfelmarsch.view import View as GameView
from pyengine.pyramid.geometry import Pos
from pyengine.pyramid.projection import axis_vector

from ...kit.gameplay import move_val
from ...kit.html import attrs, button, esc
from ...kit.i18n import Person
from ...pyramid.positions import pos_arg
from ...pyramid.svg import FINGER, Target, die_svg, looks_from_view, pyramid_svg
from ...pyramid.words import colour_letter
from .i18n import t
from .play import (
    dice_of,
    front_choice,
    orientations,
    picked,
    tilt_action,
    tilts,
    turn_action,
    turning,
    view_side,
)
from .words import COLOURS, corner_place, die_label, direction_name

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def marks(st: GameView, viewer: int | None) -> dict[Pos, str]:
    """Dice to highlight: where the latest move went and the dice of its funnels ("last"),
    and where the other moves since the viewer's own went ("recent")."""
    out: dict[Pos, str] = {}
    recent = st["recent"]
    since = st["moves"] - len(st["seats"]) if viewer is None else st["seats"][viewer]["last_turn"]
    for rec in recent[:-1]:
        if rec["n"] > since:
            at = rec["to"] if rec["type"] == "tilt" else rec["at"]
            out[(at[0], at[1], at[2])] = "recent"
    if recent:
        rec = recent[-1]
        at = rec["to"] if rec["type"] == "tilt" else rec["at"]
        out[(at[0], at[1], at[2])] = "last"
        for f in rec.get("funnels", []):
            for d in f["dice"]:
                out[(d["at"][0], d["at"][1], d["at"][2])] = "last"
    return out


def gone(records: list[MoveView], dice: dict[Pos, View]) -> dict[Pos, str]:
    """The squares emptied by the captures announced (``records``): where it happened."""
    out: dict[Pos, str] = {}
    for rec in records:
        for d in [*rec.get("captured", []), *rec.get("removed", [])]:
            at = (d["at"][0], d["at"][1], d["at"][2])
            if at not in dice:
                out[at] = "gone"
    return out


def board(
    c: Table, view: View, st: GameView, people: list[Person], records: list[MoveView], tools: str
) -> str:
    """The drawing, seen from ``view_side``: every die tappable (own dice of the acting
    player as choices, others to hear why not), the squares the picked die may tilt to,
    the squares emptied by the captures in ``records``; ``tools`` go in its empty corners.
    While a die is being turned (ringed as when picked), and after the end, the drawing is
    only to look at."""
    lang = c.lang
    side = view_side(c)
    acting = c.acting_human()
    choosing = acting is not None and not view["over"]
    chosen = picked(c) if choosing else None
    dice = dice_of(st)
    targets: list[Target] = []
    # Off-turn (a computer's move, or the game over) the drawing is only to look at: a tap
    # on one's own die would answer "please wait", which helps nobody.
    if choosing and not turning(c):
        for p, d in dice.items():
            owner = COLOURS.index(d["colour"])
            mine = choosing and owner == acting
            who = people[owner] if owner < len(people) else Person("")
            label = die_label(lang, who, d, side)
            targets.append(
                Target(p, "die", "wm_die", pos_arg(p), label, selected=p == chosen, muted=not mine)
            )
    if chosen is not None and acting is not None and not turning(c):
        for name, to, why in tilts(st, acting, chosen):
            if why is None:
                label = t(lang, "wm_tilt_here", dir=direction_name(lang, name))
                val = move_val(tilt_action(chosen, to))
                targets.append(Target(to, "funnel", "wm_to", pos_arg(to), label, val=val))
    goals = {}
    for s in st["seats"]:
        g = s["goal"]
        goals[(g[0], g[1], g[2])] = (f"goal-{s['colour']}", colour_letter(lang, s["colour"]))
    place = _seen_from(c, people, side)
    looks = marks(st, c.viewer())
    if chosen is not None and turning(c):  # the die being turned stays ringed as picked
        looks[chosen] = f"{looks.get(chosen, '')} turning".strip()
    svg = pyramid_svg(
        looks_from_view(st["pyramid"]["dice"], looks),
        side=side,
        targets=targets,
        lang=lang,
        title=t(lang, "wm_board", place=place),
        slot_marks=goals,
        rings=gone(records, dice),
        hit_size=FINGER,
    )
    return f'<div class="wm-board">{svg}{tools}</div>'


def view_tools(c: Table, people: list[Person]) -> str:
    """Turning the drawing by a third, and from whose side it is seen now."""
    lang = c.lang
    place = _seen_from(c, people, view_side(c))
    said = t(lang, "wm_seen_from", place=place)
    turn = button(
        t(lang, "wm_turn_view"),
        "wm_view",
        cls="btn btn-quiet btn-small wm-view",
        content=f'<span aria-hidden="true">↻</span> {esc(t(lang, "wm_turn_view"))}',
        aria_label=f"{t(lang, 'wm_turn_view')} ({said})",
    )
    # From whose side, in words, once it is turned away from the viewer's own.
    seen = f'<p class="meta wm-seen">{esc(said)}</p>' if c.sheet_tab else ""
    return f'<div class="wm-corner wm-corner-top">{turn}{seen}</div>'


def _seen_from(c: Table, people: list[Person], side: int) -> str:
    if side < len(people):
        return t(c.lang, "wm_side_of", about=people[side])
    return t(c.lang, "wm_side_empty")


def dice_list(c: Table, st: GameView, seat: int) -> str:
    """The acting player's dice as ordinary buttons, folded away: for keyboards and screen
    readers, the same choice as tapping a die in the drawing. Opened, it stays open
    (web/morph.js) until it lists another player's dice (``data-list``)."""
    lang = c.lang
    side = view_side(c)
    chosen = picked(c)
    items = [
        button(
            die_label(lang, None, d, side),
            "wm_die",
            pos_arg(p),
            cls="btn btn-choice wm-die-btn",
            pressed=p == chosen,
        )
        for p, d in dice_of(st).items()
        if COLOURS.index(d["colour"]) == seat
    ]
    return (
        f'<details class="wm-dice-list" data-list="{seat}">'
        f"<summary>{esc(t(lang, 'wm_dice_list'))}</summary>"
        f'<div class="wm-die-btns">{"".join(items)}</div></details>'
    )


# -- tilting --------------------------------------------------------------------------------------
def _arrow(name: str, seat: int, side: int) -> str:
    """An arrow pointing where the tilt ``name`` of the player at ``seat`` goes on a screen
    seen from ``side``."""
    move = dict(ALLOWED_MOVES[seat])[name]
    x = sum(m * axis_vector(a, side)[0] for a, m in enumerate(move))
    y = sum(m * axis_vector(a, side)[1] for a, m in enumerate(move))
    angle = round(math.degrees(math.atan2(y, x)))
    return (
        '<svg class="wm-arrow" viewBox="-12 -12 24 24" aria-hidden="true" focusable="false">'
        f'<path d="M-8 0H7M1-6l7 6-7 6" transform="rotate({angle})"/></svg>'
    )


def tilt_buttons(c: Table, st: GameView, seat: int, p: Pos) -> str:
    """The four tilts (never backwards) as an arrow pad: each arrow points where the die
    goes on the screen, its name (read out, and shown on hover) says the direction as the
    player sees it. A blocked one is dashed, stays tappable and says why (its name says it
    is blocked; ``aria-disabled`` would promise that a tap does nothing)."""
    lang = c.lang
    side = view_side(c)
    items = []
    for name, to, why in tilts(st, seat, p):
        label = t(lang, "wm_tilt_dir", dir=direction_name(lang, name))
        if why:
            label += f" ({t(lang, f'wm_blocked_{why}')})"
        cls = "btn wm-tilt" + (" is-blocked" if why else " btn-primary")
        items.append(
            "<button"
            + attrs(
                type="button",
                class_=cls,
                data_act="wm_tilt",
                data_arg=name,
                data_val=move_val(tilt_action(p, to)),  # a blocked one too: the engine says why
                aria_label=label,
                title=label,
            )
            + f">{_arrow(name, seat, side)}</button>"
        )
    label = esc(t(lang, "wm_tilts"))
    return f'<div class="wm-tilts" role="group" aria-label="{label}">{"".join(items)}</div>'


# -- turning --------------------------------------------------------------------------------------
def turn_chooser(c: Table, st: GameView, seat: int, p: Pos) -> str:
    lang = c.lang
    die = dice_of(st)[p]
    colour = die["colour"]
    front = front_choice(c)
    now = die["faces"]
    current = t(lang, "wm_now", a=now[seat], b=now[(seat + 1) % 3], c=now[(seat + 2) % 3])
    fronts = "".join(
        button(
            str(n),
            "wm_front",
            n,
            cls="btn btn-choice wm-front",
            pressed=n == front,
            aria_label=t(lang, "wm_front_n", n=n),
        )
        for n in range(1, 7)
    )
    parts = [
        f'<div class="wm-now">{die_svg(colour, now, side=seat, cls="wm-mini")}'
        f"<p>{esc(current)}</p></div>",
        f'<fieldset class="wm-pick"><legend>{esc(t(lang, "wm_which_front"))}</legend>'
        f'<div class="choices">{fronts}</div></fieldset>',
    ]
    if front is not None:
        options = []
        for o in orientations(seat, front, now):
            u = list(o.upper)
            a, b, r = u[seat], u[(seat + 1) % 3], u[(seat + 2) % 3]
            # Its name holds the text shown ("2 left, 3 right") after what it is for.
            lay = t(lang, "wm_lay", a=a)
            short = t(lang, "wm_lay_short", b=b, c=r)
            options.append(
                button(
                    f"{lay} {short}",
                    "wm_orient",
                    f"{a},{b}",
                    val=move_val(turn_action(p, o)),
                    cls="btn wm-orient",
                    content=die_svg(colour, u, side=seat, cls="wm-mini")
                    + f"<span>{esc(short)}</span>",
                )
            )
        parts.append(
            f'<fieldset class="wm-pick"><legend>{esc(t(lang, "wm_which_way", n=front))}</legend>'
            f'<div class="wm-orients">{"".join(options)}</div></fieldset>'
        )
    return "".join(parts)


def goal_words(c: Table, st: GameView, seat: int) -> str:
    side = view_side(c)
    return t(c.lang, "wm_goal", place=corner_place(c.lang, st["seats"][seat]["goal"], side))
