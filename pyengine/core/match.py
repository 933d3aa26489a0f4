"""A Match: one game being played, with its log, undo, views and saves.

Replay is a fold of the logged actions over the initial state; every roll is logged
with its values, so loading a save never consults the PRNG. In a race (core.race) actions
are logged as they arrive, with their time ``t``, and applied in time order; replaying
the log in arrival order rebuilds the same race, pending actions and all.
"""

from __future__ import annotations

from typing import Any

from .bot import Reason, advise
from .errors import IllegalAction
from .game import Action, Rules, json_copy
from .names import MAX_NAME_LENGTH as MAX_NAME_LENGTH  # re-exported: part of what a name is
from .names import clean_name, legacy_name
from .plain import ACTION_LIMITS, MAX_LOG, SAVE_LIMITS, brief, check_plain, detail
from .race import TICK, Race
from .referee import Referee
from .rng import Rng
from .spec import GameSpec

# The save formats this build reads, by number. Format 3 (issue 34) is what this build
# writes; each differs from the one before in what the engine accepts, not in shape.
# Format 2 (issue 16): player names are cleaned (core.names.clean_name) and every Kwis 't!
# dispute names its ruler. Format 3: an Abquetschen build that empties a supply wins at
# once. A save of an older format replays and re-saves as it was made: it keeps the rules
# of its builds (its names as stored, ruler-less disputes, Abquetschen going on after an
# emptied supply: Rules.keep_older_rules), and keeps its format.
FORMATS: dict[str, int] = {"spelkast-save/1": 1, "spelkast-save/2": 2, "spelkast-save/3": 3}
FORMAT = 3
SAVE_FORMAT = "spelkast-save/3"
_FORMAT_NAMES = {number: name for name, number in FORMATS.items()}
SEED_LIMIT = 2**64  # seeds are 64-bit (core.rng): a larger one would alias a smaller


def check_seed(seed: Any) -> int:
    """A seed is a whole number 0 <= seed < 2**64 (not a bool); IllegalAction ``bad_seed``."""
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < SEED_LIMIT:
        raise IllegalAction(
            "bad_seed", "The seed must be a whole number from 0 to 2**64 - 1.", seed=detail(seed)
        )
    return seed


def _check_players(spec: GameSpec, players: Any, fmt: int) -> list[dict[str, Any]]:
    """The players as the match keeps them. Names of a new match (and of a save of format
    2) are cleaned by ``clean_name``; a save of format 1 keeps the names it was made with
    (the rule of its builds, ``legacy_name``), so it re-saves byte for byte."""
    if not isinstance(players, list):
        raise IllegalAction("bad_players", "Players must be a list.")
    if not spec.min_players <= len(players) <= spec.max_players:
        raise IllegalAction(
            "bad_player_count",
            f"{spec.id} is for {spec.min_players} to {spec.max_players} players, "
            f"not {len(players)}.",
            count=len(players),
        )
    levels = {"random"} | {b.key for b in spec.bot_levels}
    clean = []
    for i, player in enumerate(players):
        if not isinstance(player, dict) or not isinstance(player.get("name"), str):
            raise IllegalAction("bad_player", f"Player {i + 1} needs a name.")
        if fmt >= 2:
            name = clean_name(player["name"])
            if not name:
                raise IllegalAction(
                    "bad_name",
                    f"Player {i + 1} needs a name that shows: letters, digits or symbols.",
                    player=i,
                )
        else:
            name = legacy_name(player["name"])
            if not name:
                raise IllegalAction("bad_player", f"Player {i + 1} needs a name.")
        bot = player.get("bot")
        if bot is not None and (not isinstance(bot, str) or bot not in levels):
            raise IllegalAction(
                "bad_bot",
                f"Unknown computer level {brief(bot)} for {spec.id}.",
                levels=sorted(levels),
            )
        clean.append({"name": name, "bot": bot})
    return clean


