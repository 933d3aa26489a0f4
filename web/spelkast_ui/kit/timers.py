"""One-shot timers on the app's clock, for the browser glue (spelkast_ui/page).

The app counts time on its own clock (``performance.now()``, or a faster one in tests:
``?speed=K``); the browser's ``setTimeout`` counts page milliseconds. A ``Timer`` holds at
most one pending call, converts the delay, and knows when it is due, so the glue asks
"start unless one is pending" or "start, or bring forward" instead of keeping an id, a due
time and a callback per purpose. The browser functions are injected: the same class runs
under CPython in the tests.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Clock:
    """The page's timer functions and the app clock's speed against the page's."""

    set_timeout: Callable[[Callable[[], None], float], Any]
    clear_timeout: Callable[[Any], None]
    page_now: Callable[[], float]
    speed: float = 1.0

    def app_ms(self, page_ms: float) -> float:
        """A time of the page (``performance.now()``, an event's ``timeStamp``) on the
        app's clock: the same unless a test runs the clock faster (``?speed=K``)."""
        return float(page_ms) * self.speed

    def app_now(self) -> float:
        return self.app_ms(self.page_now())


class Timer:
    """At most one pending call of ``fire``; it is no longer pending when ``fire`` runs."""

    def __init__(self, clock: Clock, fire: Callable[[], None]) -> None:
        self.clock = clock
        self.fire = fire
        self._id: Any = None
        self.due: float | None = None  # page milliseconds when the pending call comes

    @property
    def pending(self) -> bool:
        return self._id is not None

    def start(self, app_ms: float = 0.0, *, page_ms: float = 0.0) -> None:
        """Call ``fire`` after ``app_ms`` on the app's clock plus ``page_ms`` of the page's
        (a delay that is not the game's: a retry, a typing pause); a pending call stays as
        it is."""
        if self._id is None:
            self._start(app_ms / self.clock.speed + page_ms)

    def start_or_advance(self, app_ms: float, slack_ms: float = 4.0) -> None:
        """Like ``start``, but a call due more than ``slack_ms`` later is replaced by this
        earlier one."""
        delay = app_ms / self.clock.speed
        due = self.due  # None when nothing is pending
        if due is not None and self.clock.page_now() + delay >= due - slack_ms:
            return
        self.cancel()
        self._start(delay)

    def cancel(self) -> None:
        if self._id is not None:
            self.clock.clear_timeout(self._id)
        self._id = None
        self.due = None

    def _start(self, page_ms: float) -> None:
        self.due = self.clock.page_now() + page_ms
        self._id = self.clock.set_timeout(self._ring, page_ms)

    def _ring(self) -> None:
        self._id = None
        self.due = None
        self.fire()
