"""One table across several devices, on CPython: two or three controllers joined by an
in-memory transport play through net/session.py exactly as the pages do (codes, seats,
taps, frames, refusals, drops and the sealed copy). The browser tests do the same over
WebRTC (tests/browser/test_net_app.py)."""

from __future__ import annotations

import json
import re
from collections import deque
from collections.abc import Callable
from typing import Any

import pytest
from helpers import T0, make, page, start, step, tap
from spelkast_ui.app.controller import Controller
from spelkast_ui.app.screens import render
from spelkast_ui.games.bunte_kuh.play import NOWHERE
from spelkast_ui.kit.gameplay import move_val

from pyengine import IllegalAction
from pyengine.core.names import THE_PLAYER
from pyengine.net import codes, wire

FINGER = "sha-256 " + ":".join(["AB"] * 32)


def fake_sdp(kind: str, n: int) -> str:
    setup = "actpass" if kind == "offer" else "active"
    return (
        "v=0\r\n"
        f"a=candidate:1 1 udp 2122260223 192.168.7.{n} 5000{n} typ host generation 0\r\n"
        f"a=ice-ufrag:u{n:03d}\r\na=ice-pwd:{'p' * 23}{n % 10}\r\n"
        f"a=fingerprint:{FINGER}\r\na=setup:{setup}\r\n"
    )


class Hub:
    """Devices' transports joined in memory; messages wait in a queue until ``pump``."""

    def __init__(self) -> None:
        self.queue: deque[Callable[[], None]] = deque()
        self.links: dict[tuple[str, str], tuple[str, str]] = {}  # (device, link) -> peer
        self.nets: dict[str, Any] = {}
        self.waiting: dict[str, str] = {}  # an answer's ufrag -> the joining device
        self.count = 0
        self.dropped: set[str] = set()  # devices whose messages are lost (a dead Wi-Fi)

    def transport(self, name: str, ctl: Controller) -> FakeTransport:
        self.nets[name] = ctl
        return FakeTransport(self, name)

    def pump(self) -> None:
        self.drawn()  # what a device did itself was drawn, and sent on
        while self.queue:
            self.queue.popleft()()
            self.drawn()

    def drawn(self) -> None:
        for ctl in self.nets.values():
            ctl.net.after_draw()  # the page draws after each news, then sends frames


class FakeTransport:
    def __init__(self, hub: Hub, name: str) -> None:
        self.hub, self.name = hub, name
        self.scans: list[str] = []

    def ctl(self) -> Controller:
        ctl: Controller = self.hub.nets[self.name]
        return ctl

    def offer(self, _link: str, done: Callable[[str | None], None]) -> None:
        self.hub.count += 1
        sdp = fake_sdp("offer", self.hub.count)
        self.hub.queue.append(lambda: done(sdp))

    def answer(self, _link: str, _sdp: str, done: Callable[[str | None], None]) -> None:
        self.hub.count += 1
        n = self.hub.count
        self.hub.waiting[f"u{n:03d}"] = self.name
        self.hub.queue.append(lambda: done(fake_sdp("answer", n)))

    def accept(self, link: str, sdp: str) -> None:
        ufrag = next(line for line in sdp.split("\r\n") if "ice-ufrag" in line).split(":")[1]
        other = self.hub.waiting.pop(ufrag)
        self.hub.links[(self.name, link)] = (other, "table")
        self.hub.links[(other, "table")] = (self.name, link)
        for device, lnk in ((self.name, link), (other, "table")):
            net = self.hub.nets[device].net
            self.hub.queue.append(lambda net=net, lnk=lnk: net.on_state(lnk, "open"))

    def send(self, link: str, text: str) -> None:
        peer = self.hub.links.get((self.name, link))
        if peer is None or self.name in self.hub.dropped or peer[0] in self.hub.dropped:
            return
        other: Controller = self.hub.nets[peer[0]]

        def arrive() -> None:  # at the receiver's time, on the receiver's clock
            other.net.on_message(peer[1], text, other.clock())

        self.hub.queue.append(arrive)

    def close(self, link: str) -> None:
        peer = self.hub.links.pop((self.name, link), None)
        if peer is not None:
            self.hub.links.pop(peer, None)
            net = self.hub.nets[peer[0]].net
            self.hub.queue.append(lambda: net.on_state(peer[1], "closed"))

    def scan(self, title: str, _cancel: str, _denied: str) -> None:
        self.scans.append(title)


