"""The app on the page: draws the controller's screens into <main id="app">, turns the
page's events into the controller's acts, and runs its timers on the page's clock.

URL parameters: ``?lang=nl|en`` overrides the language; ``?seed=N`` makes new games use
seeds N, N+1, ... (for tests and bug reports); ``?pace=MS`` sets the pause between
computer moves (default 650 ms; tests use a small value); ``?speed=K`` (1-20) runs the
app's clock K times faster, so a race's computers, pauses and brief displays pass K times
sooner (a test clock for the real-time games); ``?new=<game>`` opens that game's new-game
form (the installed app's shortcuts, manifest.json).
"""

from __future__ import annotations

import os
import traceback
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import document, window

from pyengine.core.bot import APP_THINK_LIMIT_MS, THINK_LIMIT
from spelkast_ui.app.controller import Controller
from spelkast_ui.app.screens import announcement, render, title
from spelkast_ui.kit.gameplay import BOT_PACE_MS
from spelkast_ui.kit.storage import MemoryStorage
from spelkast_ui.kit.timers import Clock, Timer

from .bridge import JS_NULL, int_param, no_scroll, nullable, text_of, when_done
from .services import BrowserNet, BrowserTabs
from .storage import IndexedDbBackend, browser_storage

RETRY_MS = 5000  # a refused write is tried again this often (and after every move)
AWAY = "spelkast-away"
# What a tap on the prerendered home may ask before Python is ready (web/boot.js keeps the
# first one): ways to look, never a move, a delete or a setting.
EARLY_ACTS = frozenset({"new", "rules", "settings", "history"})
TYPED_MS = 300  # a text field reports what is typed at most this often (drafts)
OPENING_WAIT_MS = 3000  # a reload in a game: the longest home stays hidden while it opens
# A board's one Tab stop (web/keys.js gives it tabindex 0, the board's other targets -1).
BOARD_STOP = ":is([data-board], .screen-game) [data-act][tabindex='0']:not(:disabled)"


