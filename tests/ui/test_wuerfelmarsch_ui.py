"""The Würfelmarsch screen driven like the page does: taps by action name, in CPython."""

from __future__ import annotations

import json
import re
import string
from typing import Any

from helpers import drawn_val, make, page, tap
from spelkast_ui.app.catalog import playable, rules_html
from spelkast_ui.app.controller import Controller
from spelkast_ui.app.screens import announcement, render
from spelkast_ui.app.setup import GameSetup
from spelkast_ui.games.wuerfelmarsch.i18n import TEXT
from spelkast_ui.games.wuerfelmarsch.words import events, record_lines
from spelkast_ui.kit.gameplay import move_val
from spelkast_ui.kit.i18n import Person
from spelkast_ui.pyramid.positions import pos_arg

from pyengine.games.wuerfelmarsch.capture import FORWARD, move_name
from pyengine.games.wuerfelmarsch.strong import REASONS

ODD = '<b>&"'


def start(
    kinds: tuple[str, ...] = ("human", "sensible", "sensible"),
    lang: str = "en-GB",
    name: str = ODD,
    **options: str,
) -> Controller:
    c = make(lang=lang, seed=11)
    assert c.dispatch("new", "wuerfelmarsch")
    while len(c.setup.players) < len(kinds):  # type: ignore[union-attr]
        c.dispatch("add_player")
    while len(c.setup.players) > len(kinds):  # type: ignore[union-attr]
        c.dispatch("remove_player", str(len(kinds)))
    for i, kind in enumerate(kinds):
        c.dispatch("set_kind", str(i), kind)
    c.dispatch("set_name", "0", name)
    for key, value in options.items():
        c.dispatch("set_option", key, value)
    c.dispatch("start")
    assert c.screen == "game" and c.notice is None, c.notice
    return c


def state(c: Controller) -> dict[str, Any]:
    st: dict[str, Any] = c.match.view(None)["state"]  # type: ignore[union-attr]
    return st


def dice(c: Controller, colour: str) -> list[str]:
    return [pos_arg(d["at"]) for d in state(c)["pyramid"]["dice"] if d["colour"] == colour]


def side_shown(html: str) -> str:
    m = re.search(r'<svg class="pyr-svg"[^>]*data-side="(\d)"', html)
    assert m, "no drawing"
    return m.group(1)


def bots_until_mine(c: Controller) -> None:
    while c.acting_human() is None and not c.match.is_over:  # type: ignore[union-attr]
        assert c.step_bot()


def test_wuerfelmarsch_is_offered_with_its_rules() -> None:
    assert "wuerfelmarsch" in playable()
    for lang in ("nl", "en"):
        text = rules_html("wuerfelmarsch", lang)
        assert "<svg" in text and "pyr-legend" in text
    assert "never back" in rules_html("wuerfelmarsch", "en")
    assert "nooit terug" in rules_html("wuerfelmarsch", "nl")


def test_the_start_screen_from_my_own_side() -> None:
    c = start()
    html = render(c)
    assert side_shown(html) == "0"
    assert "Your turn" in html and "Moves without progress: 0 of 15" in html
    # my five dice are choices, the ten others only explain themselves
    assert len(re.findall(r'class="pyr-target pyr-t-die"', html)) == 5
    assert len(re.findall(r'class="pyr-target pyr-muted pyr-t-die"', html)) == 10
    # every player's colour, goal corner and count; the name is escaped everywhere
    # my own side at the bottom: my goal corner is the apex, at the top
    assert "Goal corner: at the top" in html and "Goal corner: bottom right" in html
    assert ODD not in html and "&lt;b&gt;&amp;&quot;" in html
    assert "pyr-legend" in html
    assert "Your turn" in announcement(c)
    # the same five dice as ordinary buttons, for keyboards and screen readers
    listed = re.findall(r'<button[^>]*class="btn btn-choice wm-die-btn"[^>]*>([^<]*)<', html)
    assert len(listed) == 5
    # told apart by their places (the five start alike); the drawing's labels say whose too
    assert len(set(listed)) == 5
    assert listed[0] == "Row 1 from this side, place 3 from the left: 3 front, 2 left, 1 right"
    assert "Die of Computer (yellow), row 3 from this side, place 1 from the left:" in html


