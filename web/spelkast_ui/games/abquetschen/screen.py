"""The Abquetschen table: the turn card (what happened since your last turn on top, then what
to do now with the turquoise die), the refusal right above the pyramid being tapped, the
pyramid, the players' dice left, the log and the end.

A turn fits one phone screen (360 x 640): the card is short and the pyramid, turned so that
every spot is a 44 px target, fills the width under it. The others' turns are announced at
the top of the card in the viewer's words and stay there until his next throw; a computer's
build shows die by die at the computer pace.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine import GAMES
from pyengine.games.abquetschen.view import View as GameView

from ...kit.chrome import back_button, game_tools, notice, screen
from ...kit.dice import die_svg
from ...kit.entry_panel import plain_entry_body
from ...kit.gameplay import move_val
from ...kit.html import button, esc
from ...kit.i18n import Person, pick
from ...kit.seats import names_of, person, token
from ...pyramid.frame import pyramid_frame
from .board import board_html, legend_html
from .history import Turn, longest_row, since_last_turn_of, turns_of
from .i18n import t
from .panels import (
    end_panel,
    log_html,
    news_items,
    ongoing_turn,
    outcome,
    people_of,
    players_html,
    turn_text,
    turquoise,
    won_with,
)

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def render_game(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    view = c.match.view(None)
    st: GameView = view["state"]
    history = turns_of(st)
    people = people_of(c)
    if view["over"]:
        top = end_panel(c, view, st, history)
    elif c.entry is not None:
        top = _entry(c, names_of(view, c.lang))
    else:
        top = _turn(c, people, st, history)
    body = pyramid_frame(
        board_html(c, st, history),
        notice(c) + top + players_html(c, view, st),  # a refusal right under the pyramid
        log_html(lang, people, history, st) + legend_html(lang) + game_tools(lang, view["game"]),
    )
    title = pick(GAMES[view["game"]].title, lang)
    return screen(
        "game", title, body, back_button(c), t(lang, "aq_sub"), cls="game-abquetschen pyr-game"
    )


# -- the turn -------------------------------------------------------------------------------------
def _panel(cls: str, content: str, seat: int | None) -> str:
    seat_cls = f" seat-{seat % 6}" if seat is not None else ""
    return f'<div class="panel aq-turn {cls}{seat_cls}">{content}</div>'


def _viewer(_c: Table, people: list[Person]) -> int | None:
    return next((s for s, who in enumerate(people) if who.you), None)


def news(c: Table, people: list[Person], st: GameView, history: list[Turn]) -> list[Turn]:
    """The turns to announce at the top of the card: the others' since the viewer's own
    last turn, and that one too when its outcome is news (nothing could be built, a bonus,
    a throw in the opening), until he throws again; the turn being built is left out (the
    card tells it). With nobody in particular viewing, the latest two."""
    going = ongoing_turn(st, history)
    done = [tr for tr in history if tr is not going]
    me = _viewer(c, people)
    if me is None:
        return done[-2:]
    if c.acting_human() == me and st["phase"] in ("build", "bonus"):
        return []  # he has thrown since: the card is about his build now
    recent = since_last_turn_of(done, me, False)
    own = next((tr for tr in reversed(done) if tr.seat == me), None)
    if own is not None and c.acting_human() != me and (own.confirmed == 0 or own.row):
        recent = [own, *recent]
    return recent


def _news(c: Table, people: list[Person], st: GameView, history: list[Turn]) -> str:
    shown = news(c, people, st, history)
    if not shown:
        return ""
    items = news_items(c.lang, people, shown, st, history)
    return f'<ol class="aq-news aq-since" aria-label="{esc(t(c.lang, "aq_since"))}">{items}</ol>'


def _head(c: Table, people: list[Person], seat: int) -> str:
    text = whose_turn(c, people, seat)
    return f"<h2>{token(seat)}<span>{esc(text)}</span></h2>"


def whose_turn(c: Table, people: list[Person], seat: int) -> str:
    """ "Your turn"; with several people at the device, the name ("Ann's turn")."""
    return t(c.lang, "aq_turn_of", about=people[seat])


def _turn(c: Table, people: list[Person], st: GameView, history: list[Turn]) -> str:
    seat = st["turn"]
    assert seat is not None, "a game on has a player to move"
    top = _news(c, people, st, history)
    if c.acting_human() is None:
        return _waiting(c, people, st, history, seat, top)
    phase = st["phase"]
    if phase in ("build", "bonus"):
        # Mid-build the card is short: the pyramid being tapped must stay in view.
        return _panel("is-mine is-building", top + _build_body(c, st, seat), seat)
    head = _head(c, people, seat)
    if phase == "start":
        said = t(c.lang, "aq_start_you", about=people[seat])
        body = f'<p class="aq-hint">{turquoise(4)}{esc(said)}</p>'
    else:
        body = _throw_body(c, st, seat)
    return _panel("is-mine", top + head + body, seat)


def _throw_body(c: Table, st: GameView, seat: int) -> str:
    lang = c.lang
    throw = button(
        t(lang, "aq_throw"),
        "throw",
        val=move_val({"type": "throw"}),
        cls="btn btn-primary aq-throw-btn",
        content=f"{die_svg(4, 'die-face aq-die-icon')}<span>{esc(t(lang, 'aq_throw'))}</span>",
        aria_label=t(lang, "aq_throw_long"),
    )
    if st["phase"] == "opening":
        hint = t(lang, "aq_opening_hint")
    else:
        left = int(st["seats"][seat]["supply"])
        hint = t(lang, "aq_you_have", about=person(c, seat), n=left)
        hint += " " + t(lang, "aq_throw_hint")
        if left < 6:
            hint += " " + t(lang, "aq_throw_wins")
    return f'<p class="aq-hint">{esc(hint)}</p><div class="actions">{throw}</div>'


def _build_body(c: Table, st: GameView, seat: int) -> str:
    """The card while building: the count, what to tap (once all are in: confirm or take
    one back), the buttons. The row of buttons is there from the start, so the card keeps
    its shape die after die. The rings show where a die may go; a tap on another spot says
    why not."""
    lang = c.lang
    need = int(st["need"])
    placed = len(st["placed"])
    if st["phase"] == "bonus":
        row = longest_row([(p[0], p[1], p[2]) for p in st["main"]])
        top = t(lang, "aq_bonus_head", row=row, n=need)
        cls = "aq-bonus"
    else:
        top = t(lang, "aq_build_need", n=need, placed=placed, left=need - placed)
        cls = "aq-need"
    actions = []
    if placed == need:
        actions.append(
            button(
                t(lang, "aq_confirm"),
                "confirm",
                val=move_val({"type": "confirm"}),
                cls="btn btn-primary",
            )
        )
    elif st["phase"] == "bonus":  # all in: confirm, or take one back
        skip = t(lang, "aq_skip")
        actions.append(
            button(
                skip,
                "skip_bonus",
                val=move_val({"type": "skip_bonus"}),
                cls="btn btn-secondary",
                aria_label=f"{skip}: {t(lang, 'aq_skip_long')}",
            )
        )
    # all in: no spot is ringed any more, so the line says what is left to do
    said = t(lang, "aq_build_done", n=need) if placed == need else t(lang, "aq_build_hint")
    undo = t(lang, "aq_take_back")  # the last die back (the app's undo)
    actions.append(button(undo, "undo", cls="btn btn-quiet", disabled=not c.can_undo()))
    return (
        f'<h2 class="{cls}">{token(seat)}{turquoise(st["throw"])}<span>{esc(top)}</span></h2>'
        f'<p class="aq-hint">{esc(said)}</p>'
        f'<div class="actions">{"".join(actions)}</div>'
    )


def _waiting(
    c: Table, people: list[Person], st: GameView, _history: list[Turn], seat: int, top: str
) -> str:
    """A computer at work: what happened before it, then its throw and its build so far,
    die by die."""
    lang = c.lang
    who = people[seat]
    phase = st["phase"]
    placed, need = len(st["placed"]), st["need"]
    if phase == "start":
        line = t(lang, "aq_bot_starting", about=who)
    elif phase == "build":
        line = t(lang, "aq_bot_building", about=who, throw=st["throw"], placed=placed, need=need)
    elif phase == "bonus":
        line = t(lang, "aq_bot_bonus", about=who, placed=placed, need=need)
    else:
        line = t(lang, "aq_bot_throwing", about=who)
    head = f"<h2>{token(seat)}<span>{esc(t(lang, 'aq_bot_playing', about=who))}</span></h2>"
    die = turquoise(st["throw"]) if phase in ("build", "bonus") else ""
    body = f'<p class="aq-need">{die}{esc(line)}</p>'
    return _panel("is-waiting", top + head + body, seat)


# -- real dice on the table ------------------------------------------------------------------------
def _entry(c: Table, _names: list[str]) -> str:
    lang = c.lang
    entry = c.entry
    assert entry is not None
    body = plain_entry_body(
        lang,
        entry,
        legend=t(lang, "aq_turquoise"),
        shows=lambda v: t(lang, "aq_die_shows", n=v),
        yours=t(lang, "aq_enter_yours", about=person(c, entry.seat)),
        for_bot=t(lang, "aq_enter_for_bot", about=person(c, entry.seat)),
        hint=t(lang, "aq_entry_hint"),
        pick_class="aq-pick",
    )
    return _panel("entry", body, entry.seat)


# -- news for screen readers ---------------------------------------------------------------------
def announce(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    view = c.match.view(None)
    st: GameView = view["state"]
    people = people_of(c)
    history = turns_of(st)
    if view["over"]:
        return outcome(lang, people, view["result"] or {}, st)
    going = ongoing_turn(st, history)
    said = ""
    if history:
        last = history[-1]
        said = turn_text(lang, people, last, won_with(st, last, history), last is going)
    seat = st["turn"]
    assert seat is not None, "a game on has a player to move"
    if c.acting_human() is not None:
        ask = whose_turn(c, people, seat)
        if st["phase"] in ("build", "bonus"):
            need, placed = int(st["need"]), len(st["placed"])
            ask += ". " + t(lang, "aq_build_need", n=need, placed=placed, left=need - placed)
        return f"{said} {ask}".strip()
    return f"{said} {t(lang, 'aq_bot_playing', about=people[seat])}".strip()
