"""What a game's UI adds to the app: ``GamePlay`` (its moves, its hooks and its part of the
new-game form), the physical-dice ``Entry`` and the pace of computer moves; and the
protocols (``Services``, ``Table``, ``SetupForm``) that say what a game may ask of the app."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

from pyengine import IllegalAction, Match
from pyengine.core.spec import OptionSpec

from . import safe_json
from .draft import int_in, int_set
from .hint import Mark
from .i18n import engine_message
from .storage import Storage, StorageFull

BOT_PACE_MS = 650
MAX_ENTRY_DICE = 6  # the most dice one physical throw enters
Handler = Callable[[str, str], None]
# A game's move: ``(play, table, arg, value)``, an unbound ``GamePlay`` method.
Move = Callable[[Any, "Table", str, str], None]
Moves = Mapping[str, Move]


@dataclass
class Entry:
    """Physical dice: the values being entered for one throw.

    ``dice`` names the dice thrown (Schocken: die numbers; Qwinto: colours); ``action``
    is the move to play once every value is known (the values are added to it).
    """

    seat: int
    dice: list[Any]
    values: list[int | None]
    for_bot: bool
    action: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def start(cls, seat: int, dice: list[Any], action: dict[str, Any], for_bot: bool) -> Entry:
        return cls(seat, list(dice), [None] * len(dice), for_bot, dict(action))

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "dice": list(self.dice),
            "values": list(self.values),
            "for_bot": self.for_bot,
            "action": dict(self.action),
        }

    @classmethod
    def from_json(cls, data: Any) -> Entry | None:
        """An entry read back from a draft, or None if it is not one (the caller still
        checks that it fits the match: ``GamePlay.entry_fits``)."""
        if not isinstance(data, dict):
            return None
        seat = int_in(data.get("seat"), 0, 63)
        dice, values = data.get("dice"), data.get("values")
        action, for_bot = data.get("action"), data.get("for_bot")
        if (
            seat is None
            or not isinstance(dice, list)
            or not 0 < len(dice) <= MAX_ENTRY_DICE
            or not all(_die_label(d) for d in dice)
            or not isinstance(values, list)
            or len(values) != len(dice)
            or not all(v is None or int_in(v, 1, 6) is not None for v in values)
            or not isinstance(for_bot, bool)
            or not isinstance(action, dict)
            or not isinstance(action.get("type"), str)
            or "values" in action
        ):
            return None
        return cls(seat, list(dice), list(values), for_bot, dict(action))


def _die_label(value: Any) -> bool:
    """A die's name in an entry: its number or its colour."""
    if isinstance(value, str):
        return 0 < len(value) <= 16
    return int_in(value, 0, 99) is not None


@dataclass
class LastEvent:
    seat: int
    kind: str  # roll, flip, stand
    throws: int


class Services(Protocol):
    """What every part of a game's UI may ask of the app: the player's language, the
    device's storage and the clock (milliseconds)."""

    @property
    def lang(self) -> str: ...

    storage: Storage

    def now(self) -> float: ...


class SetupForm(Protocol):
    """The new-game form as a game sees it: its options and its own ``extras`` (state of
    the fields the game draws itself, kept by the game under its own keys)."""

    game: str
    options: dict[str, Any]
    extras: dict[str, Any]

    @property
    def players(self) -> Sequence[object]: ...


# A move of the new-game form that a game adds: ``(app, form, arg, value)``.
FormMove = Callable[[Services, SetupForm, str, str], None]
FormMoves = Mapping[str, FormMove]


