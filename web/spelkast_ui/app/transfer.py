"""Every save and finished game as one file, to move to another device, and back.

The file: ``{"format": "spelkast-export", "version": 1, "exported": ms, "games": [{"id",
"record"}]}`` where ``record`` is a save record as the store keeps it (``created``,
``updated``, ``seen_rounds``, ``hints``, ``save``). Damaged records are left out of an
export (they cannot be replayed anyway) and counted.

Reading a file is checked like a quiz pack before anything is written: its size, its JSON
nesting depth (checked on the text, before the parser can overflow its stack), the format
name and version (fatal: nothing is written), then every game on its own: a record that is
not an object, lacks an id or a save, or whose save does not replay move by move
(``load_match``) is listed with its number, its id and the reason, and the others are
imported.

Merging never makes duplicates:
- a game whose save (players, seed, options, every move) is already here, under any id,
  is skipped, so importing a file twice adds nothing;
- the same id with another save: when one log continues the other (the same game played
  on after the export), the longer log is kept; otherwise they are two games that share
  an id by chance, and both are kept, the imported one under a new id.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from pyengine import IllegalAction, Match, load_match

from ..kit import safe_json
from .saves import Link, evening_link, hint_count
from .summary_check import stamp

FORMAT = "spelkast-export"
VERSION = 1
MAX_MB = 48
MAX_BYTES = MAX_MB * 1024 * 1024
MAX_DEPTH = 48  # a save is ~10 deep (a quiz pack inside a Kwis 't! save a few more)
MAX_ERRORS_SHOWN = 20
ID_RE = re.compile(r"^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$")


class TransferError(Exception):
    """The whole file is refused: ``code`` names why (the screen says it in words),
    ``values`` fill the message."""

    def __init__(self, code: str, **values: Any) -> None:
        super().__init__(code)
        self.code = code
        self.values: dict[str, Any] = values


@dataclass(frozen=True)
class Incoming:
    """One good game of a file, replayed."""

    index: int  # 1-based place in the file
    id: str
    match: Match
    created: float
    updated: float
    seen: int
    key: str  # the save as canonical text: the same key is the same game
    hints: int = 0  # hints asked in it: an imported game stays marked
    evening: Link | None = None  # the evening it was played in (app/evening.py)


@dataclass
class Problem:
    index: int
    id: str
    code: str
    detail: str = ""


@dataclass
class Plan:
    """What an import will write: ``writes`` as (id, game); what it skips, and why."""

    writes: list[tuple[str, Incoming]] = field(default_factory=list)
    replaced: list[str] = field(default_factory=list)  # ids whose local log was shorter
    known: int = 0  # the same game is here already
    longer_here: int = 0  # the same game is here with more moves
    renamed: int = 0  # another game with the same id: kept both


# -- export ---------------------------------------------------------------------------------
def export_text(
    records: Iterable[tuple[str, str]], damaged_ids: Iterable[str], now: float
) -> tuple[str, int, int]:
    """The file's text from the store's ``(id, raw record)``, leaving out the ids the
    store's summaries found damaged (they did not replay): (text, games, left out)."""
    games: list[dict[str, Any]] = []
    damaged = 0
    skip = set(damaged_ids)
    for gid, raw in records:
        record = None if gid in skip else _record_of(raw)
        if record is None or not ID_RE.match(gid):
            damaged += 1
            continue
        games.append({"id": gid, "record": record})
    data = {"format": FORMAT, "version": VERSION, "exported": now, "games": games}
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False), len(games), damaged


def file_name(now: float) -> str:
    import time

    day = time.strftime("%Y-%m-%d", time.gmtime(now / 1000))
    return f"spelkast-{day}.json"


def _record_of(raw: str) -> dict[str, Any] | None:
    """A stored record as data, or None when it is not one (its replay was checked by the
    store's summary; an import replays every game again anyway)."""
    try:
        record = _loads(raw)
    except ValueError:
        return None
    if not isinstance(record, dict) or not isinstance(record.get("save"), dict):
        return None
    return record


def _loads(text: str) -> Any:
    """JSON text read with the file's depth limit (``safe_json``: one pass, no recursion
    before the limit is known to hold); ValueError when it cannot be read."""
    return safe_json.loads(text, max_depth=MAX_DEPTH, max_chars=MAX_BYTES)


