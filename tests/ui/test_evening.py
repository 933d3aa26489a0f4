"""An evening on CPython (issue 34, app/evening.py): Abquetschen played to its end, "Play
on" to Raffzahn on the pyramid just built, the evening's table before the next game (nothing
moves meanwhile) and at its end, a reload in between, "Play again" without the pyramid, the
history's one entry with a replay per game, statistics, delete with undo, export and
import; a table of two gets no offer but says why."""

from __future__ import annotations

import json
from html import unescape
from typing import Any

import pytest
from helpers import TAB_SESSIONS, make, page, parse, tap
from spelkast_ui.app.controller import Controller
from spelkast_ui.app.evening import Evening
from spelkast_ui.app.evening_screens import evening_table
from spelkast_ui.app.saves import SaveSummary
from spelkast_ui.games.raffzahn.play import STOP
from spelkast_ui.kit.gameplay import move_val
from spelkast_ui.kit.i18n import Person
from spelkast_ui.kit.storage import MemoryStorage
from test_net_table import Hub, device, frame, join

from pyengine.pyramid.geometry import POSITIONS

# The tests below follow one evening, each from where the one before left it (a module's
# fixture): under xdist they stay on one worker, in order.
pytestmark = pytest.mark.xdist_group("ui-evening")


# The control of each move: a spot of the pyramid, a start spot, else its button.
TAP_OF = {"place": "build", "take_back": "build", "start": "aq_start"}


def arg(q: list[int] | tuple[int, ...]) -> str:
    return f"{q[0]},{q[1]},{q[2]}"


def text(c: Controller) -> str:
    return unescape(page(c))


def acts(c: Controller) -> list[tuple[str | None, str | None, str]]:
    return [(a.get("data-act"), a.get("data-arg"), label) for a, label in parse(page(c)).buttons]


def play_abquetschen(c: Controller, kinds: list[str]) -> None:
    """A whole game of Abquetschen; the person (seat 0) builds the first set offered."""
    assert c.dispatch("new", "abquetschen")
    while len(c.setup.players) < len(kinds):  # type: ignore[union-attr]
        c.dispatch("add_player")
    while len(c.setup.players) > len(kinds):  # type: ignore[union-attr]
        c.dispatch("remove_player", str(len(c.setup.players) - 1))  # type: ignore[union-attr]
    for i, kind in enumerate(kinds):
        c.dispatch("set_kind", str(i), kind)
    c.dispatch("start")
    for _ in range(5000):
        if c.match is None or c.match.is_over:
            return
        if c.bot_delay() is not None:
            assert c.step_bot()
            continue
        st = c.match.view(0)["state"]
        if st["phase"] == "start":
            tap(c, "aq_start", arg(st["start_tops"][0]))
        elif st["phase"] in ("opening", "throw"):
            tap(c, "throw")
        else:
            nxt = c.match.legal_actions(0)[0]
            kind = nxt["type"]
            tap(c, TAP_OF.get(kind, kind), val=move_val(nxt))
        assert c.notice is None, c.notice
    raise AssertionError("the game did not end")


def play_raffzahn(c: Controller) -> None:
    """Raffzahn to its end by the app's own clock; the person throws at once, takes the
    first die he may and, as the thrower, calls STOP when only he could still move."""
    for _ in range(20000):
        assert c.match is not None
        if c.match.is_over:
            return
        page(c)  # drawing starts a race's clock, as in the browser
        st = c.match.view(0)["state"]
        if st["phase"] == "throw" and st["roller"] == 0:
            assert c.dispatch("rz_throw", "0")
            continue
        delay = c.bot_delay()
        if delay is None and c.game_play().waiting(c):  # the verdict read: "Next"
            assert c.dispatch("race_next")
            continue
        if delay is None and c.racing() and st["roller"] == 0:
            assert c.dispatch("rz_stop", "0", STOP, stamp=c.clock())
            continue
        assert delay is not None, "nothing would happen"
        c.now.ms += max(delay, 1)  # type: ignore[attr-defined]
        c.step_bot()
    raise AssertionError("Raffzahn did not end")


@pytest.fixture(scope="module")
def evening() -> tuple[MemoryStorage, dict[str, Any]]:
    """One person and two computers: Abquetschen to its end (the shared start of the
    tests below), as a stored tab."""
    storage = MemoryStorage()
    c = make(storage, seed=31)
    play_abquetschen(c, ["human", "greedy", "strong"])
    session = TAB_SESSIONS[storage]  # the tab's own: a reload reopens the finished game
    return storage, {"gid": c.game_id, "finished": (dict(storage.data), dict(session.data))}


