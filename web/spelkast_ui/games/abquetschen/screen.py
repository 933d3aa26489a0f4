"""The Abquetschen table: the turn panel (what to do now, the turquoise die, what the others
did since), the refusal right above the pyramid being tapped, the pyramid, the players' dice
left, the log and the end.

On a phone everything is one column, the turn first and the pyramid straight under it, so
the spots a player taps and the buttons that finish the turn are on one screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine import GAMES

from ...kit.chrome import back_button, game_tools, notice, screen
from ...kit.dice import die_svg
from ...kit.entry_panel import plain_entry_body
from ...kit.html import button, esc
from ...kit.i18n import pick
from ...kit.seats import names_of, token
from .board import board_html
from .history import Turn, longest_row, since_last_turn_of, turns
from .i18n import t
from .panels import (
    end_panel,
    log_html,
    news_items,
    ongoing_turn,
    outcome,
    players_html,
    turn_text,
    turquoise,
    won_with,
    you,
)

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def render_game(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    view = c.match.view(None)
    st = view["state"]
    history = turns(c.match.log)
    names = names_of(view)
    if view["over"]:
        top = end_panel(c, view, st, history)
    elif c.entry is not None:
        top = _entry(c, names)
    else:
        top = _turn(c, view, st, history)
    body = (
        top
        + notice(c)  # a refusal lands right above the pyramid being tapped
        + board_html(c, st, history)
        + players_html(c, view, st)
        + log_html(lang, names, history, you(c), st)
        + game_tools(lang, view["game"])
    )
    title = pick(GAMES[view["game"]].title, lang)
    return screen("game", title, body, back_button(c), t(lang, "aq_sub"), cls="game-abquetschen")


# -- the turn -------------------------------------------------------------------------------------
def _panel(cls: str, content: str, seat: int | None) -> str:
    seat_cls = f" seat-{seat % 6}" if seat is not None else ""
    return f'<div class="panel aq-turn {cls}{seat_cls}">{content}</div>'


def _news(c: Table, names: list[str], st: View, history: list[Turn], seat: int) -> str:
    """What the others did since this seat's last turn (its own throw going on left out)."""
    going = ongoing_turn(st, history)
    recent = since_last_turn_of(history, seat, going is not None or st["phase"] == "start")
    if not recent:
        return ""
    items = news_items(c.lang, names, recent, you(c), st, history)
    return (
        f'<details class="aq-since" open><summary>{esc(t(c.lang, "aq_since"))}</summary>'
        f'<ul class="aq-news">{items}</ul></details>'
    )


def _head(c: Table, names: list[str], seat: int) -> str:
    lang = c.lang
    text = (
        t(lang, "aq_your_turn") if len(c.humans()) == 1 else t(lang, "aq_turn_of", name=names[seat])
    )
    return f"<h2>{token(seat)}<span>{esc(text)}</span></h2>"


def _turn(c: Table, view: View, st: View, history: list[Turn]) -> str:
    names = names_of(view)
    seat = int(st["turn"])
    if c.acting_human() is None:
        return _waiting(c, names, st, history, seat)
    phase = st["phase"]
    if phase in ("build", "bonus"):
        # Mid-build the panel is short: the pyramid being tapped must stay in view.
        return _panel("is-mine is-building", _build_body(c, names, st, seat), seat)
    head = _head(c, names, seat)
    if phase == "start":
        body = f'<p class="aq-hint">{turquoise(4)}{esc(t(c.lang, "aq_start_you"))}</p>'
    else:
        body = _throw_body(c, st, seat)
    return _panel("is-mine", head + body + _news(c, names, st, history, seat), seat)


def _throw_body(c: Table, st: View, seat: int) -> str:
    lang = c.lang
    throw = button(
        t(lang, "aq_throw"),
        "throw",
        cls="btn btn-primary aq-throw-btn",
        content=f"{die_svg(4, 'die-face aq-die-icon')}<span>{esc(t(lang, 'aq_throw'))}</span>",
        aria_label=t(lang, "aq_throw_long"),
    )
    if st["phase"] == "opening":
        hint = t(lang, "aq_opening_hint")
        meta = ""
    else:
        hint = t(lang, "aq_throw_hint")
        left = int(st["seats"][seat]["supply"])
        meta = t(lang, "aq_you_have", n=left)
        if left < 6:
            meta += " " + t(lang, "aq_throw_wins")
    return (
        f'<p class="aq-hint">{esc(hint)}</p>'
        + (f'<p class="meta">{esc(meta)}</p>' if meta else "")
        + f'<div class="actions">{throw}</div>'
    )


