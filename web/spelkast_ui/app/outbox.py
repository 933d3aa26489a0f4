"""Moves the device refused to store, kept where closing the tab does not lose them (issue
35): while writes are refused (a full device), the newest record of each game waiting is
also kept in the device's key/value storage (localStorage, with its own quota in browsers),
not only in the tab's session storage, which goes with the tab.

A later start takes such a record back as a reload takes the tab's own (newer than the
store's: written), but only for a game no open tab plays (``Snapshot.held``): the tab that
left it is still writing it. Where even this storage is full, the banner says plainly that
closing the tab loses the moves, and offers the export (app/storage_view.py).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..kit.storage import Storage, StorageFull

OUTBOX_PREFIX = "spelkast.outbox."  # + the game's id


class Outbox:
    """The refused records of one tab in a shared Storage (None: there is none)."""

    def __init__(self, storage: Storage | None) -> None:
        self.storage = storage
        self.kept: dict[str, int] = {}  # game -> the version of its record kept here

    def keep(self, gid: str, raw: str, version: int) -> None:
        if self.storage is None:
            return
        try:
            self.storage.set(OUTBOX_PREFIX + gid, raw)
        except StorageFull:
            self.kept.pop(gid, None)  # an older version there is stale: not counted
            return
        self.kept[gid] = version

    def holds(self, gid: str, version: int) -> bool:
        """Whether record ``version`` of ``gid`` is kept here."""
        return self.kept.get(gid) == version

    def drop(self, gid: str) -> None:
        """``gid`` is stored (or deleted, or another tab plays it on): nothing waits here."""
        self.kept.pop(gid, None)
        if self.storage is not None:
            self.storage.remove(OUTBOX_PREFIX + gid)

    def left(self, held: Iterable[str]) -> dict[str, str]:
        """The records waiting here of games no open tab plays (``held``: those it does)."""
        if self.storage is None:
            return {}
        busy = set(held)
        out = {}
        for key in self.storage.keys():  # noqa: SIM118 (a Storage, not a dict)
            gid = key[len(OUTBOX_PREFIX) :]
            if key.startswith(OUTBOX_PREFIX) and gid not in busy:
                out[gid] = self.storage.get(key) or ""
        return out
