"""One table across several devices: the app's side (the protocol is pyengine.net).

``Net`` is the controller's one contact with this feature (``Controller.net``). On the
table's device it is a ``HostSide``: invitations (a WebRTC offer shown as a code, the
phone's answer read back), one ``RemoteTable`` per joined device, and after every drawing
a frame for each device that shows something new, the sealed copy of each new move and,
when the devices change, each device's share of the copy's key. On a joining device it
is a ``GuestSide``: the table's code read, the answer shown, a seat picked, then the
frames shown and each tap sent, numbered, until the table answers it.

The controller asks ``Net`` only for: the seats joined devices hold (``remote_seats``,
which ``Table.humans`` leaves out), their tables in a race (``race_tables``), the handler
of a tap on a joined device's screen (``guest_handler``) and its race moves
(``timed_acts``). The transport (WebRTC in web/net.js, a loop in the tests) is given by
``attach``; it answers through the ``on_*`` methods.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from pyengine import IllegalAction, Match, load_match
from pyengine.net import codes, seal, wire
from pyengine.net.host import TableHost, Tap, bad_tap, paused

from ..kit import safe_json
from ..kit.i18n import engine_message, pick
from ..kit.storage import StorageFull
from .remote import RemoteTable, paused_html
from .words import t

if TYPE_CHECKING:
    from .app import App

HOST_LINK = "table"  # a joining device's one connection
SEAT_KEY = "spelkast.net.seat"  # a joined device's seat token, to come back after a reload
COPY_KEY = "spelkast.net.copy"  # its sealed copy of the game and its share of the key
HOST_SCREENS = ("net_host",)
GUEST_SCREENS = ("net_join", "net_table", "net_resume")
# A joined device's own actions; every other tap on its table screen goes to the table.
LOCAL_ACTS = frozenset({"home", "rules", "settings", "back", "new"})


class Transport(Protocol):
    """Moves text between devices (web/net.js over WebRTC; a loop in the tests)."""

    def offer(self, link: str, done: Callable[[str | None], None]) -> None: ...
    def accept(self, link: str, sdp: str) -> None: ...
    def answer(self, link: str, sdp: str, done: Callable[[str | None], None]) -> None: ...
    def send(self, link: str, text: str) -> None: ...
    def close(self, link: str) -> None: ...
    def scan(self, title: str, cancel: str, denied: str) -> None: ...


@dataclass
class Invitation:
    """A code the table shows until a phone answers it."""

    link: str
    number: int
    code: str | None = None  # None while the offer is being made
    state: str = "making"  # making, ready, connecting, open, quiet, closed, failed


class HostSide:
    """The table's device: its invitations, the joined devices and what they are sent."""

    def __init__(self, ctl: App, gid: str) -> None:
        match = ctl.game()
        people = [i for i, p in enumerate(match.players) if p["bot"] is None]
        names = [str(p["name"]) for p in match.players]
        self.gid = gid
        self.table = TableHost(secrets.randbits(32), match.game_id, names, people)
        self.remotes: dict[str, RemoteTable] = {}  # seat token -> the device's table
        self.invites: dict[str, Invitation] = {}
        self.count = 0
        self.key = seal.new_key()
        self.deal = 0
        self.dealt: tuple[str, ...] = ()  # the tokens the key was last split among
        self.shares: dict[str, str] = {}  # token -> share code
        self.states: dict[str, str] = {}  # link -> its connection's state
        self.sealed: list[str] = []
        self.sealed_log: list[Any] = []  # the log entries ``sealed`` was made from
        self.refusal: IllegalAction | None = None

    def rebind(self, gid: str, match: Match) -> None:
        """A rematch at the same table: the devices keep their seats, a new copy begins."""
        self.gid = gid
        self.table.game = match.game_id
        self.key, self.sealed, self.sealed_log, self.dealt = seal.new_key(), [], [], ()


