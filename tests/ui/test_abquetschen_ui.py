"""The Abquetschen screen on CPython: a table of three by default, the opening throws, the start
spot, placing die by die where a die can rest, taking one back, refusals in words that change
nothing, the bonus announced, the computers' builds shown die by die, dice left always in
view, physical dice, a reload in the middle of a build, odd names, Dutch, the rules and a
whole game to the ranking."""

from __future__ import annotations

from html import unescape
from typing import Any

from helpers import make, page, parse, tap
from spelkast_ui.app.catalog import rules_html
from spelkast_ui.app.controller import Controller
from spelkast_ui.games.abquetschen.board import start_spot_words
from spelkast_ui.games.abquetschen.history import Turn
from spelkast_ui.games.abquetschen.panels import turn_text, won_with
from spelkast_ui.kit.gameplay import move_val
from spelkast_ui.kit.i18n import Person
from spelkast_ui.kit.storage import MemoryStorage

from pyengine.games.abquetschen.position import START_TOPS
from pyengine.games.abquetschen.rules import State
from pyengine.games.abquetschen.search import positions_of
from pyengine.pyramid.geometry import carries, funnels
from pyengine.pyramid.projection import centre
from tests.engine.test_abquetschen_rules import _row_position, _set_position

HOSTILE_NAME = "<img src=x onerror=alert(1)>"


# The control of each move: a spot of the pyramid, a start spot, else its button.
TAP_OF = {"place": "build", "take_back": "build", "start": "aq_start"}


def text(c: Controller) -> str:
    return unescape(page(c))


def state(c: Controller) -> dict[str, Any]:
    assert c.match is not None
    st: dict[str, Any] = c.match.view(None)["state"]
    return st


def arg(q: list[int] | tuple[int, ...]) -> str:
    return f"{q[0]},{q[1]},{q[2]}"


def start(c: Controller, kinds: list[str] | None = None, **options: str) -> None:
    assert c.dispatch("new", "abquetschen")
    form = c.setup
    assert form is not None
    assert len(form.players) == 3  # a game for three
    for i, kind in enumerate(kinds or []):
        c.dispatch("set_kind", str(i), kind)
    for key, value in options.items():
        c.dispatch("set_option", key, value)
    c.dispatch("start")
    assert c.notice is None, c.notice
    assert c.match is not None and c.match.game_id == "abquetschen"


def targets(c: Controller, act: str) -> list[dict[str, str | None]]:
    return [a for tag, a in parse(page(c)).tags if tag == "g" and a.get("data-act") == act]


def to_my_build(c: Controller) -> None:
    """Let the computers play and throw until the human has dice to build."""
    for _ in range(400):
        if c.bot_delay() is not None:
            assert c.step_bot()
            continue
        phase = state(c)["phase"]
        if phase in ("build", "bonus"):
            return
        if phase == "start":
            tap(c, "aq_start", arg(state(c)["start_tops"][0]))
        else:
            tap(c, "throw")
        assert c.notice is None, c.notice
    raise AssertionError("never got to build")


def test_the_opening_and_the_start_spot() -> None:
    c = make(seed=11)
    start(c)
    assert "The first to throw a 4" in text(c)
    for _ in range(200):
        if c.bot_delay() is not None:
            assert c.step_bot()
        elif state(c)["phase"] == "start":
            break
        else:
            tap(c, "throw")
    st = state(c)
    if st["start_player"] != 0:  # a computer started: its start pyramid is on the plate
        assert len(st["pyramid"]["dice"]) == 4
        return
    html = page(c)
    assert "You threw a 4: you are the start player" in unescape(html)
    spots = targets(c, "aq_start")
    assert sorted(a["data-arg"] or "" for a in spots) == sorted(arg(q) for q in st["start_tops"])
    labels = {a["aria-label"] for a in spots}
    assert len(labels) == 3  # top, bottom left, bottom right: told apart by ear
    log = len(c.match.log)  # type: ignore[union-attr]
    forged = move_val({"type": "start", "at": [0, 0, 7]})
    tap(c, "aq_start", "0,0,7", val=forged)  # not a start spot: explained, nothing changes
    assert c.notice == "Choose one of the three ringed spots in the middle."
    assert len(c.match.log) == log  # type: ignore[union-attr]
    c.dispatch("dismiss")
    tap(c, "aq_start", spots[0]["data-arg"] or "")
    assert len(state(c)["pyramid"]["dice"]) == 4
    assert "You built the start pyramid." in text(c)