def device(hub: Hub, name: str, lang: str = "en-GB") -> Controller:
    ctl = make(lang=lang)
    ctl.net.attach(hub.transport(name, ctl))
    return ctl


def invite(hub: Hub, host: Controller) -> str:
    """The table's screen of phones, with a fresh join code."""
    host.dispatch("net_host")
    if not any(i.state == "ready" for i in host.net.host.invites.values()):  # type: ignore[union-attr]
        host.dispatch("net_invite")
    hub.pump()
    code = list(host.net.host.invites.values())[-1].code  # type: ignore[union-attr]
    assert code is not None
    return code


def join(hub: Hub, host: Controller, guest: Controller, seats: list[int]) -> None:
    """The phone joins by text codes (as the browser tests do) and takes ``seats``."""
    code = invite(hub, host)
    assert codes.kind_of(code) == codes.OFFER
    guest.dispatch("net_join")
    # The table's game shows a button of two phones, no word: the steps name what is seen
    # (they said "tap ‘Phones’").
    assert re.search("two phones|twee telefoons", render(guest)), render(guest)
    guest.dispatch("net_paste", "join", code.lower())  # pasted: case does not matter
    guest.dispatch("net_join_code")
    hub.pump()
    answer = guest.net.guest.answer_code  # type: ignore[union-attr]
    assert answer is not None and 'data-qr="' + answer in render(guest)
    host.dispatch("net_answer", "", answer)
    hub.pump()
    assert guest.net.guest.stage == "seats", guest.notice  # type: ignore[union-attr]
    for seat in seats:
        guest.dispatch("net_pick_seat", str(seat))
    guest.dispatch("net_sit")
    hub.pump()
    assert guest.screen == "net_table"
    host.dispatch("net_back")


def frame(guest: Controller) -> str:
    return str(guest.net.guest.frame["html"])  # type: ignore[index, union-attr]


def schocken_table(hub: Hub) -> tuple[Controller, Controller]:
    host = device(hub, "host")
    start(host, [("Anna", "human"), ("Bart", "human"), ("Cor", "random")], "schocken", chips="3")
    guest = device(hub, "phone", lang="nl")
    join(hub, host, guest, [1])
    return host, guest


def test_a_phone_joins_by_codes_and_plays_its_seat_in_its_own_language() -> None:
    hub = Hub()
    host, guest = schocken_table(hub)
    assert host.remote_seats() == [1] and host.humans() == [0]
    assert "Anna" in frame(guest) and "Schocken" in frame(guest)
    assert "lang" not in frame(guest)[:10]
    moves = 0
    while not host.match.is_over and moves < 400:  # type: ignore[union-attr]
        moves += 1
        seat = host.seat_to_move()
        if host.reveal_pending():
            host.dispatch("next")
        elif seat == 1:
            assert "Jouw beurt" in frame(guest) or "worp" in frame(guest)
            view = host.match.view(1)  # type: ignore[union-attr]
            cup = view["state"]["cups"][1]
            tap(guest, "roll" if cup["throws"] == 0 else "stand", stamp=1.0)
        else:
            step(host)
        hub.pump()
        assert host.notice is None and guest.net.guest.outbox == []  # type: ignore[union-attr]
    assert host.match.is_over  # type: ignore[union-attr]
    # The game was saved by the table after every move, the phone's moves too.
    phone_moves = [e for e in host.match.log if e["seat"] == 1]  # type: ignore[union-attr]
    assert phone_moves and host.saves.summary(host.game_id).moves == len(host.match.log)  # type: ignore[arg-type, union-attr]


def test_the_phone_never_gets_another_seats_hidden_dice() -> None:
    hub = Hub()
    host, guest = schocken_table(hub)
    # Anna (on the table) throws: her dice are in her cup, the phone sees the cup only.
    host.dispatch("roll")
    hub.pump()
    anna = host.match.view(0)["state"]["cups"][0]["dice"]  # type: ignore[union-attr]
    assert all(isinstance(v, int) for v in anna)
    html = frame(guest)
    assert "die-pips" not in html and "aria-label" in html
    for i, value in enumerate(anna):
        assert f"Steen {i + 1}: {value}" not in html and f"Die {i + 1}: {value}" not in html


