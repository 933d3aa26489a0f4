"""The Cui bono? table: the turn panel (what to do, the die in hand, what the others did),
the pyramid with the dice to pull or the funnels to fill, the players' kept dice with their
minus points, the log and the end.

On a phone everything is one column, the turn first. The pyramid starts on the viewer's own
side (seat s sits at side s mod 3); a button turns it by a third.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine import GAMES
from pyengine.pyramid.geometry import POSITIONS

from ...kit.chrome import back_button, game_tools, notice, screen
from ...kit.html import button, esc
from ...kit.i18n import ordinal, pick
from ...kit.seats import names_of, token
from ...pyramid.positions import view_side
from ...pyramid.svg import die_svg
from ...pyramid.words import colour_adj
from .board import board_html, choices_html, p_of
from .history import turns
from .i18n import t
from .panels import end_panel, log_html, outcome, players_html, slid_text, turn_text
from .play import allowed_funnels, pullable, repeat_blocked

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def render_game(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    view = c.match.view(None)
    st = view["state"]
    history = turns(c.match)
    top = end_panel(c, view, st) if view["over"] else _turn(c, view, st, history)
    tools = game_tools(lang, view["game"])
    body = (
        notice(c)
        + top
        + board_html(c, st)
        + players_html(c, view, st)
        + log_html(lang, names_of(view), history, st["minus_points"])
        + tools
    )
    sub = t(lang, "cb_sub", n=st["turn"], nth=ordinal(lang, st["dice_limit"]))
    title = pick(GAMES[view["game"]].title, lang)
    return screen("game", title, body, back_button(c), sub, cls="game-cui-bono")


# -- the turn -------------------------------------------------------------------------------------
def _panel(cls: str, content: str, seat: int | None) -> str:
    seat_cls = f" seat-{seat % 6}" if seat is not None else ""
    return f'<div class="panel cb-turn {cls}{seat_cls}">{content}</div>'


def _turn(c: Table, view: View, st: View, history: list[View]) -> str:
    lang = c.lang
    names = names_of(view)
    if st["phase"] == "build":  # the app builds it in a moment (``CuiBonoPlay.auto_action``)
        return _panel("is-waiting", f"<h2>{esc(t(lang, 'pyr_building'))}</h2>", None)
    seat = int(st["active"])
    acting = c.acting_human()
    if acting is None:
        return _waiting(c, names, st, seat)
    solo = len(c.humans()) == 1
    head_key = "cb_your_turn" if solo else "cb_turn_of"
    head = f"<h2>{token(seat)}<span>{esc(t(lang, head_key, name=names[seat]))}</span></h2>"
    count = t(lang, "cb_you_hold", n=len(st["kept"][seat]), limit=st["dice_limit"])
    if st["phase"] == "pull":
        return _panel("is-mine", head + _pull_body(c, names, st, seat, history, count), seat)
    return _panel("is-mine is-placing", head + _place_body(c, st, seat), seat)


def _news(c: Table, names: list[str], st: View, seat: int, history: list[View]) -> str:
    """The turns of the others since this seat's last turn."""
    lang = c.lang
    recent: list[View] = []
    for turn in reversed(history):
        if turn["seat"] == seat:
            break
        recent.append(turn)
    if not recent:
        return ""
    items = "".join(
        f"<li>{token(tr['seat'])}<span>"
        f"{esc(turn_text(lang, names, tr, st['minus_points']))}</span></li>"
        for tr in reversed(recent)
    )
    return f'<ul class="cb-news">{items}</ul>'


