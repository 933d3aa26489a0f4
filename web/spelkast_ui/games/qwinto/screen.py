"""The Qwinto table: the throw, everyone's score sheet, the turn log and the end.

Qwinto hides nothing, so every seat's sheet may be shown. Phones show one sheet at a
time (tabs switch), in two blocks of six columns, first under the title bar and at one
place all game, with a compact turn card under it (app.css orders them; the card comes
first in the page, read out first); tablets show them all under the card. What happened
since the player's last move (the entries of this throw, or of the last one) stands at
the top of the turn card, on a phone under its controls.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine import GAMES
from pyengine.games.qwinto.sheet import COLOURS
from pyengine.games.qwinto.view import View as GameView

from ...kit.chrome import back_button, game_tools, notice, screen
from ...kit.dice import die_svg
from ...kit.entry_panel import entry_body, pick_groups
from ...kit.gameplay import move_val
from ...kit.html import button, esc, next_step
from ...kit.i18n import Person, join_words, pick
from ...kit.seats import names_of, person, token
from .end import end_panel, outcome
from .i18n import colour_name, colour_noun, colour_word, die_name, t
from .play import undo_steps
from .sheets import log_html, sheets_html
from .words import (
    View,
    dice_text,
    entry_items,
    entry_text,
    panel,
    people_of,
    turn_title,
)

if TYPE_CHECKING:
    from ...kit.gameplay import Table


_DEFAULT_RULES = next(o.default for o in GAMES["qwinto"].options if o.key == "rules")


def render_game(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    view = c.match.view(c.viewer())
    st: GameView = view["state"]
    main = main_seat(c, st)
    people = people_of(c)
    if view["over"]:
        top = notice(c) + end_panel(c, view, st)
    elif c.entry is not None:
        top = notice(c) + _entry(c, view)
    elif st["phase"] == "roll":
        top = _rollpanel(c, people, st, _refusal(c))
    else:
        top = _enterpanel(c, people, st)
    tools = game_tools(lang, view["game"])
    body = top + sheets_html(c, view, st, main) + log_html(lang, people, st) + tools
    sub = t(lang, f"q_rules_{st['rule_set']}")
    if not view["over"]:
        # During play only the rulebook's scoring (not the default) is named, in one word: on
        # a phone the title bar (back, bulb, phones) leaves the subtitle one short line.
        turn = t(lang, "q_turn_n", n=st["turn"])
        short = t(lang, "q_rules_rulebook_short")
        sub = turn if st["rule_set"] == _DEFAULT_RULES else f"{turn} · {short}"
    title = pick(GAMES[view["game"]].title, lang)
    return screen("game", title, body, back_button(c), sub, cls="game-qwinto")


def _refusal(c: Table, then: str = "") -> str:
    """Why a tap was refused, where the turn card says what to do (right above the sheet
    it is about); the next tap clears it, so it needs no button of its own. ``then``: what
    may be tapped instead (the line the refusal stands in for), after the reason."""
    if not c.notice:
        return ""
    more = f' <span class="qrefusal-then">{esc(then)}</span>' if then else ""
    return f'<p class="qrefusal" role="alert">{esc(c.notice)}{more}</p>'


def main_seat(c: Table, st: GameView) -> int:
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
    """A die at the start of a label: "Purple die", "Paarse steen"."""
    return die_name(lang, colour).capitalize()


def _die(lang: str, colour: str, value: int) -> str:
    label = t(lang, "q_die_shows", die=_die_word(lang, colour), n=value)
    return (
        f'<span class="qdie" role="img" aria-label="{esc(label)}">'
        f"{die_svg(value, f'die-face qd-{colour}')}"
        f'<span class="qdie-name" aria-hidden="true">{esc(colour_name(lang, colour))}</span>'
        "</span>"
    )


def _thrown_by(lang: str, people: list[Person], st: GameView, acting: int | None) -> str:
    """Who threw the dice (not while the thrower enters: the heading says so)."""
    thrower = int(st["active"])
    who = [] if acting == thrower else [t(lang, "q_thrown_by", about=people[thrower])]
    if st["rerolled"]:
        who.append(t(lang, "q_threw_again"))
    return f'<p class="meta qwho">{esc(" · ".join(who))}</p>' if who else ""


def _throw(lang: str, st: GameView) -> str:
    """The dice on the table and their sum."""
    dice = "".join(_die(lang, col, v) for col, v in zip(st["dice"], st["values"], strict=True))
    label = t(lang, "q_throw_label", dice=dice_text(lang, st["dice"], st["values"]), n=st["total"])
    return (
        f'<div class="qthrow" role="group" aria-label="{esc(label)}">{dice}'
        f'<span class="qsum" aria-hidden="true"><span>=</span>{st["total"]}</span></div>'
    )


def _colour_picks(c: Table) -> str:
    lang = c.lang
    picks = [
        button(
            _die_word(lang, colour),
            "colour",
            colour,
            cls=f"qpick pick-{colour}",
            pressed=i in c.selected,
            content=die_svg(0, f"die-face qd-{colour}")
            + f'<span class="qpick-name">{esc(colour_name(lang, colour))}</span>',
        )
        for i, colour in enumerate(COLOURS)
    ]
    picks[0] = next_step(picks[0])  # a new throw starts with choosing its colours
    return (
        f'<div class="qpicks" role="group" aria-label="{esc(t(lang, "q_dice_to_throw"))}">'
        f"{''.join(picks)}</div>"
    )


def _heading(c: Table, seat: int, key: str, **values: Any) -> str:
    """A heading about ``seat``: spoken to the one person at a table of computers ("Your
    entry: 8"), naming everyone else, and everyone on a shared device ("Ann's entry: 8"),
    so the table sees whose turn it is."""
    text = t(c.lang, key, about=person(c, seat), **values)
    return f"<h2>{token(seat)}<span>{esc(text)}</span></h2>"


def _rollpanel(c: Table, people: list[Person], st: GameView, note: str) -> str:
    lang = c.lang
    acting = c.acting_human()
    active = int(st["active"])
    news = _last_turn(lang, people, st)
    if acting is None:
        undo = "".join(_undo(c, people))
        undo = f'<div class="actions">{undo}</div>' if undo else ""
        return panel("is-waiting", news + _heading(c, active, "q_choosing") + note + undo, active)
    n = len(c.selected)
    physical = c.match is not None and c.match.physical_dice
    roll_label = t(lang, "q_enter_n" if physical else "q_roll_n", n=n) if n else ""
    return panel(
        "is-mine",
        news
        + _heading(c, acting, "q_throw_of")
        + (note or f'<p class="meta">{esc(t(lang, "q_choose_hint"))}</p>')
        + _colour_picks(c)
        + '<div class="actions">'
        + button(
            roll_label or t(lang, "q_choose_first"),
            "roll",
            cls="btn btn-primary btn-wide",
            disabled=n == 0,
        )
        + "</div>",
        acting,
    )


def _enterpanel(c: Table, people: list[Person], st: GameView) -> str:
    """Entering the sum: what the others entered of this throw on top, then whose entry
    it is with the dice, what to tap (or why a tap was refused) and the buttons."""
    lang = c.lang
    acting = c.acting_human()
    seat = c.seat_to_move()
    assert seat is not None and c.match is not None
    actions = []
    if acting is not None:
        head = _heading(c, acting, "q_entry_of", n=st["total"])
        words, stuck = _entry_words(c, st, acting)
        hint = f'<p class="qhint{" is-stuck" if stuck else ""}">{esc(words)}</p>'
        if {"type": "reroll"} in c.match.legal_actions(acting):
            key = "q_reroll_enter" if c.match.physical_dice else "q_reroll"
            again = move_val({"type": "reroll"})
            reroll = button(t(lang, key), "reroll", val=again, cls="btn btn-secondary")
            # Nowhere to enter the sum: throwing again is the next step, never passing.
            actions.append(next_step(reroll) if stuck else reroll)
        actions.append(_pass_button(lang, st, acting))
        if c.sheet_tab is not None and c.sheet_tab != acting:
            actions.append(button(t(lang, "q_show_mine"), "sheet", acting, cls="btn btn-quiet"))
        # What to tap stands beside the dice; a refusal takes its place, under them, and
        # says it after the reason (a refusal alone says what not to do, not what to do).
        hint = _refusal(c, then=words) or f'<div class="qtell">{hint}</div>'
    else:
        head = _heading(c, seat, "q_enters")
        hint = _refusal(c)
    actions.extend(_undo(c, people))
    action_row = f'<div class="actions">{"".join(actions)}</div>' if actions else ""
    return panel(
        "is-mine" if acting is not None else "is-waiting",
        _this_turn(lang, people, st, acting)
        + head
        + _throw(lang, st)
        + hint
        + action_row
        + _next_up(lang, people, st),
        acting if acting is not None else seat,
    )


def _entry_words(c: Table, st: GameView, seat: int) -> tuple[str, bool]:
    """What to tap to enter the sum, and whether there is nowhere to enter it."""
    lang = c.lang
    legal = c.match.legal_actions(seat) if c.match is not None else []
    rows = [col for col in COLOURS if any(a.get("row") == col for a in legal)]
    if not rows:
        key = "q_no_room_reroll" if {"type": "reroll"} in legal else "q_no_room"
        return t(lang, key, n=st["total"]), True
    named = [colour_word(lang, r) for r in rows]
    words = named[-1]
    if len(named) > 1:
        words = f"{', '.join(named[:-1])} {t(lang, 'q_or')} {words}"
    return t(lang, "q_tap_hint", rows=t(lang, "q_row_word", colour=words)), False


def _pass_button(lang: str, st: GameView, seat: int) -> str:
    """Pass, saying what it costs under the rule set in play; the words on the button
    are its name too (a screen reader and a voice command hear what is shown)."""
    if st["rule_set"] == "rulebook":
        key = "q_pass_penalty_short"
    else:
        key = "q_pass_misthrow_short" if seat == st["active"] else "q_pass_free_short"
    # Named by its own words (no aria-label that says more than is shown).
    return (
        '<button type="button" class="btn btn-quiet btn-pass" data-act="pass" '
        f'data-val="{esc(move_val({"type": "pass"}))}">'
        f"<span>{esc(t(lang, 'q_pass'))}</span>"
        f'<small><span class="sr-only">: </span>{esc(t(lang, key))}</small></button>'
    )


def _undo(c: Table, people: list[Person]) -> list[str]:
    steps, seat = undo_steps(c)
    if not steps or seat is None:
        return []
    return [button(t(c.lang, "q_undo_of", about=people[seat]), "undo", cls="btn btn-quiet")]


def _this_turn(lang: str, people: list[Person], st: GameView, acting: int | None) -> str:
    """What happened to this throw so far: who threw it (unless the one entering did)
    and what the players before entered."""
    total = st["total"]
    assert total is not None, "the dice are thrown while the players enter"
    items = entry_items(lang, people, st["entries"], total)
    listed = f'<ul class="qentries">{items}</ul>' if items else ""
    news = _thrown_by(lang, people, st, acting) + listed
    return f'<div class="qnews">{news}</div>' if news else ""


def _next_up(lang: str, people: list[Person], st: GameView) -> str:
    """Who enters after the one on the move."""
    waiting = [_subject(lang, people[s]) for s in st["order"][len(st["entries"]) + 1 :]]
    if not waiting:
        return ""
    return f'<p class="meta qnext">{esc(t(lang, "q_next_up", names=join_words(lang, waiting)))}</p>'


def _subject(lang: str, who: Person) -> str:
    """A seat in a list of names: "You"/"Jij" for the viewer's own."""
    return t(lang, "you") if who.you else who.name


def _last_turn(lang: str, people: list[Person], st: GameView) -> str:
    """The previous throw and what everyone did with it."""
    if not st["history"]:
        return ""
    last = st["history"][-1]
    title = turn_title(lang, people, last)
    items = entry_items(lang, people, last["entries"], last["total"])
    return (
        f'<div class="qlast qnews"><p class="meta">{esc(title)}</p>'
        f'<ul class="qentries">{items}</ul></div>'
    )


# -- real dice on the table -----------------------------------------------------------
def _entry(c: Table, view: View) -> str:
    lang = c.lang
    entry = c.entry
    assert entry is not None
    names = names_of(view, c.lang)
    groups = pick_groups(
        entry,
        legend=lambda colour: _die_word(lang, colour),
        aria_label=lambda colour, v: t(lang, "q_die_shows", die=_die_word(lang, colour), n=v),
        face=lambda colour, v: die_svg(v, f"die-face qd-{colour}"),
        extra_class=lambda colour: f" pick-{colour}",
    )
    dice = join_words(lang, [colour_noun(lang, col) for col in entry.dice])
    heading = (
        t(lang, "q_enter_for_bot", name=names[entry.seat], dice=dice)
        if entry.for_bot
        else t(lang, "q_enter_yours", about=person(c, entry.seat))
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
    st: GameView = view["state"]
    names = names_of(view, c.lang)
    people = people_of(c)
    if view["over"]:
        result = view["result"] or {}
        return outcome(lang, people, result.get("winners", []), result.get("scores", []))
    entry = c.entry
    if entry is not None:
        dice = join_words(lang, [colour_noun(lang, col) for col in entry.dice])
        if entry.for_bot:
            return t(lang, "q_enter_for_bot", name=names[entry.seat], dice=dice)
        return t(lang, "q_enter_yours", about=person(c, entry.seat))
    acting = c.acting_human()
    if st["phase"] == "roll":
        news = ""
        if st["history"]:
            last = st["history"][-1]
            news = entry_text(lang, people, last["entries"][-1], last["total"]) + ". "
        if acting is not None:
            return news + t(lang, "q_throw_of", about=people[acting]) + "."
        return news + t(lang, "q_choosing", about=people[int(st["active"])])
    if st["entries"] and st["total"] is not None:  # entries come after the throw
        news = entry_text(lang, people, st["entries"][-1], st["total"]) + "."
    else:
        dice = dice_text(lang, st["dice"], st["values"])
        news = t(lang, "q_news_threw", about=people[st["active"]], dice=dice, n=st["total"])
    if acting is not None:
        return f"{news} {t(lang, 'q_entry_of', about=people[acting], n=st['total'])}."
    seat = c.seat_to_move()
    return f"{news} {t(lang, 'q_enters', about=people[seat])}" if seat is not None else news