def test_taps_are_refused_with_the_engines_codes_and_never_count_twice() -> None:
    hub = Hub()
    host, guest = schocken_table(hub)
    before = len(host.match.log)  # type: ignore[union-attr]
    # Not Bart's turn: the engine's own refusal comes back as the tap's answer.
    tap(guest, "stand", stamp=2.0)
    hub.pump()
    assert guest.net.guest.refused[0] == "not_your_turn"  # type: ignore[index, union-attr]
    assert len(host.match.log) == before  # type: ignore[union-attr]
    link = next(iter(host.net.host.table.links))  # type: ignore[union-attr]

    def forge(text: str) -> None:
        host.net.on_message(link, text, 0.0)
        hub.pump()

    answers: list[dict[str, Any]] = []
    host_send = host.net.transport.send  # type: ignore[union-attr]

    def spy(target: str, text: str) -> None:
        message = json.loads(text)
        if message["k"] in ("ack", "refused", "gone"):
            answers.append(message)
        host_send(target, text)

    host.net.transport.send = spy  # type: ignore[method-assign, union-attr]
    n = guest.net.guest.next_n  # type: ignore[union-attr]
    # A replayed number with another tap: refused, nothing played.
    forge(wire.write("act", n=n - 1, act="roll", arg="", val="", at=None))
    assert answers[-1]["code"] == "net_replayed"
    # A number too far ahead: refused as a gap.
    forge(wire.write("act", n=n + 5, act="roll", arg="", val="", at=None))
    assert answers[-1]["code"] == "net_gap"
    # A move the game does not have, and garbage.
    forge(wire.write("act", n=n, act="delete", arg="x", val="", at=None))
    assert answers[-1]["code"] == "net_bad_tap"
    forge('{"v": 1, "k": "act", "n": "x"}')
    assert answers[-1]["k"] == "refused" and answers[-1]["code"] == "net_bad_message"
    forge("[" * 10_000)
    assert answers[-1]["code"] == "too_deep"
    assert len(host.match.log) == before  # type: ignore[union-attr]


def test_the_table_refuses_a_seat_the_phone_does_not_hold() -> None:
    hub = Hub()
    host = device(hub, "host")
    start(host, [("Anna", "human"), ("Bart", "human"), ("Cor", "random")], "raffzahn")
    guest = device(hub, "phone")
    join(hub, host, guest, [1])
    while host.seat_to_move() is not None and host.bot_delay() is not None:
        host.step_bot()  # the pyramid is built by the app
    hub.pump()
    table = host.net.table_of(1)
    assert table is not None
    with pytest.raises(IllegalAction) as err:
        table.play(0, {"type": "throw"})  # Anna's seat, from Bart's phone
    assert err.value.code == "not_your_seat"
    with pytest.raises(IllegalAction) as own:
        host.play(1, {"type": "throw"})  # and the table cannot play Bart's seat either
    assert own.value.code == "not_your_seat"
    # A tap naming Anna's seat, sent from Bart's phone: refused with the same code.
    answers: list[dict[str, Any]] = []
    send = host.net.transport.send  # type: ignore[union-attr]

    def spy(target: str, text: str) -> None:
        answers.append(json.loads(text))
        send(target, text)

    host.net.transport.send = spy  # type: ignore[method-assign, union-attr]
    guest.dispatch("rz_take", "0:0,0,4", move_val({"type": "take", "at": [0, 0, 4]}), stamp=5.0)
    hub.pump()
    assert [a["code"] for a in answers if a["k"] == "ack"] == ["not_your_seat"]


