"""The protocol of one table across devices (pyengine.net): codes, messages, seats,
sequence numbers, the clock offset and the sealed copy. Pure and fast."""

from __future__ import annotations

import contextlib
import json
import random

import pytest

from pyengine import IllegalAction, load_match, new_match
from pyengine.net import clock, codes, seal, wire
from pyengine.net.seats import Inbox, Seating, digest

CHROME_OFFER = (
    "v=0\r\no=- 4557175077942519286 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n"
    "a=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\n"
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n"
    "a=candidate:1671545454 1 udp 2113937151 819f0a9b-20d4-4749-a672-1e7a632b510a.local "
    "57422 typ host generation 0 network-cost 999\r\n"
    "a=candidate:665290075 1 udp 2113937151 192.168.1.23 55609 typ host generation 0\r\n"
    "a=candidate:7 1 tcp 1518280447 192.168.1.23 9 typ host tcptype active generation 0\r\n"
    "a=candidate:3972089019 1 udp 2113942271 fd00::2 57286 typ host generation 0\r\n"
    "a=ice-ufrag:GL9s\r\na=ice-pwd:deFj69yNvtVf2vgczSuSVNOY\r\na=ice-options:trickle\r\n"
    "a=fingerprint:sha-256 97:92:50:50:AB:FA:1D:3E:B4:93:28:2A:3F:51:5D:3F:57:A9:39:E0:"
    "2C:B3:06:A7:7A:1A:76:EB:6C:0D:C4:FE\r\na=setup:actpass\r\na=mid:0\r\n"
    "a=sctp-port:5000\r\na=max-message-size:262144\r\n"
)


# -- codes -------------------------------------------------------------------------------
def test_a_join_code_keeps_what_the_other_side_needs_and_is_short() -> None:
    invite = codes.from_sdp(CHROME_OFFER, codes.OFFER, 0xDEADBEEF, 7)
    assert invite.ufrag == "GL9s" and invite.pwd == "deFj69yNvtVf2vgczSuSVNOY"
    # UDP host candidates only (not TCP), IPv4 first, then the mDNS name, then IPv6.
    assert [c.address for c in invite.candidates] == [
        "192.168.1.23",
        "819f0a9b-20d4-4749-a672-1e7a632b510a.local",
        "fd00::2",
    ]
    code = codes.encode(invite)
    assert code.startswith("SKJ") and len(code) < 180
    assert set(code) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")  # QR alphanumeric mode
    assert codes.decode(f"  {code.lower()[:20]}-{code[20:]}\n", codes.OFFER) == invite
    sdp = invite.sdp()
    assert "a=setup:actpass" in sdp and "192.168.1.23 55609 typ host" in sdp
    assert "a=fingerprint:sha-256 97:92:50" in sdp


def test_an_answer_round_trips_and_keeps_its_role() -> None:
    answer = codes.from_sdp(CHROME_OFFER.replace("actpass", "active"), codes.ANSWER, 1, 2)
    back = codes.decode(codes.encode(answer), codes.ANSWER)
    assert back == answer and "a=setup:active" in back.sdp()


@pytest.mark.parametrize(
    "damage",
    [
        lambda c: c[:-5],  # cut short
        lambda c: c[:10] + ("A" if c[10] != "A" else "B") + c[11:],  # one character typed wrong
        lambda c: c + "AAAA",
        lambda _c: "SKJ" + "1" * 50,  # not base32
        lambda _c: "hello",
        lambda _c: "",
    ],
)
def test_a_damaged_code_is_refused_clearly(damage: object) -> None:
    code = codes.encode(codes.from_sdp(CHROME_OFFER, codes.OFFER, 3, 4))
    with pytest.raises(IllegalAction) as err:
        codes.decode(damage(code), codes.OFFER)  # type: ignore[operator]
    assert err.value.code == "net_bad_code"


def test_a_code_of_the_other_kind_says_so() -> None:
    code = codes.encode(codes.from_sdp(CHROME_OFFER, codes.OFFER, 3, 4))
    with pytest.raises(IllegalAction) as err:
        codes.decode(code, codes.ANSWER)
    assert err.value.code == "net_wrong_code" and err.value.details["found"] == codes.OFFER


