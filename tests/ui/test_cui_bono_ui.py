"""The Cui bono? screen on CPython: the build played at once, picking and pulling a die,
laying it back, keeping it, refused funnels explained (and nothing changed), the computers'
moves in words, turning the pyramid, escaping, Dutch, a reload and a whole game to the end."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

from helpers import make, page, parse, tap
from spelkast_ui.app.catalog import rules_html
from spelkast_ui.app.controller import Controller
from spelkast_ui.app.screens import announcement
from spelkast_ui.kit.gameplay import move_val
from spelkast_ui.kit.i18n import Person
from spelkast_ui.kit.storage import MemoryStorage

HOSTILE_NAME = "<img src=x onerror=alert(1)>"
CORNERS = {"8,0,0", "0,8,0", "0,0,8"}


def forged_place(arg: str) -> str:
    """The move a funnel's control would carry, where none carries it now."""
    return move_val({"type": "place", "at": [int(v) for v in arg.split(",")]})


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
    assert re.search(r"Bot pulled a (red|yellow|pearl) die", html)
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
    tap(c, "place", "0,0,0", val=move_val({"type": "place", "at": [0, 0, 0]}))  # forged
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
    assert "look the same as after an earlier turn: not allowed" in place_refusal("en", ok, apex)
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
        tap(c, "place", allowed[0])
        assert c.notice is None, c.notice
        return "place"
    tap(c, "keep")
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
    assert f"You pulled a {colour} die and kept it (+{n} minus point" in html
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
    assert 'data-side="0"' in page(c) and "Turn the pyramid (Seen from your side)" in page(c)
    assert 'class="meta cb-side"' not in page(c)  # no need to show it while it is so
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
    said = r"Je trok een (rode|gele|parelmoeren) steen en hield hem"
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
    # The option pull_again, explained in both languages.
    assert "Option: pull again after laying back" in en
    assert "the die of your 20th pull in one turn must be kept" in unescape(en)
    assert "Optie: na terugleggen opnieuw trekken" in nl
    assert "de 20e steen die je in één beurt trekt, moet je houden" in unescape(nl)


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
    tap(c, "place", q)
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
    assert "ends at 7 kept dice" in html and "Ann's turn" in html  # Ann holds the device
    assert 'data-side="0"' in page(c)
    play_my_turn(c)
    assert "Bob's turn" in text(c) and c.acting_human() == 1  # now Bob holds it
    assert "Ann pulled a" in text(c) and "You pulled" not in text(c)
    assert 'data-side="1"' in page(c)  # Bob sees the pyramid from his own side


def test_the_same_choices_as_a_list_of_buttons() -> None:
    c = solo()
    html = page(c)
    listed = [a for a, _ in parse(html).buttons if a.get("data-val") == "list"]
    assert {str(a["data-arg"]) for a in listed} == CORNERS
    # folded away until the player opens it; the page keeps it as he left it (web/morph.js)
    assert '<details class="cb-choices" data-list="pull">' in html
    c.dispatch("pull", "0,0,8", "list")
    html = page(c)
    assert '<details class="cb-choices" data-list="pull">' in html
    picked = [a for a, _ in parse(html).buttons if a.get("aria-pressed") == "true"]
    assert [a["data-arg"] for a in picked] == ["0,0,8"]
    c.dispatch("pull_ok")
    html = page(c)
    offered = [a for a, _ in parse(html).buttons if a.get("data-act") == "place"]
    assert {a["data-arg"] for a in offered} == set(targets(html, "place"))
    assert '<details class="cb-choices" data-list="place">' in html  # another list
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
    tap(c, "keep")
    run_bots(c)
    c.dispatch("pull", sorted(targets(page(c), "pull"))[0])
    c.dispatch("pull_ok")
    tap(c, "keep")
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
        tap(c, "place", allowed[0]) if allowed else tap(c, "keep")
    else:
        raise AssertionError("no repeating funnel came up")
    assert repeat_blocked(state(c)) == [(0, 1, 6)]
    assert "One funnel suits the colours but would repeat the pyramid of an earlier" in text(c)
    assert "0,1,6" in targets(html, "why_not") and "0,1,6" not in targets(html, "place")
    before = len(c.match.log)  # type: ignore[union-attr]
    tap(c, "place", "0,1,6", val=forged_place("0,1,6"))  # a stale page's funnel
    assert c.notice is not None and c.notice.startswith(
        "The pyramid would then look the same as after an earlier turn"
    )
    assert len(c.match.log) == before  # type: ignore[union-attr]


