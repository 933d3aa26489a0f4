"""The Qwinto score sheets of every seat (tabs on phones, all at once on tablets) and the
game log."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.games.qwinto.view import View as GameView

from ...kit.html import esc
from ...kit.i18n import Person
from ...kit.seats import computer_badge, name_of, names_of, person, token
from .i18n import t
from .sheet import Entering, sheet_foot, sheet_grid
from .words import View, entry_items, people_of, turn_title

if TYPE_CHECKING:
    from ...kit.gameplay import Table


def _fresh(st: GameView) -> dict[int, set[tuple[str, int]]]:
    """Fields filled in the current throw (or, before the next throw, the last one)."""
    entries = (
        st["entries"]
        if st["phase"] == "enter"
        else (st["history"][-1]["entries"] if st["history"] else [])
    )
    out: dict[int, set[tuple[str, int]]] = {}
    for e in entries:
        if not e.get("pass"):
            out.setdefault(e["seat"], set()).add((e["row"], e["col"]))
    return out


def sheets_html(c: Table, view: View, st: GameView, main: int) -> str:
    """Every seat's sheet, ``main`` first (drawn large); phones show the tab's choice."""
    names = names_of(view, c.lang)
    shown = c.sheet_tab if c.sheet_tab is not None and c.sheet_tab < len(names) else main
    fresh = _fresh(st)
    cards = "".join(
        _card(c, view, st, seat, fresh.get(seat), main=seat == main, shown=seat == shown)
        for seat in [main, *(s for s in range(len(names)) if s != main)]
    )
    tabs = _tabs(c.lang, people_of(c), shown) if len(names) > 1 else ""
    label = esc(t(c.lang, "q_sheets"))
    return (
        # A Tab stop: a sheet wider than its box (200 % text, a narrow replay) scrolls by keys.
        f'<section class="qsheets" aria-label="{label}" data-scrollbox tabindex="0">'
        f'{tabs}<div class="qcards">{cards}</div></section>'
    )


def _entering(c: Table, st: GameView, seat: int) -> Entering | None:
    """The sum this seat enters now, if it is the human on the move."""
    total = st["total"]  # None only before the throw
    if seat != c.acting_human() or st["phase"] != "enter" or c.entry is not None or total is None:
        return None
    assert c.match is not None
    legal = {(a["row"], a["col"]) for a in c.match.legal_actions(seat) if a["type"] == "enter"}
    return Entering(total, list(st["dice"]), legal)


def _card(
    c: Table,
    view: View,
    st: GameView,
    seat: int,
    fresh: set[tuple[str, int]] | None,
    *,
    main: bool,
    shown: bool,
) -> str:
    lang = c.lang
    entering = _entering(c, st, seat)
    marks = []
    if view["players"][seat]["bot"] is not None:
        marks.append(computer_badge(lang, name_of(c, seat)))
    if not view["over"] and seat == st["active"]:
        marks.append(f'<span class="badge badge-thrower">{esc(t(lang, "q_thrower"))}</span>')
    if not view["over"] and seat == c.seat_to_move() and st["phase"] == "enter":
        marks.append(f'<span class="badge badge-turn">{esc(t(lang, "q_to_enter"))}</span>')
    cls = "qcard" + (" is-main" if main else "") + (" is-shown" if shown else "")
    cls += f" seat-{seat % 6}" + (" is-entering" if entering else "")
    who = person(c, seat)
    sheet = st["sheets"][seat]
    return (
        f'<section class="{cls}" aria-labelledby="qcard-{seat}">'
        f'<h2 class="qcard-head" id="qcard-{seat}">{token(seat)}'
        f'<span class="qcard-name"><span class="sr-only">{esc(t(lang, "q_sheet_of", about=who))}'
        f'</span><span aria-hidden="true">{esc(who.name)}</span></span>{"".join(marks)}</h2>'
        + sheet_grid(lang, sheet, st["rule_set"], entering, fresh)
        + sheet_foot(lang, sheet)
        + "</section>"
    )


def _tabs(lang: str, people: list[Person], shown: int) -> str:
    """Phones: one button per seat to show that seat's sheet."""
    buttons = "".join(
        # Named by what it shows (the name) after a word for screen readers.
        f'<button type="button" class="btn qtab seat-{s % 6}" data-act="sheet" data-arg="{s}" '
        f'aria-pressed="{"true" if s == shown else "false"}">'
        f'<span class="sr-only">{esc(t(lang, "q_sheet"))}: </span>'
        f'<span class="qtab-name">{esc(who.name)}</span></button>'
        for s, who in enumerate(people)
    )
    return (
        f'<div class="qtabs" role="group" aria-label="{esc(t(lang, "q_sheets"))}">{buttons}</div>'
    )


def log_html(lang: str, people: list[Person], st: GameView) -> str:
    turns = list(reversed(st["history"]))
    if not turns:
        return ""
    items = "".join(
        f"<li><strong>{esc(turn_title(lang, people, turn))}</strong>"
        f'<ul class="qentries">{entry_items(lang, people, turn["entries"], turn["total"])}</ul>'
        "</li>"
        for turn in turns
    )
    return (
        f'<details class="history"><summary>{esc(t(lang, "log"))}</summary>'
        f'<ol class="log">{items}</ol></details>'
    )
