"""What every game screen says about its seats: the players' names and their tokens."""

from __future__ import annotations

from typing import Any


def names_of(view: dict[str, Any]) -> list[str]:
    """The players' names, seat by seat (plain text: escape before use in HTML)."""
    return [str(p["name"]) for p in view["players"]]


def token(seat: int) -> str:
    """The seat's coloured, numbered token (decorative: the name is always nearby)."""
    return f'<span class="tok tok-{seat % 6}" aria-hidden="true">{seat + 1}</span>'