def test_placing_die_by_die_taking_back_and_confirming() -> None:
    c = make(seed=5)
    start(c)
    to_my_build(c)
    seat = c.acting_human()
    assert seat == 0
    st = state(c)
    need = st["need"]
    legal = [a["at"] for a in c.match.legal_actions(0) if a["type"] == "place"]  # type: ignore[union-attr]
    ok = [a for a in targets(c, "build") if "pyr-muted" not in (a.get("class") or "")]
    assert sorted(a["data-arg"] or "" for a in ok) == sorted(arg(q) for q in legal)
    dice = "die" if need == 1 else "dice"
    assert f"Build {need} {dice} (0 in)" in text(c)
    assert "Tap a ringed spot to put a die there." in text(c)
    assert 'data-act="confirm"' not in page(c)
    assert 'data-act="undo" disabled' in page(c)  # in its place from the start: no shift
    # A spot where a die may rest but not this turn: a reason in words, nothing changes.
    muted = [a for a in targets(c, "build") if "pyr-muted" in (a.get("class") or "")]
    log = len(c.match.log)  # type: ignore[union-attr]
    tap(c, "build", muted[0]["data-arg"] or "")
    assert c.notice and not c.notice.startswith("A 'place'"), c.notice
    assert c.notice != "That move is not possible now."
    assert len(c.match.log) == log  # type: ignore[union-attr]
    # Put one die, take it back by tapping it, put it again.
    first = arg(legal[0])
    tap(c, "build", first)
    assert c.notice is None, c.notice
    assert state(c)["placed"] == [legal[0]]
    html = page(c)
    assert "pyr-new" in html and "pyr-drop" in html
    assert f"Build {need} {dice} (1 in)" in text(c)
    tap(c, "build", first)
    assert state(c)["placed"] == []
    tap(c, "build", first)
    while len(state(c)["placed"]) < need:
        nxt = next(a for a in c.match.legal_actions(0) if a["type"] == "place")  # type: ignore[union-attr]
        tap(c, "build", arg(nxt["at"]))
        assert c.notice is None, c.notice
    assert f"Build {need} {dice} ({need} in)" in text(c)
    assert 'data-act="confirm"' in page(c)
    # all in, no spot ringed: the line under the count says what is left to do
    assert "Tap a ringed spot" not in text(c)
    assert "All in: confirm, or take one back." in text(c)
    c.dispatch("undo")
    assert len(state(c)["placed"]) == need - 1
    nxt = next(a for a in c.match.legal_actions(0) if a["type"] == "place")  # type: ignore[union-attr]
    tap(c, "build", arg(nxt["at"]))
    supply = state(c)["seats"][0]["supply"]
    tap(c, "confirm")
    assert state(c)["seats"][0]["supply"] == supply - need
    assert f"You threw {need} and built {need} dice." in text(c) or c.match.is_over  # type: ignore[union-attr]


def test_a_refused_die_says_the_precise_reason() -> None:
    c = make(seed=5)
    start(c)
    to_my_build(c)
    st = state(c)
    taken = {tuple(d["at"]) for d in st["pyramid"]["dice"]}
    there = next(iter(taken))  # no target: a stale page's spot
    tap(c, "build", arg(there), val=move_val({"type": "place", "at": list(there)}))
    assert c.notice == "There is a die there already."
    apex = move_val({"type": "place", "at": [0, 0, 0]})
    tap(c, "build", "0,0,0", val=apex)  # the apex rests on nothing yet
    assert c.notice == "A die there would not rest on three dice."


def test_the_computers_build_die_by_die_and_dice_left_stay_in_view() -> None:
    c = make(seed=9)
    start(c)
    seen: list[int] = []
    for _ in range(300):
        if c.bot_delay() is None:
            st = state(c)
            if st["phase"] == "start":
                tap(c, "aq_start", arg(st["start_tops"][0]))
            elif st["phase"] in ("opening", "throw"):
                tap(c, "throw")
            else:
                nxt = c.match.legal_actions(0)[0]  # type: ignore[union-attr]
                c.dispatch(
                    nxt["type"] if nxt["type"] != "place" else "build",
                    arg(nxt.get("at", [0, 0, 0])),
                )
            continue
        assert c.step_bot()
        st = state(c)
        if st["phase"] == "build" and st["turn"] != 0:
            placed = len(st["placed"])
            html = text(c)
            assert f"is building: {placed} of {st['need']}" in html
            seen.append(placed)
            if placed >= 2:
                break
    assert seen[:3] == [0, 1, 2]
    html = page(c)
    cards = [
        a for tag, a in parse(html).tags if tag == "li" and "aq-player" in (a.get("class") or "")
    ]
    assert len(cards) == 3
    for info, card in zip(state(c)["seats"], cards, strict=True):
        assert f"{info['supply']} dice left" in (card.get("aria-label") or "")


