"""The Qwinn screen on CPython: the start, throwing and re-throwing, the pawn's choices on
the track, refusals, the red die and boycotts, a failed throw, real dice, undo, Dutch and
the end of the game."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

from helpers import make, page, parse, tap
from spelkast_ui.app.controller import Controller
from spelkast_ui.app.screens import announcement
from spelkast_ui.games.qwinn.play import field_name
from spelkast_ui.kit.gameplay import move_val

HOSTILE_NAME = "<img src=x onerror=alert(1)>"


def text(c: Controller) -> str:
    return unescape(page(c))


def start(c: Controller, players: list[tuple[str, str]], **options: str) -> None:
    assert c.dispatch("new", "qwinn")
    form = c.setup
    assert form is not None
    for i, (name, kind) in enumerate(players):
        c.dispatch("set_name", str(i), name)
        c.dispatch("set_kind", str(i), kind)
    for key, value in options.items():
        c.dispatch("set_option", key, value)
    c.dispatch("start")
    assert c.notice is None, c.notice
    assert c.screen == "game" and c.match is not None and c.match.game_id == "qwinn"


def state(c: Controller) -> dict[str, Any]:
    assert c.match is not None
    st: dict[str, Any] = c.match.view(None)["state"]
    return st


def enter(c: Controller, values: list[int]) -> None:
    assert c.entry is not None and len(c.entry.dice) == len(values)
    for i, v in enumerate(values):
        c.dispatch("pick", str(i), str(v))
    c.dispatch("enter")
    assert c.notice is None, c.notice


def acts(html: str, act: str) -> list[dict[str, str | None]]:
    return [a for a, _ in parse(html).buttons if a.get("data-act") == act]


def reach(html: str) -> dict[str, str]:
    """Track buttons the throw allows: field -> accessible name (their text: the fields
    are named by what they show, with a few words only a screen reader speaks)."""
    return {
        str(a["data-arg"]): " ".join(label.split())
        for a, label in parse(html).buttons
        if a.get("data-act") == "go" and "is-reach" in str(a.get("class"))
    }


def points_shown(html: str) -> set[str]:
    """The names of the track's fields that show what the throw scores there ("+15")."""
    track = html[html.index('class="qn-track"') :]
    return {
        unescape(m[1])
        for m in re.finditer(r'class="qn-fname">([^<]*)</span>((?:(?!</li>).)*)', track)
        if "qn-pts" in m[2]
    }


def news_lines(html: str) -> list[str]:
    """The sentences at the top of the turn card: what happened since the viewer acted."""
    if 'class="qn-news"' not in html:
        return []
    box = html.split('class="qn-news"', 1)[1].split("</ol>", 1)[0]
    return [
        unescape(line.split("<span>", 1)[1].split("</span>", 1)[0])
        for line in box.split("<li>")[1:]
    ]


def two_humans_physical() -> Controller:
    """Ann and Bob share the device with real dice; Ann wins the starting throw."""
    c = make(seed=3)
    start(c, [("Ann", "human"), ("Bob", "human")], dice="physical")
    html = text(c)
    assert "Who starts?" in html and "Ann, enter the red die" in html
    tap(c, "start_roll")
    assert c.entry is not None and c.entry.dice == [4]
    assert "Red die" in text(c)
    enter(c, [4])
    tap(c, "start_roll")
    enter(c, [4])
    assert "A tie (4 against 4): throw again." in text(c)
    tap(c, "start_roll")
    enter(c, [6])
    tap(c, "start_roll")
    enter(c, [2])
    assert state(c)["phase"] == "throw" and state(c)["active"] == 0
    return c


def test_qwinn_is_offered_with_its_options() -> None:
    c = make()
    assert 'data-act="new" data-arg="qwinn"' in page(c)
    c.dispatch("new", "qwinn")
    html = text(c)
    assert "Minus boycott: the red die counts" in html and "Real dice" in html
    c.dispatch("start")
    assert c.match is not None and c.match.players[1]["bot"] == "beginner"