def test_picking_a_die_offers_its_tilts_and_the_turn() -> None:
    c = start()
    mine = dice(c, "red")
    c.dispatch("wm_die", mine[0])
    assert c.notice is None
    html = render(c)
    assert "pyr-selected" in html
    tilts = re.findall(r'data-act="wm_tilt" data-arg="(\w+)"', html)
    assert sorted(tilts) == ["forward_left", "forward_right", "left", "right"]
    assert "back" not in " ".join(tilts)
    assert 'data-act="wm_turn"' in html
    # the squares it may tilt to can be tapped too
    assert len(re.findall(r'data-act="wm_to"', html)) >= 1
    c.dispatch("wm_die", mine[0])  # a second tap puts it down again
    assert "pyr-selected" not in render(c)


def test_refused_taps_explain_and_change_nothing() -> None:
    c = start()
    before = (len(c.match.log), state(c))  # type: ignore[union-attr]
    c.dispatch("wm_die", dice(c, "yellow")[0])
    assert c.notice == "That die is Computer's (yellow); you play red."
    assert c.selected == set()
    # a blocked direction: the neighbour along my edge is taken
    mine = dice(c, "red")
    c.dispatch("wm_die", mine[1])
    tap(c, "wm_tilt", "right")
    assert c.notice is not None and c.notice.startswith("Not right: a die already lies there")
    html = render(c)
    assert 'class="btn wm-tilt is-blocked"' in html and 'aria-label="Tilt right (taken)"' in html
    assert (len(c.match.log), state(c)) == before  # type: ignore[union-attr]
    # a square that is not next to the die
    picked = [int(v) for v in mine[1].split(",")]
    forged = {"type": "tilt", "from": picked, "to": [4, 4, 0]}  # not drawn: a stale page's
    tap(c, "wm_to", "4,4,0", val=move_val(forged))
    assert c.notice is not None and "next to it" in c.notice
    assert (len(c.match.log), state(c)) == before  # type: ignore[union-attr]


def test_an_arrow_over_the_edge_carries_its_tilt_and_the_engine_refuses_it() -> None:
    """A blocked arrow stays tappable: it carries its tilt like the others, the engine
    refuses it (off the plate) and the refusal is told in the direction's words."""
    c = start()
    for to in ([0, 1, 7], [0, 0, 8]):  # a die of mine to the corner, along my edge
        c.play(0, {"type": "tilt", "from": [0, to[1] + 1, to[2] - 1], "to": to})
        bots_until_mine(c)
    assert "0,0,8" in dice(c, "red")
    before = c.match.to_json()  # type: ignore[union-attr]
    c.dispatch("wm_die", "0,0,8")
    edge = re.search(
        r'data-arg="(\w+)" data-val="[^"]*" aria-label="Tilt [\w ]+ \(edge\)"', page(c)
    )
    assert edge, "no arrow over the edge"
    val = drawn_val(c, "wm_tilt", edge.group(1))
    assert val and json.loads(val)["type"] == "tilt"
    tap(c, "wm_tilt", edge.group(1))
    assert c.notice is not None and c.notice.endswith("the plate ends there."), c.notice
    assert c.match.to_json() == before  # type: ignore[union-attr]


def test_off_turn_nothing_is_tappable_and_a_notice_leaves_with_the_turn() -> None:
    c = start()
    c.dispatch("wm_die", dice(c, "red")[2])
    tap(c, "wm_tilt", "forward_left")
    assert c.acting_human() is None  # a computer's move
    html = render(c)
    assert 'class="pyr-target' not in html and "wm-die-btn" not in html
    c.dispatch("wm_die", dice(c, "red")[0])  # a key or a stale tap still explains itself
    assert c.notice is not None and "wait" in c.notice
    assert c.step_bot()  # the computer moves: the turn passes, the notice is gone
    assert c.notice is None and 'role="alert"' not in render(c)