class Table(Services, Protocol):
    """What a game's screen may ask of the app (the controller implements it): the open
    match, whose view is on screen, the small per-screen state, and the moves that change
    the match. Game packages type against this, never against the controller."""

    match: Match | None
    game_id: str | None
    notice: str | None
    selected: set[int]
    entry: Entry | None
    last_event: LastEvent | None
    sheet_tab: int | None
    seen_rounds: int
    pace_ms: int
    # Pass-and-play: the person who said "I am ..." and holds the device (None: nobody yet).
    confirmed: int | None

    def game(self) -> Match:
        """The open match; IllegalAction ``no_game`` when none is open."""
        ...

    def kept(self, name: str) -> dict[str, Any]:
        """What a game keeps between taps on this device under ``name`` (a hand busy, a
        finger pointing, a pause): fresh with every game opened, so nothing outlives its
        game; a joined device has its own, apart from the table's (issue 37: no per-game
        dictionaries keyed by the table any more)."""
        ...

    def humans(self) -> list[int]: ...
    def seat_to_move(self) -> int | None: ...
    def viewer(self) -> int | None:
        """Whose view is on screen (None: the table's, nobody's hidden information)."""
        ...

    def acting_human(self) -> int | None:
        """The human seat that may act now, if its view is on screen."""
        ...

    def human_to_act(self) -> int:
        """``acting_human`` or IllegalAction ``not_your_turn``."""
        ...

    def handover_seat(self) -> int | None: ...
    def reveal_pending(self) -> bool: ...
    def can_undo(self) -> bool: ...
    def play(self, seat: int, action: dict[str, Any]) -> None:
        """Play ``action`` for ``seat`` on the open match, then save (IllegalAction if the
        engine refuses it: moves go through ``play_or_explain``, which asks first)."""
        ...

    def start_entry(self, seat: int, dice: list[Any], action: dict[str, Any]) -> None:
        """Physical dice: ask the table for the values of ``dice`` before ``action``."""
        ...

    # Races (app/racing.py): the race clock and the time of the input being handled.
    def clock(self) -> float:
        """The device's monotonic clock in milliseconds (``performance.now()``)."""
        ...

    def racing(self) -> bool: ...
    def race_now(self) -> int:
        """The open race's clock now (whole milliseconds since the throw was shown)."""
        ...

    def race_t(self, seat: int) -> int:
        """The race time of the tap being handled, taken from its event's timestamp."""
        ...


def play_or_explain(
    c: Table,
    seat: int,
    action: dict[str, Any],
    explain: Callable[[IllegalAction], str] | None = None,
) -> bool:
    """Play ``action`` and say whether it was played. ``Match.play`` validates it, once; a
    refusal changes nothing (the match is unchanged when it raises) and becomes the notice,
    in the game's words (``explain``) or the engine's (``engine_message``). A seat another
    device holds is no refusal of the move: it goes on up (``not_your_seat``)."""
    try:
        c.play(seat, action)
    except IllegalAction as refusal:
        if refusal.code == "not_your_seat":
            raise
        c.notice = explain(refusal) if explain is not None else engine_message(c.lang, refusal)
        return False
    return True


def move_val(action: Mapping[str, Any]) -> str:
    """The ``data-val`` of a control whose tap is exactly ``action`` (a tap the game lists
    in ``GamePlay.TAPS``): the action as JSON, keys sorted, so the hint finds the control
    that carries the move it advises (``carried_mark``)."""
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


def carried_mark(action: Mapping[str, Any]) -> Mark:
    """The hint's mark of the control that carries ``action`` (whatever its ``data-act``)."""
    return (None, None, move_val(action))


def carried(value: str) -> Any:
    """The action a tap carries (``move_val``), read with limits. What is not JSON stays the
    text it is: the engine refuses it as no action (``bad_action``), like any forged one."""
    try:
        return safe_json.loads(value)
    except ValueError:
        return value


def throw_allowed(c: Table, seat: int, action: dict[str, Any], dice: int) -> bool:
    """Whether the engine would take the throw ``action`` of ``dice`` dice from ``seat`` now
    (with real dice, whatever values the table then enters); it changes nothing."""
    if c.game().physical_dice:
        action = {**action, "values": [1] * dice}
    return c.game().why_illegal(seat, action) is None


def human_to_move(c: Table) -> int | None:
    """The seat to move if it is a person's (a kept selection is only ever theirs)."""
    seat = c.seat_to_move()
    if seat is None or seat not in c.humans():  # a computer, or a person on another device
        return None
    return seat