def test_a_turn_on_the_track_by_taps() -> None:
    c = two_humans_physical()
    html = text(c)
    assert "Ann's turn" in html and "Throw all five" not in html  # real dice: enter
    assert "Enter a throw of five" in html and "first throw uses all five dice" in html
    # A die before the first throw: explained, nothing thrown.
    c.dispatch("die", "2")
    assert c.notice and "all five" in c.notice and not state(c)["throws"]
    c.dispatch("roll")
    assert c.entry is not None and c.entry.dice == [0, 1, 2, 3, 4]
    html = text(c)
    assert (
        "White die 1" in html and "Red die" in html and "Enter Ann's throw" in html
    )  # a shared device: by name
    c.dispatch("enter")  # nothing picked yet
    assert c.notice and c.entry is not None
    enter(c, [3, 3, 4, 4, 3])
    html = page(c)
    fields = reach(html)
    # From Topper every field the throw fits is free; the red die does nothing yet.
    assert set(fields) == {"pair3", "pair4", "three_kind", "full_house"}
    assert fields["full_house"] == "Full house three alike plus two others alike +25 points free"
    assert "First turn: the red die only counts in the combination." in text(c)
    assert "Stay: failed throw" in text(c)
    # A field the throw does not fit: a reason, and nothing changes.
    log = len(c.match.log)  # type: ignore[union-attr]
    tap(c, "go", "small_straight")
    assert c.notice == ("Small straight does not fit this throw: it needs four numbers in a row.")
    assert len(c.match.log) == log  # type: ignore[union-attr]
    assert tap(c, "go", "full_house")
    assert c.notice is None
    st = state(c)
    assert st["players"][0] == {**st["players"][0], "field": "full_house", "score": 25}
    assert st["active"] == 1  # first turn: no red die, Bob's turn
    html = text(c)
    assert "Bob's turn" in html and "Turn 1: Ann to Full house, +25" in html
    # What happened since Bob's deciding starting throw is said at the top of his card.
    assert news_lines(page(c)) == [
        "Ann starts (6 against 2).",
        "Ann threw 3-3-4-4 + red 3.",
        "Ann moved to Full house: 25 points.",
    ]


def play_to_ann_second_turn(c: Controller) -> None:
    c.dispatch("roll")
    enter(c, [3, 3, 4, 4, 3])
    tap(c, "go", "full_house")
    c.dispatch("roll")  # Bob
    enter(c, [1, 2, 3, 4, 6])
    tap(c, "go", "small_straight")
    assert state(c)["active"] == 0


def test_re_throwing_chosen_dice_jumps_and_the_red_die() -> None:
    c = two_humans_physical()
    play_to_ann_second_turn(c)
    c.dispatch("roll")
    enter(c, [4, 4, 4, 6, 3])
    html = page(c)
    fields = reach(html)
    # From full house (8th field): three alike is 2 fields up, a jump the red 3 allows.
    assert fields["three_kind"] == (
        "Three alike three dice showing the same number +12 points jump 2 red die at least 2"
    )
    assert "Red die: jump up to 3 fields" in text(c)
    tap(c, "go", "pair4")  # 8 fields away
    assert c.notice == (
        "2 × 4 is 8 fields from your pawn and the red die shows 3: you cannot jump that far."
    )
    # Throw two white dice again.
    c.dispatch("roll")
    assert c.notice == "First tap the dice to throw again." and c.entry is None
    c.dispatch("die", "0")
    c.dispatch("die", "1")
    assert c.selected == {0, 1}
    assert "Enter a new throw of 2 dice" in text(c)
    assert acts(page(c), "die")[0].get("aria-pressed") == "true"
    c.dispatch("roll")
    assert c.entry is not None and c.entry.dice == [0, 1]
    enter(c, [5, 5])
    st = state(c)
    assert st["dice"] == [5, 5, 4, 6, 3] and st["throws"] == 2
    # Small straight 3-4-5-6 is one step down: free, so the red die stays open.
    assert reach(page(c))["small_straight"].endswith("pawn of Bob +30 points step")
    tap(c, "go", "small_straight")
    st = state(c)
    assert st["phase"] == "red" and st["players"][0]["score"] == 55
    html = text(c)
    assert "Ann, red die 3: what will you do with it?" in html
    assert "Place Minus on Bob" in html and "A failed throw then costs Bob" in html
    assert "Do nothing: end the turn" in html
    # Undo takes the move back to the throw.
    assert acts(page(c), "undo")
    c.dispatch("undo")
    assert state(c)["phase"] == "throw" and state(c)["players"][0]["score"] == 25
    tap(c, "go", "small_straight")
    # A boycott the red die does not allow: refused with words.
    tap(c, "boycott", "negeer")
    assert c.notice and state(c)["phase"] == "red"
    tap(c, "boycott", "minus")
    assert c.notice is None
    st = state(c)
    assert st["players"][1]["boycott"] == "minus" and st["active"] == 1
    # Bob holds the device now: a shared device names him (issue 32).
    html = text(c)
    assert "Boycotts on Bob: Minus: on Bob" in html and "placed Minus on Bob" in html
    assert news_lines(page(c))[-1] == "Ann placed Minus on Bob."

    # Bob throws something that fits nowhere he can go: a failed throw under Minus.
    c.dispatch("roll")
    enter(c, [1, 1, 2, 6, 2])
    html = text(c)
    assert reach(page(c)) == {}
    assert "Bob's pawn can go nowhere: throw dice again, or stay." in html
    # The dice fit fields the pawn cannot reach: none of them offers points (issue 33),
    # every one of them is drawn as out of reach.
    assert state(c)["fits"] and not points_shown(page(c))
    fields = [a for a, _ in parse(page(c)).buttons if "qn-fbtn" in str(a.get("class"))]
    assert fields and all("is-unreachable" in str(a["class"]) for a in fields)
    assert "Minus is on Bob: Bob loses 12 points." in html
    tap(c, "stay")
    st = state(c)
    assert st["players"][1]["score"] == 18 and st["active"] == 0
    assert "Bob had a failed throw · −12 by Minus" in text(c)
    assert news_lines(page(c))[-2:] == [
        "Bob had a failed throw: no points.",
        "Minus costs Bob 12 points.",
    ]


