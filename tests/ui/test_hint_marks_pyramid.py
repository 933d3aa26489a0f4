"""The hint's marks on the Das Spiel pyramids (Abquetschen, Cui bono?, Eintrichtern,
Würfelmarsch): at every turn of the person in seeded solo games the hint marks a control
of the screen as drawn now, tapping the first one marked is taken without a refusal, and
following the marks plays exactly the move the hint gave."""

from __future__ import annotations

import random
from typing import Any

import pytest
from helpers import make, page, parse, start, tap
from spelkast_ui.app.controller import Controller
from spelkast_ui.games.wuerfelmarsch.play import PLAY as WM_PLAY
from spelkast_ui.kit.hint import HINTED, Hint

from pyengine.games.abquetschen.search import positions_of
from tests.engine.test_abquetschen_rules import _row_position, _set_position

# game, the players (the person first or not), seeds, person turns hinted per game
CASES = [
    ("abquetschen", ["human", "random", "random"], (1, 2), 14),
    ("abquetschen", ["random", "human"], (3,), 14),
    ("cui-bono", ["human", "random"], (1, 2), 10),
    ("cui-bono", ["random", "human", "random"], (3,), 10),
    ("eintrichtern", ["human", "random"], (1, 2), 12),
    ("eintrichtern", ["random", "random", "human"], (3,), 12),
    ("wuerfelmarsch", ["human", "random", "random"], (1, 2), 8),
    ("wuerfelmarsch", ["random", "human"], (3,), 12),
]
# Taps that only pick or open something (the first step of a move).
DISTRACTIONS = {
    "cui-bono": ("pull",),
    "wuerfelmarsch": ("wm_die", "wm_turn", "wm_front"),
}
# Random legal moves instead of the hint's: every kind of move, from any step.
ANY_MOVE = [
    ("abquetschen", ["human", "random"], (1, 2, 4), 16),
    ("cui-bono", ["human", "random"], (1, 2), 20),
    ("eintrichtern", ["human", "random"], (1, 2), 20),
    ("wuerfelmarsch", ["human", "random"], (1, 2), 20),
]
MAX_TAPS = 5  # a move is at most pick, open the chooser, a number, an orientation


def marked_controls(html: str) -> list[tuple[str, str | None, str | None]]:
    """The (data-act, data-arg, data-val) of every element marked, in the page's order."""
    return [
        (str(a.get("data-act")), a.get("data-arg"), a.get("data-val"))
        for _, a in parse(html).tags
        if HINTED in (a.get("class") or "").split()
    ]


def marked(html: str) -> list[tuple[str, str | None]]:
    """The (data-act, data-arg) of every element marked, in the page's order."""
    return [(act, arg) for act, arg, _ in marked_controls(html)]


def let_time_pass(c: Controller) -> None:
    """Whatever holds the table (a sum shown, a capture announced) runs its time, from the
    drawing that shows it."""
    page(c)
    c.now.ms += c.hold_ms() or 0  # type: ignore[attr-defined]


def same_move(hinted: dict[str, Any], played: dict[str, Any]) -> bool:
    """The move played is the hint's (a throw is a template: the values come after)."""
    return all(played.get(k) == v for k, v in hinted.items() if k != "values")


def follow_hint(c: Controller, game: str) -> None:
    """Ask for the hint (twice: counted once), then tap the first marked control until
    the move is made."""
    match = c.match
    assert match is not None
    hints = c.hints
    assert c.dispatch("ask_hint")
    assert c.notice is None, c.notice
    c.dispatch("ask_hint")
    assert c.hints == hints + 1  # the same position asked again: counted once
    hint = c.shown_hint()
    assert hint is not None
    assert hint.action in match.legal_actions(hint.seat)
    follow_marks(c, game, hint)


def follow_marks(c: Controller, game: str, hint: Hint) -> None:
    """Tap the first control marked for ``hint`` until its move is made."""
    match = c.match
    assert match is not None
    moves = len(match.log)
    for _ in range(MAX_TAPS):
        html = page(c)
        marks = marked_controls(html)
        assert marks, f"{game}: nothing marked for {hint.action}"
        act, arg, val = marks[0]
        c.dispatch(act, arg or "", val or "")
        assert c.notice is None, f"{game}: {act} {arg} for {hint.action}: {c.notice}"
        if len(match.log) > moves:
            break
        assert c.shown_hint() == hint  # a step of the move: the hint stays on screen
    else:
        raise AssertionError(f"{game}: {hint.action} not made by following its marks")
    played = match.log[moves]
    assert played["seat"] == hint.seat and same_move(hint.action, played["action"])


def distract(c: Controller, rng: random.Random) -> None:
    """Now and then a step of some other move first (a die picked, a chooser opened): the
    marks must start from the screen as it is."""
    acts = DISTRACTIONS.get(c.game().game_id, ())
    if rng.random() < 0.5:
        return
    choices = [(a.get("data-act"), a.get("data-arg")) for _, a in parse(page(c)).tags]
    choices = [(act, arg) for act, arg in choices if act in acts]
    if choices:
        act, arg = rng.choice(choices)
        moves = len(c.game().log)
        c.dispatch(str(act), arg or "")
        assert len(c.game().log) == moves, act  # only a step: nothing played


