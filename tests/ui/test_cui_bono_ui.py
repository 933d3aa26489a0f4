"""The Cui bono? screen on CPython: the build played at once, picking and pulling a die,
laying it back, keeping it, refused funnels explained (and nothing changed), the computers'
moves in words, turning the pyramid, escaping, Dutch, a reload and a whole game to the end."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

from helpers import make, page, parse
from spelkast_ui.app.catalog import rules_html
from spelkast_ui.app.controller import Controller
from spelkast_ui.app.screens import announcement
from spelkast_ui.kit.i18n import Person
from spelkast_ui.kit.storage import MemoryStorage

HOSTILE_NAME = "<img src=x onerror=alert(1)>"
CORNERS = {"8,0,0", "0,8,0", "0,0,8"}


def run_bots(c: Controller) -> None:
    while c.bot_delay() is not None:
        assert c.step_bot()
        assert c.notice is None, c.notice


def start(c: Controller, players: list[tuple[str, str]]) -> None:
    assert c.dispatch("new", "cui-bono")
    form = c.setup
    assert form is not None
    while len(form.players) < len(players):
        c.dispatch("add_player")
    for i, (name, kind) in enumerate(players):
        c.dispatch("set_name", str(i), name)
        c.dispatch("set_kind", str(i), kind)
    c.dispatch("start")
    assert c.notice is None, c.notice
    assert c.screen == "game" and c.match is not None and c.match.game_id == "cui-bono"
    run_bots(c)  # the build, and the computers up to the first human


def state(c: Controller) -> dict[str, Any]:
    assert c.match is not None
    st: dict[str, Any] = c.match.view(None)["state"]
    return st


def text(c: Controller) -> str:
    return unescape(page(c))


def still(html: str) -> str:
    """The screen without its one-off movements (they play only right after a move)."""
    return re.sub(r" pyr-(from-[blr]|drop)", "", html)


def targets(html: str, act: str) -> dict[str, dict[str, str | None]]:
    """The pyramid's tappable <g> elements with this data-act: data-arg -> attributes."""
    return {
        str(a["data-arg"]): a
        for tag, a in parse(html).tags
        if tag == "g" and a.get("data-act") == act
    }


def solo(seed: int = 5, name: str = "Ann", lang: str = "en-GB") -> Controller:
    c = make(seed=seed, lang=lang)
    start(c, [(name, "human"), ("Bot", "sensible")])
    return c


def test_the_build_is_played_by_the_app_and_the_corners_can_be_pulled() -> None:
    c = make(seed=5)
    assert c.dispatch("new", "cui-bono")
    c.dispatch("start")
    assert "Building the pyramid…" in text(c) and announcement(c) == "Building the pyramid…"
    assert c.acting_human() == 0 and c.bot_delay() == c.pace_ms  # nobody has to press a thing
    assert c.step_bot() and c.bot_delay() is None
    html = page(c)
    assert c.match is not None and c.match.log[0]["action"]["type"] == "build"
    assert state(c)["phase"] == "pull" and c.acting_human() == 0
    assert set(targets(html, "pull")) == CORNERS  # "only the dice at the three edges"
    assert "Your turn" in text(c) and "3 possible" in text(c)
    assert 'data-side="0"' in html
    assert "Turn 1 · ends at 10 kept dice" in text(c)


def test_a_computer_that_starts_builds_and_plays_on_its_own() -> None:
    c = make(seed=9)
    start(c, [("Bot", "sensible"), ("Ann", "human")])
    html = text(c)
    assert state(c)["active"] == 1 and "Your turn" in html
    assert re.search(r"Bot pulled a (red|yellow|pearl) die out of the bottom layer", html)
    assert 'data-side="1"' in page(c)  # Ann sits at side 1 and sees the pyramid from there


def test_pick_a_die_then_another_then_pull() -> None:
    c = solo()
    page(c)
    c.dispatch("pull", "8,0,0")
    html = page(c)
    assert targets(html, "pull")["8,0,0"].get("aria-pressed") == "true"
    assert "Pull this die" in text(c) and state(c)["phase"] == "pull"
    c.dispatch("pull", "0,8,0")
    html = page(c)
    assert targets(html, "pull")["8,0,0"].get("aria-pressed") is None
    assert targets(html, "pull")["0,8,0"].get("aria-pressed") == "true"
    c.dispatch("pull_ok")
    st = state(c)
    assert c.notice is None and st["phase"] == "place"
    assert st["last"]["pulled"] == [0, 8, 0] and len(st["last"]["slides"]) == 8
    html = text(c)
    assert "In your hand: a " in html and "8 dice above it slid down." in html
    assert "Keep it (+" in html