def test_illegal_taps_lose_nothing() -> None:
    c = two_humans_physical()
    before = len(c.match.log)  # type: ignore[union-attr]
    # Controls of a stale page, carrying their moves.
    tap(c, "stay", val=move_val({"type": "stay"}))
    assert c.notice == "Throw the dice first."
    tap(c, "end", val=move_val({"type": "end"}))
    assert c.notice
    tap(c, "go", "nowhere", val=move_val({"type": "move", "field": "nowhere"}))
    assert c.notice
    assert len(c.match.log) == before  # type: ignore[union-attr]


def test_solo_against_the_computer_to_the_end() -> None:
    c = make(seed=8)
    start(c, [(HOSTILE_NAME, "human"), ("Robo", "random")])
    assert HOSTILE_NAME not in page(c)
    seen: set[str] = set()
    for _ in range(3000):
        if c.match.is_over:  # type: ignore[union-attr]
            break
        st = state(c)
        if c.bot_delay() is not None:
            if st["phase"] == "throw" and st["throws"]:  # the computer's throw on the table
                mover = c.match.legal_actions(1)  # type: ignore[union-attr]
                can = {field_name("en", a["field"]) for a in mover if a["type"] in ("move", "jump")}
                assert points_shown(page(c)) == can  # points only where its pawn can go
                seen.add("computer's throw" if can else "computer stuck")
            assert c.step_bot()
            continue
        seat = c.acting_human()
        assert seat is not None
        legal = c.match.legal_actions(seat)  # type: ignore[union-attr]
        seen.add(st["phase"])
        if st["phase"] == "start":
            tap(c, "start_roll")
        elif st["phase"] == "red":
            first = legal[0]
            tap(c, first["type"], first.get("kind", ""), val=move_val(first))
        elif st["throws"] == 0:
            c.dispatch("roll")
        else:
            moves = [a for a in legal if a["type"] in ("move", "jump")]
            can = {field_name("en", a["field"]) for a in moves}
            if st["players"][seat]["field"] in st["fits"]:  # staying scores too
                can.add(field_name("en", st["players"][seat]["field"]))
            assert points_shown(page(c)) == can
            if moves:
                tap(c, "go", moves[-1]["field"])
            else:
                tap(c, "stay")
        assert c.notice is None, c.notice
        assert HOSTILE_NAME not in page(c)
        assert announcement(c)
    assert c.match.is_over  # type: ignore[union-attr]
    html = text(c)
    assert "Game over" in html and ("win with" in html or "wins with" in html or "A draw" in html)
    assert "turns played" in html and "Play again" in html
    assert "first to reach 250 points" in html or "stops after" in html
    assert not acts(page(c), "go")
    assert {"throw", "computer's throw", "computer stuck"} <= seen


