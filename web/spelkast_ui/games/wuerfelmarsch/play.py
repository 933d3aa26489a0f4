"""Würfelmarsch's own moves: pick a die, tilt it (a direction button or its square on the
plate) or turn it (the number towards you, then one of the orientations left), and turn the
drawing by 120 degrees.

Nothing is hidden, so there is no hand-over. The taps that finish a move (a tilt's arrow or
square, a turn's orientation) carry it, built by the drawing from the die picked
(``TAPS``); the engine alone judges it, and a refusal is told in words and changes nothing.
After a move that captured or took dice out of the game the computers wait a little longer
(``VerdictPause``), so the capture can be read first.

``c.selected`` holds the picked die's index in the bottom layer (0..44) and, while turning,
``TURNING`` plus ``TURNING + n`` once the number ``n`` towards the player is chosen;
``c.sheet_tab`` counts the thirds the drawing is turned from the viewer's own side.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pyengine import IllegalAction
from pyengine.games.wuerfelmarsch.capture import ALLOWED_MOVES, add
from pyengine.games.wuerfelmarsch.view import View as GameView
from pyengine.pyramid.die import Orientation
from pyengine.pyramid.geometry import LAYERS, POSITION_SET, Pos

from ...kit.gameplay import GamePlay, Moves, Table, VerdictPause, human_to_move
from ...kit.hint import Mark
from ...kit.i18n import engine_message
from ...kit.seats import person
from ...pyramid.positions import parse_pos, pos_arg
from ...pyramid.words import colour_name
from .i18n import t
from .seen import state_of
from .words import direction_name

View = dict[str, Any]
BOTTOM: tuple[Pos, ...] = LAYERS[0]
TURNING = 100  # in c.selected: the turn chooser is open (plus 1..6: the number chosen)


def dice_of(st: GameView) -> dict[Pos, dict[str, Any]]:
    """Position -> die of the view (``colour``, ``faces``)."""
    return {(d["at"][0], d["at"][1], d["at"][2]): d for d in st["pyramid"]["dice"]}


def owner(colour: str) -> int:
    return ("red", "yellow", "pearl").index(colour)


# -- the selection ------------------------------------------------------------------------------
def picked(c: Table) -> Pos | None:
    """The die the acting player picked (None when nothing is picked)."""
    for i in c.selected:
        if 0 <= i < len(BOTTOM):
            return BOTTOM[i]
    return None


def turning(c: Table) -> bool:
    return TURNING in c.selected


def front_choice(c: Table) -> int | None:
    """The number chosen to face the player while turning."""
    for i in c.selected:
        if TURNING < i <= TURNING + 6:
            return i - TURNING
    return None


def view_side(c: Table) -> int:
    """The side the drawing is seen from: the viewer's own side, turned by the player."""
    seat = c.viewer()
    if seat is None:
        humans = c.humans()
        seat = humans[0] if humans else 0
    return (seat + (c.sheet_tab or 0)) % 3


def tilts(st: GameView, seat: int, p: Pos) -> list[tuple[str, Pos, str | None]]:
    """The four tilts a player may try with the die at ``p``: (name, square, why not)."""
    occupied = dice_of(st)
    out: list[tuple[str, Pos, str | None]] = []
    for name, move in ALLOWED_MOVES[seat]:
        to = add(p, move)
        why = None
        if to not in POSITION_SET:
            why = "off"
        elif to in occupied:
            why = "occupied"
        out.append((name, to, why))
    return out


def tilt_action(p: Pos, to: Pos) -> dict[str, Any]:
    """The move a tilt's arrow or square carries (also a blocked one: the engine says why)."""
    return {"type": "tilt", "from": list(p), "to": list(to)}


def turn_action(p: Pos, o: Orientation) -> dict[str, Any]:
    """The move an orientation of the turn chooser carries."""
    return {"type": "turn", "at": list(p), "faces": list(o.upper)}


def _tilt_name(seat: int, action: dict[str, Any]) -> str | None:
    """The direction of a tilt as its player names it: one of his four, from a square of
    the plate (None: not such a tilt)."""
    src, to = action.get("from"), action.get("to")
    if action.get("type") != "tilt" or not isinstance(src, list) or not isinstance(to, list):
        return None
    if len(src) != 3 or len(to) != 3 or not all(type(v) is int for v in [*src, *to]):
        return None
    if (src[0], src[1], src[2]) not in POSITION_SET:
        return None
    step = (to[0] - src[0], to[1] - src[1], to[2] - src[2])
    return next((name for name, move in ALLOWED_MOVES[seat] if tuple(move) == step), None)


