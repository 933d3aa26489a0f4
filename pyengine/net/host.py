"""The host's side of the protocol, without any UI: what a message from a device means.

``TableHost`` keeps the table's seats (``seats.Seating``) and one ``Link`` per connection
(its device once it said hello, its clock, what it was last sent). ``receive`` reads a
device's message and answers it: a ``hello`` gets a ``welcome`` (with the device's seat
token, and its seats back if it comes back with one), a ``sit`` takes seats, a ``bye``
gives them back, a ``sync`` asks for everything again. A tap (``act``) that passes every
check of the protocol -- a seated device, the next number -- comes back as a ``Tap`` for
the app to play through the game's own moves (the app then calls ``answered``); the
same tap again is answered again, never played twice. Anything else is refused with an
``ack`` or a ``gone`` that names the code; the table's match never sees it.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

from ..core.errors import IllegalAction
from . import wire
from .clock import ClockSync
from .seats import Device, Seating, digest

Out = tuple[str, str]  # (link id, message text)


@dataclass
class Link:
    """One connection to a device (a device that comes back gets a new one)."""

    id: str
    device: Device | None = None
    clock: ClockSync = field(default_factory=ClockSync)
    frame_n: int = 0  # the number of the last frame sent
    frame_digest: str = ""  # what it showed (a frame is sent only when it changes)
    sealed: int = 0  # items of the sealed copy sent
    share: str | None = None  # the share code sent


@dataclass(frozen=True)
class Tap:
    """A device's tap that the app must play for it."""

    link: str
    device: Device
    n: int
    act: str
    arg: str
    val: str
    at: float  # when it was touched, on the host's clock (ms)
    what: str  # its digest (for ``answered``)


class TableHost:
    """One table's devices, links and seats."""

    def __init__(self, table: int, game: str, names: list[str], seats: list[int]) -> None:
        self.table = table
        self.game = game
        self.names = list(names)
        self.seating = Seating(table, seats)
        self.links: dict[str, Link] = {}

    # -- connections -------------------------------------------------------------------
    def link(self, link_id: str) -> Link:
        if link_id not in self.links:
            self.links[link_id] = Link(link_id)
        return self.links[link_id]

    def drop(self, link_id: str) -> None:
        """The connection closed: its device keeps its seats (it may come back)."""
        self.links.pop(link_id, None)

    def link_of(self, device: Device) -> Link | None:
        for link in self.links.values():
            if link.device is device:
                return link
        return None

    def seated(self) -> list[Link]:
        """The links of devices that hold seats."""
        return [k for k in self.links.values() if k.device is not None and k.device.seats]

    # -- messages ------------------------------------------------------------------------
    def receive(self, link_id: str, text: str, arrived: float) -> Tap | list[Out]:
        """A device's message: a tap for the app to play, or the answers to send."""
        link = self.link(link_id)
        try:
            message = wire.read(text, from_host=False)
        except IllegalAction as err:
            return [(link_id, _refused(err))]
        kind = message["k"]
        try:
            if kind == "hello":
                return self._hello(link, message)
            if kind == "sit":
                return self._sit(link, message["seats"])
            if kind == "bye":
                if link.device is not None:
                    self.seating.give_back(link.device)
                    link.device = None
                return []
            if kind == "sync":
                link.frame_digest = ""  # the next frame goes out whatever it shows
                link.sealed = min(link.sealed, message["sealed"])
                link.share = None
                return []
            return self._act(link, message, arrived)
        except IllegalAction as err:
            if kind == "act":
                return [(link_id, _ack_refusal(message["n"], err))]
            if kind == "hello":
                return [(link_id, _gone(err))]
            out = [(link_id, _refused(err))]
            if link.device is not None:  # the seats as they are now
                out.append((link_id, self.welcome(link.device)))
            return out

    def _hello(self, link: Link, message: dict[str, Any]) -> list[Out]:
        if message["table"] != self.table:
            raise IllegalAction("net_bad_token", "This device was at another table.")
        device = self.seating.join(message["token"], message["lang"])
        old = self.link_of(device)
        if old is not None and old is not link:
            old.device = None  # it came back on a new connection: the old one is dead
        link.device = device
        link.frame_digest = ""
        return [(link.id, self.welcome(device))]

    def welcome(self, device: Device) -> str:
        return wire.write(
            "welcome",
            table=self.table,
            game=self.game,
            names=self.names,
            free=self.seating.free(),
            yours=list(device.seats),
            token=device.token,
            next=device.inbox.last + 1,
        )

    def _sit(self, link: Link, seats: list[int]) -> list[Out]:
        device = self._device(link)
        self.seating.sit(device, seats)
        link.frame_digest = ""
        # Every device learns which seats are still free.
        return [(k.id, self.welcome(k.device)) for k in self.links.values() if k.device]

    def _device(self, link: Link) -> Device:
        if link.device is None:
            raise IllegalAction("net_not_seated", "Say hello to the table first.")
        return link.device

    def _act(self, link: Link, message: dict[str, Any], arrived: float) -> Tap | list[Out]:
        device = self._device(link)
        if not device.seats:
            raise IllegalAction("net_not_seated", "Take a seat before playing.")
        what = digest(message)
        again = device.inbox.seen(message["n"], what)
        if again is not None:  # a resend: the same answer, nothing played twice
            return [(link.id, wire.write("ack", **again))]
        at = message["at"]
        when = arrived if at is None else link.clock.host_time(float(at), arrived)
        return Tap(link.id, device, message["n"], message["act"], message["arg"],
                   message["val"], when, what)  # fmt: skip

    def answered(self, tap: Tap, refusal: IllegalAction | None, words: str = "") -> Out:
        """The app played (or refused) ``tap``: its ack, kept for a resend."""
        ack = {"n": tap.n, "code": None if refusal is None else refusal.code, "msg": words}
        tap.device.inbox.done(tap.n, tap.what, ack)
        return tap.link, wire.write("ack", **ack)

    # -- what a device is shown -------------------------------------------------------------
    def frame(self, link: Link, html: str, title: str, live: str, timed: list[str]) -> Out | None:
        """A frame for ``link`` if it shows something new, else None."""
        mark = hashlib.sha256(f"{title}\0{live}\0{timed}\0{html}".encode()).hexdigest()
        if mark == link.frame_digest:
            return None
        link.frame_digest = mark
        link.frame_n += 1
        text = wire.write(
            "frame", n=link.frame_n, html=html, title=title, live=live, timed=sorted(timed)
        )
        return link.id, text


def bad_tap(act: str) -> IllegalAction:
    """A tap the game does not answer (an unknown move, a damaged argument)."""
    return IllegalAction("net_bad_tap", f"The game has no move {act!r} like this.", act=act)


def paused() -> IllegalAction:
    """A tap while the table's device has another screen than the game open."""
    return IllegalAction("net_paused", "The table does not have the game open right now.")


def _ack_refusal(n: int, err: IllegalAction) -> str:
    return wire.write("ack", n=n, code=err.code, msg=err.message[:1000])


def _refused(err: IllegalAction) -> str:
    return wire.write("refused", code=err.code, msg=err.message[:1000])


def _gone(err: IllegalAction) -> str:
    return wire.write("gone", code=err.code, msg=err.message[:1000])