def test_a_phone_that_drops_comes_back_to_its_seat_and_nothing_is_lost_or_doubled() -> None:
    hub = Hub()
    host, guest = schocken_table(hub)
    host.dispatch("roll")
    tap(host, "stand")
    hub.pump()
    assert host.seat_to_move() == 1
    # The Wi-Fi goes: the phone's tap is lost on the way.
    hub.dropped.add("phone")
    guest.dispatch("roll", stamp=3.0)
    hub.pump()
    assert len(guest.net.guest.outbox) == 1  # type: ignore[union-attr]
    assert host.match.view(1)["state"]["cups"][1]["throws"] == 0  # type: ignore[union-attr]
    # It comes back (a quiet spell over): the phone asks again and resends its tap once.
    hub.dropped.clear()
    guest.net.on_state("table", "quiet")
    guest.net.on_state("table", "open")
    hub.pump()
    assert host.match.view(1)["state"]["cups"][1]["throws"] == 1  # type: ignore[union-attr]
    assert guest.net.guest.outbox == []  # type: ignore[union-attr]
    # The answer is lost and the tap sent again: answered again, not played twice.
    resend = wire.write("act", n=guest.net.guest.next_n - 1, act="roll", arg="", val="", at=3.0)  # type: ignore[union-attr]
    host.net.on_message(next(iter(host.net.host.table.links)), resend, 0.0)  # type: ignore[union-attr]
    hub.pump()
    assert host.match.view(1)["state"]["cups"][1]["throws"] == 1  # type: ignore[union-attr]
    # The page is reloaded: a new connection, the kept token, the same seat.
    guest.net.transport.close("table")  # type: ignore[union-attr]
    hub.pump()
    assert host.net.host.table.seating.held() == [1]  # type: ignore[union-attr]
    # The phone says where the new code is: the table's "Show a new code" above its game
    # (it named a ‘Phones’ the table's button does not show).
    guest.net.on_state("table", "closed")  # its own end of the connection too
    lost = render(guest)
    assert "‘Nieuwe code tonen’, boven het spel" in lost and "‘Telefoons’" not in lost, lost
    again = make(guest.storage, lang="nl")
    again.net.attach(hub.transport("phone", again))
    assert "Bart" in render(again)  # home offers the table back
    again.dispatch("set_lang", "", "en")  # in words that read naturally ("You sit at a table")
    assert "You have a seat at a table: Schocken, as Bart." in render(again), render(again)
    again.dispatch("set_lang", "", "nl")
    code = invite(hub, host)
    again.dispatch("net_join")
    # Coming back, the join screen says the same, not a first join's steps.
    back = render(again)
    assert "‘Nieuwe code tonen’" in back and "twee telefoons" not in back, back
    again.dispatch("net_join_code", "", code)
    hub.pump()
    host.dispatch("net_answer", "", again.net.guest.answer_code)  # type: ignore[arg-type, union-attr]
    hub.pump()
    assert again.screen == "net_table" and again.net.guest.yours == [1]  # type: ignore[union-attr]
    tap(again, "stand", stamp=9.0)
    hub.pump()
    assert host.match.view(None)["state"]["cups"][1]["done"]  # type: ignore[union-attr]


def test_the_sealed_copy_continues_the_game_only_with_every_share() -> None:
    hub = Hub()
    host = device(hub, "host")
    start(host, [("Anna", "human"), ("Bart", "human"), ("Cor", "human")], "schocken", chips="3")
    bart, cor = device(hub, "bart"), device(hub, "cor")
    join(hub, host, bart, [1])
    join(hub, host, cor, [2])
    host.dispatch("roll")
    tap(host, "stand")
    hub.pump()
    bart.dispatch("roll", stamp=1.0)
    hub.pump()
    # The table's phone dies here. Bart alone cannot open his copy.
    with pytest.raises(IllegalAction) as err:
        bart.net.open_copy([])
    assert err.value.code == "net_seal"
    saved = host.match.to_json()  # type: ignore[union-attr]
    # At the table, Cor shows his share's code and Bart reads it: the copy opens on Bart's
    # phone as his own saved game, which goes on from the same move.
    bart.dispatch("home")
    assert "Go on without the table" in render(bart)
    bart.dispatch("net_resume")
    cor.dispatch("net_resume")
    cor_code = cor.net.kept_copy()["share"][2]  # type: ignore[index]
    assert f'data-qr="{cor_code}"' in render(cor) and "1 of 2 codes in" in render(cor)
    bart.dispatch("net_share", "", "SKKAAAA")  # a mistyped code: said, nothing taken
    assert bart.notice is not None and not bart.net.shares_in
    assert "net_open_copy" not in render(bart)
    bart.dispatch("net_share", "", cor_code)
    # The key was split between the two phones only (the table's device may be the one
    # lost): with both shares it opens.
    assert "Every code is in" in render(bart) and "net_open_copy" in render(bart)
    bart.dispatch("net_open_copy")
    assert bart.screen == "game" and bart.match is not None
    assert bart.match.to_json()["log"] == saved["log"] and bart.match.seed == saved["seed"]
    assert bart.humans() == [0, 1, 2]  # pass-and-play now: hand-overs keep cups hidden


def test_the_clock_offset_places_a_phones_touch_on_the_tables_clock() -> None:
    hub = Hub()
    host, _guest = schocken_table(hub)
    link = next(iter(host.net.host.table.links.values()))  # type: ignore[union-attr]
    for i in range(5):
        t1 = 1000.0 * i
        host.net.on_clock(link.id, t1, t1 + 20 - 9000.0, t1 + 40)  # phone 9 s behind, 20 ms away
    assert link.clock.offset == pytest.approx(9000.0)
    assert link.clock.host_time(500.0, 9_600.0) == pytest.approx(9500.0)