def test_the_bonus_is_announced_and_can_be_left() -> None:
    c = make(seed=5)
    start(c, ["human", "human", "human"], dice="physical")
    match = c.match
    assert match is not None
    dice, new = _row_position()
    _set_position(match, dice, 0, [True, True, True])
    match.play(0, {"type": "throw", "values": [4]})
    for p in sorted(positions_of(new), key=lambda p: -sum(p)):
        tap(c, "build", arg(p))
        assert c.notice is None, c.notice
    tap(c, "confirm")
    assert isinstance(match.state, State) and match.state.phase == "bonus"
    html = text(c)
    assert "A row of 4! Bonus: 1 die" in html
    assert 'data-act="skip_bonus"' in page(c)
    tap(c, "skip_bonus")
    assert state(c)["turn"] == 1 and state(c)["seats"][0]["supply"] == 55 - 4


def test_turns_in_words_from_the_log() -> None:
    """The log read back as turns: a row of 4 with its bonus left, built, or nowhere to go;
    a throw that could not be built; the winning throw; spoken to the viewer as "you"."""
    names = [Person("Ann", you=True), Person("Bob")]
    row = [(0, 0, 5), (0, 0, 6), (0, 0, 7), (0, 0, 8)]
    st = {"end": None, "winner": None, "phase": "throw", "seats": []}
    left = Turn(1, "turn", 4, dice=row, confirmed=1, skipped=True)
    assert left.row == 4 and left.earned == 1
    words = turn_text("en", names, left, -1, False)
    assert (
        words
        == "Bob threw 4 and built 4 dice. A row of 4 earned bonus dice; they were left unbuilt."
    )
    built = Turn(0, "turn", 4, dice=row, bonus_dice=[(1, 0, 7)], confirmed=2)
    assert turn_text("en", names, built, -1, False) == (
        "You threw 4 and built 4 dice. A row of 4 earned 1 bonus die, built as well."
    )
    nowhere = Turn(1, "turn", 4, dice=row, confirmed=1)
    assert turn_text("nl", names, nowhere, -1, False).endswith("maar die konden nergens.")
    none = Turn(1, "turn", 1)
    assert turn_text("en", names, none, -1, False) == "Bob threw 1: no build possible."
    assert turn_text("en", names, none, -1, True) == "Bob threw 1 and is still building."
    won = Turn(1, "turn", 6)
    st["end"], st["winner"] = "throw", 1
    st["seats"] = [{"supply": 9}, {"supply": 5}]
    assert won_with(st, won, [none, won]) == 5 and won_with(st, none, [none, won]) == -1
    assert turn_text("en", names, won, 5, False) == (
        "Bob threw 6 with only 5 dice left and wins at once."
    )


def test_physical_dice_enter_the_turquoise_throw() -> None:
    c = make(seed=3)
    start(c, dice="physical")
    for _ in range(200):
        if c.entry is not None:
            assert "Turquoise die" in text(c)
            value = "4" if c.entry.for_bot else "3"
            c.dispatch("pick", "0", value)
            c.dispatch("enter")
        elif c.bot_delay() is not None:
            assert c.step_bot()
        elif state(c)["phase"] == "start":
            tap(c, "aq_start", arg(state(c)["start_tops"][0]))
        elif state(c)["phase"] in ("opening", "throw"):
            tap(c, "throw")
            assert c.entry is not None and not c.entry.for_bot
            assert "Enter your throw" in text(c)
        else:
            break
        assert c.notice is None, c.notice
    assert state(c)["throw"] == 3 and state(c)["need"] == 3


def test_a_reload_in_the_middle_of_a_build_keeps_the_placed_dice() -> None:
    storage = MemoryStorage()
    c = make(storage, seed=5)
    start(c)
    to_my_build(c)
    nxt = next(a for a in c.match.legal_actions(0) if a["type"] == "place")  # type: ignore[union-attr]
    tap(c, "build", arg(nxt["at"]))
    placed = state(c)["placed"]
    again = make(storage, seed=99)  # a reload: the app opens the game where it was
    assert again.screen == "game" and state(again)["placed"] == placed
    assert again.acting_human() == 0 and "pyr-new" in page(again)


def test_odd_names_dutch_and_the_rules() -> None:
    c = make(seed=4, lang="nl-NL")
    assert c.dispatch("new", "abquetschen")
    c.dispatch("set_name", "1", HOSTILE_NAME)
    c.dispatch("start")
    html = page(c)
    assert HOSTILE_NAME not in html and "&lt;img" in html
    assert "Wie het eerst een 4 gooit" in unescape(html)
    for lang, words in (("nl", "turkooizen"), ("en", "turquoise")):
        rules = rules_html("abquetschen", lang)
        assert words in rules and "<h2>" in rules


