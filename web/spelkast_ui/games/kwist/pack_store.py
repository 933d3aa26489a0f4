"""Imported Kwis 't! question packs in storage: read, checked, listed, removed.

A pack is imported from a .json file or pasted text, validated with
``pyengine.games.kwist.bank.pack_errors`` (every problem shown in the player's language, see
``pack_i18n``) and stored as ``spelkast.pack.<id>``, the id being a hash of its content, so
importing the same pack twice keeps one copy. The new-game form's part is ``pack_form``.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from pyengine.games.kwist.bank import LANGS, PACK_FORMAT, load_pack, pack_errors

from ...kit import safe_json
from ...kit.storage import Storage
from .pack_i18n import json_error, problem_text, pt

PREFIX = "spelkast.pack."
RECORD_VERSION = 1
MAX_PACK_KB = 500  # a pack is also copied into every save: keep it well under the quota
MAX_PACK_BYTES = MAX_PACK_KB * 1024
MAX_PROBLEMS_SHOWN = 20
FORMAT_FAMILY = PACK_FORMAT.split("/", 1)[0] + "/"

Problem = tuple[str, str, str]  # (place in words, what is wrong, the place as a code)


@dataclass(frozen=True)
class PackSummary:
    id: str
    name: dict[str, str]
    cards: int
    langs: tuple[str, ...]
    imported: float
    ok: bool


def pack_id(data: Any) -> str:
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def pack_name(name: Any, lang: str) -> str:
    if not isinstance(name, dict):
        return "?"
    for key in (lang, *LANGS):
        if isinstance(name.get(key), str) and name[key].strip():
            return str(name[key]).strip()[:60]
    return "?"


class PackStore:
    """Reads and writes ``spelkast.pack.<id>``; summaries are cached (ids name content)."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._cache: dict[str, PackSummary] = {}

    def ids(self) -> list[str]:
        return [k[len(PREFIX) :] for k in self.storage.keys() if k.startswith(PREFIX)]  # noqa: SIM118

    def summaries(self) -> list[PackSummary]:
        out = [self.summary(gid) for gid in self.ids()]
        return sorted(out, key=lambda s: (s.imported, s.id))

    def summary(self, gid: str) -> PackSummary:
        if gid not in self._cache:
            record = self._record(gid)
            data = record.get("pack")
            if pack_errors(data):
                self._cache[gid] = PackSummary(gid, {}, 0, (), 0.0, False)
            else:
                pack = load_pack(data)
                stamp = record.get("imported")
                when = float(stamp) if isinstance(stamp, int | float) else 0.0
                self._cache[gid] = PackSummary(
                    gid, dict(pack.name), len(pack.cards), pack.langs, when, True
                )
        return self._cache[gid]

    def _record(self, gid: str) -> dict[str, Any]:
        raw = self.storage.get(PREFIX + gid)
        try:
            record = safe_json.loads(raw) if raw is not None else {}
        except ValueError:
            return {}
        return record if isinstance(record, dict) else {}

    def load(self, gid: str) -> Any:
        """The pack's JSON data, or None when it is gone or damaged."""
        if gid not in self.ids() or not self.summary(gid).ok:
            return None
        return self._record(gid)["pack"]

    def add(self, data: Any, now: float) -> tuple[str, bool]:
        """Store a valid pack; returns its id and whether it is new. May raise StorageFull."""
        gid = pack_id(data)
        if gid in self.ids() and self.summary(gid).ok:
            return gid, False
        record = {"v": RECORD_VERSION, "imported": now, "pack": data}
        self.storage.set(
            PREFIX + gid, json.dumps(record, separators=(",", ":"), ensure_ascii=False)
        )
        pack = load_pack(data)  # the list shows it next: summarise now, not after a re-read
        self._cache[gid] = PackSummary(gid, dict(pack.name), len(pack.cards), pack.langs, now, True)
        return gid, True

    def remove(self, gid: str) -> None:
        self.storage.remove(PREFIX + gid)
        self._cache.pop(gid, None)


def read_pack(lang: str, text: str) -> tuple[Any, list[Problem], int]:
    """Pack text -> (data, [], 0) when it is good, else (None, problems shown, more)."""
    size = len(text.encode())
    if size > MAX_PACK_BYTES:
        big = pt(lang, "pack_err_big", size=-(-size // 1024), kb=MAX_PACK_KB)
        return None, [("", big, "")], 0
    if not text.strip():
        return None, [("", pt(lang, "pack_err_empty"), "")], 0
    try:
        data = safe_json.loads(text)
    except safe_json.UnsafeJSON:
        return None, [("", json_error(lang, "nested too deep", 1, 1), "")], 0
    except json.JSONDecodeError as err:
        return None, [("", json_error(lang, err.msg, err.lineno, err.colno), "")], 0
    except ValueError:  # e.g. a number too long to read
        return None, [("", json_error(lang, "?", 1, 1), "")], 0
    found = data.get("format") if isinstance(data, dict) else None
    if isinstance(found, str) and found != PACK_FORMAT and found.startswith(FORMAT_FAMILY):
        version = pt(lang, "pack_err_version", found=found[:40], ours=PACK_FORMAT)
        return None, [("", version, "format")], 0
    errors = pack_errors(data)
    shown = [problem_text(lang, e, data) for e in errors[:MAX_PROBLEMS_SHOWN]]
    return (None if errors else data), shown, max(0, len(errors) - MAX_PROBLEMS_SHOWN)