def test_a_die_that_may_not_be_pulled_is_explained() -> None:
    c = solo()
    page(c)
    before = len(c.match.log)  # type: ignore[union-attr]
    c.dispatch("pull", "4,4,0")  # in the bottom layer but carrying two dice
    assert c.notice == "2 dice rest on that die: it has too few free faces."
    c.dispatch("pull", "1,1,1")
    assert c.notice == "You may only pull a die from the bottom layer."
    c.dispatch("pull_ok")
    assert c.notice == "First tap a die with a dashed outline."
    assert len(c.match.log) == before and c.selected == set()  # type: ignore[union-attr]


def test_refused_funnels_say_why_and_change_nothing() -> None:
    c = solo()
    page(c)
    c.dispatch("pull", "8,0,0")
    c.dispatch("pull_ok")
    html = page(c)
    # The whole edge slid down a place and opened the apex, the only funnel.
    assert state(c)["funnels"] == [[0, 0, 0]]
    assert set(targets(html, "why_not")) == {"0,0,0"} and not targets(html, "place")
    assert "No funnel fits: you must keep the die." in text(c)
    snapshot = (still(page(c)), len(c.match.log))  # type: ignore[union-attr]
    c.dispatch("why_not", "0,0,0")
    reason = c.notice
    assert reason is not None and reason.startswith("This funnel is ")
    c.dispatch("place", "0,0,0")
    assert c.notice == reason
    c.dispatch("why_not", "8,0,0")
    assert c.notice == "No die fits there: it is not a funnel."
    c.notice = None
    assert (page(c), len(c.match.log)) == snapshot  # type: ignore[union-attr]
    assert "pyr-from-" not in page(c)  # a refused tap does not replay the slide
    assert state(c)["phase"] == "place"


def test_every_refusal_reason_in_words() -> None:
    from spelkast_ui.games.cui_bono.play import place_refusal

    die = {"colour": "red", "faces": [1, 2, 3]}
    below = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]

    def view(colours: list[str], funnels: list[list[int]], repeating: Any = ()) -> Any:
        dice = [
            {"at": at, "colour": col, "faces": [1, 2, 3]}
            for at, col in zip(below, colours, strict=True)
        ]
        dice += [{"at": [8, 0, 0], "colour": "red", "faces": [1, 2, 3]}]
        return {
            "dice": dice,
            "hidden": [],
            "hand": die,
            "funnels": funnels,
            "repeating": list(repeating),
        }

    apex = (0, 0, 0)
    same = place_refusal("en", view(["red"] * 3, [[0, 0, 0]]), apex)
    assert same == "This funnel is all red, like your die: only another colour goes in."
    mixed = place_refusal("en", view(["red", "red", "yellow"], [[0, 0, 0]]), apex)
    assert mixed.startswith("This funnel is red, red and yellow: two colours.")
    nl = place_refusal("nl", view(["red", "red", "yellow"], [[0, 0, 0]]), apex)
    assert nl.startswith("Deze trechter is rood, rood en geel: twee kleuren.")
    ok = view(["red", "yellow", "pearl"], [[0, 0, 0]], [[0, 0, 0]])
    assert "look as after an earlier turn: not allowed" in place_refusal("en", ok, apex)
    plate = place_refusal("en", ok, (8, 0, 0))
    assert "no die" not in plate  # an occupied position is not a funnel
    assert (
        place_refusal("en", ok, (0, 4, 4))
        == "A die never goes back into an empty place on the plate."
    )


def test_an_edge_of_one_colour_is_refused() -> None:
    from spelkast_ui.games.cui_bono.play import place_refusal

    # The edge x: (8,0,0) .. (1,0,0) all red, and a red die would end it at (0,0,0).
    dice = [{"at": [t, 0, 0], "colour": "red", "faces": [1, 2, 3]} for t in range(1, 9)]
    dice += [{"at": [0, 1, 0], "colour": "yellow", "faces": [1, 2, 3]}]
    dice += [{"at": [0, 0, 1], "colour": "pearl", "faces": [1, 2, 3]}]
    st = {
        "dice": dice,
        "hidden": [],
        "funnels": [[0, 0, 0]],
        "repeating": [],
        "hand": {"colour": "red", "faces": [1, 2, 3]},
    }
    assert place_refusal("en", st, (0, 0, 0)) == (
        "That would make an edge of the pyramid all red: not allowed."
    )


