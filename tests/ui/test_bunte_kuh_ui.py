"""The Bunte Kuh screen on CPython, with the clock in the test's hand: the race clock starts
when the throw is drawn, a call carries its tap's own time, STOP holds the race while its
caller points, the pointing time runs out into a wrong call, a late-arriving earlier tap
still wins, computers call at their planned times, laying a die the way it was turned, a
reload in the middle of a race, two people's zones, the practice option and a whole game."""

from __future__ import annotations

from html import unescape
from typing import Any

from helpers import make, page, parse
from spelkast_ui.app.catalog import playable, rules_html
from spelkast_ui.app.controller import Controller
from spelkast_ui.games.bunte_kuh.panels import margin_text
from spelkast_ui.games.bunte_kuh.play import CORNERS, NOWHERE, POINT_MS
from spelkast_ui.kit.storage import MemoryStorage

from pyengine.games.bunte_kuh.rules import sums

HOSTILE = "<img src=x onerror=alert(1)>"


def start(c: Controller, kinds: list[str] | None = None, **options: str) -> None:
    assert c.dispatch("new", "bunte-kuh")
    form = c.setup
    assert form is not None and len(form.players) == 3  # a race of three by default
    for i, kind in enumerate(kinds or []):
        c.dispatch("set_kind", str(i), kind)
    for key, value in options.items():
        c.dispatch("set_option", key, value)
    c.dispatch("start")
    assert c.notice is None, c.notice
    assert c.match is not None and c.match.game_id == "bunte-kuh"


def st(c: Controller) -> dict[str, Any]:
    assert c.match is not None
    out: dict[str, Any] = c.match.view(None)["state"]
    return out


def now(c: Controller) -> float:
    return float(c.clock())


def advance(c: Controller, ms: float) -> None:
    c.now.ms += ms  # type: ignore[attr-defined]


def run_app(c: Controller, until: Any, limit_ms: float = 120_000) -> None:
    """Let the app's timers run (computers, ticks, pointing time) until ``until(c)``."""
    spent = 0.0
    while not until(c):
        page(c)  # drawn (a race's clock starts when shown), as in the browser
        delay = c.bot_delay()
        if delay is None and c.game_play().waiting(c):  # the verdict read: "Next"
            assert c.dispatch("race_next")
            continue
        assert delay is not None, "nothing would happen"
        advance(c, max(delay, 1))
        spent += max(delay, 1)
        c.step_bot()
        assert spent < limit_ms, "waited too long"
    page(c)  # the app draws after its last step too (a race's clock starts when shown)


def to_my_race(c: Controller) -> None:
    """Play on until a race is open in which seat 0 may still call, its throw drawn."""
    to_my_race_or_end(c)
    assert c.match is not None and not c.match.is_over


def lay_any(c: Controller) -> None:
    s = st(c)
    if s["place_at"] is None:
        q = s["funnels"][0]
        c.dispatch("bk_point", arg(q), stamp=now(c))
    assert c.dispatch("bk_place")
    assert c.notice is None, c.notice


def arg(q: Any) -> str:
    return f"{q[0]},{q[1]},{q[2]}"


def matching(c: Controller) -> list[Any]:
    assert c.match is not None
    s = st(c)
    target = s["roll"]["sum"]
    return [q for q, v in sums(c.match.state.layout).items() if v == target]


def last_call(c: Controller) -> dict[str, Any]:
    assert c.match is not None
    calls = [e for e in c.match.log if "t" in e["action"] and e["action"]["type"] != "tick"]
    return calls[-1]


def test_the_game_is_offered_with_a_table_of_three_and_its_rules() -> None:
    assert "bunte-kuh" in playable()
    for lang in ("nl", "en"):
        text = rules_html("bunte-kuh", lang)
        assert "NERGENS" in text and len(text) > 2000
    c = make()
    start(c)
    assert [p["bot"] for p in c.match.players] == [None, "beginner", "beginner"]  # type: ignore[union-attr]


def test_the_race_shows_the_throw_and_the_buttons_but_never_a_sum() -> None:
    c = make(seed=3)
    start(c, ["human", "sensible", "sensible"])
    to_my_race(c)
    html = page(c)
    assert 'data-act="bk_stop"' in html and 'data-act="bk_nowhere"' in html
    points = [a for tag, a in parse(html).tags if a.get("data-act") == "bk_point"]
    assert len(points) == len(st(c)["funnels"]) > 0
    assert "pyr-note" not in html and "together" not in unescape(html)
    assert c.timed_acts() == {"bk_stop", "bk_nowhere", "bk_point"}


