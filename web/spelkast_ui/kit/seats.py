"""What every game screen says about its seats: the players' names and their tokens."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .html import esc
from .i18n import Person, t

if TYPE_CHECKING:
    from .gameplay import Table


def names_of(view: dict[str, Any]) -> list[str]:
    """The players' names, seat by seat (plain text: escape before use in HTML)."""
    return [str(p["name"]) for p in view["players"]]


def token(seat: int) -> str:
    """The seat's coloured, numbered token (decorative: the name is always nearby)."""
    return f'<span class="tok tok-{seat % 6}" aria-hidden="true">{seat + 1}</span>'


def computer_badge(lang: str) -> str:
    """The small "computer" label next to a computer player's name."""
    return f'<span class="badge">{esc(t(lang, "computer_badge"))}</span>'


def only_person(c: Table) -> int | None:
    """The one human at the table, addressed as "you" (None with several humans)."""
    humans = c.humans()
    return humans[0] if len(humans) == 1 else None


def person(c: Table, seat: int) -> Person:
    """The seat as sentences name it: "you" when its view is the one on screen."""
    name = str(c.game().players[seat]["name"])
    return Person(name, you=seat == c.viewer())
