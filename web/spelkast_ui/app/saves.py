"""Saved games: one record per game (its engine save), validated by replaying it, and a
small summary of each for the home list, history and statistics.

The SaveStore is synchronous: it answers from an in-memory mirror of what is stored and
hands every write to a ``Backend`` that may finish later. In the browser that backend is
IndexedDB (``web/store.js`` through ``spelkast_ui.page``): a write of record and summary is one
transaction, and the result arrives after a promise. At start the app reads every summary
and only the records of games still in progress; a finished game's record is read when
asked (``fetch``). ``StorageBackend`` keeps records in a key/value Storage (localStorage
when IndexedDB is refused, memory when that is refused too; and on CPython in tests).

A write is not lost while it is on its way or when it fails: the newest record of each game
not yet confirmed stays in memory and in this tab's session storage (``UNSAVED_PREFIX``),
so a reload right after a move brings it back, and a refused one is written again on
``retry`` (after each move, on a timer, after a delete). A game without a move is never
stored.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from contextlib import suppress
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from pyengine import GAMES, IllegalAction, Match, load_match

from ..kit import safe_json
from ..kit.storage import MemoryStorage, Storage, StorageFull
from . import summary_check
from .outbox import Outbox
from .save_backends import FAILED, FULL, PREFIX, Backend, Snapshot, StorageBackend
from .summary_check import MAX_HINTS, stamp

__all__ = [
    "FAILED", "FULL", "PREFIX", "UNSAVED_PREFIX", "Backend", "Link", "Loaded", "SaveError",
    "SaveStore", "SaveSummary", "Snapshot", "StorageBackend", "evening_link", "read_summary",
    "summarise", "summary_of", "summary_text",
]  # fmt: skip

# This tab's copy of a record the store has not taken yet (storage full, or a new game
# without a move): in session storage, so a reload of the tab keeps it.
UNSAVED_PREFIX = "spelkast.unsaved."
RECORD_VERSION = 1
SUMMARY_VERSION = 1


# A game of an evening (app/evening.py): the evening's id (its first game's id) and the
# game's number in it, from 0. Records of such games carry {"evening": {"id", "part"}}.
Link = tuple[str, int]
MAX_LINK_ID = 100
MAX_PARTS = 16


def evening_link(value: Any) -> Link | None:
    """A record's (or a summary's) evening link, checked; None for anything else."""
    if isinstance(value, dict):
        eid, part = value.get("id"), value.get("part")
    elif isinstance(value, list) and len(value) == 2:
        eid, part = value
    else:
        return None
    if (
        isinstance(eid, str)
        and 0 < len(eid) <= MAX_LINK_ID
        and type(part) is int
        and 0 <= part < MAX_PARTS
    ):
        return (eid, part)
    return None


class SaveError(Exception):
    """A save cannot be opened. ``kind`` is ``broken`` (not JSON / not ours) or ``invalid``."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(detail)
        self.kind = kind
        self.detail = detail


@dataclass(frozen=True)
class SaveSummary:
    """What the home screen, history and statistics need of one game, without its log.

    ``bots`` is each seat's computer level (None: a person); ``result`` the engine's
    ``Match.result`` once over (ranking, places, winners, scores, score_label, ...);
    ``hints`` how many hints were asked (issue 18; 0 before). Kept small: the browser
    loads every summary at start, a record's full log only when it is opened.
    """

    id: str
    game: str | None
    players: tuple[str, ...]
    updated: float  # epoch milliseconds
    moves: int
    over: bool
    error: SaveError | None = None
    created: float = 0.0
    bots: tuple[str | None, ...] = ()
    result: dict[str, Any] | None = field(default=None, compare=False)
    hints: int = 0
    evening: Link | None = None  # (evening id, its game number from 0): app/evening.py


def is_result(s: SaveSummary) -> bool:
    """A finished, readable game of a known game: a result (else a game to continue)."""
    return s.error is None and s.over and isinstance(s.result, dict) and s.game in GAMES


@dataclass
class Loaded:
    match: Match
    created: float
    seen_rounds: int
    hints: int = 0  # hints asked in this game (the hint marks it in history and statistics)
    evening: Link | None = None  # the evening it belongs to (app/evening.py)


def _parse(_gid: str, raw: str) -> tuple[dict[str, Any], Match]:
    try:
        record = safe_json.loads(raw)
    except ValueError as err:
        raise SaveError("broken", str(err)) from None
    if not isinstance(record, dict) or not isinstance(record.get("save"), dict):
        raise SaveError("broken", "no save inside")
    try:
        match = load_match(record["save"])
    except IllegalAction as err:
        raise SaveError("invalid", err.message) from None
    return record, match


