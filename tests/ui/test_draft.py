"""A reload keeps what the player was in the middle of (``GamePlay.draft``): dice picked to
throw again, a half-entered physical throw, the sheet on screen, a typed answer. A reload is
a new Controller over the same storage and the same session storage, mounted. A draft that
no longer fits the match (a move was made since, the game was left) or cannot be read is
dropped, never shown, and never stops the app; in pass-and-play the hand-over comes first."""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers import make, page, parse, start, tap
from spelkast_ui.app.controller import Controller
from spelkast_ui.app.playing import draft_key
from spelkast_ui.games.kwist.play import DRAFT_KEY as KWIST_DRAFT
from spelkast_ui.kit.draft import MAX_CHARS, too_deep
from spelkast_ui.kit.draft import parse as parse_draft
from spelkast_ui.kit.storage import MemoryStorage


def reload(c: Controller) -> Controller:
    """The page loaded again: the same storage and this tab's session storage."""
    fresh = Controller(
        c.storage,
        now=c.now,
        new_seed=lambda: 99,
        browser_lang="en-GB",
        clock=c.clock,
        session=c.session,
    )
    fresh.mount()
    assert fresh.screen == "game" and fresh.game_id == c.game_id
    return fresh


def new_game(c: Controller, game: str, kinds: list[str], **options: str) -> None:
    """A game of ``game`` with one seat per kind ("human", or a computer level)."""
    start(c, [(f"P{i}", kind) for i, kind in enumerate(kinds)], game, **options)


def run_bots(c: Controller) -> None:
    while c.bot_delay() is not None and c.entry is None:
        assert c.step_bot()


def kept(c: Controller) -> dict[str, Any] | None:
    assert c.game_id is not None
    return parse_draft(c.session.get(draft_key(c.game_id)))


def pressed(html: str, act: str) -> set[str]:
    """The ``data-arg`` of every pressed control of ``act``."""
    return {
        str(a.get("data-arg"))
        for _, a in parse(html).tags
        if a.get("data-act") == act and a.get("aria-pressed") == "true"
    }


# -- Schocken: dice to throw again, a physical throw, the hand-over -------------------------
def schocken_after_first_throw(**options: str) -> Controller:
    c = make(seed=3)
    new_game(c, "schocken", ["human", "heuristic"], starter_sets_limit="false", **options)
    c.dispatch("roll")
    if c.entry is not None:
        for i in range(3):
            c.dispatch("pick", str(i), str(i + 2))
        c.dispatch("enter")
    assert c.notice is None and c.match is not None and len(c.match.log) == 1
    return c


def test_schocken_dice_picked_to_throw_again_survive_a_reload_and_the_next_tap_works() -> None:
    c = schocken_after_first_throw()
    c.dispatch("die", "0")
    c.dispatch("die", "2")
    assert kept(c) == {"log": 1, "selected": [0, 2]}
    again = reload(c)
    assert again.selected == {0, 2}
    assert pressed(page(again), "die") == {"0", "2"}
    again.dispatch("roll")
    assert again.notice is None and again.match is not None
    assert again.match.log[-1]["action"]["dice"] == [0, 2]
    assert kept(again) is None  # the move used the draft up


def test_a_draft_from_before_a_move_is_stale_and_dropped() -> None:
    c = schocken_after_first_throw()
    c.dispatch("die", "1")
    stale = c.session.get(draft_key(c.game_id or ""))
    c.dispatch("roll")  # the selection became a move
    assert c.match is not None and len(c.match.log) == 2
    assert stale is not None
    c.session.set(draft_key(c.game_id or ""), stale)  # as if the tab kept the old draft
    again = reload(c)
    assert again.selected == set() and kept(again) is None


def test_going_home_drops_the_draft_and_continue_starts_clean() -> None:
    c = schocken_after_first_throw()
    c.dispatch("die", "1")
    assert kept(c) is not None
    c.dispatch("home")
    assert kept(c) is None
    c.dispatch("continue", c.game_id or "")
    assert c.selected == set()


def test_the_rules_screen_over_a_game_keeps_its_draft() -> None:
    c = schocken_after_first_throw()
    c.dispatch("die", "1")
    c.dispatch("rules")
    assert kept(c) == {"log": 1, "selected": [1]}
    c.dispatch("back")
    assert c.screen == "game" and c.selected == {1}


def test_the_draft_is_written_only_when_it_changes() -> None:
    class Counting(MemoryStorage):
        writes = 0

        def set(self, key: str, value: str) -> None:
            # The tab's session also keeps its current screen: count the draft only.
            Counting.writes += key.startswith("spelkast.draft.")
            super().set(key, value)

    c = Controller(MemoryStorage(), now=lambda: 1.0e12, new_seed=lambda: 3, session=Counting())
    c.mount()
    new_game(c, "schocken", ["human", "heuristic"], starter_sets_limit="false")
    c.dispatch("roll")
    before = Counting.writes
    c.dispatch("die", "1")
    assert Counting.writes == before + 1
    c.dispatch("dismiss")  # nothing changed: nothing written
    c.dispatch("rules")
    c.dispatch("back")
    assert Counting.writes == before + 1


