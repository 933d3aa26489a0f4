"""A reload keeps what the player was in the middle of in the Das Spiel games: the die picked
(Cui bono?, Würfelmarsch with its turn chooser), the drawing turned by thirds, the turquoise
die half entered (Abquetschen), and in the races the STOP still pointing and the die being
laid (Bunte Kuh) and a hand busy putting a wrong die back (Raffzahn). Whatever no longer
fits the match is dropped."""

from __future__ import annotations

import json
from typing import Any

from helpers import make, page, tap
from spelkast_ui.app.controller import Controller
from spelkast_ui.app.playing import draft_key
from spelkast_ui.games.bunte_kuh.play import CORNERS, NOWHERE, POINT_MS
from spelkast_ui.games.bunte_kuh.play import PLAY as BUNTE_KUH
from spelkast_ui.games.raffzahn.play import PLAY as RAFFZAHN
from spelkast_ui.games.raffzahn.play import STOP, WRONG_MS
from spelkast_ui.kit.gameplay import move_val
from test_draft import kept, pressed, reload, run_bots


def default_game(c: Controller, game: str, kinds: list[str] | None = None, **options: str) -> None:
    assert c.dispatch("new", game)
    for i, kind in enumerate(kinds or []):
        c.dispatch("set_kind", str(i), kind)
    for key, value in options.items():
        c.dispatch("set_option", key, value)
    c.dispatch("start")
    assert c.notice is None, c.notice
    assert c.screen == "game"


def state(c: Controller) -> dict[str, Any]:
    assert c.match is not None
    st: dict[str, Any] = c.match.view(None)["state"]
    return st


def pos(p: Any) -> str:
    return f"{p[0]},{p[1]},{p[2]}"


def take(p: Any) -> str:
    """The move a Raffzahn die carries (``data-val``): its time comes from the tap."""
    return move_val({"type": "take", "at": list(p)})


def advance(c: Controller, ms: float) -> None:
    c.now.ms += ms  # type: ignore[attr-defined]


# -- Cui bono?: the die picked to pull, the pyramid turned ------------------------------------
def test_cui_bono_the_die_picked_and_the_turned_pyramid_survive_a_reload() -> None:
    c = make(seed=5)
    default_game(c, "cui-bono", ["human", "sensible"])
    run_bots(c)
    c.dispatch("pull", "8,0,0")
    c.dispatch("turn")
    c.dispatch("turn")
    assert c.notice is None and c.selected and c.sheet_tab == 2
    again = reload(c)
    assert again.selected == c.selected and again.sheet_tab == 2
    assert pressed(page(again), "pull") == {"8,0,0"}
    assert 'data-side="2"' in page(again)
    again.dispatch("pull_ok")
    assert again.notice is None and state(again)["last"]["pulled"] == [8, 0, 0]


def test_cui_bono_a_die_that_may_not_be_pulled_is_not_brought_back() -> None:
    c = make(seed=5)
    default_game(c, "cui-bono", ["human", "sensible"])
    run_bots(c)
    moves = len(c.match.log)  # type: ignore[union-attr]
    top = 164 - 1  # the apex cannot be pulled
    c.session.set(draft_key(c.game_id or ""), json.dumps({"log": moves, "selected": [top]}))
    again = reload(c)
    assert again.selected == set()


# -- Würfelmarsch: the die picked, the turn chooser and the number towards the player ---------
def test_wuerfelmarsch_the_turn_chooser_survives_a_reload() -> None:
    c = make(seed=11)
    default_game(c, "wuerfelmarsch", ["human", "sensible", "sensible"])
    run_bots(c)
    mine = [pos(d["at"]) for d in state(c)["pyramid"]["dice"] if d["colour"] == "red"]
    c.dispatch("wm_die", mine[0])
    c.dispatch("wm_turn")
    c.dispatch("wm_front", "3")
    c.dispatch("wm_view")
    assert c.notice is None
    chosen = set(c.selected)
    again = reload(c)
    assert again.selected == chosen and again.sheet_tab == 1
    assert page(again) == page(c)