def test_a_stop_counts_at_its_tap_and_holds_the_race_while_pointing() -> None:
    c = make(seed=4)
    start(c, ["human", "strong", "strong"])
    to_my_race(c)
    shown = now(c)
    advance(c, 400)
    # The tap happened 300 ms after the throw appeared; Python sees it 100 ms later.
    c.dispatch("bk_stop", stamp=shown + 300)
    assert c.notice is None
    html = unescape(page(c))
    assert "Tap the funnel: 4 s" in html and "bk-countdown" in html
    # The card above says so too, no longer offering STOP (his STOP is in).
    assert "You called STOP: now tap that funnel." in html and "or STOP first" not in html
    # Meanwhile the computers' calls after 300 + 200 ms wait: nothing is due before the
    # pointing time runs out.
    assert c.race_next() is not None and c.race_next()[0] == 300 + POINT_MS  # type: ignore[index]
    advance(c, 2000)
    good = matching(c)
    target = arg(good[0]) if good else arg(st(c)["funnels"][0])
    c.dispatch("bk_point", target, stamp=now(c))
    call = last_call(c)
    assert call["seat"] == 0 and call["action"]["t"] == 300 and call["action"]["at"] is not None
    run_app(c, lambda c: not c.racing())
    assert st(c)["last"]["seat"] == 0  # the earliest call was judged


def test_pointing_too_long_is_a_wrong_call_with_a_penalty() -> None:
    c = make(seed=5)
    start(c, ["human", "sensible", "sensible"])
    to_my_race(c)
    shown = now(c)
    c.dispatch("bk_stop", stamp=shown + 100)
    supply = list(st(c)["supply"])
    run_app(c, lambda c: not c.racing())
    last = st(c)["last"]
    assert last["seat"] == 0 and not last["right"] and last["at"] is None
    assert st(c)["supply"][0] == supply[0] + 2
    text = unescape(page(c))
    assert "You called STOP but pointed at no funnel." in text
    assert "Everyone gives you a die: 2 more." in text


def test_an_earlier_tap_that_arrives_after_a_computer_call_still_wins() -> None:
    c = make(seed=6)
    start(c, ["human", "strong", "strong"])
    to_my_race(c)
    shown = now(c)
    plan = c.race_next()
    assert plan is not None
    when = plan[0]
    advance(c, when)
    assert c.step_bot() and c.racing()  # the computer's call is heard, pending
    assert "STOP!" in unescape(page(c)) or "NOWHERE!" in unescape(page(c))
    advance(c, 50)
    c.dispatch(
        "bk_nowhere", "", NOWHERE, stamp=shown + when - 120
    )  # tapped before the computer called
    assert c.notice is None, c.notice
    run_app(c, lambda c: not c.racing())
    assert st(c)["last"]["seat"] == 0
    assert "0.12 s before" in unescape(page(c))


def test_a_tap_after_the_race_was_decided_is_too_late() -> None:
    c = make(seed=7)
    start(c, ["human", "strong", "strong"])
    to_my_race(c)
    shown = now(c)
    when = c.race_next()[0]  # type: ignore[index]
    advance(c, when)
    c.step_bot()
    advance(c, 300)
    c.dispatch("bk_nowhere", "", NOWHERE, stamp=shown + when + 250)
    assert c.notice is not None and "Too late" in c.notice
    assert all(e["seat"] != 0 or "t" not in e["action"] for e in c.match.log[-3:])  # type: ignore[union-attr]


def test_laying_the_die_the_way_it_was_turned_and_taking_it_back() -> None:
    c = make(seed=8)
    start(c, ["human", "sensible", "sensible"])
    for _ in range(40):
        to_my_race(c)
        good = matching(c)
        if good:
            c.dispatch("bk_point", arg(good[0]), stamp=now(c))
        else:
            c.dispatch("bk_nowhere", "", NOWHERE, stamp=now(c))
        run_app(c, lambda c: not c.racing())
        if st(c)["phase"] == "place" and st(c)["placer"] == 0:
            break
    else:
        raise AssertionError("never placed")
    s = st(c)
    if s["place_at"] is None:
        html = page(c)
        place = [a for tag, a in parse(html).tags if a.get("data-act") == "bk_place"]
        assert "disabled" in place[0]  # a funnel is chosen first
        c.dispatch("bk_point", arg(s["funnels"][0]), stamp=now(c))
    c.dispatch("bk_tip")
    c.dispatch("bk_turn")
    assert "Faces: " + ", ".join(str(f) for f in CORNERS[1][1][:2]) in unescape(page(c))
    assert 'class="pyr-die pyr-red pyr-new"' in page(c) or "pyr-new" in page(c)
    c.dispatch("bk_place")
    placed = c.match.log[-1]["action"]  # type: ignore[union-attr]
    assert placed["type"] == "place" and tuple(placed["faces"]) == CORNERS[1][1]
    if c.can_undo():
        c.dispatch("undo")
        assert st(c)["phase"] == "place"


