"""Reading a draft back: what a player was in the middle of, kept in this tab's session
storage so a reload keeps it (``GamePlay.draft``). A draft is untrusted input: it is read
with limits (its size and nesting are checked before parsing, so a damaged one can never
overflow the stack), and every field is checked on its own; anything unfit is left out."""

from __future__ import annotations

import json
from typing import Any

from . import safe_json

MAX_CHARS = 20_000  # a draft is a handful of small fields; Kwis 't! answers fit with room
MAX_DEPTH = 8


def too_deep(raw: str, limit: int = MAX_DEPTH) -> bool:
    """Whether JSON text nests arrays or objects deeper than ``limit`` (brackets inside
    strings do not count)."""
    return safe_json.depth(raw) > limit


def parse(raw: str | None) -> dict[str, Any] | None:
    """A stored draft as a dict, or None when there is none or it cannot be read."""
    if raw is None or len(raw) > MAX_CHARS or too_deep(raw):
        return None
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def dump(data: dict[str, Any]) -> str:
    return json.dumps(data, separators=(",", ":"), sort_keys=True)


def int_in(value: Any, low: int, high: int) -> int | None:
    """``value`` if it is a whole number from ``low`` to ``high`` (never a bool)."""
    if type(value) is not int or not low <= value <= high:
        return None
    return value


def int_set(value: Any, low: int, high: int, most: int) -> set[int] | None:
    """A list of at most ``most`` distinct whole numbers from ``low`` to ``high``."""
    if not isinstance(value, list) or len(value) > most:
        return None
    out = {int_in(v, low, high) for v in value}
    if None in out or len(out) != len(value):
        return None
    return {v for v in out if v is not None}