def _pull_body(
    c: Table, names: list[str], st: View, seat: int, history: list[View], count: str
) -> str:
    lang = c.lang
    news = _news(c, names, st, seat, history)
    if len(c.selected) == 1:
        p = POSITIONS[next(iter(c.selected))]
        colour = next((d["colour"] for d in st["dice"] if p_of(d["at"]) == p), "")
        ask = t(lang, "cb_pull_ask", colour=colour_adj(lang, colour) if colour else "")
        actions = button(t(lang, "cb_pull_ok"), "pull_ok", cls="btn btn-primary")
        return (
            f'<p class="cb-hint">{esc(ask)}</p>'
            f'<div class="actions">{actions}</div>'
            f'<p class="meta">{esc(t(lang, "cb_pull_other"))} · {esc(count)}</p>'
            f"{choices_html(c, st)}{news}"
        )
    n = len(pullable(st))
    return (
        f'<p class="cb-hint">{esc(t(lang, "cb_pull_hint", n=n))}</p>'
        f'<p class="meta">{esc(count)}</p>{choices_html(c, st)}{news}'
    )


def _place_body(c: Table, st: View, seat: int) -> str:
    lang = c.lang
    hand = st["hand"]
    last = st["last"] or {"slides": []}
    colour = hand["colour"]
    cost = st["minus_points"][colour]
    fits = len(allowed_funnels(st))
    faces = "-".join(str(f) for f in hand["faces"])
    said = t(lang, "cb_in_hand", colour=colour_adj(lang, colour), faces=faces)
    hint = t(lang, "cb_place_hint", n=fits) if fits else t(lang, "cb_must_keep")
    last_die = len(st["kept"][seat]) + 1 >= st["dice_limit"]
    keep_key = "cb_keep_last" if last_die else "cb_keep"
    keep = button(
        t(lang, keep_key, n=cost),
        "keep",
        cls="btn btn-primary" if not fits else "btn btn-secondary",
    )
    blocked = len(repeat_blocked(st))
    repeat = t(lang, "cb_repeat_note", n=blocked) if blocked else ""
    return (
        f'<div class="cb-hand">{hand_die(c, hand)}'
        f"<p><strong>{esc(said)}</strong> {esc(slid_text(lang, last))}</p></div>"
        f'<p class="cb-hint{" is-stuck" if not fits else ""}">{esc(hint)}</p>'
        + (f'<p class="meta">{esc(repeat)}</p>' if repeat else "")
        + f'<div class="actions">{keep}</div>'
        + choices_html(c, st)
    )


def hand_die(c: Table, hand: View) -> str:
    """The pulled die as it lies in the pyramid's view (decorative: the text names it)."""
    return die_svg(hand["colour"], hand["faces"], side=view_side(c), cls="cb-hand-die")


def _waiting(c: Table, names: list[str], st: View, seat: int) -> str:
    lang = c.lang
    head = f"<h2>{token(seat)}<span>{esc(t(lang, 'cb_bot_playing', name=names[seat]))}</span></h2>"
    last = st["last"]
    body = ""
    if last is not None:
        line = turn_text(lang, names, last, st["minus_points"])
        body = f"<p>{token(last['seat'])} {esc(line)}</p>"
        if st["hand"] is not None:
            hand = st["hand"]
            body = (
                f'<div class="cb-hand">{hand_die(c, hand)}'
                f"<p>{esc(line)} {esc(slid_text(lang, last))}</p></div>"
            )
    return _panel("is-waiting", head + body, seat)


# -- news for screen readers ---------------------------------------------------------------------
def announce(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    view = c.match.view(None)
    st = view["state"]
    names = names_of(view)
    if view["over"]:
        return outcome(lang, names, view["result"] or {})
    if st["phase"] == "build":
        return t(lang, "pyr_building")
    last = st["last"]
    news = turn_text(lang, names, last, st["minus_points"]) if last is not None else ""
    seat = st["active"]
    if seat is None:
        return news
    if c.acting_human() is not None:
        solo = len(c.humans()) == 1
        ask = t(lang, "cb_your_turn") if solo else t(lang, "cb_turn_of", name=names[seat])
        return f"{news} {ask}.".strip()
    return f"{news} {t(lang, 'cb_bot_playing', name=names[seat])}".strip()
