"""The "What would you do?" hint: offered in solo play only, the strongest computer's move
marked on the board and followed by tapping the marks, its reason in words, and a game
with hints counted as such in its record, its summary and after a reload."""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers import make, page, parse, start
from spelkast_ui.app.catalog import part_of, play_for
from spelkast_ui.app.controller import Controller
from spelkast_ui.app.hints import at_spot, reason_line
from spelkast_ui.kit.chrome import add_to_top, screen
from spelkast_ui.kit.hint import Mark, mark_controls, number_text
from spelkast_ui.kit.storage import MemoryStorage

from pyengine import GAMES

# The games whose marks the app's own tests follow here (the pyramid games have theirs).
GAMES_HERE = ("qwinto", "qwinn", "schocken", "kwist")


def hinted_tags(html: str) -> list[dict[str, str | None]]:
    return [a for _, a in parse(html).tags if "hinted" in (a.get("class") or "").split()]


def solo(game: str, seed: int = 5, storage: MemoryStorage | None = None) -> Controller:
    c = make(storage, seed=seed)
    level = GAMES[game].strongest
    players = [("Ann", "human"), ("Bot", level)]
    if game == "kwist":
        players += [("Cas", level), ("Dirk", level)]
    start(c, players, game=game)
    return c


def drawn_mark(c: Controller, mark: Mark) -> tuple[str, str, str]:
    """The control drawn now that ``mark`` names: its data-act, data-arg and data-val (a
    control that carries its action is named by its data-val alone)."""
    want_val = mark[2] if len(mark) > 2 else None
    for _, a in parse(page(c)).tags:
        act, arg, val = a.get("data-act"), a.get("data-arg"), a.get("data-val")
        if act is None or mark[0] not in (None, act):
            continue
        if mark[1] in (None, arg) and want_val in (None, val):
            return act, arg or "", val or ""
    raise AssertionError(f"{mark} is not drawn")


def follow(c: Controller, game: str) -> dict[str, Any]:
    """Ask the hint, check the card and the marks, then make the move by tapping the marks."""
    assert c.dispatch("ask_hint")
    assert c.notice is None, c.notice
    hint = c.shown_hint()
    assert hint is not None
    html = page(c)
    assert 'class="hint-card"' in html and 'role="status"' in html
    assert hinted_tags(html), f"{game}: nothing marked for {hint.action}"
    marks = play_for(game).hint_marks(c, hint.seat, hint.action)
    assert marks
    before = len(c.game().log)
    for mark in marks:
        act, arg, val = drawn_mark(c, mark)
        c.dispatch(act, arg, val)
        assert c.notice is None, f"{game}: {mark} refused: {c.notice}"
    log = c.game().log
    assert len(log) == before + 1, f"{game}: the marks of {hint.action} made no move"
    played = log[-1]["action"]
    assert all(played.get(k) == v for k, v in hint.action.items() if k != "dice"), played
    assert c.shown_hint() is None  # a move answers the hint
    return hint.action


def play_on(c: Controller, hints_wanted: int) -> int:
    """Play the game on; at each turn of the person where a hint is offered, follow it."""
    followed = 0
    for _ in range(3000):
        match = c.game()
        if match.is_over or followed >= hints_wanted:
            break
        if c.reveal_pending():
            c.dispatch("next")
        elif c.bot_delay() is not None:
            assert c.step_bot()
        elif c.can_hint():
            follow(c, match.game_id)
            followed += 1
        else:  # a turn without a hint (Kwis 't!: the quiz itself): any legal move
            seat = c.acting_human()
            assert seat is not None
            c.play(seat, match.legal_actions(seat)[-1])
    return followed


@pytest.mark.parametrize("game", GAMES_HERE)
def test_the_hint_is_marked_on_the_board_and_its_marks_make_the_move(game: str) -> None:
    c = solo(game)
    assert play_on(c, 12) == 12
    assert c.hints == 12


def test_the_hint_counts_once_per_position_and_is_kept_with_the_game() -> None:
    storage = MemoryStorage()
    c = solo("qwinto", storage=storage)
    assert 'data-act="ask_hint"' in page(c)
    c.dispatch("ask_hint")
    c.dispatch("ask_hint")  # the same position: the same hint, counted once
    assert c.hints == 1
    c.dispatch("close_hint")
    assert c.shown_hint() is None and 'class="hint-card"' not in page(c)
    follow(c, "qwinto")
    assert c.hints == 2
    gid = c.game_id
    assert gid is not None
    summary = c.saves.summary(gid)
    assert summary is not None and summary.hints == 2
    record = json.loads(c.saves._records[gid])
    assert record["hints"] == 2
    again = make(storage)  # a reload opens the game again with its count
    assert again.game_id == gid and again.hints == 2


def test_no_hint_in_pass_and_play_in_a_race_or_on_a_computers_turn() -> None:
    c = make()
    start(c, [("Ann", "human"), ("Ben", "human")], game="qwinto")
    assert not c.can_hint() and 'data-act="ask_hint"' not in page(c)
    c.dispatch("ask_hint")
    assert c.notice == "There is no hint to give now." and c.hints == 0
    race = make()
    start(race, [("Ann", "human"), ("Bot", "strong"), ("Cas", "strong")], game="raffzahn")
    assert not race.can_hint() and 'data-act="ask_hint"' not in page(race)
    waiting = make()
    start(waiting, [("Bot", "strong"), ("Ann", "human")], game="schocken")
    assert waiting.acting_human() is None and not waiting.can_hint()