def test_play_on_starts_raffzahn_on_the_pyramid_behind_the_evening_table(
    evening: tuple[MemoryStorage, dict[str, Any]],
) -> None:
    storage, known = evening
    c = make(storage)  # a reload: the finished game is on screen again
    assert c.match is not None and c.match.is_over and c.game_id == known["gid"]
    built = c.match.rules.handed_on(c.match.state)
    html = text(c)
    assert "Play on with this pyramid" in html and "Raffzahn takes this game" in html
    assert "still missing are added at random" in html
    buttons = acts(c)
    assert ("play_on", None, "Play on: Raffzahn") in buttons
    assert [b for b in buttons if b[0] == "again"], "Play again stays"
    places = c.match.result["places"]  # type: ignore[index]
    names = [p["name"] for p in c.match.players]
    assert c.dispatch("play_on")
    assert c.match.game_id == "raffzahn" and c.match.options["pyramid"] == built
    assert [p["name"] for p in c.match.players] == names  # the same people, the same seats
    assert [p["bot"] for p in c.match.players] == [None, "beginner", "sensible"]  # the same height
    assert c.evening == (known["gid"], 1) and c.evening_intro
    assert c.bot_delay() is None  # nothing moves while the table is read
    html = text(c)
    assert "Evening: game 2 of 2" in html and "The evening so far" in html
    assert "Next: Raffzahn" in html and "Raffzahn takes the pyramid of Abquetschen" in html
    # "Start" comes before the table so far: six rows above it pushed it below a phone's fold
    assert page(c).index('data-act="evening_go"') < page(c).index("evening-table")
    body = page(c).split("<tbody>")[1]
    for seat, place in enumerate(places):
        assert f"<td>{place}</td><td><strong>{place}</strong>" in body, (seat, place)
    lead = "You are in the lead." if places[0] == 1 else "is in the lead"
    assert lead in html or "share the lead" in html
    assert ("evening_go", None, "Start Raffzahn") in acts(c)
    first = c.saves.summary(known["gid"])
    assert first is not None and first.evening == (known["gid"], 0)
    assert c.dispatch("evening_go")
    assert not c.evening_intro and c.bot_delay() is not None  # the set-up throw
    known["raffzahn"] = c.game_id
    known["places"] = places


def test_the_evening_table_at_the_end_and_the_history_entry(
    evening: tuple[MemoryStorage, dict[str, Any]],
) -> None:
    storage, known = evening
    if "raffzahn" not in known:
        pytest.skip("needs the test before")
    c = make(storage)  # a reload in the middle of the evening's second game
    assert c.game_id == known["raffzahn"] and c.evening == (known["gid"], 1)
    assert not c.evening_intro  # a reload never holds the game again
    play_raffzahn(c)
    second = c.match.result["places"]  # type: ignore[index]
    html = text(c)
    assert "The evening" in html and "The places of each game add up" in html
    totals = [a + b for a, b in zip(known["places"], second, strict=True)]
    assert "Abquetschen + Raffzahn" in html  # each game's place, added up in its row
    for a, b, total in zip(known["places"], second, totals, strict=True):
        assert f"<td>{a} + {b}</td><td><strong>{total}</strong>" in page(c)
    best = min(totals)
    said = "You win the evening!" if totals[0] == best and totals.count(best) == 1 else "evening"
    assert said in html
    assert "Play on" not in html  # Raffzahn hands nothing on
    # the end's buttons right under the outcome, the evening's table under them (above
    # them it pushed them below a phone's fold); the last round's sentences spaced apart
    raw = page(c)
    assert raw.index('data-act="again"') < raw.index("evening-table")
    summary = raw.split('class="rz-summary">')[-1].split("</div>")[0]
    assert summary.count("<p>") >= 2 and ".</p><p>" not in summary, summary
    # "Play again" is a fresh game of Raffzahn: its own pyramid, no evening
    assert c.dispatch("again")
    assert c.match.game_id == "raffzahn" and c.match.options == {"pyramid": None}
    assert c.evening is None
    c.dispatch("home")
    home = text(c)
    assert "Evening: Abquetschen and Raffzahn" in home
    assert "The places of each game add up" in home  # the card says what its numbers are
    views = [b for b in acts(c) if b[0] == "replay"]
    assert [b[1] for b in views][:2] == [known["gid"], known["raffzahn"]]
    c.dispatch("history")
    history = text(c)
    assert "Evenings: 1 played" in history
    assert history.count("Evening: Abquetschen and Raffzahn") == 1
    assert c.dispatch("replay", known["raffzahn"])
    assert c.replay is not None and c.replay.match.game_id == "raffzahn"


def test_an_evening_travels_in_an_export_and_is_deleted_as_one(
    evening: tuple[MemoryStorage, dict[str, Any]],
) -> None:
    storage, known = evening
    if "raffzahn" not in known:
        pytest.skip("needs the tests before")
    c = make(storage)
    c.dispatch("home")
    c.dispatch("history")
    c.dispatch("export")
    _name, exported = c.take_download()  # type: ignore[misc]
    games = json.loads(exported)["games"]
    links = sorted(g["record"].get("evening", {}).get("part", -1) for g in games)
    assert links[-2:] == [0, 1]
    delete = [b for b in acts(c) if b[0] == "delete" and (b[1] or "").startswith("evening:")]
    assert len(delete) == 1
    c.dispatch("delete", delete[0][1] or "")
    assert "Evening: Abquetschen" not in text(c)
    c.dispatch("undo_delete")
    assert "Evening: Abquetschen" in text(c)
    c.dispatch("delete", delete[0][1] or "")
    c.dispatch("history")  # the next action makes the delete final
    assert c.saves.summary(known["gid"]) is None and c.saves.summary(known["raffzahn"]) is None
    fresh = make(MemoryStorage())  # another device takes the file
    fresh.dispatch("history")
    fresh.dispatch("import_file", "file", exported)
    fresh.dispatch("home")
    assert "Evening: Abquetschen and Raffzahn" in text(fresh)


