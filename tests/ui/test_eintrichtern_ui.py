"""The Eintrichtern screen on CPython: the build, throwing, lifting, the sum shown once for
the time the players chose (also a computer's) with nobody moving on before it ends, never
again after a reload, taking over a missed throw (and undoing it), refused taps, odd names,
Dutch, the rules and a whole game to the ranking."""

from __future__ import annotations

from html import unescape
from typing import Any

from helpers import make, page, parse, tap
from spelkast_ui.app.catalog import rules_html
from spelkast_ui.app.controller import Controller
from spelkast_ui.app.screens import announcement, render
from spelkast_ui.games.eintrichtern.play import REVEAL_MS, reveal_ms
from spelkast_ui.kit.gameplay import BOT_PACE_MS, move_val
from spelkast_ui.kit.storage import MemoryStorage

from pyengine.games.eintrichtern.rules import funnel_sum

HOSTILE_NAME = "<img src=x onerror=alert(1)>"


def text(c: Controller) -> str:
    return unescape(page(c))


def state(c: Controller) -> dict[str, Any]:
    assert c.match is not None
    st: dict[str, Any] = c.match.view(None)["state"]
    return st


def start(c: Controller, players: list[tuple[str, str]]) -> None:
    assert c.dispatch("new", "eintrichtern")
    start_form(c, players)


def start_form(c: Controller, players: list[tuple[str, str]]) -> None:
    form = c.setup
    assert form is not None
    while len(form.players) < len(players):
        c.dispatch("add_player")
    for i, (name, kind) in enumerate(players):
        c.dispatch("set_name", str(i), name)
        c.dispatch("set_kind", str(i), kind)
    c.dispatch("start")
    assert c.notice is None, c.notice
    assert c.match is not None and c.match.game_id == "eintrichtern"
    assert state(c)["phase"] == "build"
    assert c.bot_delay() == c.pace_ms  # the build plays itself, at the computer pace
    assert c.step_bot()
    assert state(c)["phase"] == "roll"


def arg(q: list[int] | tuple[int, ...]) -> str:
    return f"{q[0]},{q[1]},{q[2]}"


def funnels(c: Controller, want: int, match: bool) -> list[list[int]]:
    """Covered funnels whose sum does (or does not) equal ``want`` (peeking at the engine)."""
    assert c.match is not None
    layout = c.match.state.layout
    return [q for q in state(c)["covered"] if (funnel_sum(layout, tuple(q)) == want) == match]


def pass_reveal(c: Controller) -> None:
    """Let the sum on screen run its time (nobody may move on before): the page showing it
    is drawn (its time starts), then the time passes."""
    page(c)
    c.now.ms += c.hold_ms() or 0  # type: ignore[attr-defined]


def throw_with(c: Controller, match: bool) -> list[int]:
    """Throw until some covered funnel does (or does not) fit; return such a funnel."""
    while True:
        pass_reveal(c)
        if state(c)["phase"] == "roll":
            tap(c, "roll")
        st = state(c)
        found = funnels(c, st["roll"]["sum"], match)
        if found:
            return found[0]
        tap(c, "lift", arg(funnels(c, st["roll"]["sum"], not match)[0]))
        c.now.ms += REVEAL_MS  # type: ignore[attr-defined]
        while c.acting_human() is None:  # the computer plays on
            assert c.step_bot()
            c.now.ms += REVEAL_MS  # type: ignore[attr-defined]


def lift_targets(html: str) -> list[dict[str, str | None]]:
    return [a for tag, a in parse(html).tags if tag == "g" and a.get("data-act") == "lift"]


def test_build_throw_and_lift_a_match_shown_once() -> None:
    c = make(seed=11)
    start(c, [("Ann", "human"), ("Computer", "memory")])
    html = text(c)
    assert "Your turn" in html and "Throw" in html and 'class="pyr-svg"' in html
    # The first turn says what a funnel is: the three yellow dice under a red die.
    assert "if the three yellow dice under it (its funnel) add up to your throw" in html
    assert "0 of 8 red dice" in html and "36 red dice left on the pyramid" in html
    assert not lift_targets(html)  # nothing to lift before the throw
    q = throw_with(c, match=True)
    st = state(c)
    html = text(c)
    assert f"Thrown: {'-'.join(map(str, st['roll']['values']))}" in html
    targets = lift_targets(page(c))
    assert len(targets) == len(st["covered"]) == 36
    assert all(str(a["aria-label"]).startswith("Red die, row ") for a in targets)
    tap(c, "lift", arg(q))
    assert c.notice is None
    html = text(c)
    total = st["roll"]["sum"]
    assert 'class="et-reveal is-match"' in html and f'class="et-sum">{total}<' in html
    assert "you keep the red die and throw again" in html
    assert "The funnel adds up to" in announcement(c)
    assert state(c)["red"][0] == 1 and "1 of 8 red dice" in html
    assert c.seen_rounds == 1 and c.hold_ms() == REVEAL_MS
    c.now.ms += REVEAL_MS - 1  # type: ignore[attr-defined]
    assert 'class="et-sum"' in page(c)
    c.now.ms += 1  # type: ignore[attr-defined]
    assert c.hold_ms() is None
    assert 'class="et-sum"' not in page(c) and "et-reveal" not in page(c)
    assert "adds up to" not in announcement(c)
    assert state(c)["reveal"] is not None  # the engine still has it: the screen hides it


