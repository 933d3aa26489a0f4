"""Static description of a game: titles, player counts, options and bot levels."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalAction
from .plain import brief
from .race import GRACE_MS

Text = dict[str, str]  # {"nl": ..., "en": ...}


class _NoLegacy:
    """The ``legacy`` of an option that every save names (see OptionSpec.legacy)."""

    def __repr__(self) -> str:
        return "NO_LEGACY"


NO_LEGACY: Any = _NoLegacy()


@dataclass(frozen=True)
class OptionSpec:
    """One named option. ``choices`` lists allowed values; ints may use a range instead."""

    key: str
    label: Text
    default: Any
    choices: tuple[Any, ...] = ()
    choice_labels: tuple[Text, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    help: Text = field(default_factory=dict)
    # An option added after saves of the game were made: what a save without it means.
    # Such a save keeps its options as they were (the key stays out of the match's
    # options, views and re-saves), so it replays, shows and saves exactly as before, and
    # the rules read the option as ``options.get(key, legacy)``. New games get ``default``.
    legacy: Any = NO_LEGACY

    def check(self, value: Any) -> Any:
        if self.choices:
            # Of the same type as well: 2.0 == 2 and True == 1, but a save of 2.0 or true
            # would keep a value no choice has (and show it, and read it, as another).
            if not any(type(value) is type(c) and value == c for c in self.choices):
                raise IllegalAction(
                    "bad_option",
                    f"Option {self.key!r} must be one of {list(self.choices)}, not {brief(value)}.",
                    option=self.key,
                )
            return value
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise IllegalAction("bad_option", f"Option {self.key!r} must be true or false.")
            return value
        if isinstance(self.default, int):
            if not isinstance(value, int) or isinstance(value, bool):
                raise IllegalAction("bad_option", f"Option {self.key!r} must be a whole number.")
            if (self.minimum is not None and value < self.minimum) or (
                self.maximum is not None and value > self.maximum
            ):
                raise IllegalAction(
                    "bad_option",
                    f"Option {self.key!r} must lie between {self.minimum} and {self.maximum}.",
                    option=self.key,
                )
            return value
        return value

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"key": self.key, "label": self.label, "default": self.default}
        if self.choices:
            data["choices"] = list(self.choices)
            data["choice_labels"] = list(self.choice_labels)
        if self.minimum is not None:
            data["minimum"] = self.minimum
            data["maximum"] = self.maximum
        if self.help:
            data["help"] = self.help
        return data


DICE_OPTION = OptionSpec(
    key="dice",
    label={"nl": "Dobbelstenen", "en": "Dice"},
    default="digital",
    choices=("digital", "physical"),
    choice_labels=(
        {"nl": "De app gooit", "en": "The app rolls"},
        {
            "nl": "Echte dobbelstenen: jullie voeren de worp in",
            "en": "Real dice: you enter the throw",
        },
    ),
)


@dataclass(frozen=True)
class BotLevel:
    key: str
    label: Text
    about: Text


@dataclass(frozen=True)
class GameSpec:
    id: str
    title: Text  # the rulebook's name, the same in every language (issue 33)
    tagline: Text
    min_players: int
    max_players: int
    minutes: tuple[int, int]
    options: tuple[OptionSpec, ...]
    bot_levels: tuple[BotLevel, ...]
    # Real time (core.race): the game opens races in which seats act at once, each action
    # stamped with its time; ``grace_ms`` is how long the match waits for a late arrival,
    # ``race_once`` lets each seat act once per race (a call), else as often as it likes.
    realtime: bool = False
    grace_ms: int = GRACE_MS
    race_once: bool = True
    # The level the hint asks and the benchmarks time, when it is not the last one listed.
    strongest_level: str | None = None
    # The level the new-game form gives a computer seat: one a newcomer to the game beats
    # some of the time (the first level listed unless named; "random" for a game without
    # levels). Always a key of ``bot_levels`` (or "random") once the spec is made.
    default_level: str = ""
    # What the app and the tests know of every game from here, not from lists of their own
    # (issue 37). None of these is in ``to_json``: the specs read as before.
    # Whether a seat's view may hide something the state holds (dice under a cup, answers,
    # covered faces): the generic test (tests/engine/test_all_games.py) then insists that
    # ``Rules.sample_world`` makes a world that differs. A game whose every view shows the
    # whole state says False.
    hidden_information: bool = True
    # The logged move types that throw dice in front of the table (the dice sound, the
    # tumble, the count of throws: web/spelkast_ui/kit/dice.py); a pyramid's build or a
    # quiz's shuffle draws dice without throwing them. Empty: the game throws no dice.
    throws: frozenset[str] = frozenset()
    # How many seats the new-game form starts with (the person and computers): a game made
    # for a bigger table than its minimum names it; unnamed, the minimum and at least two.
    table_size: int = 0

    def __post_init__(self) -> None:
        keys = [b.key for b in self.bot_levels]
        if not self.default_level:
            object.__setattr__(self, "default_level", keys[0] if keys else "random")
        if not self.table_size:
            size = min(max(2, self.min_players), self.max_players)
            object.__setattr__(self, "table_size", size)
        if not self.min_players <= self.table_size <= self.max_players:
            raise ValueError(f"{self.id}: a table of {self.table_size} is not allowed")
        for named in (self.default_level, self.strongest_level):
            if named is not None and named not in ["random", *keys]:
                raise ValueError(f"{self.id}: no computer level {named!r}")

    @property
    def strongest(self) -> str:
        """The strongest computer level: ``strongest_level``, else the last one listed."""
        if self.strongest_level is not None:
            return self.strongest_level
        return self.bot_levels[-1].key if self.bot_levels else "random"

    def option(self, key: str) -> OptionSpec:
        for opt in self.options:
            if opt.key == key:
                return opt
        raise KeyError(key)

    def resolve_options(self, given: dict[str, Any] | None, saved: bool = False) -> dict[str, Any]:
        """Defaults filled in; unknown keys and bad values raise IllegalAction. For a save
        (``saved``), an option with a ``legacy`` value that the save does not name is left
        out: the save was made before the option existed."""
        if given is not None and not isinstance(given, dict):
            raise IllegalAction("bad_option", "Options must be an object of named values.")
        given = dict(given or {})
        known = {opt.key for opt in self.options}
        unknown = sorted(set(given) - known)
        if unknown:
            raise IllegalAction(
                "unknown_option",
                f"{self.id} has no option {brief(unknown[0])}.",
                options=[brief(key) for key in unknown[:10]],
            )
        return {
            opt.key: opt.check(given.get(opt.key, opt.default))
            for opt in self.options
            if not (saved and opt.legacy is not NO_LEGACY and opt.key not in given)
        }

    def to_json(self) -> dict[str, Any]:
        data = self._to_json()
        if self.realtime:  # only race games carry the key, so other specs read as before
            data["realtime"] = {"grace_ms": self.grace_ms, "once": self.race_once}
        return data

    def _to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "tagline": self.tagline,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "minutes": list(self.minutes),
            "options": [opt.to_json() for opt in self.options],
            "bot_levels": [
                {"key": b.key, "label": b.label, "about": b.about} for b in self.bot_levels
            ],
            "default_level": self.default_level,
        }
