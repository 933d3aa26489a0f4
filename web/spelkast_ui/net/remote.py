"""A joined device's table, kept on the host: the game's own screen and moves for its seats.

The host draws each joined device's screen with the game's own ``render_game`` for a
``RemoteTable``: a ``Table`` (kit/gameplay.py) whose people are the seats that device holds,
so the screen shows those seats' views only, exactly as pass-and-play shows the person
holding the device (the same no-leak rule: kit/viewing.py). The device's taps come back
through the game's own ``MOVES``; every move reaches the match through ``play``, which
refuses a seat the device does not hold. What the device is in the middle of (picked
dice, a notice, its own hand-over) is its table's own; the match, its last event and the
round summary's "seen" mark are the host's, shared by every table.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, cast

from pyengine import IllegalAction, Match
from pyengine.net.seats import Device, Seating

from ..kit import viewing
from ..kit.chrome import screen
from ..kit.gameplay import Entry, GamePlay, LastEvent, play_or_explain
from ..kit.html import esc
from ..kit.storage import MemoryStorage, Storage
from .words import t

if TYPE_CHECKING:
    from .app import App


def paused_html(lang: str) -> str:
    """What a joined device shows while the table's device has the game closed."""
    body = f'<p class="net-status" role="status">{esc(t(lang, "net_paused"))}</p>'
    return screen("game", "Spelkast", body)


class WatchedMatch:
    """The match as a joined device's table sees it while a tap is played: every refusal
    ``why_illegal`` finds is noted, so the device's answer names the engine's code."""

    def __init__(self, match: Match, note: Callable[[IllegalAction], None]) -> None:
        self._match = match
        self._note = note

    def why_illegal(self, seat: int, action: dict[str, Any]) -> IllegalAction | None:
        refusal = self._match.why_illegal(seat, action)
        if refusal is not None:
            self._note(refusal)
        return refusal

    def __getattr__(self, name: str) -> Any:
        return getattr(self._match, name)


