"""The shape of an action: its type is known and it has exactly that type's keys."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import IllegalAction
from .plain import brief


# -- the shape of an action ----------------------------------------------------------------------
def check_shape(action: Mapping[str, Any], fields: Mapping[str, tuple[str, ...]]) -> str:
    """The action's type, once it is one of ``fields`` (type -> its other keys) and has
    exactly those keys (``values``, the dice a Match adds, aside)."""
    kind = action.get("type")
    if not isinstance(kind, str) or kind not in fields:
        raise IllegalAction(
            "unknown_action",
            f"There is no move {brief(kind)} in this game ({', '.join(fields)}).",
            action=brief(action, 200),
        )
    keys = set(action) - {"type", "values"}
    if keys != set(fields[kind]):
        wanted = ", ".join(fields[kind]) or "nothing else"
        raise IllegalAction(
            "bad_action",
            f"A {brief(kind)} move has {wanted}, not {brief(sorted(keys))}.",
            action=brief(action, 200),
        )
    return kind
