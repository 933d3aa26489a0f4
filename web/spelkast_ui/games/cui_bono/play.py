"""Cui bono?'s own moves: the build, pulling a die (tap, then confirm), laying it back in a
funnel or keeping it, and turning the pyramid.

Nothing in Cui bono? is private to a seat, so there is no hand-over. The build is a chance
action that nobody chooses: ``auto_action`` has the app play it by itself, whoever is to
move. A tap on a funnel the die may not go to explains why in words (worked out from
the public view only) and changes nothing. ``c.selected`` holds the index of the die picked to
pull; ``c.sheet_tab`` how many thirds the pyramid is turned from the viewer's own side.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pyengine import IllegalAction
from pyengine.games.cui_bono.colours import placement_problem
from pyengine.games.cui_bono.view import View as GameView
from pyengine.pyramid.geometry import LAYERS, POSITIONS, Pos, carries, layer, supports
from pyengine.pyramid.layout import INDEX

from ...kit.gameplay import (
    GamePlay,
    LastEvent,
    Moves,
    Table,
    human_to_move,
    move_val,
    play_or_explain,
)
from ...kit.hint import Mark
from ...kit.i18n import engine_message, join_words
from ...pyramid.positions import parse_pos, pos_arg
from ...pyramid.words import colour_name
from .i18n import t
from .seen import state_of

View = dict[str, Any]


def colours_of(st: GameView) -> dict[Pos, str | None]:
    """Position -> colour of every die in the pyramid; None for the dice nobody can see."""
    out: dict[Pos, str | None] = {
        (d["at"][0], d["at"][1], d["at"][2]): d["colour"] for d in st["dice"]
    }
    for h in st["hidden"]:
        out[(h[0], h[1], h[2])] = None
    return out


def pullable(st: GameView) -> list[Pos]:
    """Bottom dice with at least two free faces (at most one die rests on them)."""
    board = colours_of(st)
    return [p for p in LAYERS[0] if p in board and sum(q in board for q in carries(p)) <= 1]


def plate_holes(st: GameView) -> list[Pos]:
    board = colours_of(st)
    return [p for p in LAYERS[0] if p not in board]


def must_keep(st: GameView) -> bool:
    """Option ``pull_again``: the die of the turn's last allowed pull cannot go back."""
    return (
        st["hand"] is not None
        and bool(st.get("pull_again"))
        and st.get("pulls", 0) >= st.get("pull_limit", 0)
    )


def allowed_funnels(st: GameView) -> list[Pos]:
    """Funnels the die in hand may go to (the colour rules, the app's no-repeat rule and,
    with ``pull_again``, the limit of pulls per turn)."""
    hand = st["hand"]
    if hand is None or must_keep(st):
        return []
    board = colours_of(st)
    repeating = {(q[0], q[1], q[2]) for q in st["repeating"]}
    out = []
    for f in st["funnels"]:
        q = (f[0], f[1], f[2])
        if q not in repeating and placement_problem(board, q, hand["colour"]) is None:
            out.append(q)
    return out


def repeat_blocked(st: GameView) -> list[Pos]:
    """Funnels the colours allow but the app's no-repeat rule forbids (none to mention
    when the die must be kept anyway)."""
    hand = st["hand"]
    if hand is None or must_keep(st):
        return []
    board = colours_of(st)
    return [
        (q[0], q[1], q[2])
        for q in st["repeating"]
        if placement_problem(board, (q[0], q[1], q[2]), hand["colour"]) is None
    ]


def layer_no(p: Pos | list[int]) -> int:
    """Layers counted for people: 1 is the bottom layer, 9 the apex."""
    return layer((p[0], p[1], p[2])) + 1


