"""Abquetschen's own moves: throwing the turquoise die (or entering a real one), choosing the
start spot, placing dice one by one, taking one back, confirming, leaving the bonus, and
turning the drawing.

Nothing is hidden, so there is no hand-over. One tap act, ``build``, serves every spot of the
pyramid: a new die of this turn is taken back, an empty spot gets a die. A spot the engine
refuses is explained from the engine's own refusal code (``Match.why_illegal``), in the
player's words, and nothing changes. Computers place their dice one action at a time, so the
table shows their builds die by die at the computer pace.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pyengine import IllegalAction
from pyengine.games.abquetschen.view import View as GameView

from ...kit.gameplay import GamePlay, LastEvent, Moves, Table, play_or_explain
from ...kit.hint import Mark
from ...kit.i18n import Person, engine_message
from ...kit.seats import person
from ...pyramid.positions import parse_pos, pos_arg
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

    def sheet_tabs(self, c: Table) -> int:
        return 3  # c.sheet_tab: the drawing turned by thirds (a reload keeps it)

    def thrown_dice(self, c: Table, seat: int, action: dict[str, Any]) -> list[Any] | None:
        return [TURQUOISE] if action["type"] == "throw" else None

    def after_play(self, c: Table, seat: int, action: dict[str, Any], new_round: bool) -> None:
        """A die just put in drops into place once (the next drawing shows it still)."""
        c.last_event = LastEvent(seat, "place", 0) if action["type"] == "place" else None

    def _acting(self, c: Table) -> int | None:
        """The acting human's seat, or a notice saying whose turn it is."""
        seat = c.acting_human()
        if seat is None:
            match = c.game()
            turn = state_of(c)["turn"]
            if turn is not None and not match.is_over:
                c.notice = t(c.lang, "aq_r_wait", about=person(c, turn))
            return None
        return seat

    def hint_marks(self, c: Table, seat: int, action: dict[str, Any]) -> list[Mark]:
        """One tap makes each move: the throw button, a start spot or a spot of the pyramid
        (a die placed, or a new die tapped off again), the confirm or skip button."""
        kind = action["type"]
        if kind in ("start", "place", "take_back"):
            # A start spot is drawn with its own act; every build spot taps as ``build``.
            return [("aq_start" if kind == "start" else "build", pos_arg(action["at"]))]
        if kind in ("throw", "confirm", "skip_bonus"):
            return [(kind, None)]  # the button of that name
        return []

    def act_turn(self, c: Table, arg: str, value: str) -> None:
        """Turn the drawing by a third (anyone may, at any time)."""
        c.sheet_tab = ((c.sheet_tab or 0) + 1) % 3
        c.last_event = None

    def act_throw(self, c: Table, arg: str, value: str) -> None:
        seat = self._acting(c)
        if seat is None:
            return
        phase = state_of(c)["phase"]
        if phase not in ("opening", "throw"):
            c.notice = t(c.lang, "aq_r_start_spot" if phase == "start" else "aq_r_thrown")
            return
        action = {"type": "throw"}
        if c.game().physical_dice:
            c.start_entry(seat, [TURQUOISE], action)
            return
        play_or_explain(c, seat, action)

    def act_start(self, c: Table, arg: str, value: str) -> None:
        seat = self._acting(c)
        if seat is None:
            return
        q = parse_pos(arg)
        st = state_of(c)
        if st["phase"] != "start" or list(q) not in st["start_tops"]:
            c.notice = t(c.lang, "aq_r_start_spot")
            return
        play_or_explain(c, seat, {"type": "start", "at": list(q)})

    def act_build(self, c: Table, arg: str, value: str) -> None:
        """A tap on a spot of the pyramid: take back a new die, or put one there."""
        seat = self._acting(c)
        if seat is None:
            return
        p = parse_pos(arg)
        st = state_of(c)
        if st["phase"] == "start":
            self.act_start(c, arg, value)
            return
        if st["phase"] not in BUILDING:
            c.notice = t(c.lang, "aq_r_throw_first")
            return
        kind = "take_back" if p in placed_of(st) else "place"
        play_or_explain(
            c, seat, {"type": kind, "at": list(p)}, lambda err: refusal_words(c, st, err)
        )

    def act_confirm(self, c: Table, arg: str, value: str) -> None:
        seat = self._acting(c)
        if seat is None:
            return
        st = state_of(c)
        if st["phase"] not in BUILDING:
            c.notice = t(c.lang, "aq_r_throw_first")
            return
        play_or_explain(c, seat, {"type": "confirm"}, lambda err: refusal_words(c, st, err))

    def act_skip_bonus(self, c: Table, arg: str, value: str) -> None:
        seat = self._acting(c)
        if seat is None:
            return
        st = state_of(c)
        if st["phase"] != "bonus":
            c.notice = t(c.lang, "aq_r_throw_first")
            return
        play_or_explain(c, seat, {"type": "skip_bonus"})

    # Every tap this game answers: data-act name -> handler.
    MOVES: ClassVar[Moves] = {
        "turn": act_turn,
        "throw": act_throw,
        "aq_start": act_start,
        "build": act_build,
        "confirm": act_confirm,
        "skip_bonus": act_skip_bonus,
    }


PLAY = AbquetschenPlay()
