"""The Qwinto table: the throw, everyone's score sheet, the turn log and the end.

Qwinto hides nothing, so every seat's sheet may be shown. Phones show one sheet at a
time (tabs switch), turned so every field is a big tap target; tablets show them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine import GAMES
from pyengine.games.qwinto.sheet import COLOURS

from ...kit.chrome import back_button, game_tools, notice, screen
from ...kit.dice import die_svg
from ...kit.entry_panel import entry_body, pick_groups
from ...kit.html import button, esc
from ...kit.i18n import join_words, pick
from ...kit.seats import names_of, token
from .end import end_panel, outcome
from .i18n import colour_name, colour_noun, colour_word, t
from .play import undo_steps
from .table import log_html, sheets_html
from .words import View, dice_text, entry_items, entry_text, panel, turn_title

if TYPE_CHECKING:
    from ...kit.gameplay import Table


def render_game(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    view = c.match.view(c.viewer())
    st = view["state"]
    main = main_seat(c, st)
    if view["over"]:
        top = end_panel(c, view, st)
    elif c.entry is not None:
        top = _entry(c, view)
    else:
        top = _turn(c, view, st)
    tools = game_tools(lang, view["game"])
    body = notice(c) + top + sheets_html(c, view, st, main) + log_html(lang, view, st) + tools
    sub = t(lang, f"q_rules_{st['rule_set']}")
    if not view["over"]:
        sub = t(lang, "q_turn_n", n=st["turn"]) + " · " + sub
    title = pick(GAMES[view["game"]].title, lang)
    return screen("game", title, body, back_button(c), sub, cls="game-qwinto")


def main_seat(c: Table, st: View) -> int:
    """The sheet drawn large: the human to act, else the next human to enter, else ours."""
    humans = c.humans()
    acting = c.acting_human()
    if acting is not None:
        return acting
    if st["phase"] == "enter":
        waiting = [s for s in st["order"][len(st["entries"]) :] if s in humans]
        if waiting:
            return int(waiting[0])
    if humans:
        return humans[0]
    to_move = c.seat_to_move()
    return to_move if to_move is not None else int(st["active"])


# -- the throw ------------------------------------------------------------------------
def _die_word(lang: str, colour: str) -> str:
    """The colour before "die" at the start of a label: "Purple die", "Paarse steen"."""
    return colour_word(lang, colour).capitalize()


def _die(lang: str, colour: str, value: int) -> str:
    label = t(lang, "q_die_shows", colour=_die_word(lang, colour), n=value)
    return (
        f'<span class="qdie" role="img" aria-label="{esc(label)}">'
        f"{die_svg(value, f'die-face qd-{colour}')}"
        f'<span class="qdie-name" aria-hidden="true">{esc(colour_name(lang, colour))}</span>'
        "</span>"
    )


def _throw(lang: str, names: list[str], st: View, own: bool, acting: bool) -> str:
    """The dice on the table and their sum, and who threw them (not while one enters
    one's own throw: the heading says so)."""
    dice = "".join(_die(lang, col, v) for col, v in zip(st["dice"], st["values"], strict=True))
    label = t(lang, "q_throw_label", dice=dice_text(lang, st["dice"], st["values"]), n=st["total"])
    if own:
        who = [] if acting else [t(lang, "q_your_throw")]
    else:
        who = [t(lang, "q_thrown_by", name=names[st["active"]])]
    if st["rerolled"]:
        who.append(t(lang, "q_threw_again"))
    line = f'<p class="meta qwho">{esc(" · ".join(who))}</p>' if who else ""
    return (
        f'<div class="qthrow" role="group" aria-label="{esc(label)}">{dice}'
        f'<span class="qsum" aria-hidden="true"><span>=</span>{st["total"]}</span></div>{line}'
    )


def _colour_picks(c: Table) -> str:
    lang = c.lang
    picks = "".join(
        button(
            t(lang, "q_die_colour", colour=_die_word(lang, colour)),
            "colour",
            colour,
            cls=f"qpick pick-{colour}",
            pressed=i in c.selected,
            content=die_svg(0, f"die-face qd-{colour}")
            + f'<span class="qpick-name">{esc(colour_name(lang, colour))}</span>',
        )
        for i, colour in enumerate(COLOURS)
    )
    return (
        f'<div class="qpicks" role="group" aria-label="{esc(t(lang, "q_dice_to_throw"))}">'
        f"{picks}</div>"
    )


def _heading(c: Table, names: list[str], seat: int, own: str, other: str, **kw: Any) -> str:
    """'Your …' when one human plays; '<name>: …' when several share the device."""
    lang = c.lang
    text = t(lang, own, **kw) if len(c.humans()) == 1 else t(lang, other, name=names[seat], **kw)
    return f"<h2>{token(seat)}<span>{esc(text)}</span></h2>"


def _turn(c: Table, view: View, st: View) -> str:
    """The panel above the sheets: choosing and throwing dice, or entering the sum."""
    if st["phase"] == "roll":
        return _rollpanel(c, names_of(view), st)
    return _enterpanel(c, names_of(view), st)


def _rollpanel(c: Table, names: list[str], st: View) -> str:
    lang = c.lang
    acting = c.acting_human()
    active = int(st["active"])
    if acting is None:
        head = f"<h2>{token(active)}<span>{esc(t(lang, 'q_choosing', name=names[active]))}"
        undo = "".join(_undo(c, names))
        undo = f'<div class="actions">{undo}</div>' if undo else ""
        return panel(
            "is-waiting", head + "</span></h2>" + _last_turn(lang, names, st) + undo, active
        )
    n = len(c.selected)
    physical = c.match is not None and c.match.physical_dice
    roll_label = t(lang, "q_enter_n" if physical else "q_roll_n", n=n) if n else ""
    return panel(
        "is-mine",
        _heading(c, names, acting, "q_your_throw", "q_throw_of")
        + f'<p class="meta">{esc(t(lang, "q_choose_hint"))}</p>'
        + _colour_picks(c)
        + '<div class="actions">'
        + button(
            roll_label or t(lang, "q_pick_colours"),
            "roll",
            cls="btn btn-primary btn-wide",
            disabled=n == 0,
        )
        + "</div>"
        + _last_turn(lang, names, st, "is-extra"),
        acting,
    )


def _enterpanel(c: Table, names: list[str], st: View) -> str:
    lang = c.lang
    acting = c.acting_human()
    seat = c.seat_to_move()
    assert seat is not None and c.match is not None
    actions = []
    if acting is not None:
        head = _heading(c, names, acting, "q_your_entry", "q_entry_of", n=st["total"])
        hint = _entry_hint(c, st, acting)
        if {"type": "reroll"} in c.match.legal_actions(acting):
            key = "q_reroll_enter" if c.match.physical_dice else "q_reroll"
            actions.append(button(t(lang, key), "reroll", cls="btn btn-secondary"))
        actions.append(_pass_button(lang, st, acting))
        if c.sheet_tab is not None and c.sheet_tab != acting:
            actions.append(button(t(lang, "q_show_mine"), "sheet", acting, cls="btn btn-quiet"))
    else:
        head = f"<h2>{token(seat)}<span>{esc(t(lang, 'q_enters', name=names[seat]))}</span></h2>"
        hint = ""
    actions.extend(_undo(c, names))
    action_row = f'<div class="actions">{"".join(actions)}</div>' if actions else ""
    own = c.humans() == [st["active"]]
    return panel(
        "is-mine" if acting is not None else "is-waiting",
        head
        + _throw(lang, names, st, own, acting is not None)
        + hint
        + action_row
        + _this_turn(lang, names, st),
        acting if acting is not None else seat,
    )


def _entry_hint(c: Table, st: View, seat: int) -> str:
    lang = c.lang
    legal = c.match.legal_actions(seat) if c.match is not None else []
    rows = [col for col in COLOURS if any(a.get("row") == col for a in legal)]
    if not rows:
        key = "q_no_room_reroll" if {"type": "reroll"} in legal else "q_no_room"
        return f'<p class="qhint is-stuck">{esc(t(lang, key, n=st["total"]))}</p>'
    words = f" {t(lang, 'q_or')} ".join(colour_word(lang, r) for r in rows)
    text = t(lang, "q_tap_hint", rows=t(lang, "q_row_word", colour=words))
    return f'<p class="qhint">{esc(text)}</p>'


def _pass_button(lang: str, st: View, seat: int) -> str:
    """Pass, saying what it costs under the rule set in play."""
    if st["rule_set"] == "rulebook":
        key = "q_pass_penalty"
    else:
        key = "q_pass_misthrow" if seat == st["active"] else "q_pass_free"
    content = f"<span>{esc(t(lang, 'q_pass'))}</span><small>{esc(t(lang, key + '_short'))}</small>"
    return button(t(lang, key), "pass", cls="btn btn-quiet btn-pass", content=content)


def _undo(c: Table, names: list[str]) -> list[str]:
    steps, seat = undo_steps(c)
    if not steps or seat is None:
        return []
    lang = c.lang
    label = (
        t(lang, "q_undo_mine") if len(c.humans()) == 1 else t(lang, "q_undo_of", name=names[seat])
    )
    return [button(label, "undo", cls="btn btn-quiet")]


def _this_turn(lang: str, names: list[str], st: View) -> str:
    items = entry_items(lang, names, st["entries"], st["total"])
    waiting = [names[s] for s in st["order"][len(st["entries"]) + 1 :]]
    later = (
        f'<p class="meta">{esc(t(lang, "q_next_up", names=join_words(lang, waiting)))}</p>'
        if waiting
        else ""
    )
    listed = f'<ul class="qentries">{items}</ul>' if items else ""
    return listed + later


def _last_turn(lang: str, names: list[str], st: View, cls: str = "") -> str:
    """The previous throw and what everyone did with it."""
    if not st["history"]:
        return ""
    last = st["history"][-1]
    title = turn_title(lang, names, last)
    items = entry_items(lang, names, last["entries"], last["total"])
    return (
        f'<div class="qlast {cls}"><p class="meta">{esc(title)}</p>'
        f'<ul class="qentries">{items}</ul></div>'
    )


# -- real dice on the table -----------------------------------------------------------
def _entry(c: Table, view: View) -> str:
    lang = c.lang
    entry = c.entry
    assert entry is not None
    names = names_of(view)
    groups = pick_groups(
        entry,
        legend=lambda colour: t(lang, "q_die_colour", colour=_die_word(lang, colour)),
        aria_label=lambda colour, v: t(lang, "q_die_shows", colour=_die_word(lang, colour), n=v),
        face=lambda colour, v: die_svg(v, f"die-face qd-{colour}"),
        extra_class=lambda colour: f" pick-{colour}",
    )
    dice = join_words(lang, [colour_noun(lang, col) for col in entry.dice])
    heading = (
        t(lang, "q_enter_for_bot", name=names[entry.seat], dice=dice)
        if entry.for_bot
        else t(lang, "q_enter_yours")
    )
    known = [v for v in entry.values if v is not None]
    total = (
        f'<p class="qsum-line">{esc(t(lang, "q_sum", n=sum(known)))}</p>'
        if len(known) == len(entry.values)
        else ""
    )
    head = f"{token(entry.seat)}<span>{esc(heading)}</span>"
    body = entry_body(lang, entry, head, t(lang, "q_entry_hint"), groups, total)
    return panel("entry", body, entry.seat)


# -- news for screen readers -------------------------------------------------------------------
def announce(c: Table) -> str:
    """One or two sentences about what just changed at the table."""
    assert c.match is not None
    lang = c.lang
    view = c.match.view(c.viewer())
    st = view["state"]
    names = names_of(view)
    if view["over"]:
        result = view["result"] or {}
        return outcome(lang, names, result.get("winners", []), result.get("scores", []))
    entry = c.entry
    if entry is not None:
        dice = join_words(lang, [colour_noun(lang, col) for col in entry.dice])
        if entry.for_bot:
            return t(lang, "q_enter_for_bot", name=names[entry.seat], dice=dice)
        return t(lang, "q_enter_yours")
    acting = c.acting_human()
    if st["phase"] == "roll":
        news = ""
        if st["history"]:
            last = st["history"][-1]
            news = entry_text(lang, names, last["entries"][-1], last["total"]) + ". "
        if acting is not None:
            return news + t(lang, "q_your_throw") + "."
        return news + t(lang, "q_choosing", name=names[st["active"]])
    if st["entries"]:
        news = entry_text(lang, names, st["entries"][-1], st["total"]) + "."
    else:
        dice = dice_text(lang, st["dice"], st["values"])
        news = t(lang, "q_news_threw", name=names[st["active"]], dice=dice, n=st["total"])
    if acting is not None:
        ask = t(lang, "q_your_entry", n=st["total"])
        if len(c.humans()) > 1:
            ask = t(lang, "q_entry_of", name=names[acting], n=st["total"])
        return f"{news} {ask}."
    seat = c.seat_to_move()
    return f"{news} {t(lang, 'q_enters', name=names[seat])}" if seat is not None else news
