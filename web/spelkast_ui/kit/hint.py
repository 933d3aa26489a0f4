"""The "What would you do?" hint drawn on a game's board: the controls that make the
strongest computer's move are marked, and its reason is said in one line.

A game says which of its controls make a move (``GamePlay.hint_marks``: ``Mark`` pairs of
``data-act`` and ``data-arg``, or the action a control carries in ``data-val``);
``mark_controls`` finds them in the drawn board, a pure function over the HTML our own
renderers make (every attribute double-quoted, escaped)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import unescape
from typing import Any

# A control on the board: its ``data-act``, its ``data-arg`` and optionally its
# ``data-val`` (None: any or none; a control that carries its action is found by its
# ``data-val`` alone: kit.gameplay.carried_mark).
Mark = tuple[str | None, str | None] | tuple[str | None, str | None, str | None]

HINTED = "hinted"
_TAG = re.compile(r"<(?:button|input|a|g|rect|circle|polygon|path|div|span|td)\b[^<>]*>")
_ATTR = re.compile(r'\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)="([^"]*)"')
_CLASS = re.compile(r'\sclass="([^"]*)"')


@dataclass(frozen=True)
class Hint:
    """A hint on screen: asked when the match had ``moves`` logged moves, for ``seat``."""

    seat: int
    moves: int
    action: dict[str, Any]
    reason: dict[str, Any]


def _is_mark(tag: str, marks: Sequence[Mark]) -> bool:
    values = {name: unescape(value) for name, value in _ATTR.findall(tag)}
    act = values.get("data-act")
    if act is None:
        return False
    arg, val = values.get("data-arg"), values.get("data-val")
    for mark in marks:
        m_val = mark[2] if len(mark) > 2 else None
        if mark[0] in (None, act) and mark[1] in (None, arg) and m_val in (None, val):
            return True
    return False


def _with_mark(tag: str) -> str:
    found = _CLASS.search(tag)
    if found is None:
        head, tail = (tag[:-2], "/>") if tag.endswith("/>") else (tag[:-1], ">")
        return f'{head} class="{HINTED}"{tail}'
    classes = found.group(1)
    start, end = found.span(1)
    return tag[:start] + f"{classes} {HINTED}".strip() + tag[end:]


def mark_controls(html: str, marks: Sequence[Mark]) -> tuple[str, int]:
    """``html`` with every control named by ``marks`` given the class ``hinted``, and how
    many were marked (a control that is not drawn now is simply not marked)."""
    if not marks:
        return html, 0
    count = 0

    def mark(found: re.Match[str]) -> str:
        nonlocal count
        tag = found.group(0)
        if not _is_mark(tag, marks):
            return tag
        count += 1
        return _with_mark(tag)

    return _TAG.sub(mark, html), count


def number_text(lang: str, value: object) -> object:
    """A reason's number as a sentence shows it: whole numbers as they are, others with one
    decimal (a comma in Dutch)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return value
    if isinstance(value, int) or float(value).is_integer():
        return int(value)
    text = f"{value:.1f}"
    return text.replace(".", ",") if lang == "nl" else text


def reason_values(lang: str, reason: Mapping[str, Any]) -> dict[str, object]:
    """The reason's values ready for its sentence (``why`` left out)."""
    return {k: number_text(lang, v) for k, v in reason.items() if k != "why"}