def test_host_screens_in_both_languages() -> None:
    hub = Hub()
    host, _phone = schocken_table(hub)
    invite(hub, host)
    page = render(host)
    assert "Bart" in page and "on their own phone" in page and 'data-qr="SKJ' in page
    # The phone's button is at the foot of its home, under the games: the step says so.
    assert "tap ‘Join a table’ at the foot of the home screen" in page
    host.dispatch("set_lang", "", "nl")
    assert "op een eigen telefoon" in render(host)
    assert "onderaan het startscherm op ‘Meedoen aan een tafel’" in render(host)


def test_the_forms_own_player_has_a_name_on_both_devices() -> None:
    """The new-game form's own player (a stored mark, not a name) showed as a box in the
    host's list of seats, on the phone's choice of seats and on its home: "You" at the
    table, "Player 1" on the phone (in its language)."""
    hub = Hub()
    host = device(hub, "host")
    start(host, [(THE_PLAYER, "human"), ("Cor", "random")], "schocken")
    invite(hub, host)
    assert THE_PLAYER not in render(host) and "You" in render(host)
    guest = device(hub, "phone", lang="nl")
    guest.dispatch("net_join")
    guest.dispatch("net_paste", "join", list(host.net.host.invites.values())[-1].code)  # type: ignore[union-attr]
    guest.dispatch("net_join_code")
    hub.pump()
    host.dispatch("net_answer", "", guest.net.guest.answer_code)  # type: ignore[union-attr]
    hub.pump()
    assert guest.net.guest.stage == "seats"  # type: ignore[union-attr]
    assert THE_PLAYER not in render(guest) and "Speler 1" in render(guest)
    guest.dispatch("net_pick_seat", "0")
    guest.dispatch("net_sit")
    hub.pump()
    guest.dispatch("home")  # its card "you sit at a table ... as" (it showed the box too)
    assert THE_PLAYER not in render(guest) and "als Speler 1." in render(guest)


def at_seats(hub: Hub, host: Controller, lang: str) -> Controller:
    """A phone in ``lang`` that has joined the table and is shown the seats to pick."""
    code = invite(hub, host)
    guest = device(hub, f"phone-{lang}", lang=lang)
    guest.dispatch("net_join")
    guest.dispatch("net_join_code", "", code)
    hub.pump()
    host.dispatch("net_answer", "", guest.net.guest.answer_code)  # type: ignore[union-attr]
    hub.pump()
    assert guest.net.guest.stage == "seats"  # type: ignore[union-attr]
    return guest


def offered(guest: Controller) -> list[str]:
    """The names on the phone's seat buttons, as its page shows them."""
    page = render(guest)
    return re.findall(r'data-act="net_pick_seat"[^>]*aria-label="([^"]*)"', page)


@pytest.mark.parametrize(("table_lang", "phone_lang"), [("en-GB", "nl"), ("nl", "en-GB")])
def test_a_phone_names_the_seats_the_app_named_in_its_own_language(
    table_lang: str, phone_lang: str
) -> None:
    """The seats the table's form named ("Player 2" at an English table) were offered to a
    Dutch phone, and named in its game, in the table's language; a name typed at the table
    stays as typed."""
    hub = Hub()
    host = device(hub, "host", lang=table_lang)
    host.dispatch("new", "kwist")
    while len(host.setup.players) < 4:  # type: ignore[union-attr]
        host.dispatch("add_player")
    for seat, kind in enumerate(["human", "human", "human", "casual"]):
        host.dispatch("set_kind", str(seat), kind)
    host.dispatch("set_name", "2", "Player 7 <b>")  # typed: stays as typed, as text
    host.dispatch("start")
    player = "Speler" if phone_lang == "nl" else "Player"
    other = "Player" if phone_lang == "nl" else "Speler"
    guest = at_seats(hub, host, phone_lang)
    # The table sends the names as the game keeps them: a phone of an earlier build shows
    # them as it did; this one words them.
    sent = host.net.host.table.names if host.net.host else []
    assert sent == [p["name"] for p in host.game().players]
    assert offered(guest) == [f"{player} 1", f"{player} 2", "Player 7 &lt;b&gt;"]
    assert "<b>" not in render(guest)
    guest.dispatch("net_pick_seat", "1")
    guest.dispatch("net_sit")
    hub.pump()
    # The game the table draws for the phone names them so too ("Speler 1 schrijft ...").
    assert f"{player} 1" in frame(guest) and f"{other} 1" not in frame(guest)
    assert "Player 7 &lt;b&gt;" in frame(guest) and "<b>" not in frame(guest)
    guest.dispatch("home")
    assert f"{player} 2." in render(guest)  # the home card: "you sit at a table ... as"
    # The table's own screens speak its language: its seats too.
    host.dispatch("set_lang", "", phone_lang[:2])
    assert f"{player} 1" in render(host) and f"{other} 1" not in render(host)