def test_wuerfelmarsch_someone_else_s_die_or_a_front_without_the_chooser_is_dropped() -> None:
    c = make(seed=11)
    default_game(c, "wuerfelmarsch", ["human", "sensible", "sensible"])
    run_bots(c)
    yellow = next(d["at"] for d in state(c)["pyramid"]["dice"] if d["colour"] == "yellow")
    red = next(d["at"] for d in state(c)["pyramid"]["dice"] if d["colour"] == "red")
    from pyengine.pyramid.geometry import LAYERS

    bottom = list(LAYERS[0])
    moves = len(c.match.log)  # type: ignore[union-attr]
    for selected in ([bottom.index(tuple(yellow))], [bottom.index(tuple(red)), 103]):
        raw = json.dumps({"log": moves, "selected": selected})
        c.session.set(draft_key(c.game_id or ""), raw)
        assert reload(c).selected == set()


# -- Abquetschen: the turquoise die half entered, the drawing turned --------------------------
def test_abquetschen_the_entry_and_the_turned_drawing_survive_a_reload() -> None:
    c = make(seed=3)
    default_game(c, "abquetschen", dice="physical")
    for _ in range(200):
        st = state(c)
        if c.entry is not None and not c.entry.for_bot:
            break
        if c.entry is not None:
            c.dispatch("pick", "0", "4")
            c.dispatch("enter")
        elif c.bot_delay() is not None:
            assert c.step_bot()
        elif st["phase"] == "start":
            tap(c, "aq_start", pos(st["start_tops"][0]))
        else:
            tap(c, "throw")
        assert c.notice is None, c.notice
    assert c.entry is not None and not c.entry.for_bot
    c.dispatch("turn")
    again = reload(c)
    assert again.entry == c.entry and again.sheet_tab == 1
    again.dispatch("pick", "0", "3")
    again.dispatch("enter")
    assert again.notice is None and again.match is not None
    assert again.match.log[-1]["action"] == {"type": "throw", "values": [3]}


def test_eintrichtern_the_turned_drawing_survives_a_reload_and_a_bad_turn_does_not() -> None:
    c = make(seed=3)
    default_game(c, "eintrichtern")
    run_bots(c)
    c.dispatch("turn")
    assert kept(c) is not None and reload(c).sheet_tab == 1
    moves = len(c.match.log)  # type: ignore[union-attr]
    c.session.set(draft_key(c.game_id or ""), json.dumps({"log": moves, "sheet_tab": 3}))
    assert reload(c).sheet_tab is None


# -- Bunte Kuh: a STOP still pointing, the die being laid -------------------------------------
def bunte_kuh_race(seed: int) -> Controller:
    c = make(seed=seed)
    default_game(c, "bunte-kuh", ["human", "strong", "strong"])
    for _ in range(300):
        st = state(c)
        if st["phase"] == "race" and 0 in c.match.to_move:  # type: ignore[union-attr]
            page(c)  # the throw is drawn: the race clock starts
            return c
        if st["phase"] == "roll" and st["roller"] == 0:
            c.dispatch("bk_throw", "0")
        else:
            delay = c.bot_delay()
            assert delay is not None
            advance(c, max(delay, 1))
            c.step_bot()
    raise AssertionError("no race")


def test_bunte_kuh_a_stop_still_pointing_survives_a_reload_with_its_time() -> None:
    c = bunte_kuh_race(4)
    shown = float(c.clock())
    advance(c, 400)
    c.dispatch("bk_stop", stamp=shown + 300)
    p = BUNTE_KUH.pointing(c)
    assert c.notice is None and p is not None
    again = reload(c)
    page(again)  # drawn: the race clock resumes at the match's
    q = BUNTE_KUH.pointing(again)
    assert q is not None and (q.seat, q.t) == (p.seat, p.t)
    assert "bk-countdown" in page(again)
    planned = again.race_next()
    assert planned is not None and planned[0] == p.t + POINT_MS
    funnel = state(again)["funnels"][0]
    again.dispatch("bk_point", pos(funnel), stamp=float(again.clock()))
    call = again.match.log[-1]["action"]  # type: ignore[union-attr]
    assert call["type"] == "stop" and call["t"] == p.t and call["at"] == list(funnel)