def play_with_hints(
    game: str, kinds: list[str], seed: int, turns: int, any_move: bool = False
) -> int:
    """Solo play, the person following the marks: of the hint's move, or (``any_move``) of
    a legal move drawn at random, shown as a hint, from whatever is picked at the time."""
    rng = random.Random(seed)
    c = make(seed=seed)
    start(c, [(f"P{i}", kind) for i, kind in enumerate(kinds)], game=game)
    assert c.match is not None
    hinted = 0
    while hinted < turns and not c.match.is_over:
        let_time_pass(c)
        if c.bot_delay() is not None:  # the computers, and a build that plays itself
            assert c.step_bot()
            continue
        seat = c.acting_human()
        assert seat is not None and c.can_hint()
        if any_move:
            distract(c, rng)
            action = rng.choice(c.match.legal_actions(seat))
            c.hint = Hint(seat, len(c.match.log), action, {"why": "best"})
            follow_marks(c, game, c.hint)
        else:
            follow_hint(c, game)
        hinted += 1
    return hinted


@pytest.mark.parametrize(("game", "kinds", "seeds", "turns"), CASES)
def test_the_hint_marks_a_control_that_makes_its_move(
    game: str, kinds: list[str], seeds: tuple[int, ...], turns: int
) -> None:
    for seed in seeds:
        assert play_with_hints(game, kinds, seed, turns) > 0


@pytest.mark.parametrize(("game", "kinds", "seeds", "turns"), ANY_MOVE)
def test_every_kind_of_move_is_marked_from_the_screen_as_it_is(
    game: str, kinds: list[str], seeds: tuple[int, ...], turns: int
) -> None:
    for seed in seeds:
        assert play_with_hints(game, kinds, seed, turns, any_move=True) > 0


def test_wuerfelmarsch_marks_the_next_step_of_a_turn() -> None:
    """A turn from wherever the player is: the die, "Turn", the number towards him, the
    orientation; a chooser open for another move: back to tilting first."""
    c = make(seed=4)
    start(c, [("Ann", "human"), ("Bot", "random")], game="wuerfelmarsch")
    match = c.match
    assert match is not None
    turn = next(a for a in match.legal_actions(0) if a["type"] == "turn")
    tilt = next(a for a in match.legal_actions(0) if a["type"] == "tilt")
    at = ",".join(str(v) for v in turn["at"])
    front, left = turn["faces"][0], turn["faces"][1]
    assert WM_PLAY.hint_marks(c, 0, turn) == [("wm_die", at)]
    c.dispatch("wm_die", at)
    assert WM_PLAY.hint_marks(c, 0, turn) == [("wm_turn", None)]
    c.dispatch("wm_turn")
    assert WM_PLAY.hint_marks(c, 0, turn) == [("wm_front", str(front))]
    assert WM_PLAY.hint_marks(c, 0, tilt) == [("wm_tilting", None)]
    c.dispatch("wm_front", str(7 - front))
    assert WM_PLAY.hint_marks(c, 0, turn) == [("wm_front", str(front))]
    c.dispatch("wm_front", str(front))
    assert WM_PLAY.hint_marks(c, 0, turn) == [("wm_orient", f"{front},{left}")]


def test_wuerfelmarsch_a_chooser_open_for_another_die_goes_back_first() -> None:
    c = make(seed=4)
    start(c, [("Ann", "human"), ("Bot", "random")], game="wuerfelmarsch")
    match = c.match
    assert match is not None
    turns = [a for a in match.legal_actions(0) if a["type"] == "turn"]
    other = next(a for a in turns if a["at"] != turns[0]["at"])
    c.dispatch("wm_die", ",".join(str(v) for v in turns[0]["at"]))
    c.dispatch("wm_turn")
    assert WM_PLAY.hint_marks(c, 0, other) == [("wm_tilting", None)]
    c.hint = Hint(0, len(match.log), other, {"why": "best"})
    follow_marks(c, "wuerfelmarsch", c.hint)


def test_abquetschen_a_start_spot_builds_the_start_pyramid() -> None:
    """The start spots answer to their own act: "start" is the app's (a new game)."""
    c = make(seed=1)
    start(c, [("Ann", "human"), ("Bot", "random")], game="abquetschen")
    match = c.match
    assert match is not None
    while match.view(None)["state"]["phase"] != "start":
        if c.bot_delay() is not None:
            assert c.step_bot()
        else:
            tap(c, "throw")
    assert c.acting_human() == 0  # this seed: the person threw the 4
    tops = match.view(None)["state"]["start_tops"]
    c.hint = Hint(0, len(match.log), {"type": "start", "at": tops[1]}, {"why": "best"})
    follow_marks(c, "abquetschen", c.hint)
    assert c.match is match and len(match.view(None)["state"]["pyramid"]["dice"]) == 4


def test_abquetschen_the_bonus_left_or_built() -> None:
    """The bonus phase: "Leave the bonus" marked for its move, and the hint's own move."""
    c = make(seed=5)
    kinds = [("Ann", "human"), ("B", "random"), ("C", "random")]
    start(c, kinds, game="abquetschen", dice="physical")  # its throw is ours to choose
    match = c.match
    assert match is not None and match.physical_dice
    dice, new = _row_position()
    _set_position(match, dice, 0, [True, True, True])
    match.play(0, {"type": "throw", "values": [4]})
    for p in sorted(positions_of(new), key=lambda p: -sum(p)):
        tap(c, "build", ",".join(str(v) for v in p))
    tap(c, "confirm")
    assert match.view(None)["state"]["phase"] == "bonus"
    skip = {"type": "skip_bonus"}
    assert skip in match.legal_actions(0)
    c.hint = Hint(0, len(match.log), skip, {"why": "best"})
    assert marked(page(c)) == [("skip_bonus", None)]
    c.dispatch("close_hint")
    follow_hint(c, "abquetschen")