def test_a_tilt_then_the_computers_and_what_happened() -> None:
    c = start()
    p = dice(c, "red")[2]
    c.dispatch("wm_die", p)
    tap(c, "wm_tilt", "forward_right")
    assert c.notice is None
    st = state(c)
    rec = st["recent"][-1]
    assert rec["type"] == "tilt" and rec["move"] == "forward_right" and rec["seat"] == 0
    assert st["turn"] == 1 and c.acting_human() is None
    html = render(c)
    assert "Computer is moving…" in html
    c.dispatch("wm_die", dice(c, "red")[0])
    assert c.notice == "Please wait: it is Computer's turn."
    bots_until_mine(c)
    html = render(c)
    assert "What happened" in html
    # my own move in the log speaks to me; the card's news leaves it out (I know it)
    assert "You tilted a die forward right." in html
    news = re.search(r'<ol class="wm-news".*?</ol>', html)
    assert news is not None and "You tilted" not in news.group(0)
    assert news.group(0).count('class="wm-news-item') == 2  # one line per computer
    assert 'class="pyr-die pyr-' in html and "pyr-last" in html and "pyr-recent" in html
    assert "a die" in announcement(c)


def test_a_tilt_by_tapping_the_square() -> None:
    c = start()
    p = dice(c, "red")[0]
    c.dispatch("wm_die", p)
    squares = re.findall(r'data-act="wm_to" data-arg="([\d,]+)"', render(c))
    assert squares
    tap(c, "wm_to", squares[0])
    assert c.notice is None
    rec = state(c)["recent"][-1]
    assert pos_arg(rec["to"]) == squares[0]


def test_turning_a_die_by_choosing_its_faces() -> None:
    c = start()
    p = dice(c, "red")[0]
    c.dispatch("wm_die", p)
    c.dispatch("wm_turn")
    html = render(c)
    assert "Now: 3 to you, 2 left, 1 right" in html
    assert len(re.findall(r'data-act="wm_front"', html)) == 6
    assert html.count("pyr-turning") == 1  # the plate still shows which die it is
    c.dispatch("wm_front", "3")
    html = render(c)
    # 3 facing me: four ways to lie, minus the way it lies now
    options = re.findall(r'data-act="wm_orient" data-arg="([\d,]+)"', html)
    assert sorted(options) == ["3,1", "3,5", "3,6"]
    now = {"type": "turn", "at": [int(v) for v in p.split(",")], "faces": [3, 2, 1]}
    assert [d["faces"] for d in state(c)["pyramid"]["dice"] if pos_arg(d["at"]) == p] == [
        now["faces"]  # 3 to me, 2 left, 1 right
    ]
    tap(c, "wm_orient", "3,2", val=move_val(now))  # the way it lies now (not drawn): refused
    assert c.notice == "It already lies like that; a turn must change something."
    c.dispatch("wm_front", "6")
    tap(c, "wm_orient", "6,2")
    assert c.notice is None
    rec = state(c)["recent"][-1]
    assert rec["type"] == "turn" and rec["faces"][0] == 6 and rec["faces"][1] == 2
    assert state(c)["quiet"] == 1
    bots_until_mine(c)
    assert "You turned a die: now 6 facing you, 2 left, 3 right." in render(c)


def test_turning_the_view_by_thirds() -> None:
    c = start()
    html = render(c)
    assert side_shown(html) == "0"
    goals = re.findall(r"Goal corner: ([a-z ]+)<", html)
    assert goals == ["at the top", "bottom right", "bottom left"]
    c.dispatch("wm_view")
    html = render(c)
    assert side_shown(html) == "1" and "Seen from Computer&#x27;s side" in html
    goals = re.findall(r"Goal corner: ([a-z ]+)<", html)
    assert goals == ["bottom left", "at the top", "bottom right"]  # seats 0, 1, 2
    c.dispatch("wm_view")
    assert side_shown(render(c)) == "2"
    c.dispatch("wm_view")
    assert side_shown(render(c)) == "0"