def test_schocken_a_half_entered_physical_throw_survives_a_reload() -> None:
    c = schocken_after_first_throw(dice="physical")
    c.dispatch("die", "1")
    c.dispatch("roll")
    assert c.entry is not None and c.entry.dice == [1]
    again = reload(c)
    assert again.entry is not None and again.entry.dice == [1] and again.entry.values == [None]
    c = again
    c.dispatch("pick", "0", "5")
    again = reload(c)
    assert again.entry is not None and again.entry.values == [5] and not again.entry.for_bot
    assert 'data-act="enter"' in page(again)
    again.dispatch("enter")
    assert again.notice is None and again.match is not None
    assert again.match.log[-1]["action"] == {"type": "roll", "dice": [1], "values": [5]}


def test_schocken_the_table_s_throw_for_a_computer_survives_a_reload() -> None:
    c = schocken_after_first_throw(dice="physical")
    tap(c, "stand")
    run_bots(c)
    assert c.entry is not None and c.entry.for_bot
    c.dispatch("pick", "0", "6")
    again = reload(c)
    assert again.entry is not None and again.entry.for_bot
    assert again.entry.values[0] == 6 and again.entry.dice == c.entry.dice


def test_pass_and_play_a_reload_asks_for_the_hand_over_before_showing_the_cup() -> None:
    c = make(seed=4)
    new_game(c, "schocken", ["human", "human"], starter_sets_limit="false")
    seat = c.handover_seat()
    assert seat is not None
    c.dispatch("iam", str(seat))
    c.dispatch("roll")
    c.dispatch("die", "2")
    assert c.confirmed == seat and kept(c) == {"log": 1, "selected": [2]}
    again = reload(c)
    # Someone else may hold the device now: the hand-over first, no cup, no dice.
    assert again.confirmed is None and again.handover_seat() == seat
    html = page(again)
    assert 'data-act="iam"' in html and 'data-act="die"' not in html
    again.dispatch("iam", str(seat))
    assert pressed(page(again), "die") == {"2"}
    again.dispatch("roll")
    assert again.match is not None and again.match.log[-1]["action"]["dice"] == [2]


GARBAGE = [
    "",
    "[" * 6000,
    "{" * 6000,
    '{"a":' * 3000,
    "null",
    "[]",
    '"text"',
    "{not json",
    '{"log": 1, "selected": "0,2"}',
    '{"log": 1, "selected": [0, 0]}',
    '{"log": 1, "selected": [true]}',
    '{"log": 1, "selected": [-1]}',
    '{"log": 1, "selected": [7]}',
    '{"log": 1, "selected": [0.5]}',
    '{"log": 1, "selected": [1e400]}',
    '{"log": true, "selected": [1]}',
    '{"log": "1", "selected": [1]}',
    '{"log": 1, "selected": [' + ",".join(["1"] * 5000) + "]}",
    '{"log": 1, "sheet_tab": 0}',
    '{"log": 1, "entry": {"seat": 0, "dice": [0], "values": [9], "for_bot": false,'
    ' "action": {"type": "roll", "dice": [0]}}}',
    '{"log": 1, "entry": {"seat": 0, "dice": [0], "values": [1], "for_bot": false,'
    ' "action": {"type": "roll", "dice": 5}}}',
    '{"log": 1, "entry": {"seat": 0, "dice": [[[]]], "values": [1], "for_bot": false,'
    ' "action": {"type": "roll"}}}',
    '{"log": 1, "entry": "x"}',
    '{"log": 1, "selected": [1]' + " " * MAX_CHARS + "}",
]


@pytest.mark.parametrize("raw", GARBAGE, ids=range(len(GARBAGE)))
def test_a_damaged_draft_is_ignored_and_never_stops_the_app(raw: str) -> None:
    c = schocken_after_first_throw()
    c.session.set(draft_key(c.game_id or ""), raw)
    again = reload(c)
    assert again.notice is None
    assert again.selected == set() and again.entry is None and again.sheet_tab is None
    assert 'data-act="roll"' in page(again)
    again.dispatch("die", "0")  # the next tap works
    assert again.selected == {0} and kept(again) == {"log": 1, "selected": [0]}


