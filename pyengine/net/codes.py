"""Join and answer codes: a WebRTC offer or answer cut to what the other side needs.

A data channel's session description (SDP) is some 600 characters, most of them fixed.
The other device needs only: the ICE user fragment and password, the DTLS certificate's
SHA-256 fingerprint (which authenticates the connection: a code read off the other
screen cannot be forged by a third device), the host candidates (address and port; no
STUN or TURN, so no other kind exists) and the DTLS role. ``Invite`` holds those plus the
table's number and the invitation's, packed into bytes with a CRC and written in base32,
which QR codes store in their compact alphanumeric mode: a code of some 130 characters
makes a version 6 QR code (41 x 41 modules) that a phone reads at arm's length.

``code = encode(invite)``, ``decode(code, kind)``; ``from_sdp(sdp, ...)`` and
``Invite.sdp()`` translate from and to the browser's SDP. A damaged or mistyped code is
refused with ``net_bad_code``, a code of the wrong kind with ``net_wrong_code``.
"""

from __future__ import annotations

import base64
import binascii
import ipaddress
import re
import uuid
from dataclasses import dataclass

from ..core.errors import IllegalAction

OFFER = "offer"  # the table's join code
ANSWER = "answer"  # the joining device's answer code
PREFIX = {OFFER: "SKJ", ANSWER: "SKA"}
VERSION = 1
MAX_CANDIDATES = 4
MAX_CODE = 400  # characters: far above any real code, below anything absurd
SCTP_PORT = 5000
MAX_MESSAGE = 262144
ICE_CHAR = re.compile(r"^[A-Za-z0-9+/]{1,256}$")  # RFC 8839 ice-char
B64 = re.compile(r"^[A-Za-z0-9+/]+$")
MDNS = re.compile(r"^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.local$")
KIND_IPV4, KIND_IPV6, KIND_MDNS = 4, 6, 16


@dataclass(frozen=True)
class Candidate:
    """A host candidate: an IPv4 or IPv6 address, or an mDNS name (``<uuid>.local``)
    that a browser uses to keep the device's address private."""

    address: str
    port: int


@dataclass(frozen=True)
class Invite:
    """What one side of a connection tells the other (an offer or an answer)."""

    kind: str  # OFFER or ANSWER
    table: int  # the table's number (32 bits): a code of another table is refused
    invite: int  # the invitation's number (16 bits): which offer an answer answers
    ufrag: str
    pwd: str
    fingerprint: bytes  # SHA-256 of the DTLS certificate, 32 bytes
    candidates: tuple[Candidate, ...]
    passive: bool = False  # an answer's DTLS role (browsers answer "active")

    def sdp(self) -> str:
        """The session description a browser accepts for this side (one data channel)."""
        setup = "actpass" if self.kind == OFFER else ("passive" if self.passive else "active")
        finger = ":".join(f"{b:02X}" for b in self.fingerprint)
        lines = [
            "v=0",
            f"o=- {self.table}{self.invite:05d} 2 IN IP4 127.0.0.1",
            "s=-",
            "t=0 0",
            "a=group:BUNDLE 0",
            "a=msid-semantic: WMS",
            "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
            "c=IN IP4 0.0.0.0",
        ]
        for i, cand in enumerate(self.candidates):
            priority = 2122260223 - i  # in the order given: the first is tried first
            lines.append(
                f"a=candidate:{i + 1} 1 udp {priority} {cand.address} {cand.port} "
                "typ host generation 0"
            )
        lines += [
            f"a=ice-ufrag:{self.ufrag}",
            f"a=ice-pwd:{self.pwd}",
            f"a=fingerprint:sha-256 {finger}",
            f"a=setup:{setup}",
            "a=mid:0",
            f"a=sctp-port:{SCTP_PORT}",
            f"a=max-message-size:{MAX_MESSAGE}",
        ]
        return "\r\n".join(lines) + "\r\n"


def _bad(message: str) -> IllegalAction:
    return IllegalAction("net_bad_code", message)


