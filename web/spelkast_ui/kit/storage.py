"""The small key/value storage interface the controller saves through."""

from __future__ import annotations

from typing import Protocol, runtime_checkable


class StorageFull(Exception):
    """Writing failed because the storage is full (or refuses writes)."""


@runtime_checkable
class Storage(Protocol):
    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None:
        """Store ``value``; raise StorageFull when it cannot be written."""

    def remove(self, key: str) -> None: ...

    def keys(self) -> list[str]: ...


class MemoryStorage:
    """Storage in a dict, for tests and for browsers that refuse localStorage.

    ``quota`` (characters over all keys and values) makes writes fail like a full disk.
    """

    def __init__(self, quota: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise StorageFull(key)
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)
