"""The Cui bono? table: the turn panel (what the others did, what to do, the die in hand),
the pyramid with the dice to pull or the funnels to fill, the players' kept dice with their
minus points, the log and the end.

One screen per turn on a phone: the turn panel is short and sits right above the pyramid,
and what answers a tap on the pyramid (the "Pull this die" button, the reason a tap was
refused) is inside it, so the die tapped, the button and the message are in view together.
The pyramid starts on the viewer's own side (seat s sits at side s mod 3); a button under it
turns it by a third.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine import GAMES
from pyengine.games.cui_bono.view import HandView, PullRecord
from pyengine.games.cui_bono.view import View as GameView
from pyengine.pyramid.geometry import POSITIONS

from ...kit.chrome import back_button, game_tools, notice, screen
from ...kit.gameplay import move_val
from ...kit.html import button, esc
from ...kit.i18n import Person, pick
from ...kit.seats import token
from ...pyramid.frame import pyramid_frame
from ...pyramid.positions import view_side
from ...pyramid.svg import die_svg
from .board import board_html, choices_html, legend_html, p_of
from .i18n import die_name, t
from .panels import (
    end_panel,
    last_turn,
    log_html,
    outcome,
    people_of,
    players_html,
    slid_text,
    turn_text,
    whole_turn_text,
)
from .play import allowed_funnels, must_keep, pullable, repeat_blocked

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]

# Option pull_again: the turn card counts the pulls left once this few remain.
PULLS_NEAR = 5


def render_game(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    view = c.match.view(None)
    st: GameView = view["state"]
    history = st["history"]
    people = people_of(c)
    mine = not view["over"] and st["phase"] != "build" and c.acting_human() is not None
    top = end_panel(c, view, st) if view["over"] else _turn(c, people, st, history)
    tools = game_tools(lang, view["game"])
    acting = c.acting_human() is not None and not view["over"]
    body = pyramid_frame(
        board_html(c, st),
        ("" if mine else notice(c))  # the acting player's notices are in the turn panel
        + top
        + (choices_html(c, st) if acting else "")
        + players_html(c, view, st),
        log_html(lang, people, history, st["minus_points"]) + legend_html(lang) + tools,
    )
    sub = t(lang, "cb_sub", turn=st["turn"], n=st["dice_limit"])
    title = pick(GAMES[view["game"]].title, lang)
    return screen("game", title, body, back_button(c), sub, cls="game-cui-bono pyr-game")


# -- the turn -------------------------------------------------------------------------------------
def _panel(cls: str, content: str, seat: int | None) -> str:
    seat_cls = f" seat-{seat % 6}" if seat is not None else ""
    return f'<div class="panel cb-turn {cls}{seat_cls}">{content}</div>'


def _turn(c: Table, people: list[Person], st: GameView, history: list[PullRecord]) -> str:
    lang = c.lang
    if st["phase"] == "build":  # the app builds it in a moment (``CuiBonoPlay.auto_action``)
        return _panel("is-waiting", f"<h2>{esc(t(lang, 'pyr_building'))}</h2>", None)
    seat = st["active"]
    assert seat is not None, "a game on has a player to move"
    if c.acting_human() is None:
        return _waiting(c, people, st, seat)
    whose = t(lang, "cb_turn_of", about=people[seat])
    head = f"<h2>{token(seat)}<span>{esc(whose)}</span></h2>"
    if st["phase"] == "pull":
        news = _news(c, people, st, seat, history)
        return _panel("is-mine", news + head + _pull_body(c, st), seat)
    return _panel("is-mine is-placing", _place_body(c, st, seat, head), seat)


def _said(c: Table, hint: str, cls: str = "cb-hint") -> str:
    """The hint, or in its place the reason a tap was just refused: next to the pyramid
    that was tapped. It needs no close button: the next tap, whatever it is, clears it."""
    if not c.notice:
        return f'<p class="{cls}">{esc(hint)}</p>'
    return f'<p class="notice cb-notice" role="alert">{esc(c.notice)}</p>'


def _news(
    c: Table, people: list[Person], st: GameView, seat: int, history: list[PullRecord]
) -> str:
    """What the others did since this seat's last turn (one line a turn), or with
    ``pull_again`` the die this player just laid back: at the top of the panel until the
    player's first tap of the pull."""
    if c.selected:
        return ""
    minus = st["minus_points"]
    if st.get("pulls"):  # pull_again: a die laid back in this turn, and now another pull
        mine = last_turn(st)
        if mine is None:
            return ""
        said = turn_text(c.lang, people, mine, minus)
        return f'<ul class="cb-news"><li>{token(seat)}<span>{esc(said)}</span></li></ul>'
    recent: list[PullRecord] = []
    for pull in reversed(history):
        if pull["seat"] == seat:
            break
        recent.append(pull)
    if not recent:
        return ""
    # The pulls of one turn together (several only with pull_again), oldest turn first.
    turns: list[list[PullRecord]] = []
    for pull in reversed(recent):
        if turns and turns[-1][0]["turn"] == pull["turn"]:
            turns[-1].append(pull)
        else:
            turns.append([pull])
    items = "".join(
        f"<li>{token(pulls[0]['seat'])}<span>"
        f"{esc(whole_turn_text(c.lang, people, pulls, minus))}</span></li>"
        for pulls in turns
    )
    return f'<ul class="cb-news">{items}</ul>'


