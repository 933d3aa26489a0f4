"""Measuring a screen's layout in the browser, for any game: how much of the width its
content uses, what is cut at the viewport's edges, boxes and their turns, and boxes that
must hold still (watched by the page's own clock). Pure measurements: the tests decide
what is right for their screen.

Boxes are in page coordinates (the viewport's plus the scroll), so a scroll does not count
as a move; a turned element's box is the one it covers on the screen, its layout size
(``offsetWidth``/``offsetHeight``) is the one it has before the turn.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from playwright.sync_api import Page

# What counts as content when asking how much of the width a screen uses: what a player
# reads or taps, never the wrappers round it.
CONTENT = "svg, img, button, select, input, h1, h2, h3, p, li, td, th, label, summary"


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float
    turn: float = 0.0  # degrees, clockwise on the screen, in (-180, 180]
    own_w: float = 0.0  # the layout size before the turn
    own_h: float = 0.0

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def middle(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def inside(self, other: Box, margin: float = 0.0) -> bool:
        return (
            self.x >= other.x + margin - 0.5
            and self.y >= other.y + margin - 0.5
            and self.right <= other.right - margin + 0.5
            and self.bottom <= other.bottom - margin + 0.5
        )

    def same(self, other: Box, px: float) -> bool:
        return all(
            abs(a - b) <= px
            for a, b in zip(
                (self.x, self.y, self.w, self.h), (other.x, other.y, other.w, other.h), strict=True
            )
        )


# Each element's box (page coordinates), the turn of its transform and its layout size.
_BOXES = """s => [...document.querySelectorAll(s)]
  .filter(el => el.getClientRects().length > 0)
  .map(el => {
    const r = el.getBoundingClientRect();
    const m = new DOMMatrixReadOnly(getComputedStyle(el).transform);
    const turn = Math.atan2(m.b, m.a) * 180 / Math.PI;
    return [r.left + scrollX, r.top + scrollY, r.width, r.height, turn,
            el.offsetWidth || r.width, el.offsetHeight || r.height];
  })"""


def _box(raw: list[float]) -> Box:
    x, y, w, h, turn, own_w, own_h = raw
    turn = round(turn, 1)
    return Box(x, y, w, h, 180.0 if turn == -180.0 else turn, own_w, own_h)


def boxes(page: Page, selector: str) -> list[Box]:
    """The box of every shown element ``selector`` finds, in document order."""
    return [_box(raw) for raw in page.evaluate(_BOXES, selector)]


def viewport(page: Page) -> Box:
    """The first viewport, as a box in page coordinates (the screen as it opens)."""
    w, h = page.evaluate("[innerWidth, innerHeight]")
    return Box(0.0, 0.0, float(w), float(h))


def content_span(page: Page, selector: str = "#app", content: str = CONTENT) -> tuple[float, float]:
    """The left and right edge of all content (``content``) inside ``selector`` that shows
    in the first viewport: the width a screen's content uses there."""
    found = page.evaluate(
        """([root, content]) => {
          const vh = innerHeight;
          let left = Infinity, right = -Infinity;
          for (const el of document.querySelector(root).querySelectorAll(content)) {
            if (el.closest('.sr-only') || el.getClientRects().length === 0) continue;
            const r = el.getBoundingClientRect();
            const top = r.top + scrollY;
            if (r.width < 1 || r.height < 1 || top >= vh || top + r.height <= 0) continue;
            left = Math.min(left, r.left + scrollX);
            right = Math.max(right, r.right + scrollX);
          }
          return [left, right];
        }""",
        [selector, content],
    )
    return float(found[0]), float(found[1])


def width_share(page: Page, selector: str = "#app") -> float:
    """How much of the viewport's width the content of the first viewport spans (0 to 1)."""
    left, right = content_span(page, selector)
    return max(0.0, right - left) / viewport(page).w


def cut_at_edges(page: Page, selector: str = "#app", content: str = CONTENT) -> list[str]:
    """Content that reaches past the viewport's left or right edge (the page's width is the
    viewport's: anything beyond is cut or scrolls sideways)."""
    found: list[str] = page.evaluate(
        """([root, content]) => {
          const out = [];
          const w = innerWidth;
          if (document.documentElement.scrollWidth > w + 1)
            out.push(`the page is ${document.documentElement.scrollWidth}px wide`);
          for (const el of document.querySelector(root).querySelectorAll(content)) {
            if (el.closest('.sr-only') || el.getClientRects().length === 0) continue;
            const r = el.getBoundingClientRect();
            if (r.width < 1) continue;
            if (r.left + scrollX < -0.5 || r.right + scrollX > w + 0.5)
              out.push(`${el.outerHTML.slice(0, 70)} at ${r.left | 0}..${r.right | 0}`);
          }
          return out;
        }""",
        [selector, content],
    )
    return found


