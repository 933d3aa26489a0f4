"""Qwinto in words and small marks: seat tokens, throws, entries and turns for the log."""

from __future__ import annotations

from typing import Any

from ...kit.html import esc
from ...kit.seats import token
from .i18n import colour_noun, t

View = dict[str, Any]


def dice_text(lang: str, colours: list[str], values: list[int]) -> str:
    return " + ".join(
        f"{colour_noun(lang, col)} {v}" for col, v in zip(colours, values, strict=True)
    )


def entry_text(lang: str, names: list[str], entry: View, total: int) -> str:
    name = names[entry["seat"]]
    if entry.get("pass"):
        return t(lang, "q_log_pass_penalty" if entry["penalty"] else "q_log_pass", name=name)
    row = colour_noun(lang, entry["row"])
    return t(lang, "q_log_entry", name=name, n=total, row=row, col=entry["col"] + 1)


def entry_items(lang: str, names: list[str], entries: list[View], total: int) -> str:
    return "".join(
        f"<li>{token(e['seat'])}<span>{esc(entry_text(lang, names, e, total))}</span></li>"
        for e in entries
    )


def turn_title(lang: str, names: list[str], turn: View) -> str:
    text = t(
        lang,
        "q_log_turn",
        n=turn["turn"],
        name=names[turn["active"]],
        dice=dice_text(lang, turn["dice"], turn["values"]),
        total=turn["total"],
    )
    return text + (f" ({t(lang, 'q_threw_again')})" if turn["rerolled"] else "")


def panel(cls: str, content: str, seat: int | None = None) -> str:
    """A Qwinto panel above the sheets, edged in the colour of the seat it is about."""
    seat_cls = f" seat-{seat % 6}" if seat is not None else ""
    return f'<div class="panel qturn {cls}{seat_cls}">{content}</div>'