def test_a_shared_tablet_holds_two_seats_and_hands_over_between_them() -> None:
    hub = Hub()
    host = device(hub, "host")
    start(host, [("Anna", "human"), ("Bart", "human"), ("Cor", "human")], "schocken", chips="3")
    tablet = device(hub, "tablet")
    join(hub, host, tablet, [1, 2])
    assert host.remote_seats() == [1, 2] and host.humans() == [0]
    host.dispatch("roll")
    tap(host, "stand")
    hub.pump()
    # Bart's turn on the tablet Bart and Cor share: his dice wait for the hand-over.
    assert 'data-act="iam"' in frame(tablet) and "die-pips" not in frame(tablet)
    tablet.dispatch("iam", "1")
    hub.pump()
    assert 'data-act="roll"' in frame(tablet)
    tablet.dispatch("roll", stamp=1.0)
    hub.pump()  # the throw's frame, with its "Cup down" carrying the move
    tap(tablet, "stand", stamp=2.0)
    hub.pump()
    assert 'data-act="iam" data-arg="2"' in frame(tablet)  # now to Cor, Bart's dice gone


def test_a_race_with_a_person_on_a_joined_phone_never_waits_for_a_next_tap() -> None:
    """The table's device has one person, Bart plays on his phone: two people, so a race's
    verdict is the table's own timed pause, not a "Next" only the table could tap."""
    hub = Hub()
    host = device(hub, "host")
    start(host, [("Anna", "human"), ("Bart", "human"), ("Cor", "random")], "raffzahn")
    guest = device(hub, "phone")
    join(hub, host, guest, [1])
    assert host.humans() == [0] and not host.racing()
    play = host.game_play()
    play.after_play(host, 0, {"type": "stop", "t": 0}, False)  # a race's last move
    assert not play.waiting(host) and play.hold_ms(host) is not None


# -- Bunte Kuh across two devices: Anna at the table, Bart on his phone -----------------------


# The phone's clock (performance.now(): since its page opened) is this far behind the table's.
BEHIND = T0 - 3_600_000.0


def bunte_kuh_table(hub: Hub) -> tuple[Controller, Controller]:
    host = device(hub, "host")
    start(host, [("Anna", "human"), ("Bart", "human")], "bunte-kuh")
    guest = device(hub, "phone", lang="nl")
    guest.now.ms -= BEHIND  # type: ignore[attr-defined]
    join(hub, host, guest, [1])
    return host, guest


def on_phone(host_time: float) -> float:
    """A moment on the table's clock, read on the phone's."""
    return host_time - BEHIND


def bk_state(c: Controller) -> dict[str, Any]:
    assert c.match is not None
    out: dict[str, Any] = c.match.view(None)["state"]
    return out


def advance(hub: Hub, ms: float) -> None:
    """Time passes on every device alike (their clocks agree: offset 0)."""
    for ctl in hub.nets.values():
        ctl.now.ms += ms


def run_host(hub: Hub, host: Controller, until: Callable[[], bool]) -> None:
    """Let the table's timers run (the deciding tick, a phone's pointing time) until
    ``until()``; every device is sent what changed."""
    for _ in range(200):
        page(host)  # drawn (a race's clock starts when shown), as in the browser
        hub.pump()
        if until():
            return
        delay = host.bot_delay()
        if delay is None and host.game_play().waiting(host):
            host.dispatch("race_next")
            continue
        assert delay is not None, "nothing would happen"
        advance(hub, max(delay, 1))
        host.step_bot()
    raise AssertionError("waited too long")


