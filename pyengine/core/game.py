"""The small state API every game module implements (OpenSpiel/boardgame.io style).

A game is a ``Rules`` object plus a plain, mutable state object. The ``Match`` owns
turn checks, dice, logging, undo and saves; a game only says what is legal and how
an action changes its state. ``apply`` receives an action that has already passed
``validate`` and, for chance actions, carries its ``values``.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import Any, Generic, TypeVar

from .bot import RANDOM_BOT, Bot
from .errors import IllegalAction
from .plain import brief
from .rng import Rng
from .spec import GameSpec

S = TypeVar("S")
Action = dict[str, Any]


def template(action: Action) -> Action:
    """An action without what the Match adds or checks itself (the dice ``values``, the
    race time ``t``), for comparing against ``legal_actions``."""
    return {k: v for k, v in action.items() if k != "values" and k != "t"}


def json_copy(data: Any) -> Any:
    """A deep copy of JSON data; the C-accelerated codec is ~20x faster than deepcopy."""
    return json.loads(json.dumps(data))


def canonical(action: Action) -> str:
    """Exact JSON form: ``0.0`` or ``True`` never pass for ``0`` or ``1``."""
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


def ranked(places: list[int]) -> dict[str, Any]:
    """The ranking part of a result from each seat's place (1 = first, shared places
    allowed): ``ranking`` (seats by place, then seat), ``places`` and ``winners``."""
    return {
        "ranking": sorted(range(len(places)), key=lambda s: (places[s], s)),
        "places": places,
        "winners": [s for s, place in enumerate(places) if place == 1],
    }


class Rules(ABC, Generic[S]):
    spec: GameSpec
    # The registry sets this to import the game's bots.py on first use, so the engine
    # core never reaches into the games and a game without computers never loads them.
    bot_loader: Callable[[], Mapping[str, Bot]] | None = None
    _bots: Mapping[str, Bot] | None = None

    def bot(self, level: str) -> Bot:
        """The computer player ``level`` of this game (``random`` is every game's)."""
        if level == "random":
            return RANDOM_BOT
        if self._bots is None:
            self._bots = self.bot_loader() if self.bot_loader is not None else {}
        bot = self._bots.get(level) if isinstance(level, str) else None
        if bot is None:
            raise IllegalAction("bad_bot", f"No computer level {brief(level)} for {self.spec.id}.")
        return bot

    @abstractmethod
    def setup(self, n_players: int, options: dict[str, Any]) -> S: ...

    @abstractmethod
    def to_move(self, state: S) -> list[int]: ...

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[Action]:
        """Chance actions are listed as templates without ``values``."""

    def validate(self, state: S, seat: int, action: Action) -> None:
        """Raise IllegalAction unless ``action`` (values aside) is legal for ``seat``."""
        wanted = template(action)
        # == first (fast); the exact JSON form then rejects 0.0 or True posing as 0 or 1.
        if not any(
            legal == wanted and canonical(legal) == canonical(wanted)
            for legal in self.legal_actions(state, seat)
        ):
            raise IllegalAction(
                "illegal_action",
                f"That move is not allowed now: {brief(template(action))}.",
                action=template(action),
            )

    def keep_older_rules(self, state: S, fmt: int) -> None:
        """The match replays a save of an earlier format ``fmt`` (core.match.FORMATS):
        put back in ``state`` a rule its builds played by that this build has tightened,
        so the save replays as it was played. Called once, right after ``setup``; new
        matches never meet it. Nothing by default (Kwis 't!: ruler-less disputes)."""

    def handed_on(self, state: S) -> dict[str, Any] | None:  # noqa: ARG002 (a hook: subclasses use it)
        """The pyramid a building game of Das Spiel leaves on the table for the next game
        of an evening (``Pyramid.to_json`` form; pyengine.evening), or None: the game
        builds none. Read once the game is over."""
        return None

    def racing(self, state: S) -> bool:  # noqa: ARG002 (a hook: subclasses use it)
        """True while a race is open (only for ``spec.realtime`` games; core.race): every
        seat of ``to_move`` may act at once and each action is stamped with its time. The
        rules never see ``t``: the Match orders race actions and applies them in time."""
        return False

    def after_race(self, state: S, seat: int, action: Action) -> str:  # noqa: ARG002 (a hook: subclasses use it)
        """A move of a race of many moves (``race_once`` False) that was made after the move
        that ended the race, met once that move has been applied: what becomes of it, as
        the outcome the race records. ``"void"`` (the default): nothing. Raffzahn's die
        taken after STOP is ``"foul"``: it goes back and its taker pays a penalty."""
        return "void"

    def dice_needed(self, state: S, seat: int, action: Action) -> int:  # noqa: ARG002 (a hook: subclasses use it)
        """How many six-sided dice this (validated) action throws; 0 if none."""
        return 0

    def check_values(self, state: S, seat: int, action: Action, values: list[Any]) -> None:
        """Extra checks on thrown values (physical dice); the Match checks count and range."""

    @abstractmethod
    def apply(self, state: S, seat: int, action: Action) -> bool:
        """Change ``state``; return True when the action is a commit point for undo
        (a roll, or hidden information handed over)."""

    @abstractmethod
    def view(self, state: S, seat: int | None) -> Mapping[str, Any]:
        """JSON-able; ``None`` is the view of the whole table (no private information).
        A plain dict at run time; each game types it as a TypedDict (its view.py, which
        the game's UI reads), so mypy checks every key on both sides."""

    @abstractmethod
    def result(self, state: S) -> dict[str, Any] | None:
        """``None`` while playing; else ranking, places and scores."""

    def sample_world(self, state: S, seat: int | None, rng: Rng) -> S:
        """A copy of ``state`` with everything ``seat`` cannot see redrawn at random.

        ``view(seat)`` must be identical for the copy: the generic tests use this to
        prove that no view leaks another seat's hidden information.
        """
        raise NotImplementedError
