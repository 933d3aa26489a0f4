"""The screen state machine: home, new game, game, rules and settings.

Actions arrive by name (``data-act``) with an argument (``data-arg``) and a value
(``data-val`` or a form field's value). The controller owns the current Match and
saves it after every action; rendering lives in ``render``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from contextlib import suppress
from functools import partial
from typing import Any

from pyengine import IllegalAction, Match, new_match

from ..kit import safe_json
from ..kit.gameplay import BOT_PACE_MS, Handler, Table
from ..kit.i18n import LANGS, engine_message, t
from ..kit.storage import MemoryStorage, Storage, StorageFull
from ..net.session import GUEST_SCREENS, HOST_SCREENS, NET_ACTIONS, Net
from . import form_draft, keeping, unsaved_words
from .archive import Archive
from .catalog import play_for, playable
from .device import DEVICE_SETTINGS, Moments
from .evening import act_evening_go, act_play_on, fresh_options
from .open_game import OpenGame
from .playing import Play
from .saves import Backend, Loaded, SaveError, SaveStore, SaveSummary
from .setup import GameSetup, named_players
from .tabs import ASKING, MOVED, OTHER, OWN, TAKING, SoloTabs, Tabs

SCREENS = ("home", "new", "game", "rules", "settings", *HOST_SCREENS, *GUEST_SCREENS)
CURRENT_KEY = "spelkast.current"
SETTINGS_KEY = "spelkast.settings"
# Actions that only record a form value: the page need not be drawn again.
QUIET_ACTIONS = frozenset({"set_name", "net_paste"})


class Controller(Play, Archive):
    """Screens, settings, saved games and the new-game form; play is in ``Play``."""

    def __init__(
        self,
        storage: Storage,
        *,
        now: Callable[[], float],
        new_seed: Callable[[], int],
        browser_lang: str = "nl",
        forced_lang: str | None = None,
        pace_ms: int = BOT_PACE_MS,
        clock: Callable[[], float] | None = None,
        session: Storage | None = None,
        saves: Backend | None = None,
        tabs: Tabs | None = None,
        volatile: bool = False,
    ) -> None:
        self.storage = storage
        # This tab's own storage (sessionStorage in the browser): it survives a reload but
        # is not shared with other tabs, for what one tab is in the middle of.
        self.session: Storage = session if session is not None else MemoryStorage()
        # Saved games: IndexedDB in the browser (``saves``), else records in ``storage``;
        # records the device refused also wait in ``storage`` (app/outbox.py).
        self.saves = SaveStore(saves if saves is not None else storage, self.session, storage)
        self.tabs: Tabs = tabs if tabs is not None else SoloTabs()
        self.hold = OWN  # whether this tab plays the open game (app/tabs.py)
        self.opening: str | None = None  # the game asked for, until it is this tab's
        self.moved_unsaved = 0  # moves this tab could not store of a game that moved on
        self.volatile = volatile  # nothing can be stored at all: games end with the tab
        self.now = now
        self.clock = clock or now  # monotonic in the browser: performance.now()
        self.event_ms: float | None = None
        self.new_seed = new_seed
        self.browser_lang = browser_lang
        self.forced_lang = forced_lang if forced_lang in LANGS else None
        self.pace_ms = pace_ms
        self.settings: dict[str, str] = {"lang": "auto", "motion": "auto"}
        self.settings.update(DEVICE_SETTINGS)  # screen on, sound, vibration (app/device.py)
        self.moments = Moments()
        self.abilities = keeping.Abilities()  # vibration, saves kept for sure (web/device.js)
        self.screen = "home"
        self.back_to = "home"
        self.rules_game = next(iter(playable()))
        self.setup: GameSetup | None = None
        # The open game: its match, record and what the app keeps of it (app/open_game.py).
        self.open_game = OpenGame()
        self.game_id: str | None = None
        self.notice: str | None = None
        self.open_errors: dict[str, str] = {}
        self._screen_written: str | None = None  # the last text kept under CURRENT_KEY
        self.init_archive()  # results, statistics, replays, export (app/archive.py)
        self.net: Net = Net(self)  # one table across several devices (net/session.py)

    # -- language and settings ----------------------------------------------------
    @property
    def lang(self) -> str:
        if self.forced_lang:
            return self.forced_lang
        if self.settings.get("lang") in LANGS:
            return self.settings["lang"]
        return "nl" if self.browser_lang.lower().startswith("nl") else "en"

    @property
    def motion(self) -> bool:
        return self.settings.get("motion") != "off"

    def mount(self) -> None:
        """Read settings and return to the screen (and game, form or replay) of the last
        visit. What was stored is untrusted: a value of the wrong kind is ignored."""
        raw = self._read_json(SETTINGS_KEY)
        for key in ("lang", "motion", keeping.COPY_AT, *DEVICE_SETTINGS):
            if isinstance(raw.get(key), str):
                self.settings[key] = raw[key]
        current = safe_json.loads_dict(self.session.get(CURRENT_KEY))
        if not current:  # before issue 16 the screen was shared by all tabs: take it once
            current = self._read_json(CURRENT_KEY)
        self.storage.remove(CURRENT_KEY)
        self._return_to(current)

    def _return_to(self, current: dict[str, Any]) -> None:
        def text(key: str) -> str | None:
            value = current.get(key)
            return value if isinstance(value, str) else None

        screen, gid = text("screen"), text("game")
        if text("rules_game") in playable():
            self.rules_game = str(text("rules_game"))
        self.setup = form_draft.restore(current.get("setup"), playable(), self.lang)
        if self.setup is None and text("setup_game") in playable():  # kept by older builds
            self.setup = GameSetup.default(str(text("setup_game")), self.lang)
        if screen == "game" and gid is not None:
            self._open_game(gid)
        elif screen in ("rules", "settings", "history"):
            self.screen = screen
            back = text("back_to")
            self.back_to = back if back == "new" and self.setup is not None else "home"
        elif screen == "new" and self.setup is not None:
            self.screen = "new"
        elif screen == "replay":
            self.open_replay(current.get("replay"))

    def _read_json(self, key: str) -> dict[str, Any]:
        return safe_json.loads_dict(self.storage.get(key))

    def _write(self, key: str, value: dict[str, Any]) -> None:
        try:
            self.storage.set(key, json.dumps(value, separators=(",", ":")))
        except StorageFull:
            self.notice = t(self.lang, "storage_full")

    def _remember_screen(self) -> None:
        """This tab's screen and game, in its own session storage: a reload (the update
        banner reloads every tab) brings each tab back to its own game."""
        data: dict[str, Any] = {"screen": self.screen, "rules_game": self.rules_game}
        if self.screen == "game":
            data["game"] = self.game_id
        if self.screen in ("rules", "settings"):
            data["back_to"] = self.back_to
        if self.setup is not None and "new" in (self.screen, data.get("back_to")):
            data["setup"] = form_draft.dump(self.setup)
        if self.screen == "replay":
            data["replay"] = self.replay_place()
        text = json.dumps(data, separators=(",", ":"))
        if text == self._screen_written:
            return
        with suppress(StorageFull):  # only a reload's way back would be lost
            self.session.set(CURRENT_KEY, text)
            self._screen_written = text

    def go_to(self, screen: str) -> None:
        """Show ``screen`` (a part of the app that keeps its own screens: net/)."""
        self._go(screen)

    def remote_seats(self) -> list[int]:
        """Seats of the open game that joined devices hold (net/session.py)."""
        return self.net.remote_seats()

    def race_tables(self) -> list[Table]:
        return list(self.net.race_tables())

    def table_of(self, seat: int) -> Table | None:
        return self.net.table_of(seat)

    def _go(self, screen: str) -> None:
        if screen != self.screen and screen in ("rules", "settings"):
            self.back_to = self.screen
        if screen in ("home", "new"):
            self._leave_game()
        self.screen = screen
        self._remember_screen()

    # -- dispatch ----------------------------------------------------------------
    def dispatch(
        self, act: str, arg: str = "", value: str = "", stamp: float | None = None
    ) -> bool:
        """Handle one action; returns whether the screen must be drawn again. ``stamp`` is
        the input event's own time on ``clock`` (races need it)."""
        self.event_ms = stamp
        found = self._find(act)
        if found is None:
            return False
        handler, quiet = found
        if not quiet:
            self.notice = None
        self.settle_removal(act)  # a game deleted with "Undo" offered is gone now
        try:
            handler(arg, value)
        except IllegalAction as err:
            self.notice = engine_message(self.lang, err)
        except (ValueError, IndexError, KeyError):
            self.notice = t(self.lang, "bad_input")
        self.keep_draft()  # what the player is in the middle of survives a reload
        self._remember_screen()  # and the form or replay step he is at
        return not quiet

    def timed_acts(self) -> frozenset[str]:
        """The open game's race moves, handled on pointerdown (``GamePlay.TIMED``)."""
        if self.screen == "net_table":  # a joined device: the table says which
            return self.net.timed_acts()
        if self.screen != "game" or self.match is None or not self.match.spec.realtime:
            return frozenset()
        return self.game_play().TIMED

    def _find(self, act: str) -> tuple[Handler, bool] | None:
        """The handler of ``act`` and whether it is quiet: the app's own actions first, then
        the open game's moves, then the moves the new-game form's game adds to it; on a
        joined device's table screen, the table's moves go to the table (net/)."""
        remote = self.net.guest_handler(act)
        if remote is not None:
            return remote, False
        action = ACTIONS.get(act)
        if action is not None:
            return partial(action, self), act in QUIET_ACTIONS
        handler = self.game_handler(act)
        if handler is not None:
            return handler, False
        form = self.setup
        if form is None:
            return None
        play = play_for(form.game)
        move = play.FORM_MOVES.get(act)
        if move is None:
            return None
        return partial(move, self, form), act in play.QUIET

    def recover(self) -> None:
        """After an unexpected error: back to the home screen with a message."""
        self.entry = None
        self._leave_game()
        self.screen = "home"
        self._remember_screen()
        self.keep_draft()  # home drops the draft: one that broke the screen never comes back
        self.notice = t(self.lang, "unexpected")

    # navigation
    def _act_home(self, _arg: str, _value: str) -> None:
        self.entry = None
        self._go("home")

    def _act_rules(self, arg: str, _value: str) -> None:
        if arg in playable():
            self.rules_game = arg
        elif self.match is not None and self.screen == "game":
            self.rules_game = self.match.game_id
        self._go("rules")

    def _act_settings(self, _arg: str, _value: str) -> None:
        self._go("settings")

    def _act_back(self, _arg: str, _value: str) -> None:
        target = self.back_to if self.back_to in SCREENS else "home"
        if target == "game" and self.match is None:
            target = "home"
        if target == "new" and self.setup is None:
            target = "home"
        self._go(target)

    def _act_dismiss(self, _arg: str, _value: str) -> None:
        self.notice = None

    # settings
    def _act_set_lang(self, _arg: str, value: str) -> None:
        if value not in (*LANGS, "auto"):
            raise ValueError(value)
        self.settings["lang"] = value
        self.forced_lang = None
        self._write(SETTINGS_KEY, dict(self.settings))

    def _act_set_motion(self, _arg: str, value: str) -> None:
        if value not in ("auto", "off"):
            raise ValueError(value)
        self.settings["motion"] = value
        self._write(SETTINGS_KEY, dict(self.settings))

    # the device: screen on during a game, sound, vibration (app/device.py)
    def device_on(self, key: str) -> bool:
        return self.settings.get(key) != "off"

    def _act_set_device(self, arg: str, value: str) -> None:
        if arg not in DEVICE_SETTINGS or value not in ("on", "off"):
            raise ValueError(arg)
        self.settings[arg] = value
        self._write(SETTINGS_KEY, dict(self.settings))

    def save_settings(self) -> None:
        self._write(SETTINGS_KEY, dict(self.settings))

    def _act_keep_copy(self, arg: str, _value: str) -> None:
        keeping.act(self, arg)

    def export_here(self) -> None:
        """An export from where the player is (settings, home's reminder): the file is
        offered, and what it holds is said in the notice."""
        self._act_export("here", "")

    def device_news(self) -> list[str]:
        """What the drawing about to be made shows for the first time (``Moments.news``)."""
        return self.moments.news(self)

    def open_shortcut(self, game: str) -> bool:
        """The manifest's shortcut of a game (``?new=<game>``): its new-game form. An unknown
        or not yet playable game leaves the app where it is."""
        if game not in playable():
            return False
        self._act_new(game, "")
        return True

    # saved games
    def save_list(self) -> list[SaveSummary]:
        return self.saves.summaries()

    def _act_continue(self, arg: str, _value: str) -> None:
        self._open_game(arg)

    def _open_game(self, gid: str) -> None:
        """Ask to own ``gid``; once this tab does, read its newest record and open it. The
        screen changes when the answer comes (at once here, a moment later in the browser)."""
        if gid != self.game_id:
            self._leave_game(keep=gid)
        self.opening = gid
        self.tabs.claim(gid, lambda owned: self._claimed(gid, owned))

    def _claimed(self, gid: str, owned: bool) -> None:
        if self.opening != gid:  # the player went elsewhere meanwhile
            if owned:
                self.tabs.release(gid)
            return
        if not owned:
            self.opening = None
            self.match, self.game_id, self.hold = None, gid, OTHER
            self._go("game")
            return
        # Another tab may have played it since this tab last read it: never a stale copy.
        self.saves.refresh(gid, lambda loaded: self._fetched(gid, loaded))

    def _fetched(self, gid: str, loaded: Loaded | SaveError) -> None:
        if self.opening != gid:
            self.tabs.release(gid)
            return
        self.opening = None
        if isinstance(loaded, SaveError):
            self.tabs.release(gid)
            self.open_errors[gid] = loaded.detail
            self.hold = OWN
            self.match = self.game_id = None
            self._go("home")
            self.notice = t(self.lang, "save_cannot_open")
            return
        if loaded.match.game_id not in playable():  # a game this version cannot show yet
            self.tabs.release(gid)
            self.open_errors[gid] = f"no screen for {loaded.match.game_id}"
            self.hold = OWN
            self.match = self.game_id = None
            self._go("home")
            self.notice = t(self.lang, "save_cannot_open")
            return
        self._enter_game(gid, loaded.match, loaded.created, loaded.seen_rounds, loaded.hints)
        self.evening = loaded.evening
        self.hold = OWN

    def _leave_game(self, keep: str | None = None) -> None:
        """This tab stops playing its open game: other tabs may take it. A game without a
        move is forgotten (``keep``: one being opened)."""
        self.opening = None
        if self.game_id is not None and self.hold in (OWN, ASKING):
            self.tabs.release(self.game_id)
        if self.hold != OWN:
            self.match = self.game_id = None
        self.hold = OWN
        self.saves.forget_fresh(keep)

    def let_go(self, gid: str) -> None:
        """Another tab takes ``gid`` over (or took its lock): this tab stops playing it and
        says so. The lock goes once its writes of the game are done; what it could not
        store (a full device) is said and forgotten, so it never undoes the other tab's."""
        if self.game_id != gid or self.hold not in (OWN, ASKING):
            self.tabs.release(gid)
            return
        self.hold = MOVED
        self.match = None
        self.entry = None
        self.selected = set()

        def settled() -> None:
            self.moved_unsaved = self.saves.unsaved_of(gid)
            self.saves.give_up(gid)
            self.tabs.release(gid)

        self.saves.when_settled(gid, settled)

    def game_changed(self, gid: str, record: str | None, summary: str | None) -> None:
        """Another tab stored (or deleted) ``gid``: keep the list up to date."""
        self.saves.arrived(gid, record, summary)

    def _act_play_here(self, arg: str, _value: str) -> None:
        gid = self.game_id
        if gid is None or self.hold not in (OTHER, MOVED):
            raise ValueError(arg)
        self.hold = TAKING
        self.opening = gid
        self.tabs.take_over(gid, lambda: self._claimed(gid, True))

    def save_warning(self) -> str | None:
        """What is not safe yet, shown on every screen until it is stored."""
        return unsaved_words.save_warning(self.lang, self.saves, self.volatile)

    def retry_saves(self) -> None:
        """Try refused writes again (the glue calls this on a timer while any wait)."""
        self.saves.retry()

    def _enter_game(
        self, gid: str, match: Match, created: float, seen: int, hints: int = 0
    ) -> None:
        self.open_game = OpenGame(match, created, seen, hints)  # nothing of the last one
        self.game_id = gid
        self._go("game")
        self.resume_draft()  # what this tab was in the middle of in this game, if it fits

    def delete_game(self, gid: str) -> None:
        """Delete a game for good (the end of "Undo" in app/archive.py)."""
        summary = self.saves.summary(gid)
        if summary is None or summary.over or summary.error is not None:
            self._delete(gid, True, claimed=False)  # nobody plays it: at once
            return
        # A game another tab plays is not deleted under it (that tab would store it again).
        self.tabs.claim(gid, lambda owned: self._delete(gid, owned))

    def _delete(self, gid: str, owned: bool, claimed: bool = True) -> None:
        if not owned:
            self.notice = t(self.lang, "delete_elsewhere")
            return
        self.saves.delete(gid)
        if claimed:
            self.tabs.release(gid)
        self.open_errors.pop(gid, None)
        if gid == self.game_id:
            self.match = self.game_id = None

    # new game form
    def _act_new(self, arg: str, _value: str) -> None:
        game = arg if arg in playable() else next(iter(playable()))
        self.setup = GameSetup.default(game, self.lang)
        self._go("new")

    def _form(self) -> GameSetup:
        if self.setup is None:
            raise IllegalAction("no_form", "There is no new game being set up.")
        return self.setup

    def _act_add_player(self, _arg: str, _value: str) -> None:
        self._form().add_player(self.lang)

    def _act_remove_player(self, arg: str, _value: str) -> None:
        self._form().remove_player(int(arg), self.lang)

    def _act_set_name(self, arg: str, value: str) -> None:
        self._form().set_name(int(arg), value)

    def _act_set_kind(self, arg: str, value: str) -> None:
        self._form().set_kind(int(arg), value, self.lang)

    def _act_set_option(self, arg: str, value: str) -> None:
        self._form().set_option(arg, value)

    def _act_start(self, _arg: str, _value: str) -> None:
        form = self._form()
        play_for(form.game).before_start(self, form)
        match = new_match(form.game, form.engine_players(), self.new_seed(), form.options)
        self._start(match)

    def start_loaded(self, match: Match) -> None:
        """Open ``match`` (made elsewhere: a table's sealed copy, net/) as a new saved game."""
        self._start(match)

    def _start(self, match: Match) -> None:
        stamp = self.now()
        gid = f"{int(stamp):x}-{match.seed % 65536:04x}"
        self._leave_game()
        self._enter_game(gid, match, stamp, 0)
        self.hold = ASKING  # a new id: no other tab has it, but only the owner plays
        self.tabs.claim(gid, lambda owned: self._started(gid, owned))
        self._autosave()  # kept in this tab only until the first move (no save without one)

    def _started(self, gid: str, owned: bool) -> None:
        if self.game_id == gid and self.hold == ASKING:
            self.hold = OWN if owned else OTHER

    def _start_at_table(self, match: Match) -> None:
        """A next game at the same table (a rematch, an evening's next game): the joined
        devices keep their seats."""
        hosted = self.net.hosting()
        self._start(match)
        if hosted is not None and self.game_id is not None:
            hosted.rebind(self.game_id, match)

    def _act_again(self, _arg: str, _value: str) -> None:
        old = self.game()
        players = named_players(old.players, self.lang)  # names of a format-1 save as typed
        self._start_at_table(new_match(old.game_id, players, self.new_seed(), fresh_options(old)))