def outside(page: Page, selector: str, frame: Box | None = None, margin: float = 0.0) -> list[str]:
    """Every element ``selector`` finds that does not lie wholly inside ``frame`` (default:
    the first viewport) with ``margin`` px to spare: something cut, or out of view."""
    frame = frame or viewport(page)
    return [
        f"{selector}[{i}] at {b.x:.0f},{b.y:.0f} {b.w:.0f}x{b.h:.0f}"
        for i, b in enumerate(boxes(page, selector))
        if not b.inside(frame, margin)
    ]


def facing(turn: float) -> str:
    """The edge of the screen a box turned by ``turn`` degrees faces: its reader sits
    there ("" when it is not turned by a quarter)."""
    return {0.0: "bottom", 90.0: "left", 180.0: "top", -90.0: "right"}.get(round(turn, 0), "")


def nearest_edge(box: Box, frame: Box) -> str:
    """The edge of ``frame`` that ``box``'s middle lies nearest to."""
    mx, my = box.middle
    gaps = {
        "left": mx - frame.x,
        "right": frame.right - mx,
        "top": my - frame.y,
        "bottom": frame.bottom - my,
    }
    return min(gaps, key=lambda k: gaps[k])


def equal_sizes(found: list[Box], share: float) -> bool:
    """All layout sizes within ``share`` (0.1: 10 %) of each other, both ways."""
    if not found:
        return True
    ws = [b.own_w for b in found]
    hs = [b.own_h for b in found]
    return max(ws) <= min(ws) * (1 + share) and max(hs) <= min(hs) * (1 + share)


# On every change of the page (its own clock), the boxes ``selector`` finds, rounded.
_WATCH = """selector => {
  (window.boxesSeen ??= {})[selector] = [];
  const look = () => {
    const found = [...document.querySelectorAll(selector)]
      .filter(el => el.getClientRects().length > 0)
      .map(el => { const r = el.getBoundingClientRect();
                   return [Math.round(r.left + scrollX), Math.round(r.top + scrollY),
                           Math.round(r.width), Math.round(r.height)]; });
    const seen = window.boxesSeen[selector];
    const font = getComputedStyle(document.documentElement).fontSize;
    const key = JSON.stringify([innerWidth, innerHeight, font, found]);
    if (!seen.length || seen[seen.length - 1][1] !== key)
      seen.push([performance.now(), key]);
  };
  look();
  new MutationObserver(look).observe(document.getElementById('app'),
                                     {childList: true, subtree: true, attributes: true});
}"""


@dataclass(frozen=True)
class Seen:
    """What a watch saw at one moment: the viewport's size, the text size and the boxes."""

    ms: float
    size: tuple[int, int]
    font: str
    boxes: list[tuple[int, int, int, int]]


def watch_boxes(page: Page, selector: str) -> Callable[[], list[Seen]]:
    """From now on (until the page reloads) the page notes the boxes ``selector`` finds
    after every change of the screen, with the viewport's size; the returned function
    reads the notes (each change once). A box that moves for a moment between two redraws
    is seen, as the player would see it. A screen with nothing to find (no box) is noted
    too."""
    page.evaluate(_WATCH, selector)

    def read() -> list[Seen]:
        raw: list[Any] = page.evaluate("s => window.boxesSeen[s]", selector)
        out = []
        for ms, key in raw:
            w, h, font, found = json.loads(key)
            out.append(Seen(float(ms), (int(w), int(h)), str(font), [tuple(b) for b in found]))
        return out

    return read


class ReloadWatch:
    """``watch_boxes`` over a whole game whose test reloads the page: the page's notes go
    with a reload, so ``keep()`` reads them just before it and ``again()`` watches the new
    page; calling the watch gives the notes of both."""

    def __init__(self, page: Page, selector: str) -> None:
        self.page, self.selector = page, selector
        self.kept: list[Seen] = []
        self.read = watch_boxes(page, selector)

    def keep(self) -> None:
        self.kept += self.read()

    def again(self) -> None:
        self.read = watch_boxes(self.page, self.selector)

    def __call__(self) -> list[Seen]:
        return self.kept + self.read()


def moves(seen: list[Seen], px: float = 2.0, size: tuple[int, int] | None = None) -> list[str]:
    """Where the watched boxes moved or changed size by more than ``px`` between the notes:
    only the notes at the viewport ``size`` (if given) and at the text size the watch began
    with (a test that zooms the text for a moment moves things by its own doing); notes
    with no box are skipped."""
    font = seen[0].font if seen else ""
    notes = [s for s in seen if s.boxes and s.font == font and (size is None or s.size == size)]
    out = []
    for before, after in pairwise(notes):
        if len(before.boxes) != len(after.boxes):
            out.append(f"{len(before.boxes)} boxes, then {len(after.boxes)} at {after.ms:.0f} ms")
            continue
        for a, b in zip(before.boxes, after.boxes, strict=True):
            if any(abs(p - q) > px for p, q in zip(a, b, strict=True)):
                out.append(f"{a} -> {b} at {after.ms:.0f} ms")
    return out