def play_my_turn(c: Controller, keep: bool = False) -> str:
    """Pull the first marked die; lay it back in the first allowed funnel, else keep it."""
    html = page(c)
    c.dispatch("pull", sorted(targets(html, "pull"))[0])
    c.dispatch("pull_ok")
    assert c.notice is None, c.notice
    html = page(c)
    allowed = sorted(targets(html, "place"))
    if allowed and not keep:
        c.dispatch("place", allowed[0])
        assert c.notice is None, c.notice
        return "place"
    c.dispatch("keep")
    assert c.notice is None, c.notice
    return "keep"


def test_keeping_a_die_costs_its_minus_points_and_is_shown() -> None:
    c = solo()
    page(c)
    assert play_my_turn(c, keep=True) == "keep"
    st = state(c)
    colour = st["kept"][0][0]
    n = st["minus_points"][colour]
    assert st["minus"][0] == n
    html = text(c)
    assert (
        f": 1 {colour} die, </span>" in html and f"Dice: 1 of 10 · <strong>{n} minus point" in html
    )
    run_bots(c)
    html = text(c)
    # Ann is the one person at the table: the log speaks to her.
    assert (
        f"You pulled a {colour} die out of the bottom layer and kept it (+{n} minus point" in html
    )
    assert "Ann pulled" not in html


def test_the_computers_moves_are_told_and_announced() -> None:
    c = make(seed=11)
    start(c, [("Ann", "human"), ("B1", "sensible"), ("B2", "random")])
    page(c)
    play_my_turn(c)
    run_bots(c)
    html = text(c)
    news = re.findall(r'<ul class="cb-news">(.*?)</ul>', page(c))
    assert news and "B1 pulled a" in unescape(news[0]) and "B2 pulled a" in unescape(news[0])
    assert "Ann pulled" not in unescape(news[0])
    assert "Your turn" in html
    said = announcement(c)
    assert "B2 pulled a" in said and said.endswith("Your turn.")


def test_turning_the_pyramid() -> None:
    c = solo()
    assert 'data-side="0"' in page(c) and "Seen from your side" in text(c)
    c.dispatch("turn")
    assert 'data-side="1"' in page(c) and "Seen from Bot's side" in text(c)
    c.dispatch("turn")
    assert 'data-side="2"' in page(c) and "Seen from side 3" in text(c)  # nobody sits there
    c.dispatch("turn")
    assert 'data-side="0"' in page(c)
    assert "ring: a funnel your die may go to" in text(c)  # the legend explains the marks


def test_odd_names_are_escaped() -> None:
    c = make(seed=13)
    start(c, [(HOSTILE_NAME, "human"), ("Bot & <b>", "sensible")])
    page(c)
    play_my_turn(c, keep=True)
    run_bots(c)
    html = page(c)
    assert "<img" not in html and "<b>" not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html
    assert "Bot &amp; &lt;b&gt; pulled a" in html


def test_dutch() -> None:
    c = solo(lang="nl-NL", name="Ann")
    html = text(c)
    assert "Jouw beurt" in html and "Beurt 1 · einde bij 10 stenen" in html
    assert "Minpunten per steen: geel 1 · rood 2 · parelmoer 3" in html
    play_my_turn(c, keep=True)
    run_bots(c)
    said = r"Je trok een (rode|gele|parelmoeren) steen uit de onderste laag en hield hem"
    assert re.search(said, text(c))


def test_a_reload_brings_back_the_same_screen() -> None:
    storage = MemoryStorage()
    c = make(storage, seed=17)
    start(c, [("Ann", "human"), ("Bot", "sensible")])
    page(c)
    play_my_turn(c)
    run_bots(c)
    c.dispatch("pull", sorted(targets(page(c), "pull"))[0])
    c.dispatch("pull_ok")
    before = page(c)
    assert "pyr-from-" in before  # the slide is shown moving once, right after the pull
    again = make(storage, seed=99)
    assert again.screen == "game"
    assert page(again) == still(before)