def _build_body(c: Table, names: list[str], st: View, seat: int) -> str:
    lang = c.lang
    need = int(st["need"])
    placed = len(st["placed"])
    count = t(lang, "aq_build_need", need=need, placed=placed, left=need - placed)
    if st["phase"] == "bonus":
        row = longest_row([(p[0], p[1], p[2]) for p in st["main"]])
        top = t(lang, "aq_bonus_head", row=row, n=need)
        rule = t(lang, "aq_bonus_hint")
        cls = "aq-bonus"
    else:
        top = count
        first = not st["seats"][seat]["built"]
        rule = t(lang, "aq_first_build" if first else "aq_rules_short")
        cls = "aq-need"
    if len(c.humans()) > 1:
        top = f"{names[seat]}: {top}"
    step = t(lang, "aq_build_done", need=need) if placed == need else t(lang, "aq_build_hint")
    if st["phase"] == "bonus" and placed < need:
        step = f"{count} {step}"
    actions = []
    if placed == need:
        actions.append(button(t(lang, "aq_confirm"), "confirm", cls="btn btn-primary"))
    if st["phase"] == "bonus":
        actions.append(button(t(lang, "aq_skip"), "skip_bonus", cls="btn btn-secondary"))
    if c.can_undo():
        actions.append(button(t(lang, "undo"), "undo", cls="btn btn-quiet"))
    if st["protected"] and st["start_player"] not in (None, seat):
        rule += " " + t(lang, "aq_protected", name=names[st["start_player"]])
    return (
        f'<h2 class="{cls}">{token(seat)}{turquoise(st["throw"])}<span>{esc(top)}</span></h2>'
        f'<p class="aq-hint">{esc(step)} <span class="aq-rule">{esc(rule)}</span></p>'
        + (f'<div class="actions">{"".join(actions)}</div>' if actions else "")
    )


def _waiting(c: Table, names: list[str], st: View, history: list[Turn], seat: int) -> str:
    """A computer (or, with several people, someone else) at work: its throw and its build
    so far, die by die, and what happened just before."""
    lang = c.lang
    name = names[seat]
    phase = st["phase"]
    if phase == "start":
        line = t(lang, "aq_bot_starting", name=name)
    elif phase == "build":
        line = t(
            lang,
            "aq_bot_building",
            name=name,
            throw=st["throw"],
            placed=len(st["placed"]),
            need=st["need"],
        )
    elif phase == "bonus":
        line = t(lang, "aq_bot_bonus", name=name, placed=len(st["placed"]), need=st["need"])
    else:
        line = t(lang, "aq_bot_throwing", name=name)
    head = f"<h2>{token(seat)}<span>{esc(t(lang, 'aq_bot_playing', name=name))}</span></h2>"
    die = turquoise(st["throw"]) if phase in ("build", "bonus") else ""
    body = f'<p class="aq-need">{die}{esc(line)}</p>'
    going = ongoing_turn(st, history)
    done = [tr for tr in history if tr is not going]
    if done:
        last = done[-1]
        text = turn_text(lang, names, last, you(c), won_with(st, last, history), False)
        body += f'<p class="aq-last">{token(last.seat)}<span>{esc(text)}</span></p>'
    return _panel("is-waiting", head + body, seat)


# -- real dice on the table ------------------------------------------------------------------------
def _entry(c: Table, names: list[str]) -> str:
    lang = c.lang
    entry = c.entry
    assert entry is not None
    body = plain_entry_body(
        lang,
        entry,
        legend=t(lang, "aq_turquoise"),
        shows=lambda v: t(lang, "aq_die_shows", n=v),
        yours=t(lang, "aq_enter_yours"),
        for_bot=t(lang, "aq_enter_for_bot", name=names[entry.seat]),
        hint=t(lang, "aq_entry_hint"),
        pick_class="aq-pick",
    )
    return _panel("entry", body, entry.seat)


# -- news for screen readers ---------------------------------------------------------------------
def announce(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    view = c.match.view(None)
    st = view["state"]
    names = names_of(view)
    history = turns(c.match.log)
    me = you(c)
    if view["over"]:
        return outcome(lang, names, view["result"] or {}, st, me)
    going = ongoing_turn(st, history)
    news = ""
    if history:
        last = history[-1]
        news = turn_text(lang, names, last, me, won_with(st, last, history), last is going)
    seat = int(st["turn"])
    if c.acting_human() is not None:
        ask = (
            t(lang, "aq_your_turn")
            if len(c.humans()) == 1
            else t(lang, "aq_turn_of", name=names[seat])
        )
        if st["phase"] in ("build", "bonus"):
            need, placed = int(st["need"]), len(st["placed"])
            ask += ". " + t(lang, "aq_build_need", need=need, placed=placed, left=need - placed)
        return f"{news} {ask}".strip()
    return f"{news} {t(lang, 'aq_bot_playing', name=names[seat])}".strip()
