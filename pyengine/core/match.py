"""A Match: one game being played, with its log, undo, views and saves.

Replay is a fold of the logged actions over the initial state; every roll is logged
with its values, so loading a save never consults the PRNG.
"""

from __future__ import annotations

from typing import Any

from .errors import IllegalAction
from .game import Action, Rules, json_copy
from .rng import Rng
from .spec import GameSpec

SAVE_FORMAT = "spelkast-save/1"
MAX_NAME_LENGTH = 40


def _check_players(spec: GameSpec, players: Any) -> list[dict[str, Any]]:
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
        name = " ".join(player["name"].split())[:MAX_NAME_LENGTH]
        if not name:
            raise IllegalAction("bad_player", f"Player {i + 1} needs a name.")
        bot = player.get("bot")
        if bot is not None and (not isinstance(bot, str) or bot not in levels):
            raise IllegalAction(
                "bad_bot", f"Unknown computer level {bot!r} for {spec.id}.", levels=sorted(levels)
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
    ) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise IllegalAction("bad_seed", "The seed must be a non-negative whole number.")
        self.rules = rules
        self.spec = rules.spec
        self.options = self.spec.resolve_options(options)
        self.players = _check_players(self.spec, players)
        self.seed = seed
        self.log: list[dict[str, Any]] = []
        self._commit_at = 0  # log entries before this index can never be undone
        self._chance_events = 0
        self.state = rules.setup(len(self.players), self.options)

    # -- reading -------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.spec.id

    @property
    def to_move(self) -> list[int]:
        return [] if self.is_over else list(self.rules.to_move(self.state))

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
        return self.rules.legal_actions(self.state, seat)

    def view(self, seat: int | None = None) -> dict[str, Any]:
        if seat is not None:
            self._check_seat(seat)
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
            "state": self.rules.view(self.state, seat),
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
        replayed = Match(self.rules, self.players, self.seed, self.options)
        for entry in self.log[:-1]:
            replayed._replay(entry)
        self.__dict__.update(replayed.__dict__)
        return undone

    def bot_action(self, seat: int) -> Action:
        """What this seat's computer player would do, chosen from its own view only."""
        self._check_seat(seat)
        legal = self.legal_actions(seat)
        if not legal:
            raise IllegalAction("not_your_turn", "This seat has nothing to do now.")
        bot = self.rules.bot(self.players[seat]["bot"] or "random")
        rng = Rng(self.seed ^ 0x5EED_B075, len(self.log) * 16 + seat)
        return bot.choose(self.view(seat), legal, rng)

    # -- saving --------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "game": self.game_id,
            "options": dict(self.options),
            "players": [dict(p) for p in self.players],
            "seed": self.seed,
            "log": json_copy(self.log),
        }

    # -- internals -----------------------------------------------------------
    def _check_seat(self, seat: Any) -> None:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.players):
            raise IllegalAction("bad_seat", f"There is no seat {seat!r}.", seat=seat)

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
                raise IllegalAction("bad_value", f"A die shows 1 to 6, not {value!r}.")
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
        if self.is_over:
            raise IllegalAction("game_over", "The game is over.")
        if seat not in self.rules.to_move(self.state):
            raise IllegalAction("not_your_turn", f"It is not seat {seat}'s turn.", seat=seat)
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction("bad_action", "An action is an object with a 'type'.")
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
        resolved = dict(action)
        if need > 0 and not (from_log or self.physical_dice):
            resolved["values"] = Rng(self.seed, self._chance_events).dice(need)
        self._apply(seat, resolved, need > 0)
        return resolved

    def _replay(self, entry: Any) -> None:
        if not isinstance(entry, dict) or not isinstance(entry.get("action"), dict):
            raise IllegalAction("corrupt_save", "A move in the save is damaged.")
        self._play(entry.get("seat"), entry["action"], from_log=True)  # type: ignore[arg-type]


def replay(rules: Rules[Any], data: dict[str, Any]) -> Match:
    """Rebuild a match from a save without using the PRNG."""
    if not isinstance(data, dict):
        raise IllegalAction("corrupt_save", "A save is a JSON object.")
    if data.get("format") != SAVE_FORMAT:
        raise IllegalAction(
            "unknown_format",
            f"This save has format {data.get('format')!r}; expected {SAVE_FORMAT}.",
        )
    log = data.get("log")
    if not isinstance(log, list):
        raise IllegalAction("corrupt_save", "The save has no list of moves.")
    match = Match(rules, data.get("players"), data.get("seed"), data.get("options"))  # type: ignore[arg-type]
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