def test_a_reload_in_the_middle_of_a_race_resumes_its_clock() -> None:
    storage = MemoryStorage()
    c = make(storage, seed=9)
    start(c, ["human", "strong", "strong"])
    to_my_race(c)
    shown = now(c)
    when, bot, _ = c.race_next()  # type: ignore[misc]
    advance(c, when)
    c.step_bot()  # a computer's call is pending: saved with its t
    clock = c.match.race.clock  # type: ignore[union-attr]
    again = make(storage, seed=9)
    assert again.racing() and again.match.race.clock == clock  # type: ignore[union-attr]
    page(again)
    assert again.race_now() >= clock
    run_app(again, lambda c: not c.racing())
    assert st(again)["last"]["seat"] == bot
    del shown


def test_two_people_each_get_a_zone_and_the_earlier_tap_wins() -> None:
    c = make(seed=10)
    start(c, ["human", "human", "sensible"])
    c.dispatch("set_name", "1", HOSTILE)
    to_my_race(c)
    html = page(c)
    zones = [a for tag, a in parse(html).tags if tag == "section" and "data-seat" in a]
    assert sorted(z["data-seat"] for z in zones) == ["0", "1"]  # seat 1 at the top edge
    assert 'data-act="bk_stop" data-arg="1"' in html and "bk-race-bar" not in html
    assert "<img src=x" not in html
    shown = now(c)
    advance(c, 200)
    # Seat 0's touch reaches Python first, but seat 1 touched 30 ms earlier.
    c.dispatch("bk_nowhere", "0", NOWHERE, stamp=shown + 150)
    c.dispatch("bk_nowhere", "1", NOWHERE, stamp=shown + 120)
    run_app(c, lambda c: not c.racing())
    assert st(c)["last"]["seat"] == 1
    assert "0.03 s before" in unescape(page(c))


def test_with_two_people_a_funnel_needs_a_stop_from_a_zone_first() -> None:
    c = make(seed=12)
    start(c, ["human", "human", "sensible"])
    to_my_race(c)
    c.dispatch("bk_point", arg(st(c)["funnels"][0]), stamp=now(c))
    assert c.notice is not None and "STOP in your own zone" in c.notice
    c.dispatch("bk_stop", "1", stamp=now(c))
    c.dispatch("bk_stop", "0", stamp=now(c) + 5)
    assert c.notice is not None and "called first" in c.notice
    c.dispatch("bk_point", arg(st(c)["funnels"][0]), stamp=now(c) + 900)
    assert last_call(c)["seat"] == 1


def test_the_practice_option_shows_the_sums() -> None:
    c = make(seed=13)
    start(c, ["human", "sensible", "sensible"], show_sums="true")
    to_my_race(c)
    html = unescape(page(c))
    assert "pyr-note" in html and f"= {st(c)['roll']['sum']}" in html


def test_physical_dice_ask_for_the_three_pearl_dice() -> None:
    c = make(seed=14)
    start(c, ["human", "sensible", "sensible"], dice="physical")
    run_app(c, lambda c: c.entry is not None or (st(c)["phase"] == "roll" and st(c)["roller"] == 0))
    if c.entry is None:
        c.dispatch("bk_throw", "0")
    assert c.entry is not None and len(c.entry.dice) == 3
    for i in range(3):
        c.dispatch("pick", str(i), str(i + 2))
    c.dispatch("enter")
    assert st(c)["roll"]["values"] == [2, 3, 4]


def test_dutch_words() -> None:
    c = make(lang="nl-NL", seed=15)
    start(c, ["human", "sensible", "sensible"])
    to_my_race(c)
    text = unescape(page(c))
    assert "Zoek een trechter met deze som!" in text and "NERGENS" in text


def test_a_whole_game_against_two_computers() -> None:
    c = make(seed=16)
    start(c, ["human", "sensible", "sensible"])
    races = 0
    while not c.match.is_over:  # type: ignore[union-attr]
        to_my_race_or_end(c)
        if c.match.is_over:  # type: ignore[union-attr]
            break
        races += 1
        good = matching(c)
        advance(c, 900)
        if good:
            c.dispatch("bk_stop", stamp=now(c) - 100)
            c.dispatch("bk_point", arg(good[0]), stamp=now(c))
        else:
            c.dispatch("bk_nowhere", "", NOWHERE, stamp=now(c) - 100)
        run_app(c, lambda c: not c.racing())
    text = unescape(page(c))
    assert "Game over" in text and "Play again" in text and races > 3
    assert 'data-act="bk_stop"' not in text


