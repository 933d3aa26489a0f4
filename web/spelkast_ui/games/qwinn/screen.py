"""The Qwinn table: the turn panel (dice, throws, the pawn's choices, the red die), the
yellow track, both players' score tracks and boycotts, the log and the end.

Qwinn hides nothing. On a phone everything is one column and a turn fits one screen: the
track as a compact grid first, at one place all game, then the turn card (the dice, what
to do and its buttons, then what the other seat just did); app.css orders them, the card
comes first in the page (read out first). On a tablet lying between two players
(>= 900 px, landscape) the far player's side is turned 180 degrees and the turn panel
turns with the far player when it is theirs; against the computer nobody sits across,
so its side is read the right way up.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from pyengine import GAMES
from pyengine.games.qwinn import board
from pyengine.games.qwinn.throws import TOPPER
from pyengine.games.qwinn.view import View as GameView

from ...kit.chrome import back_button, game_tools, notice, screen
from ...kit.dice import blank_die_svg, die_svg
from ...kit.entry_panel import entry_body, pick_groups
from ...kit.gameplay import move_val
from ...kit.html import attrs, button, esc, next_step
from ...kit.i18n import join_words, pick
from ...kit.seats import names_of, person, token
from .board import (
    View,
    end_panel,
    log_html,
    outcome,
    people_of,
    player_card,
    reachable,
    track_html,
)
from .i18n import t
from .news import dice_words, news, news_html
from .play import boycott_name, field_name, go_action
from .seen import active_seat, thrown_dice

if TYPE_CHECKING:
    from ...kit.gameplay import Table


def render_game(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    view = c.match.view(None)
    st: GameView = view["state"]
    near = near_seat(c)
    far = 1 - near
    if view["over"]:
        top = end_panel(c, view, st)
    elif c.entry is not None:
        top = _entry(c, view)
    else:
        top = _turn(c, view, st)
    tools = game_tools(lang, view["game"])
    facing = " is-facing" if len(c.humans()) > 1 else ""  # two people across the tablet
    table = (
        f'<div class="qn-table{facing}">'
        + top
        + track_html(c, view, st)
        + player_card(c, view, st, near, far=False)
        + player_card(c, view, st, far, far=True)
        + "</div>"
    )
    # A refusal of a tap on the track is said in the turn card, next to the track.
    top_notice = "" if _notice_in_card(c, st) else notice(c)
    body = top_notice + table + log_html(c, st) + tools
    sub = t(lang, "qn_goal", n=st["target"])
    if not view["over"] and st["turn"]:
        sub = t(lang, "qn_turn_n", n=st["turn"]) + " · " + sub
    title = pick(GAMES[view["game"]].title, lang)
    return screen("game", title, body, back_button(c), sub, cls="game-qwinn")


def near_seat(c: Table) -> int:
    """The seat whose side is nearest (not turned): the first human, else seat 0."""
    humans = c.humans()
    return humans[0] if humans else 0


def _panel(c: Table, cls: str, content: str, seat: int | None) -> str:
    """The turn panel; turned for the far player when that player is a human acting."""
    seat_cls = f" seat-{seat % 6}" if seat is not None else ""
    far = seat is not None and is_far(c, seat)
    return f'<div class="panel qn-turn {cls}{seat_cls}{" is-far" if far else ""}">{content}</div>'


def is_far(c: Table, seat: int) -> bool:
    """Whether ``seat`` is the far human acting now (their panel turns on a tablet)."""
    return seat != near_seat(c) and seat == c.acting_human() and len(c.humans()) > 1


def _notice_in_card(c: Table, st: GameView) -> bool:
    """Whether the notice belongs in the turn card: the human is choosing a field."""
    return (
        bool(c.notice)
        and c.entry is None
        and c.acting_human() is not None
        and st["phase"] == "throw"
        and st["throws"] > 0
    )


def _far_choices(c: Table, st: GameView) -> str:
    """A tablet's far player reads the track upside down: their choices, in their panel."""
    lang = c.lang
    items = []
    for field, (points, how, steps) in reachable(c, st).items():
        label = t(lang, f"qn_go_{how}", field=field_name(lang, field), n=points, d=steps)
        go = move_val(go_action(st, active_seat(st), field))
        items.append(button(label, "go", field, val=go, cls="btn btn-quiet qn-choice"))
    return f'<div class="qn-choices qn-far-choices">{"".join(items)}</div>' if items else ""