def test_bunte_kuh_a_pointing_seat_that_cannot_call_is_dropped() -> None:
    c = bunte_kuh_race(4)
    moves = len(c.match.log)  # type: ignore[union-attr]
    for pointing in ([1, 300], [0, -5], [0, "300"], [0], "x"):
        raw = json.dumps({"log": moves, "pointing": pointing})
        c.session.set(draft_key(c.game_id or ""), raw)
        assert BUNTE_KUH.pointing(reload(c)) is None


def test_bunte_kuh_the_die_being_laid_keeps_its_funnel_and_way_up() -> None:
    c = make(seed=8)
    default_game(c, "bunte-kuh", ["human", "sensible", "sensible"])
    for _ in range(400):
        st = state(c)
        if st["phase"] == "place" and st["placer"] == 0:
            break
        if st["phase"] == "roll" and st["roller"] == 0:
            c.dispatch("bk_throw", "0")
        elif st["phase"] == "race" and 0 in c.match.to_move:  # type: ignore[union-attr]
            page(c)
            c.dispatch("bk_nowhere", "", NOWHERE, stamp=float(c.clock()))
        else:
            delay = c.bot_delay()
            assert delay is not None
            advance(c, max(delay, 1))
            c.step_bot()
    else:
        raise AssertionError("never laying")
    st = state(c)
    page(c)
    if st["place_at"] is None:
        c.dispatch("bk_point", pos(st["funnels"][-1]), stamp=float(c.clock()))
    c.dispatch("bk_tip")
    c.dispatch("bk_tip")
    c.dispatch("bk_turn")
    lay = BUNTE_KUH.laying(c)
    assert lay is not None and c.notice is None
    again = reload(c)
    back = BUNTE_KUH.laying(again)
    assert back is not None and (back.at, back.corner, back.turn) == (lay.at, 2, 1)
    again.dispatch("bk_place")
    placed = again.match.log[-1]["action"]  # type: ignore[union-attr]
    assert placed["type"] == "place" and tuple(placed["faces"]) == CORNERS[2][1]


# -- Raffzahn: a hand busy putting a wrong die back -------------------------------------------
def test_raffzahn_a_busy_hand_stays_busy_over_a_reload() -> None:
    c = make(seed=11)
    default_game(c, "raffzahn", ["human", "sensible", "sensible"])
    for _ in range(400):
        st = state(c)
        if c.racing() and 0 in c.match.to_move:  # type: ignore[union-attr]
            mine = c.match.view(0)["state"]  # type: ignore[union-attr]
            wrong = [
                d["at"] for d in mine["dice"] if d["free"] and d["face"] not in (None, mine["roll"])
            ]
            if wrong:
                break
        page(c)
        if st["phase"] == "throw" and st["roller"] == 0:
            c.dispatch("rz_throw", "0")
            continue
        delay = c.bot_delay()
        if delay is None and c.racing() and st["roller"] == 0:
            c.dispatch("rz_stop", "0", STOP, stamp=float(c.clock()))
            continue
        assert delay is not None
        advance(c, max(delay, 1))
        c.step_bot()
    else:
        raise AssertionError("no wrong die to take")
    page(c)
    c.dispatch("rz_take", f"0:{pos(wrong[0])}", take(wrong[0]), stamp=float(c.clock()))
    until = RAFFZAHN.busy_until(c, 0)
    assert until is not None and until >= WRONG_MS
    again = reload(c)
    page(again)
    assert RAFFZAHN.busy_until(again, 0) == until


def test_bunte_kuh_a_damaged_laying_is_ignored() -> None:
    c = make(seed=8)
    default_game(c, "bunte-kuh", ["human", "sensible", "sensible"])
    moves = len(c.match.log)  # type: ignore[union-attr]
    for laying in ({"at": [1, "2", 3], "corner": 0, "turn": 0}, {"corner": 9}, [1]):
        raw = json.dumps({"log": moves, "laying": laying, "sheet_tab": 0})
        c.session.set(draft_key(c.game_id or ""), raw)
        again = reload(c)
        assert again.sheet_tab == 0 and again.notice is None
        page(again)