def test_dutch() -> None:
    c = make(lang="nl-NL", seed=3)
    start(c, [("Ann", "human"), ("Bob", "human")], dice="physical")
    html = text(c)
    assert "Wie begint?" in html and "Ann, voer de rode steen in" in html
    for v in (6, 2):
        tap(c, "start_roll")
        enter(c, [v])
    c.dispatch("roll")
    enter(c, [3, 3, 4, 4, 3])
    html = text(c)
    assert "Ann is aan de beurt" in html and "Drie gelijke" in html
    assert reach(page(c))["full_house"].endswith("+25 punten vrij")
    assert news_lines(page(c)) == []  # Ann acted last
    assert "Blijf staan: mislukte worp" in html
    tap(c, "go", "small_straight")
    assert c.notice and "past niet bij deze worp" in c.notice
    c.dispatch("rules", "qwinn")
    html = text(c)
    assert "Spelregels: Qwinn" in html and "Mislukte worp" in html and "Kleine straat" in html


def test_rules_in_english() -> None:
    c = make()
    c.dispatch("rules", "qwinn")
    html = text(c)
    assert "Rules: Qwinn" in html and "The red die and boycotts" in html
    assert "The track from top to bottom" in html


def test_pass_and_play_turns_the_far_players_panel() -> None:
    c = two_humans_physical()
    assert 'class="panel qn-turn is-mine seat-0"' in page(c)  # Ann is near
    assert '<div class="qn-table is-facing">' in page(c)  # Bob's side turns to him
    play_to_ann_second_turn(c)
    c.dispatch("roll")
    enter(c, [4, 4, 4, 6, 3])
    tap(c, "go", "three_kind")  # a jump: the turn ends at once
    assert state(c)["active"] == 1
    c.dispatch("roll")
    enter(c, [2, 3, 4, 5, 6])
    html = page(c)
    assert "is-far" in html.split('class="panel qn-turn', 1)[1].split(">", 1)[0]
    # Bob reads the track upside down on a tablet: his choices are in his own panel too.
    far = html.split("qn-far-choices", 1)[1].split("</div>", 1)[0]
    assert 'data-act="go" data-arg="large_straight"' in far


def test_real_dice_against_the_computer_the_table_enters_its_throws() -> None:
    c = make(seed=4)
    start(c, [("Ann", "human"), ("Robo", "strong")], dice="physical")
    tap(c, "start_roll")
    enter(c, [2])
    assert c.bot_delay() is not None and c.step_bot()
    assert c.entry is not None and c.entry.for_bot and c.entry.dice == [4]
    assert "Throw the red die for Robo and enter it" in text(c)
    # Nobody sits across from Ann: Robo's side is not turned on a tablet.
    assert '<div class="qn-table">' in page(c)
    assert "Cancel" not in text(c)  # the computer's throw must be entered
    enter(c, [5])
    assert state(c)["active"] == 1
    assert c.step_bot()  # Robo's first throw: all five dice, from the table
    assert c.entry is not None and c.entry.dice == [0, 1, 2, 3, 4]
    enter(c, [6, 6, 6, 6, 6])
    while state(c)["active"] == 1 and c.bot_delay() is not None:
        c.step_bot()
        if c.entry is not None:
            enter(c, [1] * len(c.entry.dice))
    st = state(c)
    assert st["active"] == 0 and st["history"][-1]["seat"] == 1
    assert "Robo" in text(c) and "Your turn" in text(c)


def test_the_computers_moves_are_told_on_top_of_the_turn_card_one_by_one() -> None:
    # Seed 2: Robo throws the higher red die and starts; each of its moves adds one line.
    c = make(seed=2)
    start(c, [("Ann", "human"), ("Robo", "strong")])
    tap(c, "start_roll")
    seen = []
    while c.bot_delay() is not None:
        before = news_lines(page(c))
        assert c.step_bot()
        after = news_lines(page(c))
        assert after[: len(before)] == before and len(after) > len(before)
        seen.append(after)
    assert seen[0] == ["Robo threw 4 with the red die.", "Robo starts (4 against 3)."]
    assert len(seen) >= 3 and seen[1][-1].startswith("Robo threw ")
    assert seen[-1][-1] == "Robo moved to Small straight: 30 points."
    # Ann's turn: the whole story is the first thing in her turn card, and stays there
    # until she acts.
    html = page(c)
    card = html.split('<div class="panel qn-turn', 1)[1]
    assert card.split(">", 1)[1].startswith('<ol class="qn-news"')
    assert news_lines(html) == seen[-1] and "Your turn" in text(c)
    assert news_lines(page(c)) == seen[-1]  # drawing again changes nothing
    assert announcement(c) == "Robo moved to Small straight: 30 points. Your turn."
    c.dispatch("roll")
    assert news_lines(page(c)) == []
    assert announcement(c).startswith("You threw ")


