"""Qwinto's own moves: choosing colours, throwing, entering the sum in a field, passing.

Nothing in Qwinto is hidden, so there is no hand-over: whoever is to enter acts at once.
Undo takes back the last human entry of the current throw, together with the computer
entries made after it (they are played again, the same way, after the undo).
"""

from __future__ import annotations

from typing import Any, ClassVar

from pyengine import IllegalAction
from pyengine.games.qwinto.sheet import COLOURS, LAYOUT, entry_problem
from pyengine.games.qwinto.view import SheetView
from pyengine.games.qwinto.view import View as GameView

from ...kit.gameplay import GamePlay, Moves, Table, human_to_move, play_or_explain, throw_allowed
from ...kit.hint import Mark
from ...kit.i18n import engine_message
from .i18n import colour_word, die_name, t

THROWS = ("roll", "reroll")


class QwintoPlay(GamePlay):
    hides_info = False

    def after_play(self, c: Table, seat: int, _action: dict[str, Any], _new_round: bool) -> None:
        c.last_event = None
        if c.game().players[seat]["bot"] is None:
            c.sheet_tab = None  # after a human move, every phone shows the main sheet again

    def thrown_dice(self, c: Table, _seat: int, action: dict[str, Any]) -> list[Any] | None:
        if action["type"] == "roll":
            return list(action["dice"])
        if action["type"] == "reroll":
            return list(_state(c)["dice"])
        return None

    # -- throwing ---------------------------------------------------------------------
    def selection_fits(self, c: Table, selected: set[int]) -> bool:
        """Colours picked for the throw (a reload keeps them)."""
        seat = human_to_move(c)
        if seat is None or _state(c)["phase"] != "roll" or max(selected) >= len(COLOURS):
            return False
        colours = [COLOURS[i] for i in sorted(selected)]
        return throw_allowed(c, seat, {"type": "roll", "dice": colours}, len(colours))

    def act_colour(self, c: Table, arg: str, _value: str) -> None:
        c.human_to_act()
        if _state(c)["phase"] != "roll" or arg not in COLOURS:
            raise ValueError(arg)
        c.selected ^= {COLOURS.index(arg)}

    def act_roll(self, c: Table, _arg: str, _value: str) -> None:
        seat = c.human_to_act()
        colours = [COLOURS[i] for i in sorted(c.selected) if 0 <= i < len(COLOURS)]
        if not colours:
            c.notice = t(c.lang, "q_pick_colours")
            return
        self._throw(c, seat, {"type": "roll", "dice": colours}, colours)

    def _throw(self, c: Table, seat: int, action: dict[str, Any], colours: list[str]) -> None:
        if c.game().physical_dice:
            c.start_entry(seat, colours, action)
            return
        play_or_explain(c, seat, action)

    # -- entering, passing, the re-throw: one move each, carried by its control ----------
    def refusal(self, c: Table, seat: int, action: dict[str, Any], err: IllegalAction) -> str:
        """A field the sum does not fit, in words; a re-throw not allowed now."""
        kind = action["type"]
        if kind == "reroll":
            return t(c.lang, "q_no_reroll")
        if kind == "enter":
            row, col = action.get("row"), action.get("col")
            if isinstance(row, str) and isinstance(col, int) and not isinstance(col, bool):
                return refusal(c.lang, _state(c), seat, row, col, err)
        return engine_message(c.lang, err)

    # -- the hint -----------------------------------------------------------------------
    def hint_marks(self, c: Table, seat: int, action: dict[str, Any]) -> list[Mark]:
        """A throw: its colours, then "Throw"; a field of the sheet, the re-throw or a pass:
        the control carrying it."""
        if action.get("type") == "roll":
            picks: list[Mark] = [("colour", str(colour)) for colour in action["dice"]]
            return [*picks, ("roll", None)]
        return super().hint_marks(c, seat, action)

    # -- undo ---------------------------------------------------------------------------
    def can_undo(self, c: Table) -> bool:
        return undo_steps(c)[0] > 0

    def undo(self, c: Table) -> None:
        match = c.game()
        for _ in range(undo_steps(c)[0]):
            match.undo()

    def marks(self, c: Table) -> int:
        """Penalties on everybody's sheets (the device buzzes when one is marked)."""
        sheets: list[SheetView] = c.game().view(None)["state"]["sheets"]
        return sum(int(sheet["penalties"]) for sheet in sheets)

    # The taps that are not one move: the colours picked and the throw of those colours.
    # A field of the sheet, the pass and the re-throw carry their move.
    MOVES: ClassVar[Moves] = {"colour": act_colour, "roll": act_roll}
    TAPS: ClassVar[frozenset[str]] = frozenset({"mark", "pass", "reroll"})


def _state(c: Table) -> GameView:
    state: GameView = c.game().view(c.viewer())["state"]
    return state


def undo_steps(c: Table) -> tuple[int, int | None]:
    """How many moves undo takes back, and whose entry it is about (0, None: none).

    The last human entry since the throw, with the computer entries after it; never past
    a throw (the dice stay as they fell).
    """
    match = c.match
    if match is None or match.is_over:
        return 0, None
    st = _state(c)
    # The entries since the throw: this turn's, or, once its last entry ended it, the
    # finished turn's (a throw, or a re-throw before any entry, is never taken back).
    since = st["entries"]
    if st["phase"] == "roll":
        since = st["history"][-1]["entries"] if st["history"] else []
    for steps, entry in enumerate(reversed(since), start=1):
        seat = entry["seat"]
        if match.players[seat]["bot"] is None:
            return steps, seat
    return 0, None


def refusal(lang: str, st: GameView, seat: int, colour: str, col: int, err: IllegalAction) -> str:
    """The engine's refusal ``err`` of the current sum in (colour, col) of the seat's
    sheet, in words."""
    if colour not in COLOURS or not 0 <= col < len(LAYOUT[colour]):
        return t(lang, "q_no_field")
    row = colour_word(lang, colour)
    kind = LAYOUT[colour][col]
    if kind == "none":
        return t(lang, "q_no_field")
    if kind == "gap":
        return t(lang, "q_is_gap", row=row)
    total = st["total"]  # None before the throw
    if colour not in st["dice"] or total is None:
        return t(lang, "q_not_rolled", die=die_name(lang, colour), row=row)
    rows = st["sheets"][seat]["rows"]
    problem = entry_problem(rows, colour, col, total)
    if problem is None:  # refused for another reason than the field: the engine says why
        return engine_message(lang, err)
    code = problem[0]
    cells = rows[colour]
    if code == "field_taken":
        return t(lang, "q_taken", n=cells[col])
    if code == "not_ascending":
        left = [v for v in cells[:col] if v is not None and v >= total]
        if left:
            return t(lang, "q_left", total=total, n=max(left))
        right = [v for v in cells[col + 1 :] if v is not None and v <= total]
        return t(lang, "q_right", total=total, n=min(right))
    if code == "column_taken":
        other = next(o for o in COLOURS if o != colour and rows[o][col] == total)
        return t(lang, "q_column", total=total, row=colour_word(lang, other))
    return t(lang, "q_no_field")


PLAY = QwintoPlay()
