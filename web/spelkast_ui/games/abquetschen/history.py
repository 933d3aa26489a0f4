"""What happened in each turn of an Abquetschen game, read straight from the match's log.

Nothing in Abquetschen is hidden, so the log is the table's own memory: a throw opens a
turn, ``place``/``take_back`` change the dice being built, ``confirm`` ends the thrown part
and then the bonus part, ``skip_bonus`` leaves the bonus. The view keeps only the latest few
turns; the screen wants every turn since the viewer's own and the latest build to mark.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pyengine.games.abquetschen.table import BONUS_FOR_ROW, start_pyramid
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


def turns(log: list[dict[str, Any]]) -> list[Turn]:
    """Every turn so far, oldest first; the last one may still be going on."""
    out: list[Turn] = []
    started = False
    for entry in log:
        seat, action = int(entry["seat"]), entry["action"]
        kind = action["type"]
        if kind == "throw":
            out.append(Turn(seat, "turn" if started else "opening", int(action["values"][0])))
        elif kind == "start":
            started = True
            out.append(Turn(seat, "start", None, start_pyramid(_pos(action["at"]))))
        elif not out:
            continue  # a log always opens with a throw; nothing to attach this to
        elif kind == "place":
            out[-1].building.append(_pos(action["at"]))
        elif kind == "take_back":
            out[-1].building.remove(_pos(action["at"]))
        elif kind == "confirm":
            turn = out[-1]
            if turn.confirmed == 0:
                turn.dice = turn.building
            else:
                turn.bonus_dice = turn.building
            turn.building = []
            turn.confirmed += 1
        elif kind == "skip_bonus":
            out[-1].building = []
            out[-1].skipped = True
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
