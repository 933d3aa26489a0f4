"""Driving the controller the way the page does: by action names."""

from __future__ import annotations

import sys
from html.parser import HTMLParser
from pathlib import Path
from weakref import WeakKeyDictionary

ROOT = Path(__file__).resolve().parents[2]
for _path in (ROOT, ROOT / "web"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from spelkast_ui.app.controller import Controller  # noqa: E402
from spelkast_ui.app.screens import render  # noqa: E402
from spelkast_ui.kit.storage import MemoryStorage  # noqa: E402

T0 = 1_750_000_000_000.0
# The session storage of "the tab" of each storage, so that make(storage) is a reload.
TAB_SESSIONS: WeakKeyDictionary[MemoryStorage, MemoryStorage] = WeakKeyDictionary()


class Clock:
    def __init__(self) -> None:
        self.ms = T0

    def __call__(self) -> float:
        return self.ms


def make(
    storage: MemoryStorage | None = None,
    lang: str = "en-GB",
    seed: int = 5,
    forced: str | None = None,
    session: MemoryStorage | None = None,
) -> Controller:
    """A controller as a tab starts it. ``make(storage)`` again is a reload of the same
    tab: it gets that tab's session storage back (its screen and what it could not store
    yet); another tab passes its own ``session``."""
    seeds = iter(range(seed, seed + 1000))
    storage = storage if storage is not None else MemoryStorage()
    if session is None:
        session = TAB_SESSIONS.setdefault(storage, MemoryStorage())
    c = Controller(
        storage,
        now=Clock(),
        new_seed=lambda: next(seeds),
        browser_lang=lang,
        forced_lang=forced,
        session=session,
    )
    c.mount()
    return c


def start(
    c: Controller,
    players: list[tuple[str, str]] | None = None,
    game: str = "schocken",
    **options: str,
) -> None:
    """Open the new-game form of ``game``, set players ``[(name, kind)]`` and options,
    start."""
    assert c.dispatch("new", game)
    if players is not None:
        while len(c.setup.players) < len(players):  # type: ignore[union-attr]
            c.dispatch("add_player")
        while len(c.setup.players) > len(players):  # type: ignore[union-attr]
            c.dispatch("remove_player", str(len(c.setup.players) - 1))  # type: ignore[union-attr]
        for i, (name, kind) in enumerate(players):
            c.dispatch("set_name", str(i), name)
            c.dispatch("set_kind", str(i), kind)
    for key, value in options.items():
        c.dispatch("set_option", key, value)
    c.dispatch("start")
    assert c.notice is None, c.notice
    assert c.screen == "game"


def human_move(c: Controller) -> None:
    """One sensible move for the acting human: keep ones, stop on a good hand."""
    seat = c.acting_human()
    assert seat is not None
    view = c.match.view(seat)  # type: ignore[union-attr]
    cup = view["state"]["cups"][seat]
    if cup["throws"] == 0:
        c.dispatch("roll")
    elif cup.get("flip_ok"):
        tap(c, "flip")
    elif cup["hand"]["kind"] == "simple" and cup["throws"] < view["state"]["limit"]:
        for i, v in enumerate(cup["dice"]):
            if v != 1:
                c.dispatch("die", str(i))
        c.dispatch("roll")
    else:
        tap(c, "stand")
    if c.entry is not None:  # physical dice: the table enters what it threw
        for i in range(len(c.entry.dice)):
            c.dispatch("pick", str(i), "3")
        c.dispatch("enter")


def step(c: Controller) -> None:
    """Whatever the screen asks for next: reveal, hand-over, computer or human."""
    if c.reveal_pending():
        c.dispatch("next")
    elif c.handover_seat() is not None:
        c.dispatch("iam", str(c.handover_seat()))
    elif c.entry is not None and c.entry.for_bot:
        for i in range(len(c.entry.dice)):
            c.dispatch("pick", str(i), "2")
        c.dispatch("enter")
    elif c.bot_delay() is not None:
        assert c.step_bot()
    else:
        human_move(c)
    assert c.notice is None, c.notice


class Tags(HTMLParser):
    """Collects start tags with their attributes and the text inside each <button>."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.buttons: list[tuple[dict[str, str | None], str]] = []
        self._button: dict[str, str | None] | None = None
        self._text: list[str] = []
        self.label_depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "label":
            self.label_depth += 1
        a["__in_label"] = "1" if self.label_depth else None
        self.tags.append((tag, a))
        if tag == "button":
            self._button, self._text = a, []

    def handle_endtag(self, tag: str) -> None:
        if tag == "label":
            self.label_depth -= 1
        if tag == "button" and self._button is not None:
            self.buttons.append((self._button, "".join(self._text).strip()))
            self._button = None

    def handle_data(self, data: str) -> None:
        if self._button is not None:
            self._text.append(data)


def parse(html: str) -> Tags:
    tags = Tags()
    tags.feed(html)
    tags.close()
    return tags


def page(c: Controller) -> str:
    """The page drawn, as main.py draws it: rendered, then ``shown`` (a race's clock and a
    brief display start when the page showing them is drawn)."""
    html = render(c)
    c.shown()
    return html


def panel_of(html: str) -> str:
    """The main panel(s) of a game screen, before the table."""
    return html.split('<section class="table"', 1)[0]


def drawn_val(c: Controller, act: str, arg: str = "") -> str | None:
    """The ``data-val`` of the control drawn with ``act`` (and ``arg``) now, "" when it has
    none, None when no such control is drawn."""
    html = page(c)
    guest = getattr(c.net, "guest", None)
    if c.screen == "net_table" and guest is not None and guest.frame:  # a joined device
        html = str(guest.frame["html"])  # the table's frame it shows
    for _tag, a in parse(html).tags:
        if a.get("data-act") == act and (a.get("data-arg") or "") == arg:
            return a.get("data-val") or ""
    return None


def tap(
    c: Controller, act: str, arg: str = "", val: str | None = None, stamp: float | None = None
) -> bool:
    """Tap the control drawn with ``act`` (and ``arg``) as the page does: with its
    ``data-val``, the action it carries where it is one move (``GamePlay.TAPS``). ``val``
    sends that instead (a control not drawn now, a forged one)."""
    if val is None:
        val = drawn_val(c, act, arg) or ""
    return c.dispatch(act, arg, val, stamp)