# -- reading a file -------------------------------------------------------------------------
def read_file(text: str) -> tuple[list[Incoming], list[Problem]]:
    """The good games of a file and the problems of the others; TransferError when the
    file as a whole cannot be read (nothing may be written then)."""
    size = len(text.encode())
    if size > MAX_BYTES:
        raise TransferError("too_big", size=-(-size // (1024 * 1024)), mb=MAX_MB)
    if not text.strip():
        raise TransferError("empty")
    try:
        data = _loads(text)
    except safe_json.UnsafeJSON:
        raise TransferError("too_deep", depth=MAX_DEPTH) from None
    except json.JSONDecodeError as err:
        raise TransferError("not_json", line=err.lineno, col=err.colno) from None
    except ValueError:
        raise TransferError("not_json", line=1, col=1) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise TransferError("not_ours")
    if data.get("version") != VERSION:
        raise TransferError("version", found=str(data.get("version"))[:12], ours=VERSION)
    games = data.get("games")
    if not isinstance(games, list):
        raise TransferError("no_games")
    good: list[Incoming] = []
    problems: list[Problem] = []
    for index, item in enumerate(games, 1):
        found = _game(index, item)
        (good if isinstance(found, Incoming) else problems).append(found)  # type: ignore[arg-type]
    return good, problems


def _game(index: int, item: Any) -> Incoming | Problem:
    if not isinstance(item, dict):
        return Problem(index, "", "not_object")
    gid = item.get("id")
    if not isinstance(gid, str) or not ID_RE.match(gid):
        return Problem(index, str(gid)[:40] if gid is not None else "", "bad_id")
    record = item.get("record")
    if not isinstance(record, dict) or not isinstance(record.get("save"), dict):
        return Problem(index, gid, "no_save")
    try:
        match = load_match(record["save"])
    except IllegalAction as err:
        return Problem(index, gid, "bad_save", err.message)
    seen = record.get("seen_rounds")
    return Incoming(
        index=index,
        id=gid,
        match=match,
        created=stamp(record.get("created")),
        updated=stamp(record.get("updated")),
        seen=seen if isinstance(seen, int) and not isinstance(seen, bool) and seen >= 0 else 0,
        key=save_key(match.to_json()),
        hints=hint_count(record.get("hints")),
        evening=evening_link(record.get("evening")),
    )


def save_key(save: dict[str, Any]) -> str:
    return json.dumps(save, sort_keys=True, separators=(",", ":"))


# -- merging ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Local:
    """A game already in the store, as far as merging needs it."""

    id: str
    key: str
    header: str  # the save without its log
    log: list[Any]


def local_games(records: Iterable[tuple[str, str]]) -> list[Local]:
    """The store's readable records (damaged ones cannot match anything)."""
    out = []
    for gid, raw in records:
        try:
            record = _loads(raw)
        except ValueError:
            continue
        save = record.get("save") if isinstance(record, dict) else None
        if isinstance(save, dict) and isinstance(save.get("log"), list):
            out.append(Local(gid, save_key(save), _header(save), save["log"]))
    return out


def _header(save: dict[str, Any]) -> str:
    return save_key({k: v for k, v in save.items() if k != "log"})


def plan(games: Iterable[Incoming], here: Iterable[Local], keep: Iterable[str] = ()) -> Plan:
    """What to write for ``games`` given the store's games; ids in ``keep`` (the game open
    at the table) are never replaced."""
    out = Plan()
    locals_ = list(here)
    keys = {g.key for g in locals_}
    by_id = {g.id: g for g in locals_}
    taken = set(by_id)
    kept = set(keep)
    for game in games:
        if game.key in keys:
            out.known += 1
            continue
        keys.add(game.key)
        old = by_id.get(game.id)
        gid = game.id
        if old is not None:
            save = game.match.to_json()
            log = save["log"]
            same_game = _header(save) == old.header
            if same_game and log[: len(old.log)] == old.log and game.id not in kept:
                out.replaced.append(game.id)
            elif same_game and old.log[: len(log)] == log:
                out.longer_here += 1
                continue
            else:
                gid = _free_id(game.id, taken)
                out.renamed += 1
        taken.add(gid)
        out.writes.append((gid, game))
    return out


def _free_id(gid: str, taken: set[str]) -> str:
    n = 2
    while f"{gid[:56]}-{n}" in taken:
        n += 1
    return f"{gid[:56]}-{n}"


def local_match(raw: str | None) -> tuple[Match, float, float, int] | None:
    """A stored record as ``SaveStore.write`` takes it back: (match, created, updated,
    seen), or None when it does not replay."""
    if raw is None:
        return None
    found = _game(0, {"id": "x", "record": _record_of(raw)})
    if not isinstance(found, Incoming):
        return None
    return found.match, found.created, found.updated, found.seen
