"""The open game: one object for what the app holds of the game on screen (issue 37).

The controller holds one ``OpenGame`` (``AtTable.open_game``): the match and its record
(when it was made, the round results seen, the hints asked, its evening), what the app
keeps between taps (the dice picked, a physical throw being entered, who holds the device,
the sheet on screen, the last event, the hint), the race clock's start, and its draft.
Opening another game makes a new one, so nothing of one game reaches the next.

Games and screens still read and set these parts through the controller (``c.selected``,
``c.match``: ``kit.gameplay.Table``), which hands them to its open game (``OfOpenGame``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar, overload

from pyengine import Match

from ..kit import draft
from ..kit.gameplay import Entry, LastEvent
from ..kit.hint import Hint
from .saves import Link

T = TypeVar("T")


@dataclass
class OpenGame:
    """One open game on this device (no match: none is open, or another tab plays it)."""

    match: Match | None = None
    created: float = 0.0  # when the game was made (its record's id and date)
    seen_rounds: int = 0  # round results the table has seen (kept in the record)
    hints: int = 0  # hints asked in this game (kept in the record)
    evening: Link | None = None  # its evening, if any (app/evening.py)
    evening_intro: bool = False  # its game waits behind the evening's table
    # Between taps: what the player is in the middle of.
    selected: set[int] = field(default_factory=set)
    entry: Entry | None = None  # physical dice being entered
    confirmed: int | None = None  # pass-and-play: who said "I am ..." and holds the device
    last_event: LastEvent | None = None
    sheet_tab: int | None = None  # whose public sheet is shown (phones: one at a time)
    hint: Hint | None = None  # the hint on screen (the strongest computer's move), if any
    # The open race's clock: (the race, the device clock when its t was 0), set when shown.
    race_origin: tuple[object, float] | None = None
    # What the game's play keeps between taps (kit.gameplay.Table.kept), by name.
    kept: dict[str, dict[str, Any]] = field(default_factory=dict)
    # rounds_total as of (id of the match, moves): asked at every drawing and move.
    rounds_cache: tuple[tuple[int, int], int] = ((0, -1), 0)

    def __post_init__(self) -> None:
        if self.match is not None:
            # The app only reads views: a tap and the drawing after it, which ask the same
            # seat's view in many places, build it once per state of the match (issue 37).
            self.match.keep_views = True

    # -- its draft: what a reload brings back (kit/draft.py reads it with limits) ----------
    def draft_text(self, data: dict[str, Any]) -> str | None:
        """The draft to keep for ``data`` (the game's ``GamePlay.draft``), with the number
        of moves it belongs to; None: nothing to keep."""
        if not data or self.match is None:
            return None
        return draft.dump({**data, "log": len(self.match.log)})

    def draft_back(self, text: str | None) -> dict[str, Any] | None:
        """A kept draft's data if it still belongs to this match as it is: the same number
        of moves, and not over. A damaged or stale draft is None, never shown."""
        match = self.match
        data = draft.parse(text)
        if match is None or data is None or match.is_over:
            return None
        moves = draft.int_in(data.get("log"), 0, len(match.log))
        return data if moves == len(match.log) else None


class OfOpenGame(Generic[T]):
    """A part of the open game, read and set through the controller under its own name
    (``c.selected`` is ``c.open_game.selected``), as the games and screens name it."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> OfOpenGame[T]: ...

    @overload
    def __get__(self, obj: AtTable, owner: type | None = None) -> T: ...

    def __get__(self, obj: AtTable | None, owner: type | None = None) -> T | OfOpenGame[T]:
        if obj is None:
            return self
        value: T = getattr(obj.open_game, self.name)
        return value

    def __set__(self, obj: AtTable, value: T) -> None:
        setattr(obj.open_game, self.name, value)


class AtTable:
    """The controller's hold on its open game (a base of ``Racing``, ``Play``)."""

    open_game: OpenGame

    def kept(self, name: str) -> dict[str, Any]:
        return self.open_game.kept.setdefault(name, {})

    match = OfOpenGame[Match | None]()
    created = OfOpenGame[float]()
    seen_rounds = OfOpenGame[int]()
    hints = OfOpenGame[int]()
    evening = OfOpenGame[Link | None]()
    evening_intro = OfOpenGame[bool]()
    selected = OfOpenGame[set[int]]()
    entry = OfOpenGame[Entry | None]()
    confirmed = OfOpenGame[int | None]()
    last_event = OfOpenGame[LastEvent | None]()
    sheet_tab = OfOpenGame[int | None]()
    hint = OfOpenGame[Hint | None]()