def to_my_race_or_end(c: Controller) -> None:
    for _ in range(300):
        if c.match.is_over:  # type: ignore[union-attr]
            return
        s = st(c)
        if s["phase"] == "race" and 0 in c.match.to_move:  # type: ignore[union-attr]
            page(c)
            return
        if s["phase"] == "roll" and s["roller"] == 0:
            c.dispatch("bk_throw", "0")
        elif s["phase"] == "place" and s["placer"] == 0:
            lay_any(c)
        else:
            run_app(c, moved_on(c))
    raise AssertionError("stuck")


def moved_on(c: Controller) -> Any:
    """A condition: a move was made since now, or the game is over."""
    assert c.match is not None
    moves = len(c.match.log)
    return lambda c: len(c.match.log) > moves or c.match.is_over


def _to_a_verdict_with_a_computer_next(c: Controller) -> None:
    """Play on (a wrong NOWHERE of mine in each race) until a race is decided and a
    computer throws or lays next."""
    for _ in range(40):
        to_my_race_or_end(c)
        assert not c.match.is_over  # type: ignore[union-attr]
        c.dispatch("bk_nowhere", "", NOWHERE, stamp=now(c))
        run_app(c, lambda c: not c.racing())
        s = st(c)
        if s["phase"] == "place" and s["placer"] == 0:
            lay_any(c)
        s = st(c)
        nxt = s["placer"] if s["phase"] == "place" else s["roller"]
        if c.match.players[nxt]["bot"] is not None:  # type: ignore[union-attr]
            return
    raise AssertionError("no computer came next")


def test_after_a_race_the_next_waits_for_next_and_shows_the_right_funnels() -> None:
    """One person against computers: after the verdict nothing moves until he taps Next
    (the app plays no computer move); the funnels that had the sum are ringed, with the
    sum on them, when the race was not his right call. His choice of a timed pause is
    kept on the device and applies to the next verdicts."""
    storage = MemoryStorage()
    c = make(storage)
    start(c)
    _to_a_verdict_with_a_computer_next(c)
    assert c.bot_delay() is None and c.game_play().waiting(c)
    html = page(c)
    assert 'data-act="race_next"' in html and 'data-act="race_pause"' in html
    last = st(c)["last"]
    open_funnels = {tuple(q) for q in st(c)["funnels"]}
    shown = [q for q in last["matching"] if tuple(q) in open_funnels]
    if not (last["right"] and last["seat"] == 0):
        assert html.count("pyr-ring-match") + html.count("pyr-ring-right") >= len(shown)
        assert html.count(f">{last['target']}</text>") >= len(shown) - 1  # the sum on them
    advance(c, 60_000)  # however long he reads, nothing moves on
    assert c.bot_delay() is None
    c.dispatch("race_next")
    assert c.bot_delay() is not None and not c.game_play().waiting(c)
    c.dispatch("race_pause", "", "3")
    assert storage.get("spelkast.race_pause") == "3"
    _to_a_verdict_with_a_computer_next(c)
    assert not c.game_play().waiting(c)
    assert 2900 <= (c.hold_ms() or 0) <= 3000 and c.bot_delay() == c.hold_ms()
    c.dispatch("race_pause", "", "forever")
    assert c.notice is not None  # a value no choice has: refused


def test_several_people_get_the_tables_own_pause() -> None:
    c = make()
    start(c, ["human", "human", "sensible"])
    for _ in range(40):
        s = st(c)
        if s["phase"] == "roll" and c.match.players[s["roller"]]["bot"] is None:  # type: ignore[union-attr]
            c.dispatch("bk_throw", str(s["roller"]))
            page(c)
            c.dispatch("bk_nowhere", "1", NOWHERE, stamp=now(c))
            run_app(c, lambda c: not c.racing())
            break
        run_app(c, lambda c: c.bot_delay() is None)
    assert not c.game_play().waiting(c)  # nobody in particular taps "Next"
    assert 'data-act="race_next"' not in page(c)


def test_race_times_use_the_languages_decimal_sign() -> None:
    race = {
        "open": False,
        "settled": [
            {"t": 19060, "seat": 0, "type": "stop", "outcome": "applied"},
            {"t": 19310, "seat": 1, "type": "stop", "outcome": "late"},
        ],
    }
    nl = margin_text("nl", ["Sanne", "Computer"], race, 0)
    en = margin_text("en", ["Sam", "Computer"], race, 0)
    assert "19,06" in nl and "0,25" in nl and "." not in nl.replace("...", ""), nl
    assert "19.06" in en and "0.25" in en, en