def test_turns_in_words() -> None:
    from spelkast_ui.games.cui_bono.panels import turn_text

    minus = {"yellow": 1, "red": 2, "pearl": 3}
    turn = {"seat": 1, "colour": "pearl", "placed": None, "kept": False}
    names = [Person("Ann"), Person("Bob")]
    assert turn_text("en", names, turn, minus) == "Bob pulled a pearl die."
    top = {**turn, "placed": [0, 0, 0]}
    assert turn_text("en", names, top, minus).endswith("and laid it on top.")
    low = {**turn, "placed": [1, 2, 3]}
    assert turn_text("nl", names, low, minus) == (
        "Bob trok een parelmoeren steen en legde hem terug in laag 3."
    )
    kept = {**turn, "kept": True}
    assert turn_text("en", names, kept, minus).endswith("and kept it (+3 minus points).")
    mine = [Person("Ann"), Person("Bob", you=True)]
    assert turn_text("nl", mine, kept, minus) == (
        "Je trok een parelmoeren steen en hield hem (+3 minpunten)."
    )


# -- option pull_again: a die laid back is followed by another pull --------------------------
def with_pull_again(seed: int, lang: str = "en-GB") -> Controller:
    c = make(seed=seed, lang=lang)
    assert c.dispatch("new", "cui-bono")
    c.dispatch("set_option", "pull_again", "true")
    c.dispatch("set_name", "0", "Ann")
    c.dispatch("set_kind", "1", "sensible")
    c.dispatch("set_name", "1", "Bot")
    c.dispatch("start")
    assert c.notice is None, c.notice
    run_bots(c)
    return c


def card(c: Controller) -> str:
    """The turn card's words."""
    box = page(c).split('<div class="panel cb-turn', 1)[1].split(">", 1)[1]
    box = re.split(r'<details class="cb-choices"|<section class="cb-players"', box, maxsplit=1)[0]
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", box)).split())


def pulls_to(c: Controller, n: int) -> None:
    """Pretend this turn already had ``n`` pulls (reaching the limit by play takes a pyramid
    that lets a die go back twenty times in a row)."""
    assert c.match is not None and state(c)["phase"] == "pull"
    c.match.state.pulls = n
    c.match.forget_views()  # the state set by hand: the views kept are of the one before


def test_pull_again_is_on_the_new_game_form() -> None:
    c = make()
    assert c.dispatch("new", "cui-bono")
    html = page(c)
    toggle = [a for a, _ in parse(html).buttons if a.get("data-arg") == "pull_again"]
    assert len(toggle) == 1 and toggle[0].get("aria-pressed") == "false"
    words = text(c)
    assert "Pull again after laying back" in words
    assert "On: a player who lays a die back pulls again, until they keep one." in words
    c.dispatch("set_option", "pull_again", "true")
    toggle = [a for a, _ in parse(page(c)).buttons if a.get("data-arg") == "pull_again"]
    assert toggle[0].get("aria-pressed") == "true"
    c.dispatch("start")
    run_bots(c)
    assert c.match is not None and c.match.options["pull_again"] is True
    assert state(c)["pull_again"] is True and state(c)["pull_limit"] == 20
    nl = make(lang="nl-NL")
    nl.dispatch("new", "cui-bono")
    assert "Na terugleggen opnieuw trekken" in text(nl) and "trekt opnieuw" in text(nl)


