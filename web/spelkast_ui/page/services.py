"""The page's services behind the controller's interfaces: other tabs (Web Locks and a
BroadcastChannel) and other devices (WebRTC), both over small JavaScript modules."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyodide.ffi import to_js
from pyscript import window

from .bridge import text_of, when_done


class BrowserTabs:
    """The Controller's Tabs over store.js: Web Locks and a BroadcastChannel."""

    def __init__(self, js: Any, after: Callable[[Callable[[], None]], None]) -> None:
        self.js = js
        self.after = after

    def claim(self, gid: str, answer: Callable[[bool], None]) -> None:
        when_done(self.js.claim(gid), lambda ok: self.after(lambda: answer(bool(ok))))

    def take_over(self, gid: str, answer: Callable[[], None]) -> None:
        when_done(self.js.takeOver(gid), lambda _r: self.after(answer))

    def release(self, gid: str) -> None:
        when_done(self.js.release(gid), lambda _r: None)


class BrowserNet:
    """The transport of one table across devices (net/session.py) over web/net.js: WebRTC
    data channels between the devices, QR codes read by the camera."""

    def __init__(self, js: Any, after: Callable[[Callable[[], None]], None]) -> None:
        self.js = js
        self.after = after

    def offer(self, link: str, done: Callable[[str | None], None]) -> None:
        when_done(self.js.offer(link), lambda sdp: self.after(lambda: done(text_of(sdp))))

    def accept(self, link: str, sdp: str) -> None:
        when_done(self.js.accept(link, sdp), lambda _r: None)

    def answer(self, link: str, sdp: str, done: Callable[[str | None], None]) -> None:
        when_done(self.js.answer(link, sdp), lambda ans: self.after(lambda: done(text_of(ans))))

    def send(self, link: str, text: str) -> None:
        self.js.send(link, text)

    def close(self, link: str) -> None:
        self.js.close(link)

    def scan(self, title: str, cancel: str, denied: str) -> None:
        labels = {"title": title, "cancel": cancel, "denied": denied}
        self.js.scan(to_js(labels, dict_converter=window.Object.fromEntries))
