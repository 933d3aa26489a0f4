"""Every player reaches the app (issue 36): 200 % text and 200 % page zoom leave nothing
spilling, overlapping or scrolling sideways; sticky bars keep clear of a phone's notch and
home indicator; the vibration switch is offered only where the device can vibrate;
Settings say whether the saves are kept for sure; screens are patched, not rewritten, so
the focus and the reading place stay and a notice is announced once per event."""

from __future__ import annotations

from browser_support import tap_middle, wait_ready
from playwright.sync_api import Browser, Page

APP = "?lang=en&seed=3&pace=40"

# At 200 % text: text wider than the control or die it belongs to (spilling out, seen or
# not), and words of controls and dice that lie over each other.
SPILL = """() => {
  const out = [];
  const shown = (el) => el.getClientRects().length > 0 && !el.closest('.sr-only');
  const say = (el) => el.outerHTML.slice(0, 80);
  for (const el of document.querySelectorAll('#app [data-act], #app [data-act] *, #app .qdie *')) {
    if (!shown(el) || el instanceof SVGElement) continue;
    if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) out.push('spills: ' + say(el));
  }
  // Words of the controls and dice (a die's name under it, a colour's on its button).
  const words = [...document.querySelectorAll(
      '#app :is([data-act], .qdie, .qn-die), #app :is([data-act], .qdie, .qn-die) *')]
    .filter((el) => shown(el)
    && !(el instanceof SVGElement)
    && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()));
  const boxes = words.map((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return [el, range.getBoundingClientRect()];
  });
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, ra] = boxes[i], [b, rb] = boxes[j];
      if (a.contains(b) || b.contains(a)) continue;
      const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      if (w > 3 && h > 3) out.push(`overlap: ${say(a)} / ${say(b)}`);
    }
  }
  return out;
}"""
WIDE = "() => document.documentElement.scrollWidth - innerWidth"


def at_text(page: Page, percent: int) -> None:
    page.evaluate(f"document.documentElement.style.fontSize = '{percent}%'")


def start(page: Page, game: str) -> None:
    page.locator("#app button[data-act=home]").first.click() if page.locator(
        "#app .screen-game"
    ).count() else None
    page.locator(f"#app button[data-act=new][data-arg={game}]").click()
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .screen-game")


def test_200_percent_text_and_zoom(page: Page, base_url: str) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    # Qwinto: the colour names on the buttons that pick a throw's dice; Qwinn: the dice's
    # names once thrown.
    # From one game to the next through home, not by loading the page again: a load with a
    # game in progress opens that game a moment after the app is ready (store.js), which
    # raced start()'s look at the screen.
    for game, names in (("qwinto", ".qpick-name"), ("qwinn", ".qn-dname")):
        start(page, game)
        # Qwinn opens with who starts (a throw of the red die each), then the first throw.
        primary = "#app .screen-game button.btn-primary[data-act]:not([disabled])"
        for _ in range(8):
            page.wait_for_function(
                "([n, p]) => document.querySelector(n) || document.querySelector(p)",
                arg=[f"#app {names}", primary],
                timeout=90_000,
            )
            if page.locator(f"#app {names}").count():
                break
            page.locator(primary).first.click()
        at_text(page, 200)
        assert page.evaluate(SPILL) == [], f"{game} at 200 % text"
        at_text(page, 100)
    # 200 % page zoom on a 360 px phone: a 180 px wide page; Qwinto's sheet, Eintrichtern.
    for game in ("qwinto", "eintrichtern"):
        page.set_viewport_size({"width": 360, "height": 640})
        start(page, game)
        page.set_viewport_size({"width": 180, "height": 320})
        page.wait_for_timeout(50)  # a layout pass at the new size
        assert page.evaluate(WIDE) <= 0, f"{game} scrolls sideways at 200 % zoom"