def test_the_opening_throw_is_told_when_you_start() -> None:
    c = make(seed=1)
    start(c, [("Ann", "human"), ("Robo", "strong")])
    tap(c, "start_roll")
    assert c.step_bot()
    assert state(c)["active"] == 0
    assert news_lines(page(c)) == ["Robo threw 1 with the red die.", "You start (5 against 1)."]


def label_faults(html: str) -> list[str]:
    """Buttons whose accessible name lacks a word they show; list items under a picture."""
    faults = []
    for a, shown in parse(html).buttons:
        label = a.get("aria-label")
        if label is not None:
            named = set(re.findall(r"\w+", label.lower()))
            missing = set(re.findall(r"\w+", unescape(shown).lower())) - named
            if missing:
                faults.append(f"{label!r} lacks {sorted(missing)}")
    pictures = re.findall(r'<(ol|ul|div)[^>]*role="img"[^>]*>(.*?)</\1>', html, re.S)
    faults += [f"a list item in a picture: {inner[:60]}" for _, inner in pictures if "<li" in inner]
    return faults


def test_every_label_holds_its_visible_text_and_lists_hold_only_items() -> None:
    """A button's accessible name holds the words it shows (speech input finds it by
    them); no list item sits in a picture (role img), where it is no item of a list."""
    for lang in ("en", "nl"):
        c = two_humans_physical()
        c.dispatch("set_lang", "", lang)
        assert c.lang == lang
        play_to_ann_second_turn(c)
        c.dispatch("roll")
        enter(c, [4, 4, 4, 6, 3])
        assert not label_faults(page(c))  # the dice and the track
        c.dispatch("die", "0")
        c.dispatch("die", "1")
        c.dispatch("roll")
        enter(c, [5, 5])
        tap(c, "go", "small_straight")
        assert state(c)["phase"] == "red"
        assert not label_faults(page(c))  # the red die's choices


def test_under_ignore_five_alike_does_not_take_the_pawn_to_topper() -> None:
    """The engine's refusal topper_negeer: Topper is not offered on the track, and a tap on
    it says why (to the one holding the device), in both languages; the rules say it too."""
    c = two_humans_physical()
    play_to_ann_second_turn(c)
    c.dispatch("roll")
    enter(c, [3, 4, 5, 6, 5])  # small straight one step down, red 5: Ignore
    tap(c, "go", "small_straight")
    tap(c, "boycott", "negeer")
    assert c.notice is None and state(c)["players"][1]["boycott"] == "negeer"
    c.dispatch("roll")  # Bob, with Ignore on him
    enter(c, [2, 2, 2, 2, 2])
    st = state(c)
    assert "topper" in st["fits"] and st["players"][1]["field"] == "small_straight"
    html = page(c)
    assert "topper" not in reach(html)
    topper = [a for a in acts(html, "go") if a.get("data-arg") == "topper"]
    assert len(topper) == 1 and "is-unreachable" in str(topper[0]["class"])
    assert "Ignore is on you: you may not jump, move to Topper or place a boycott." in text(c)
    log = len(c.match.log)  # type: ignore[union-attr]
    tap(c, "go", "topper")
    assert c.notice == (
        "Ignore is on you: your pawn moves at most one field, and Topper lies beside the "
        "track. So five alike cannot take you to Topper now."
    )
    assert len(c.match.log) == log  # type: ignore[union-attr]
    assert "Ignore is on you: your pawn moves at most one field" in text(c)  # in the card
    c.dispatch("set_lang", "", "nl")
    tap(c, "go", "topper")
    assert c.notice == (
        "Negeer ligt op jou: je pion gaat hoogstens één vak verder, en Topper ligt naast de "
        "baan. Met vijf gelijke mag je nu dus niet naar Topper."
    )


def test_the_rules_say_ignore_closes_topper() -> None:
    from spelkast_ui.app.catalog import rules_html

    en = unescape(rules_html("qwinn", "en"))
    assert "except with Ignore on you" in en and "always go to Topper" not in en
    assert "So five alike with Ignore on you does not take your pawn to Topper." in en
    nl = unescape(rules_html("qwinn", "nl"))
    assert "behalve met Negeer op je" in nl and "altijd naar Topper" not in nl
    assert "dan gaat je pion dus niet naar Topper" in nl
