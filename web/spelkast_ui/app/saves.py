"""Saved games in storage: one record per game, validated by replaying the engine save."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pyengine import IllegalAction, Match, load_match

from ..kit.storage import Storage

PREFIX = "spelkast.save."
RECORD_VERSION = 1


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


@dataclass
class Loaded:
    match: Match
    created: float
    seen_rounds: int


def _parse(gid: str, raw: str) -> tuple[dict[str, Any], Match]:
    try:
        record = json.loads(raw)
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
        updated=_number(record.get("updated")),
        moves=len(match.log),
        over=match.is_over,
        created=_number(record.get("created")),
        bots=tuple(p.get("bot") for p in match.players),
        result=match.result,
        hints=int(_number(record.get("hints"))),
    )


def _number(value: Any, default: float = 0) -> float:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    return default


class SaveStore:
    """Reads and writes ``spelkast.save.<id>``; summaries are cached by record text."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._cache: dict[str, SaveSummary] = {}

    def ids(self) -> list[str]:
        return [k[len(PREFIX) :] for k in self.storage.keys() if k.startswith(PREFIX)]  # noqa: SIM118

    def summaries(self) -> list[SaveSummary]:
        out = [self._summary(gid) for gid in self.ids()]
        return sorted(out, key=lambda s: (-s.updated, s.id))

    def _summary(self, gid: str) -> SaveSummary:
        raw = self.storage.get(PREFIX + gid) or ""
        key = gid + "\n" + raw
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        try:
            record, match = _parse(gid, raw)
            summary = summarise(gid, match, record)
        except SaveError as err:
            summary = SaveSummary(gid, None, (), 0, 0, False, err)
        self._cache[key] = summary
        return summary

    def fetch(self, gid: str, on_ready: Callable[[Loaded | SaveError], None]) -> None:
        """The full record of ``gid``, given to ``on_ready``: at once here, later in the
        browser (a database read); the app draws again after ``on_ready`` ran."""
        try:
            loaded: Loaded | SaveError = self.load(gid)
        except SaveError as err:
            loaded = err
        on_ready(loaded)

    def fetch_all(self, on_ready: Callable[[list[tuple[str, str]]], None]) -> None:
        """Every record as ``(id, raw text)``, for export; at once here, later in the
        browser."""
        on_ready([(gid, self.storage.get(PREFIX + gid) or "") for gid in self.ids()])

    def load(self, gid: str) -> Loaded:
        raw = self.storage.get(PREFIX + gid)
        if raw is None:
            raise SaveError("broken", "missing")
        record, match = _parse(gid, raw)
        seen = record.get("seen_rounds")
        return Loaded(
            match=match,
            created=_number(record.get("created")),
            seen_rounds=seen if isinstance(seen, int) and not isinstance(seen, bool) else 0,
        )

    def write(self, gid: str, match: Match, created: float, updated: float, seen: int) -> None:
        """Raises StorageFull when the browser refuses the write."""
        record = {
            "v": RECORD_VERSION,
            "id": gid,
            "game": match.game_id,
            "created": created,
            "updated": updated,
            "seen_rounds": seen,
            "save": match.to_json(),
        }
        self.storage.set(PREFIX + gid, json.dumps(record, separators=(",", ":")))

    def delete(self, gid: str) -> None:
        self.storage.remove(PREFIX + gid)