def test_the_sums_time_starts_once_the_page_showing_it_is_drawn() -> None:
    """Drawing the page asks whether a hint may be offered (solo play); that question must
    not start the sum's time, or a slow drawing would eat into it."""
    c = make(seed=11)
    start(c, [("Ann", "human"), ("Computer", "memory")])
    q = throw_with(c, match=True)
    tap(c, "lift", arg(q))
    assert 'class="et-sum"' in render(c)  # the hint button's question was asked here
    c.now.ms += 400  # type: ignore[attr-defined]  # the drawing took this long
    assert 'class="et-sum"' in render(c)
    assert c.hold_ms() == REVEAL_MS  # neither drawing nor asking starts the time
    c.shown()  # the page is on screen: its time starts now (main.py, after drawing)
    c.now.ms += 400  # type: ignore[attr-defined]
    assert c.hold_ms() == REVEAL_MS - 400


def test_nobody_moves_on_before_the_chosen_time_is_up() -> None:
    """The sum stays the time the players chose, with a countdown; the person next waits
    (buttons disabled, a move refused), then plays; what the lift meant stays after it."""
    for seconds in (2, 10):
        c = make(seed=12)
        assert c.dispatch("new", "eintrichtern")
        c.dispatch("set_option", "reveal_seconds", str(seconds))
        start_form(c, [("Ann", "human"), ("Computer", "memory")])
        q = throw_with(c, match=True)
        tap(c, "lift", arg(q))
        html = page(c)
        assert "et-reveal" in html and c.hold_ms() == seconds * 1000
        assert f"The sum stays for {seconds} seconds." in unescape(html)
        assert 'class="et-countdown"' in html and f">{seconds}<set " in html
        throw = next(a for a, _ in parse(html).buttons if a.get("data-act") == "roll")
        assert "disabled" in throw
        c.now.ms += seconds * 1000 - 1  # type: ignore[attr-defined]
        before = len(c.match.log)  # type: ignore[union-attr]
        tap(c, "roll")
        assert c.notice is not None and c.notice.startswith("Wait a moment")
        assert len(c.match.log) == before and "et-sum" in page(c)  # type: ignore[union-attr]
        c.now.ms += 1  # type: ignore[attr-defined]
        html = text(c)
        assert "et-sum" not in html and "You lifted the red die in row" in html
        assert "you keep the red die and throw again" in html
        throw = next(a for a, _ in parse(page(c)).buttons if a.get("data-act") == "roll")
        assert "disabled" not in throw and "data-autofocus" in throw
        tap(c, "roll")
        assert c.notice is None and state(c)["phase"] == "lift"
        assert "You lifted" not in text(c)  # the next move ends the news of the last


def test_not_shown_again_after_a_reload_or_on_returning() -> None:
    storage = MemoryStorage()
    c = make(storage, seed=13)
    start(c, [("Ann", "human"), ("Computer", "memory")])
    q = throw_with(c, match=True)
    tap(c, "lift", arg(q))
    assert "et-sum" in page(c)
    again = make(storage, seed=99)  # a reload while the sum is still on
    assert again.screen == "game" and state(again)["reveal"] is not None
    assert again.seen_rounds == state(again)["reveals"]
    assert "et-sum" not in page(again) and again.hold_ms() is None
    c.dispatch("home")
    gid = c.game_id
    c.dispatch("continue", str(gid))
    assert "et-sum" not in page(c)


def test_a_miss_passes_the_turn_and_the_computers_lift_is_shown() -> None:
    c = make(seed=14)
    start(c, [("Ann", "human"), ("Computer", "memory")])
    q = throw_with(c, match=False)
    tap(c, "lift", arg(q))
    html = text(c)
    assert 'class="et-reveal is-miss"' in html and "a miss. The die goes back" in html
    assert "Computer is playing…" in html
    assert c.bot_delay() == REVEAL_MS  # the computer waits while the sum is on
    c.now.ms += REVEAL_MS  # type: ignore[attr-defined]
    assert c.bot_delay() == BOT_PACE_MS
    seen = 0
    while c.acting_human() is None:
        before = state(c)["reveals"]
        assert c.step_bot()
        if state(c)["reveals"] > before:  # the computer lifted: its sum is on, once
            seen += 1
            html = text(c)
            assert "Computer lifts the red die in row" in html and "et-sum" in html
            # The app asks right after drawing: the display's time starts then.
            assert c.hold_ms() == REVEAL_MS
            assert c.seen_rounds == state(c)["reveals"]
            c.now.ms += REVEAL_MS  # type: ignore[attr-defined]
            assert "et-sum" not in page(c)
    assert seen >= 1