def from_sdp(sdp: str, kind: str, table: int, invite: int) -> Invite:
    """The parts of a browser's SDP (after ICE gathering) that a code carries."""
    if not isinstance(sdp, str) or len(sdp) > 20_000:
        raise _bad("A session description is a text of reasonable size.")
    fields: dict[str, str] = {}
    candidates: list[Candidate] = []
    for line in sdp.splitlines():
        name, _, value = line.strip().partition(":")
        if name == "a=candidate":
            cand = _candidate(value)
            if cand is not None and cand not in candidates:
                candidates.append(cand)
        elif name in ("a=ice-ufrag", "a=ice-pwd", "a=fingerprint", "a=setup"):
            fields.setdefault(name[2:], value.strip())
    algo, _, finger = fields.get("fingerprint", "").partition(" ")
    try:
        fingerprint = bytes.fromhex(finger.replace(":", ""))
    except ValueError:
        fingerprint = b""
    if algo.lower() != "sha-256" or len(fingerprint) != 32:
        raise _bad("The session description has no SHA-256 fingerprint.")
    if not candidates:
        raise _bad("The session description has no host candidate on this network.")
    found = Invite(
        kind,
        table,
        invite,
        fields.get("ice-ufrag", ""),
        fields.get("ice-pwd", ""),
        fingerprint,
        tuple(_ordered(candidates)[:MAX_CANDIDATES]),
        passive=fields.get("setup") == "passive",
    )
    _check(found)
    return found


def _candidate(value: str) -> Candidate | None:
    """A UDP host candidate of component 1 from an ``a=candidate`` value, else None."""
    parts = value.split()
    if len(parts) > 2:
        parts[2] = parts[2].lower()
    udp_host = parts[1:3] == ["1", "udp"] and parts[6:8] == ["typ", "host"]
    if len(parts) < 8 or not udp_host:
        return None
    address, port = parts[4], parts[5]
    if not port.isdigit() or not 0 < int(port) < 65536:
        return None
    try:
        _address_bytes(address)
    except ValueError:
        return None
    return Candidate(address.lower(), int(port))


def _ordered(candidates: list[Candidate]) -> list[Candidate]:
    """IPv4 first (every home network has it), then mDNS names, then IPv6."""
    rank = {KIND_IPV4: 0, KIND_MDNS: 1, KIND_IPV6: 2}
    return sorted(candidates, key=lambda c: rank[_address_bytes(c.address)[0]])


def _address_bytes(address: str) -> tuple[int, bytes]:
    found = MDNS.match(address.lower())
    if found:
        return KIND_MDNS, uuid.UUID(found.group(1)).bytes
    ip = ipaddress.ip_address(address)  # ValueError for anything else
    return (KIND_IPV4 if ip.version == 4 else KIND_IPV6), ip.packed


def _check(found: Invite) -> None:
    if found.kind not in PREFIX:
        raise _bad("A code is an offer or an answer.")
    if not 0 <= found.table < 2**32 or not 0 <= found.invite < 2**16:
        raise _bad("The table's or the invitation's number is out of range.")
    if not ICE_CHAR.match(found.ufrag) or not ICE_CHAR.match(found.pwd):
        raise _bad("The ICE user fragment or password is missing or not ICE characters.")


def _pack_text(text: str) -> bytes:
    """An ICE credential: base64 characters packed 6 bits each where they fill whole
    bytes (Chrome and Safari: 4 and 24 characters), else as they are."""
    if len(text) % 4 == 0 and B64.match(text):
        raw = base64.b64decode(text)
        return bytes([0x80 | len(raw)]) + raw
    data = text.encode("ascii")
    return bytes([len(data)]) + data


def _unpack_text(data: bytes, at: int) -> tuple[str, int]:
    head = data[at]
    size = head & 0x7F
    raw = data[at + 1 : at + 1 + size]
    if len(raw) != size:
        raise _bad("The code is cut short.")
    text = base64.b64encode(raw).decode() if head & 0x80 else raw.decode("ascii", "replace")
    return text, at + 1 + size