def _heading(c: Table, names: list[str], seat: int, solo: str, named: str, **kw: Any) -> str:
    """The acting person's heading: "Your turn", or with several people at the device
    "Ann, your turn" (who is to take it)."""
    lang = c.lang
    text = t(lang, solo, **kw) if len(c.humans()) == 1 else t(lang, named, who=names[seat], **kw)
    return f"<h2>{token(seat)}<span>{esc(text)}</span></h2>"


def _meta(c: Table, st: GameView, first: str) -> str:
    """One short line under the heading: the throw count (or hint), then the boycotts
    lying on the players, so what limits this turn is in view without the score cards."""
    parts = [f"<span>{esc(first)}</span>"] if first else []
    for seat, p in enumerate(st["players"]):
        if p["boycott"]:
            kind = boycott_name(c.lang, p["boycott"])
            text = t(c.lang, "qn_on", about=person(c, seat), kind=kind)
            parts.append(f'<span class="qn-chip">{esc(text)}</span>')
    return f'<p class="meta qn-meta">{"".join(parts)}</p>' if parts else ""


# -- dice -------------------------------------------------------------------------------------
def die_name(lang: str, die: int) -> str:
    return t(lang, "qn_red_die") if die == board.RED else t(lang, "qn_white_die", i=die + 1)


def _face(die: int, value: int | None) -> str:
    cls = "die-face " + ("qn-dr" if die == board.RED else "qn-dw")
    return die_svg(value, cls) if value else blank_die_svg(cls + " die-blank")


def _caption(lang: str, die: int) -> str:
    word = t(lang, "qn_red_cap") if die == board.RED else t(lang, "qn_white_cap")
    return f'<span class="qn-dname" aria-hidden="true">{esc(word)}</span>'


def _dice(c: Table, st: GameView, selectable: bool) -> str:
    lang = c.lang
    values: Sequence[int | None] = st["dice"] or [None] * 5
    fresh = set(st["thrown"]) if st["throws"] > 1 else set()
    items = []
    for die in range(5):
        value = values[die]
        red = " is-red" if die == board.RED else ""
        new = " is-fresh" if die in fresh else ""
        content = _face(die, value) + _caption(lang, die)
        if selectable and value:
            items.append(
                button(
                    t(lang, "qn_die_again", die=die_name(lang, die), n=value),
                    "die",
                    die,
                    cls=f"qn-die{red}{new}",
                    pressed=die in c.selected,
                    content=content,
                )
            )
        else:
            label = t(lang, "qn_die_shows", die=die_name(lang, die), n=value) if value else ""
            aria = f' role="img" aria-label="{esc(label)}"' if value else ' aria-hidden="true"'
            items.append(f'<span class="qn-die is-static{red}{new}"{aria}>{content}</span>')
    return f'<div class="qn-dice">{"".join(items)}</div>'


# -- the turn -----------------------------------------------------------------------------
def _turn(c: Table, view: View, st: GameView) -> str:
    names = names_of(view, c.lang)
    if st["phase"] == "start":
        return _start(c, names, st)
    acting = c.acting_human()
    if acting is None:
        return _waiting(c, names, st)
    if st["phase"] == "red":
        return _red_panel(c, names, st, acting)
    return _throw_panel(c, names, st, acting)


def _start(c: Table, names: list[str], st: GameView) -> str:
    lang = c.lang
    lines = [t(lang, "qn_start_tie", a=a, b=b) for a, b in st["start_ties"][-1:]] + [
        t(lang, "qn_start_rolled", about=person(c, s), n=v)
        for s, v in enumerate(st["start_rolls"])
        if v is not None
    ]
    acting = c.acting_human()
    seat = c.seat_to_move()
    action = ""
    if acting is not None:
        physical = c.match is not None and c.match.physical_dice
        solo, named = (
            ("qn_start_enter", "qn_start_enter_named")
            if physical
            else ("qn_start_btn", "qn_start_btn_named")
        )
        label = t(lang, solo) if len(c.humans()) == 1 else t(lang, named, who=names[acting])
        throw = move_val({"type": "start_roll"})
        action = next_step(button(label, "start_roll", val=throw, cls="btn btn-primary btn-wide"))
    elif seat is not None:
        lines.append(t(lang, "qn_start_waiting", name=names[seat]))
    said = "".join(f'<p class="qn-line">{esc(line)}</p>' for line in lines)
    return _panel(
        c,
        "is-start" + (" is-mine" if acting is not None else " is-waiting"),
        f"<h2>{esc(t(lang, 'qn_start_title'))}</h2>"
        f'<p class="meta">{esc(t(lang, "qn_start_hint"))}</p>{said}'
        f'<div class="actions">{action}</div>',
        seat,
    )