class App:
    """The controller on the page."""

    def __init__(self, store: Any, start: Any) -> None:
        params = window.URLSearchParams.new(window.location.search)
        seed = int_param(params, "seed")
        pace = int_param(params, "pace")
        speed = int_param(params, "speed")  # the test clock; 1 for people
        lang = nullable(params.get("lang"))
        self.next_seed = seed
        self.root = document.getElementById("app")
        self.live = nullable(document.getElementById("live"))
        self.spoken = ""
        # One history entry (marked AWAY) stands for "away from home"; it survives a reload.
        self.away = nullable(window.history.state) == AWAY
        self.skip_pop = False
        self.clock = clock = Clock(
            set_timeout=lambda fire, ms: window.setTimeout(create_once_callable(fire), ms),
            clear_timeout=lambda ident: window.clearTimeout(ident),
            page_now=lambda: float(window.performance.now()),
            speed=float(min(max(speed or 1, 1), 20)),
        )
        self.bot_timer = Timer(clock, self.bot_move)  # a computer's next move
        self.hold_timer = Timer(clock, self.hold_over)  # the end of a brief display
        self.retry_timer = Timer(clock, self.retry_saves)  # a refused write, once more
        self.typed_timer = Timer(clock, self.send_typed)  # typed text, reported
        self.removal_timer = Timer(clock, self.removal_over)  # a delete's Undo running out
        self.held = False  # the last drawing shows something briefly
        self.on_page = ""  # the HTML on the page, to draw again only when it changes
        self.hint_revealed = False  # the hint on screen was scrolled into view once
        # Where the app put the focus for want of a next step (the board's stop, the title):
        # it moves on to the player's next step once the game marks one.
        self.parked: Any = None
        self.fresh_notice = False  # the next drawing answers an event that brought a notice
        storage = browser_storage()
        backend = tabs = None
        if store is not None and str(start.mode) == "idb":
            backend = IndexedDbBackend(store, start, self.after)
            tabs = BrowserTabs(store, self.after)
            store.onLetGo(create_proxy(lambda gid: self.after(lambda: self.ctl.let_go(str(gid)))))
            store.onChanged(create_proxy(self.game_changed))
        self.store = store if backend is not None else None
        self.ctl = Controller(
            storage,
            now=lambda: float(window.Date.now()),
            new_seed=self.new_seed,
            browser_lang=str(nullable(window.navigator.language) or "nl"),
            forced_lang=None if lang is None else str(lang),
            pace_ms=BOT_PACE_MS if pace is None else pace,
            clock=clock.app_now,
            session=browser_storage("sessionStorage"),
            saves=backend,
            tabs=tabs,
            volatile=backend is None and isinstance(storage, MemoryStorage),
        )
        self.typed: Any = None  # the text field typed in since it last reported (drafts)
        self.news_count = 0
        # A shortcut of the installed app (manifest.json): ?new=<game> opens its form.
        shortcut = nullable(params.get("new"))
        self.shortcut = None if shortcut is None else str(shortcut)

    def new_seed(self) -> int:
        if self.next_seed is None:
            return int.from_bytes(os.urandom(6), "big")
        seed, self.next_seed = self.next_seed, (self.next_seed + 1) % 2**64
        return seed

    # -- drawing ------------------------------------------------------------------
    def draw(self, previous_screen: str | None = None) -> None:
        if self.typed_timer.pending:  # what is typed first, so the drawing shows it
            self.send_typed()
        active = nullable(document.activeElement)
        inside = active is not None and bool(self.root.contains(active))
        keep = None
        if inside and active.hasAttribute("data-act"):
            keep = [nullable(active.getAttribute(n)) for n in ("data-act", "data-arg", "data-val")]
        self.read_abilities()
        self.on_page = render(self.ctl)
        self.patch(self.on_page)
        self.ctl.shown()  # what the page shows for the first time starts its time now
        self.place_hint_card()
        html = document.documentElement
        html.setAttribute("lang", self.ctl.lang)
        html.setAttribute("data-motion", "on" if self.ctl.motion else "off")
        self.mark_device(html)
        document.title = title(self.ctl)
        news = announcement(self.ctl)
        if self.live is not None and news != self.spoken:
            self.spoken = news
            self.live.textContent = news
        self.sync_history()
        if previous_screen is not None and previous_screen != self.ctl.screen:
            window.scrollTo(0, 0)  # a new screen starts at its top, whatever came before
            heading = nullable(document.getElementById("screen-title"))
            if heading is not None:
                heading.focus(no_scroll())
            self.parked = heading
        elif inside and not self.still_there(active):
            self.restore_focus(keep)  # the focused control is gone: its like, or the next step
        elif inside and active.isSameNode(self.parked):
            self.to_next_step()  # parked while others moved: the player's turn comes
        self.schedule_bot()
        self.schedule_hold()
        self.schedule_removal()
        self.offer_download()
        self.schedule_retry()
        self.ctl.net.after_draw()  # what each joined device shows now (net/session.py)

    def patch(self, html: str) -> None:
        """The screen becomes ``html``: patched in place by web/morph.js (what stays keeps
        its focus and place, an unchanged notice is not announced again), else rewritten."""
        fresh, self.fresh_notice = self.fresh_notice, False
        morph = nullable(getattr(window, "spelkastMorph", None))
        if morph is None:
            self.root.innerHTML = html
        else:
            morph(self.root, html, fresh)

    # -- the device: screen on, sound, vibration, dice tumbling (web/device.js) -------------
    def read_abilities(self) -> None:
        """What device.js found out: vibration, and whether the saves are kept for sure."""
        html = document.documentElement
        self.ctl.abilities.vibrate = html.getAttribute("data-can-vibrate") != "no"
        kept = str(nullable(html.getAttribute("data-saves-kept")) or "unknown")
        self.ctl.abilities.kept = kept if kept in ("yes", "no") else "unknown"

    def mark_device(self, html: Any) -> None:
        """Tell device.js and the CSS what this drawing shows: the screen (a game keeps the
        screen on), the settings, and its news (``data-news``: a number that changes with
        every news, then what it is: throw, mark, round, end; empty when there is none)."""
        html.setAttribute("data-screen", self.ctl.screen)
        for key in ("wake", "sound", "vibrate"):
            html.setAttribute(f"data-{key}", "on" if self.ctl.device_on(key) else "off")
        news = self.ctl.device_news()
        if news:
            self.news_count += 1
            html.setAttribute("data-news", " ".join([str(self.news_count), *news]))
        else:
            html.setAttribute("data-news", "")

    # -- answers that come later (the database, other tabs) ----------------------------------
    def after(self, work: Callable[[], None]) -> None:
        """Run ``work`` (an answer of store.js) and draw again if the page changed."""
        before = self.ctl.screen

        def step() -> None:
            key = self.game_key()
            work()
            if before == self.ctl.screen == "game":
                # A game's own drawing is not redone for every stored move (a race makes
                # many): only when what the storage shows on it changed.
                changed = self.game_key() != key
            else:
                changed = render(self.ctl) != self.on_page
            if changed:
                self.draw(before)
            else:  # the page is the same, but a computer may move now (the game is ours)
                self.schedule_bot()
            self.schedule_retry()  # a write refused again keeps being tried
            if self.ctl.opening is None:
                self.ready()

        self.guarded(step)

    # -- one table across devices (web/net.js): news from the other devices ---------------------
    def attach_net(self) -> None:
        js = nullable(getattr(window, "spelkastNet", None))
        if js is None or nullable(getattr(window, "RTCPeerConnection", None)) is None:
            return
        self.ctl.net.attach(BrowserNet(js, self.net_event))
        net = self.ctl.net
        handlers = {
            "message": lambda link, text, at: self.net_event(
                lambda: net.on_message(str(link), str(text), self.clock.app_ms(at))
            ),
            "state": lambda link, state: self.net_event(
                lambda: net.on_state(str(link), str(state))
            ),
            "clock": lambda link, t1, t2, t3: self.guarded(
                lambda: net.on_clock(
                    str(link), self.clock.app_ms(t1), self.clock.app_ms(t2), self.clock.app_ms(t3)
                )
            ),
            "scanned": lambda text: self.net_event(lambda: net.on_scanned(text_of(text))),
        }
        proxies = {k: create_proxy(v) for k, v in handlers.items()}
        js.listen(to_js(proxies, dict_converter=window.Object.fromEntries))

    def net_event(self, work: Callable[[], None]) -> None:
        """Run ``work`` (news from another device) and draw if the page changed; the
        joined devices get what changed for them either way."""
        before = self.ctl.screen

        def step() -> None:
            work()
            if render(self.ctl) != self.on_page:
                typing = self.editing()
                self.draw(before)
                self.keep_editing(typing)
            else:
                self.schedule_bot()  # a joined device's move may make a computer due
                self.ctl.net.after_draw()

        self.guarded(step)

    def editing(self) -> tuple[str, str, int, int] | None:
        """The text field being typed in, if any: (id, value, selection start and end)."""
        el = nullable(document.activeElement)
        if el is None or el.tagName not in ("INPUT", "TEXTAREA") or not el.id:
            return None
        if not self.root.contains(el):
            return None
        start, end = nullable(el.selectionStart), nullable(el.selectionEnd)
        return str(el.id), str(el.value), int(start or 0), int(end or 0)

    def keep_editing(self, typing: tuple[str, str, int, int] | None) -> None:
        """A drawing from the table came while a field was typed in (a joined device's
        quiz answer): the field keeps what was typed since it last reported, and the
        caret stays where it was."""
        if typing is None:
            return
        el = nullable(document.getElementById(typing[0]))
        if el is None:
            return
        if str(el.value) != typing[1]:
            el.value = typing[1]
        el.focus(no_scroll())
        el.setSelectionRange(typing[2], typing[3])

    def game_key(self) -> tuple[Any, ...]:
        """What answers of store.js change on a game's screen."""
        c = self.ctl
        return (c.screen, c.hold, c.game_id, id(c.match), c.save_warning(), c.notice)

    def game_changed(self, gid: Any) -> None:
        """Another tab stored or deleted a game: read it, keep the lists up to date."""
        gid = str(gid)
        if self.store is None:
            return

        def arrived(pair: Any) -> None:
            pair = nullable(pair)
            record, summary = (None, None) if pair is None else (text_of(pair[0]), text_of(pair[1]))
            self.after(lambda: self.ctl.game_changed(gid, record, summary))

        when_done(self.store.read(gid), arrived)

    def schedule_retry(self) -> None:
        """While a write is refused, try again every few seconds."""
        if self.ctl.saves.problem is not None:
            self.retry_timer.start(page_ms=RETRY_MS)

    def retry_saves(self) -> None:
        self.guarded(self.ctl.retry_saves)

    # -- the phone's back button ----------------------------------------------------
    def sync_history(self) -> None:
        """Keep one history entry while away from home, so "back" returns home."""
        at_home = self.ctl.screen == "home"
        if not at_home and not self.away:
            window.history.pushState(AWAY, "", window.location.href)
            self.away = True
        elif at_home and self.away:
            self.away = False
            self.skip_pop = True  # the app went home by itself: drop the extra entry
            window.history.back()

    def on_popstate(self, _event: Any) -> None:
        if self.skip_pop:
            self.skip_pop = False
            return
        self.away = False
        target = "back" if self.ctl.screen in ("rules", "settings") else "home"
        if self.ctl.screen == "replay":  # back to the results it was opened from
            target = "replay_close"
        self.act(target, "", "")

    def place_hint_card(self) -> None:
        """On a phone the hint's card floats at the foot of the screen, or at its top when
        more of the marked controls are then in sight and free (Cui bono?'s bottom layer). On
        a tablet it has its own room in the page (web/app.css), where it covers nothing. A
        move can be marked twice (a die on the plate and its button in the list below); one
        of them in sight is enough."""
        card = nullable(self.root.querySelector(".hint-card"))
        if card is None:
            self.hint_revealed = False
            return
        if not self.hint_revealed:  # once per hint: the player may scroll away afterwards
            self.hint_revealed = True
            self.reveal_marks()
            self.reveal_card(card)
        height = window.innerHeight
        in_sight = [r for _, r in self.shown_marks() if r.top >= 0 and r.bottom <= height]

        def free() -> int:
            box = card.getBoundingClientRect()
            return sum(
                1
                for r in in_sight
                if r.bottom <= box.top
                or r.top >= box.bottom
                or r.right <= box.left
                or r.left >= box.right
            )

        at_foot = free()
        if at_foot == len(in_sight):
            return
        card.classList.add("at-top")
        if free() <= at_foot:
            card.classList.remove("at-top")

    def shown_marks(self) -> list[tuple[Any, Any]]:
        """The marked controls that are shown, with their boxes: not those in a closed list
        (Chromium keeps boxes for a closed <details>'s content, below its summary, where the
        card would seem to cover them and the scroll would look for them)."""
        marks = [
            (m, m.getBoundingClientRect())
            for m in self.root.querySelectorAll(".hinted")
            if nullable(m.closest("details:not([open])")) is None
        ]
        return [(m, r) for m, r in marks if r.width]

    def reveal_marks(self) -> None:
        """Scroll the marked move into view when none of its controls is on the screen
        (a sheet or board taller than the phone's screen)."""
        height = window.innerHeight
        shown = self.shown_marks()
        if not shown or any(r.top >= 0 and r.bottom <= height for _, r in shown):
            return
        # At once, not smoothly: the card is placed next from where the marks then lie.
        options = to_js({"block": "center"}, dict_converter=window.Object.fromEntries)
        shown[0][0].scrollIntoView(options)

    def reveal_card(self, card: Any) -> None:
        """A tablet's card lies in the page under the turn's panel or the board, below the
        screen's foot when they are tall: scroll it up into sight, unless a marked control
        in sight would then leave the screen at its top."""
        if str(window.getComputedStyle(card).position) != "static":
            return  # a phone's card floats in sight
        height = window.innerHeight
        box = card.getBoundingClientRect()
        over = box.bottom - height + 8
        if over <= 0 or box.top - over < 0:
            return
        shown = [r for _, r in self.shown_marks() if r.top >= 0 and r.bottom <= height]
        if any(r.top - over < 0 for r in shown):
            return
        window.scrollBy(0, over)

    def still_there(self, el: Any) -> bool:
        """The patched page kept this element, usable and focused: the focus stays on it.
        A kept element can still have lost the focus: the patch may turn it into another
        thing (a picked die's target drawn again as its look, without tabindex)."""
        return (
            bool(el.isConnected)
            and bool(self.root.contains(el))
            and not el.matches(":disabled")
            and bool(el.isSameNode(nullable(document.activeElement)))
        )

    def next_step(self) -> Any:
        """What the game marks as the next step, never just the first button (that could be
        a costly one, as Qwinto's "Pass: penalty -5" was); None when there is none."""
        return nullable(self.root.querySelector("[data-autofocus]:not([disabled])"))

    def to_next_step(self) -> None:
        step = self.next_step()
        if step is not None:
            self.parked = None
            step.focus(no_scroll())

    def restore_focus(self, keep: list[Any] | None) -> None:
        target = None
        if keep is not None:
            selector = "".join(
                f'[{n}="{window.CSS.escape(str(v))}"]'
                for n, v in zip(("data-act", "data-arg", "data-val"), keep, strict=True)
                if v is not None
            )
            # the one in sight (the same choice may wait folded away in a list too)
            alike = self.root.querySelectorAll(selector)
            target = next((el for el in alike if el.getClientRects().length), None)
        if target is None or target.matches(":disabled"):  # SVG targets have no .disabled
            target = self.next_step()
        self.parked = None
        if target is None:
            # The board's one Tab stop (web/keys.js), so the keyboard stays on the board
            # instead of Tabbing back past the top bar; else the screen's title.
            target = nullable(self.root.querySelector(BOARD_STOP))
            if target is None:
                target = nullable(document.getElementById("screen-title"))
            self.parked = target
        if target is not None:
            # Focus follows the tap without scrolling: the screen never jumps away from
            # where the player acts.
            target.focus(no_scroll())

    def guarded(self, work: Callable[[], None]) -> None:
        """Run ``work``; a bug lands on the home screen instead of a dead page."""
        try:
            work()
        except Exception:
            window.console.error(traceback.format_exc())
            self.ctl.recover()
            self.draw()

    # -- events ---------------------------------------------------------------------
    def act(
        self, act: str, arg: str, value: str, redraw: bool = True, stamp: float | None = None
    ) -> None:
        def work() -> None:
            before = self.ctl.screen
            changed = self.ctl.dispatch(act, arg, value, stamp)
            # dispatch clears the notice first: one there now is this event's own
            self.fresh_notice = self.fresh_notice or bool(changed and self.ctl.notice)
            if changed and redraw:
                self.draw(before)

        self.guarded(work)

    def _target(self, event: Any) -> Any:
        el = nullable(event.target.closest("[data-act]"))
        if el is None or el.matches(":disabled") or el.tagName in ("INPUT", "SELECT"):
            return None
        return el

    def _send(self, el: Any, event: Any) -> None:
        self.act(
            str(el.getAttribute("data-act")),
            str(nullable(el.getAttribute("data-arg")) or ""),
            str(nullable(el.getAttribute("data-val")) or ""),
            stamp=self.clock.app_ms(event.timeStamp),
        )

    def on_click(self, event: Any) -> None:
        el = self._target(event)
        if el is None:
            return
        event.preventDefault()
        # A race move was handled on pointerdown; a click from the keyboard (detail 0) or a
        # key on a drawing target still plays it, stamped with its own time.
        if str(el.getAttribute("data-act")) in self.ctl.timed_acts() and event.detail:
            return
        self._send(el, event)

    def on_pointerdown(self, event: Any) -> None:
        """Race moves act on the touch itself: every finger's pointerdown is its own event
        (told apart by ``pointerId``), stamped with the moment the screen was touched."""
        if int(event.button) > 0:  # a mouse's other buttons
            return
        el = self._target(event)
        if el is None or str(el.getAttribute("data-act")) not in self.ctl.timed_acts():
            return
        event.preventDefault()  # no focus change, no compatibility mouse events
        self._send(el, event)

    def on_key(self, event: Any) -> None:
        """Enter or Space on a focused drawing target (an SVG ``role="button"``) acts like
        a tap; real buttons already do this themselves."""
        if event.key not in ("Enter", " ") or event.repeat:
            return
        el = event.target
        if el.tagName == "BUTTON" or not el.matches('[data-act][role="button"]'):
            return
        self.on_click(event)

    def on_change(self, event: Any) -> None:
        el = event.target
        if not el.hasAttribute("data-act"):
            return
        act = str(el.getAttribute("data-act"))
        arg = str(nullable(el.getAttribute("data-arg")) or "")
        # A text field changes on blur, often on the way to a button: drawing now would
        # replace that button under the pointer, so only draw when there is news.
        is_select = el.tagName == "SELECT"
        self.act(act, arg, str(el.value), redraw=is_select)
        if not is_select and self.ctl.notice:
            self.draw()

    # -- computer players -------------------------------------------------------------
    def schedule_bot(self) -> None:
        delay = self.ctl.bot_delay()
        if delay is None:
            # Nothing is due: a call left from a game no longer on screen (a race left for
            # home) must not hold back the next game's first computer move or build step.
            self.bot_timer.cancel()
            return
        # Outside a race a computer's pause is not restarted by a redraw; in a race a call
        # can bring the next move forward (a tick), so an earlier one replaces it.
        if self.ctl.racing():
            self.bot_timer.start_or_advance(delay)
        else:
            self.bot_timer.start(delay)

    def bot_move(self) -> None:
        def work() -> None:
            if self.ctl.step_bot():
                self.draw()
            else:
                self.schedule_bot()  # not due yet (a race): look again when it is

        self.guarded(work)

    def schedule_hold(self) -> None:
        """Draw again when something shown briefly ends (Eintrichtern's revealed sum)."""
        delay = self.ctl.hold_ms()
        self.held = delay is not None
        if delay is not None:
            self.hold_timer.start(delay)

    def hold_over(self) -> None:
        if self.ctl.hold_ms() is not None:  # a newer display is on: wait for its end
            self.schedule_hold()
        elif self.held:  # not drawn again since it was on (a tap or a move hides it too)
            self.guarded(self.draw)

    # -- finished games: a delete's "Undo" running out, and an export's file ---------------
    def schedule_removal(self) -> None:
        """Draw again when a deleted game's "Undo" runs out (the delete is then final)."""
        delay = self.ctl.removal_ms()
        if delay is not None:
            self.removal_timer.start(delay, page_ms=20)

    def removal_over(self) -> None:
        def work() -> None:
            if self.ctl.removal_due():
                self.draw()
            else:  # undone, or deleted again later: look again when that one is due
                self.schedule_removal()

        self.guarded(work)

    def offer_download(self) -> None:
        """An export's file, saved through a Blob and a link with ``download``."""
        got = self.ctl.take_download()
        if got is None:
            return
        name, text = got
        kind = to_js({"type": "application/json"}, dict_converter=window.Object.fromEntries)
        url = window.URL.createObjectURL(window.Blob.new(to_js([text]), kind))
        link = document.createElement("a")
        link.href = url
        link.download = name
        link.hidden = True
        document.body.appendChild(link)
        link.click()
        link.remove()
        # revoked later: the browser may still be reading the file when click() returns
        window.setTimeout(create_once_callable(lambda: window.URL.revokeObjectURL(url)), 60000)

    # -- reading a picked file or a long text box (Kwis 't! question packs) ----------------
    def on_pick(self, event: Any) -> None:
        """``data-text-act`` (a text box, sent quietly) and ``data-file-act`` (a file
        picker: its text is sent once read; a file over ``data-max-bytes`` is refused
        unread, with its size). They need no ``data-act``: a click must not dispatch."""
        el = event.target
        arg = str(nullable(el.getAttribute("data-arg")) or "")
        text_act = nullable(el.getAttribute("data-text-act"))
        if text_act is not None:
            self.act(str(text_act), arg, str(el.value), redraw=False)
            return
        file_act = nullable(el.getAttribute("data-file-act"))
        files = nullable(el.files) if file_act is not None else None
        picked = nullable(files.item(0)) if files is not None and files.length else None
        if picked is None:
            return
        el.value = ""  # the same file can be picked again after it was fixed
        field_id = str(el.id or "")

        def send(kind: str, value: str) -> None:
            self.act(str(file_act), kind, value)
            again = nullable(document.getElementById(field_id)) if field_id else None
            if again is not None:  # keep the player's place on the page, not the top
                again.focus()

        limit = int(str(nullable(el.getAttribute("data-max-bytes")) or "0"))
        if limit and int(picked.size) > limit:
            send("too_big", str(int(picked.size)))
            return
        import asyncio

        async def read() -> None:
            try:
                text = str(await picked.text())
            except Exception:
                send("unreadable", "")
                return
            send("file", text)

        self.reading = asyncio.ensure_future(read())  # kept: a task nobody holds may vanish

    # -- typed text reaches the controller before a reload (issue 16: drafts) --------------
    def on_input(self, event: Any) -> None:
        """A text field with ``data-act`` reports what is typed while it is typed, at most
        every ``TYPED_MS`` and without drawing, not only on blur (``change``): a reload
        then keeps a half-typed answer."""
        el = event.target
        if el.tagName not in ("INPUT", "TEXTAREA") or not el.hasAttribute("data-act"):
            return
        self.typed = el
        self.typed_timer.start(page_ms=TYPED_MS)

    def send_typed(self, _event: Any = None) -> None:
        """Send the pending typed text now (the timer, a drawing, or the page going away)."""
        self.typed_timer.cancel()
        el, self.typed = self.typed, None
        if el is None or not el.isConnected:
            return
        act = str(el.getAttribute("data-act"))
        self.act(act, str(nullable(el.getAttribute("data-arg")) or ""), str(el.value), False)

    def on_hidden(self, _event: Any) -> None:
        if str(document.visibilityState) == "hidden":
            self.send_typed()

    def mount(self) -> None:
        self.root.addEventListener("click", create_proxy(self.on_click))
        self.root.addEventListener("pointerdown", create_proxy(self.on_pointerdown))
        self.root.addEventListener("keydown", create_proxy(self.on_key))
        self.root.addEventListener("change", create_proxy(self.on_change))
        self.root.addEventListener("change", create_proxy(self.on_pick))
        window.addEventListener("popstate", create_proxy(self.on_popstate))
        self.root.addEventListener("input", create_proxy(self.on_input))
        window.addEventListener("pagehide", create_proxy(self.send_typed))
        document.addEventListener("visibilitychange", create_proxy(self.on_hidden))
        # device.js learnt whether the saves are kept for sure: settings and home may change
        window.addEventListener(
            "spelkast:device", create_proxy(lambda _e: self.after(self.read_abilities))
        )

        def work() -> None:
            self.ctl.mount()
            if self.shortcut is not None:
                self.ctl.open_shortcut(self.shortcut)
                # Once: a reload stays on whatever the player went to from there.
                url = window.URL.new(window.location.href)
                url.searchParams.delete("new")
                window.history.replaceState(window.history.state, "", url.href)
            self.draw()
            self.take_early_tap()

        self.attach_net()  # before the first drawing: a game's "Phones" button needs it
        self.guarded(work)
        # A reload in a game: its lock and newest record come from store.js a moment later;
        # the app is ready once that game is on screen. Until then app.css hides the home
        # drawn meanwhile (html[data-returning], web/early.js); should the answer be slow,
        # home shows after a few seconds rather than nothing.
        if self.ctl.opening is None:
            self.ready()
        else:
            window.setTimeout(create_once_callable(self.ready), OPENING_WAIT_MS)

    def take_early_tap(self) -> None:
        """Act on the tap web/boot.js kept from the prerendered home (issue 17), once, as a
        click on the button with the same act and arg in this first drawing, wherever it
        is (saved games come first on a returning player's home); none there, or not on
        home (a reload opened a game): the tap is dropped."""
        self.root.removeAttribute("data-prerendered")  # boot.js keeps no more taps
        tap = nullable(getattr(window, "spelkastEarlyTap", None))
        window.spelkastEarlyTap = JS_NULL
        if tap is None or self.ctl.screen != "home":
            return
        act, arg = str(tap.act), str(nullable(tap.arg) or "")
        if act not in EARLY_ACTS:
            return
        selector = f'[data-act="{window.CSS.escape(act)}"]' + (
            f'[data-arg="{window.CSS.escape(arg)}"]' if arg else ":not([data-arg])"
        )
        target = nullable(self.root.querySelector(selector))
        if target is not None and not target.matches(":disabled"):
            target.click()  # through on_click, as the player's tap would have gone

    def ready(self) -> None:
        html = document.documentElement
        if not html.hasAttribute("data-app-ready"):
            html.setAttribute("data-app-ready", "")
            window.performance.mark("spelkast:ready")


async def main() -> None:
    # A computer's move blocks the page while it is worked out: a slow phone gets the best
    # move found in this time rather than a stuck page (core.bot.ThinkLimit).
    THINK_LIMIT.ms = APP_THINK_LIMIT_MS
    # store.js opened the database (and moved older saves out of localStorage) while Python
    # started; without it (private modes may refuse IndexedDB) saves stay in localStorage.
    store = nullable(getattr(window, "spelkastStore", None))
    start = None
    if store is not None:
        try:
            start = await store.ready
        except Exception:
            window.console.error(traceback.format_exc())
            store = None
    App(store, start).mount()
