"""Qwinto in words and small marks: seat tokens, throws, entries and turns for the log.

Sentences about a seat take its ``Person`` (``kit.seats.person``): the viewer's own seat
is spoken to ("You passed"), the others are named."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.games.qwinto.view import EntryView, TurnView

from ...kit.html import esc
from ...kit.i18n import Person
from ...kit.seats import person, token
from .i18n import colour_noun, t

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def people_of(c: Table) -> list[Person]:
    """Every seat as sentences name it (the viewer's own as "you")."""
    return [person(c, seat) for seat in range(len(c.game().players))]


def dice_text(lang: str, colours: list[str], values: list[int]) -> str:
    return " + ".join(
        f"{colour_noun(lang, col)} {v}" for col, v in zip(colours, values, strict=True)
    )


def entry_text(lang: str, people: list[Person], entry: EntryView, total: int) -> str:
    who = people[entry["seat"]]
    if entry.get("pass"):
        return t(lang, "q_log_pass_penalty" if entry["penalty"] else "q_log_pass", about=who)
    row = colour_noun(lang, entry["row"])
    return t(lang, "q_log_entry", about=who, n=total, row=row, col=entry["col"] + 1)


def entry_items(lang: str, people: list[Person], entries: list[EntryView], total: int) -> str:
    return "".join(
        f"<li>{token(e['seat'])}<span>{esc(entry_text(lang, people, e, total))}</span></li>"
        for e in entries
    )


def turn_title(lang: str, people: list[Person], turn: TurnView) -> str:
    text = t(
        lang,
        "q_log_turn",
        about=people[turn["active"]],
        n=turn["turn"],
        dice=dice_text(lang, turn["dice"], turn["values"]),
        total=turn["total"],
    )
    return text + (f" ({t(lang, 'q_threw_again')})" if turn["rerolled"] else "")


def panel(cls: str, content: str, seat: int | None = None) -> str:
    """A Qwinto panel above the sheets, edged in the colour of the seat it is about."""
    seat_cls = f" seat-{seat % 6}" if seat is not None else ""
    return f'<div class="panel qturn {cls}{seat_cls}">{content}</div>'
