"""kit/timers.py: the browser glue's one-shot timers, on a fake page clock."""

from __future__ import annotations

from collections.abc import Callable

from spelkast_ui.kit.timers import Clock, Timer


class FakePage:
    """setTimeout and clearTimeout over a page clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 0.0
        self.calls: dict[int, tuple[float, Callable[[], None]]] = {}
        self.next_id = 1

    def set_timeout(self, fire: Callable[[], None], ms: float) -> int:
        ident, self.next_id = self.next_id, self.next_id + 1
        self.calls[ident] = (self.now + ms, fire)
        return ident

    def clear_timeout(self, ident: int) -> None:
        self.calls.pop(ident, None)

    def advance(self, ms: float) -> None:
        """Run every call due within ``ms``, each at its own time, in order."""
        end = self.now + ms
        while self.calls:
            ident, (due, fire) = min(self.calls.items(), key=lambda c: c[1][0])
            if due > end:
                break
            del self.calls[ident]
            self.now = max(self.now, due)
            fire()
        self.now = end

    def clock(self, speed: float = 1.0) -> Clock:
        return Clock(self.set_timeout, self.clear_timeout, lambda: self.now, speed)


def test_start_keeps_a_pending_call_and_counts_on_the_app_clock() -> None:
    page, fired = FakePage(), []
    timer = Timer(page.clock(speed=4), lambda: fired.append(page.now))
    timer.start(400)  # 400 ms of the app's clock: 100 of the page's
    timer.start(40)  # already pending: kept as it is
    assert timer.pending and timer.due == 100
    page.advance(99)
    assert fired == []
    page.advance(1)
    assert fired == [100] and not timer.pending and timer.due is None


def test_start_or_advance_replaces_only_a_later_call() -> None:
    page, fired = FakePage(), []
    timer = Timer(page.clock(), lambda: fired.append(page.now))
    timer.start_or_advance(500)
    timer.start_or_advance(498)  # within the slack: the first call stays
    assert timer.due == 500
    timer.start_or_advance(200)  # earlier: it replaces the first
    assert timer.due == 200 and len(page.calls) == 1
    page.advance(600)
    assert fired == [200]


def test_page_milliseconds_and_cancel() -> None:
    page, fired = FakePage(), []
    timer = Timer(page.clock(speed=4), lambda: fired.append(page.now))
    timer.start(page_ms=300)  # page time: the test clock does not shorten it
    assert timer.due == 300
    timer.cancel()
    assert not timer.pending and page.calls == {}
    page.advance(1000)
    assert fired == []


def test_a_call_may_start_the_timer_again() -> None:
    page, fired = FakePage(), []

    def fire() -> None:
        fired.append(page.now)
        if len(fired) < 3:
            timer.start(10)

    timer = Timer(page.clock(), fire)
    timer.start(10)
    for _ in range(5):
        page.advance(10)
    assert fired == [10, 20, 30]