class CuiBonoPlay(GamePlay):
    hides_info = False

    def sheet_tabs(self, _c: Table) -> int:
        return 3  # c.sheet_tab: the drawing turned by thirds (a reload keeps it)

    def auto_action(self, c: Table, _seat: int) -> dict[str, Any] | None:
        """The build fills the pyramid at random and asks nobody anything: the app plays
        it by itself at the computers' pace, whoever is to move."""
        match = c.match
        if match is None or match.is_over or state_of(c)["phase"] != "build":
            return None
        return {"type": "build"}

    def after_play(self, c: Table, seat: int, action: dict[str, Any], _new_round: bool) -> None:
        """A fresh pull or placing is drawn moving once (the slide, the die dropping in)."""
        kind = action["type"]
        c.last_event = LastEvent(seat, kind, 0) if kind in ("pull", "place") else None

    def can_undo(self, _c: Table) -> bool:
        # A pull is a commit point and, without pull_again, a turn ends with laying back or
        # keeping: the one who could undo is never the one on the move. With pull_again a
        # die laid back could be taken back before the next pull; not offered, so that a
        # die laid back counts the same with the option as without.
        return False

    def hint_marks(self, c: Table, _seat: int, action: dict[str, Any]) -> list[Mark]:
        """A pull is two taps: the die (in the drawing and in the list), then, once that
        die is picked, "Pull this die". Laying back is one tap on the
        funnel, keeping one on its button; the build plays itself."""
        kind = action["type"]
        if kind == "pull":
            p = (action["at"][0], action["at"][1], action["at"][2])
            if c.selected == {INDEX[p]}:
                return [("pull_ok", None)]
            # Not "Pull this die" yet: while another die is picked it would pull that one.
            return [("pull", pos_arg(p))]
        if kind in ("place", "keep"):
            return super().hint_marks(c, _seat, action)  # the controls carrying it
        return []

    def act_turn(self, c: Table, _arg: str, _value: str) -> None:
        c.sheet_tab = ((c.sheet_tab or 0) + 1) % 3
        c.last_event = None

    def selection_fits(self, c: Table, selected: set[int]) -> bool:
        """The die picked to pull, before the confirming tap (a reload keeps it)."""
        st = state_of(c)
        if human_to_move(c) is None or st["phase"] != "pull" or len(selected) != 1:
            return False
        index = next(iter(selected))
        return index < len(POSITIONS) and not pull_refusal(c.lang, st, POSITIONS[index])

    def act_pull(self, c: Table, arg: str, _value: str) -> None:
        """A tap on a bottom die, or its button in the list: pick it (the pull itself needs
        a confirming tap)."""
        c.human_to_act()  # a refusal when it is nobody's turn here
        c.last_event = None
        p = parse_pos(arg)
        st = state_of(c)
        if st["phase"] != "pull":
            c.notice = t(c.lang, "cb_r_hand_first")
            return
        why = pull_refusal(c.lang, st, p)
        if why:
            c.notice = why
            return
        c.selected = {INDEX[p]}

    def act_pull_ok(self, c: Table, _arg: str, _value: str) -> None:
        seat = c.human_to_act()
        st = state_of(c)
        if st["phase"] != "pull" or len(c.selected) != 1:
            c.notice = t(c.lang, "cb_r_pick_first")
            return
        p = POSITIONS[next(iter(c.selected))]
        why = pull_refusal(c.lang, st, p)
        if why:
            c.selected = set()
            c.notice = why
            return
        play_or_explain(c, seat, {"type": "pull", "at": list(p)})

    def refusal(self, c: Table, _seat: int, action: dict[str, Any], err: IllegalAction) -> str:
        """A funnel the die may not go to, in words; laying back or keeping before a pull."""
        st = state_of(c)
        if st["phase"] != "place":
            return t(c.lang, "cb_r_pull_first")
        at = action.get("at")
        if action["type"] == "place" and isinstance(at, list) and len(at) == 3:
            return place_refusal(c.lang, st, (at[0], at[1], at[2]))
        return engine_message(c.lang, err)

    def act_why_not(self, c: Table, arg: str, _value: str) -> None:
        """A tap on a funnel the die may not go to: the reason, and nothing else."""
        c.human_to_act()
        c.last_event = None
        q = parse_pos(arg)
        st = state_of(c)
        if st["phase"] != "place":
            c.notice = t(c.lang, "cb_r_pull_first")
        elif q in allowed_funnels(st):  # the screen was out of date: play it after all
            self.tap(c, move_val({"type": "place", "at": list(q)}))
        else:
            c.notice = place_refusal(c.lang, st, q)

    def act_pyr_miss(self, c: Table, _arg: str, _value: str) -> None:
        """A tap on the pyramid beside the marked dice or funnels: what to tap instead."""
        c.human_to_act()
        phase = state_of(c)["phase"]
        c.notice = t(c.lang, "cb_r_tap_die" if phase == "pull" else "cb_r_tap_ring")

    # The taps that are not one move: turning the drawing, a die picked and its pull
    # confirmed, a funnel the die may not go to explained, a tap beside the targets. Laying
    # the die back into a funnel and keeping it carry their move (``TAPS``).
    MOVES: ClassVar[Moves] = {
        "turn": act_turn,
        "pull": act_pull,
        "pull_ok": act_pull_ok,
        "why_not": act_why_not,
        "pyr_miss": act_pyr_miss,
    }
    TAPS: ClassVar[frozenset[str]] = frozenset({"place", "keep"})


def pull_refusal(lang: str, st: GameView, p: Pos) -> str:
    """Why the die at ``p`` may not be pulled ("" when it may)."""
    board = colours_of(st)
    if p not in board:
        return t(lang, "cb_r_no_die")
    if layer(p) != 0:
        return t(lang, "cb_r_not_bottom")
    on = sum(q in board for q in carries(p))
    if on > 1:
        return t(lang, "cb_r_covered", n=on)
    return ""


def place_refusal(lang: str, st: GameView, q: Pos) -> str:
    """Why the die in hand may not go to ``q``, in words."""
    hand = st["hand"]
    if hand is None:
        return t(lang, "cb_r_pull_first")
    if must_keep(st):
        return t(lang, "cb_r_pull_limit", n=st["pulls"])
    board = colours_of(st)
    die = hand["colour"]
    problem = placement_problem(board, q, die)
    if problem is None:
        if [q[0], q[1], q[2]] in st["repeating"]:
            return t(lang, "cb_r_repeats")
        return t(lang, "cb_r_not_now")
    code = problem[0]
    if code == "plate_funnel":
        return t(lang, "cb_r_plate")
    if code in ("same_colour_funnel", "mixed_funnel"):
        names = [colour_name(lang, c) for c in (board[s] for s in supports(q)) if c is not None]
        if code == "same_colour_funnel":
            return t(lang, "cb_r_same", colour=colour_name(lang, die))
        return t(lang, "cb_r_mixed", colours=join_words(lang, names), colour=colour_name(lang, die))
    if code == "one_colour_edge":
        return t(lang, "cb_r_edge", colour=colour_name(lang, die))
    return t(lang, "cb_r_not_funnel")


PLAY = CuiBonoPlay()
