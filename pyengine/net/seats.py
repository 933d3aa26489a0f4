"""Who holds which seat of a table, and the numbers that make every tap count once.

``Seating`` is the host's book of one table: the seats devices may take (the people's
seats of the match), which device holds each, and each device's seat token. A token is
a random secret the host gives a device when it first sits down; a device that comes back
(a reload, another network, the host's new code scanned) shows it and gets its seats back.
Only the holder of a seat may act for it (``check``: ``not_your_seat``).

``Inbox`` numbers a device's taps: each carries ``n`` (1, 2, ...). The host handles ``n``
once: the next number is applied, a number already handled is answered again with the
same ack (a resend after a lost answer: never applied twice), the same number with other
content is refused (``net_replayed``), and a number beyond the next is refused
(``net_gap``: an earlier tap is missing; the device sends its unanswered taps again in
order). The inbox belongs to the device, not to its connection, so a device that comes
back goes on where it was.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from ..core.errors import IllegalAction

KEPT_ACKS = 64  # answers kept for resends: far more than taps in flight


def digest(message: dict[str, Any]) -> str:
    """What a tap says, for telling a resend from a different tap with the same number."""
    body = {k: message.get(k) for k in ("act", "arg", "val", "at")}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@dataclass
class Inbox:
    """The taps of one device handled so far."""

    last: int = 0
    answers: OrderedDict[int, tuple[str, dict[str, Any]]] = field(default_factory=OrderedDict)

    def seen(self, n: int, what: str) -> dict[str, Any] | None:
        """None if tap ``n`` is new and next; the ack sent before if it was handled (a
        resend); else IllegalAction ``net_replayed`` or ``net_gap``."""
        if n == self.last + 1:
            return None
        if n > self.last + 1:
            raise IllegalAction(
                "net_gap",
                f"Tap {n} came before tap {self.last + 1}; send the taps in order.",
                expected=self.last + 1,
            )
        kept = self.answers.get(n)
        if kept is not None and kept[0] == what:
            return kept[1]
        raise IllegalAction(
            "net_replayed",
            f"Tap {n} was handled already, and this is not the same tap.",
            n=n,
        )

    def done(self, n: int, what: str, ack: dict[str, Any]) -> None:
        """Tap ``n`` was handled with answer ``ack``."""
        self.last = n
        self.answers[n] = (what, ack)
        while len(self.answers) > KEPT_ACKS:
            self.answers.popitem(last=False)


@dataclass
class Device:
    """A joined device: its token (its identity), its seats and its inbox."""

    token: str
    seats: list[int] = field(default_factory=list)
    inbox: Inbox = field(default_factory=Inbox)
    lang: str = "nl"


class Seating:
    """The seats of one table and the devices that hold them."""

    def __init__(self, table: int, seats: list[int]) -> None:
        self.table = table
        self.open = sorted(seats)  # the seats a device may take (the people's)
        self.devices: dict[str, Device] = {}  # token -> device

    def holder(self, seat: int) -> Device | None:
        for device in self.devices.values():
            if seat in device.seats:
                return device
        return None

    def held(self) -> list[int]:
        """Every seat a joined device holds."""
        return sorted(s for d in self.devices.values() for s in d.seats)

    def free(self) -> list[int]:
        return [s for s in self.open if self.holder(s) is None]

    def join(self, token: str | None, lang: str = "nl") -> Device:
        """The device with ``token`` (coming back), or a new device when ``token`` is None.
        An unknown token is refused (``net_bad_token``): the device's seats were given
        back, or it belongs to another table."""
        if token is None:
            device = Device(secrets.token_urlsafe(18), lang=lang)
            self.devices[device.token] = device
            return device
        known = self.devices.get(token)
        if known is None:
            raise IllegalAction(
                "net_bad_token", "This device holds no seat at this table (any more)."
            )
        known.lang = lang
        return known

    def sit(self, device: Device, seats: list[int]) -> None:
        """``device`` takes ``seats`` (besides those it holds). A seat another device holds
        is refused (``net_seat_taken``), as is one no device may take (``bad_seat``)."""
        for seat in seats:
            if seat not in self.open:
                raise IllegalAction("bad_seat", f"Seat {seat} cannot be taken here.", seat=seat)
            holder = self.holder(seat)
            if holder is not None and holder is not device:
                raise IllegalAction(
                    "net_seat_taken", f"Seat {seat} is taken by another device.", seat=seat
                )
        device.seats = sorted(set(device.seats) | set(seats))

    def give_back(self, device: Device, seats: list[int] | None = None) -> None:
        """``device`` gives ``seats`` (all of them when None) back to the table; a device
        with no seat left is forgotten (its token is void)."""
        keep = [] if seats is None else [s for s in device.seats if s not in seats]
        device.seats = keep
        if not keep:
            self.devices.pop(device.token, None)

    def check(self, device: Device, seat: int) -> None:
        """Refuse a move of ``seat`` from ``device`` unless it holds that seat."""
        if seat not in device.seats:
            raise IllegalAction(
                "not_your_seat", f"This device does not hold seat {seat}.", seat=seat
            )
