"""Playing a match: whose view is shown, hand-overs, physical entry, undo and computers.

A mixin of the Controller: it reads and changes the controller's match and saves it after
every move. What is the same for every game lives here; each game's own moves are a
``GamePlay`` in ``games/<game>/play.py``, found through ``app.catalog``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyengine import IllegalAction, Match

from ..kit import viewing
from ..kit.gameplay import Entry, GamePlay, Handler, Table, play_or_explain
from ..kit.hint import Hint
from ..kit.i18n import t
from ..kit.storage import Storage, StorageFull
from .catalog import play_for
from .racing import Racing
from .saves import SaveStore
from .tabs import ELSEWHERE, OWN

DRAFT_KEY = "spelkast.draft."  # + the game's id, in this tab's session storage


def draft_key(gid: str) -> str:
    return DRAFT_KEY + gid


def turn_of(match: Match) -> tuple[object, bool]:
    """Whose turn it is, and whether the game is over: a notice lasts while this stays the
    same. A race is one turn of everybody's, however many calls and takes it hears."""
    race = match.race
    return (tuple(match.to_move) if race is None else id(race)), match.is_over


class Play(Racing, viewing.SeesSeats):
    """Match state and moves; the Controller supplies navigation, settings and storage."""

    screen: str
    notice: str | None
    saves: SaveStore
    storage: Storage
    session: Storage
    now: Callable[[], float]
    pace_ms: int
    game_id: str | None
    hold: str  # whether this tab plays the open game (app/tabs.py)
    # What this tab last wrote as the open game's draft: (key, text; None: no draft).
    _draft_written: tuple[str, str | None] | None = None

    @property
    def lang(self) -> str:
        raise NotImplementedError

    def _remember_screen(self) -> None:
        raise NotImplementedError

    def game(self) -> Match:
        if self.match is None:
            raise IllegalAction("no_game", "No game is open.")
        return self.match

    def game_play(self) -> GamePlay:
        return play_for(self.game().game_id)

    def game_handler(self, act: str) -> Handler | None:
        """The open game's handler for ``act``, if it has one."""
        if self.match is None or self.hold != OWN:
            return None  # only the tab that owns the game plays it
        return self.game_play().handler(self, act)

    def humans(self) -> list[int]:
        """The people who play on this device: every person's seat, less those a joined
        device holds when this device is the table for several (net/host_side.py)."""
        if self.match is None:
            return []
        away = self.remote_seats()
        return [i for i, p in enumerate(self.match.players) if p["bot"] is None and i not in away]

    def remote_seats(self) -> list[int]:
        """Seats of the open match that joined devices hold (none when not hosting)."""
        return []

    def seat_to_move(self) -> int | None:
        if self.match is None:
            return None
        to_move = self.match.to_move
        return to_move[0] if to_move else None

    def rounds_total(self) -> int:
        match = self.game()
        key = (id(match), len(match.log))
        table = self.open_game
        if table.rounds_cache[0] != key:
            table.rounds_cache = (key, self.game_play().rounds_total(self))
        return table.rounds_cache[1]

    def reveal_pending(self) -> bool:
        return self.match is not None and self.rounds_total() > self.seen_rounds

    def _hides(self) -> bool:
        return self.match is not None and self.game_play().hides_info

    def hides(self) -> bool:
        """Whether a seat's view hides something from the others (kit/viewing.py)."""
        return self._hides()

    def play(self, seat: int, action: dict[str, Any], table: Table | None = None) -> None:
        """Play ``action`` for ``seat`` and save. ``table``: the joined device's table that
        played it (net/remote.py), which told its own seats apart; without it a seat that a
        joined device holds is refused here, the one way into the match."""
        # A tick is the table's clock speaking, for whichever seat is racing.
        if table is None and seat in self.remote_seats() and action.get("type") != "tick":
            raise IllegalAction("not_your_seat", f"Seat {seat} plays on another device.")
        match = self.game()
        rounds_before = self.rounds_total()
        turn_before = turn_of(match)
        match.play(seat, action)
        self.selected = set()
        self.entry = None
        self.hint = None
        if turn_of(match) != turn_before:
            # A notice answers a tap in one turn ("Please wait", "Not your die"): once the
            # turn passes or the game ends, by anyone's move (a computer's too), it is stale.
            self.notice = None
        new_round = self.rounds_total() != rounds_before
        if new_round or self.seat_to_move() != seat:
            # A turn or round ends: on a shared device the next private view starts with
            # its hand-over again, also when the same person moves next.
            self.confirmed = None
        self.game_play().after_play(table or self, seat, action, new_round)
        self._autosave()

    def shown(self) -> None:
        """The page was drawn (main.py calls this after every drawing, the tests after
        theirs): what the game screen shows for the first time starts its time now, an open
        race's clock (``race_shown``) and the game's brief displays (``GamePlay.shown``:
        Eintrichtern's revealed sum). Drawing itself starts nothing, nor does a screen over
        the game (rules, settings, another tab's game, an evening's table first)."""
        match = self.match
        if self.screen != "game" or match is None or self.hold in ELSEWHERE:
            return
        if self.evening_intro and self.evening is not None and not match.is_over:
            return  # the evening's table is on screen, not the game (app/evening_screens)
        self.race_shown()
        self.game_play().shown(self)

    def table_changed(self) -> None:
        """A joined device changed the game's record without a move (an undo, a round's
        summary seen): save it as after a move."""
        self.hint = None
        self._autosave()

    def _autosave(self) -> None:
        if self.match is None or self.game_id is None:
            return
        # Never raises: a refused write is kept (memory and this tab's session storage)
        # and tried again, with the refused writes of other games, after every move.
        self.saves.write(
            self.game_id,
            self.match,
            self.created,
            self.now(),
            self.seen_rounds,
            self.hints,
            self.evening,
        )
        self.saves.retry()
        self._remember_screen()
        self.keep_draft()

    # -- what the player is in the middle of: kept over a reload ------------------------
    def keep_draft(self) -> None:
        """Write the open game's draft (``GamePlay.draft``, with the number of moves it
        belongs to) to this tab's session storage when it changed; drop it once the game
        is left for home. Called after every action and every move."""
        gid, match = self.game_id, self.match
        if gid is None or match is None:
            return
        key = draft_key(gid)
        if self.screen == "home":
            text = None
        elif self.screen == "game":
            text = self.open_game.draft_text(self.game_play().draft(self))
        else:
            return  # rules or settings over the game: the draft waits as it is
        if self._draft_written == (key, text):
            return
        try:
            if text is None:
                self.session.remove(key)
            else:
                self.session.set(key, text)
        except StorageFull:
            text = None  # a draft is a convenience: a full storage only loses it
        self._draft_written = (key, text)

    def resume_draft(self) -> None:
        """On opening a game: bring back what this tab was in the middle of, if it still
        belongs to the match as it is (the same number of moves, not over). A damaged or
        stale draft is dropped, never shown."""
        before, self._draft_written = self._draft_written, None
        gid, match = self.game_id, self.match
        key = None if gid is None else draft_key(gid)
        if before is not None and before[1] is not None and before[0] != key:
            self.session.remove(before[0])  # another game's, left without going home
        if key is None or match is None:
            return
        data = self.open_game.draft_back(self.session.get(key))
        if data is not None:
            try:
                self.game_play().restore_draft(self, data)
            except Exception:  # untrusted data met a check we did not foresee: drop it all
                self.selected, self.entry, self.sheet_tab = set(), None, None
        self.keep_draft()

    def start_entry(self, seat: int, dice: list[Any], action: dict[str, Any]) -> None:
        """Physical dice: ask the table for the values of ``dice`` before ``action``."""
        for_bot = self.game().players[seat]["bot"] is not None
        self.entry = Entry.start(seat, dice, action, for_bot)

    # -- moves every game shares ---------------------------------------------------
    def _act_undo(self, _arg: str, _value: str) -> None:
        if not self.can_undo():
            raise IllegalAction("undo_blocked", "Nothing to undo.")
        self.game_play().undo(self)
        self.selected = set()
        self.entry = None
        self.hint = None
        self._autosave()

    # -- the hint: "What would you do?" -----------------------------------------------
    def can_hint(self) -> bool:
        """Whether the hint is offered: solo play (one person, the others computers, or
        nobody else at all: Qwinto alone), the person's turn on screen with a choice to
        make, no race (the clock runs) and nothing being entered."""
        match = self.match
        if match is None or match.is_over or match.spec.realtime or self.hold != OWN:
            return False
        humans = self.humans()
        seat = self.acting_human()
        play = self.game_play()
        return (
            len(humans) == 1
            and seat is not None
            and self.entry is None
            and not play.holding(self)  # e.g. a sum still shown: wait
            # A move the app plays by itself (Cui bono?'s build) leaves nothing to advise.
            and play.auto_action(self, seat) is None
            and play.hint_offered(self, seat)
        )

    def shown_hint(self) -> Hint | None:
        """The hint on screen, while it still answers the position it was asked for."""
        hint = self.hint
        match = self.match
        if hint is None or match is None or not self.can_hint():
            return None
        if hint.moves != len(match.log) or hint.seat != self.acting_human():
            return None
        return hint

    def _act_ask_hint(self, _arg: str, _value: str) -> None:
        if not self.can_hint():
            raise IllegalAction("no_hint", "There is no hint to give now.")
        if self.shown_hint() is not None:
            return  # asked again for the same position: the same answer, counted once
        match = self.game()
        seat = self.human_to_act()
        action, reason = match.advice(seat)
        self.hint = Hint(seat, len(match.log), action, reason)
        self.hints += 1
        self._autosave()  # the game is marked as played with hints at once

    def _act_close_hint(self, _arg: str, _value: str) -> None:
        self.hint = None

    def can_undo(self) -> bool:
        if self.match is None or self.match.is_over:
            return False
        return self.game_play().can_undo(self)

    def _act_next(self, _arg: str, _value: str) -> None:
        self.seen_rounds = self.rounds_total()
        self.confirmed = None  # everyone saw the round's end: the next turn is handed over
        self._autosave()

    def _act_iam(self, arg: str, _value: str) -> None:
        seat = int(arg)
        if seat != self.handover_seat():
            raise ValueError(arg)
        self.confirmed = seat

    def _act_sheet(self, arg: str, _value: str) -> None:
        """Show another seat's public sheet or board (games without hidden information)."""
        seat = int(arg)
        if not 0 <= seat < len(self.game().players) or self._hides():
            raise ValueError(arg)
        self.sheet_tab = seat

    def _act_pick(self, arg: str, value: str) -> None:
        if self.entry is None:
            raise ValueError(arg)
        number = int(value)
        if not 1 <= number <= 6:
            raise ValueError(value)
        self.entry.values[int(arg)] = number

    def _act_cancel_entry(self, _arg: str, _value: str) -> None:
        if self.entry is not None and not self.entry.for_bot:
            self.entry = None

    def _act_enter(self, arg: str, _value: str) -> None:
        entry = self.entry
        if entry is None:
            raise ValueError(arg)
        if any(v is None for v in entry.values):
            self.notice = t(self.lang, "enter_all_dice")
            return
        play_or_explain(self, entry.seat, {**entry.action, "values": list(entry.values)})

    # -- computer players ------------------------------------------------------------
    def bot_delay(self) -> int | None:
        """Milliseconds until the next computer move, or None if no computer is due."""
        if self.screen == "game" and self.hold == OWN and self.racing():
            return self.race_delay()
        seat = self.seat_to_move()
        if (
            self.screen != "game"
            or self.match is None
            or self.hold != OWN  # only the tab that owns the game plays the computers
            or seat is None
            or (
                self.match.players[seat]["bot"] is None
                and self.game_play().auto_action(self, seat) is None
            )
            or self.entry is not None
            or self.reveal_pending()
            or self.game_play().waiting(self)  # e.g. "Next" after a race's verdict
            or self.evening_intro  # the evening's table is read first (app/evening.py)
        ):
            return None
        return max(self.pace_ms, self.hold_ms() or 0)

    def hold_ms(self) -> int | None:
        """The open game's ``GamePlay.hold_ms`` while its screen is on."""
        if self.screen != "game" or self.match is None:
            return None
        return self.game_play().hold_ms(self)

    def step_bot(self) -> bool:
        """Play one computer move (or ask the table for its physical throw)."""
        if self.screen == "game" and self.hold == OWN and self.racing():
            return self._race_step()
        if self.bot_delay() is None:
            return False
        match = self.game()
        seat = self.seat_to_move()
        assert seat is not None
        action = self.game_play().auto_action(self, seat) or match.bot_action(seat)
        dice = self.game_play().thrown_dice(self, seat, action)
        if dice is not None and match.physical_dice:
            self.start_entry(seat, dice, action)
            self.keep_draft()
            return True
        # A move the app plays by itself for a person on a joined device (a quiz card
        # dealt, a pyramid built) is played through that device's table.
        play_or_explain(self.table_of(seat) or self, seat, action)
        return True

    def _race_step(self) -> bool:
        """Play the app's next move in the race if its time has come."""
        planned = self.race_next()
        if planned is None or planned[0] > self.race_now():
            return False
        _, seat, action = planned
        self.event_ms = None
        # A move a joined device's table plays by itself (its pointing ran out) is its own.
        table = self.table_of(seat) if action.get("type") != "tick" else None
        play_or_explain(table or self, seat, action)
        return True

    def table_of(self, _seat: int) -> Table | None:
        """The joined device's table that holds ``seat`` (None: this device's)."""
        return None
