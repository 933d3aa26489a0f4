"""What every game screen says about its seats: the players' names and their tokens."""

from __future__ import annotations

from typing import Any

from .html import esc
from .i18n import t


def names_of(view: dict[str, Any]) -> list[str]:
    """The players' names, seat by seat (plain text: escape before use in HTML)."""
    return [str(p["name"]) for p in view["players"]]


def token(seat: int) -> str:
    """The seat's coloured, numbered token (decorative: the name is always nearby)."""
    return f'<span class="tok tok-{seat % 6}" aria-hidden="true">{seat + 1}</span>'


def computer_badge(lang: str) -> str:
    """The small "computer" label next to a computer player's name."""
    return f'<span class="badge">{esc(t(lang, "computer_badge"))}</span>'