def test_a_whole_game_to_the_ranking() -> None:
    c = make(seed=21)
    start(c)
    for _ in range(3000):
        if c.match is None or c.match.is_over:
            break
        if c.bot_delay() is not None:
            assert c.step_bot()
            continue
        st = state(c)
        if st["phase"] == "start":
            tap(c, "aq_start", arg(st["start_tops"][1]))
        elif st["phase"] in ("opening", "throw"):
            tap(c, "throw")
        else:
            nxt = c.match.legal_actions(0)[-1]
            kind = nxt["type"]
            tap(c, TAP_OF.get(kind, kind), val=move_val(nxt))
        assert c.notice is None, c.notice
    assert c.match is not None and c.match.is_over
    html = text(c)
    assert "Game over" in html and 'data-act="again"' in page(c)
    assert "Game log" in html


def _card(c: Controller) -> str:
    html = unescape(page(c))
    return html[html.index('class="panel aq-turn') : html.index('class="aq-players"')]


def test_the_others_turns_at_the_top_of_the_card_until_i_throw() -> None:
    c = make(seed=5)
    start(c)
    to_my_build(c)
    # my build: the card is about it alone
    assert 'class="aq-news aq-since"' not in _card(c)
    while state(c)["phase"] in ("build", "bonus") and state(c)["turn"] == 0:
        nxt = c.match.legal_actions(0)[0]  # type: ignore[union-attr]
        kind = nxt["type"]
        tap(c, TAP_OF.get(kind, kind), val=move_val(nxt))
    # the computers, one after the other: the card tells what happened before each
    while c.bot_delay() is not None:
        assert c.step_bot()
    if c.match.is_over:  # type: ignore[union-attr]
        return
    card = _card(c)
    news = card[: card.index("<h2>")]  # above whose turn it is
    assert news.count("<li>") == 2
    assert "Computer threw" in news and "Computer 2 threw" in news
    assert "Your turn" in card[card.index("<h2>") :]
    tap(c, "throw")  # my next action: the news goes
    assert "Computer threw" not in _card(c)


def test_a_throw_that_cannot_be_built_is_told_to_me() -> None:
    people = [Person("Ann", you=True), Person("Bob")]
    mine = Turn(0, "turn", 6)
    assert turn_text("en", people, mine, -1, False) == "You threw 6: no build possible."
    assert turn_text("nl", people, mine, -1, False) == "Je gooide 6: geen bouwsel mogelijk."
    theirs = Turn(1, "turn", 1, dice=[(0, 0, 8)], confirmed=1)
    assert turn_text("en", people, theirs, -1, False) == "Bob threw 1 and built 1 die."


def test_every_spot_tapped_is_a_whole_hexagon_and_a_covered_new_die_is_not_a_target() -> None:
    c = make(seed=5)
    start(c)
    to_my_build(c)
    st = state(c)
    nxt = next(a for a in c.match.legal_actions(0) if a["type"] == "place")  # type: ignore[union-attr]
    tap(c, "build", arg(nxt["at"]))
    html = page(c)
    assert "pyr-core" not in html  # no shrunken tap areas: each target its whole hexagon
    st = state(c)
    occupied = {tuple(d["at"]) for d in st["pyramid"]["dice"]}
    spots = set(funnels(occupied))  # type: ignore[arg-type]
    new = tuple(st["placed"][0])
    covered = any(q in occupied or q in spots for q in carries(new))  # type: ignore[arg-type]
    die_targets = [a for a in targets(c, "build") if "pyr-t-die" in (a.get("class") or "")]
    assert bool(die_targets) is not covered
    # either way Undo takes it back
    assert 'data-act="undo"' in html
    c.dispatch("undo")
    assert state(c)["placed"] == []


def test_start_spots_are_named_as_the_picture_shows_them() -> None:
    """Three spots round the middle, each named by where it lies from there on the screen:
    "at the top", "bottom right", "bottom left" in the view from one's own side."""
    tops: list[tuple[int, int, int]] = list(START_TOPS)
    for side in range(3):
        words = {start_spot_words("en", q, tops, side) for q in tops}
        assert len(words) == 3
        pts = {q: centre(q, side) for q in tops}
        mx, my = sum(x for x, _ in pts.values()) / 3, sum(y for _, y in pts.values()) / 3
        for q, (x, y) in pts.items():
            said = start_spot_words("en", q, tops, side)
            assert ("left" in said) == (x < mx - 0.1), (side, said)
            assert ("right" in said) == (x > mx + 0.1), (side, said)
            assert ("top" in said) == (y < my - 0.1), (side, said)
            assert ("bottom" in said) == (y > my + 0.1), (side, said)
    assert start_spot_words("en", tops[2], tops, 0) == "in the middle, at the top"