def _waiting(c: Table, names: list[str], st: GameView) -> str:
    """A computer's turn: its moves so far on top, one line each as they come."""
    lang = c.lang
    seat = active_seat(st)
    key = "qn_red_choosing" if st["phase"] == "red" else "qn_bot_playing"
    head = f"<h2>{token(seat)}<span>{esc(t(lang, key, name=names[seat]))}</span></h2>"
    dice = _dice(c, st, False) if st["dice"] else ""
    first = t(lang, "qn_throw_n", n=st["throws"], limit=st["throw_limit"]) if st["throws"] else ""
    meta = _meta(c, st, first)
    return _panel(c, "is-waiting", news_html(c) + head + meta + dice, seat)


def red_can(lang: str, names: list[str], st: GameView, seat: int) -> str:
    """What the red die can still do this turn, in one sentence."""
    me = st["players"][seat]
    red = thrown_dice(st)[board.RED]
    if me["turns"] == 0:
        return t(lang, "qn_red_first")
    if me["boycott"] == board.NEGEER and red not in board.BOYCOTT_RED[board.NEGEER]:
        return t(lang, "qn_red_negeer")
    uses = []
    if me["boycott"] != board.NEGEER and st["turn_from"] != TOPPER:
        if red >= 2:
            uses.append(t(lang, "qn_red_jump", n=red))
        kind = board.boycott_for_red(red)
        if st["players"][1 - seat]["boycott"] != kind:
            uses.append(
                t(lang, "qn_red_place", kind=boycott_name(lang, kind), name=names[1 - seat])
            )
    if me["boycott"] is not None and red in board.BOYCOTT_RED[me["boycott"]]:
        uses.append(t(lang, "qn_red_remove", kind=boycott_name(lang, me["boycott"])))
    if not uses:
        if st["turn_from"] == TOPPER:
            return t(lang, "qn_red_topper")
        if me["boycott"] == board.NEGEER:
            return t(lang, "qn_red_negeer")
        return t(lang, "qn_red_none")
    return t(lang, "qn_red_can", list=join_words(lang, uses))


def _throw_panel(c: Table, names: list[str], st: GameView, seat: int) -> str:
    lang = c.lang
    assert c.match is not None
    physical = c.match.physical_dice
    head = _heading(c, names, seat, "qn_your_turn", "qn_your_turn_named")
    limit = st["throw_limit"]
    if st["throws"] == 0:
        roll = next_step(
            button(
                t(lang, "qn_enter_all" if physical else "qn_roll_all"),
                "roll",
                cls="btn btn-primary btn-wide",
            )
        )
        body = (
            _meta(c, st, t(lang, "qn_first_hint"))
            + _dice(c, st, False)
            + f'<div class="actions">{roll}</div>'
        )
        return _panel(c, "is-mine", news_html(c) + head + body, seat)
    more = st["throws"] < limit
    moves = bool(reachable(c, st))
    parts = [
        _meta(c, st, t(lang, "qn_throw_n", n=st["throws"], limit=limit)),
        _dice(c, st, more),
        f'<p class="qn-red-can">{esc(red_can(lang, names, st, seat))}</p>',
    ]
    if _notice_in_card(c, st):
        # A refused field: the reason where the hint was, until the next tap.
        parts.append(f'<p class="qn-hint qn-refusal" role="alert">{esc(c.notice or "")}</p>')
    else:
        hint = {
            (True, True): "qn_tap_dice",
            (True, False): "qn_tap_dice_stay",
            (False, True): "qn_no_more_throws",
            (False, False): "qn_no_more_stay",
        }[(more, moves)]
        stuck = "" if moves else " is-stuck"
        said = t(lang, hint, about=person(c, seat))
        parts.append(f'<p class="qn-hint{stuck}">{esc(said)}</p>')
    actions = []
    if more:
        n = len(c.selected)
        key = "qn_reenter_n" if physical else "qn_reroll_n"
        label = t(lang, key, n=n) if n else t(lang, "qn_reroll_none")
        actions.append(button(label, "roll", cls="btn btn-secondary", disabled=n == 0))
    actions.append(_stay_button(c, st, seat))
    if c.can_undo():
        actions.append(button(t(lang, "qn_undo"), "undo", cls="btn btn-quiet"))
    parts.append(f'<div class="actions qn-acts">{"".join(actions)}</div>')
    parts.append(_stay_note(c, names, st, seat))
    if is_far(c, seat):
        parts.append(_far_choices(c, st))
    return _panel(c, "is-mine", head + "".join(parts), seat)