def test_the_rules_page() -> None:
    en = rules_html("cui-bono", "en")
    assert "yellow 1, red 2 and pearl 3" in en and "<table" in en
    assert '<th scope="row">Pearl</th><td>P</td><td>3</td>' in en
    nl = rules_html("cui-bono", "nl")
    assert "geel 1, rood 2 en parelmoer 3" in nl and '<th scope="row">Geel</th><td>G</td>' in nl


def test_a_whole_game_to_the_ranking() -> None:
    c = make(seed=21)
    start(c, [("Ann", "human"), ("B1", "sensible"), ("B2", "sensible")])
    done = {"place": 0, "keep": 0}
    for _ in range(400):
        page(c)
        if c.match is not None and c.match.is_over:
            break
        if c.bot_delay() is not None:
            assert c.step_bot()
            continue
        done[play_my_turn(c)] += 1
    assert c.match is not None and c.match.is_over, done
    assert done["place"] and done["keep"]
    html = page(c)
    table = html.split('<table class="scores cb-scores">', 1)[1].split("</table>", 1)[0]
    assert table.count('<tr class="seat-') == 3
    result = c.match.result or {}
    first = result["ranking"][0]
    names = ["Ann", "B1", "B2"]
    words = text(c)
    assert "Game over" in words and ("wins with" in words or "share the win" in words)
    assert f"{names[first]}" in words and "had to keep die number 10" in words
    assert "Play again" in words
    assert announcement(c)


def test_the_last_move_is_marked_and_moves_only_once() -> None:
    c = make(seed=20261125)
    start(c, [("Ann", "human"), ("Bot", "sensible")])
    html = page(c)
    c.dispatch("pull", sorted(targets(html, "pull"))[0])
    c.dispatch("pull_ok")
    html = page(c)
    allowed = targets(html, "place")
    refused = targets(html, "why_not")
    assert all("pyr-muted" in str(a["class"]) for a in refused.values())
    assert not any("pyr-muted" in str(a["class"]) for a in allowed.values())
    assert allowed, "this seed lets the first die go back"
    q = sorted(allowed)[0]
    c.dispatch("place", q)
    html = page(c)
    x, y, z = (int(v) for v in q.split(","))
    assert state(c)["last"]["placed"] == [x, y, z]
    assert html.count("pyr-new pyr-drop") == 1 and "pyr-from-" not in html
    c.dispatch("turn")
    html = page(c)
    assert "pyr-drop" not in html and html.count("pyr-new") >= 1
    assert "You pulled a" in text(c)  # the game log, speaking to the one person


def test_five_players_end_at_the_seventh_die_and_pass_and_play_turns_the_view() -> None:
    c = make(seed=23)
    start(
        c,
        [("Ann", "human"), ("Bob", "human"), ("C1", "random"), ("C2", "random"), ("C3", "random")],
    )
    html = text(c)
    assert "ends at 7 kept dice" in html and "Your turn" in html  # Ann holds the device
    assert 'data-side="0"' in page(c)
    play_my_turn(c)
    assert "Your turn" in text(c) and c.acting_human() == 1  # now Bob holds it
    assert "Ann pulled a" in text(c) and "You pulled" not in text(c)
    assert 'data-side="1"' in page(c)  # Bob sees the pyramid from his own side


def test_the_same_choices_as_a_list_of_buttons() -> None:
    c = solo()
    html = page(c)
    listed = [a for a, _ in parse(html).buttons if a.get("data-val") == "list"]
    assert {str(a["data-arg"]) for a in listed} == CORNERS
    assert '<details class="cb-choices">' in html  # folded away until it is used
    c.dispatch("pull", "0,0,8", "list")
    html = page(c)
    assert '<details class="cb-choices" open>' in html
    picked = [a for a, _ in parse(html).buttons if a.get("aria-pressed") == "true"]
    assert [a["data-arg"] for a in picked] == ["0,0,8"]
    c.dispatch("pull_ok")
    html = page(c)
    offered = [a for a, _ in parse(html).buttons if a.get("data-act") == "place"]
    assert {a["data-arg"] for a in offered} == set(targets(html, "place"))
    labels = [str(a.get("aria-label") or "") for a in targets(html, "why_not").values()]
    assert all(label.startswith("Funnel in layer ") for label in labels)