def test_pull_again_the_card_says_you_pull_again_after_laying_back() -> None:
    c = with_pull_again(20261125)  # the first die fits on the top
    assert "pull_again" not in state(solo())  # without the option the view is as before
    c.dispatch("pull", sorted(targets(page(c), "pull"))[0])
    c.dispatch("pull_ok")
    said = card(c)
    assert (
        "Tap a ringed funnel to lay the die back and pull again (1 fits), or keep it to end "
        "your turn." in said
    )
    assert "left this turn" not in said  # far from the limit: no count
    tap(c, "place", sorted(targets(page(c), "place"))[0])
    assert c.notice is None, c.notice
    st = state(c)
    assert st["phase"] == "pull" and st["active"] == 0 and st["pulls"] == 1
    assert c.acting_human() == 0  # no computer in between: Ann pulls again
    said = card(c)
    assert said.startswith("1 You pulled a red die, laid it on top and pull again. 1 Your turn")
    assert "Pull again: tap a die with a dashed outline (3 possible)." in said
    assert announcement(c).endswith("laid it on top and pull again. Your turn.")
    c.dispatch("pull", sorted(targets(page(c), "pull"))[0])
    assert "You pulled a red die" not in card(c)  # the news goes with the first tap
    c.dispatch("pull_ok")
    tap(c, "keep")
    words = text(c)
    assert "Turn 1: You pulled a red die, laid it on top and pull again." in words
    assert "Turn 1, pull 2: You pulled a red die and kept it" in words
    assert state(c)["active"] == 1 and c.bot_delay() is not None  # a kept die ends the turn


def test_pull_again_a_computers_turn_is_one_line_of_news_and_several_in_the_log() -> None:
    c = with_pull_again(1)
    for _ in range(4):  # Ann keeps each die; at her 5th turn Bot has just laid one back
        c.dispatch("pull", sorted(targets(page(c), "pull"))[0])
        c.dispatch("pull_ok")
        tap(c, "keep")
        run_bots(c)
    news = re.findall(r'<ul class="cb-news">(.*?)</ul>', page(c))
    assert news and " ".join(unescape(re.sub(r"<[^>]+>", " ", news[0])).split()) == (
        "2 Bot laid 1 die back first, then kept a yellow die (+1 minus point)."
    )
    log = text(c).split('<ol class="log cb-log">', 1)[1]
    turn = state(c)["turn"] - 1
    assert f"Turn {turn}, pull 2: Bot pulled a yellow die and kept " in log
    laid = (
        rf"Turn {turn}: Bot pulled a \w+ die, laid it "
        r"(back in layer \d|on the top) and pulls again\."
    )
    assert re.search(laid, log)


def test_pull_again_near_the_limit_counts_down_and_the_last_die_must_be_kept() -> None:
    c = with_pull_again(20261125)
    pulls_to(c, 15)
    assert "5 pulls left this turn: the die of the last one must be kept." in card(c)
    pulls_to(c, 16)
    c.dispatch("pull", sorted(targets(page(c), "pull"))[0])
    assert "4 pulls left this turn" in card(c)  # still there beside the confirm button
    c.dispatch("pull_ok")
    assert state(c)["pulls"] == 17
    assert "Lay it back and you may pull 3 more times; the last die must be kept." in card(c)
    tap(c, "place", sorted(targets(page(c), "place"))[0])
    assert "3 pulls left this turn" in card(c)
    pulls_to(c, 19)
    assert "Last pull of this turn: the die you pull now must be kept." in card(c)
    c.dispatch("pull", sorted(targets(page(c), "pull"))[0])
    c.dispatch("pull_ok")
    st = state(c)
    assert st["pulls"] == 20 and st["phase"] == "place"
    html = page(c)
    assert not targets(html, "place") and targets(html, "why_not")  # no ring anywhere
    said = card(c)
    assert "You have pulled 20 dice this turn, the most allowed: you must keep this one." in said
    assert "left this turn" not in said and "would repeat" not in said
    keep = [a for a, _ in parse(html).buttons if a.get("data-act") == "keep"]
    assert "btn-primary" in str(keep[0]["class"])
    before = len(c.match.log)  # type: ignore[union-attr]
    funnel = sorted(targets(html, "why_not"))[0]
    c.dispatch("why_not", funnel)
    assert c.notice == (
        "You have pulled 20 dice this turn, the most allowed: you must keep this one."
    )
    # A stale page's funnel: what the engine refuses (pull_limit) is told the same way.
    tap(c, "place", funnel, val=forged_place(funnel))
    assert c.notice == (
        "You have pulled 20 dice this turn, the most allowed: you must keep this one."
    )
    assert len(c.match.log) == before  # type: ignore[union-attr]
    tap(c, "keep")
    assert c.notice is None and state(c)["active"] == 1