def test_the_limits_of_reading_a_draft() -> None:
    assert too_deep("[" * 9) and not too_deep("[" * 8)
    assert not too_deep('["' + "[" * 50 + '"]')  # brackets in a string do not nest
    assert not too_deep('["\\"' + "[" * 50 + '"]')
    assert parse_draft('{"a": [[1]]}') == {"a": [[1]]}
    assert parse_draft("[1]") is None and parse_draft(None) is None


def test_a_draft_that_breaks_the_screen_is_dropped_by_the_recovery() -> None:
    c = schocken_after_first_throw()
    c.dispatch("die", "1")
    c.recover()  # what main.py does after an unexpected error
    assert kept(c) is None


# -- Qwinto: colours picked, the sheet on screen -----------------------------------------------
def test_qwinto_colours_picked_and_the_sheet_shown_survive_a_reload() -> None:
    c = make(seed=8)
    new_game(c, "qwinto", ["human", "random"])
    c.dispatch("colour", "orange")
    c.dispatch("colour", "purple")
    c.dispatch("sheet", "1")
    again = reload(c)
    assert again.selected == c.selected and again.sheet_tab == 1
    assert pressed(page(again), "colour") == {"orange", "purple"}
    again.dispatch("roll")
    assert again.match is not None
    assert again.match.log[-1]["action"]["dice"] == ["orange", "purple"]


def test_qwinto_a_sheet_tab_beyond_the_table_is_ignored() -> None:
    c = make(seed=8)
    new_game(c, "qwinto", ["human", "random"])
    c.session.set(draft_key(c.game_id or ""), json.dumps({"log": 0, "sheet_tab": 2}))
    assert reload(c).sheet_tab is None


def test_qwinto_a_half_entered_reroll_survives_a_reload() -> None:
    c = make(seed=8)
    new_game(c, "qwinto", ["human"], dice="physical")
    c.dispatch("colour", "yellow")
    c.dispatch("roll")
    c.dispatch("pick", "0", "4")
    c.dispatch("enter")
    assert c.match is not None and {"type": "reroll"} in c.match.legal_actions(0)
    tap(c, "reroll")
    assert c.entry is not None and c.entry.dice == ["yellow"]
    again = reload(c)
    assert again.entry == c.entry


# -- Qwinn: dice to throw again ---------------------------------------------------------------
def test_qwinn_dice_picked_to_throw_again_survive_a_reload() -> None:
    c = make(seed=5)
    new_game(c, "qwinn", ["human", "random"])
    for _ in range(10):
        st = c.match.view(None)["state"] if c.match else {}
        if c.acting_human() is not None and st["phase"] == "throw" and st["throws"] == 0:
            break
        if c.acting_human() is not None and st["phase"] == "start":
            tap(c, "start_roll")
        else:
            run_bots(c)
    c.dispatch("roll")
    c.dispatch("die", "1")
    c.dispatch("die", "3")
    assert c.notice is None and c.selected == {1, 3}
    again = reload(c)
    assert again.selected == {1, 3}
    assert pressed(page(again), "die") == {"1", "3"}


# -- Kwis 't!: the typed answer --------------------------------------------------------------
def kwist_answering() -> Controller:
    c = make(seed=2)
    new_game(c, "kwist", ["human", "random", "random"])
    for _ in range(20):
        st = c.match.view(None)["state"] if c.match else {}
        if st.get("phase") == "answer" and c.acting_human() is not None:
            return c
        if c.reveal_pending():
            c.dispatch("kw_next")
        else:
            assert c.step_bot()
    raise AssertionError("never answering")


def test_kwist_a_typed_answer_survives_a_reload() -> None:
    c = kwist_answering()
    c.dispatch("kw_text", "0", "Amster")  # main.py sends it as it is typed (input)
    again = reload(c)
    field = [a for tag, a in parse(page(again)).tags if a.get("data-act") == "kw_text"]
    assert field and field[0].get("value") == "Amster"


@pytest.mark.parametrize("raw", ["[" * 6000, '{"id":' * 3000 + "1", "x" * (MAX_CHARS + 1)])
def test_kwist_a_damaged_answer_draft_is_a_blank_sheet(raw: str) -> None:
    c = kwist_answering()
    c.storage.set(KWIST_DRAFT, raw)
    again = reload(c)
    field = [a for tag, a in parse(page(again)).tags if a.get("data-act") == "kw_text"]
    assert field and field[0].get("value") == ""
    again.dispatch("kw_text", "0", "Rome")
    assert "Rome" in page(again)


def test_a_new_game_straight_from_a_game_leaves_no_draft_behind() -> None:
    c = make(seed=8)
    new_game(c, "qwinto", ["human", "random"])
    c.dispatch("sheet", "1")
    first = c.game_id or ""
    assert c.session.get(draft_key(first)) is not None
    c.dispatch("again")  # a rematch, without going home
    assert c.game_id != first and c.session.get(draft_key(first)) is None