def test_pass_and_play_shows_the_plate_from_the_player_to_move() -> None:
    c = start(("human", "human", "human"), name="Ann")
    c.dispatch("wm_die", dice(c, "red")[2])
    tap(c, "wm_tilt", "forward_left")
    html = render(c)
    assert side_shown(html) == "1" and "Player 2&#x27;s turn" in html
    assert c.acting_human() == 1


def _forward_first(c: Controller, seat: int) -> dict[str, Any]:
    actions = c.match.legal_actions(seat)  # type: ignore[union-attr]
    for a in actions:
        if a["type"] == "tilt":
            src, to = tuple(a["from"]), tuple(a["to"])
            if move_name(seat, src, to) in FORWARD:  # type: ignore[arg-type]
                return a
    return actions[0]


def test_to_the_end_with_the_ranking() -> None:
    c = start(quiet_rounds="2")
    while not c.match.is_over:  # type: ignore[union-attr]
        if c.acting_human() is not None:
            c.play(0, _forward_first(c, 0))
        else:
            assert c.step_bot()
    html = render(c)
    assert "Game over" in html and re.search(r"(You win|Computer( 2)? wins|shared win)", html)
    assert len(re.findall(r'<tr class="seat-\d">', html)) == 3
    st = state(c)
    reason = {
        "corner": "first to get a die into",
        "quiet": "moves in a row without progress",
        "empty": "No die is left on the plate",
    }[st["end"]]
    assert reason in html and "Count: dice captured minus" in html
    assert 'data-act="again"' in html
    assert ODD not in html
    assert 'class="pyr-target' not in html  # nothing to tap once the game is over
    assert reason in announcement(c)
    left = state(c)["pyramid"]["dice"]
    if left:  # a tap on the plate after the end explains itself
        c.dispatch("wm_die", pos_arg(left[0]["at"]))
        assert c.notice == "The game is over."


def test_dutch() -> None:
    c = start(lang="nl-NL")
    html = render(c)
    assert "Jij bent aan de beurt" in html and "Zetten zonder voortgang: 0 van 15" in html
    c.dispatch("wm_die", dice(c, "pearl")[0])
    assert c.notice == "Die dobbelsteen is van Computer 2 (parelmoer); jij speelt met rood."
    c.dispatch("dismiss")
    c.dispatch("wm_die", dice(c, "red")[0])
    html = render(c)
    assert "Kantel linksvoor" in html and "Draaien" in html


def test_two_players_leave_the_third_side_empty() -> None:
    c = start(("human", "sensible"), name="Ann")
    html = render(c)
    assert len(re.findall(r'class="pyr-die pyr-', html)) == 10
    assert "Goal corner" in html and "Moves without progress: 0 of 10" in html
    c.dispatch("wm_view")
    c.dispatch("wm_view")
    assert "Seen from the empty side" in render(c)
    c.dispatch("wm_die", dice(c, "red")[2])
    tap(c, "wm_tilt", "forward_left")
    bots_until_mine(c)
    assert "Computer tilted" in render(c) or "Computer turned" in render(c)


def test_the_form_starts_with_a_table_of_three() -> None:
    form = GameSetup.default("wuerfelmarsch", "en")
    assert [p.kind for p in form.players] == ["human", "beginner", "beginner"]
    assert len(GameSetup.default("schocken", "en").players) == 2


def _record(seat: int, captured: list[tuple[str, int]], removed: list[str]) -> dict[str, Any]:
    return {
        "n": 1,
        "seat": seat,
        "type": "tilt",
        "from": [1, 1, 6],
        "to": [2, 1, 5],
        "move": "forward_left",
        "faces": [3, 2, 1],
        "funnels": [],
        "captured": [{"at": [0, 0, 8], "colour": col, "by": by} for col, by in captured],
        "removed": [{"at": [0, 1, 7], "colour": col} for col in removed],
        "corner": False,
    }


