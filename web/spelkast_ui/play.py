"""Playing a match: whose view is shown, hand-overs, dice, physical entry and computers.

A mixin of the Controller: it reads and changes the controller's match and saves it
after every move. Actions are the ``_act_*`` methods the controller dispatches to.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pyengine import IllegalAction, Match

from .i18n import engine_message, t
from .saves import SaveStore
from .storage import StorageFull

BOT_PACE_MS = 650


@dataclass
class Entry:
    """Physical dice: the values being entered for one throw."""

    seat: int
    dice: list[int]
    values: list[int | None]
    for_bot: bool


@dataclass
class LastEvent:
    seat: int
    kind: str  # roll, flip, stand
    throws: int


class Play:
    """Match state and moves; the Controller supplies navigation, settings and storage."""

    screen: str
    notice: str | None
    saves: SaveStore
    now: Callable[[], float]
    pace_ms: int
    match: Match | None
    game_id: str | None
    created: float
    seen_rounds: int
    selected: set[int]
    entry: Entry | None
    confirmed: int | None
    last_event: LastEvent | None
    _rounds_cache: tuple[tuple[int, int], int]

    @property
    def lang(self) -> str:
        raise NotImplementedError

    def _remember_screen(self) -> None:
        raise NotImplementedError

    def _game(self) -> Match:
        if self.match is None:
            raise IllegalAction("no_game", "No game is open.")
        return self.match

    def humans(self) -> list[int]:
        if self.match is None:
            return []
        return [i for i, p in enumerate(self.match.players) if p["bot"] is None]

    def seat_to_move(self) -> int | None:
        if self.match is None:
            return None
        to_move = self.match.to_move
        return to_move[0] if to_move else None

    def rounds_total(self) -> int:
        match = self._game()
        key = (id(match), len(match.log))
        if self._rounds_cache[0] != key:
            self._rounds_cache = (key, int(match.view(None)["state"].get("rounds_total", 0)))
        return self._rounds_cache[1]

    def reveal_pending(self) -> bool:
        return self.match is not None and self.rounds_total() > self.seen_rounds

    def handover_seat(self) -> int | None:
        """The human who must take the device before their dice can be shown."""
        seat = self.seat_to_move()
        humans = self.humans()
        if (
            seat is None
            or len(humans) < 2
            or seat not in humans
            or seat == self.confirmed
            or self.reveal_pending()
        ):
            return None
        return seat

    def viewer(self) -> int | None:
        """Whose view to render: never another seat's hidden dice."""
        humans = self.humans()
        if len(humans) == 1:
            return humans[0]
        seat = self.seat_to_move()
        if seat is not None and seat in humans and seat == self.confirmed:
            return seat
        return None

    def acting_human(self) -> int | None:
        """The human seat that may act now, if its view is on screen."""
        seat = self.seat_to_move()
        if (
            seat is None
            or seat not in self.humans()
            or self.viewer() != seat
            or self.reveal_pending()
        ):
            return None
        return seat

    def _human(self) -> int:
        seat = self.acting_human()
        if seat is None:
            raise IllegalAction("not_your_turn", "It is not your turn.")
        return seat

    def _play(self, seat: int, action: dict[str, Any]) -> None:
        match = self._game()
        rounds_before = self.rounds_total()
        match.play(seat, action)
        self.selected = set()
        self.entry = None
        same_round = self.rounds_total() == rounds_before
        if same_round:
            cup = match.view(seat)["state"]["cups"][seat]
            self.last_event = LastEvent(seat, action["type"], int(cup["throws"]))
        else:
            self.last_event = None  # the reveal tells the story of the round
        self._autosave()

    def _autosave(self) -> None:
        if self.match is None or self.game_id is None:
            return
        try:
            self.saves.write(self.game_id, self.match, self.created, self.now(), self.seen_rounds)
        except StorageFull:
            self.notice = t(self.lang, "storage_full")
        self._remember_screen()

    def _cup(self, seat: int) -> dict[str, Any]:
        cup: dict[str, Any] = self._game().view(seat)["state"]["cups"][seat]
        return cup

    def _act_die(self, arg: str, value: str) -> None:
        seat = self._human()
        die = int(arg)
        if not 0 <= die < 3 or not self._cup(seat)["throws"]:
            raise ValueError(arg)
        self.selected ^= {die}

    def _act_roll(self, arg: str, value: str) -> None:
        seat = self._human()
        cup = self._cup(seat)
        dice = [0, 1, 2] if cup["throws"] == 0 else sorted(self.selected)
        if not dice:
            self.notice = t(self.lang, "select_dice")
            return
        if self._game().physical_dice:
            self.entry = Entry(seat, dice, [None] * len(dice), for_bot=False)
            return
        self._play(seat, {"type": "roll", "dice": dice})

    def _act_flip(self, arg: str, value: str) -> None:
        self._play(self._human(), {"type": "flip"})

    def _act_stand(self, arg: str, value: str) -> None:
        self._play(self._human(), {"type": "stand"})

    def _act_undo(self, arg: str, value: str) -> None:
        match = self._game()
        if not self.can_undo():
            raise IllegalAction("undo_blocked", "Nothing to undo.")
        match.undo()
        self.selected = set()
        self._autosave()

    def can_undo(self) -> bool:
        """Undo only the acting human's own last move."""
        seat = self.acting_human()
        match = self.match
        return (
            seat is not None
            and match is not None
            and match.can_undo
            and bool(match.log)
            and match.log[-1]["seat"] == seat
        )

    def _act_next(self, arg: str, value: str) -> None:
        self.seen_rounds = self.rounds_total()
        self._autosave()

    def _act_iam(self, arg: str, value: str) -> None:
        seat = int(arg)
        if seat != self.handover_seat():
            raise ValueError(arg)
        self.confirmed = seat

    def _act_pick(self, arg: str, value: str) -> None:
        if self.entry is None:
            raise ValueError(arg)
        number = int(value)
        if not 1 <= number <= 6:
            raise ValueError(value)
        self.entry.values[int(arg)] = number

    def _act_cancel_entry(self, arg: str, value: str) -> None:
        if self.entry is not None and not self.entry.for_bot:
            self.entry = None

    def _act_enter(self, arg: str, value: str) -> None:
        entry = self.entry
        if entry is None:
            raise ValueError(arg)
        if any(v is None for v in entry.values):
            self.notice = t(self.lang, "enter_all_dice")
            return
        action = {"type": "roll", "dice": list(entry.dice), "values": list(entry.values)}
        self._play(entry.seat, action)

    # -- computer players ------------------------------------------------------------
    def bot_delay(self) -> int | None:
        """Milliseconds until the next computer move, or None if no computer is due."""
        seat = self.seat_to_move()
        if (
            self.screen != "game"
            or self.match is None
            or seat is None
            or self.match.players[seat]["bot"] is None
            or self.entry is not None
            or self.reveal_pending()
        ):
            return None
        return self.pace_ms

    def step_bot(self) -> bool:
        """Play one computer move (or ask the table for its physical throw)."""
        if self.bot_delay() is None:
            return False
        match = self._game()
        seat = self.seat_to_move()
        assert seat is not None
        action = match.bot_action(seat)
        if action["type"] == "roll" and match.physical_dice:
            dice = list(action["dice"])
            self.entry = Entry(seat, dice, [None] * len(dice), for_bot=True)
            return True
        try:
            self._play(seat, action)
        except IllegalAction as err:
            self.notice = engine_message(self.lang, err)
        return True