# Every action of the app itself, whatever game is open: data-act name -> handler. The
# open game's own moves are in its ``GamePlay.MOVES``, its new-game form's in ``FORM_MOVES``.
ACTIONS: dict[str, Callable[[Controller, str, str], None]] = {
    # navigation
    "home": Controller._act_home,
    "rules": Controller._act_rules,
    "settings": Controller._act_settings,
    "back": Controller._act_back,
    "dismiss": Controller._act_dismiss,
    # settings
    "set_lang": Controller._act_set_lang,
    "set_motion": Controller._act_set_motion,
    "set_device": Controller._act_set_device,
    "keep_copy": Controller._act_keep_copy,  # app/keeping.py
    # saved games
    "continue": Controller._act_continue,
    "delete": Archive._act_delete_later,  # deleted with "Undo" offered (app/archive.py)
    # finished games: results, statistics, replay, export and import (app/archive.py)
    "undo_delete": Archive._act_undo_delete,
    "history": Archive._act_history,
    "history_game": Archive._act_history_game,
    "history_person": Archive._act_history_person,
    "history_more": Archive._act_history_more,
    "replay": Archive._act_replay,
    "replay_step": Archive._act_replay_step,
    "replay_to": Archive._act_replay_to,
    "replay_turn": Archive._act_replay_turn,
    "replay_close": Archive._act_replay_close,
    "export": Archive._act_export,
    "import_file": Archive._act_import_file,
    "play_here": Controller._act_play_here,
    # the new-game form
    "new": Controller._act_new,
    "add_player": Controller._act_add_player,
    "remove_player": Controller._act_remove_player,
    "set_name": Controller._act_set_name,
    "set_kind": Controller._act_set_kind,
    "set_option": Controller._act_set_option,
    "start": Controller._act_start,
    "again": Controller._act_again,
    # one table across several devices (net/session.py)
    **NET_ACTIONS,
    "play_on": act_play_on,  # the evening's next game on this pyramid (app/evening.py)
    "evening_go": act_evening_go,
    # at the table, in every game (app/playing.py)
    "undo": Play._act_undo,
    "ask_hint": Play._act_ask_hint,
    "close_hint": Play._act_close_hint,
    "next": Play._act_next,
    "iam": Play._act_iam,
    "sheet": Play._act_sheet,
    "pick": Play._act_pick,
    "cancel_entry": Play._act_cancel_entry,
    "enter": Play._act_enter,
}