class GamePlay:
    """One game's moves. A tap that is exactly one engine action carries it: its control's
    ``data-act`` is one of ``TAPS`` and its ``data-val`` the action (``move_val``), played
    by ``tap`` through ``Match.play`` alone. Every other tap (a selection, a toggle, a step
    of a move made of several taps) is in ``MOVES``: the ``data-act`` name -> its method
    ``(self, c, arg, value)``."""

    # Pass-and-play needs a hand-over screen only when a seat's view hides something.
    hides_info = False
    MOVES: ClassVar[Moves] = {}
    # The ``data-act`` names of controls that carry their action in ``data-val``.
    TAPS: ClassVar[frozenset[str]] = frozenset()
    # Moves of a race: the app handles them on ``pointerdown`` (several fingers at once, no
    # wait for the click) and stamps them with the event's own time (``Table.race_t``).
    TIMED: ClassVar[frozenset[str]] = frozenset()
    # The game's own moves on the new-game form (fields it draws in ``option_field``), and
    # those of them that only record a typed value: the page need not be drawn again.
    FORM_MOVES: ClassVar[FormMoves] = {}
    QUIET: ClassVar[frozenset[str]] = frozenset()

    def handler(self, c: Table, act: str) -> Handler | None:
        if act in self.TAPS:
            return lambda arg, value: self.tap(c, value, arg)
        move = self.MOVES.get(act)
        if move is None:
            return None

        def run(arg: str, value: str) -> None:
            move(self, c, arg, value)

        return run

    # -- a tap that carries its action ------------------------------------------------------
    def tap(self, c: Table, value: str, arg: str = "") -> None:
        """Play the action a control carries (``value``, its ``data-val``), validated once,
        by ``Match.play``: a forged or stale one is refused like any illegal move, with the
        engine's code, in the game's words (``refusal``). In a race the move's time is the
        tap's own (``timed``). A throw with real dice first asks the table for the values
        (the entry plays it). ``arg``, the control's ``data-arg``, may say whose tap it is
        (``tapper``: a seat's zone in a race)."""
        seat = self.tapper(c, arg)
        if seat is None:
            return
        action = carried(value)
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            play_or_explain(c, seat, action)  # the engine's bad_action, never a crash
            return
        if not self.may_tap(c, seat, action):
            return
        action = self.timed(c, seat, action)
        if c.game().physical_dice and "values" not in action:
            dice = self.thrown_dice(c, seat, action)
            if dice is not None:
                self.enter_throw(c, seat, action, dice)
                return
        play_or_explain(c, seat, action, lambda err: self.refusal(c, seat, action, err))

    def timed(self, c: Table, seat: int, action: dict[str, Any]) -> dict[str, Any]:
        """The carried ``action`` as played: in a race every move carries its time, and a
        tap's time is its own, taken now from its event (``Table.race_t``), never one the
        page was drawn with (a time in a forged ``data-val`` is replaced). Outside a race
        the action as it is."""
        if not c.racing():
            return action
        return {**action, "t": c.race_t(seat)}

    def enter_throw(self, c: Table, seat: int, action: dict[str, Any], dice: list[Any]) -> None:
        """Real dice: the table enters what ``action`` throws, if the engine would take
        the throw now (any values); else its refusal is the notice."""
        trial = {**action, "values": [1] * len(dice)}
        refusal = c.game().why_illegal(seat, trial)
        if refusal is None:
            c.start_entry(seat, dice, action)
        else:
            c.notice = self.refusal(c, seat, action, refusal)

    def tapper(self, c: Table, arg: str) -> int | None:  # noqa: ARG002 (a hook: arg for races)
        """The seat a carried action is played for: the acting person (IllegalAction
        ``not_your_turn`` otherwise). A game may name whose turn it is instead (None: it
        set the notice); in a race the seat whose zone holds the control (``arg``)."""
        return c.human_to_act()

    def may_tap(self, c: Table, seat: int, action: dict[str, Any]) -> bool:  # noqa: ARG002 (a hook)
        """Whether the app takes a tap of ``action`` now, before the engine sees it: what
        only the screen knows holds it (a sum shown briefly, a hand busy putting a wrong
        die back, someone pointing after an earlier STOP); the game sets the notice.
        Default: always."""
        return True

    def refusal(self, c: Table, seat: int, action: dict[str, Any], err: IllegalAction) -> str:  # noqa: ARG002 (a hook)
        """The engine's refusal ``err`` of the tapped ``action`` in the game's words
        (default: the engine's own)."""
        return engine_message(c.lang, err)

    def option_field(self, app: Services, form: SetupForm, option: OptionSpec) -> str | None:  # noqa: ARG002 (a hook: subclasses use it)
        """The new-game form's field for ``option`` as trusted HTML, when the game draws it
        itself (default None: the app's own field)."""
        return None

    def before_start(self, app: Services, form: SetupForm) -> None:
        """Check the form before a start: IllegalAction, in the player's words, refuses it."""

    def after_play(self, c: Table, seat: int, action: dict[str, Any], new_round: bool) -> None:  # noqa: ARG002 (a hook: subclasses use it)
        """Remember what happened for the next screen (default: nothing)."""
        c.last_event = None

    def auto_action(self, c: Table, seat: int) -> dict[str, Any] | None:  # noqa: ARG002 (a hook: subclasses use it)
        """A move the app plays by itself at the bot pace, also for a human seat (a deal)."""
        return None

    def thrown_dice(self, c: Table, seat: int, action: dict[str, Any]) -> list[Any] | None:  # noqa: ARG002 (a hook: subclasses use it)
        """The dice a (computer's) move throws, for the table to enter; None if none."""
        return None

    def rounds_total(self, c: Table) -> int:
        """How many round results the table has had to see so far: play waits
        (``Table.reveal_pending``) until ``next`` marks them seen. Default: the engine
        view's ``rounds_total``; a game may count them itself."""
        return int(c.game().view(None)["state"].get("rounds_total", 0))

    def marks(self, c: Table) -> int:  # noqa: ARG002 (a hook: subclasses use it)
        """How many captures or penalties the match has had so far, where the game marks
        them: the device buzzes when the count grows (app/device.py). Default: none."""
        return 0

    def hold_ms(self, c: Table) -> int | None:  # noqa: ARG002 (a hook: subclasses use it)
        """Milliseconds something is still shown briefly (None: nothing): the page draws
        itself again when it ends, and computer moves wait for it."""
        return None

    def shown(self, c: Table) -> None:
        """The page showing the game was drawn (the app calls this after every drawing):
        start the time of what it shows for the first time (default: nothing). A renderer
        never starts a time, nor does ``hold_ms``."""

    def waiting(self, c: Table) -> bool:  # noqa: ARG002 (a hook: subclasses use it)
        """Whether the table waits for a person's tap before computers move on (a race's
        verdict on a solo table: "Next", ``RacePause``). Default: never."""
        return False

    def holding(self, c: Table) -> bool:
        """Whether something shown briefly still holds play, asked while the page is being
        drawn (default: ``hold_ms`` is not None; neither starts a display's time, ``shown``
        does)."""
        return self.hold_ms(c) is not None

    def race_hold(self, c: Table) -> int | None:  # noqa: ARG002 (a hook: subclasses use it)
        """A race time the app must not pass yet with its own moves (None: no limit)."""
        return None

    def race_move(self, c: Table) -> tuple[int, int, dict[str, Any]] | None:  # noqa: ARG002 (a hook: subclasses use it)
        """A move the game's screen plays by itself in a race: (race time when it is due,
        seat, move with its ``t``), e.g. a call whose pointing time ran out."""
        return None

    # -- what a player is in the middle of: kept over a reload (app/playing.py) ---------------
    def draft(self, c: Table) -> dict[str, Any]:
        """What the player is in the middle of that is not yet a move, as JSON data. The
        app keeps it in this tab's session storage, so a reload brings it back
        (``restore_draft``). Default: the table's shared state between taps: the picked
        dice (``selected``), a physical throw being entered (``entry``) and the sheet on
        screen (``sheet_tab``). Never ``confirmed``: after a reload the hand-over screen
        comes first again, as someone else may hold the device by then."""
        out: dict[str, Any] = {}
        if c.selected:
            out["selected"] = sorted(c.selected)
        if c.entry is not None:
            out["entry"] = c.entry.to_json()
        if c.sheet_tab is not None:
            out["sheet_tab"] = c.sheet_tab
        return out

    def restore_draft(self, c: Table, data: dict[str, Any]) -> None:
        """Take back what ``draft`` kept, on a fresh table for the same match (the app has
        checked that no move was made since). ``data`` is untrusted: each part is kept only
        if it still fits the match, anything else is ignored."""
        tab = int_in(data.get("sheet_tab"), 0, self.sheet_tabs(c) - 1)
        if tab is not None:
            c.sheet_tab = tab
        selected = int_set(data.get("selected"), 0, 999, 64)
        if selected and self.selection_fits(c, selected):
            c.selected = selected
        entry = Entry.from_json(data.get("entry"))
        if entry is not None and self.entry_fits(c, entry):
            c.entry = entry

    def sheet_tabs(self, c: Table) -> int:
        """How many values ``c.sheet_tab`` may take (0 to n-1): default one public sheet per
        seat, none where a seat's view hides something."""
        return 0 if self.hides_info else len(c.game().players)

    def selection_fits(self, c: Table, selected: set[int]) -> bool:  # noqa: ARG002 (a hook: subclasses use it)
        """Whether a kept ``c.selected`` may be shown again now. Default: no; a game that
        keeps a selection says when one fits its match."""
        return False

    def entry_fits(self, c: Table, entry: Entry) -> bool:
        """Whether a kept physical-dice entry is the one the table would ask for now: the
        seat to move, the dice its move throws, and a move the engine takes."""
        match = c.game()
        seat = c.seat_to_move()
        if (
            not match.physical_dice
            or seat != entry.seat
            or (match.players[seat]["bot"] is not None) != entry.for_bot
            or self.thrown_dice(c, seat, entry.action) != entry.dice
        ):
            return False
        trial = {**entry.action, "values": [v or 1 for v in entry.values]}
        return match.why_illegal(seat, trial) is None

    def hint_offered(self, c: Table, seat: int) -> bool:  # noqa: ARG002 (a hook: subclasses use it)
        """Whether the hint may be asked at this turn of ``seat`` (default: every turn; a
        game leaves out turns where a computer's move means nothing to a person)."""
        return True

    def hint_marks(self, c: Table, seat: int, action: dict[str, Any]) -> list[Mark]:  # noqa: ARG002 (a hook)
        """The controls on the board that make ``action`` for ``seat`` now, in the order a
        player taps them: the hint marks them (kit/hint.py). Default: the control that
        carries ``action`` (a game whose moves take several taps says which)."""
        return [carried_mark(action)]

    def can_undo(self, c: Table) -> bool:
        """Default: the acting human may take back their own last move."""
        seat = c.acting_human()
        match = c.match
        return (
            seat is not None
            and match is not None
            and match.can_undo
            and bool(match.log)
            and match.log[-1]["seat"] == seat
        )

    def undo(self, c: Table) -> None:
        c.game().undo()