STICKY = """() => {
  const out = [];
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSStyleRule)) continue;
      const s = rule.style;
      if (!['sticky', 'fixed'].includes(s.position)) continue;
      const text = s.cssText, where = rule.selectorText;
      if (s.bottom && !/safe-area-inset-bottom/.test(text)) out.push('bottom: ' + where);
      if (s.top && !/safe-area-inset-top/.test(text)) out.push('top: ' + where);
    }
  }
  return out;
}"""


def test_sticky_bars_keep_clear_of_the_notch_and_home_indicator(page: Page, base_url: str) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    assert page.evaluate(STICKY) == []


def test_vibration_switch_and_saves_kept_in_settings(browser: Browser, base_url: str) -> None:
    for can_vibrate in (True, False):
        context = browser.new_context(viewport={"width": 360, "height": 640})
        if not can_vibrate:  # an iPhone, Firefox: no navigator.vibrate at all
            context.add_init_script("delete Navigator.prototype.vibrate;")
        page = context.new_page()
        page.goto(base_url + APP)
        wait_ready(page)
        page.locator("#app button[data-act=settings]").click()
        switch = page.locator("#app button[data-act=set_device][data-arg=vibrate]")
        assert switch.count() == (1 if can_vibrate else 0)
        kept = page.locator("#app .keeping [data-kept]")
        # Headless chromium grants no persistent storage to a page nobody installed.
        assert kept.get_attribute("data-kept") in ("yes", "no")
        if kept.get_attribute("data-kept") == "no":
            assert page.locator("#app .keeping button[data-act=keep_copy]").count() == 1
        context.close()


MINE = "#app g.pyr-target[data-act=wm_die]:not(.pyr-muted)"
THEIRS = "#app g.pyr-target[data-act=wm_die].pyr-muted"
# Each time a notice (role=alert) is put in or its words change: what a screen reader says.
COUNT_ALERTS = """() => { window.__alerts = 0;
  new MutationObserver((records) => { for (const r of records) {
    const added = [...r.addedNodes].filter((n) => n.nodeType === 1);
    const put = added.some((n) => n.matches('[role=alert]') || n.querySelector('[role=alert]'));
    const inside = r.type === 'characterData' && r.target.parentElement
      && r.target.parentElement.closest('[role=alert]');
    if (put || inside) window.__alerts += 1; } })
  .observe(document.getElementById('app'), {childList: true, subtree: true, characterData: true});
}"""


def test_screens_are_patched_and_a_notice_is_announced_once(page: Page, base_url: str) -> None:
    page.goto(base_url + "?lang=en&seed=20261122&pace=40")
    wait_ready(page)
    # The control that has the focus is the same element after the drawing it caused.
    page.locator("#app button[data-act=settings]").first.click()
    sound = page.locator("#app button[data-act=set_device][data-arg=sound]")
    sound.focus()
    sound.evaluate("el => { el.__mine = true; }")
    page.keyboard.press("Enter")  # sound off: drawn again
    page.wait_for_selector("#app button[data-act=set_device][data-arg=sound][data-val=on]")
    assert page.evaluate("document.activeElement.__mine === true")
    page.locator("#app button[data-act=back]").first.click()
    page.locator("#app button[data-act=new][data-arg=wuerfelmarsch]").click()
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector(MINE)
    page.evaluate(COUNT_ALERTS)
    # Another player's die is refused: one notice, said once.
    tap_middle(page, page.locator(THEIRS).first)
    page.wait_for_selector("#app [role=alert]")
    assert page.evaluate("window.__alerts") == 1
    # Drawings without a new notice (a die picked, then put back) leave it unsaid.
    page.locator(MINE).first.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#app .wm-tilts")
    page.locator("#app button[data-act=wm_cancel]").click()
    page.wait_for_function("() => !document.querySelector('#app .wm-tilts')")
    assert page.evaluate("window.__alerts") == 1
    # The same refusal again is a new event: said again, once.
    tap_middle(page, page.locator(THEIRS).first)
    page.wait_for_function("window.__alerts === 2")