def test_random_garbage_never_raises_anything_but_illegal_action() -> None:
    rng = random.Random(38)
    alphabet = "SKJA234567ABCDEFGHIJKLMNOPQRSTUVWXYZ-= \n"
    for _ in range(2000):
        text = "SKJ" + "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 200)))
        with pytest.raises(IllegalAction):
            codes.decode(text, codes.OFFER)


def test_an_sdp_without_what_a_code_needs_is_refused() -> None:
    for cut in ("a=fingerprint", "a=candidate", "a=ice-pwd"):
        sdp = "\r\n".join(line for line in CHROME_OFFER.split("\r\n") if not line.startswith(cut))
        with pytest.raises(IllegalAction) as err:
            codes.from_sdp(sdp, codes.OFFER, 1, 1)
        assert err.value.code == "net_bad_code"


# -- messages ----------------------------------------------------------------------------
def act(n: int, name: str = "roll", arg: str = "", at: float | None = 12.5) -> str:
    return wire.write("act", n=n, act=name, arg=arg, val="", at=at)


def test_messages_are_read_field_by_field() -> None:
    assert wire.read(act(1), from_host=False)["act"] == "roll"
    hello = wire.write("hello", table=5, token=None, lang="en")
    assert wire.read(hello, from_host=False)["table"] == 5


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("nonsense", "net_bad_message"),
        ("[1, 2]", "net_bad_message"),
        ('{"v": 2, "k": "act"}', "net_version"),
        ('{"v": 1, "k": "frame", "n": 1}', "net_bad_message"),  # a host's kind from a device
        (act(0), "net_bad_message"),  # numbers start at 1
        (act(1, name="Roll<script>"), "net_bad_message"),
        (act(1, at=-5), "net_bad_message"),
        (act(1).replace('"at"', '"extra":1,"at"'), "net_bad_message"),  # unknown field
        ("[" * 100_000 + "]" * 100_000, "too_large"),
        ("[" * 5_000 + "]" * 5_000, "too_deep"),
        ('{"v": 1, "k": "sit", "seats": [1, 1]}', "net_bad_message"),
        ('{"v": 1, "k": "hello", "table": 1, "token": "short", "lang": "nl"}', "net_bad_message"),
    ],
)
def test_a_bad_message_is_refused_with_a_code(text: str, code: str) -> None:
    with pytest.raises(IllegalAction) as err:
        wire.read(text, from_host=False)
    assert err.value.code == code


def test_fuzzed_messages_never_raise_anything_but_illegal_action() -> None:
    rng = random.Random(380)
    good = act(3, arg="1:2,3,4")
    for _ in range(3000):
        chars = list(good)
        for _ in range(rng.randint(1, 6)):
            chars[rng.randrange(len(chars))] = rng.choice('{}[]",:0123456789aez\\ ')
        with contextlib.suppress(IllegalAction):
            wire.read("".join(chars), from_host=False)


# -- seats and sequence numbers ------------------------------------------------------------
def test_a_device_acts_only_for_the_seats_it_holds() -> None:
    seating = Seating(9, [0, 1, 2])
    tablet = seating.join(None)
    phone = seating.join(None)
    seating.sit(tablet, [0, 2])  # a shared tablet holds two seats
    seating.sit(phone, [1])
    seating.check(tablet, 2)
    with pytest.raises(IllegalAction) as err:
        seating.check(phone, 0)
    assert err.value.code == "not_your_seat"
    with pytest.raises(IllegalAction) as taken:
        seating.sit(phone, [2])
    assert taken.value.code == "net_seat_taken"
    with pytest.raises(IllegalAction) as bad:
        seating.sit(phone, [5])
    assert bad.value.code == "bad_seat"
    assert seating.free() == [] and seating.held() == [0, 1, 2]


def test_a_device_comes_back_with_its_token_and_nothing_else() -> None:
    seating = Seating(9, [0, 1])
    phone = seating.join(None, "en")
    seating.sit(phone, [1])
    again = seating.join(phone.token, "nl")
    assert again is phone and again.seats == [1] and again.lang == "nl"
    with pytest.raises(IllegalAction) as err:
        seating.join("x" * 24)
    assert err.value.code == "net_bad_token"
    seating.give_back(phone)
    assert seating.free() == [0, 1]
    with pytest.raises(IllegalAction):
        seating.join(phone.token)  # its seats went back: the token is void