def test_a_tap_beside_the_marks_says_what_to_tap() -> None:
    c = solo()
    html = page(c)
    assert 'class="cb-pyramid" data-act="pyr_miss"' in html
    c.dispatch("pyr_miss")
    assert c.notice is not None and c.notice.startswith("Tap a die with a dashed outline: a die of")
    c.dispatch("pull", "8,0,0")
    c.dispatch("pull_ok")
    c.dispatch("pyr_miss")
    assert c.notice == "Tap a ringed funnel to lay your die back, or keep it."
    assert state(c)["phase"] == "place"
    c.dispatch("keep")
    run_bots(c)
    c.dispatch("pull", sorted(targets(page(c), "pull"))[0])
    c.dispatch("pull_ok")
    c.dispatch("keep")
    assert c.bot_delay() is not None  # the computer is on: the pyramid is just a picture
    assert 'data-act="pyr_miss"' not in page(c)


def test_the_outcome_in_words() -> None:
    from spelkast_ui.games.cui_bono.panels import outcome

    names = [Person("Ann"), Person("Bob"), Person("Cas")]
    result = {"winners": [1], "scores": [7, 5, 5], "dice": [4, 3, 4]}
    assert outcome("en", names, result) == (
        "Bob wins with 5 minus points. Level on minus points, but with the fewest dice (3)."
    )
    shared = {"winners": [1, 2], "scores": [7, 1, 1], "dice": [4, 1, 1]}
    assert outcome("nl", names, shared) == "Bob en Cas winnen samen met 1 minpunt."
    me = [Person("Ann"), Person("Bob"), Person("Cas", you=True)]
    assert outcome("en", me, shared) == "You and Bob share the win with 1 minus point."
    assert outcome("nl", me, result) == (
        "Bob wint met 5 minpunten. Evenveel minpunten als een ander, maar de minste stenen (3)."
    )
    assert outcome("nl", me, {**result, "winners": [2]}).startswith("Je wint met 5 minpunten.")


def test_a_funnel_that_would_repeat_the_pyramid_is_named_and_refused() -> None:
    from spelkast_ui.games.cui_bono.play import repeat_blocked

    c = make(seed=1)
    start(c, [("Ann", "human"), ("B", "sensible"), ("C", "sensible")])
    for _ in range(300):  # the first-allowed-funnel player runs into the app's no-repeat rule
        if c.bot_delay() is not None:
            assert c.step_bot()
            continue
        c.dispatch("pull", sorted(targets(page(c), "pull"))[0])
        c.dispatch("pull_ok")
        html = page(c)
        if repeat_blocked(state(c)):
            break
        allowed = sorted(targets(html, "place"))
        c.dispatch("place", allowed[0]) if allowed else c.dispatch("keep")
    else:
        raise AssertionError("no repeating funnel came up")
    assert repeat_blocked(state(c)) == [(0, 1, 6)]
    assert "One funnel suits the colours but would repeat the pyramid of an earlier" in text(c)
    assert "0,1,6" in targets(html, "why_not") and "0,1,6" not in targets(html, "place")
    before = len(c.match.log)  # type: ignore[union-attr]
    c.dispatch("place", "0,1,6")
    assert c.notice is not None and c.notice.startswith(
        "The pyramid would then look as after an earlier turn"
    )
    assert len(c.match.log) == before  # type: ignore[union-attr]


def test_turns_in_words() -> None:
    from spelkast_ui.games.cui_bono.panels import turn_text

    minus = {"yellow": 1, "red": 2, "pearl": 3}
    turn = {"seat": 1, "colour": "pearl", "placed": None, "kept": False}
    names = [Person("Ann"), Person("Bob")]
    assert turn_text("en", names, turn, minus) == "Bob pulled a pearl die out of the bottom layer."
    top = {**turn, "placed": [0, 0, 0]}
    assert turn_text("en", names, top, minus).endswith("and laid it on the top.")
    low = {**turn, "placed": [1, 2, 3]}
    assert turn_text("nl", names, low, minus) == (
        "Bob trok een parelmoeren steen uit de onderste laag en legde hem terug in laag 3."
    )
    kept = {**turn, "kept": True}
    assert turn_text("en", names, kept, minus).endswith("and kept it (+3 minus points).")
    mine = [Person("Ann"), Person("Bob", you=True)]
    assert turn_text("nl", mine, kept, minus) == (
        "Je trok een parelmoeren steen uit de onderste laag en hield hem (+3 minpunten)."
    )
