"""The Eintrichtern table: the turn panel (the sum just said aloud with its countdown, throw
or take over, the throw to match), the pyramid with the red dice to lift, the players' red
dice against the goal, and the end.

One screen per turn on a phone: a short turn panel above the pyramid, which is framed round
its red layer and drawn as wide as the screen, so a red die is over 44 px wide. The
pyramid starts on the viewer's own side (seat s sits at side s mod 3); a button in its
empty top corner turns it by a third. The red dice are drawn blank: their pips play no
part, and only the yellow faces count.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine import GAMES
from pyengine.games.eintrichtern.view import RevealView
from pyengine.games.eintrichtern.view import View as GameView
from pyengine.pyramid.geometry import Pos

from ...kit.chrome import back_button, game_tools, notice, screen
from ...kit.gameplay import move_val
from ...kit.html import attrs, button, esc
from ...kit.i18n import Person, pick
from ...kit.seats import token
from ...pyramid.frame import pyramid_frame
from ...pyramid.positions import own_side, pos_arg, view_side
from ...pyramid.svg import FINGER, DieLook, Target, pyramid_legend, pyramid_svg
from .i18n import t
from .panels import (
    dice_text,
    end_panel,
    last_lift,
    outcome,
    pearl_dice,
    people_of,
    players_html,
    reveal_box,
    reveal_lines,
    spot,
)
from .play import PLAY

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def _p(at: list[int]) -> Pos:
    return (at[0], at[1], at[2])


def render_game(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    view = c.match.view(None)
    st: GameView = view["state"]
    top = end_panel(c, view, st) if view["over"] else _turn(c, st)
    tools = game_tools(lang, view["game"])
    body = pyramid_frame(
        board_html(c, st),  # while it is built: the plate, where the pyramid will stand
        notice(c) + top + players_html(c, view, st),
        legend_html(lang) + tools,
    )
    sub = t(lang, "et_goal", n=st["goal"])
    title = pick(GAMES[view["game"]].title, lang)
    return screen("game", title, body, back_button(c), sub, cls="game-eintrichtern pyr-game")


# -- the pyramid ---------------------------------------------------------------------------------
def board_html(c: Table, st: GameView) -> str:
    lang = c.lang
    side = view_side(c)
    reveal = PLAY.shown_reveal(c)
    covered = {_p(q) for q in st["covered"]}
    looks = []
    for d in st["dice"]:
        at = _p(d["at"])
        mark = "lifted" if reveal is not None and _p(reveal["at"]) == at else ""
        faces = (None, None, None) if d["colour"] == "red" else tuple(d["faces"])
        looks.append(DieLook(at, d["colour"], (faces[0], faces[1], faces[2]), mark))
    rings: list[Pos] = []
    notes: dict[Pos, str] = {}
    if reveal is not None:
        notes[_p(reveal["at"])] = str(int(reveal["sum"]))  # the sum where it was lifted
        if _p(reveal["at"]) not in covered:
            rings.append(_p(reveal["at"]))  # a kept die: ring its now open funnel
    targets: list[Target] = []
    if c.acting_human() is not None and st["phase"] == "lift":
        for q in sorted(covered, key=lambda q: spot(q, side)):
            row, place = spot(q, side)
            label = t(lang, "et_red_label", row=row, place=place)
            lift = move_val({"type": "lift", "at": list(q)})
            targets.append(Target(q, "die", "lift", pos_arg(q), label, val=lift))
    svg = pyramid_svg(
        looks,
        side=side,
        targets=targets,
        funnels=rings,
        lang=lang,
        title=t(lang, "et_pyramid"),
        notes=notes,
        hit_size=FINGER,
    )
    mine = side == own_side(c)
    turn_label = t(lang, "pyr_turn")
    where = t(lang, "pyr_side_own") if mine else t(lang, "pyr_side_n", n=side + 1)
    return (
        '<section class="et-board" aria-labelledby="et-board-h">'
        f'<h2 id="et-board-h" class="sr-only">{esc(t(lang, "et_pyramid"))}</h2>'
        '<div class="et-board-tools">'
        + button(
            turn_label,
            "turn",
            cls="btn btn-quiet btn-small et-turn-btn",
            content=f'<span aria-hidden="true">↻</span> {esc(turn_label)}',
            aria_label=f"{turn_label} ({where})",
        )
        # turned away from his own side: from where it is seen now (else the button says it)
        + ("" if mine else f'<span class="meta et-side">{esc(where)}</span>')
        + "</div>"
        + f'<div class="et-pyramid{" is-lifting" if targets else ""}">{svg}</div></section>'
    )


def legend_html(lang: str) -> str:
    """What the colours of the drawing mean, folded away under the table."""
    return (
        f'<details class="et-legend"><summary>{esc(t(lang, "et_legend"))}</summary>'
        + pyramid_legend(lang)
        + f'<p class="meta">{esc(t(lang, "et_rows_note"))}</p></details>'
    )


# -- the turn -------------------------------------------------------------------------------------
def _panel(cls: str, content: str, seat: int | None) -> str:
    seat_cls = f" seat-{seat % 6}" if seat is not None else ""
    return f'<div class="panel et-turn {cls}{seat_cls}">{content}</div>'


def _turn(c: Table, st: GameView) -> str:
    """The panel: on top what the last lift showed (the sum with its countdown while it is
    on, then what it meant until the next move), then whose turn and what to do."""
    lang = c.lang
    people = people_of(c)
    if st["phase"] == "build":
        return _panel("is-waiting", f"<h2>{esc(t(lang, 'pyr_building'))}</h2>", None)
    side = view_side(c)
    reveal = PLAY.shown_reveal(c)
    if reveal is not None:
        shown = reveal_box(lang, people, reveal, side, *PLAY.time_left(c))
    elif st["reveal"] is not None and not (st["failed"] and c.acting_human() is not None):
        shown = last_lift(lang, people, st["reveal"], side)  # a missed throw's offer says it
    else:
        shown = ""
    seat = st["active"]
    assert seat is not None, "a game on has a player to move"
    if c.acting_human() is None:
        name = people[seat].name
        head = f"<h2>{token(seat)}<span>{esc(t(lang, 'et_bot_playing', name=name))}</span></h2>"
        return _panel("is-waiting", shown + head + _throw_news(lang, people, st, seat), seat)
    whose = t(lang, "et_turn_of", about=people[seat])
    head = f"<h2>{token(seat)}<span>{esc(whose)}</span></h2>"
    body = _roll_body(c, people, st, reveal) if st["phase"] == "roll" else _lift_body(c, st)
    return _panel("is-mine", shown + head + body, seat)


def _throw_news(lang: str, people: list[Person], st: GameView, seat: int) -> str:
    """What a computer player is about to match (its throw, or the one it took over)."""
    roll = st["roll"]
    if roll is None:
        return ""
    key = "et_took_over" if roll["taken_over"] else "et_threw"
    name = people[seat].name
    line = t(lang, key, name=name, sum=roll["sum"], dice=dice_text(roll["values"]))
    return f'<div class="et-throw">{pearl_dice(roll["values"])}<p>{esc(line)}</p></div>'


def _roll_body(c: Table, people: list[Person], st: GameView, reveal: RevealView | None) -> str:
    """Throw (or take over a missed throw). While a sum is on screen the buttons wait,
    disabled, in their place, and the words come when it is gone."""
    lang = c.lang
    failed = st["failed"]
    wait = reveal is not None
    throw = (
        "<button"
        + attrs(
            type="button",
            class_="btn btn-primary",
            data_act="roll",
            data_val=move_val({"type": "roll"}),
            disabled=wait,
            data_autofocus=True,  # the natural next step once the sum is gone
        )
        + f">{esc(t(lang, 'et_throw'))}</button>"
    )
    if failed is None:
        hint = "" if wait else f'<p class="et-hint">{esc(t(lang, "et_roll_hint"))}</p>'
        return f'{hint}<div class="actions">{throw}</div>'
    take = button(
        t(lang, "et_take", sum=failed["sum"]),
        "take_over",
        val=move_val({"type": "take_over"}),
        cls="btn btn-secondary",
        disabled=wait,
        aria_label=t(lang, "et_take_long", sum=failed["sum"]),
    )
    actions = f'<div class="actions">{throw}{take}</div>'
    if wait:
        return actions
    offer = t(
        lang,
        "et_offer",
        name=people[failed["seat"]].name,
        sum=failed["sum"],
        dice=dice_text(failed["values"]),
    )
    return (
        f'<div class="et-throw et-failed">{pearl_dice(failed["values"])}'
        f"<p>{esc(offer)}</p></div>"
        f'<p class="et-hint">{esc(t(lang, "et_offer_hint", sum=failed["sum"]))}</p>' + actions
    )


def _lift_body(c: Table, st: GameView) -> str:
    lang = c.lang
    roll = st["roll"]
    assert roll is not None, "a lift matches a throw"
    key = "et_need_taken" if roll["taken_over"] else "et_need"
    need = t(lang, key, sum=roll["sum"], dice=dice_text(roll["values"]))
    undo = button(t(lang, "undo"), "undo", cls="btn btn-quiet") if c.can_undo() else ""
    return (
        f'<div class="et-throw">{pearl_dice(roll["values"])}'
        f'<p><strong class="et-need">{esc(need)}</strong></p></div>'
        f'<p class="et-hint">{esc(t(lang, "et_lift_hint", sum=roll["sum"]))}</p>'
        + (f'<div class="actions">{undo}</div>' if undo else "")
    )


# -- news for screen readers ---------------------------------------------------------------------
def announce(c: Table) -> str:
    """The sum is said here only while it is shown: the next drawing replaces it."""
    assert c.match is not None
    lang = c.lang
    view = c.match.view(None)
    st: GameView = view["state"]
    people = people_of(c)
    if view["over"]:
        return outcome(lang, people, view["result"] or {})
    if st["phase"] == "build":
        return t(lang, "pyr_building")
    reveal = PLAY.shown_reveal(c)
    news = ""
    if reveal is not None:
        who, meaning = reveal_lines(lang, people, reveal, view_side(c))
        stays = t(lang, "et_shown_for", n=round(PLAY.time_left(c)[1] / 1000) or 1)
        news = f"{who} {t(lang, 'et_said', sum=reveal['sum'])} {meaning} {stays}"
    seat = st["active"]
    assert seat is not None, "a game on has a player to move"
    if c.acting_human() is not None:
        ask = t(lang, "et_turn_of", about=people[seat])
        if st["roll"] is not None:
            ask += ". " + t(lang, "et_lift_hint", sum=st["roll"]["sum"])
        return f"{news} {ask}".strip()
    roll = st["roll"]
    name = people[seat].name
    if roll is not None and reveal is None:
        key = "et_took_over" if roll["taken_over"] else "et_threw"
        news = t(lang, key, name=name, sum=roll["sum"], dice=dice_text(roll["values"]))
    return f"{news} {t(lang, 'et_bot_playing', name=name)}".strip()