def test_take_over_a_missed_throw_and_undo_it() -> None:
    c = make(seed=15)
    start(c, [("Ann", "human"), ("Bob", "human")])
    q = throw_with(c, match=False)
    missed = state(c)["roll"]
    tap(c, "lift", arg(q))
    assert state(c)["active"] == 1
    pass_reveal(c)
    html = text(c)
    # Bob holds the device now: the panel names him, and Ann (issue 32).
    assert "Bob's turn" in html
    assert f"Ann missed with {'-'.join(map(str, missed['values']))}" in html
    assert f"Take over {missed['sum']}" in html and "without throwing, or throw yourself" in html
    tap(c, "take_over")
    st = state(c)
    assert st["phase"] == "lift" and st["roll"]["taken_over"] and st["roll"]["sum"] == missed["sum"]
    html = text(c)
    assert "Taken over:" in html and "Undo" in html
    c.dispatch("undo")
    assert state(c)["phase"] == "roll" and state(c)["failed"] is not None
    tap(c, "roll")
    assert state(c)["failed"] is None and "Take over" not in text(c)


def test_refused_taps_explain_and_change_nothing() -> None:
    c = make(seed=16)
    start(c, [("Ann", "human"), ("Computer", "memory")])
    before = c.match.to_json()  # type: ignore[union-attr]
    # Controls of a stale page, carrying their moves.
    tap(c, "lift", "0,0,7", val=move_val({"type": "lift", "at": [0, 0, 7]}))
    assert c.notice == "Throw the pearl dice first (or take over a missed throw)."
    tap(c, "take_over", val=move_val({"type": "take_over"}))
    assert c.notice is not None and "no missed throw" in c.notice
    assert c.match.to_json() == before  # type: ignore[union-attr]
    q = throw_with(c, match=True)
    tap(c, "roll", val=move_val({"type": "roll"}))
    assert c.notice == "You already have a throw: lift a red die first."
    tap(c, "lift", arg(q))
    pass_reveal(c)
    tap(c, "roll")
    gone = move_val({"type": "lift", "at": list(q)})
    tap(c, "lift", arg(q), val=gone)  # that red die is gone
    assert c.notice is not None and "no red die there" in c.notice
    apex = move_val({"type": "lift", "at": [0, 0, 0]})
    tap(c, "lift", "0,0,0", val=apex)  # not a red die's place at all
    assert c.notice is not None


def test_odd_names_are_escaped_and_dutch() -> None:
    c = make(seed=17, forced="nl")
    start(c, [(HOSTILE_NAME, "human"), ("Bob & <script>", "memory")])
    html = page(c)
    assert "<img" not in html and "<script" not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html and "Bob &amp; &lt;script&gt;" in html
    plain = text(c)
    assert "Jouw beurt" in plain and "Gooien" in plain and "rode stenen" in plain
    q = throw_with(c, match=False)
    tap(c, "lift", arg(q))
    plain = text(c)
    assert "Je tilt de rode steen op rij" in plain and "De trechter telt" in plain
    assert "<img" not in page(c)


def test_a_whole_game_ends_with_the_ranking() -> None:
    c = make(seed=18)
    start(c, [("Ann", "human"), ("Computer", "forgetful")])
    for _ in range(200):
        if c.match is not None and c.match.is_over:
            break
        if c.acting_human() is None:
            c.now.ms += REVEAL_MS  # type: ignore[attr-defined]
            assert c.step_bot()
            continue
        q = throw_with(c, match=True)
        tap(c, "lift", arg(q))
        assert c.notice is None
    assert c.match is not None and c.match.is_over
    html = text(c)
    assert "Game over" in html and "You win with 8 red dice!" in html
    assert "The game ends as soon as someone has red die number 8." in html
    rows = html.split("<tbody>", 1)[1].split("</tbody>", 1)[0]
    assert rows.index("Ann") < rows.index("Computer")
    assert 'data-act="again"' in html and "You win" in announcement(c)


def test_the_hold_belongs_to_the_game_screen_and_scales_with_the_pace() -> None:
    c = make(seed=19)
    start(c, [("Ann", "human"), ("Computer", "memory")])
    q = throw_with(c, match=True)
    tap(c, "lift", arg(q))
    assert c.hold_ms() == REVEAL_MS
    c.dispatch("rules")
    assert c.hold_ms() is None and c.bot_delay() is None
    c.pace_ms = 40
    assert reveal_ms(c) == 300
    c.pace_ms = BOT_PACE_MS
    assert reveal_ms(c) == REVEAL_MS


def test_rules_in_both_languages() -> None:
    for lang, words in (("nl", "Overnemen"), ("en", "Taking over")):
        html = rules_html("eintrichtern", lang)
        assert words in html and "<h2>" in html and "app" in html


def test_people_sharing_the_device_are_named_at_their_turn() -> None:
    c = make(seed=11)
    start(c, [("Ann", "human"), ("Bob", "human")])
    assert "Ann's turn" in text(c)
    announce = announcement(c)
    assert "Ann's turn" in announce, announce
