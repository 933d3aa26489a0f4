"""The sealed copy of a game that joined devices keep, in case the table's device is lost.

The trust model (docs/architecture.md, "Several devices"): the host's match is the only
truth, and a joined device is shown its own seats only. To let the game go on when the
host's phone dies, every joined device also keeps the whole save, sealed: the save's
head (game, options, players, seed) and each logged move are encrypted and authenticated
one by one under a table key that the host keeps. The key is split among the joined
devices (``split``: random shares whose XOR is the key), so one device alone cannot open
its copy: the game is continued on a device only when the devices still at the table
bring their shares together (each shows its share as a code, the continuing device reads
them) -- the hidden parts stay hidden until the game is resumed at the table. With a
single joined device its share is the key: it is the whole table once the host is gone,
and the app opens the copy only when the game is continued there.

The cipher uses only the standard library: a keystream of SHA-256 blocks over the key,
the item's place and a counter (a hash in counter mode), and an HMAC-SHA256 tag over the
place and the ciphertext, so an item cannot be altered, swapped with another or moved to
another place in the log.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import secrets
from typing import Any

from ..core.errors import IllegalAction

KEY_BYTES = 32
TAG_BYTES = 16
SHARE_PREFIX = "SKK"


def new_key() -> bytes:
    return secrets.token_bytes(KEY_BYTES)


def _subkey(key: bytes, name: bytes) -> bytes:
    return hmac.new(key, name, hashlib.sha256).digest()


def _place(table: int, index: int) -> bytes:
    return table.to_bytes(4, "big") + index.to_bytes(8, "big")


def _xor(a: bytes, b: bytes) -> bytes:
    """a XOR b (equal lengths), as whole numbers: far quicker than byte by byte."""
    return (int.from_bytes(a, "big") ^ int.from_bytes(b, "big")).to_bytes(len(a), "big")


def _stream(key: bytes, place: bytes, size: int) -> bytes:
    out = bytearray()
    counter = 0
    while len(out) < size:
        out += hashlib.sha256(key + place + counter.to_bytes(8, "big")).digest()
        counter += 1
    return bytes(out[:size])


def seal(key: bytes, table: int, index: int, item: Any) -> str:
    """Item ``index`` of a table's copy (0: the save's head, i > 0: move i - 1), sealed."""
    plain = json.dumps(item, separators=(",", ":"), ensure_ascii=False).encode()
    place = _place(table, index)
    stream = _stream(_subkey(key, b"spelkast seal"), place, len(plain))
    body = _xor(plain, stream)
    tag = hmac.new(_subkey(key, b"spelkast tag"), place + body, hashlib.sha256).digest()
    return base64.b64encode(tag[:TAG_BYTES] + body).decode()


def unseal(key: bytes, table: int, index: int, text: str) -> Any:
    """The item sealed at ``index``; ``net_seal`` if the key is not the table's or the item
    was altered, moved or cut."""
    try:
        raw = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError, TypeError):
        raw = b""
    place = _place(table, index)
    tag, body = raw[:TAG_BYTES], raw[TAG_BYTES:]
    want = hmac.new(_subkey(key, b"spelkast tag"), place + body, hashlib.sha256).digest()
    if len(raw) < TAG_BYTES or not hmac.compare_digest(tag, want[:TAG_BYTES]):
        raise IllegalAction(
            "net_seal", f"Part {index} of the table's copy does not open with this key."
        )
    stream = _stream(_subkey(key, b"spelkast seal"), place, len(body))
    plain = _xor(body, stream)
    try:
        return json.loads(plain.decode())
    except (ValueError, UnicodeError, RecursionError):
        raise IllegalAction("net_seal", f"Part {index} of the table's copy is damaged.") from None


def split(key: bytes, n: int) -> list[bytes]:
    """``n`` shares of ``key``: any ``n - 1`` of them tell nothing, all ``n`` give it."""
    shares = [secrets.token_bytes(KEY_BYTES) for _ in range(n - 1)]
    last = key
    for share in shares:
        last = _xor(last, share)
    return [*shares, last]


def combine(shares: list[bytes]) -> bytes:
    key = bytes(KEY_BYTES)
    for share in shares:
        key = _xor(key, share)
    return key


def share_code(table: int, deal: int, share: bytes) -> str:
    """A share as a code another device can read (``SKK`` and base32, like join codes)."""
    data = table.to_bytes(4, "big") + deal.to_bytes(2, "big") + share
    data += binascii.crc_hqx(data, 0xFFFF).to_bytes(2, "big")
    return SHARE_PREFIX + base64.b32encode(data).decode().rstrip("=")


def read_share(code: str) -> tuple[int, int, bytes]:
    """(table, deal, share) from a share code; ``net_bad_code`` if it is none."""
    text = "".join(str(code).split()).replace("-", "").upper()[:200]
    body = text[len(SHARE_PREFIX) :]
    try:
        data = (
            base64.b32decode(body + "=" * (-len(body) % 8))
            if text.startswith(SHARE_PREFIX)
            else b""
        )
    except (binascii.Error, ValueError):
        data = b""
    if len(data) != 6 + KEY_BYTES + 2 or binascii.crc_hqx(data[:-2], 0xFFFF) != int.from_bytes(
        data[-2:], "big"
    ):
        raise IllegalAction("net_bad_code", "This is not a share code of a table.")
    return int.from_bytes(data[:4], "big"), int.from_bytes(data[4:6], "big"), data[6:-2]


def open_copy(key: bytes, table: int, items: list[str]) -> dict[str, Any]:
    """The save in a table's sealed copy (head and every move), for ``load_match``."""
    if not items:
        raise IllegalAction("net_seal", "The table's copy is empty.")
    head = unseal(key, table, 0, items[0])
    if not isinstance(head, dict):
        raise IllegalAction("net_seal", "The table's copy has no game in it.")
    log = [unseal(key, table, i, item) for i, item in enumerate(items[1:], start=1)]
    return {**head, "log": log}


def seal_save(key: bytes, table: int, save: dict[str, Any], start: int = 0) -> list[str]:
    """Items ``start``.. of a save's sealed copy (0: the head, then one per logged move)."""
    head = {k: v for k, v in save.items() if k != "log"}
    items = [head, *save["log"]]
    return [seal(key, table, i, items[i]) for i in range(start, len(items))]
