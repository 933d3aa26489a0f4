"""The Raffzahn screen on CPython, with the clock in the test's hand: a person sees only his
own side (every readable face is the bottom rhombus of his view), a take shows at once, a
wrong die costs the hand a second, the thrower's STOP ends the round with its summary, a
whole game against two computers, and three people's zones each with its own side."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

from helpers import make, page, parse
from spelkast_ui.app.catalog import playable, rules_html
from spelkast_ui.app.controller import Controller
from spelkast_ui.games.raffzahn.play import PLAY, STOP, WRONG_MS
from spelkast_ui.kit.gameplay import move_val

from pyengine import load_match

HOSTILE = "<img src=x onerror=alert(1)>"


def start(c: Controller, kinds: list[str] | None = None) -> None:
    assert c.dispatch("new", "raffzahn")
    form = c.setup
    assert form is not None and len(form.players) == 3
    for i, kind in enumerate(kinds or []):
        c.dispatch("set_kind", str(i), kind)
    c.dispatch("start")
    assert c.notice is None, c.notice
    assert c.match is not None and c.match.game_id == "raffzahn"


def view(c: Controller, seat: int | None) -> dict[str, Any]:
    assert c.match is not None
    out: dict[str, Any] = c.match.view(seat)["state"]
    return out


def now(c: Controller) -> float:
    return float(c.clock())


def advance(c: Controller, ms: float) -> None:
    c.now.ms += ms  # type: ignore[attr-defined]


def run_app(c: Controller, until: Any, limit_ms: float = 600_000) -> None:
    """Let the app's timers run (computers, ticks) until ``until(c)``; a person throws at
    once and, as the thrower, calls STOP when only he could still move."""
    spent = 0.0
    while not until(c):
        page(c)  # drawn (a race's clock starts when shown), as in the browser
        st = view(c, None)
        roller = int(st["roller"])
        if st["phase"] == "throw" and c.match.players[roller]["bot"] is None:  # type: ignore[union-attr]
            assert c.dispatch("rz_throw", str(roller))
            continue
        delay = c.bot_delay()
        if delay is None and c.game_play().waiting(c):  # the verdict read: "Next"
            assert c.dispatch("race_next")
            continue
        if delay is None and c.racing() and c.match.players[roller]["bot"] is None:  # type: ignore[union-attr]
            assert c.dispatch("rz_stop", str(roller), STOP, stamp=now(c))  # the person has done
            continue
        assert delay is not None, "nothing would happen"
        advance(c, max(delay, 1))
        spent += max(delay, 1)
        c.step_bot()
        assert spent < limit_ms, "waited too long"
    page(c)  # the app draws after its last step too (a race's clock starts when shown)


def racing(c: Controller) -> bool:
    return c.racing() or (c.match is not None and c.match.is_over)


def mine(c: Controller, seat: int = 0) -> list[list[int]]:
    """The free dice showing ``seat`` the number thrown (what he may take)."""
    st = view(c, seat)
    return [d["at"] for d in st["dice"] if d["free"] and d["face"] == st["roll"]]


def wrong(c: Controller, seat: int = 0) -> list[list[int]]:
    st = view(c, seat)
    return [d["at"] for d in st["dice"] if d["free"] and d["face"] not in (None, st["roll"])]


def take(p: Any) -> str:
    """The move a die of the pyramid carries (``data-val``): its time comes from the tap."""
    return move_val({"type": "take", "at": list(p)})


def arg(seat: int, p: list[int]) -> str:
    return f"{seat}:{p[0]},{p[1]},{p[2]}"


def pip_slots(html: str) -> set[str]:
    return set(re.findall(r'href="#pyr-p([blr])\d"', html))


def test_the_game_is_offered_with_a_table_of_three_and_its_rules() -> None:
    assert "raffzahn" in playable()
    for lang in ("nl", "en"):
        assert "STOP" in rules_html("raffzahn", lang) and len(rules_html("raffzahn", lang)) > 1500
    c = make()
    start(c)
    assert [p["bot"] for p in c.match.players] == [None, "beginner", "beginner"]  # type: ignore[union-attr]


def test_a_person_sees_only_the_faces_towards_his_own_side() -> None:
    c = make(seed=3)
    start(c, ["human", "sensible", "sensible"])
    run_app(c, racing)
    html = page(c)
    # Every readable face is a bottom rhombus: his side, turned to the bottom of the screen.
    assert pip_slots(html) == {"b"}
    takes = [a for _, a in parse(html).tags if a.get("data-act") == "rz_take" and a.get("role")]
    free_seen = [d for d in view(c, 0)["dice"] if d["free"] and d["face"] is not None]
    assert len(takes) == len(free_seen) > 0
    # Each loose die also answers to a disc round it (a phone's finger), drawn under the
    # loose dice themselves, so none takes a tap from another's hexagon.
    tags = parse(html).tags
    halos = [a for _, a in tags if a.get("class") == "pyr-halo"]
    assert sorted(a["data-arg"] for a in halos) == sorted(a["data-arg"] for a in takes)
    order = [a.get("class", "") for _, a in tags if a.get("data-act") == "rz_take"]
    assert order == ["pyr-halo"] * len(halos) + ["pyr-target pyr-t-die"] * len(takes)
    assert "pyr-unseen" in html
    assert c.timed_acts() == {"rz_take", "rz_stop"}


def test_a_take_shows_at_once_and_a_wrong_die_keeps_the_hand_busy() -> None:
    c = make(seed=11)
    start(c, ["human", "sensible", "sensible"])
    for _ in range(40):
        run_app(c, racing)
        if mine(c) and wrong(c):
            break
        run_app(c, lambda c: not c.racing())
    shown = now(c)
    bad = wrong(c)[0]
    c.dispatch("rz_take", arg(0, bad), take(bad), stamp=shown + 50)
    assert c.notice is not None and "not a" in c.notice and "Put it back" in c.notice
    good = mine(c)[0]
    c.dispatch("rz_take", arg(0, good), take(good), stamp=shown + 50 + WRONG_MS // 2)
    assert c.notice == "Your hand is still putting a die back."
    before = view(c, 0)["counts"][0]
    advance(c, WRONG_MS)
    c.dispatch("rz_take", arg(0, good), take(good), stamp=now(c))
    assert c.notice is None, c.notice
    after = view(c, 0)
    assert after["counts"][0] == before + 1
    assert all(d["at"] != good for d in after["dice"])  # gone at once, before it settles


def test_the_thrower_calls_stop_and_reads_who_took_what() -> None:
    c = make(seed=5)
    start(c, ["human", "strong", "strong"])
    run_app(c, racing)  # seat 0 throws first
    assert view(c, None)["roller"] == 0
    html = unescape(page(c))
    assert 'data-act="rz_stop"' in html and "You call STOP when you like." in html
    for p in mine(c)[:1]:
        c.dispatch("rz_take", arg(0, p), take(p), stamp=now(c))
    advance(c, 250)
    c.dispatch("rz_stop", "0", STOP, stamp=now(c))
    assert c.notice is None
    run_app(c, lambda c: not c.racing())
    text = unescape(page(c))
    assert "You called STOP." in text
    assert view(c, None)["roller"] == 1 and "Computer" in text


def test_a_whole_game_against_two_computers_with_a_hostile_name() -> None:
    c = make(seed=8)
    assert c.dispatch("new", "raffzahn")
    c.dispatch("set_name", "0", HOSTILE)
    c.dispatch("start")
    assert c.match is not None
    rounds = 0
    while not c.match.is_over:
        run_app(c, racing)
        if c.match.is_over:
            break
        rounds += 1
        assert rounds < 400
        for p in mine(c)[:3]:
            advance(c, 600)
            if not c.racing():
                break
            c.dispatch("rz_take", arg(0, p), take(p), stamp=now(c))
        if c.racing() and view(c, None)["roller"] == 0:
            c.dispatch("rz_stop", "0", STOP, stamp=now(c))
        run_app(c, lambda c: not c.racing())
    html = page(c)
    assert HOSTILE not in html and "&lt;img" in html
    text = unescape(html)
    assert "Game over" in text and ("You won" in text or "Not this time." in text)
    assert sum(view(c, None)["counts"]) > 100
    # The last round's sentences run on in one line on a phone: spaced ("STOP.Player 2 took")
    summary = html.split('class="rz-summary">', 1)[1].split("</div>", 1)[0]
    assert "</p><p>" not in summary and summary.count("<p>") > 1, summary


def test_each_computers_plan_is_made_once_per_state_of_the_match() -> None:
    """The app asks for a computer's call at every drawing, timer and step; the match's
    referee makes it once for each state of the race (issue 37: it was built two or more
    times per move), and the kept plan is the one a fresh copy of the match makes now."""
    c = make(seed=8)
    start(c)
    match = c.match
    assert match is not None
    made: list[tuple[int, int]] = []
    plan = match.referee._plan

    def counted(*args: Any) -> dict[str, Any]:
        made.append((len(match.log), args[1]))
        return plan(*args)

    match.referee._plan = counted  # type: ignore[method-assign]
    for _ in range(4):  # four races
        run_app(c, racing)
        while c.racing():
            fresh = load_match(match.to_json())
            for seat in match.to_move:
                if match.players[seat]["bot"] is not None:
                    assert match.bot_action(seat) == fresh.bot_action(seat)
            run_app(c, lambda c: not c.racing())
    assert made and len(made) == len(set(made)), "a plan was made twice for one state"


def test_three_people_get_a_zone_each_with_their_own_side() -> None:
    c = make(seed=6, lang="nl")
    start(c, ["human", "human", "human"])
    run_app(c, racing)
    html = page(c)
    zones = [a for tag, a in parse(html).tags if tag == "section" and a.get("data-seat")]
    assert [z["data-seat"] for z in zones] == ["0", "1", "2"]  # in seat order round the table
    boards = html.split('class="rz-board')[1:]
    assert len(boards) == 3
    for seat, board in zip((0, 1, 2), boards, strict=True):
        assert f'data-side="{seat}"' in board and pip_slots(board) == {"b"}
    assert html.count('data-act="rz_stop"') == 1  # the thrower's zone only
    two = [a for _, a in parse(html).tags if a.get("data-act") == "rz_take"]
    assert {a["data-arg"].split(":")[0] for a in two} == {"0", "1", "2"}
    # Two people grab at once: both count, each by his own touch's time.
    shown = now(c)
    advance(c, 700)
    taken = 0
    for seat in (1, 2):
        options = mine(c, seat)
        if options:
            assert c.dispatch(
                "rz_take", arg(seat, options[0]), take(options[0]), stamp=shown + 600 - seat
            )
            assert c.notice is None, c.notice
            taken += 1
    assert sum(view(c, None)["counts"]) == taken


def test_his_side_the_grabs_as_they_happen_and_what_he_left() -> None:
    """The phone's pyramid: each side's rim in its player's colour with his name, "You" at
    the bottom; a computer's take shows at once where it happened (the die leaving towards
    the taker, its place ringed in his colour); after STOP the loose dice showing the
    number that he left are ringed and said, and the card counts this round's dice."""
    c = make(seed=5)
    start(c, ["human", "strong", "strong"])
    run_app(c, racing)  # seat 0 throws first
    html = page(c)
    edges = re.findall(r'<g class="pyr-edge (seat-\d)( is-own)?"', html)
    assert sorted(edges) == [("seat-0", " is-own"), ("seat-1", ""), ("seat-2", "")]
    assert ">You</text>" in html and ">Computer</text>" in html
    for _ in range(200):  # the computers grab at their own pace
        if any(t["seat"] != 0 for t in view(c, None)["takes"]):
            break
        advance(c, 20)
        c.step_bot()
    html = page(c)
    taker = next(int(t["seat"]) for t in view(c, None)["takes"] if t["seat"] != 0)
    assert f'class="pyr-leaving seat-{taker}"' in html  # on its way out, just now
    assert f"pyr-ring-taken seat-{taker}" in html
    advance(c, 2000)
    assert f'class="pyr-leaving seat-{taker}"' not in page(c)  # gone; its ring stays
    c.dispatch("rz_stop", "0", STOP, stamp=now(c))
    run_app(c, lambda c: not c.racing())
    left = [d for d in view(c, 0)["dice"] if d["free"] and d["face"] == view(c, 0)["last"]["roll"]]
    text = unescape(page(c))
    assert page(c).count("pyr-missed") == len(left)
    assert ("ringed" in text) == bool(left) and ("You left nothing" in text) == (not left)
    assert re.search(r"Computer( 2)?</th><td>\+\d", text)  # this round's dice in the card