def _stay_button(c: Table, st: GameView, seat: int) -> str:
    lang = c.lang
    me = st["players"][seat]
    here = field_name(lang, me["field"])
    fits = st["fits"].get(me["field"])
    stay = move_val({"type": "stay"})
    if fits is not None:
        label = t(lang, "qn_stay_scores", field=here, n=fits)
        return button(label, "stay", val=stay, cls="btn btn-primary")
    return button(t(lang, "qn_stay_fail"), "stay", val=stay, cls="btn btn-quiet btn-fail")


def _stay_note(c: Table, names: list[str], st: GameView, seat: int) -> str:
    """What staying costs when the throw does not fit the pawn's field."""
    lang = c.lang
    me = st["players"][seat]
    if st["fits"].get(me["field"]) is not None:
        return ""
    lines = [t(lang, "qn_fail_why", field=field_name(lang, me["field"]))]
    if me["boycott"] == board.MINUS:
        dice = thrown_dice(st) if st["minus_counts_red"] else thrown_dice(st)[: board.RED]
        lines.append(t(lang, "qn_fail_minus", about=person(c, seat), n=min(sum(dice), me["score"])))
    theirs = st["players"][1 - seat]["boycott"]
    if theirs:
        lines.append(
            t(
                lang,
                "qn_fail_lose_boycott",
                about=person(c, seat),
                kind=boycott_name(lang, theirs),
                target=names[1 - seat],
            )
        )
    return f'<p class="qn-fail">{esc(" ".join(lines))}</p>'


def _red_panel(c: Table, names: list[str], st: GameView, seat: int) -> str:
    lang = c.lang
    assert c.match is not None
    red = thrown_dice(st)[board.RED]
    other = names[1 - seat]
    head = _heading(c, names, seat, "qn_red_use_title", "qn_red_use_named", n=red)
    me = st["players"][seat]
    scored = t(lang, "qn_scored", field=field_name(lang, me["field"]), n=st_points(st))
    choices = []
    for action in c.match.legal_actions(seat):
        if action["type"] == "boycott":
            kind = action["kind"]
            label = t(lang, "qn_place", kind=boycott_name(lang, kind), name=other)
            old = st["players"][1 - seat]["boycott"]
            if old:
                label += " " + t(lang, "qn_place_moves", old=boycott_name(lang, old))
            does = t(lang, f"qn_does_{kind}", name=other)
            choices.append(_choice(label, does, "boycott", kind, "btn-boycott", action))
        elif action["type"] == "remove":
            assert me["boycott"] is not None, "a boycott to remove"
            label = t(lang, "qn_remove", kind=boycott_name(lang, me["boycott"]))
            does = t(lang, "qn_remove_does", n=st["target"])
            choices.append(_choice(label, does, "remove", None, "btn-remove", action))
    end = button(t(lang, "qn_end"), "end", val=move_val({"type": "end"}), cls="btn btn-quiet")
    undo = button(t(lang, "qn_undo"), "undo", cls="btn btn-quiet") if c.can_undo() else ""
    return _panel(
        c,
        "is-mine is-red",
        head
        + f'<p class="qn-line">{esc(scored)}</p>'
        + _dice(c, st, False)
        + f'<div class="qn-choices">{"".join(choices)}</div>'
        + f'<div class="actions qn-acts">{end}{undo}</div>',
        seat,
    )