class Match:
    """Drives one game: ``to_move``, ``legal_actions``, ``play``, ``view``, ``undo``."""

    def __init__(
        self,
        rules: Rules[Any],
        players: list[dict[str, Any]],
        seed: int,
        options: dict[str, Any] | None = None,
        from_save: bool = False,
        fmt: int = FORMAT,
    ) -> None:
        check_seed(seed)
        if not from_save:  # replay has checked the whole save
            # Options and players come from the page: plain data within limits before
            # anything else reads them (a Kwis 't! pack travels in the options).
            check_plain(options, SAVE_LIMITS, "options")
            check_plain(players, SAVE_LIMITS, "players")
        self.rules = rules
        self.spec = rules.spec
        # A match loaded from a save keeps an option newer than the save out of its options
        # (OptionSpec.legacy), so that the save replays and re-saves as it was made.
        self.from_save = from_save
        self.format = fmt  # the save format it was made under (FORMATS)
        self.options = self.spec.resolve_options(options, from_save)
        self.players = _check_players(self.spec, players, fmt)
        self.seed = seed
        self.log: list[dict[str, Any]] = []
        # Views kept for the state they were built for, by seat (``view``). The app turns
        # this on (issue 37: a tap and the drawing after it build each seat's view once);
        # it only reads them. Others (bots, tools, tests) get a fresh view each time.
        self.keep_views = False
        self._views: dict[int | None, dict[str, Any]] = {}
        self._views_of: tuple[Any, ...] | None = None
        self._moves_made = 0  # moves played: with the log's length, one state from the next
        self._commit_at = 0  # log entries before this index can never be undone
        self._chance_events = 0
        self.state = rules.setup(len(self.players), self.options)
        if fmt < FORMAT:
            rules.keep_older_rules(self.state, fmt)
        self.referee = Referee(rules)  # orders, times and settles its races (core.referee)
        self.race: Race | None = None  # the open race (core.race), if any
        self._last_race: Race | None = None  # the latest closed one, for its verdict
        self._sync_race()

    # -- reading -------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.spec.id

    @property
    def to_move(self) -> list[int]:
        race = self.race
        if race is None:
            return [] if self.is_over else list(self.rules.to_move(self.state))
        # An open race is never over (the referee closes it when the game ends).
        return self.referee.still_to_act(race, self.rules.to_move(self.state))

    @property
    def racing(self) -> bool:
        """A race is open: every action carries ``t`` (core.race)."""
        return self.race is not None

    def race_window(self, seat: int) -> tuple[int, int | None]:
        """The earliest and latest ``t`` a call of ``seat`` may carry now (None: no upper
        limit); a tick may carry any ``t`` from the clock on. Only during a race."""
        self._check_seat(seat)
        if self.race is None:
            raise IllegalAction("not_racing", "No race is open; this move carries no time.")
        return self.race.window(seat, self.spec.grace_ms, self.spec.race_once)

    @property
    def shown_state(self) -> Any:
        """The state as the table sees it: in a race of many moves, with the pending moves
        shown (``Referee.shown``); otherwise ``state`` itself."""
        return self.referee.shown(self.state, self.race)

    @property
    def is_over(self) -> bool:
        return self.rules.result(self.state) is not None

    @property
    def result(self) -> dict[str, Any] | None:
        return self.rules.result(self.state)

    @property
    def physical_dice(self) -> bool:
        return self.options.get("dice") == "physical"

    def legal_actions(self, seat: int) -> list[Action]:
        self._check_seat(seat)
        if seat not in self.to_move:
            return []
        legal = self.rules.legal_actions(self.shown_state, seat)
        if self.race is not None:
            legal.append({"type": TICK})  # the device reports that time has passed
        return legal

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What ``seat`` sees (None: the table, nobody's secrets). With ``keep_views`` on,
        built once per state of the match and seat: asked again before the match changes
        (a move, an undo, another player in a seat), the same view comes back: read it,
        never change it (copy it first)."""
        if seat is not None:
            self._check_seat(seat)
        if not self.keep_views:
            return self._build_view(seat)
        state = (len(self.log), self._commit_at, self._moves_made, self._seated())
        if self._views_of != state:
            self._views_of, self._views = state, {}  # the match moved on: build them again
        kept = self._views.get(seat)
        if kept is None:
            kept = self._views[seat] = self._build_view(seat)
        return kept

    def forget_views(self) -> None:
        """The state was changed outside ``play`` (a test setting a position up): the views
        kept are built again when asked."""
        self._views_of, self._views = None, {}

    def _seated(self) -> tuple[tuple[str, str | None], ...]:
        """Who sits where (a view shows it): a seat handed to a computer is a new state."""
        return tuple((p["name"], p["bot"]) for p in self.players)

    def _build_view(self, seat: int | None) -> dict[str, Any]:
        view = self._view(seat)
        if self.spec.realtime:  # only race games carry the key: other views read as before
            race = self.race or self._last_race
            view["race"] = None if race is None else race.to_json(self.spec.grace_ms)
            if race is not None:
                view["race"]["open"] = race is self.race
        return view

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "seat": seat,
            "players": [dict(p) for p in self.players],
            "options": dict(self.options),
            "to_move": self.to_move,
            "over": self.is_over,
            "result": self.result,
            # Only the seat that made the undoable moves learns that there are any:
            # an undoable move may itself be hidden information.
            "can_undo": self.can_undo and seat is not None and self.log[-1]["seat"] == seat,
            "state": self.rules.view(self.shown_state, seat),
        }

    @property
    def can_undo(self) -> bool:
        return len(self.log) > self._commit_at

    # -- acting --------------------------------------------------------------
    def play(self, seat: int, action: Action) -> Action:
        """Validate and apply; returns the action as logged (with rolled values)."""
        return self._play(seat, action, from_log=False)

    def why_illegal(self, seat: int, action: Action) -> IllegalAction | None:
        """The IllegalAction ``play(seat, action)`` would raise, or None if it is legal.

        Runs the same checks as ``play`` (seat, turn, game over, the rules, dice values)
        and changes nothing: no move is made, nothing is thrown or logged.
        """
        try:
            self._check_move(seat, action, from_log=False)
        except IllegalAction as err:
            return err
        return None

    def undo(self) -> dict[str, Any]:
        """Take back the last action, never past a roll or a hand-over."""
        if not self.can_undo:
            raise IllegalAction(
                "undo_blocked", "Nothing to undo since the last throw or hand-over."
            )
        undone = self.log[-1]
        replayed = Match(
            self.rules, self.players, self.seed, self.options, self.from_save, self.format
        )
        for entry in self.log[:-1]:
            replayed._replay(entry)
        keep = self.keep_views
        self.__dict__.update(replayed.__dict__)  # views kept go with the state undone
        self.keep_views = keep
        return undone

    def bot_action(self, seat: int) -> Action:
        """What this seat's computer player would do, chosen from its own view only."""
        self._check_seat(seat)
        race = self.race
        if race is not None and seat in self.to_move:  # its call in the race, kept
            return self.referee.call(
                race,
                seat,
                self.players[seat]["bot"] or "random",
                self.seed,
                lambda: self._build_view(seat),  # its own: a bot may change it
                lambda: self.legal_actions(seat),
            )
        legal = self.legal_actions(seat)
        if not legal:
            raise IllegalAction("not_your_turn", "This seat has nothing to do now.")
        bot = self.rules.bot(self.players[seat]["bot"] or "random")
        rng = Rng(self.seed ^ 0x5EED_B075, len(self.log) * 16 + seat)
        return bot.choose(self._build_view(seat), legal, rng)  # its own: a bot may change it

    def advice(self, seat: int) -> tuple[Action, Reason]:
        """The hint: the strongest computer's move for this seat, chosen from the seat's own
        view only, and its reason (core.bot.Reason). It draws from its own rng stream, so
        asking changes nothing in the match. There is none in a race (the clock runs)."""
        self._check_seat(seat)
        if self.race is not None:
            raise IllegalAction("no_hint", "There is no hint in a race against the clock.")
        legal = self.legal_actions(seat)
        if not legal:
            raise IllegalAction("not_your_turn", "This seat has nothing to do now.")
        bot = self.rules.bot(self.spec.strongest)
        rng = Rng(self.seed ^ 0x41D5_1CE5, len(self.log) * 16 + seat)
        return advise(bot, self._build_view(seat), legal, rng)  # its own, as a bot's

    # -- saving --------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "format": _FORMAT_NAMES[self.format],
            "game": self.game_id,
            "options": dict(self.options),
            "players": [dict(p) for p in self.players],
            "seed": self.seed,
            "log": json_copy(self.log),
        }

    # -- internals -----------------------------------------------------------
    def _check_seat(self, seat: Any) -> None:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.players):
            raise IllegalAction("bad_seat", f"There is no seat {brief(seat)}.", seat=detail(seat))

    def _check_values(self, seat: int, action: Action, need: int) -> None:
        values = action.get("values")
        if not isinstance(values, list) or len(values) != need:
            raise IllegalAction(
                "values_required",
                f"Enter the {need} value(s) thrown.",
                needed=need,
            )
        for value in values:
            if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 6:
                raise IllegalAction("bad_value", f"A die shows 1 to 6, not {brief(value)}.")
        self.rules.check_values(self.state, seat, action, values)

    def _apply(self, seat: int, action: Action, chance: bool) -> None:
        commit = self.rules.apply(self.state, seat, action)
        self.log.append({"seat": seat, "action": action})
        if chance:
            self._chance_events += 1
        if commit or chance:
            self._commit_at = len(self.log)

    def _check_move(self, seat: int, action: Action, from_log: bool) -> int:
        """Every check a move must pass before it is applied; returns how many dice it
        throws. Changes nothing, so ``why_illegal`` can ask too."""
        self._check_seat(seat)
        if self.race is None and self.is_over:
            raise IllegalAction("game_over", "The game is over.")
        if seat not in self.to_move:
            raise IllegalAction("not_your_turn", f"It is not seat {seat}'s turn.", seat=seat)
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction("bad_action", "An action is an object with a 'type'.")
        # Before anything compares, copies or shows it: deep or huge garbage is refused
        # here, and every later check and message can handle what passes.
        check_plain(action, ACTION_LIMITS, "action")
        if self.race is not None:
            self._check_race_move(seat, action)
            return 0
        if "t" in action:
            raise IllegalAction(
                "time_not_allowed", "Only a move in a race carries a time 't'.", seat=seat
            )
        self.rules.validate(self.state, seat, action)
        need = self.rules.dice_needed(self.state, seat, action)
        if need == 0:
            if "values" in action:
                raise IllegalAction("unexpected_values", "This move throws no dice.")
        elif from_log or self.physical_dice:
            self._check_values(seat, action, need)
        elif "values" in action:
            raise IllegalAction(
                "values_not_allowed",
                "With digital dice the app throws; a move cannot bring its own values.",
            )
        return need

    def _play(self, seat: int, action: Action, from_log: bool) -> Action:
        """One path for new and replayed moves; a logged roll brings its own values."""
        need = self._check_move(seat, action, from_log)
        self._moves_made += 1  # the state changes: views are built again
        resolved = dict(action)
        if self.race is not None:
            self._race_play(seat, resolved)
            return resolved
        if need > 0 and not (from_log or self.physical_dice):
            resolved["values"] = Rng(self.seed, self._chance_events).dice(need)
        self._apply(seat, resolved, need > 0)
        self._sync_race()
        return resolved

    # -- races (core.race) -----------------------------------------------------------------
    def _sync_race(self) -> None:
        """Open a race when the rules start one (its clock starts at 0)."""
        if self.race is None and self.spec.realtime and self.rules.racing(self.state):
            self.race = Race(start=len(self.log))

    def _check_race_move(self, seat: int, action: Action) -> None:
        race = self.race
        assert race is not None
        if self.referee.check_time(race, seat, action):
            return  # a tick: the device speaking, not a move of the rules
        bare = {k: v for k, v in action.items() if k != "t"}
        shown = self.shown_state
        self.rules.validate(shown, seat, bare)
        if "values" in action or self.rules.dice_needed(shown, seat, bare):
            raise IllegalAction("unexpected_values", "A move in a race throws no dice.")

    def _race_play(self, seat: int, action: Action) -> None:
        """Log the move as it arrives, let the clock catch up, and settle what is due;
        close the race when the referee says it is over."""
        race = self.race
        assert race is not None
        self.log.append({"seat": seat, "action": action})
        self._commit_at = len(self.log)  # a call is heard, time passes: never undone
        self.referee.hear(race, seat, action)
        if self.referee.settle(self.state, race):
            self._last_race, self.race = race, None
            self._sync_race()

    def _replay(self, entry: Any) -> None:
        if not isinstance(entry, dict) or not isinstance(entry.get("action"), dict):
            raise IllegalAction("corrupt_save", "A move in the save is damaged.")
        self._play(entry.get("seat"), entry["action"], from_log=True)  # type: ignore[arg-type]


