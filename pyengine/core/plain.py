"""Limits on what reaches the engine from outside (actions, saves, options, players), and
a repr that is safe for anything.

Actions and saves come from the page, from storage and from files: they may be nested
thousands of levels deep, huge, or not JSON at all. Everything recursive in the engine
(``json.dumps``, ``repr``, ``==`` and the games' own parsers) would then overflow the
stack (Pyodide's is a few hundred Python frames) or crawl. ``check_plain`` walks a value
without recursion, before anything else looks at it, and refuses it with an IllegalAction
(``too_deep``, ``too_large``, ``not_json``) when it leaves the limits; within them every
later step is safe. ``brief`` is the repr refusal messages use: short, whatever it is given.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import islice
from typing import Any

from .errors import IllegalAction

# Whole numbers beyond this size mean nothing to any game (seeds are below it, dice and
# times far below); Python's int -> str limit (4300 digits) is far above it.
INT_LIMIT = 2**64
BRIEF = 120  # characters of a value shown in a refusal message


@dataclass(frozen=True)
class Limits:
    """How deep (containers within containers), how many values in all, and how long a
    text may be. Generous: real data never comes near them (tests/engine/test_fuzz.py)."""

    depth: int
    items: int
    text: int


# An action is a small object: the deepest real one (a pyramid position in a list) is 3
# levels, the largest a Kwis 't! answer sheet (five answers of at most 80 characters).
ACTION_LIMITS = Limits(depth=16, items=1_000, text=1_000)
# A save holds the log (thousands of moves of a few values each) and the options, which
# may carry a whole Kwis 't! pack (at most 500 KB, ~50,000 values, depth 6).
SAVE_LIMITS = Limits(depth=32, items=2_000_000, text=100_000)
MAX_LOG = 100_000  # moves in a save; the longest real game has a few thousand


def check_plain(value: Any, limits: Limits, what: str) -> None:
    """Refuse ``value`` unless it is JSON data within ``limits``: None, booleans, whole
    numbers below INT_LIMIT, finite floats, texts, lists (or tuples) and objects with text
    keys. ``what`` names it in the message ("action", "save", ...). Iterative: any depth
    is safe, and a container too large is refused before its contents are looked at."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    count = 1
    while stack:
        item, depth = stack.pop()
        if not isinstance(item, list | tuple | dict):
            _check_scalar(item, limits, what)
            continue
        if depth >= limits.depth:
            raise IllegalAction(
                "too_deep",
                f"The {what} is nested more than {limits.depth} levels deep.",
                what=what,
                limit=limits.depth,
            )
        count += len(item) * (2 if isinstance(item, dict) else 1)
        if count > limits.items:
            raise _too_large(what, f"more than {limits.items} values")
        if isinstance(item, dict):
            for key in item:
                if type(key) is not str:
                    raise IllegalAction(
                        "not_json",
                        f"The {what} has a key {brief(key)} that is not a text.",
                        what=what,
                    )
                if len(key) > limits.text:
                    raise _too_large(what, f"a key of {len(key)} characters")
            children: Any = item.values()
        else:
            children = item
        for child in children:
            # Most values are plain numbers and short texts: checked here, without the
            # stack (a save holds tens of thousands of them).
            kind = type(child)
            if kind is int:
                if not -INT_LIMIT < child < INT_LIMIT:
                    _check_scalar(child, limits, what)
            elif kind is str:
                if len(child) > limits.text:
                    _check_scalar(child, limits, what)
            elif child is None or kind is bool:
                pass
            else:
                stack.append((child, depth + 1))


def _check_scalar(item: Any, limits: Limits, what: str) -> None:
    if item is None or isinstance(item, bool):
        return
    if isinstance(item, int):
        if not -INT_LIMIT < item < INT_LIMIT:
            raise _too_large(what, f"a number of {item.bit_length()} bits (at most 64)")
        return
    if isinstance(item, str):
        if len(item) > limits.text:
            raise _too_large(what, f"a text of {len(item)} characters")
        return
    if isinstance(item, float):
        if not math.isfinite(item):
            raise IllegalAction(
                "not_json", f"The {what} holds {item}, which is not a JSON number.", what=what
            )
        return
    raise IllegalAction(
        "not_json",
        f"The {what} holds a {type(item).__name__}, which is not JSON data.",
        what=what,
    )


def _too_large(what: str, found: str) -> IllegalAction:
    return IllegalAction("too_large", f"The {what} is too large: {found}.", what=what)


class _Text(str):
    """A piece of ``brief``'s output, written as it is."""


def brief(value: Any, limit: int = BRIEF) -> str:
    """``repr(value)`` for plain data, cut to about ``limit`` characters ("…" marks the
    cut); never recursive, never slow, never raises, whatever ``value`` is."""
    out: list[str] = []
    size = 0
    todo: list[Any] = [value]
    while todo and size <= limit:
        item = todo.pop()
        if isinstance(item, _Text):
            text = str(item)
        elif isinstance(item, list | tuple | dict):
            opening, closing = "{}" if isinstance(item, dict) else "[]"
            if isinstance(item, tuple):
                opening, closing = "()"
            entries = item.items() if isinstance(item, dict) else item
            pieces: list[Any] = []
            for i, entry in enumerate(islice(entries, limit // 2 + 1)):
                if i:
                    pieces.append(_Text(", "))
                if isinstance(item, dict):
                    pieces.extend([entry[0], _Text(": "), entry[1]])
                else:
                    pieces.append(entry)
            if isinstance(item, tuple) and len(item) == 1:
                pieces.append(_Text(","))
            pieces.append(_Text(closing))
            todo.extend(reversed(pieces))
            text = opening
        elif isinstance(item, str):
            text = repr(item[: limit + 1])
        elif isinstance(item, bool) or item is None or isinstance(item, float):
            text = repr(item)
        elif isinstance(item, int):
            text = repr(item) if item.bit_length() <= 128 else f"<{item.bit_length()}-bit number>"
        else:  # an object's own repr may be anything: its type says enough
            text = f"<{type(item).__name__}>"
        out.append(text)
        size += len(text)
    joined = "".join(out)
    if todo or len(joined) > limit:
        return joined[:limit] + "…"
    return joined


def detail(value: Any) -> Any:
    """``value`` as the details of a refusal may carry it: as it is when small and plain
    (a seat, a number, a short text), otherwise its ``brief``."""
    if (
        value is None
        or isinstance(value, bool)
        or (isinstance(value, float) and math.isfinite(value))
    ):
        return value
    if isinstance(value, int) and value.bit_length() <= 64:
        return value
    if isinstance(value, str) and len(value) <= BRIEF:
        return value
    return brief(value)