@dataclass
class GuestSide:
    """A joining (or joined) device."""

    stage: str = "scan"  # scan, answer, seats, playing, lost, ended
    link_state: str = "connecting"
    offer: codes.Invite | None = None
    answer_code: str | None = None
    table: int | None = None
    game: str = ""
    names: list[str] = field(default_factory=list)
    free: list[int] = field(default_factory=list)
    yours: list[int] = field(default_factory=list)
    chosen: set[int] = field(default_factory=set)
    token: str | None = None
    next_n: int = 1
    outbox: list[tuple[int, str]] = field(default_factory=list)  # taps not answered yet
    frame: dict[str, Any] | None = None
    frame_n: int = 0
    refused: tuple[str, str] | None = None  # the table's last refusal (code, words)
    ended: str = ""


class Net:
    """The controller's part of playing one table across devices."""

    def __init__(self, ctl: App) -> None:
        self.ctl = ctl
        self.transport: Transport | None = None
        self.host: HostSide | None = None
        self.guest: GuestSide | None = None
        self.scanning: str | None = None  # what a scan is for: join, answer
        self.pasted: dict[str, str] = {}  # a code typed or pasted, by field
        self.shares_in: list[str] = []  # other devices' share codes read (going on alone)

    def attach(self, transport: Transport) -> None:
        self.transport = transport

    @property
    def available(self) -> bool:
        return self.transport is not None

    def _send(self, link: str, text: str) -> None:
        if self.transport is not None:
            self.transport.send(link, text)

    # -- what the controller asks --------------------------------------------------------------
    def hosting(self) -> HostSide | None:
        """The table this device hosts, while its game is the open one."""
        host = self.host
        if host is None or self.ctl.game_id != host.gid or self.ctl.match is None:
            return None
        return host

    def remote_seats(self) -> list[int]:
        host = self.hosting()
        return host.table.seating.held() if host is not None else []

    def race_tables(self) -> list[RemoteTable]:
        host = self.hosting()
        return list(host.remotes.values()) if host is not None else []

    def table_of(self, seat: int) -> RemoteTable | None:
        for table in self.race_tables():
            if seat in table.device.seats:
                return table
        return None

    def guest_handler(self, act: str) -> Callable[[str, str], None] | None:
        """On a joined device's table screen, a tap of the game goes to the table."""
        guest = self.guest
        if self.ctl.screen != "net_table" or guest is None or act.startswith("net_"):
            return None
        if act == "again":  # the next game starts at the table
            return lambda arg, value: self.act_not_here(arg, value)
        if act in LOCAL_ACTS:
            return None
        return lambda arg, value: self.tap(act, arg, value)

    def timed_acts(self) -> frozenset[str]:
        guest = self.guest
        if self.ctl.screen != "net_table" or guest is None or guest.frame is None:
            return frozenset()
        return frozenset(guest.frame["timed"])

    # -- the table's device: inviting phones ---------------------------------------------------
    def act_host(self, _arg: str, _value: str) -> None:
        ctl = self.ctl
        match = ctl.game()
        if self.host is None or self.host.gid != ctl.game_id:
            assert ctl.game_id is not None
            self._close_all()
            self.host = HostSide(ctl, ctl.game_id)
        people = [p for p in match.players if p["bot"] is None]
        if people and not self.host.invites and not self.host.table.seated():
            self.act_invite("", "")
        ctl.go_to("net_host")

    def act_back_to_game(self, _arg: str, _value: str) -> None:
        self.ctl.go_to("game")

    def act_invite(self, _arg: str, _value: str) -> None:
        host = self._host()
        if self.transport is None:
            raise IllegalAction("net_no_webrtc", "No transport.")
        host.count += 1
        link = f"i{host.count}"
        invite = Invitation(link, host.count % 2**16)
        # One code on screen at a time: an earlier one not yet answered is withdrawn.
        for old in [i for i in host.invites.values() if i.state in ("making", "ready")]:
            self._withdraw(host, old.link)
        host.invites[link] = invite
        self.transport.offer(link, lambda sdp: self.on_offer(link, sdp))

    def on_offer(self, link: str, sdp: str | None) -> None:
        host = self.host
        invite = None if host is None else host.invites.get(link)
        if host is None or invite is None:
            return
        if sdp is None:
            invite.state = "failed"
            return
        try:
            found = codes.from_sdp(sdp, codes.OFFER, host.table.table, invite.number)
        except IllegalAction:
            invite.state = "failed"
            return
        invite.code, invite.state = codes.encode(found), "ready"

    def act_paste(self, arg: str, value: str) -> None:
        """A code field reports what is in it (quietly: nothing to draw)."""
        if arg in ("answer", "join", "share"):
            self.pasted[arg] = value[:1000]

    def act_answer(self, _arg: str, value: str) -> None:
        """The phone's answer code, scanned or pasted."""
        host = self._host()
        value = value or self.pasted.pop("answer", "")
        try:
            found = codes.decode(value, codes.ANSWER)
        except IllegalAction as err:
            self.ctl.notice = self._code_words(err)
            return
        invite = next(
            (i for i in host.invites.values() if i.number == found.invite and i.code),
            None,
        )
        if found.table != host.table.table or invite is None or invite.state != "ready":
            self.ctl.notice = t(self.ctl.lang, "net_stale_code")
            return
        invite.state = "connecting"
        assert self.transport is not None
        self.transport.accept(invite.link, found.sdp())

    def act_withdraw(self, arg: str, _value: str) -> None:
        self._withdraw(self._host(), arg)

    def _withdraw(self, host: HostSide, link: str) -> None:
        invite = host.invites.pop(link, None)
        if invite is not None and self.transport is not None:
            self.transport.close(link)

    def act_take_back(self, arg: str, _value: str) -> None:
        """A seat a joined device holds is played on this device again (its phone is
        gone): the device keeps its other seats and is told."""
        host = self._host()
        seat = int(arg)
        device = host.table.seating.holder(seat)
        if device is None:
            raise ValueError(arg)
        host.table.seating.give_back(device, [seat])
        if not device.seats:
            host.remotes.pop(device.token, None)
        link = host.table.link_of(device)
        if link is not None:
            self._send(link.id, host.table.welcome(device))

    def _host(self) -> HostSide:
        host = self.hosting()
        if host is None:
            raise IllegalAction("no_game", "This device hosts no table now.")
        return host

    def _close_all(self) -> None:
        if self.host is not None and self.transport is not None:
            for link in [*self.host.invites, *self.host.table.links]:
                self.transport.close(link)
        self.host = None

    # -- the table's device: messages ----------------------------------------------------------
    def _host_message(self, host: HostSide, link: str, text: str, at: float) -> None:
        got = host.table.receive(link, text, at)
        if isinstance(got, Tap):
            self._play_tap(host, got)
            return
        for target, out in got:
            self._send(target, out)
        known = host.table.links.get(link)
        if known is not None and known.device is not None:
            self._remote(host, known.device)  # it has a table from its hello on
            if known.device.seats:
                host.invites.pop(link, None)  # seated: its seat line tells the rest

    def _remote(self, host: HostSide, device: Any) -> RemoteTable:
        table = host.remotes.get(device.token)
        if table is None or table.device is not device:
            table = RemoteTable(self.ctl, host.table.seating, device)
            host.remotes[device.token] = table
        return table

    def _play_tap(self, host: HostSide, tap: Tap) -> None:
        """A joined device's tap, through the game's own moves on its table."""
        table = self._remote(host, tap.device)
        refusal: IllegalAction | None = None
        host.refusal = None
        table.notice = None
        table.event_ms = tap.at
        handler = table.handler(tap.act) if self.ctl.match is not None else None
        if self.hosting() is None:
            refusal = paused()
        elif handler is None:
            refusal = bad_tap(tap.act)
        else:
            table.watch(lambda err: setattr(host, "refusal", err))
            try:
                handler(tap.arg, tap.val)
            except IllegalAction as err:
                refusal = err
                table.notice = engine_message(table.lang, err)
            except (ValueError, IndexError, KeyError):
                refusal = bad_tap(tap.act)
                table.notice = t(table.lang, "bad_input")
            finally:
                table.watch(None)
                table.event_ms = None
            refusal = refusal or host.refusal
        words = "" if refusal is None else (table.notice or engine_message(table.lang, refusal))
        self._send(*host.table.answered(tap, refusal, words))

    # -- the table's device: what every joined device is sent after a drawing ------------------
    def after_draw(self) -> None:
        host = self.host
        if host is None or self.transport is None:
            return
        seated = host.table.seated()
        self._deal(host, seated)
        self._seal(host)
        for link in seated:
            assert link.device is not None
            table = self._remote(host, link.device)
            html, title, live, timed = self._frame(host, table)
            out = host.table.frame(link, html, title, live, timed)
            if out is not None:
                self._send(*out)
            if link.sealed < len(host.sealed):
                items = host.sealed[link.sealed :]
                self._send(link.id, wire.write("seal", at=link.sealed, items=items))
                link.sealed = len(host.sealed)
            share = host.shares.get(link.device.token)
            if share is not None and link.share != share:
                self._send(
                    link.id, wire.write("share", deal=host.deal, of=len(host.dealt), code=share)
                )
                link.share = share

    def _frame(self, _host: HostSide, table: RemoteTable) -> tuple[str, str, str, list[str]]:
        from ..app.catalog import play_for, render_module

        lang = table.lang
        match = self.ctl.match
        if self.hosting() is None or match is None:
            return paused_html(lang), "Spelkast", "", []
        module = render_module(match.game_id)
        title = f"{pick(_title(match.game_id), lang)} · Spelkast"
        try:
            html = str(module.render_game(table))
            live = str(module.announce(table))
        except Exception:  # one device's drawing never stops the table
            return paused_html(lang), title, "", []
        timed = sorted(play_for(match.game_id).TIMED) if self.ctl.racing() else []
        return html, title, live, timed

    def _seal(self, host: HostSide) -> None:
        """The sealed copy follows the log: new moves are added, an undo takes the copy
        back to where the logs agree (a device replaces what it had from there)."""
        match = self.ctl.match
        if self.hosting() is None or match is None:
            return
        log = match.log
        same = 0
        while same < min(len(log), len(host.sealed_log)) and log[same] is host.sealed_log[same]:
            same += 1
        if host.sealed and same == len(log) == len(host.sealed_log):
            return
        start = 0 if not host.sealed else 1 + same
        items = seal.seal_save(host.key, host.table.table, match.to_json(), start)
        host.sealed = host.sealed[:start] + items
        host.sealed_log = list(log)
        for link in host.table.links.values():
            link.sealed = min(link.sealed, start)

    def _deal(self, host: HostSide, seated: list[Any]) -> None:
        """Split the copy's key among the joined devices again when they change."""
        tokens = tuple(sorted(link.device.token for link in seated))
        if tokens == host.dealt:
            return
        host.dealt = tokens
        host.deal = (host.deal + 1) % 2**16
        parts = seal.split(host.key, len(tokens)) if tokens else []
        host.shares = {
            token: seal.share_code(host.table.table, host.deal, part)
            for token, part in zip(tokens, parts, strict=True)
        }

    # -- a joining device ----------------------------------------------------------------------
    def act_join(self, _arg: str, _value: str) -> None:
        if self.guest is None or self.guest.stage in ("lost", "ended"):
            self.guest = GuestSide()
            kept = self.kept_seat()
            if kept is not None:
                self.guest.token = kept.get("token")
                self.guest.table = kept.get("table")
        self.ctl.go_to("net_join")

    def act_join_code(self, _arg: str, value: str) -> None:
        guest = self.guest or GuestSide()
        self.guest = guest
        value = value or self.pasted.pop("join", "")
        try:
            found = codes.decode(value, codes.OFFER)
        except IllegalAction as err:
            self.ctl.notice = self._code_words(err)
            return
        if self.transport is None:
            self.ctl.notice = t(self.ctl.lang, "net_no_webrtc")
            return
        if guest.table != found.table:  # another table: its token means nothing there
            guest.token, guest.next_n, guest.outbox = None, 1, []
        guest.offer, guest.table = found, found.table
        guest.stage, guest.link_state, guest.answer_code = "answer", "connecting", None
        guest.frame, guest.frame_n = None, 0
        self.transport.answer(HOST_LINK, found.sdp(), self.on_answer)
        self.ctl.go_to("net_join")

    def on_answer(self, sdp: str | None) -> None:
        guest = self.guest
        if guest is None or guest.offer is None:
            return
        if sdp is None:
            guest.stage = "scan"
            self.ctl.notice = t(self.ctl.lang, "net_no_webrtc")
            return
        try:
            found = codes.from_sdp(sdp, codes.ANSWER, guest.offer.table, guest.offer.invite)
        except IllegalAction:
            guest.stage = "scan"
            self.ctl.notice = t(self.ctl.lang, "net_no_webrtc")
            return
        guest.answer_code = codes.encode(found)

    def act_pick_seat(self, arg: str, _value: str) -> None:
        guest = self._guest()
        seat = int(arg)
        if seat not in guest.free:
            raise ValueError(arg)
        guest.chosen ^= {seat}

    def act_sit(self, _arg: str, _value: str) -> None:
        guest = self._guest()
        chosen = sorted(s for s in guest.chosen if s in guest.free)
        if not chosen:
            self.ctl.notice = t(self.ctl.lang, "net_pick_one")
            return
        self._send(HOST_LINK, wire.write("sit", seats=chosen))

    def act_table(self, _arg: str, _value: str) -> None:
        guest = self._guest()
        self.ctl.go_to("net_table" if guest.stage == "playing" else "net_join")

    def act_leave(self, _arg: str, _value: str) -> None:
        guest = self.guest
        if guest is not None:
            self._send(HOST_LINK, wire.write("bye"))
            if self.transport is not None:
                self.transport.close(HOST_LINK)
        self.guest = None
        self._forget()
        self.ctl.go_to("home")

    def act_forget(self, _arg: str, _value: str) -> None:
        self._forget()

    def act_not_here(self, _arg: str, _value: str) -> None:
        self.ctl.notice = t(self.ctl.lang, "net_only_table")

    def _guest(self) -> GuestSide:
        if self.guest is None:
            raise IllegalAction("no_game", "This device is at no table.")
        return self.guest

    def tap(self, act: str, arg: str, value: str) -> None:
        """A tap on the table's screen: numbered, kept until answered, sent."""
        guest = self._guest()
        n = guest.next_n
        guest.next_n += 1
        stamp = self.ctl.event_ms
        text = wire.write("act", n=n, act=act, arg=arg[:200], val=value[:1000], at=stamp)
        guest.outbox.append((n, text))
        guest.refused = None
        self._send(HOST_LINK, text)

    def _guest_message(self, guest: GuestSide, text: str) -> None:
        try:
            message = wire.read(text, from_host=True)
        except IllegalAction:
            return  # a broken table cannot break this device: the message is dropped
        kind = message["k"]
        if kind == "welcome":
            self._welcome(guest, message)
        elif kind == "frame" and message["n"] > guest.frame_n:
            guest.frame, guest.frame_n = message, message["n"]
        elif kind == "ack":
            guest.outbox = [(n, m) for n, m in guest.outbox if n > message["n"]]
            if message["code"] is not None:
                guest.refused = (message["code"], message["msg"])
        elif kind == "refused":
            guest.refused = (message["code"], message["msg"])
        elif kind == "seal":
            self._keep_copy(guest, at=message["at"], items=message["items"])
        elif kind == "share":
            self._keep_copy(guest, share=[message["deal"], message["of"], message["code"]])
        elif kind == "gone":
            guest.stage, guest.ended = "ended", message["msg"]
            if message["code"] == "net_bad_token":
                self._forget()
                guest.token = None

    def _welcome(self, guest: GuestSide, message: dict[str, Any]) -> None:
        guest.table, guest.game, guest.names = message["table"], message["game"], message["names"]
        guest.free, guest.yours, guest.token = message["free"], message["yours"], message["token"]
        guest.chosen &= set(guest.free)
        if guest.next_n < message["next"] or not guest.outbox:
            guest.next_n = max(message["next"], guest.next_n if guest.outbox else 0)
        # Taps the table has not answered go again, in order (it answers a done one again).
        for _, text in guest.outbox:
            self._send(HOST_LINK, text)
        self._keep_seat(guest)
        was = guest.stage
        guest.stage = "playing" if guest.yours else "seats"
        if guest.stage == "playing" and self.ctl.screen == "net_join":
            self.ctl.go_to("net_table")
        elif guest.stage == "seats" and was == "playing" and self.ctl.screen == "net_table":
            self.ctl.go_to("net_join")

    def on_scanned(self, text: str | None) -> None:
        what, self.scanning = self.scanning, None
        if text is None or what is None:
            return
        if what == "answer":
            self.act_answer("", text)
        elif what == "join":
            self.act_join_code("", text)
        elif what == "share":
            self.act_share("", text)

    def act_scan(self, arg: str, _value: str) -> None:
        if self.transport is None or arg not in ("answer", "join", "share"):
            raise ValueError(arg)
        self.scanning = arg
        lang = self.ctl.lang
        self.transport.scan(
            t(lang, "net_scan_title"), t(lang, "cancel"), t(lang, "net_scan_denied")
        )

    # -- what a joined device keeps in storage -------------------------------------------------
    def kept_seat(self) -> dict[str, Any] | None:
        data = safe_json.loads_dict(self.ctl.storage.get(SEAT_KEY))
        return data if isinstance(data.get("token"), str) and data.get("yours") else None

    def _keep_seat(self, guest: GuestSide) -> None:
        record = {"table": guest.table, "game": guest.game, "token": guest.token,
                  "names": guest.names, "yours": guest.yours}  # fmt: skip
        self._store(SEAT_KEY, record)

    def _forget(self) -> None:
        self.ctl.storage.remove(SEAT_KEY)

    def _keep_copy(
        self, guest: GuestSide, at: int = -1, items: Any = None, share: Any = None
    ) -> None:
        copy = safe_json.loads_dict(self.ctl.storage.get(COPY_KEY))
        if copy.get("table") != guest.table:
            copy = {"table": guest.table, "game": guest.game, "items": [], "share": None}
        if items is not None:
            kept = copy.get("items")
            copy["items"] = [*(kept[:at] if isinstance(kept, list) else []), *items]
        if share is not None:
            copy["share"] = share
        self._store(COPY_KEY, copy)

    def _store(self, key: str, value: dict[str, Any]) -> None:
        try:
            self.ctl.storage.set(key, json.dumps(value, separators=(",", ":")))
        except StorageFull:
            self.ctl.notice = t(self.ctl.lang, "storage_full")

    # -- continuing without the table: the sealed copy -----------------------------------------
    def kept_copy(self) -> dict[str, Any] | None:
        copy = safe_json.loads_dict(self.ctl.storage.get(COPY_KEY))
        items, share = copy.get("items"), copy.get("share")
        if not isinstance(items, list) or not items or not isinstance(share, list):
            return None
        return copy

    def open_copy(self, shares: list[str]) -> Match:
        """The game in this device's sealed copy, opened with every device's share."""
        copy = self.kept_copy()
        if copy is None:
            raise IllegalAction("net_seal", "This device keeps no copy of a table.")
        table, deal, of = copy["table"], copy["share"][0], copy["share"][1]
        parts = []
        for code in {copy["share"][2], *shares}:
            got_table, got_deal, part = seal.read_share(code)
            if got_table == table and got_deal == deal:
                parts.append(part)
        if len(parts) != of:
            raise IllegalAction("net_seal", f"{len(parts)} of the {of} shares are here.")
        return load_match(seal.open_copy(seal.combine(parts), table, copy["items"]))

    def act_resume(self, _arg: str, _value: str) -> None:
        """The table's device is gone: this device shows its share and reads the others'."""
        if self.kept_copy() is None:
            raise IllegalAction("net_seal", "This device keeps no copy of a table.")
        self.ctl.go_to("net_resume")

    def act_share(self, _arg: str, value: str) -> None:
        """Another device's share code, scanned or pasted."""
        value = value or self.pasted.pop("share", "")
        copy = self.kept_copy()
        try:
            table, deal, _part = seal.read_share(value)
        except IllegalAction:
            self.ctl.notice = t(self.ctl.lang, "net_bad_code")
            return
        if copy is None or table != copy["table"] or deal != copy["share"][0]:
            self.ctl.notice = t(self.ctl.lang, "net_stale_code")
            return
        clean = "".join(value.split()).upper()
        if clean != copy["share"][2] and clean not in self.shares_in:
            self.shares_in.append(clean)

    def act_open_copy(self, _arg: str, _value: str) -> None:
        """Every share is here: the copy opens as this device's own game."""
        try:
            match = self.open_copy(self.shares_in)
        except IllegalAction as err:
            self.ctl.notice = t(self.ctl.lang, "net_copy_failed", why=err.message)
            return
        if self.transport is not None and self.guest is not None:
            self.transport.close(HOST_LINK)
        self.guest, self.shares_in = None, []
        self._forget()
        self.ctl.storage.remove(COPY_KEY)
        self.ctl.start_loaded(match)
        self.ctl.notice = t(self.ctl.lang, "net_copy_opened")

    # -- the transport's news ------------------------------------------------------------------
    def on_message(self, link: str, text: str, at: float) -> None:
        if self.guest is not None and link == HOST_LINK:
            self._guest_message(self.guest, text)
        elif self.host is not None and link in self.host.table.links:
            self._host_message(self.host, link, text, at)

    def on_state(self, link: str, state: str) -> None:
        guest = self.guest
        if guest is not None and link == HOST_LINK:
            before, guest.link_state = guest.link_state, state
            if state == "open" and before != "open":
                self._hello(guest, resync=before == "quiet")
            elif state == "closed":
                guest.stage = "lost" if guest.stage != "ended" else "ended"
            return
        host = self.host
        if host is None:
            return
        host.states[link] = state
        invite = host.invites.get(link)
        if invite is not None:
            invite.state = state
        if state == "open" and link not in host.table.links:
            host.table.link(link)
        elif state == "open":
            host.table.links[link].frame_digest = ""  # back from a quiet spell: all again
        if state == "closed":
            host.table.drop(link)
            host.invites.pop(link, None)
            host.states.pop(link, None)

    def on_clock(self, link: str, t1: float, t2: float, t3: float) -> None:
        host = self.host
        if host is not None and link in host.table.links:
            host.table.links[link].clock.add(t1, t2, t3)

    def _hello(self, guest: GuestSide, resync: bool) -> None:
        if resync:
            kept = self.kept_copy()
            sealed = len(kept["items"]) if kept is not None else 0
            self._send(HOST_LINK, wire.write("sync", frame=guest.frame_n, sealed=sealed))
            for _, text in guest.outbox:
                self._send(HOST_LINK, text)
            return
        assert guest.table is not None
        hello = wire.write("hello", table=guest.table, token=guest.token, lang=self.ctl.lang)
        self._send(HOST_LINK, hello)

    # -- words ---------------------------------------------------------------------------------
    def _code_words(self, err: IllegalAction) -> str:
        key = {"net_wrong_code": "net_wrong_code"}.get(err.code, "net_bad_code")
        return t(self.ctl.lang, key)


