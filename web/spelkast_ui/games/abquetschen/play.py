"""Abquetschen's own moves: throwing the turquoise die (or entering a real one), choosing the
start spot, placing dice one by one, taking one back, confirming, leaving the bonus, and
turning the drawing.

Nothing is hidden, so there is no hand-over. Every tap but turning the drawing is one move,
which its control carries (``GamePlay.TAPS``): on a spot of the pyramid (``build``) a new die
of this turn is taken back, an empty spot gets a die. A spot the engine refuses is explained
from the engine's own refusal code (``Match.play`` validates it once), in the player's words,
and nothing changes. Computers place their dice one action at a time, so the
table shows their builds die by die at the computer pace.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pyengine import IllegalAction
from pyengine.games.abquetschen.view import View as GameView

from ...kit.gameplay import GamePlay, LastEvent, Moves, Table
from ...kit.i18n import Person, engine_message
from ...kit.seats import person
from .i18n import t
from .seen import state_of

View = dict[str, Any]
TURQUOISE = "turquoise"
BUILDING = ("build", "bonus")


def placed_of(st: GameView) -> set[tuple[int, int, int]]:
    return {(p[0], p[1], p[2]) for p in st["placed"]}


def refusal_words(c: Table, st: GameView, err: IllegalAction) -> str:
    """An engine refusal of a build move in the game's own words."""
    lang = c.lang
    code = err.code
    need = int(st["need"])
    placed = len(st["placed"])
    if code == "must_keep_start_free":
        start = st["start_player"]
        who = person(c, start) if start is not None else Person("")
        return t(lang, "aq_r_must_keep_start_free", about=who)
    if code == "not_touching_own" and st["phase"] == "bonus":
        return t(lang, "aq_r_not_touching_own_bonus")
    if code in (
        "occupied",
        "no_support",
        "all_placed",
        "not_touching_own",
        "not_touching_any",
        "not_touching_new",
        "not_connected",
        "cannot_complete",
        "carries_new_die",
        "not_new",
        "incomplete",
    ):
        return t(lang, f"aq_r_{code}", n=need, placed=placed, left=need - placed)
    return engine_message(lang, err)


class AbquetschenPlay(GamePlay):
    hides_info = False

    def sheet_tabs(self, _c: Table) -> int:
        return 3  # c.sheet_tab: the drawing turned by thirds (a reload keeps it)

    def thrown_dice(self, _c: Table, _seat: int, action: dict[str, Any]) -> list[Any] | None:
        return [TURQUOISE] if action["type"] == "throw" else None

    def after_play(self, c: Table, seat: int, action: dict[str, Any], _new_round: bool) -> None:
        """A die just put in drops into place once (the next drawing shows it still)."""
        c.last_event = LastEvent(seat, "place", 0) if action["type"] == "place" else None

    def tapper(self, c: Table, _arg: str) -> int | None:
        """The acting human's seat, or a notice saying whose turn it is."""
        seat = c.acting_human()
        if seat is None:
            match = c.game()
            turn = state_of(c)["turn"]
            if turn is not None and not match.is_over:
                c.notice = t(c.lang, "aq_r_wait", about=person(c, turn))
            return None
        return seat

    def refusal(self, c: Table, _seat: int, action: dict[str, Any], err: IllegalAction) -> str:
        """A refused tap in the player's words: what the phase asks first (throw, start
        spot, build), else why the engine refused the spot or the confirmation."""
        st = state_of(c)
        phase, kind = st["phase"], action["type"]
        lang = c.lang
        if kind == "throw":
            if phase == "start":
                return t(lang, "aq_r_start_spot")
            if phase not in ("opening", "throw"):
                return t(lang, "aq_r_thrown")
            return engine_message(lang, err)
        if kind == "start" or (phase == "start" and kind in ("place", "take_back")):
            if phase != "start" or action.get("at") not in st["start_tops"]:
                return t(lang, "aq_r_start_spot")
            return engine_message(lang, err)
        if kind == "skip_bonus":
            return t(lang, "aq_r_throw_first") if phase != "bonus" else engine_message(lang, err)
        if kind in ("place", "take_back", "confirm"):
            if phase not in BUILDING:
                return t(lang, "aq_r_throw_first")
            return refusal_words(c, st, err)
        return engine_message(lang, err)

    def act_turn(self, c: Table, _arg: str, _value: str) -> None:
        """Turn the drawing by a third (anyone may, at any time)."""
        c.sheet_tab = ((c.sheet_tab or 0) + 1) % 3
        c.last_event = None

    # The taps that are not one move: turning the drawing. Every other control carries
    # its move (``TAPS``): the throw, a start spot, a spot of the pyramid (a die placed,
    # or a new die tapped off again), the confirm and the skip button.
    MOVES: ClassVar[Moves] = {"turn": act_turn}
    TAPS: ClassVar[frozenset[str]] = frozenset(
        {"throw", "aq_start", "build", "confirm", "skip_bonus"}
    )


PLAY = AbquetschenPlay()
