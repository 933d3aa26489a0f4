"""Where the SaveStore's records live (see app/saves.py): the Backend protocol, and records
in a key/value Storage (localStorage when IndexedDB is refused, memory when that is refused
too, and the tests). The IndexedDB backend is in ``spelkast_ui/page`` over ``web/store.js``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from ..kit.storage import Storage, StorageFull

PREFIX = "spelkast.save."
# What a backend reports when a write is done: None when it is stored, else why not.
FULL = "full"  # the device refused the write (quota)
FAILED = "failed"  # any other refusal

Done = Callable[[str | None], None]  # None: stored; FULL or FAILED: not stored


@dataclass
class Snapshot:
    """What a backend holds at start: every summary it has (id -> text) and the records
    (id -> text) of the games in progress and of those without a summary."""

    summaries: dict[str, str] = field(default_factory=dict)
    records: dict[str, str] = field(default_factory=dict)
    # Games another open tab plays now (its Web Lock is held): their refused records in
    # the outbox are that tab's (app/outbox.py).
    held: frozenset[str] = frozenset()


class Backend(Protocol):
    """Where records live. Every answer comes through a callback, at once or later."""

    # Whether the backend stores summaries (IndexedDB) or only records (a key/value store).
    keeps_summaries: bool

    def snapshot(self) -> Snapshot: ...

    def put(self, gid: str, record: str, summary: str, done: Done) -> None:
        """Store record and summary together (one transaction), then ``done``."""

    def repair(self, gid: str, record: str, summary: str) -> None:
        """Store ``summary`` (made again from ``record``) if the stored record is still
        ``record``; nothing is said back (a refused one is made again next start)."""

    def delete(self, gid: str, done: Done) -> None: ...

    def read(self, gid: str, done: Callable[[str | None, str | None], None]) -> None:
        """The newest (record, summary) texts of ``gid``; None for what is missing."""

    def read_all(self, done: Callable[[list[tuple[str, str]]], None]) -> None:
        """Every record as ``(id, text)``."""


class StorageBackend:
    """Records as ``spelkast.save.<id>`` in a key/value Storage, answered at once.
    Summaries are not stored: they are made from the records at start."""

    keeps_summaries = False

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    def ids(self) -> list[str]:
        return [k[len(PREFIX) :] for k in self.storage.keys() if k.startswith(PREFIX)]  # noqa: SIM118

    def snapshot(self) -> Snapshot:
        return Snapshot({}, {gid: self.storage.get(PREFIX + gid) or "" for gid in self.ids()})

    def put(self, gid: str, record: str, _summary: str, done: Done) -> None:
        try:
            self.storage.set(PREFIX + gid, record)
        except StorageFull:
            done(FULL)
            return
        done(None)

    def repair(self, gid: str, record: str, summary: str) -> None:
        pass  # no summaries here: they are made from the records at every start

    def delete(self, gid: str, done: Done) -> None:
        self.storage.remove(PREFIX + gid)
        done(None)

    def read(self, gid: str, done: Callable[[str | None, str | None], None]) -> None:
        done(self.storage.get(PREFIX + gid), None)

    def read_all(self, done: Callable[[list[tuple[str, str]]], None]) -> None:
        done([(gid, self.storage.get(PREFIX + gid) or "") for gid in self.ids()])