def st_points(st: GameView) -> int:
    """Points of the move made this turn (the red phase follows a scoring move)."""
    me = st["players"][active_seat(st)]
    return int(st["fits"].get(me["field"], 0))


def _choice(
    label: str, does: str, act: str, arg: str | None, cls: str, action: dict[str, Any]
) -> str:
    """A use of the red die (``action``, which it carries): what it does, then in small
    print what it means. Named by its content, so its name is what it shows."""
    button_attrs = attrs(
        type="button",
        class_=f"btn qn-choice {cls}",
        data_act=act,
        data_arg=arg,
        data_val=move_val(action),
    )
    return (
        f"<button{button_attrs}><span>{esc(label)}</span>"
        f'<span class="sr-only">. </span><small>{esc(does)}</small></button>'
    )


# -- real dice on the table ------------------------------------------------------------------
def _entry(c: Table, view: View) -> str:
    lang = c.lang
    entry = c.entry
    assert entry is not None
    names = names_of(view, c.lang)
    groups = pick_groups(
        entry,
        legend=lambda die: die_name(lang, die),
        aria_label=lambda die, v: t(lang, "qn_die_shows", die=die_name(lang, die), n=v),
        face=_face,
        extra_class=lambda die: " qn-pick is-red" if die == board.RED else " qn-pick",
    )
    dice = _entry_dice(lang, entry.dice)
    heading = (
        t(lang, "qn_enter_for_bot", name=names[entry.seat], dice=dice)
        if entry.for_bot
        else t(lang, "qn_enter_yours", about=person(c, entry.seat))
    )
    head = f"{token(entry.seat)}<span>{esc(heading)}</span>"
    body = entry_body(lang, entry, head, t(lang, "qn_entry_hint"), groups)
    # A computer's throw: its moves so far stay on top (a person's own throw follows
    # their tap on the throw button, after which the news is old).
    news_top = news_html(c) if entry.for_bot else ""
    return _panel(c, "entry", news_top + body, entry.seat)


def _entry_dice(lang: str, dice: list[int]) -> str:
    """The dice to throw on the table, in words: 'all five dice' or their names."""
    if sorted(dice) == list(range(5)):
        return t(lang, "qn_all_five")
    # "white die 2 and the red die": the white ones by their numbers, the red one with
    # its article (a bare "Throw red die for ..." read like a telegram)
    return join_words(
        lang,
        [t(lang, "qn_the_red_die") if d == board.RED else die_name(lang, d).lower() for d in dice],
    )


# -- news for screen readers ---------------------------------------------------------------
def announce(c: Table) -> str:
    """The newest thing that happened, then what is asked now."""
    assert c.match is not None
    lang = c.lang
    view = c.match.view(None)
    st: GameView = view["state"]
    names = names_of(view, c.lang)
    if view["over"]:
        return outcome(lang, people_of(c), view["result"] or {})
    if c.entry is not None:
        if c.entry.for_bot:
            dice = _entry_dice(lang, c.entry.dice)
            return t(lang, "qn_enter_for_bot", name=names[c.entry.seat], dice=dice)
        return t(lang, "qn_enter_yours", about=person(c, c.entry.seat))
    if st["phase"] == "start":
        return t(lang, "qn_start_title")
    active = active_seat(st)
    said = news(c)
    latest = said[-1][1] if said else ""
    acting = c.acting_human()
    if acting is None:
        return f"{latest} {t(lang, 'qn_bot_playing', name=names[active])}".strip()
    if st["phase"] == "red":
        return t(lang, "qn_red_use_title", n=thrown_dice(st)[board.RED])
    if st["throws"]:
        threw = t(
            lang, "qn_ev_threw", about=person(c, acting), dice=dice_words(lang, thrown_dice(st))
        )
        return f"{threw} {t(lang, 'qn_throw_n', n=st['throws'], limit=st['throw_limit'])}."
    ask = (
        t(lang, "qn_your_turn")
        if len(c.humans()) == 1
        else t(lang, "qn_your_turn_named", who=names[acting])
    )
    return f"{latest} {ask}.".strip()