def _title(game: str) -> dict[str, str]:
    from pyengine import GAMES

    return GAMES[game].title if game in GAMES else {"en": game}


# Every action of this feature: data-act name -> handler (the controller's ACTIONS).
NET_ACTIONS: dict[str, Callable[[Any, str, str], None]] = {
    "net_host": lambda c, a, v: c.net.act_host(a, v),
    "net_back": lambda c, a, v: c.net.act_back_to_game(a, v),
    "net_invite": lambda c, a, v: c.net.act_invite(a, v),
    "net_answer": lambda c, a, v: c.net.act_answer(a, v),
    "net_withdraw": lambda c, a, v: c.net.act_withdraw(a, v),
    "net_take_back": lambda c, a, v: c.net.act_take_back(a, v),
    "net_scan": lambda c, a, v: c.net.act_scan(a, v),
    "net_paste": lambda c, a, v: c.net.act_paste(a, v),
    "net_join": lambda c, a, v: c.net.act_join(a, v),
    "net_join_code": lambda c, a, v: c.net.act_join_code(a, v),
    "net_pick_seat": lambda c, a, v: c.net.act_pick_seat(a, v),
    "net_sit": lambda c, a, v: c.net.act_sit(a, v),
    "net_table": lambda c, a, v: c.net.act_table(a, v),
    "net_leave": lambda c, a, v: c.net.act_leave(a, v),
    "net_forget": lambda c, a, v: c.net.act_forget(a, v),
    "net_resume": lambda c, a, v: c.net.act_resume(a, v),
    "net_share": lambda c, a, v: c.net.act_share(a, v),
    "net_open_copy": lambda c, a, v: c.net.act_open_copy(a, v),
}