def _pull_body(c: Table, st: GameView) -> str:
    lang = c.lang
    if len(c.selected) == 1:
        p = POSITIONS[next(iter(c.selected))]
        colour = next((d["colour"] for d in st["dice"] if p_of(d["at"]) == p), "")
        ask = t(lang, "cb_pull_ask", die=die_name(lang, colour))
        pull = button(t(lang, "cb_pull_ok"), "pull_ok", cls="btn btn-primary")
        return (
            f'<div class="cb-ask"><p class="cb-hint">{esc(ask)}</p>{pull}</div>'
            + _said(c, t(lang, "cb_pull_other"), "meta")
            + _pulls_left(lang, st)
        )
    key = "cb_pull_again_hint" if st.get("pulls") else "cb_pull_hint"
    return _said(c, t(lang, key, n=len(pullable(st)))) + _pulls_left(lang, st)


def _pulls_left(lang: str, st: GameView) -> str:
    """Option pull_again, near the limit: how many pulls the turn has left, and that the
    last one's die must be kept. In phase pull the coming pull counts; in phase place
    those after laying back (none when this die must be kept: the hint says so)."""
    if not st.get("pull_again"):
        return ""
    left = st["pull_limit"] - st["pulls"]
    if not 0 < left <= PULLS_NEAR:
        return ""
    key = "cb_pulls_left" if st["phase"] == "pull" else "cb_pulls_after"
    return f'<p class="meta cb-limit">{esc(t(lang, key, n=left))}</p>'


def _place_body(c: Table, st: GameView, seat: int, head: str) -> str:
    """The die in hand beside the heading and what happened (short: the pyramid must stay
    in view under a refusal's reason)."""
    lang = c.lang
    hand = st["hand"]
    assert hand is not None, "a die is in hand while it is laid"
    last = st["last"]
    colour = hand["colour"]
    cost = st["minus_points"][colour]
    fits = len(allowed_funnels(st))
    said = t(lang, "cb_in_hand", die=die_name(lang, colour))
    # The picture shows the faces on top; in words they are for screen readers only.
    faces = t(lang, "cb_faces", faces="-".join(str(f) for f in hand["faces"]))
    if must_keep(st):
        hint = t(lang, "cb_r_pull_limit", n=st["pulls"])
    elif not fits:
        hint = t(lang, "cb_must_keep")
    else:
        key = "cb_place_again_hint" if st.get("pull_again") else "cb_place_hint"
        hint = t(lang, key, n=fits)
    last_die = len(st["kept"][seat]) + 1 >= st["dice_limit"]
    keep_key = "cb_keep_last" if last_die else "cb_keep"
    keep = button(
        t(lang, keep_key, n=cost),
        "keep",
        val=move_val({"type": "keep"}),
        cls="btn btn-primary" if not fits else "btn btn-secondary",
    )
    blocked = len(repeat_blocked(st))
    repeat = t(lang, "cb_repeat_note", n=blocked) if blocked else ""
    return (
        f'<div class="cb-hand">{hand_die(c, hand)}<div>{head}'
        f'<p><strong>{esc(said)}</strong> <span class="sr-only">{esc(faces)}</span> '
        f"{esc(slid_text(lang, last))}</p></div></div>"
        + (f'<p class="meta cb-repeat">{esc(repeat)}</p>' if repeat else "")
        + _said(c, hint, "cb-hint" if fits else "cb-hint is-stuck")
        + (_pulls_left(lang, st) if fits else "")
        + f'<div class="actions">{keep}</div>'
    )


def hand_die(c: Table, hand: HandView) -> str:
    """The pulled die as it lies in the pyramid's view (decorative: the text names it)."""
    return die_svg(hand["colour"], hand["faces"], side=view_side(c), cls="cb-hand-die")


def _waiting(c: Table, people: list[Person], st: GameView, seat: int) -> str:
    lang = c.lang
    name = people[seat].name
    head = f"<h2>{token(seat)}<span>{esc(t(lang, 'cb_bot_playing', name=name))}</span></h2>"
    last = last_turn(st)
    body = ""
    if last is not None:
        line = turn_text(lang, people, last, st["minus_points"])
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
    st: GameView = view["state"]
    people = people_of(c)
    if view["over"]:
        return outcome(lang, people, view["result"] or {})
    if st["phase"] == "build":
        return t(lang, "pyr_building")
    last = last_turn(st)
    news = turn_text(lang, people, last, st["minus_points"]) if last is not None else ""
    seat = st["active"]
    if seat is None:
        return news
    if c.acting_human() is not None:
        whose = t(lang, "cb_turn_of", about=people[seat])
        return f"{news} {whose}.".strip()
    return f"{news} {t(lang, 'cb_bot_playing', name=people[seat].name)}".strip()