def replay(rules: Rules[Any], data: dict[str, Any]) -> Match:
    """Rebuild a match from a save without using the PRNG."""
    if not isinstance(data, dict):
        raise IllegalAction("corrupt_save", "A save is a JSON object.")
    fmt = data.get("format")
    if not isinstance(fmt, str) or fmt not in FORMATS:
        raise IllegalAction(
            "unknown_format",
            f"This save has format {brief(fmt)}; this build reads {', '.join(FORMATS)}.",
        )
    log = data.get("log")
    if not isinstance(log, list):
        raise IllegalAction("corrupt_save", "The save has no list of moves.")
    if len(log) > MAX_LOG:
        raise IllegalAction(
            "too_large",
            f"The save is too large: {len(log)} moves (at most {MAX_LOG}).",
            what="save",
        )
    check_seed(data.get("seed"))
    check_plain(data, SAVE_LIMITS, "save")
    match = Match(
        rules,
        data.get("players"),  # type: ignore[arg-type]
        data.get("seed"),  # type: ignore[arg-type]
        data.get("options"),
        True,
        FORMATS[fmt],
    )
    try:
        log = json_copy(log)
    except (TypeError, ValueError):
        raise IllegalAction("corrupt_save", "The moves in the save are not plain data.") from None
    try:
        for entry in log:
            match._replay(entry)
    except IllegalAction as err:
        if err.code == "corrupt_save":
            raise
        raise IllegalAction(
            "corrupt_save", f"Move {len(match.log) + 1} in the save is not legal: {err.message}"
        ) from err
    return match