def test_a_capture_in_the_viewers_words() -> None:
    people = [Person("Ann", you=True), Person("Computer"), Person("Computer 2")]
    say = [
        (_record(0, [("yellow", 0), ("yellow", 0)], []), "You capture 2 of Computer's dice!"),
        (_record(1, [("red", 1)], []), "Computer captures your die!"),
        (
            _record(2, [("red", 2), ("yellow", 2)], []),
            "Computer 2 captures your die and Computer's die!",
        ),
        (
            _record(1, [], ["red", "yellow", "pearl"]),
            "A tie in the funnel: your die, Computer's die and Computer 2's die leave the game.",
        ),
    ]
    for rec, text in say:
        assert events("en", people, rec) == [text]
    assert events("nl", people, say[0][0]) == ["Jij slaat 2 stenen van Computer!"]
    assert events("nl", people, say[1][0]) == ["Computer slaat je steen!"]
    # nobody is "you" when a computer moves in pass-and-play: names only
    names = [Person("Ann"), Person("Bob"), Person("Computer")]
    assert events("en", names, say[1][0]) == ["Bob captures Ann's die!"]
    quiet = _record(1, [], [])
    assert events("en", people, quiet) == ["Computer tilted a die forward left."]
    assert record_lines("en", people, say[0][0])[0] == "You tilted a die forward left."


def _until_a_computer_captures(c: Controller, next_is_computer: bool = False) -> dict[str, Any]:
    """Play on (my dice forward first) until a computer captures (and, if asked, another
    computer moves next); its record."""
    for _ in range(400):
        if c.match.is_over:  # type: ignore[union-attr]
            break
        if c.acting_human() is not None:
            c.play(0, _forward_first(c, 0))
            continue
        assert c.step_bot()
        rec: dict[str, Any] = state(c)["recent"][-1]
        captured = rec["type"] == "tilt" and rec["captured"] and rec["seat"] != 0
        if captured and (not next_is_computer or c.acting_human() is None):
            return rec
    raise AssertionError("no computer captured")


def test_a_computers_capture_stays_on_the_card_until_my_next_move() -> None:
    c = start()
    rec = _until_a_computer_captures(c)
    assert c.hold_ms() is None  # my turn next: nothing to hold back
    bots_until_mine(c)
    html = render(c)
    card = html[html.index('class="panel wm-turn') : html.index('class="wm-below"')]
    news = card[: card.index('class="wm-do"')]  # at the top of the card
    assert re.search(r"Computer( 2)? captures (your die|\d of your dice|Computer)", news)
    assert "is-capture" in news and "pyr-ring-gone" in html  # and where it happened
    gone = rec["captured"][0]["at"]
    assert pos_arg(gone) not in dice(c, "red") + dice(c, "yellow") + dice(c, "pearl")
    # my next move (a turn captures nothing): the news starts again from there
    c.dispatch("wm_die", dice(c, "red")[0])
    c.dispatch("wm_turn")
    c.dispatch("wm_front", "6")
    first = re.findall(r'data-act="wm_orient" data-arg="([\d,]+)"', render(c))[0]
    tap(c, "wm_orient", first)
    assert c.notice is None and c.acting_human() is None
    html = render(c)
    card = html[html.index('class="panel wm-turn') : html.index('class="wm-below"')]
    assert "captures" not in card and "pyr-ring-gone" not in html


def test_after_a_capture_the_next_computer_waits_so_it_can_be_read() -> None:
    c = start(("sensible", "sensible", "sensible"))
    _until_a_computer_captures(c, next_is_computer=True)
    hold = c.hold_ms()
    assert hold is not None and c.bot_delay() == hold
    # without a capture a computer moves at its own pace
    quiet = start()
    quiet.dispatch("wm_die", dice(quiet, "red")[2])
    tap(quiet, "wm_tilt", "forward_left")
    assert quiet.hold_ms() is None and quiet.bot_delay() == quiet.pace_ms


def test_every_reason_of_the_strong_computer_has_a_hint_sentence() -> None:
    def fields(text: str) -> set[str]:
        return {f for _, f, _, _ in string.Formatter().parse(text) if f}

    for why in REASONS:
        nl, en = TEXT[f"hint.{why}"]
        assert fields(nl) == fields(en), why
