"""Checks of the dice pyramid's targets on a phone, shared by the Cui bono? and Eintrichtern
browser tests: each target answers a tap in its middle (nothing covers it) and is big enough
for a finger, and a tap does not move the page."""

from __future__ import annotations

from collections.abc import Callable

from browser_support import MIN_TARGET, tap_middle
from playwright.sync_api import Locator, Page

# Every target of the drawing: its box, its middle and whether a tap there reaches it.
TARGETS = """s => [...document.querySelectorAll(s)].map(el => {
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  return {arg: el.getAttribute('data-arg'), w: r.width, h: r.height, x, y,
          middle: hit !== null && hit.closest('[data-act]') === el};
})"""


def target_faults(
    page: Page, selector: str = "#app .pyr-target", *, neighbours_share: bool = True
) -> list[str]:
    """Targets whose middle is covered, or smaller than a finger (44 x 44 px). With
    ``neighbours_share``, where two targets are neighbours closer than that, the space
    between them is split halfway, so there a target must be as large as the distance to
    its nearest neighbour allows (Cui bono?: its dice are drawn at the whole pyramid's
    scale); without it every target must be 44 x 44 px whatever its neighbours."""
    found = page.evaluate(TARGETS, selector)
    faults = []
    for t in found:
        if not t["middle"]:
            faults.append(f"{t['arg']}: its middle is covered")
        near = min(
            (((t["x"] - o["x"]) ** 2 + (t["y"] - o["y"]) ** 2) ** 0.5 for o in found if o is not t),
            default=MIN_TARGET,
        )
        need = (min(MIN_TARGET, near) if neighbours_share else MIN_TARGET) - 0.5
        if t["w"] < need or t["h"] < need:
            faults.append(f"{t['arg']}: {t['w']:.0f} x {t['h']:.0f} px (nearest {near:.0f} px)")
    assert found, f"no targets {selector}"
    return faults


def scroll_y(page: Page) -> float:
    return float(page.evaluate("window.scrollY"))


def without_jump(page: Page, tap: Callable[[], None], settle: str | None = None) -> None:
    """Tap, let the page draw again, and check it did not scroll away (no jump)."""
    before = scroll_y(page)
    tap()
    if settle is not None:
        page.wait_for_selector(settle)
    page.wait_for_timeout(50)
    after = scroll_y(page)
    assert after == before, f"the page jumped from {before} to {after} after a tap"


def tap_target(page: Page, target: Locator, settle: str | None = None) -> None:
    """A finger on the middle of a die or funnel (it must not be covered), no jump."""
    target.scroll_into_view_if_needed()
    without_jump(page, lambda: tap_middle(page, target), settle)
