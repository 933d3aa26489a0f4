"""Reading JSON from storage or from a file without letting it stop the app.

``json.loads`` recurses once per nesting level: a text nested a few thousand levels deep
(``"[" * 6000``) overflows Pyodide's stack, which no ``except`` catches, and every start
that reads it fails. ``loads`` first measures the nesting with a cheap scan that does not
recurse and refuses what is too deep or too long, so what cannot be read is a ValueError
(shown as damaged and skipped) and never a crash.

The scan is one pass in the text's length whatever it holds (issue 35): no pattern that
can try a stretch of text again from another start. A string pattern such as
``"(?:[^"\\]|\\.)*"`` retries from every quote of ``"\"\"\"...`` without its closing quote,
which took 32 s for 32 KB and minutes in the browser.
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

_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")  # a run of other characters: never tried twice
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class UnsafeJSON(ValueError):
    """The text is too deep or too long to be read safely."""


def depth(text: str) -> int:
    """The deepest nesting of arrays and objects in ``text`` (outside strings), in one pass
    of plain string methods.

    Escapes go first: an escaped backslash (``\\\\``), then an escaped quote (``\\"``, no
    quote at all); every other quote then opens or closes a string, so the pieces between
    quotes alternate outside / inside. A backslash outside a string is not JSON: the parser
    stops there, so the brackets this count may see differently after it never nest the
    parser deeper than the count."""
    pieces = text.replace("\\\\", "").replace('\\"', "").split('"')
    brackets = _NOT_BRACKETS.sub("", "".join(pieces[0::2]))
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


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