def orientations(seat: int, front: int, current: list[int]) -> list[Orientation]:
    """The orientations with ``front`` towards the player at ``seat`` other than the die's
    own, ordered by the number on the player's left."""
    out = []
    for left in range(1, 7):
        if left in (front, 7 - front):
            continue
        o = Orientation.for_side(seat, front, left)
        if list(o.upper) != list(current):
            out.append(o)
    return out


class WuerfelmarschPlay(GamePlay):
    hides_info = False

    def sheet_tabs(self, _c: Table) -> int:
        return 3  # c.sheet_tab: the drawing turned by thirds (a reload keeps it)

    def __init__(self) -> None:
        self._pause = VerdictPause()

    def after_play(self, c: Table, _seat: int, _action: dict[str, Any], _new_round: bool) -> None:
        c.last_event = None
        rec = state_of(c)["recent"][-1]
        if rec.get("captured") or rec.get("removed"):
            self._pause.start(c)
        else:
            self._pause.end(c)

    def hold_ms(self, c: Table) -> int | None:
        """The pause after a capture holds back computers only: on a person's turn there is
        nothing to hold (and the page need not be drawn again under his finger)."""
        if c.acting_human() is not None:
            self._pause.end(c)
            return None
        return self._pause.hold_ms(c)

    def selection_fits(self, c: Table, selected: set[int]) -> bool:
        """One of the player's own dice picked, and the turn chooser with the number chosen
        towards him, if it was open (a reload keeps them)."""
        seat = human_to_move(c)
        picks = [i for i in selected if i < len(BOTTOM)]
        fronts = [i for i in selected if TURNING < i <= TURNING + 6]
        if (
            seat is None
            or len(picks) != 1
            or len(fronts) > 1
            or len(picks) + len(fronts) + (TURNING in selected) != len(selected)
            or (fronts and TURNING not in selected)
        ):
            return False
        die = dice_of(state_of(c)).get(BOTTOM[picks[0]])
        return die is not None and owner(die["colour"]) == seat

    def hint_marks(self, c: Table, seat: int, action: dict[str, Any]) -> list[Mark]:
        """The next tap of the move from what is picked now: the die itself (in the drawing
        and the list); once picked, its square or arrow for a tilt, "Turn" for a turn; in
        the turn chooser the number towards the player, then the orientation. The chooser
        open for a move it does not make: back to tilting (the drawing's dice wait)."""
        kind = action["type"]
        if kind not in ("tilt", "turn"):
            return []
        at = action["from"] if kind == "tilt" else action["at"]
        p = (at[0], at[1], at[2])
        chosen = picked(c)
        if turning(c) and (kind == "tilt" or chosen != p):
            return [("wm_tilting", None)]
        if chosen != p:
            return [("wm_die", pos_arg(p))]
        if kind == "tilt":
            to = (action["to"][0], action["to"][1], action["to"][2])
            marks: list[Mark] = [("wm_to", pos_arg(to))]  # its square, or its arrow
            marks += [("wm_tilt", name) for name, sq, _ in tilts(state_of(c), seat, p) if sq == to]
            return marks
        if not turning(c):
            return [("wm_turn", None)]
        faces = action["faces"]
        front, left = int(faces[seat]), int(faces[(seat + 1) % 3])
        if front_choice(c) != front:
            return [("wm_front", str(front))]
        return [("wm_orient", f"{front},{left}")]

    def act_wm_view(self, c: Table, _arg: str, _value: str) -> None:
        """Turn the drawing by a third (anyone may, at any time)."""
        c.sheet_tab = ((c.sheet_tab or 0) + 1) % 3

    def act_wm_die(self, c: Table, arg: str, _value: str) -> None:
        """A tap on a die of the plate: pick one of your own, or hear why not."""
        p = parse_pos(arg)
        match = c.game()
        st = state_of(c)
        die = dice_of(st).get(p)
        if die is None:
            raise ValueError(arg)
        lang = c.lang
        if match.is_over:
            c.notice = t(lang, "wm_r_over")
            return
        seat = c.acting_human()
        if seat is None:
            assert st["turn"] is not None, "a game on has a player to move"
            c.notice = t(lang, "wm_r_wait", about=person(c, st["turn"]))
            return
        who = owner(die["colour"])
        if who != seat:
            c.notice = t(
                lang,
                "wm_r_not_yours",
                about=person(c, who),
                colour=colour_name(lang, die["colour"]),
                mine=colour_name(lang, st["seats"][seat]["colour"]),
            )
            return
        index = BOTTOM.index(p)
        c.selected = set() if index in c.selected else {index}

    def act_wm_cancel(self, c: Table, _arg: str, _value: str) -> None:
        c.selected = set()

    def _picked(self, c: Table) -> tuple[int, Pos]:
        seat = c.human_to_act()
        p = picked(c)
        if p is None:
            raise ValueError("no die picked")
        return seat, p

    def act_wm_turn(self, c: Table, _arg: str, _value: str) -> None:
        """Open the turn chooser for the picked die."""
        self._picked(c)
        index = BOTTOM.index(picked(c) or BOTTOM[0])
        c.selected = {index, TURNING}

    def act_wm_tilting(self, c: Table, _arg: str, _value: str) -> None:
        """Close the turn chooser; the die stays picked."""
        self._picked(c)
        c.selected = {BOTTOM.index(picked(c) or BOTTOM[0])}

    def act_wm_front(self, c: Table, arg: str, _value: str) -> None:
        """While turning: the number that is to face the player."""
        self._picked(c)
        n = int(arg)
        if not 1 <= n <= 6 or not turning(c):
            raise ValueError(arg)
        index = BOTTOM.index(picked(c) or BOTTOM[0])
        c.selected = {index, TURNING, TURNING + n}

    # -- the taps that finish a move carry it (``TAPS``): a tilt's arrow or square, a turn's
    # orientation. The die picked is the screen's selection: the drawing builds each move
    # from it, and the engine alone judges the move tapped; its refusal is told here.
    def refusal(self, c: Table, seat: int, action: dict[str, Any], err: IllegalAction) -> str:
        """The engine's refusal of a tilt or turn in this game's words (the direction as the
        player sees it); anything else in the engine's."""
        lang = c.lang
        code = err.code
        if code == "same_orientation":
            return t(lang, "wm_r_same")
        if code == "not_adjacent":
            return t(lang, "wm_r_not_next")
        if code == "not_your_die":
            return self._not_yours(c, seat, err)
        name = _tilt_name(seat, action)
        if name is not None:  # one of the player's four tilts, from a square of the plate
            off = (action["to"][0], action["to"][1], action["to"][2]) not in POSITION_SET
            if (code, off) in (("occupied", False), ("bad_position", True)):
                key = "wm_r_off" if off else "wm_r_occupied"
                text = t(lang, key, dir=direction_name(lang, name))
                return text[:1].upper() + text[1:]
        return engine_message(lang, err)

    def _not_yours(self, c: Table, seat: int, err: IllegalAction) -> str:
        st = state_of(c)
        colour = str(err.details["colour"])
        return t(
            c.lang,
            "wm_r_not_yours",
            about=person(c, owner(colour)),
            colour=colour_name(c.lang, colour),
            mine=colour_name(c.lang, st["seats"][seat]["colour"]),
        )

    def marks(self, c: Table) -> int:
        """Dice captured or taken out of the game, by anyone (the device buzzes)."""
        return sum(len(s["captured"]) + int(s["removed"]) for s in state_of(c)["seats"])

    # The other taps: picking a die, opening and closing the turn chooser, the number
    # towards the player, turning the drawing: data-act name -> handler.
    MOVES: ClassVar[Moves] = {
        "wm_view": act_wm_view,
        "wm_die": act_wm_die,
        "wm_cancel": act_wm_cancel,
        "wm_turn": act_wm_turn,
        "wm_tilting": act_wm_tilting,
        "wm_front": act_wm_front,
    }
    # The taps that finish a move carry it in their data-val (kit.gameplay.move_val).
    TAPS: ClassVar[frozenset[str]] = frozenset({"wm_tilt", "wm_to", "wm_orient"})


PLAY = WuerfelmarschPlay()