def encode(found: Invite) -> str:
    """The code for ``found``: its kind's prefix and base32 (the QR alphanumeric set)."""
    _check(found)
    flags = (VERSION << 4) | (1 if found.kind == ANSWER else 0) | (2 if found.passive else 0)
    out = bytearray([flags])
    out += found.table.to_bytes(4, "big") + found.invite.to_bytes(2, "big")
    out += found.fingerprint
    out += _pack_text(found.ufrag) + _pack_text(found.pwd)
    out.append(len(found.candidates))
    for cand in found.candidates:
        kind, addr = _address_bytes(cand.address)
        out += bytes([kind]) + addr + cand.port.to_bytes(2, "big")
    out += binascii.crc_hqx(bytes(out), 0xFFFF).to_bytes(2, "big")
    return PREFIX[found.kind] + base64.b32encode(bytes(out)).decode().rstrip("=")


def kind_of(code: str) -> str | None:
    """Whether ``code`` looks like a join code or an answer code (None: neither)."""
    text = _clean(code)
    for kind, prefix in PREFIX.items():
        if text.startswith(prefix):
            return kind
    return None


def _clean(code: object) -> str:
    if not isinstance(code, str):
        return ""
    return re.sub(r"[\s\-]", "", code[: MAX_CODE * 2]).upper()


def decode(code: str, kind: str) -> Invite:
    """The invite a code of ``kind`` carries. Spaces, dashes and case are ignored (a code
    may be typed or pasted from a message); anything damaged is refused."""
    text = _clean(code)
    found_kind = kind_of(text)
    if found_kind is None or len(text) > MAX_CODE:
        raise _bad("This is not a Spelkast code.")
    if found_kind != kind:
        raise IllegalAction(
            "net_wrong_code",
            f"This is {'a join' if found_kind == OFFER else 'an answer'} code; "
            f"{'a join' if kind == OFFER else 'an answer'} code is needed here.",
            found=found_kind,
        )
    body = text[len(PREFIX[kind]) :]
    try:
        data = base64.b32decode(body + "=" * (-len(body) % 8))
    except (binascii.Error, ValueError):
        raise _bad("The code has characters a code never has.") from None
    if len(data) < 12 or binascii.crc_hqx(data[:-2], 0xFFFF) != int.from_bytes(data[-2:], "big"):
        raise _bad("The code is damaged or incomplete.")
    try:
        return _unpack(data[:-2], kind)
    except (IndexError, KeyError, ValueError, UnicodeError):
        raise _bad("The code is damaged or incomplete.") from None


def _unpack(data: bytes, kind: str) -> Invite:
    flags = data[0]
    if flags >> 4 != VERSION:
        raise IllegalAction(
            "net_version", "This code comes from another version of Spelkast.", found=flags >> 4
        )
    table = int.from_bytes(data[1:5], "big")
    invite = int.from_bytes(data[5:7], "big")
    fingerprint = data[7:39]
    if len(fingerprint) != 32:
        raise _bad("The code is cut short.")
    ufrag, at = _unpack_text(data, 39)
    pwd, at = _unpack_text(data, at)
    count = data[at]
    at += 1
    if not 0 < count <= MAX_CANDIDATES:
        raise _bad("The code names no address to connect to.")
    candidates = []
    sizes = {KIND_IPV4: 4, KIND_IPV6: 16, KIND_MDNS: 16}
    for _ in range(count):
        ckind = data[at]
        size = sizes[ckind]  # KeyError: not a kind we write
        raw = data[at + 1 : at + 1 + size]
        port = int.from_bytes(data[at + 1 + size : at + 3 + size], "big")
        if len(raw) != size or not 0 < port < 65536:
            raise _bad("The code is cut short.")
        if ckind == KIND_MDNS:
            address = f"{uuid.UUID(bytes=raw)}.local"
        else:
            address = str(ipaddress.ip_address(raw))
        candidates.append(Candidate(address, port))
        at += 3 + size
    if at != len(data):
        raise _bad("The code has bytes a code never has.")
    found = Invite(
        kind, table, invite, ufrag, pwd, bytes(fingerprint), tuple(candidates), bool(flags & 2)
    )
    _check(found)
    return found
