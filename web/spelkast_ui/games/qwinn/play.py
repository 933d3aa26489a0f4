"""Qwinn's own moves: the starting throw, choosing dice, throwing, the pawn, the red die.

Nothing in Qwinn is hidden, so there is no hand-over. A tap on a field the pawn may not
take explains why in words and changes nothing.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pyengine import IllegalAction
from pyengine.games.qwinn import board
from pyengine.games.qwinn.view import View as GameView

from ...kit.gameplay import GamePlay, Moves, Table, human_to_move, play_or_explain, throw_allowed
from ...kit.hint import Mark
from ...kit.i18n import engine_message
from .i18n import BOYCOTT_NAMES, FIELD_NAMES, FIELD_NEEDS, t

ALL_DICE = [0, 1, 2, 3, 4]


def field_name(lang: str, field: str) -> str:
    return FIELD_NAMES[field][0 if lang != "en" else 1]


def boycott_name(lang: str, kind: str) -> str:
    return BOYCOTT_NAMES[kind][1 if lang == "en" else 0]


def go_action(st: GameView, seat: int, field: str) -> dict[str, Any]:
    """The move of ``seat``'s pawn to ``field``: one step (or any step from or to the
    Topper field) is free, farther is a jump."""
    steps = board.distance(st["players"][seat]["field"], field)
    return {"type": "jump" if steps is not None and steps > 1 else "move", "field": field}


def _state(c: Table) -> GameView:
    state: GameView = c.game().view(None)["state"]
    return state


class QwinnPlay(GamePlay):
    hides_info = False

    def thrown_dice(self, _c: Table, _seat: int, action: dict[str, Any]) -> list[Any] | None:
        if action["type"] == "start_roll":
            return [board.RED]
        if action["type"] == "roll":
            return list(action["dice"])
        return None

    def _throw(self, c: Table, seat: int, action: dict[str, Any], dice: list[int]) -> None:
        if c.game().physical_dice:
            c.start_entry(seat, dice, action)
            return
        play_or_explain(c, seat, action)

    # -- throwing -------------------------------------------------------------------
    def selection_fits(self, c: Table, selected: set[int]) -> bool:
        """Dice picked to throw again (a reload keeps them)."""
        seat = human_to_move(c)
        st = _state(c)
        if (
            seat is None
            or st["phase"] != "throw"
            or not 0 < st["throws"] < st["throw_limit"]
            or max(selected) > board.RED
        ):
            return False
        dice = sorted(d for d in selected if d in ALL_DICE)
        return not dice or throw_allowed(c, seat, {"type": "roll", "dice": dice}, len(dice))

    def act_die(self, c: Table, arg: str, _value: str) -> None:
        c.human_to_act()
        st = _state(c)
        die = int(arg)
        if st["phase"] != "throw" or not 0 <= die <= board.RED:
            raise ValueError(arg)
        if st["throws"] == 0:
            c.notice = t(c.lang, "qn_first_hint")
            return
        if st["throws"] >= st["throw_limit"]:
            c.notice = t(c.lang, "qn_throws_over")
            return
        c.selected ^= {die}

    def act_roll(self, c: Table, _arg: str, _value: str) -> None:
        seat = c.human_to_act()
        st = _state(c)
        if st["phase"] != "throw":
            c.notice = t(c.lang, "qn_r_moved")
            return
        if st["throws"] >= st["throw_limit"]:
            c.notice = t(c.lang, "qn_throws_over")
            return
        dice = ALL_DICE if st["throws"] == 0 else sorted(d for d in c.selected if 0 <= d <= 4)
        if not dice:
            c.notice = t(c.lang, "qn_pick_dice")
            return
        self._throw(c, seat, {"type": "roll", "dice": list(dice)}, list(dice))

    # -- the pawn, the red die's use, the start: one move each, carried by its control ----
    def refusal(self, c: Table, seat: int, action: dict[str, Any], err: IllegalAction) -> str:
        """A field the pawn may not take, or a use of the red die not allowed, in words."""
        kind = action["type"]
        if kind == "start_roll":
            return engine_message(c.lang, err)
        field = action.get("field") if kind in ("move", "jump") else None
        if field is not None and field not in board.FIELDS:
            return engine_message(c.lang, err)
        return refusal(c, seat, field, err)

    def hint_marks(self, c: Table, seat: int, action: dict[str, Any]) -> list[Mark]:
        """A throw of some dice: those dice, then "Throw" (the first throw takes all); else
        the control carrying the move (the pawn's field, the red die's use, the start, the
        end of a turn)."""
        kind = str(action.get("type"))
        if kind == "roll":
            dice = list(action["dice"])
            first = _state(c)["throws"] == 0
            picks: list[Mark] = [] if first else [("die", str(d)) for d in dice]
            return [*picks, ("roll", None)]
        return super().hint_marks(c, seat, action)  # the control carrying the move

    # The taps that are not one move: a die picked, the throw of the dice picked (the
    # first takes all five). The start, the pawn's field and the red die's uses carry theirs.
    MOVES: ClassVar[Moves] = {"die": act_die, "roll": act_roll}
    TAPS: ClassVar[frozenset[str]] = frozenset(
        {"start_roll", "stay", "go", "boycott", "remove", "end"}
    )


def refusal(c: Table, seat: int, field: str | None, err: IllegalAction) -> str:
    """The engine's refusal ``err`` of a move of the pawn (to ``field``) or of the red
    die, in words."""
    lang = c.lang
    st = _state(c)
    code = err.code
    if field is not None:
        name = field_name(lang, field)
        me = st["players"][seat]["field"]
        steps = board.distance(me, field) or 0
        red = (st["dice"] or [0] * 5)[board.RED]
        by_code: dict[str, tuple[str, dict[str, Any]]] = {
            "no_match": ("qn_r_no_match", {"needs": FIELD_NEEDS[field][1 if lang == "en" else 0]}),
            "jump_too_far": ("qn_r_far", {"n": steps, "red": red}),
            "red_first_turn": ("qn_r_first", {"n": steps}),
            "red_negeer": ("qn_r_negeer", {"n": steps}),
            "topper_negeer": ("qn_r_topper_negeer", {}),
            "already_there": ("qn_r_here", {}),
        }
        if code in by_code:
            key, values = by_code[code]
            return t(lang, key, field=name, **values)
    if code == "throw_first":
        return t(lang, "qn_r_throw_first")
    if code == "already_moved":
        return t(lang, "qn_r_moved")
    return t(lang, "qn_r_not_now")


PLAY = QwinnPlay()
