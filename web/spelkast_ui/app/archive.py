"""The controller's part for finished games: deleting with undo, the history screen, the
replay viewer, export and import. A mixin of the Controller (app/controller.py); what it
draws is in app/history_screens.py.

Every full record (a replay, an export, the merge of an import) is asked of the store with
``fetch``/``fetch_all``, which may answer later (the browser's database): the screen shows
that it waits, and the answer lands on the screen it was asked for.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from pyengine import GAMES, IllegalAction, Match

from . import transfer
from .evening import DELETE_PREFIX, members
from .replay import Replay
from .saves import Loaded, SaveError, SaveStore, SaveSummary
from .words import t

UNDO_MS = 6000  # how long a deleted game can be brought back
RESULTS_PAGE = 20  # results the history screen lists at a time


@dataclass
class Report:
    """What an export or import said: its lines, and the per-game problems."""

    lines: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    more: int = 0
    failed: bool = False


class Archive:
    """Finished games: results, statistics, replays, export and import."""

    saves: SaveStore
    screen: str
    notice: str | None
    game_id: str | None
    match: Match | None
    now: Callable[[], float]
    clock: Callable[[], float]
    open_errors: dict[str, str]

    @property
    def lang(self) -> str:
        raise NotImplementedError

    def _go(self, screen: str) -> None:
        raise NotImplementedError

    def delete_game(self, gid: str) -> None:
        raise NotImplementedError

    def _remember_screen(self) -> None:
        raise NotImplementedError

    def init_archive(self) -> None:
        self.removing: tuple[str, float] | None = None  # (id, clock() when it is gone)
        self.history_game: str | None = None  # None: every game
        self.history_person: str | None = None  # a history.person_key; None: the first
        self.history_shown = RESULTS_PAGE
        self.replay: Replay | None = None
        self.replay_id: str | None = None
        self.replay_error: str | None = None
        self.replay_from = "home"
        self.report: Report | None = None
        self.waiting: str | None = None  # "export" / "import" while the store reads
        self.download: tuple[str, str] | None = None  # (file name, text) for the page
        self.export_notice = False

    # -- deleting with undo ---------------------------------------------------------------
    def listed(self) -> list[SaveSummary]:
        """The saves to show: every one but the game (or the evening's games) being
        deleted."""
        every = self.saves.summaries()
        gone = set(self._removal_ids(every))
        return [s for s in every if s.id not in gone]

    def _removal_ids(self, every: list[SaveSummary]) -> list[str]:
        """The games the pending delete removes: one, or every game of an evening
        ("evening:<id>", app/evening.py)."""
        if self.removing is None:
            return []
        arg = self.removing[0]
        if arg.startswith(DELETE_PREFIX):
            return members(every, arg[len(DELETE_PREFIX) :])
        return [arg]

    def _act_delete_later(self, arg: str, _value: str) -> None:
        """Hide the game now and offer "Undo"; it is deleted when the time is up or on the
        next action. Until then the record stays in storage: a page closed in between
        loses nothing."""
        self.removing = (arg, self.clock() + UNDO_MS)

    def _act_undo_delete(self, _arg: str, _value: str) -> None:
        self.removing = None

    def settle_removal(self, act: str) -> None:
        """Called before every action: any action but "Undo" makes the delete final."""
        if self.removing is not None and act != "undo_delete":
            self._remove_now()

    def removal_ms(self) -> int | None:
        """Milliseconds until the game being deleted is gone (for the page's timer)."""
        if self.removing is None:
            return None
        return max(0, int(self.removing[1] - self.clock()))

    def removal_due(self) -> bool:
        """The page's timer: delete now if the time is up; says whether to draw again."""
        if self.removing is None or self.clock() < self.removing[1]:
            return False
        self._remove_now()
        return True

    def _remove_now(self) -> None:
        assert self.removing is not None
        gids = self._removal_ids(self.saves.summaries())
        self.removing = None
        for gid in gids:
            self.delete_game(gid)  # not under another tab's hands (app/controller.py)
            if self.replay_id == gid:
                self.replay = self.replay_id = None

    # -- the history screen ---------------------------------------------------------------
    def _act_history(self, _arg: str, _value: str) -> None:
        self.history_shown = RESULTS_PAGE
        self.report = None
        self._go("history")

    def _act_history_game(self, arg: str, _value: str) -> None:
        self.history_game = arg if arg in GAMES else None
        self.history_shown = RESULTS_PAGE

    def _act_history_person(self, arg: str, _value: str) -> None:
        self.history_person = arg or None

    def _act_history_more(self, _arg: str, _value: str) -> None:
        self.history_shown += RESULTS_PAGE

    # -- replay ---------------------------------------------------------------------------
    def _act_replay(self, arg: str, _value: str, at: int | None = None) -> None:
        """Open a finished game's replay at its end (its result), or at move ``at``; the
        record may come later."""
        if self.screen in ("home", "history"):
            self.replay_from = self.screen
        self.replay, self.replay_id, self.replay_error = None, arg, None
        self._go("replay")

        def ready(loaded: Loaded | SaveError) -> None:
            if self.replay_id != arg:
                return  # another replay was asked for meanwhile
            if isinstance(loaded, SaveError):
                self.replay_error = loaded.detail
                return
            try:
                replay = Replay(arg, loaded.match.to_json())
                replay.go(replay.total if at is None else at)
            except IllegalAction as err:
                self.replay_error = err.message
                return
            self.replay = replay
            self._remember_screen()  # the move shown, for a reload

        self.saves.fetch(arg, ready)

    def replay_place(self) -> dict[str, object]:
        """The open replay as the tab's screen record keeps it over a reload: the game,
        the move shown (None: its end, while the record is read) and where it came from."""
        k = self.replay.k if self.replay is not None else None
        return {"id": self.replay_id, "k": k, "from": self.replay_from}

    def open_replay(self, place: object) -> None:
        """Back to a replay after a reload (``replay_place``); home when ``place`` does not
        name one (untrusted: kept in storage)."""
        if not isinstance(place, dict) or not isinstance(place.get("id"), str):
            return
        k = place.get("k")
        self._act_replay(place["id"], "", at=k if type(k) is int else None)
        self.replay_from = "history" if place.get("from") == "history" else "home"

    def _replay(self) -> Replay:
        if self.replay is None:
            raise ValueError("no replay")
        return self.replay

    def _act_replay_step(self, arg: str, _value: str) -> None:
        replay = self._replay()
        steps = {"start": -replay.total, "back": -1, "forward": 1, "end": replay.total}
        replay.go(replay.k + steps[arg])

    def _act_replay_to(self, _arg: str, value: str) -> None:
        self._replay().go(int(value))

    def _act_replay_turn(self, _arg: str, _value: str) -> None:
        """Das Spiel's drawing turned by a third, as in play; the move stays."""
        replay = self._replay()
        replay.turned = (replay.turned + 1) % 3

    def _act_replay_close(self, _arg: str, _value: str) -> None:
        self.replay = self.replay_id = None
        self._go(self.replay_from if self.replay_from in ("home", "history") else "home")

    # -- export and import ----------------------------------------------------------------
    def _act_export(self, arg: str, _value: str) -> None:
        self.report = None
        self.export_notice = arg == "here"  # asked from settings or home's reminder
        self.waiting = "export"
        damaged = [s.id for s in self.saves.summaries() if s.error is not None]

        def ready(records: list[tuple[str, str]]) -> None:
            stamp = self.now()
            text, games, left_out = transfer.export_text(records, damaged, stamp)
            self.download = (transfer.file_name(stamp), text)
            lines = [t(self.lang, "exported", n=games)]
            if left_out:
                lines.append(t(self.lang, "export_damaged", n=left_out))
            self.report = Report(lines)
            self.waiting = None
            if self.export_notice:  # said where it was asked, not on the results screen
                self.notice, self.export_notice = " ".join(lines), False

        self.saves.fetch_all(ready)

    def take_download(self) -> tuple[str, str] | None:
        """The file the page should offer for download now (once)."""
        out, self.download = self.download, None
        return out

    def _act_import_file(self, arg: str, value: str) -> None:
        """From the file picker (spelkast_ui/page ``on_pick``): arg ``file`` with the text,
        ``too_big`` with the size in bytes, or ``unreadable``."""
        lang = self.lang
        self.report = None
        if arg == "too_big":
            size = -(-int(value) // (1024 * 1024))
            self._fail(t(lang, "import_too_big", size=size, mb=transfer.MAX_MB))
            return
        if arg != "file":
            self._fail(t(lang, "import_unreadable"))
            return
        try:
            games, problems = transfer.read_file(value)
        except transfer.TransferError as err:
            self._fail(t(lang, "import_" + err.code, **err.values))
            return
        self.waiting = "import"
        keep = [self.game_id] if self.game_id else []

        def ready(records: list[tuple[str, str]]) -> None:
            self.waiting = None
            plan = transfer.plan(games, transfer.local_games(records), keep)
            self._write_plan(plan, dict(records))
            self.report = _import_report(lang, plan, problems)

        self.saves.fetch_all(ready)

    def _write_plan(self, plan: transfer.Plan, _raw: dict[str, str]) -> None:
        """Write every game of the plan. A write the device refuses (full) is kept by the
        store and tried again, and its banner says what is not saved yet (app/saves.py)."""
        for gid, game in plan.writes:
            self.saves.write(
                gid, game.match, game.created, game.updated, game.seen, game.hints, game.evening
            )

    def _fail(self, why: str) -> None:
        self.report = Report([t(self.lang, "import_failed", why=why)], failed=True)


def _import_report(lang: str, plan: transfer.Plan, problems: list[transfer.Problem]) -> Report:
    lines = [t(lang, "imported", n=len(plan.writes) - len(plan.replaced))]
    for key, n in (
        ("import_replaced", len(plan.replaced)),
        ("import_renamed", plan.renamed),
        ("import_known", plan.known),
        ("import_longer", plan.longer_here),
    ):
        if n:
            lines.append(t(lang, key, n=n))
    shown = problems[: transfer.MAX_ERRORS_SHOWN]
    texts = []
    for p in shown:
        where = (
            t(lang, "import_where_id", i=p.index, id=p.id)
            if p.id
            else t(lang, "import_where", i=p.index)
        )
        texts.append(f"{where}: {t(lang, 'import_' + p.code, detail=p.detail)}")
    if problems:
        lines.append(t(lang, "import_problems", n=len(problems)))
    return Report(lines, texts, max(0, len(problems) - len(shown)))
