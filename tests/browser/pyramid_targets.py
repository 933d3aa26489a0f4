"""Checks of the dice pyramid's tap targets in a browser (issue 15): every die or funnel a
player may tap is at least 44 x 44 px on screen, or where another target lies nearer than
that as large as the distance between their middles allows (the whole plate on a 360 px
phone puts neighbours 37 px apart: the space between them is split halfway, issue 33), and
answers a tap anywhere on its visible area, its middle above all."""

from __future__ import annotations

from playwright.sync_api import Page

MIN_TARGET = 44
# For every target: its hit area's size, then its middle and six points around it (on a
# circle inside the hexagon, whatever way it is turned). The middle must reach the target;
# another point must when the target is what shows there (its faces or its ring, found
# with every invisible hit area switched off), so a neighbour's hit area or a tool on top
# of a visible part is caught.
TARGET_FAULTS = """([sel, min]) => {
  const out = [];
  const hits = [...document.querySelectorAll('#app .pyr-hit')];
  const owner = (x, y) => {
    const el = document.elementFromPoint(x, y);
    return el === null ? null : el.closest('[data-act]');
  };
  const shown = (x, y) => {
    hits.forEach(h => { h.style.pointerEvents = 'none'; });
    const el = document.elementFromPoint(x, y);
    hits.forEach(h => { h.style.pointerEvents = ''; });
    return el;
  };
  const say = el => el === null ? 'nothing'
      : (el.getAttribute('aria-label') || el.textContent.trim().slice(0, 40) || el.tagName);
  const all = [...document.querySelectorAll(sel)];
  // A hit area cut by its neighbours is lopsided: its box's middle is not the die's. Each
  // such target's look (its outline in place, pyramid_svg draws both in one order) is.
  const padded = [...document.querySelectorAll('#app .pyr-target')]
    .filter(el => el.querySelector(':scope > .pyr-pad'));
  const looks = [...document.querySelectorAll('#app .pyr-look > .pyr-hit')];
  const own = el => looks[padded.indexOf(el)] || el.querySelector('.pyr-hit') || el;
  const mids = all.map(el => {
    const r = own(el).getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  });
  for (const [i, el] of all.entries()) {
    const hit = el.querySelector('.pyr-hit') || el;
    const r = hit.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const name = say(el);
    const near = Math.min(min, ...mids.filter((_, j) => j !== i)
                               .map(([x, y]) => Math.hypot(x - mids[i][0], y - mids[i][1])));
    if (r.width < near - 0.5 || r.height < near - 0.5)
      out.push(`${name}: ${r.width.toFixed(1)} x ${r.height.toFixed(1)} px`);
    const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
    if (owner(cx, cy) !== el) out.push(`${name}: its middle reaches ${say(owner(cx, cy))}`);
    const rad = 0.8 * Math.min(r.width, r.height) / 2;
    for (let k = 0; k < 6; k++) {
      const a = Math.PI / 6 + k * Math.PI / 3;
      const x = cx + rad * Math.cos(a), y = cy + rad * Math.sin(a);
      const seen = shown(x, y);
      if (seen === null || !el.contains(seen)) continue;
      if (owner(x, y) !== el)
        out.push(`${name}: a tap on it at ${x | 0},${y | 0} reaches ${say(owner(x, y))}`);
    }
  }
  return out;
}"""


def target_faults(page: Page, selector: str = "#app .pyr-target") -> list[str]:
    """What is wrong with the pyramid's targets now on screen (empty: nothing)."""
    faults: list[str] = page.evaluate(TARGET_FAULTS, [selector, MIN_TARGET])
    return faults