def summarise(gid: str, match: Match, record: dict[str, Any]) -> SaveSummary:
    """The summary of a readable record."""
    return SaveSummary(
        id=gid,
        game=match.game_id,
        players=tuple(p["name"] for p in match.players),
        updated=stamp(record.get("updated")),
        moves=len(match.log),
        over=match.is_over,
        created=stamp(record.get("created")),
        bots=tuple(p.get("bot") for p in match.players),
        result=match.result,
        hints=hint_count(record.get("hints")),
        evening=evening_link(record.get("evening")),
    )


def hint_count(value: Any) -> int:
    """A record's count of hints: a whole number 0 <= n <= MAX_HINTS, 0 for anything else."""
    if isinstance(value, int | float) and not isinstance(value, bool) and value >= 1:
        return int(min(value, MAX_HINTS))
    return 0


def damaged(gid: str, err: SaveError) -> SaveSummary:
    return SaveSummary(gid, None, (), 0, 0, False, err)


def summary_of(gid: str, raw: str) -> SaveSummary:
    """The summary of a record's text; a damaged one when it cannot be read."""
    try:
        record, match = _parse(gid, raw)
    except SaveError as err:
        return damaged(gid, err)
    return summarise(gid, match, record)


def summary_text(s: SaveSummary) -> str:
    """A summary as the database keeps it (JSON; ``error`` for a damaged record)."""
    if s.error is not None:
        data: dict[str, Any] = {"v": SUMMARY_VERSION, "error": [s.error.kind, s.error.detail]}
    else:
        data = {
            "v": SUMMARY_VERSION,
            "game": s.game,
            "players": list(s.players),
            "updated": s.updated,
            "moves": s.moves,
            "over": s.over,
            "created": s.created,
            "bots": list(s.bots),
            "result": s.result,
            "hints": s.hints,
        }
        if s.evening is not None:
            data["evening"] = list(s.evening)
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def read_summary(gid: str, text: str) -> SaveSummary | None:
    """A stored summary, checked in full (``summary_check``); None when it cannot be
    trusted: then its record decides (``SaveStore``)."""
    try:
        data = safe_json.loads(text)
    except ValueError:
        return None
    if not isinstance(data, dict) or data.get("v") != SUMMARY_VERSION:
        return None
    error = summary_check.damage(data)
    if error is not None:
        return damaged(gid, SaveError(*error))
    if summary_check.problem(data) is not None:
        return None
    return SaveSummary(
        id=gid,
        game=data["game"],
        players=tuple(data["players"]),
        updated=stamp(data.get("updated")),
        moves=data["moves"],
        over=data["over"],
        created=stamp(data.get("created")),
        bots=tuple(data["bots"]),
        result=data.get("result"),
        hints=hint_count(data.get("hints")),
        evening=evening_link(data.get("evening")),
    )


@dataclass(frozen=True)
class _Put:
    gid: str
    record: str
    summary: SaveSummary
    version: int


