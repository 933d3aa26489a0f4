"""Reading JSON from storage or from a file without letting it stop the app.

``json.loads`` recurses once per nesting level: a text nested a few thousand levels deep
(``"[" * 6000``) overflows Pyodide's stack, which no ``except`` catches, and every start
that reads it fails. ``loads`` first measures the nesting with a cheap scan that does not
recurse and refuses what is too deep or too long, so what cannot be read is a ValueError
(shown as damaged and skipped) and never a crash.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

# Far deeper than anything the app writes (a save's log is ~6 levels, a quiz pack ~5) and
# far below what overflows the stack.
MAX_DEPTH = 64
# A save of thousands of moves is a few hundred kB; packs are limited to much less.
MAX_CHARS = 16_000_000

# A JSON string (with its escapes), taken out before brackets are counted.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_BRACKETS = re.compile(r"[\[\]{}]")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class UnsafeJSON(ValueError):
    """The text is too deep or too long to be read safely."""


def depth(text: str) -> int:
    """The deepest nesting of arrays and objects in ``text`` (outside strings)."""
    brackets = _BRACKETS.findall(_STRING.sub("", text))
    return max(accumulate(_STEP[b] for b in brackets), default=0)


def loads(text: str, max_depth: int = MAX_DEPTH, max_chars: int = MAX_CHARS) -> Any:
    """``json.loads`` with limits: raises ValueError (``UnsafeJSON`` for the limits,
    ``json.JSONDecodeError`` for bad JSON) and never recurses past ``max_depth``."""
    if len(text) > max_chars:
        raise UnsafeJSON(f"too long: {len(text)} characters (at most {max_chars})")
    deepest = depth(text)
    if deepest > max_depth:
        raise UnsafeJSON(f"nested too deep: {deepest} levels (at most {max_depth})")
    try:
        return json.loads(text)
    except RecursionError:  # cannot happen below MAX_DEPTH; kept so nothing escapes
        raise UnsafeJSON("nested too deep") from None


def loads_dict(text: str | None) -> dict[str, Any]:
    """A stored JSON object, or ``{}`` when it is missing, unreadable or not an object."""
    if text is None:
        return {}
    try:
        data = loads(text)
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}