def test_pull_again_in_dutch() -> None:
    c = with_pull_again(20261125, lang="nl-NL")
    c.dispatch("pull", sorted(targets(page(c), "pull"))[0])
    c.dispatch("pull_ok")
    assert (
        "om de steen terug te leggen en opnieuw te trekken (1 past), of houd hem: dan is "
        "je beurt voorbij." in card(c)
    )
    tap(c, "place", sorted(targets(page(c), "place"))[0])
    said = card(c)
    assert "Je trok een rode steen, legde hem op de top en trekt opnieuw." in said
    assert "Trek opnieuw: tik op een steen met een stippelrand (3 mogelijk)." in said
    pulls_to(c, 18)
    assert "Deze beurt mag je nog 2 keer trekken: de laatste steen moet je houden." in card(c)
    pulls_to(c, 19)
    c.dispatch("pull", sorted(targets(page(c), "pull"))[0])
    c.dispatch("pull_ok")
    funnel = sorted(targets(page(c), "why_not"))[0]
    tap(c, "place", funnel, val=forged_place(funnel))
    assert c.notice == (
        "Je hebt deze beurt al 20 stenen getrokken, meer mag niet: deze steen moet je houden."
    )


def test_pull_again_turns_in_words() -> None:
    from spelkast_ui.games.cui_bono.panels import turn_text, whole_turn_text

    minus = {"yellow": 1, "red": 2, "pearl": 3}
    laid = {"seat": 1, "colour": "pearl", "placed": [1, 2, 3], "kept": False, "again": True}
    names = [Person("Ann"), Person("Bob")]
    assert turn_text("en", names, laid, minus) == (
        "Bob pulled a pearl die, laid it back in layer 3 and pulls again."
    )
    mine = [Person("Ann"), Person("Bob", you=True)]
    assert turn_text("nl", mine, {**laid, "placed": [0, 0, 0]}, minus) == (
        "Je trok een parelmoeren steen, legde hem op de top en trekt opnieuw."
    )
    kept = {**laid, "colour": "red", "placed": None, "kept": True}
    assert whole_turn_text("en", mine, [laid, laid, kept], minus) == (
        "You laid 2 dice back first, then kept a red die (+2 minus points)."
    )
    assert whole_turn_text("nl", names, [laid, kept], minus) == (
        "Bob legde eerst 1 steen terug en hield toen een rode steen (+2 minpunten)."
    )
    assert whole_turn_text("en", names, [kept], minus).endswith("and kept it (+2 minus points).")


def test_people_sharing_the_device_are_named_at_their_turn() -> None:
    c = make(seed=5)
    start(c, [("Ann", "human"), ("Bob", "human")])
    seat = c.acting_human()
    assert seat is not None
    name = ("Ann", "Bob")[seat]
    assert f"{name}'s turn" in text(c)
    announce = announcement(c)
    assert f"{name}'s turn" in announce, announce