def test_each_tap_counts_once_whatever_is_resent() -> None:
    inbox = Inbox()
    first = json.loads(act(1))
    assert inbox.seen(1, digest(first)) is None
    inbox.done(1, digest(first), {"n": 1, "code": None})
    # The same tap again (its answer was lost): the same answer, nothing applied twice.
    assert inbox.seen(1, digest(first)) == {"n": 1, "code": None}
    # Another tap with a used number: a replay, refused.
    with pytest.raises(IllegalAction) as replay:
        inbox.seen(1, digest(json.loads(act(1, name="stand"))))
    assert replay.value.code == "net_replayed"
    # A number beyond the next: an earlier tap is missing.
    with pytest.raises(IllegalAction) as gap:
        inbox.seen(3, digest(first))
    assert gap.value.code == "net_gap" and gap.value.details["expected"] == 2


# -- the clock -----------------------------------------------------------------------------
def test_the_offset_comes_from_the_quickest_ping() -> None:
    sync = clock.ClockSync()
    offset = 5_000.0  # the host's clock is 5 s ahead of the device's
    rng = random.Random(1)
    for i in range(40):
        t1 = 1_000.0 * i
        there = rng.uniform(2, 40)  # one-way delays, different each way and each time
        back = rng.uniform(2, 40) if i != 17 else there  # one ping with equal delays
        t2 = t1 + there - offset
        sync.add(t1, t2, t1 + there + back)
    assert sync.offset == pytest.approx(offset, abs=20)
    # A touch 100 ms before the news of it arrived is placed 100 ms before, on the host.
    assert sync.host_time(50_000 - offset, 50_100) == pytest.approx(50_000, abs=20)
    assert sync.host_time(99_999_999, 50_100) == 50_100  # never after its news arrived
    assert not sync.add(10, 0, 5)  # negative round trip: dropped
    assert sync.percentile(95) is not None


def test_with_symmetric_delay_the_offset_is_exact_however_long_the_delay() -> None:
    for delay in (0.0, 50.0, 150.0):
        sync = clock.ClockSync()
        for i in range(5):
            t1 = 100.0 * i
            sync.add(t1, t1 + delay - 777.0, t1 + 2 * delay)
        assert sync.offset == pytest.approx(777.0)
        assert sync.rtt == pytest.approx(2 * delay)


def test_before_any_ping_a_touch_counts_when_it_arrived() -> None:
    assert clock.ClockSync().host_time(3.0, 1234.0) == 1234.0


# -- the sealed copy -------------------------------------------------------------------------
def test_the_sealed_copy_reopens_the_game_with_all_shares_only() -> None:
    match = new_match("schocken", [{"name": n, "bot": None} for n in "ABC"], 38)
    for _ in range(6):
        seat = match.to_move[0]
        match.play(seat, match.legal_actions(seat)[0])
    key = seal.new_key()
    items = seal.seal_save(key, 77, match.to_json())
    assert len(items) == 1 + len(match.log)
    assert "seed" not in "".join(items)  # sealed: nothing of the save reads through
    shares = seal.split(key, 2)
    codes_ = [seal.share_code(77, 3, s) for s in shares]
    got = [seal.read_share(c) for c in codes_]
    assert {(t, d) for t, d, _ in got} == {(77, 3)}
    save = seal.open_copy(seal.combine([s for _, _, s in got]), 77, items)
    assert load_match(save).to_json() == match.to_json()
    for part in ([shares[0]], [shares[1]]):  # one share alone opens nothing
        with pytest.raises(IllegalAction) as err:
            seal.open_copy(seal.combine(part), 77, items)
        assert err.value.code == "net_seal"
    swapped = [items[0], items[2], items[1], *items[3:]]  # moves swapped: refused
    with pytest.raises(IllegalAction):
        seal.open_copy(key, 77, swapped)
    with pytest.raises(IllegalAction):
        seal.open_copy(key, 78, items)  # another table's place
    # Items made later continue the same copy (a joined device gets each move as it comes).
    assert seal.seal_save(key, 77, match.to_json(), start=4)[0] == items[4]


def test_a_damaged_share_code_is_refused() -> None:
    code = seal.share_code(1, 1, bytes(32))
    with pytest.raises(IllegalAction) as err:
        seal.read_share(code[:-3])
    assert err.value.code == "net_bad_code"
