"""Measuring a screen's layout in the browser, for any game and any viewport: how much of
the width its content covers, what is cut at the viewport's edges, what lies wholly in
the first screen, and the size of a drawn part (to compare a tablet with a phone)."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

# The blocks of a screen: its direct children (the title bar, the cards, the board);
# a layout wrapper (a grid of two columns) counts through its own children.
BLOCKS = "#app > .screen > *"

_COVER = """(selector) => {
  const boxes = [...document.querySelectorAll(selector)]
    .filter(el => el.offsetParent !== null || getComputedStyle(el).position === 'fixed')
    .map(el => el.getBoundingClientRect())
    .filter(r => r.width > 0 && r.height > 0);
  if (!boxes.length) return null;
  return {left: Math.min(...boxes.map(r => r.left)), right: Math.max(...boxes.map(r => r.right)),
          top: Math.min(...boxes.map(r => r.top + scrollY)),
          bottom: Math.max(...boxes.map(r => r.bottom + scrollY)),
          width: innerWidth, height: innerHeight};
}"""


def content_span(page: Page, selector: str = BLOCKS) -> dict[str, float]:
    """The box (page coordinates) that holds every visible element ``selector`` finds,
    with the viewport's ``width`` and ``height``."""
    span = page.evaluate(_COVER, selector)
    assert span is not None, f"nothing visible: {selector}"
    return {k: float(v) for k, v in span.items()}


def width_covered(page: Page, selector: str = BLOCKS) -> float:
    """How much of the viewport's width (0-1) the content ``selector`` finds spans."""
    span = content_span(page, selector)
    return (min(span["right"], span["width"]) - max(span["left"], 0.0)) / span["width"]


_CUT = """() => {
  const out = [];
  const w = innerWidth;
  if (document.documentElement.scrollWidth > w + 1)
    out.push(`page is ${document.documentElement.scrollWidth}px wide`);
  for (const el of document.querySelectorAll('#app *')) {
    if (el.offsetParent === null || el.closest('.sr-only')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    // inside a box that scrolls or clips sideways on purpose, the box is what is measured
    let clip = el.parentElement, clipped = false;
    while (clip && clip.id !== 'app') {
      const ox = getComputedStyle(clip).overflowX;
      if (ox === 'auto' || ox === 'scroll' || ox === 'hidden' || ox === 'clip') {
        clipped = true; break;
      }
      clip = clip.parentElement;
    }
    if (clipped) continue;
    if (r.left < -0.5 || r.right > w + 0.5)
      out.push(`${el.outerHTML.slice(0, 70)} at ${Math.round(r.left)}..${Math.round(r.right)}`);
  }
  return out.slice(0, 10);
}"""


def cut_at_edges(page: Page) -> list[str]:
    """Elements that reach past the viewport's left or right edge (or a page wider than
    the viewport): what a player would see cut."""
    return list(page.evaluate(_CUT))


_OUTSIDE = """(selector) => [...document.querySelectorAll(selector)]
  .filter(el => el.offsetParent !== null)
  .filter(el => { const r = el.getBoundingClientRect();
                  const top = r.top + scrollY, left = r.left + scrollX;
                  return top < -0.5 || top + r.height > innerHeight + 0.5
                         || left < -0.5 || left + r.width > innerWidth + 0.5; })
  .map(el => el.outerHTML.slice(0, 80))"""


def outside_first_screen(page: Page, selector: str) -> list[str]:
    """Visible elements ``selector`` finds that do not lie wholly in the first screen
    (page coordinates: the screen as it opens at the top, whatever the scroll now)."""
    return list(page.evaluate(_OUTSIDE, selector))


def box(page: Page, selector: str) -> dict[str, Any]:
    """The first visible element's box (x, y, width, height; viewport coordinates)."""
    found = page.locator(selector)
    for i in range(found.count()):
        if found.nth(i).is_visible():
            rect = found.nth(i).bounding_box()
            assert rect is not None
            return dict(rect)
    raise AssertionError(f"nothing visible: {selector}")


def side_by_side(page: Page, first: str, second: str) -> bool:
    """The two elements stand beside each other (their boxes share a horizontal band and
    do not overlap sideways), as a board and its panel on a tablet lying down."""
    a, b = box(page, first), box(page, second)
    overlap_y = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
    apart_x = a["x"] + a["width"] <= b["x"] + 0.5 or b["x"] + b["width"] <= a["x"] + 0.5
    return overlap_y > 0 and apart_x


def stacked(page: Page, first: str, second: str) -> bool:
    """``first`` stands wholly above ``second``, as a board and its panel on a tablet
    standing up."""
    a, b = box(page, first), box(page, second)
    return a["y"] + a["height"] <= b["y"] + 0.5