def test_a_new_game_does_not_inherit_the_last_ones_pause() -> None:
    """The pause after a race belongs to its match: "Next" left untapped at the end of one
    game (or a game left for another) holds nothing in the next one; the build that opens
    a game is no race and starts no pause."""
    c = make(seed=5)
    start(c, ["human", "strong", "strong"])
    run_app(c, racing)
    assert not c.game_play().waiting(c)  # after the build: no pause
    c.dispatch("rz_stop", "0", STOP, stamp=now(c))
    run_app(c, lambda c: not c.racing())
    assert c.game_play().waiting(c)  # Computer throws next: when I say so
    c.dispatch("new", "raffzahn")
    c.dispatch("set_kind", "1", "human")
    c.dispatch("start")  # two people and a computer, on the same table
    assert not c.game_play().waiting(c) and c.bot_delay() is not None  # the build goes on


def test_a_grab_after_a_computers_stop_is_a_foul_said_under_the_table() -> None:
    """A person who grabs while a computer's STOP is heard (within the grace window) fouls:
    the die goes back, and the card says so. After a round the card's table of dice comes
    first, the round's sentences under it, so on a phone a long one (a foul) runs under the
    bar at the screen's foot and the table's last row stays in sight."""
    c = make(seed=5)
    start(c, ["human", "strong", "strong"])
    for _ in range(40):  # on to a computer's race in which I hold a die of the number
        run_app(c, racing)
        if view(c, None)["roller"] != 0 and mine(c):
            break
        if c.racing() and view(c, None)["roller"] == 0:
            c.dispatch("rz_stop", "0", STOP, stamp=now(c))
        run_app(c, lambda c: not c.racing())
    else:
        raise AssertionError("no computer's race with a die of mine")
    for _ in range(3000):  # the computers grab and their thrower calls STOP
        if PLAY.stop_called(c):
            break
        page(c)
        advance(c, 5)
        c.step_bot()
    assert PLAY.stop_called(c), "the computer never called STOP"
    p = mine(c)[0]
    assert c.dispatch("rz_take", arg(0, p), take(p), stamp=now(c))
    run_app(c, lambda c: not c.racing())
    assert [f["seat"] for f in view(c, None)["last"]["fouls"]] == [0]
    html = unescape(page(c))
    card = html[html.index('class="panel rz-turn') :]
    assert "You grabbed after STOP: the die goes back" in card
    assert card.index('class="rz-board-scores"') < card.index('class="rz-summary"')
