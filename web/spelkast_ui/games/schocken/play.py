"""Schocken's own moves: choosing dice and throwing them. Turning a six and putting the cup
down are one move each, which their buttons carry (``GamePlay.TAPS``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...kit.gameplay import (
    GamePlay,
    LastEvent,
    Moves,
    Table,
    human_to_move,
    play_or_explain,
    throw_allowed,
)
from ...kit.hint import Mark
from .i18n import t


@dataclass
class CupEvent(LastEvent):
    """The last move, and whether a six of this throw was turned into a one (with real
    dice the table must turn it over, so the screen says so until the next move)."""

    flipped: bool = False


class SchockenPlay(GamePlay):
    hides_info = True  # the dice under each cup

    def after_play(self, c: Table, seat: int, action: dict[str, Any], new_round: bool) -> None:
        if new_round:
            c.last_event = None  # the reveal tells the story of the round
            return
        throws = int(_cup(c, seat)["throws"])
        before = c.last_event
        flipped = action["type"] == "flip" or (
            action["type"] == "stand"
            and isinstance(before, CupEvent)
            and before.flipped
            and (before.seat, before.throws) == (seat, throws)
        )
        c.last_event = CupEvent(seat, action["type"], throws, flipped)

    def thrown_dice(self, _c: Table, _seat: int, action: dict[str, Any]) -> list[Any] | None:
        return list(action["dice"]) if action["type"] == "roll" else None

    def selection_fits(self, c: Table, selected: set[int]) -> bool:
        """Dice picked to throw again (a reload keeps them; they show after the hand-over
        like the rest of the cup)."""
        seat = human_to_move(c)
        if seat is None or not selected <= {0, 1, 2} or not _cup(c, seat)["throws"]:
            return False
        return throw_allowed(c, seat, {"type": "roll", "dice": sorted(selected)}, len(selected))

    def act_die(self, c: Table, arg: str, _value: str) -> None:
        seat = c.human_to_act()
        die = int(arg)
        if not 0 <= die < 3 or not _cup(c, seat)["throws"]:
            raise ValueError(arg)
        c.selected ^= {die}

    def act_roll(self, c: Table, _arg: str, _value: str) -> None:
        seat = c.human_to_act()
        cup = _cup(c, seat)
        dice = [0, 1, 2] if cup["throws"] == 0 else sorted(c.selected)
        if not dice:
            c.notice = t(c.lang, "select_dice")
            return
        action = {"type": "roll", "dice": dice}
        if c.game().physical_dice:
            c.start_entry(seat, dice, action)
            return
        play_or_explain(c, seat, action)

    def hint_marks(self, c: Table, seat: int, action: dict[str, Any]) -> list[Mark]:
        """A throw again of some dice: those dice, then "Throw" (the first throw takes all
        three); turning sixes into a one; standing."""
        kind = str(action.get("type"))
        if kind == "roll":
            if not _cup(c, seat)["throws"]:
                return [("roll", None)]  # the first throw takes all three
            return [*(("die", str(d)) for d in action["dice"]), ("roll", None)]
        return super().hint_marks(c, seat, action)  # flip, stand: the button carrying it

    # The taps that are not one move: a die picked or put back, the throw of the dice
    # picked (the first throw takes all three). Turning sixes and standing carry theirs.
    MOVES: ClassVar[Moves] = {"die": act_die, "roll": act_roll}
    TAPS: ClassVar[frozenset[str]] = frozenset({"flip", "stand"})


def _cup(c: Table, seat: int) -> dict[str, Any]:
    cup: dict[str, Any] = c.game().view(seat)["state"]["cups"][seat]
    return cup


PLAY = SchockenPlay()