def to_race(hub: Hub, host: Controller, guest: Controller) -> float:
    """Throw (whoever's turn) until a race is open for both; the moment it was drawn."""
    for _ in range(20):
        s = bk_state(host)
        if s["phase"] == "race" and {0, 1} <= set(host.match.to_move):  # type: ignore[union-attr]
            page(host)
            hub.pump()
            return float(host.clock())
        if s["phase"] == "roll":
            (host if s["roller"] == 0 else guest).dispatch("bk_throw")
            hub.pump()
        else:
            run_host(hub, host, lambda: bk_state(host)["phase"] in ("roll", "race"))
    raise AssertionError("no race")


def measured(_hub: Hub, host: Controller, rtt: float = 20.0) -> Any:
    """The table's link to the phone, with a few pings: clocks agree, ``rtt`` ms away."""
    link = next(iter(host.net.host.table.links.values()))  # type: ignore[union-attr]
    for i in range(5):
        t1 = float(host.clock()) - 5000 + 1000 * i
        host.net.on_clock(link.id, t1, on_phone(t1 + rtt / 2), t1 + rtt)
    return link


def test_bunte_kuh_a_stop_on_the_phone_then_its_funnel_is_settled_on_the_table() -> None:
    """Bart taps STOP on his phone, then (a second later, on the same phone) the funnel:
    the table holds the race for his pointing, and his call counts at the STOP's time."""
    hub = Hub()
    host, guest = bunte_kuh_table(hub)
    measured(hub, host)
    shown = to_race(hub, host, guest)
    assert 'data-act="bk_stop"' in frame(guest) and "bk_point" in frame(guest)
    assert {"bk_stop", "bk_point", "bk_nowhere"} <= set(guest.net.guest.frame["timed"])  # type: ignore[index, union-attr]
    advance(hub, 700)
    guest.dispatch("bk_stop", stamp=on_phone(shown + 650))
    hub.pump()
    assert guest.net.guest.refused is None and guest.net.guest.outbox == []  # type: ignore[union-attr]
    # Bart is pointing: his phone says so, the table waits for him (nothing is settled).
    assert "bk-countdown" in frame(guest)
    advance(hub, 1000)
    page(host)
    hub.pump()
    assert host.racing() and not host.match.race.pending  # type: ignore[union-attr]
    s = bk_state(host)
    target = s["roll"]["sum"]
    from pyengine.games.bunte_kuh.rules import sums

    good = [q for q, v in sums(host.match.state.layout).items() if v == target]  # type: ignore[union-attr]
    q = good[0] if good else s["funnels"][0]
    guest.dispatch("bk_point", f"{q[0]},{q[1]},{q[2]}", stamp=on_phone(shown + 1650))
    hub.pump()
    assert guest.net.guest.refused is None, guest.net.guest.refused  # type: ignore[union-attr]
    call = host.match.log[-1]  # type: ignore[union-attr]
    assert call["seat"] == 1 and call["action"]["type"] == "stop"
    assert call["action"]["t"] == 650 and call["action"]["at"] == list(q)
    run_host(hub, host, lambda: not host.racing())
    last = bk_state(host)["last"]
    assert last["seat"] == 1 and last["right"] == bool(good)
    assert "Bart" in frame(guest) or "Jij" in frame(guest)


def test_bunte_kuh_a_phone_alone_at_its_device_taps_a_funnel_straight_away() -> None:
    """One person at each device: on the phone a funnel is STOP and pointing at once, as
    for one person on one device (no "STOP in your own zone first")."""
    hub = Hub()
    host, guest = bunte_kuh_table(hub)
    measured(hub, host)
    shown = to_race(hub, host, guest)
    advance(hub, 500)
    q = bk_state(host)["funnels"][0]
    guest.dispatch("bk_point", f"{q[0]},{q[1]},{q[2]}", stamp=on_phone(shown + 450))
    hub.pump()
    assert guest.net.guest.refused is None, guest.net.guest.refused  # type: ignore[union-attr]
    call = host.match.log[-1]  # type: ignore[union-attr]
    assert call["seat"] == 1 and call["action"] == {"type": "stop", "at": list(q), "t": 450}


