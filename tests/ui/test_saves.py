"""Where saves live: the SaveStore's mirror and write queue over a backend that answers
later (as IndexedDB does), refused writes, the one-time migration, and two tabs."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from helpers import ROOT, make, page, start, step, tap
from spelkast_ui.app.controller import CURRENT_KEY, Controller
from spelkast_ui.app.outbox import OUTBOX_PREFIX
from spelkast_ui.app.saves import (
    FULL,
    PREFIX,
    UNSAVED_PREFIX,
    Loaded,
    SaveError,
    SaveStore,
    Snapshot,
    read_summary,
    summary_of,
)
from spelkast_ui.app.screens import title
from spelkast_ui.app.tabs import MOVED, OTHER, OWN, TAKING
from spelkast_ui.kit.storage import MemoryStorage

from pyengine import load_match


class SlowBackend:
    """IndexedDB as the store sees it: summaries and records, every answer later (``run``).
    ``room`` (characters of records) makes a write fail like a full device."""

    keeps_summaries = True

    def __init__(self) -> None:
        self.records: dict[str, str] = {}
        self.summaries: dict[str, str] = {}
        self.waiting: list[Callable[[], None]] = []
        self.room: int | None = None
        self.puts = 0
        self.reads: list[str] = []
        self.held: set[str] = set()  # games another open tab plays (their Web Locks)

    def snapshot(self) -> Snapshot:
        """As store.js reads at start: every summary, the records of games in progress."""
        records = {}
        for gid, raw in self.records.items():
            summary = read_summary(gid, self.summaries.get(gid, ""))
            if summary is None or not summary.over:
                records[gid] = raw
        return Snapshot(dict(self.summaries), records, frozenset(self.held))

    def put(self, gid: str, record: str, summary: str, done: Callable[[str | None], None]) -> None:
        def work() -> None:
            used = sum(len(v) for k, v in self.records.items() if k != gid)
            if self.room is not None and used + len(record) > self.room:
                done(FULL)  # the transaction aborts: neither record nor summary changes
                return
            self.records[gid], self.summaries[gid] = record, summary
            self.puts += 1
            done(None)

        self.waiting.append(work)

    def repair(self, gid: str, record: str, summary: str) -> None:
        def work() -> None:
            if self.records.get(gid) == record:
                self.summaries[gid] = summary
                self.puts += 1

        self.waiting.append(work)

    def delete(self, gid: str, done: Callable[[str | None], None]) -> None:
        def work() -> None:
            self.records.pop(gid, None)
            self.summaries.pop(gid, None)
            done(None)

        self.waiting.append(work)

    def read(self, gid: str, done: Callable[[str | None, str | None], None]) -> None:
        self.reads.append(gid)
        self.waiting.append(lambda: done(self.records.get(gid), self.summaries.get(gid)))

    def read_all(self, done: Callable[[list[tuple[str, str]]], None]) -> None:
        self.waiting.append(lambda: done(sorted(self.records.items())))

    def run(self) -> None:
        while self.waiting:
            self.waiting.pop(0)()


def reference(game: str, case: int = 0) -> dict[str, Any]:
    entries = json.loads(
        (ROOT / "tests" / "data" / "reference-saves" / f"{game}.json").read_text("utf-8")
    )
    return dict(entries[case]["save"])


def record_text(gid: str, save: dict[str, Any], updated: float = 1.0) -> str:
    record = {"v": 1, "id": gid, "game": save["game"], "created": 0.5, "updated": updated}
    return json.dumps({**record, "seen_rounds": 0, "save": save})


class Clock:
    """Every reading a millisecond later than the one before, shared by all tabs."""

    def __init__(self) -> None:
        self.ms = 1_750_000_000_000.0

    def __call__(self) -> float:
        self.ms += 1
        return self.ms


CLOCK = Clock()


def tab(
    backend: SlowBackend,
    session: MemoryStorage | None = None,
    tabs: Any = None,
    local: MemoryStorage | None = None,
) -> Controller:
    """A tab of one browser: ``local`` is its localStorage (shared by the browser's tabs),
    ``session`` its own session storage."""
    seeds = iter(range(5, 1000))
    c = Controller(
        local if local is not None else MemoryStorage(),
        now=CLOCK,
        new_seed=lambda: next(seeds),
        browser_lang="en",
        session=session,
        saves=backend,
        tabs=tabs,
    )
    c.mount()
    backend.run()
    return c


def test_only_games_in_progress_are_read_at_start_finished_ones_when_asked() -> None:
    backend = SlowBackend()
    finished = reference("qwinn")
    going = {**finished, "log": finished["log"][:5]}
    backend.records = {"done": record_text("done", finished), "going": record_text("going", going)}
    SaveStore(backend).summaries()  # a first start stores the summaries of both
    backend.run()
    assert set(backend.summaries) == {"done", "going"} and backend.puts == 2

    store = SaveStore(backend)
    assert [s.id for s in store.summaries()] == ["done", "going"]
    done = store.summary("done")
    assert done is not None and done.over and done.result is not None
    assert done.result["winners"] == load_match(finished).result["winners"]
    assert done.bots == tuple(p.get("bot") for p in finished["players"])
    assert store.has_record("going") and not store.has_record("done")
    got: list[Loaded | SaveError] = []
    store.fetch("done", got.append)
    assert got == []  # the database answers later
    backend.run()
    assert isinstance(got[0], Loaded) and got[0].match.is_over
    assert store.has_record("done")
    exported: list[list[tuple[str, str]]] = []
    store.fetch_all(exported.append)
    backend.run()
    assert [gid for gid, _ in exported[0]] == ["done", "going"]


def test_one_write_per_game_at_a_time_and_the_newest_follows() -> None:
    backend = SlowBackend()
    c = tab(backend)
    start(c)
    c.dispatch("roll")
    tap(c, "stand")
    assert backend.puts == 0 and c.saves.pending()
    assert c.save_warning() is None  # in flight is not "not saved"
    backend.run()
    assert backend.puts == 2  # the first write, then the newest (the middle one skipped)
    assert not c.saves.pending()
    stored = json.loads(backend.records[str(c.game_id)])
    assert stored["save"] == c.game().to_json()
    summary = read_summary(str(c.game_id), backend.summaries[str(c.game_id)])
    assert summary is not None and summary.moves == len(c.game().log)


def test_a_game_without_a_move_is_never_stored_but_survives_a_reload_of_its_tab() -> None:
    storage, session = MemoryStorage(), MemoryStorage()
    c = make(storage, session=session)
    start(c)
    gid = c.game_id
    assert not any(k.startswith(PREFIX) for k in storage.data)
    assert c.save_list() == []
    again = make(storage, session=session)  # reload: the same fresh game
    assert again.screen == "game" and again.game_id == gid
    again.dispatch("home")
    assert again.save_list() == [] and 'data-act="continue"' not in page(again)
    assert not any(k.startswith(UNSAVED_PREFIX) for k in session.data)
    assert make(storage, session=session).screen == "home"
    other = make(storage, session=MemoryStorage())
    start(other)
    other.dispatch("roll")  # the first move stores it
    assert [s.id for s in other.save_list()] == [other.game_id]


def test_the_shared_screen_of_an_older_version_is_taken_once_then_each_tab_has_its_own() -> None:
    storage = MemoryStorage()
    c = make(storage, session=MemoryStorage())
    start(c)
    c.dispatch("roll")
    gid = c.game_id
    storage.data[CURRENT_KEY] = json.dumps({"screen": "game", "game": gid})
    first = make(storage, session=MemoryStorage())  # the reload after the update
    assert first.screen == "game" and first.game_id == gid
    assert CURRENT_KEY not in storage.data
    assert make(storage, session=MemoryStorage()).screen == "home"  # a new tab


def test_a_full_device_keeps_the_moves_tells_and_stores_them_once_there_is_room() -> None:
    backend, session = SlowBackend(), MemoryStorage()
    c = tab(backend, session)
    start(c, players=[("Ann", "human"), ("Computer", "strong")])
    c.dispatch("roll")
    backend.run()
    gid = str(c.game_id)
    stored_moves = len(c.game().log)
    backend.room = 10  # the device is full from now on
    for _ in range(3):
        step(c)
        backend.run()
    unsaved = len(c.game().log) - stored_moves
    assert c.saves.problem == FULL and c.saves.unsaved_moves() == unsaved
    assert f"The last {unsaved} moves are not saved yet" in page(c)
    assert 'data-act="home"' in page(c)  # the way to the list, to free space
    assert json.loads(session.data[UNSAVED_PREFIX + gid])["save"] == c.game().to_json()

    # A new game started while full is kept too.
    c.dispatch("home")
    start(c)
    c.dispatch("roll")
    backend.run()
    second = str(c.game_id)
    assert second not in backend.records and UNSAVED_PREFIX + second in session.data

    # A reload of the tab keeps every unsaved move.
    reloaded = tab(backend, session)
    assert reloaded.game_id == second and len(reloaded.game().log) == 1
    assert reloaded.saves.unsaved_moves() == unsaved + 1
    moves = {s.id: s.moves for s in reloaded.save_list()}
    assert moves[gid] == stored_moves + unsaved

    # Room again (the player deleted something elsewhere): a retry stores everything.
    backend.room = None
    reloaded.retry_saves()
    backend.run()
    assert reloaded.save_warning() is None and not reloaded.saves.pending()
    log = c.saves.load(gid).match.to_json()["log"]
    assert json.loads(backend.records[gid])["save"]["log"] == log
    assert second in backend.records
    assert not any(k.startswith(UNSAVED_PREFIX) for k in session.data)


def full_device_moves(local: MemoryStorage) -> tuple[SlowBackend, Controller, str, int]:
    """A game stored after its first move, then three more moves on a full device."""
    backend = SlowBackend()
    c = tab(backend, MemoryStorage(), local=local)
    start(c, players=[("Ann", "human"), ("Computer", "strong")])
    c.dispatch("roll")
    backend.run()
    backend.room = 10  # the device is full from now on
    for _ in range(3):
        step(c)
        backend.run()
    return backend, c, str(c.game_id), len(c.game().log)


def test_moves_a_full_device_refused_survive_closing_the_tab() -> None:
    """Issue 35: they lived only in the tab's session storage (9 of 9 lost on closing). They
    also wait in localStorage; a tab opened later takes them back and stores them."""
    local = MemoryStorage()
    backend, c, gid, moves = full_device_moves(local)
    assert c.saves.unsaved_moves() > 0 and c.saves.unsaved_kept()
    banner = page(c)
    assert "wait on this device" in banner and 'data-act="export"' not in banner
    assert json.loads(local.data[OUTBOX_PREFIX + gid])["save"]["log"] == c.game().to_json()["log"]
    del c  # the tab is closed: its session storage is gone

    later = tab(backend, MemoryStorage(), local=local)  # a new tab, the device still full
    assert {s.id: s.moves for s in later.save_list()}[gid] == moves
    assert later.saves.unsaved_moves() > 0 and "wait on this device" in page(later)
    backend.room = None  # room again: the next try stores them
    later.retry_saves()
    backend.run()
    assert later.save_warning() is None
    assert len(json.loads(backend.records[gid])["save"]["log"]) == moves
    assert OUTBOX_PREFIX + gid not in local.data
    later.dispatch("continue", gid)
    backend.run()
    assert len(later.game().log) == moves


def test_a_game_another_open_tab_plays_is_left_to_it() -> None:
    local = MemoryStorage()
    backend, _first, gid, moves = full_device_moves(local)
    backend.held = {gid}  # the tab that made the moves still plays it
    other = tab(backend, MemoryStorage(), local=local)
    assert {s.id: s.moves for s in other.save_list()}[gid] < moves
    assert not other.saves.pending() and OUTBOX_PREFIX + gid in local.data


def test_when_nothing_can_keep_the_moves_the_banner_says_closing_loses_them() -> None:
    local = MemoryStorage(quota=0)  # localStorage is full too
    backend, c, gid, moves = full_device_moves(local)
    assert not c.saves.unsaved_kept()
    html = page(c)
    assert "Closing this tab loses them" in html and 'data-act="export"' in html
    c.dispatch("export")
    backend.run()
    _name, text = c.take_download() or ("", "")
    exported = {g["id"]: g["record"] for g in json.loads(text)["games"]}
    assert len(exported[gid]["save"]["log"]) == moves  # the unsaved moves are in the file


def test_deleting_a_game_makes_room_and_the_refused_write_follows() -> None:
    backend = SlowBackend()
    old = tab(backend)
    start(old)
    old.dispatch("roll")
    backend.run()
    big = str(old.game_id)
    backend.records[big] += " " * 5000  # a big old game fills the device
    c = tab(backend)
    start(c)
    backend.room = 5000
    c.dispatch("roll")
    backend.run()
    assert c.saves.problem == FULL
    c.dispatch("home")
    c.dispatch("delete", big)
    c.dispatch("dismiss")  # the next action: no "Undo"
    backend.run()
    assert c.saves.problem is None and str(c.game_id) in backend.records
    assert big not in backend.records


def test_migrated_and_damaged_records_are_listed_and_never_lost() -> None:
    """Records that came from localStorage have no summary: each gets one (a damaged one
    when it cannot be read); none is dropped, and the next start reads summaries only."""
    backend = SlowBackend()
    for game in ("schocken", "qwinto", "kwist", "raffzahn"):
        backend.records[game] = record_text(game, reference(game, 1))
    backend.records["deep"] = "[" * 6000
    backend.records["junk"] = "{broken"
    c = tab(backend)
    assert {s.id for s in c.save_list()} == set(backend.records)
    assert set(backend.summaries) == set(backend.records)
    html = page(c)
    assert html.count("<h3>Damaged save") == 2
    assert backend.records["deep"] == "[" * 6000  # kept as it was
    again = tab(backend)
    assert backend.puts == 6  # no second round of summaries
    assert {s.id for s in again.save_list()} == set(backend.records)
    again.dispatch("delete", "deep")
    again.dispatch("dismiss")  # the next action: no "Undo"
    backend.run()
    assert "deep" not in backend.records


def test_a_record_added_as_text_is_validated_then_stored_with_its_summary() -> None:
    backend = SlowBackend()
    store = SaveStore(backend)
    raw = record_text("imported", reference("cui-bono"), updated=5.0)
    summary = store.add_record("imported", raw)
    assert summary.error is None and summary.game == "cui-bono" and summary.updated == 5.0
    assert store.summary("imported") == summary and store.load("imported").match.is_over
    backend.run()
    assert backend.records["imported"] == raw
    refused = store.add_record("bad", "[" * 6000)
    assert refused.error is not None and store.summary("bad") is None
    backend.run()
    assert "bad" not in backend.records


def test_a_stored_summary_that_cannot_be_trusted_is_made_again_from_the_record() -> None:
    backend = SlowBackend()
    save = reference("schocken")
    backend.records["a"] = record_text("a", save)
    backend.summaries["a"] = "[" * 6000
    store = SaveStore(backend)
    summary = store.summary("a")
    assert summary is not None and summary.error is None and summary.game == "schocken"
    assert summary == summary_of("a", backend.records["a"])


class Locks:
    """Web Locks and the BroadcastChannel of one browser, for the tabs of a test."""

    def __init__(self) -> None:
        self.owner: dict[str, Controller] = {}
        self.waiting: dict[str, Callable[[], None]] = {}  # a take-over, until released

    def port(self) -> TabPort:
        return TabPort(self)


class TabPort:
    def __init__(self, locks: Locks) -> None:
        self.locks = locks
        self.c: Controller | None = None

    def claim(self, gid: str, answer: Callable[[bool], None]) -> None:
        holder = self.locks.owner.get(gid)
        if holder is not None and holder is not self.c:
            answer(False)
            return
        assert self.c is not None
        self.locks.owner[gid] = self.c
        answer(True)

    def take_over(self, gid: str, answer: Callable[[], None]) -> None:
        def granted() -> None:
            assert self.c is not None
            self.locks.owner[gid] = self.c
            answer()

        holder = self.locks.owner.get(gid)
        if holder is None:
            granted()
            return
        self.locks.waiting[gid] = granted
        holder.let_go(gid)  # the owner releases once its writes are done

    def release(self, gid: str) -> None:
        if self.locks.owner.get(gid) is self.c:
            del self.locks.owner[gid]
            waiter = self.locks.waiting.pop(gid, None)
            if waiter is not None:
                waiter()


def two_tabs(backend: SlowBackend) -> tuple[Controller, Controller]:
    locks = Locks()
    out = []
    for _ in range(2):
        port = locks.port()
        c = tab(backend, MemoryStorage(), port)
        port.c = c
        out.append(c)
    return out[0], out[1]


def test_one_tab_plays_a_game_the_other_takes_it_over_with_every_move() -> None:
    backend = SlowBackend()
    one, two = two_tabs(backend)
    start(one, players=[("Ann", "human"), ("Computer", "strong")])
    gid = str(one.game_id)
    for _ in range(4):
        step(one)
        backend.run()
    two.game_changed(gid, backend.records[gid], backend.summaries[gid])  # the channel's news
    assert [s.id for s in two.save_list()] == [gid]

    two.dispatch("continue", gid)
    backend.run()
    assert two.screen == "game" and two.hold == OTHER and two.match is None
    html = page(two)
    assert "This game is open in another tab" in html and 'data-act="play_here"' in html
    assert title(two) == "Open in another tab · Spelkast"
    assert two.bot_delay() is None and not two.dispatch("roll")

    step(one)  # the first tab plays on meanwhile, its write still on the way
    moves = len(one.game().log)
    two.dispatch("play_here")
    assert two.hold == TAKING and "saving its moves" in page(two)
    backend.run()
    assert two.hold == OWN and two.match is not None
    assert len(two.match.log) == moves  # read from the database after the take-over
    assert two.match.to_json() == json.loads(backend.records[gid])["save"]

    assert one.hold == MOVED and one.match is None
    assert "Moved to another tab" in page(one) and one.bot_delay() is None
    assert title(one) == "Moved to another tab · Spelkast"
    assert not one.dispatch("roll") and not tap(one, "stand")
    one.dispatch("home")
    assert one.screen == "home" and one.hold == OWN


def test_moves_a_full_device_kept_are_said_lost_when_another_tab_takes_the_game() -> None:
    """The other tab goes on from what is stored: the first tab must never write its
    refused moves over it later, and says they are not in the game."""
    backend = SlowBackend()
    one, two = two_tabs(backend)
    start(one, players=[("Ann", "human"), ("Computer", "strong")])
    one.dispatch("roll")
    backend.run()
    gid = str(one.game_id)
    stored = backend.records[gid]
    backend.room = 10
    tap(one, "stand")
    backend.run()
    assert one.saves.unsaved_of(gid) == 1
    two.game_changed(gid, backend.records[gid], backend.summaries[gid])
    two.dispatch("continue", gid)
    two.dispatch("play_here")
    backend.run()
    assert two.hold == OWN and two.match is not None and len(two.match.log) == 1
    assert one.hold == MOVED and one.save_warning() is None
    assert "the last move made here could not be saved" in page(one)
    backend.room = None
    one.retry_saves()
    backend.run()
    assert backend.records[gid] == stored  # nothing of tab one's came after the take-over


def test_a_tab_that_leaves_a_game_lets_another_open_it_at_once() -> None:
    backend = SlowBackend()
    one, two = two_tabs(backend)
    start(one)
    one.dispatch("roll")
    backend.run()
    gid = str(one.game_id)
    one.dispatch("home")
    two.game_changed(gid, backend.records[gid], backend.summaries[gid])
    two.dispatch("continue", gid)
    backend.run()
    assert two.hold == OWN and two.match is not None and len(two.match.log) == 1
    one.dispatch("continue", gid)
    backend.run()
    assert one.hold == OTHER
    one.dispatch("home")
    one.dispatch("delete", gid)
    # The next action makes the delete final; it is not done under the other tab's hands.
    one.dispatch("settings")
    backend.run()
    assert one.notice is not None and "open in another tab" in one.notice
    assert gid in backend.records and [s.id for s in one.save_list()] == [gid]
    two.dispatch("home")
    one.dispatch("delete", gid)
    one.dispatch("dismiss")  # the next action: no "Undo"
    backend.run()
    assert gid not in backend.records and one.save_list() == []
