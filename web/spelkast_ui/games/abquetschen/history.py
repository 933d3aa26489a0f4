"""What happened in each turn of an Abquetschen game, read from the view: its
``history`` (every finished turn, as the rules record it) and the turn being built (the
throw, the dice placed, the thrown dice confirmed before a bonus). The screen wants every
turn since the viewer's own and the latest build to mark.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pyengine.games.abquetschen.position import BONUS_FOR_ROW
from pyengine.games.abquetschen.view import View
from pyengine.pyramid.geometry import Pos, row_runs


@dataclass
class Turn:
    seat: int
    kind: str  # "opening" (a throw for the start), "start", "turn"
    throw: int | None = None
    dice: list[Pos] = field(default_factory=list)  # the thrown number's dice, once confirmed
    bonus_dice: list[Pos] = field(default_factory=list)
    building: list[Pos] = field(default_factory=list)  # placed, not confirmed yet
    confirmed: int = 0  # confirms so far: 1 = thrown dice built, 2 = bonus built
    skipped: bool = False  # the bonus was left

    @property
    def row(self) -> int:
        """The longest row of the thrown dice (0 when shorter than 4: no bonus)."""
        return longest_row(self.dice)

    @property
    def earned(self) -> int:
        return BONUS_FOR_ROW.get(self.row, 3) if self.row else 0

    @property
    def built(self) -> list[Pos]:
        return [*self.dice, *self.bonus_dice]


def longest_row(dice: list[Pos]) -> int:
    """The longest RIJ among ``dice`` when it earns a bonus (4 or more), else 0."""
    runs = row_runs(dice, 4)
    return len(runs[0]) if runs else 0


def _pos(at: Any) -> Pos:
    return (int(at[0]), int(at[1]), int(at[2]))


def turns_of(st: View) -> list[Turn]:
    """Every turn so far, oldest first, from the view (its ``history`` and the turn being
    built); the last one may still be going on."""
    out: list[Turn] = []
    for record in st["history"]:
        seat, kind = record["seat"], record["type"]
        dice = [_pos(p) for p in record.get("dice", [])]
        if kind == "opening_throw":
            out.append(Turn(seat, "opening", record.get("throw")))
        elif kind == "start":
            out.append(Turn(seat, "start", None, dice))
        elif kind == "throw":
            out.append(Turn(seat, "turn", record.get("throw")))
        elif kind == "build":
            bonus = [_pos(p) for p in record.get("bonus_dice", [])]
            out.append(Turn(seat, "turn", record.get("throw"), dice, bonus, [], 1 + bool(bonus)))
        else:  # skip_bonus: the throw was built, the bonus left
            out.append(Turn(seat, "turn", record.get("throw"), dice, [], [], 1, True))
    if st["phase"] in ("build", "bonus") and st["turn"] is not None:
        building = [_pos(p) for p in st["placed"]]
        main = [_pos(p) for p in st["main"]] if st["phase"] == "bonus" else []
        confirmed = 1 if st["phase"] == "bonus" else 0
        out.append(Turn(st["turn"], "turn", st["throw"], main, [], building, confirmed))
    return out


def latest_build(history: list[Turn]) -> list[Pos]:
    """The dice of the latest finished build (the start pyramid counts)."""
    for turn in reversed(history):
        if turn.built and not turn.building:
            return turn.built
    return []


def since_last_turn_of(history: list[Turn], seat: int, ongoing: bool) -> list[Turn]:
    """The others' turns after ``seat``'s own latest turn (all of them if it had none),
    oldest first; with ``ongoing`` the last turn is the one going on now and left out."""
    recent: list[Turn] = []
    for turn in reversed(history[:-1] if ongoing else history):
        if turn.seat == seat:
            break
        recent.append(turn)
    return recent[::-1]