# -- the store ----------------------------------------------------------------------------
class SaveStore:
    """The app's saved games: a mirror of the backend's, with the writes not yet done."""

    def __init__(
        self,
        backend: Backend | Storage,
        session: Storage | None = None,
        outbox: Storage | None = None,
    ) -> None:
        # A plain Storage (tests, older callers) keeps records under PREFIX in it.
        self.backend: Backend = StorageBackend(backend) if isinstance(backend, Storage) else backend
        self.session: Storage = session if session is not None else MemoryStorage()
        # Refused records, kept where closing the tab does not lose them (app/outbox.py).
        self.outbox = Outbox(outbox)
        self._summaries: dict[str, SaveSummary] = {}
        self._records: dict[str, str] = {}  # texts in memory (in progress, fetched, written)
        self._fresh: dict[str, str] = {}  # games without a move: this tab's only
        self._dirty: dict[str, _Put] = {}  # the newest record of a game not yet stored
        self._flying: dict[str, int] = {}  # the version being written, per game
        self._stored_moves: dict[str, int] = {}  # moves in the last stored record
        self._waiting: dict[str, list[Callable[[], None]]] = {}  # when_settled, per game
        self._version = 0
        self.problem: str | None = None  # FULL or FAILED while a write is refused
        self._start()

    # -- start ------------------------------------------------------------------------
    def _start(self) -> None:
        snap = self.backend.snapshot()
        untrusted = []
        for gid, text in snap.summaries.items():
            summary = read_summary(gid, text)
            if summary is None or (summary.error is not None and gid in snap.records):
                untrusted.append(gid)  # made again from the record (a damaged one too:
                continue  # a newer build may replay it)
            self._summaries[gid] = summary
            self._stored_moves[gid] = summary.moves
        for gid, raw in snap.records.items():
            self._records[gid] = raw
            if gid not in self._summaries:
                self._summarise(gid, raw, snap.summaries.get(gid))
        self._take_unsaved(snap.held)
        # A finished game whose summary cannot be trusted: its record was not read at start.
        for gid in untrusted:
            if gid not in snap.records:
                self.backend.read(gid, partial(self._summary_read, gid))

    def _summarise(self, gid: str, raw: str, stored: str | None = None) -> None:
        """The summary of a record the backend holds, made from the record itself (one
        migrated from localStorage, or whose stored summary cannot be trusted); stored
        beside it where the backend keeps summaries, so the next start reads it. Not a
        write of the game: nothing is unsaved if it is refused (the next start makes it
        again), and it never replaces a newer record another tab stored meanwhile."""
        summary = summary_of(gid, raw)
        self._summaries[gid] = summary
        self._stored_moves[gid] = summary.moves
        text = summary_text(summary)
        if self.backend.keeps_summaries and text != stored:
            self.backend.repair(gid, raw, text)

    def _summary_read(self, gid: str, record: str | None, summary: str | None) -> None:
        if gid in self._summaries or gid in self._dirty or gid in self._flying:
            return  # written or deleted since (this tab, or another tab's news)
        if record is None:
            if summary is not None:  # a summary without its record: listed, to delete
                self._summaries[gid] = damaged(gid, SaveError("broken", "missing"))
            return
        self._records[gid] = record
        self._summarise(gid, record)

    def _take_unsaved(self, held: Iterable[str]) -> None:
        """Records this tab could not store before a reload (its session storage), and
        those a closed tab left (the outbox; not of games an open tab plays): the newest of
        each game is written now when the store has less."""
        found: dict[str, list[str]] = {}
        for key in self.session.keys():  # noqa: SIM118 (a Storage, not a dict)
            if key.startswith(UNSAVED_PREFIX):
                found.setdefault(key[len(UNSAVED_PREFIX) :], []).append(self.session.get(key) or "")
        left = self.outbox.left(held)
        for gid, raw in left.items():
            found.setdefault(gid, []).append(raw)
        for gid, raws in found.items():
            readable = [(s, raw) for raw in raws if (s := summary_of(gid, raw)).error is None]
            mine, raw = max(readable, key=lambda p: (p[0].updated, p[0].moves), default=(None, ""))
            stored = self._summaries.get(gid)
            if mine is None or (
                stored is not None and (stored.updated, stored.moves) >= (mine.updated, mine.moves)
            ):
                self.session.remove(UNSAVED_PREFIX + gid)  # unreadable, or the store has it
                if gid in left:
                    self.outbox.drop(gid)
                continue
            self._records[gid] = raw
            if mine.moves == 0:
                self._fresh[gid] = raw
                if gid in left:  # a game without a move is this tab's only
                    self.outbox.drop(gid)
            else:
                self._queue(gid, raw, mine)
                put = self._dirty.get(gid)  # None: a store with room took it at once
                if gid not in left:
                    continue
                if put is None:
                    self.outbox.drop(gid)
                else:  # it waits there until it is stored (-1: an older one)
                    self.outbox.kept[gid] = put.version if left[gid] == raw else -1

    # -- reading --------------------------------------------------------------------------
    def ids(self) -> list[str]:
        return list(self._summaries)

    def summaries(self) -> list[SaveSummary]:
        return sorted(self._summaries.values(), key=lambda s: (-s.updated, s.id))

    def summary(self, gid: str) -> SaveSummary | None:
        return self._summaries.get(gid)

    def has_record(self, gid: str) -> bool:
        """Whether ``load`` can answer now, without a read from the backend."""
        return gid in self._records

    def load(self, gid: str) -> Loaded:
        """A record in memory (games in progress, and any fetched or written since start);
        SaveError ``broken`` "missing" otherwise -- use ``fetch`` for finished games."""
        raw = self._records.get(gid)
        if raw is None:
            raise SaveError("broken", "missing")
        return _loaded(gid, raw)

    def fetch(self, gid: str, on_ready: Callable[[Loaded | SaveError], None]) -> None:
        """The full record of ``gid``, given to ``on_ready``: at once when it is in memory,
        else after a read of the backend; the app draws again after ``on_ready`` ran."""
        if gid in self._records:
            on_ready(self._answer(gid))
            return
        self.refresh(gid, on_ready)

    def refresh(self, gid: str, on_ready: Callable[[Loaded | SaveError], None]) -> None:
        """Read ``gid`` from the backend again (another tab may have written it), unless
        this tab holds a newer record it has not stored yet."""

        def arrived(record: str | None, summary: str | None) -> None:
            if gid not in self._dirty and gid not in self._fresh:
                self.arrived(gid, record, summary)
            on_ready(self._answer(gid))

        self.backend.read(gid, arrived)

    def arrived(self, gid: str, record: str | None, summary: str | None) -> None:
        """What the backend holds of ``gid`` now (a read, or another tab's news)."""
        if gid in self._dirty or gid in self._fresh or gid in self._flying:
            return  # this tab's own newer record wins until it is stored
        if record is None and summary is None:
            self._forget(gid)
            return
        known = read_summary(gid, summary) if summary is not None else None
        if record is not None:
            self._records[gid] = record
            if known is None:
                known = summary_of(gid, record)
        elif known is not None and not known.over:
            self._records.pop(gid, None)  # stale: read again when it is opened
        if known is not None:
            self._summaries[gid] = known
            self._stored_moves[gid] = known.moves

    def _answer(self, gid: str) -> Loaded | SaveError:
        raw = self._records.get(gid)
        if raw is None:
            return SaveError("broken", "missing")
        try:
            return _loaded(gid, raw)
        except SaveError as err:
            return err

    def fetch_all(self, on_ready: Callable[[list[tuple[str, str]]], None]) -> None:
        """Every record as ``(id, raw text)``, for export: what the backend holds, with this
        tab's records not yet stored in their place; at once here, later in the browser."""

        def arrived(stored: list[tuple[str, str]]) -> None:
            mine = {gid: put.record for gid, put in self._dirty.items()}
            out = [(gid, mine.pop(gid, raw)) for gid, raw in stored]
            on_ready(out + sorted(mine.items()))

        self.backend.read_all(arrived)

    # -- writing --------------------------------------------------------------------------
    def write(
        self,
        gid: str,
        match: Match,
        created: float,
        updated: float,
        seen: int,
        hints: int = 0,
        evening: Link | None = None,
    ) -> None:
        """Keep the game's newest record and have it stored. A game without a move that was
        never stored stays this tab's only (not listed), unless it is an evening's. Never
        raises: a refused write is kept and tried again (see ``problem`` and
        ``unsaved_moves``). ``hints``: how many hints were asked in it (0: none, and the
        record has no such key); ``evening``: the evening it belongs to (None: none, and no
        such key)."""
        record: dict[str, Any] = {
            "v": RECORD_VERSION,
            "id": gid,
            "game": match.game_id,
            "created": created,
            "updated": updated,
            "seen_rounds": seen,
            "save": match.to_json(),
        }
        if hints > 0:
            record["hints"] = hints
        if evening is not None:
            record["evening"] = {"id": evening[0], "part": evening[1]}
        raw = json.dumps(record, separators=(",", ":"))
        self._records[gid] = raw
        # An evening's next game is stored before its first move: leaving it (home from the
        # evening's table) must not lose the evening (app/evening.py).
        if not match.log and gid not in self._summaries and evening is None:
            self._fresh[gid] = raw
            self._keep_in_session(gid, raw)
            return
        if self._fresh.pop(gid, None) is not None:
            self.session.remove(UNSAVED_PREFIX + gid)
        self._queue(gid, raw, summarise(gid, match, record))

    def add_record(self, gid: str, raw: str) -> SaveSummary:
        """Store a record's text as it is (an imported game): validated by replaying it; a
        damaged one is refused (its summary, with ``error``, is returned, nothing stored)."""
        summary = summary_of(gid, raw)
        if summary.error is None:
            self._records[gid] = raw
            self._queue(gid, raw, summary)
        return summary

    def _queue(self, gid: str, raw: str, summary: SaveSummary) -> None:
        self._version += 1
        self._summaries[gid] = summary
        self._dirty[gid] = _Put(gid, raw, summary, self._version)
        # Until the store confirms it: IndexedDB commits after the move, and a reload before
        # that would lose it; the page after the reload writes it from here.
        self._keep_in_session(gid, raw)
        if self.problem is not None:  # writes are refused: it may wait for long
            self.outbox.keep(gid, raw, self._version)
        self._send(gid)

    def _send(self, gid: str) -> None:
        put = self._dirty.get(gid)
        if put is None or gid in self._flying:
            return  # one write per game at a time; the newest follows when it is done
        self._flying[gid] = put.version
        self.backend.put(gid, put.record, summary_text(put.summary), lambda e: self._done(put, e))

    def _done(self, put: _Put, error: str | None) -> None:
        self._flying.pop(put.gid, None)
        if put.gid not in self._summaries:  # deleted while it was being written
            self.backend.delete(put.gid, lambda _e: None)
        elif error is not None:
            self.problem = error
            for gid, waiting in self._dirty.items():
                self._keep_in_session(gid, waiting.record)
                if not self.outbox.holds(gid, waiting.version):
                    self.outbox.keep(gid, waiting.record, waiting.version)
        else:
            self._stored_moves[put.gid] = put.summary.moves
            if self._dirty.get(put.gid) is put:
                del self._dirty[put.gid]
                self.session.remove(UNSAVED_PREFIX + put.gid)
                if put.gid in self.outbox.kept:
                    self.outbox.drop(put.gid)
            if not self._dirty:
                self.problem = None
            self._send(put.gid)  # a newer record that came in meanwhile
        if put.gid not in self._flying:
            for then in self._waiting.pop(put.gid, []):
                then()

    def when_settled(self, gid: str, then: Callable[[], None]) -> None:
        """``then()`` once no write of ``gid`` is on its way (each stored or refused)."""
        self._send(gid)  # one more try for a refused one
        if gid in self._flying:
            self._waiting.setdefault(gid, []).append(then)
        else:
            then()

    def unsaved_of(self, gid: str) -> int:
        """Moves of ``gid`` made here that are not stored (0 when it is all stored)."""
        put = self._dirty.get(gid)
        if put is None:
            return 0
        return max(1, put.summary.moves - self._stored_moves.get(gid, 0))

    def give_up(self, gid: str) -> None:
        """Another tab plays ``gid`` on from what is stored: forget what this tab could not
        store of it (writing it later would undo the other tab's moves), and read it again
        when it is opened."""
        self._dirty.pop(gid, None)
        self._fresh.pop(gid, None)
        self._records.pop(gid, None)
        self.session.remove(UNSAVED_PREFIX + gid)
        self.outbox.drop(gid)
        if not self._dirty:
            self.problem = None

    def _keep_in_session(self, gid: str, raw: str) -> None:
        with suppress(StorageFull):  # memory still holds it while the tab lives
            self.session.set(UNSAVED_PREFIX + gid, raw)

    def retry(self) -> None:
        """Try the refused writes again (after a move, on a timer, after a delete)."""
        for gid in list(self._dirty):
            self._send(gid)

    def delete(self, gid: str) -> None:
        self._forget(gid)
        self.session.remove(UNSAVED_PREFIX + gid)
        self.outbox.drop(gid)  # a closed tab's refused record of it too
        self.backend.delete(gid, lambda error: None if error else self.retry())

    def _forget(self, gid: str) -> None:
        self._summaries.pop(gid, None)
        self._records.pop(gid, None)
        self._fresh.pop(gid, None)
        self._dirty.pop(gid, None)
        self._stored_moves.pop(gid, None)
        if gid in self.outbox.kept:
            self.outbox.drop(gid)
        if not self._dirty:
            self.problem = None

    def forget_fresh(self, keep: str | None = None) -> None:
        """Drop this tab's games that never had a move (the player left them)."""
        for gid in [g for g in self._fresh if g != keep]:
            del self._fresh[gid]
            self._records.pop(gid, None)
            self.session.remove(UNSAVED_PREFIX + gid)

    # -- what is not safe yet ----------------------------------------------------------
    def pending(self) -> bool:
        """Whether a record is waiting to be stored (in flight or refused)."""
        return bool(self._dirty)

    def unsaved_moves(self) -> int:
        """Moves made that are not stored yet, over all games (while writes are refused)."""
        if self.problem is None:
            return 0
        total = 0
        for gid, put in self._dirty.items():
            total += max(1, put.summary.moves - self._stored_moves.get(gid, 0))
        return total

    def unsaved_kept(self) -> bool:
        """Whether every record not stored yet also waits outside this tab (the outbox):
        closing the tab then loses nothing."""
        return all(self.outbox.holds(gid, put.version) for gid, put in self._dirty.items())


def _loaded(gid: str, raw: str) -> Loaded:
    record, match = _parse(gid, raw)
    seen = record.get("seen_rounds")
    return Loaded(
        match=match,
        created=stamp(record.get("created")),
        seen_rounds=seen if type(seen) is int and seen >= 0 else 0,
        hints=hint_count(record.get("hints")),
        evening=evening_link(record.get("evening")),
    )