class RemoteTable(viewing.SeesSeats):
    """What one joined device sees and does, on the host's match."""

    def __init__(self, ctl: App, seating: Seating, device: Device) -> None:
        self.ctl = ctl
        self.seating = seating
        self.device = device
        self.notice: str | None = None
        self.selected: set[int] = set()
        self.entry: Entry | None = None
        self.sheet_tab: int | None = None
        self.confirmed: int | None = None
        self.event_ms: float | None = None  # the tap being handled, on the host's clock
        # A quiz answer typed on the device stays in the host's memory, not its storage.
        self.storage: Storage = MemoryStorage()
        self._note: Callable[[IllegalAction], None] | None = None
        # Its own Table.kept, for the match it was kept for (a new game: a fresh one).
        self._kept: tuple[Match | None, dict[str, dict[str, Any]]] = (None, {})

    def kept(self, name: str) -> dict[str, Any]:
        if self._kept[0] is not self.ctl.match:
            self._kept = (self.ctl.match, {})
        return self._kept[1].setdefault(name, {})

    # -- Services ----------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self.device.lang if self.device.lang in ("nl", "en") else self.ctl.lang

    def now(self) -> float:
        return self.ctl.now()

    def clock(self) -> float:
        return self.ctl.clock()

    # -- the shared match ------------------------------------------------------------------
    # The Table protocol lets a table change these; a joined device's never does.
    @property
    def match(self) -> Match | None:
        return self.ctl.match

    @match.setter
    def match(self, _value: Match | None) -> None:
        raise AttributeError("a joined device's table plays the host's match")

    @property
    def game_id(self) -> str | None:
        return self.ctl.game_id

    @game_id.setter
    def game_id(self, _value: str | None) -> None:
        raise AttributeError("a joined device's table plays the host's game")

    @property
    def pace_ms(self) -> int:
        return self.ctl.pace_ms

    @pace_ms.setter
    def pace_ms(self, _value: int) -> None:
        raise AttributeError("the host sets the pace")

    @property
    def last_event(self) -> LastEvent | None:
        return self.ctl.last_event

    @last_event.setter
    def last_event(self, value: LastEvent | None) -> None:
        self.ctl.last_event = value

    @property
    def seen_rounds(self) -> int:
        return self.ctl.seen_rounds

    @seen_rounds.setter
    def seen_rounds(self, value: int) -> None:
        self.ctl.seen_rounds = value

    def game(self) -> Match:
        match = self.ctl.game()
        if self._note is None:
            return match
        return cast(Match, WatchedMatch(match, self._note))

    def watch(self, note: Callable[[IllegalAction], None] | None) -> None:
        """While a tap is played: tell ``note`` of every refusal the engine finds."""
        self._note = note

    def game_play(self) -> GamePlay:
        return self.ctl.game_play()

    # -- whose view ---------------------------------------------------------------------------
    def humans(self) -> list[int]:
        """The seats this device holds."""
        return list(self.device.seats) if self.ctl.match is not None else []

    def seat_to_move(self) -> int | None:
        return self.ctl.seat_to_move()

    def reveal_pending(self) -> bool:
        return self.ctl.reveal_pending()

    def hides(self) -> bool:
        return self.ctl.hides()

    def can_undo(self) -> bool:
        match = self.ctl.match
        if match is None or match.is_over:
            return False
        return self.game_play().can_undo(self)

    # -- moves ---------------------------------------------------------------------------------
    def play(self, seat: int, action: dict[str, Any]) -> None:
        self.seating.check(self.device, seat)  # not_your_seat: the one way in
        try:
            self.ctl.play(seat, action, table=self)
        except IllegalAction as refusal:  # Match.play validates: the device hears its code
            if self._note is not None:
                self._note(refusal)
            raise
        self.selected = set()
        self.entry = None

    def start_entry(self, seat: int, dice: list[Any], action: dict[str, Any]) -> None:
        self.seating.check(self.device, seat)
        self.entry = Entry.start(seat, dice, action, for_bot=False)

    # -- races ------------------------------------------------------------------------------------
    def racing(self) -> bool:
        return self.ctl.racing()

    def race_now(self) -> int:
        return self.ctl.race_now()

    def race_t(self, seat: int) -> int:
        """The race time of the tap: its touch on the device, on the host's clock."""
        return self.ctl.race_t_at(seat, self.event_ms)

    # -- the moves every game shares (app/playing.py's, for this device) -------------------------
    def act_undo(self, _arg: str, _value: str) -> None:
        if not self.can_undo():
            raise IllegalAction("undo_blocked", "Nothing to undo.")
        self.game_play().undo(self)
        self.selected, self.entry = set(), None
        self.ctl.table_changed()

    def act_next(self, _arg: str, _value: str) -> None:
        self.ctl.seen_rounds = self.ctl.rounds_total()
        self.ctl.table_changed()  # saved with the game's record

    def act_iam(self, arg: str, _value: str) -> None:
        seat = int(arg)
        if seat != self.handover_seat():
            raise ValueError(arg)
        self.confirmed = seat

    def act_dismiss(self, _arg: str, _value: str) -> None:
        self.notice = None

    def act_pick(self, arg: str, value: str) -> None:
        number = int(value)
        if self.entry is None or not 1 <= number <= 6:
            raise ValueError(value)
        self.entry.values[int(arg)] = number

    def act_cancel_entry(self, _arg: str, _value: str) -> None:
        self.entry = None

    def act_enter(self, arg: str, _value: str) -> None:
        entry = self.entry
        if entry is None:
            raise ValueError(arg)
        if any(v is None for v in entry.values):
            return
        play_or_explain(self, entry.seat, {**entry.action, "values": list(entry.values)})

    def handler(self, act: str) -> Callable[[str, str], None] | None:
        """The move ``act`` of this device: the game's own, else one every game shares."""
        own = self.game_play().handler(self, act)
        if own is not None:
            return own
        shared = SHARED.get(act)
        return None if shared is None else partial(shared, self)


# The moves of app/playing.py a joined device may make (not the hint: solo play only, nor
# another seat's sheet: its own seats' views are what it is shown).
SHARED: dict[str, Callable[[RemoteTable, str, str], None]] = {
    "undo": RemoteTable.act_undo,
    "next": RemoteTable.act_next,
    "iam": RemoteTable.act_iam,
    "dismiss": RemoteTable.act_dismiss,
    "pick": RemoteTable.act_pick,
    "cancel_entry": RemoteTable.act_cancel_entry,
    "enter": RemoteTable.act_enter,
}