def test_a_back_dated_touch_counts_no_earlier_than_its_message_could_have_come() -> None:
    """A modified phone stamps its call 5 s before the throw even appeared, to win every
    race. It counts at the earliest moment a message arriving then can have been touched
    (the round trip's p95 plus LAG_MS before it): Anna, who touched earlier than that but
    whose tap reached the match later, wins."""
    from pyengine.net.clock import LAG_MS

    hub = Hub()
    host, guest = bunte_kuh_table(hub)
    link = measured(hub, host, rtt=20.0)
    shown = to_race(hub, host, guest)
    advance(hub, 2000)
    guest.dispatch("bk_nowhere", "", NOWHERE, stamp=on_phone(shown - 5000))  # the forged time
    hub.pump()
    race = host.match.race  # type: ignore[union-attr]
    (forged,) = [p for p in race.pending if p.seat == 1]
    assert forged.t >= 2000 - (20 + LAG_MS) - 1
    assert link.clock.earliest(float(host.clock())) == pytest.approx(host.clock() - 20 - LAG_MS)
    # Anna touched at 1700 ms; her tap reaches the match a little later.
    advance(hub, 5)
    host.dispatch("bk_nowhere", "", NOWHERE, stamp=shown + 1700)
    assert host.notice is None, host.notice
    run_host(hub, host, lambda: not host.racing())
    assert bk_state(host)["last"]["seat"] == 0


def test_a_lone_phones_share_is_the_whole_key_and_a_second_phone_splits_it() -> None:
    """Pins the documented exception (docs/architecture.md, "The sealed copy"): with one
    joined device its share is the key, so that phone can open its copy alone, hidden
    parts and seed included (it is the only device that could go on without the table).
    Once a second phone joins, the key is dealt again and neither opens it alone."""
    hub = Hub()
    host = device(hub, "host")
    start(host, [("Anna", "human"), ("Bart", "human"), ("Cor", "human")], "schocken", chips="3")
    bart = device(hub, "bart")
    join(hub, host, bart, [1])
    assert host.seat_to_move() == 0 and host.handover_seat() == 0  # Anna and Cor share it
    host.dispatch("iam", "0")
    host.dispatch("roll")
    assert host.notice is None, host.notice
    hub.pump()
    anna = host.match.view(0)["state"]["cups"][0]["dice"]  # type: ignore[union-attr]
    alone = bart.net.open_copy([])  # no other share: it opens
    assert alone.seed == host.match.seed  # type: ignore[union-attr]
    assert alone.view(0)["state"]["cups"][0]["dice"] == anna  # Anna's hidden dice
    cor = device(hub, "cor")
    join(hub, host, cor, [2])
    hub.pump()
    for phone in (bart, cor):
        with pytest.raises(IllegalAction) as err:
            phone.net.open_copy([])
        assert err.value.code == "net_seal"
    both = bart.net.open_copy([cor.net.kept_copy()["share"][2]])  # type: ignore[index]
    assert both.to_json()["log"] == host.match.to_json()["log"]  # type: ignore[union-attr]


def et_state(c: Controller) -> dict[str, Any]:
    assert c.match is not None
    out: dict[str, Any] = c.match.view(None)["state"]
    return out


def lift_now(hub: Hub, host: Controller, guest: Controller) -> None:
    """Whoever's turn it is throws and lifts the first covered funnel, on their device."""
    seat = host.seat_to_move()
    on = guest if seat == 1 else host
    if et_state(host)["phase"] == "roll":
        assert tap(on, "roll", stamp=1.0 if on is guest else None)
        hub.pump()
    q = et_state(host)["covered"][0]
    assert tap(on, "lift", ",".join(map(str, q)), stamp=1.0 if on is guest else None)
    hub.pump()


def test_eintrichtern_a_lifted_sum_shows_on_every_device_for_the_same_time() -> None:
    """The sum of a lifted funnel is shown on the table and on the joined phone alike,
    whoever lifted it (it was shown only where the lift was made, and never on a phone)."""
    hub = Hub()
    host = device(hub, "host")
    start(host, [("Anna", "human"), ("Bart", "human")], "eintrichtern")
    while et_state(host)["phase"] == "build":
        assert host.step_bot()
    guest = device(hub, "phone")
    join(hub, host, guest, [1])
    lifted_by = set()
    for _ in range(60):
        seat = host.seat_to_move()
        lift_now(hub, host, guest)
        page(host)  # drawn: the sum's time starts
        hub.pump()
        assert 'class="et-sum"' in render(host) and 'class="et-sum"' in frame(guest), seat
        lifted_by.add(seat)
        host.now.ms += host.hold_ms() or 0  # type: ignore[attr-defined]
        page(host)
        hub.pump()
        assert 'class="et-sum"' not in render(host) and 'class="et-sum"' not in frame(guest)
        if lifted_by == {0, 1}:
            return
    raise AssertionError(f"only seats {lifted_by} lifted")