def test_a_one_player_qwinto_game_offers_the_hint_too() -> None:
    """Qwinto is for 1 to 6 players: alone with the dice, a player learning the game may
    ask the strongest computer as well (issue 39)."""
    c = make()
    start(c, [("Ann", "human")], game="qwinto")
    assert c.can_hint() and 'data-act="ask_hint"' in page(c)
    assert play_on(c, 3) == 3 and c.hints == 3


def test_no_hint_for_a_move_the_app_plays_by_itself() -> None:
    """Cui bono?'s build is the person's first move but nobody chooses it: the hint is not
    offered then (a tap on it would count the game as hinted for nothing), and it is right
    after the app has built the pyramid."""
    c = make()
    start(c, [("Ann", "human"), ("Bot", "strong")], game="cui-bono")
    assert c.acting_human() == 0 and not c.game().log
    assert not c.can_hint() and 'data-act="ask_hint"' not in page(c)
    c.dispatch("ask_hint")
    assert c.hints == 0
    assert c.bot_delay() is not None and c.step_bot()
    assert c.game().log[-1]["action"]["type"] == "build"
    assert c.acting_human() == 0 and c.can_hint()


def test_kwist_offers_no_hint_for_the_quiz_itself() -> None:
    c = solo("kwist")
    for _ in range(50):
        seat = c.acting_human()
        if seat is not None and "answer" in {a["type"] for a in c.game().legal_actions(seat)}:
            break
        assert c.bot_delay() is not None and c.step_bot()
    else:
        raise AssertionError("no quiz turn of the person")
    assert not c.can_hint()


def test_mark_controls_finds_controls_by_act_arg_and_value() -> None:
    html = (
        '<button type="button" class="btn" data-act="mark" data-arg="orange" data-val="3">'
        '</button><button type="button" data-act="mark" data-arg="orange" data-val="4">'
        '</button><g data-act="pull" data-arg="a&amp;b"><rect/></g>'
    )
    out, n = mark_controls(html, [("mark", "orange", "4"), ("pull", "a&b")])
    assert n == 2
    assert 'class="btn" data-act="mark" data-arg="orange" data-val="3"' in out
    assert 'data-val="4" class="hinted"' in out
    assert '<g data-act="pull" data-arg="a&amp;b" class="hinted">' in out
    assert mark_controls(html, []) == (html, 0)
    assert mark_controls(html, [("mark", None)])[1] == 2


def test_numbers_in_a_reason_read_as_people_write_them() -> None:
    assert number_text("nl", 2.25) == "2,2" or number_text("nl", 2.25) == "2,3"
    assert number_text("en", 7.0) == 7 and number_text("en", 3) == 3
    assert number_text("en", 0.46) == "0.5"
    words = part_of("qwinto", "i18n").t
    words.texts["hint.test_only"] = ("Neem {gain} punten.", "Take {gain} points.")
    try:
        assert reason_line("nl", "qwinto", {"why": "test_only", "gain": 1.5}) == "Neem 1,5 punten."
        plain = "This is the move it rates highest."
        assert reason_line("en", "qwinto", {"why": "test_only"}) == plain
    finally:
        del words.texts["hint.test_only"]
    assert reason_line("en", "qwinto", {"why": "no_such"}) == plain


def test_the_hint_button_sits_in_the_title_bar() -> None:
    page_html = screen("game", "Qwinto", "<p>board</p>", "<nav></nav>", "Turn 1")
    out = add_to_top(page_html, "<b>ask</b>", "<aside>card</aside>")
    assert out.index("<b>ask</b>") < out.index("<aside>card</aside>") < out.index("<p>board</p>")
    assert out.count("</div>") == page_html.count("</div>")
    with pytest.raises(ValueError):
        add_to_top("<p>no screen</p>", "x")


def test_parts_added_one_after_another_stay_in_the_title_bar() -> None:
    """The hint's bulb and then the phones' button both end up in the bar, in that order, and
    the board's own divs stay below it (the second part landed inside the turn's panel)."""
    page_html = screen("game", "Squeeze Play", '<div class="panel"><div>turn</div></div>')
    out = add_to_top(add_to_top(page_html, "<b>hint</b>"), "<i>phones</i>", "<aside>x</aside>")
    bar = out[out.index('<div class="screen-top">') : out.index("<aside>")]
    assert bar.index("<b>hint</b>") < bar.index("<i>phones</i>")
    assert out.index("<aside>") < out.index('<div class="panel">')
    assert out.count("</div>") == page_html.count("</div>")


def test_the_card_lies_where_a_tablet_gives_it_room() -> None:
    """After the turn's panel or at the end of a table, found by nesting and by a whole
    class name; in Qwinto under the player's own sheet, before the others'; in Qwinn and
    Schocken inside the table (web/app.css places it there on a tablet)."""
    html = (
        '<div class="a"><div class="panel x-turn"><div>t</div></div>'
        '<b class="x-turn-btn"></b></div>'
    )
    out = at_spot(html, ("x-turn", True), "<aside>c</aside>")
    assert out == html.replace("</div><b", "</div><aside>c</aside><b")
    out = at_spot('<section class="table"><section>s</section></section>', ("table", False), "C")
    assert out == '<section class="table"><section>s</section>C</section>'
    assert at_spot(html, ("x-tur", True), "c") is None
    for game, before, after in (
        ("qwinto", 'class="qcard is-main', 'class="qcard seat-1'),
        ("qwinn", 'class="qn-table', 'class="game-tools'),
        ("schocken", 'class="table', 'class="game-tools'),
    ):
        c = solo(game)
        c.dispatch("ask_hint")
        drawn = page(c)
        at = drawn.index('<aside class="hint-card"')
        assert drawn.index(before) < at < drawn.index(after), game
