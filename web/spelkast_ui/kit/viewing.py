"""Whose view a device shows: the one rule of pass-and-play, for every table.

A device shows the people who play on it (``humans``: all people of a match on one
device; on a table spread over several devices, only the seats this device holds). With
hidden information and more than one person on the device, a seat's view waits for its
hand-over ("I am ..."), so nobody sees another seat's dice. The app's own table and a
joined device's table on the host (net/remote.py) both answer through these functions.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from pyengine import IllegalAction

T = TypeVar("T")


def given(value: T | None, what: str) -> T:
    """A view's key that the phase guarantees (``what``: when it is there); for the game
    screens' ``seen.py`` readers, so mypy knows it is not None."""
    assert value is not None, what
    return value


class Seats(Protocol):
    confirmed: int | None

    def humans(self) -> list[int]: ...
    def seat_to_move(self) -> int | None: ...
    def reveal_pending(self) -> bool: ...
    def hides(self) -> bool: ...


def handover_seat(t: Seats) -> int | None:
    """The person who must take the device before their view can be shown."""
    seat = t.seat_to_move()
    humans = t.humans()
    if (
        seat is None
        or len(humans) < 2
        or seat not in humans
        or seat == t.confirmed
        or not t.hides()
        or t.reveal_pending()
    ):
        return None
    return seat


def viewer(t: Seats) -> int | None:
    """Whose view to render: never another seat's hidden information."""
    humans = t.humans()
    if len(humans) == 1:
        return humans[0]
    seat = t.seat_to_move()
    if seat is not None and seat in humans and (seat == t.confirmed or not t.hides()):
        return seat
    return None


def acting_human(t: Seats) -> int | None:
    """The person on this device who may act now, if their view is on screen."""
    seat = t.seat_to_move()
    if seat is None or seat not in t.humans() or viewer(t) != seat or t.reveal_pending():
        return None
    return seat


def human_to_act(t: Seats) -> int:
    """The acting person's seat; a refusal (``not_your_turn``) when nobody here may act."""
    seat = acting_human(t)
    if seat is None:
        raise IllegalAction("not_your_turn", "It is not your turn.")
    return seat


class SeesSeats:
    """The answers above as a table's own methods, for a class that is ``Seats`` (the app's
    own table, app/playing.py, and a joined device's on the host, net/remote.py)."""

    def handover_seat(self: Seats) -> int | None:
        """The human who must take the device before their view can be shown."""
        return handover_seat(self)

    def viewer(self: Seats) -> int | None:
        """Whose view to render: never another seat's hidden information."""
        return viewer(self)

    def acting_human(self: Seats) -> int | None:
        """The human seat that may act now, if its view is on screen."""
        return acting_human(self)

    def human_to_act(self: Seats) -> int:
        return human_to_act(self)
