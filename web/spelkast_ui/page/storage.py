"""Where the app keeps things in the browser: localStorage and sessionStorage behind the
controller's Storage, and saved games in IndexedDB (web/store.js)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyscript import window

from spelkast_ui.app.saves import Snapshot
from spelkast_ui.kit.storage import MemoryStorage, Storage, StorageFull

from .bridge import nullable, text_of, when_done


class LocalStorage:
    """window.localStorage behind the controller's Storage interface."""

    def __init__(self, backend: Any) -> None:
        self.backend = backend

    def get(self, key: str) -> str | None:
        value = nullable(self.backend.getItem(key))
        return None if value is None else str(value)

    def set(self, key: str, value: str) -> None:
        try:
            self.backend.setItem(key, value)
        except Exception as err:  # QuotaExceededError (or storage switched off)
            raise StorageFull(str(err)) from err

    def remove(self, key: str) -> None:
        self.backend.removeItem(key)

    def keys(self) -> list[str]:
        return [str(self.backend.key(i)) for i in range(int(self.backend.length))]


def browser_storage(name: str = "localStorage") -> Storage:
    try:
        backend = getattr(window, name)
        backend.getItem("spelkast.current")
        return LocalStorage(backend)
    except Exception:  # private modes may refuse storage entirely: keep playing in memory
        return MemoryStorage()


class IndexedDbBackend:
    """The SaveStore's Backend over store.js; each answer runs through ``after`` (which
    draws again when the page would change)."""

    keeps_summaries = True

    def __init__(self, js: Any, start: Any, after: Callable[[Callable[[], None]], None]) -> None:
        self.js = js
        self.after = after
        self.snap = Snapshot(
            {str(k): str(v) for k, v in start.summaries.to_py().items()},
            {str(k): str(v) for k, v in start.records.to_py().items()},
            frozenset(str(g) for g in start.held.to_py()),
        )

    def snapshot(self) -> Snapshot:
        return self.snap

    def put(self, gid: str, record: str, summary: str, done: Callable[[str | None], None]) -> None:
        promise = self.js.put(gid, record, summary)
        when_done(promise, lambda r: self.after(lambda: done(text_of(r))))

    def repair(self, gid: str, record: str, summary: str) -> None:
        when_done(self.js.repair(gid, record, summary), lambda _r: None)

    def delete(self, gid: str, done: Callable[[str | None], None]) -> None:
        when_done(self.js.remove(gid), lambda r: self.after(lambda: done(text_of(r))))

    def read(self, gid: str, done: Callable[[str | None, str | None], None]) -> None:
        def arrived(pair: Any) -> None:
            pair = nullable(pair)
            record, summary = (None, None) if pair is None else (pair[0], pair[1])
            self.after(lambda: done(text_of(record), text_of(summary)))

        when_done(self.js.read(gid), arrived)

    def read_all(self, done: Callable[[list[tuple[str, str]]], None]) -> None:
        def arrived(rows: Any) -> None:
            rows = nullable(rows)
            out = [] if rows is None else [(str(r[0]), str(r[1])) for r in rows]
            self.after(lambda: done(out))

        when_done(self.js.readAll(), arrived)