def test_a_phone_keeps_its_seat_when_the_table_plays_on(
    evening: tuple[MemoryStorage, dict[str, Any]],
) -> None:
    """Several devices (issue 38): the joined phone holds its seat in the evening's next
    game, as at a rematch, and its screen follows the table to Raffzahn."""
    storage, session = MemoryStorage(), MemoryStorage()
    storage.data.update(evening[1]["finished"][0])
    session.data.update(evening[1]["finished"][1])
    hub = Hub()
    table = make(storage, session=session)
    table.net.attach(hub.transport("table", table))
    phone = device(hub, "phone")
    join(hub, table, phone, [0])
    assert table.remote_seats() == [0] and "Abquetschen" in frame(phone)
    assert table.dispatch("play_on")
    hub.pump()
    assert table.match is not None and table.match.game_id == "raffzahn"
    assert table.remote_seats() == [0] and phone.screen == "net_table"
    assert "Raffzahn" in frame(phone)


def test_home_from_the_evening_table_keeps_the_evening(
    evening: tuple[MemoryStorage, dict[str, Any]],
) -> None:
    """ "Home" on the evening's table, before the next game's first move: that game is
    listed to continue (it was forgotten as a game without a move, and the evening with it),
    and it continues where the evening left it."""
    storage, session = MemoryStorage(), MemoryStorage()
    storage.data.update(evening[1]["finished"][0])
    session.data.update(evening[1]["finished"][1])
    c = make(storage, session=session)
    assert c.dispatch("play_on") and c.evening_intro
    gid = c.game_id
    c.dispatch("home")
    assert ("continue", gid) in [(a, g) for a, g, _ in acts(c)], acts(c)
    again = make(storage, session=MemoryStorage())  # the device another day
    assert again.dispatch("continue", gid)
    assert again.match is not None and again.match.game_id == "raffzahn"
    assert again.evening == (evening[1]["gid"], 1)


def test_two_players_get_no_offer_but_are_told_why() -> None:
    c = make(seed=4, lang="nl")
    play_abquetschen(c, ["human", "greedy"])
    html = text(c)
    assert "Raffzahn breekt deze piramide af met 3 spelers; met 2 kan dat niet." in html
    assert "play_on" not in page(c)
    assert c.dispatch("play_on") and c.notice is not None  # a stale tap is refused
    assert c.match.game_id == "abquetschen"


def test_dutch_words_and_bunte_kuh_then_cui_bono() -> None:
    c = make(seed=6, lang="nl")
    assert c.dispatch("new", "bunte-kuh")
    for i in range(len(c.setup.players)):  # type: ignore[union-attr]
        c.dispatch("set_kind", str(i), "strong")
    c.dispatch("start")
    for _ in range(20000):
        if c.match.is_over:  # type: ignore[union-attr]
            break
        page(c)
        delay = c.bot_delay()
        assert delay is not None
        c.now.ms += max(delay, 1)  # type: ignore[attr-defined]
        c.step_bot()
    html = text(c)
    assert "Verder: Cui bono?" in html and "Speel verder op deze piramide" in html
    c.dispatch("play_on")
    assert c.match.game_id == "cui-bono"  # type: ignore[union-attr]
    assert "Avond: spel 2 van 2" in text(c) and "Begin Cui bono?" in text(c)
    pyramid = c.match.options["pyramid"]  # type: ignore[union-attr]
    assert len(pyramid["dice"]) < len(POSITIONS)


def test_a_shared_evening_is_won_together_in_words() -> None:
    """Equal totals at the evening's end: they win it together ("share the evening" read
    as spending it together)."""
    names = ("Anna", "Bram", "Carmen")

    def game(gid: str, kind: str, part: int, places: list[int]) -> SaveSummary:
        return SaveSummary(
            gid,
            kind,
            names,
            1.0,
            9,
            True,
            None,
            1.0,
            (None,) * 3,
            {"places": places},
            evening=("e", part),
        )

    ev = Evening("e", (game("e", "abquetschen", 0, [1, 2, 3]), game("f", "raffzahn", 1, [2, 1, 3])))
    people = [Person(n) for n in names]
    said = {lang: unescape(evening_table(lang, ev, people, final=True)) for lang in ("en", "nl")}
    assert "Anna and Bram win the evening together." in said["en"], said["en"]
    assert "Anna en Bram winnen de avond samen." in said["nl"], said["nl"]
