"""A finished game replayed move by move from its log, from the table's point of view.

``Replay`` holds the save and a match replayed up to move ``k``. Forward steps apply the
next logged move to that match; every ``CHECKPOINT`` moves a copy is kept, so a step back or
a jump replays at most ``CHECKPOINT - 1`` moves from the nearest copy (a Qwinn game of 160
moves steps in well under a millisecond on CPython; see tests/ui/test_replay.py).

The board is the game's own screen (``render_game``) drawn for a ``ReplayTable``: a
``Table`` with nobody at the device, whose match answers every ``view(seat)`` with the
table's view ``view(None)``. So nothing a seat hides is ever drawn, whatever a game's
screen asks for; what the rules reveal at the end is in the table's view once the game is
over. The drawing is then made inert: no control in it acts (``inert_board``).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from typing import Any, cast

from pyengine import IllegalAction, Match, load_match

from ..kit.chrome import back_button, end_actions, game_tools
from ..kit.gameplay import Entry, LastEvent
from ..kit.storage import MemoryStorage, Storage
from .catalog import render_module

CHECKPOINT = 16
DRAWN_KEPT = 64  # boards kept drawn (oldest dropped first)


def _advance(match: Match, entry: dict[str, Any]) -> None:
    """Apply one logged move as a save's replay does (its logged dice, no new throw)."""
    match._replay(entry)  # the engine's own replay step: the one way to apply a logged roll


def _copy(match: Match) -> Match:
    """A match to replay on from here: its state copied, its rules and spec shared, and its
    log a new list of the same entries (logged moves are never changed)."""
    memo: dict[int, Any] = {id(match.rules): match.rules, id(match.spec): match.spec}
    memo[id(match.log)] = list(match.log)
    return copy.deepcopy(match, memo)


class Replay:
    """The match of ``save`` after its first ``k`` moves, ``0 <= k <= total``."""

    def __init__(self, gid: str, save: dict[str, Any]) -> None:
        self.gid = gid
        self.log: list[dict[str, Any]] = list(save.get("log") or [])
        self.total = len(self.log)
        start = load_match({**save, "log": []})
        self._checkpoints: dict[int, Match] = {0: _copy(start)}
        self.match = start
        self.k = 0
        self.turned = 0  # Das Spiel's drawing turned by this many thirds (a way to look)
        self._html: dict[tuple[int, str, int], tuple[str, str]] = {}

    def go(self, k: int) -> None:
        """Move to ``k`` (clamped): forward from here when ahead, else from a checkpoint."""
        k = max(0, min(self.total, k))
        if k < self.k:
            base = max(c for c in self._checkpoints if c <= k)
            self.match = _copy(self._checkpoints[base])
            self.k = base
        while self.k < k:
            _advance(self.match, self.log[self.k])
            self.k += 1
            if self.k % CHECKPOINT == 0 and self.k not in self._checkpoints:
                self._checkpoints[self.k] = _copy(self.match)

    def drawn(self, lang: str, draw: Callable[[Replay, str], tuple[str, str]]) -> tuple[str, str]:
        """``draw(self, lang)`` for the current move, cached: the board and the move's line."""
        key = (self.k, lang, self.turned)
        if key not in self._html:
            if len(self._html) >= DRAWN_KEPT:  # a long game's boards would fill memory
                del self._html[next(iter(self._html))]
            self._html[key] = draw(self, lang)
        return self._html[key]


class PublicMatch:
    """A match that shows only its public view (nobody's hidden information): ``view(seat)``
    is ``view(None)`` for every seat, and nobody may move. Everything else is the match's
    own."""

    def __init__(self, match: Match) -> None:
        self._match = match

    def view(self, _seat: int | None = None) -> dict[str, Any]:
        return self._match.view(None)

    def legal_actions(self, _seat: int) -> list[dict[str, Any]]:
        return []

    def why_illegal(self, _seat: int, _action: dict[str, Any]) -> IllegalAction:
        return IllegalAction("replay", "A replay cannot be played.")

    @property
    def can_undo(self) -> bool:
        return False

    def __getattr__(self, name: str) -> Any:
        if name in ("play", "undo", "bot_action", "state", "shown_state"):
            raise AttributeError(name)  # a seat's moves and the hidden state stay out
        return getattr(self._match, name)


