"""The messages between a table (the host) and a joined device, and their checks.

Every message is one JSON object ``{"v": PROTOCOL, "k": kind, ...}`` on an ordered,
reliable WebRTC data channel. The host trusts nothing a device sends: ``read`` checks the
size and nesting of the text before parsing it, then the kind and every field's type and
range, and refuses anything else with an IllegalAction (``net_bad_message``,
``net_version``, ``too_large``); a device reads the host's messages the same way, so a
broken host cannot break it either.

A device says (``GUEST_KINDS``):
- ``hello`` {table, token, lang}: it joins the table (``token``: the seat token it was
  given before, to rejoin its seats; None the first time);
- ``sit`` {seats}: the seats it takes (several on a shared tablet);
- ``act`` {n, act, arg, val, at}: a tap of one of its seats (the game's ``data-act``,
  ``data-arg``, value), numbered 1, 2, ... (``n``; a resend keeps its number) and stamped
  with the touch's own time on the device's clock (``at``, ms; races);
- ``sync`` {frame, sealed}: after a quiet spell, what it has seen;
- ``bye`` {}: it leaves the table (its seats go back to the host).
The host says (``HOST_KINDS``):
- ``welcome`` {table, game, names, free, yours, token, next}: the table, the seats free
  and its own, its seat token (kept by the device to rejoin) and the number its next
  tap must carry;
- ``frame`` {n, html, title, live, timed}: what the device shows now, drawn by the host
  for its seats only (``timed``: the moves it stamps on touch);
- ``ack`` {n, code, msg}: tap ``n`` was handled; ``code`` names a refusal (None: done);
- ``seal`` {at, items}: the game's sealed copy from item ``at`` on (see ``seal``);
- ``share`` {deal, of, code}: this device's share of the copy's key (one of ``of``);
- ``refused`` {code, msg}: a message it could not take (unreadable, a seat taken);
- ``gone`` {code, msg}: the table closes this connection (an unknown token, ended).
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..core.errors import IllegalAction
from ..core.plain import Limits, check_plain

PROTOCOL = 1
# A device's message is small (a tap); the host's frames carry a drawn screen.
GUEST_TEXT = 16_000
HOST_TEXT = 4_000_000
GUEST_LIMITS = Limits(depth=4, items=200, text=4_000)
HOST_LIMITS = Limits(depth=4, items=10_000, text=HOST_TEXT)
ACT_NAME = re.compile(r"^[a-z][a-z0-9_]{0,39}$")
TOKEN = re.compile(r"^[A-Za-z0-9_-]{16,64}$")
MAX_SEATS = 64
MAX_N = 2**53  # sequence numbers stay exact in every JSON reader

Message = dict[str, Any]

# kind -> {field: check}; a check returns whether the value is acceptable.


def _int(low: int, high: int) -> Any:
    return lambda v: type(v) is int and low <= v <= high


def _text(limit: int, pattern: re.Pattern[str] | None = None) -> Any:
    return lambda v: (
        isinstance(v, str) and len(v) <= limit and (pattern is None or bool(pattern.match(v)))
    )


def _optional(check: Any) -> Any:
    return lambda v: v is None or check(v)


def _seats(v: Any) -> bool:
    return (
        isinstance(v, list)
        and len(v) <= MAX_SEATS
        and all(type(s) is int and 0 <= s < MAX_SEATS for s in v)
        and len(set(v)) == len(v)
    )


def _stamp(v: Any) -> bool:
    return v is None or (isinstance(v, int | float) and not isinstance(v, bool) and 0 <= v < 1e12)


def _names(v: Any) -> bool:
    return isinstance(v, list) and len(v) <= MAX_SEATS and all(isinstance(s, str) for s in v)


_token = _text(64, TOKEN)
GUEST_KINDS: dict[str, dict[str, Any]] = {
    "hello": {"table": _int(0, 2**32 - 1), "token": _optional(_token), "lang": _text(8)},
    "sit": {"seats": _seats},
    "act": {
        "n": _int(1, MAX_N),
        "act": _text(40, ACT_NAME),
        "arg": _text(200),
        "val": _text(1_000),
        "at": _stamp,
    },
    "sync": {"frame": _int(0, MAX_N), "sealed": _int(0, MAX_N)},
    "bye": {},
}
HOST_KINDS: dict[str, dict[str, Any]] = {
    "welcome": {
        "table": _int(0, 2**32 - 1),
        "game": _text(40),
        "names": _names,
        "free": _seats,
        "yours": _seats,
        "token": _token,
        "next": _int(1, MAX_N),
    },
    "frame": {
        "n": _int(1, MAX_N),
        "html": _text(HOST_TEXT),
        "title": _text(200),
        "live": _text(2_000),
        "timed": lambda v: (
            isinstance(v, list)
            and len(v) <= 40
            and all(isinstance(a, str) and ACT_NAME.match(a) for a in v)
        ),
    },
    "ack": {"n": _int(1, MAX_N), "code": _optional(_text(40, ACT_NAME)), "msg": _text(1_000)},
    "seal": {
        "at": _int(0, MAX_N),
        "items": lambda v: (
            isinstance(v, list)
            and len(v) <= 5_000
            and all(isinstance(s, str) and len(s) <= 200_000 for s in v)
        ),
    },
    "share": {"deal": _int(0, 2**16 - 1), "of": _int(1, MAX_SEATS), "code": _text(200)},
    "refused": {"code": _text(40, ACT_NAME), "msg": _text(1_000)},
    "gone": {"code": _text(40, ACT_NAME), "msg": _text(1_000)},
}


def _bad(why: str) -> IllegalAction:
    return IllegalAction("net_bad_message", f"Not a message of this table: {why}.")


def nesting_ok(text: str, limit: int) -> bool:
    """Whether JSON text nests at most ``limit`` levels (counted without parsing, so a
    text nested a million deep never reaches ``json.loads``)."""
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return False
        elif ch in "]}":
            depth -= 1
    return True


def read(text: object, from_host: bool) -> Message:
    """The message in ``text`` (from the host, or from a device), checked field by field;
    unknown fields are refused too, so nothing unread travels along."""
    kinds = HOST_KINDS if from_host else GUEST_KINDS
    size = HOST_TEXT * 2 if from_host else GUEST_TEXT
    limits = HOST_LIMITS if from_host else GUEST_LIMITS
    if not isinstance(text, str):
        raise _bad("a message is text")
    if len(text) > size:
        raise IllegalAction(
            "too_large", f"A message of {len(text)} characters is too large.", what="message"
        )
    if not nesting_ok(text, limits.depth):
        raise IllegalAction("too_deep", "The message is nested too deep.", what="message")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise _bad("not JSON") from None
    check_plain(data, limits, "message")
    if not isinstance(data, dict):
        raise _bad("not an object")
    if data.get("v") != PROTOCOL:
        raise IllegalAction(
            "net_version",
            f"This message is of protocol version {str(data.get('v'))[:20]}; "
            f"this app speaks version {PROTOCOL}.",
        )
    kind = data.get("k")
    fields = kinds.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise _bad(f"unknown kind {str(kind)[:40]!r}")
    given = set(data) - {"v", "k"}
    if given != set(fields):
        raise _bad(f"{kind} has the fields {sorted(fields)}, not {sorted(given)[:10]}")
    for name, check in fields.items():
        if not check(data[name]):
            raise _bad(f"{kind}.{name} is out of range")
    return data


def write(kind: str, **fields: Any) -> str:
    """A message as text (compact JSON), checked against its kind on the way out."""
    message = {"v": PROTOCOL, "k": kind, **fields}
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)