VERDICT_MS = 2200  # a race's verdict stays this long before computers play on
MIN_VERDICT_MS = 300


class VerdictPause:
    """After a race the table pauses, so everyone can read its verdict, before computers
    play on (``GamePlay.hold_ms``); the pause shrinks with the computer pace (tests). A
    pause belongs to its match: another game on the same table never inherits it."""

    KEPT = "verdict"  # its Table.kept: "until", when the pause ends (the device clock)

    def _set(self, c: Table, until: float) -> None:
        c.kept(self.KEPT)["until"] = until

    def _get(self, c: Table) -> float | None:
        until: float | None = c.kept(self.KEPT).get("until")
        return until

    def start(self, c: Table) -> None:
        ms = VERDICT_MS
        if c.pace_ms < BOT_PACE_MS:
            ms = max(MIN_VERDICT_MS, VERDICT_MS * c.pace_ms // BOT_PACE_MS)
        self._set(c, c.now() + ms)

    def end(self, c: Table) -> None:
        c.kept(self.KEPT).pop("until", None)

    def hold_ms(self, c: Table) -> int | None:
        """What is left of the pause (None: none, or a race is open again)."""
        until = self._get(c)
        if until is None:
            return None
        left = until - c.now()
        if left <= 0 or c.racing():
            c.kept(self.KEPT).pop("until", None)
            return None
        return max(1, int(left))


# The pause between races at a solo table, as the person chose it (device storage): until
# "Next" is tapped, or so many seconds.
RACE_PAUSE_KEY = "spelkast.race_pause"
RACE_PAUSES = ("tap", "3", "6")


def race_pause_choice(c: Services) -> str:
    value = c.storage.get(RACE_PAUSE_KEY)
    return value if value in RACE_PAUSES else RACE_PAUSES[0]


class RacePause(VerdictPause):
    """After a race's verdict. One person against computers learns from it at his own
    pace: the next race waits until he taps "Next" (``waiting``), or for the seconds he
    chose. With several people at the table nobody in particular taps: the table's own
    pause (``VerdictPause``), also when the others play on joined devices (the table's
    device then has one person, but a "Next" there would hold them all). Any move of a
    person ends it (his throw, his die laid)."""

    def start(self, c: Table) -> None:
        players = c.game().players
        people = [p for p in players if p["bot"] is None]
        if len(people) != 1 or len(players) < 2:
            super().start(c)
            return
        choice = race_pause_choice(c)
        self._set(c, float("inf") if choice == "tap" else c.now() + 1000 * int(choice))

    def waiting(self, c: Table) -> bool:
        until = self._get(c)
        if until is None or c.racing():
            c.kept(self.KEPT).pop("until", None)
            return False
        return until == float("inf")

    def hold_ms(self, c: Table) -> int | None:
        return None if self.waiting(c) else super().hold_ms(c)

    def choose(self, c: Table, value: str) -> None:
        """The person picks the pause between races; a pause now running follows it."""
        if value not in RACE_PAUSES:
            raise ValueError(value)
        with suppress(StorageFull):  # only the choice is lost (the default next time)
            c.storage.set(RACE_PAUSE_KEY, value)
        if self._get(c) is not None:
            self.start(c)


def person_of(c: Table, arg: str) -> int:
    """The person acting: the seat a zone's button names in ``arg``, or, with ``arg``
    empty, the one person at the device (ValueError for any other seat, also a person
    playing on another device)."""
    humans = c.humans()
    seat = int(arg) if arg else (humans[0] if len(humans) == 1 else -1)
    if seat not in humans:
        players = c.game().players
        if 0 <= seat < len(players) and players[seat]["bot"] is None:
            raise IllegalAction("not_your_seat", f"Seat {seat} plays on another device.")
        raise ValueError(arg)
    return seat


def racing_people(c: Table) -> list[int]:
    """The people on this device who may still move in the open race (none when no race
    is open)."""
    match = c.match
    if match is None or match.race is None:
        return []
    here = c.humans()
    return [s for s in match.to_move if s in here]


class RacePlay(GamePlay):
    """A race game's play: after each race its verdict stays (``RacePause``); at a solo
    table until the person taps "Next" (``race_next``) or for the pause he chose
    (``race_pause``, a ``<select>``). A game starts the pause when its race ends and ends
    it when the next begins; its ``MOVES`` include ``RACE_MOVES``."""

    def __init__(self) -> None:
        self._verdict = RacePause()

    def hold_ms(self, c: Table) -> int | None:
        return self._verdict.hold_ms(c)

    def waiting(self, c: Table) -> bool:
        return self._verdict.waiting(c)

    def tapper(self, c: Table, arg: str) -> int | None:
        """A race's carried tap is the move of the seat whose zone holds the control: its
        ``data-arg`` names it (before a colon, ``"1"`` or ``"1:x,y,z"``), or the one person
        at the device (``person_of``)."""
        return person_of(c, arg.partition(":")[0])

    def between_races(self, c: Table) -> bool:
        """The verdict of the last race is on, before the next race (its pause)."""
        return self._verdict.waiting(c) or self._verdict.hold_ms(c) is not None

    def act_next(self, c: Table, _arg: str, _value: str) -> None:
        self._verdict.end(c)

    def act_pause(self, c: Table, _arg: str, value: str) -> None:
        self._verdict.choose(c, value)

    RACE_MOVES: ClassVar[Moves] = {"race_next": act_next, "race_pause": act_pause}