class ReplayTable:
    """The ``Table`` a game's screen draws for a replay: nobody holds the device, nobody
    may act, no round waits to be revealed."""

    pace_ms = 0
    notice: str | None = None
    entry: Entry | None = None
    last_event: LastEvent | None = None
    sheet_tab: int | None = None
    confirmed: int | None = None

    def __init__(self, match: Match, lang: str) -> None:
        # Typed as the Match it stands for: a game's screen reads it like one.
        self.match: Match | None = cast(Match, PublicMatch(match))
        self.game_id: str | None = "replay"
        self._lang = lang
        self.storage: Storage = MemoryStorage()
        self.selected: set[int] = set()
        self.seen_rounds = 1 << 30  # every round counts as seen: no "next" to tap
        self._kept: dict[str, dict[str, Any]] = {}

    def kept(self, name: str) -> dict[str, Any]:
        return self._kept.setdefault(name, {})

    @property
    def lang(self) -> str:
        return self._lang

    def now(self) -> float:
        return 0.0

    def clock(self) -> float:
        return 0.0

    def game(self) -> Match:
        assert self.match is not None
        return self.match

    def humans(self) -> list[int]:
        return [i for i, p in enumerate(self.game().players) if p["bot"] is None]

    def seat_to_move(self) -> int | None:
        to_move = self.game().to_move
        return to_move[0] if to_move else None

    def viewer(self) -> int | None:
        return None

    def acting_human(self) -> int | None:
        return None

    def human_to_act(self) -> int:
        raise IllegalAction("replay", "A replay cannot be played.")

    def handover_seat(self) -> int | None:
        return None

    def reveal_pending(self) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def play(self, _seat: int, _action: dict[str, Any]) -> None:
        raise IllegalAction("replay", "A replay cannot be played.")

    def start_entry(self, _seat: int, _dice: list[Any], _action: dict[str, Any]) -> None:
        raise IllegalAction("replay", "A replay cannot be played.")

    def racing(self) -> bool:
        return bool(self.game().racing)

    def race_now(self) -> int:
        race = self.game().race
        return int(race.clock) if race is not None else 0

    def race_t(self, _seat: int) -> int:
        return self.race_now()


# Attributes that make a drawing act: taken out of a replayed board (a box that scrolls,
# marked data-scrollbox, stays a Tab stop: its content is read by scrolling).
_ACTING = re.compile(
    r' (?:data-act|data-arg|data-val|data-text-act|data-file-act|data-max-bytes)="[^"]*"'
    r'| data-autofocus|(?<! data-scrollbox) tabindex="0"| role="button"| id="screen-title"'
)


# The buttons that turn Das Spiel's drawing (a way to look, no move): in a replay they stay,
# acting on the replay (``replay_turn``).
_TURNS = re.compile(r' data-act="(?:turn|wm_view)"')
_TURN_KEPT = " data-replay-turn"
_TURN_BUTTON = re.compile(r"<button disabled([^>]*)" + _TURN_KEPT)


def inert_board(html: str, table: ReplayTable, game: str) -> str:
    """A game's screen as a picture: without its back button, tools and end buttons, its
    title a sub-heading, every control disabled and every target passive, except the
    button that turns the pyramid."""
    lang = table.lang
    for part in (game_tools(lang, game), end_actions(lang), back_button(table)):
        html = html.replace(part, "")
    html = _TURNS.sub(_TURN_KEPT, html)
    html = _ACTING.sub("", html)
    html = html.replace("<button", "<button disabled").replace("<input", "<input disabled")
    html = html.replace("<select", "<select disabled").replace("<textarea", "<textarea disabled")
    html = _TURN_BUTTON.sub(r'<button\1 data-act="replay_turn"', html)
    # The game's own title becomes a sub-heading of the replay screen.
    return re.sub(r"<h1\b([^>]*)>(.*?)</h1>", r"<h2\1>\2</h2>", html, count=1, flags=re.S)


def board_html(replay: Replay, lang: str) -> tuple[str, str]:
    """The game's board at the replay's move and what the game's screen announces there."""
    module = render_module(replay.match.game_id)
    table = ReplayTable(replay.match, lang)
    table.sheet_tab = replay.turned or None
    html = str(module.render_game(table))
    news = str(module.announce(table))
    return inert_board(html, table, replay.match.game_id), news
