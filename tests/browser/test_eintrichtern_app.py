"""A whole game of Eintrichtern against the computer on a 360x640 phone, by taps: throws,
a take-over, lifts chosen from what this player remembers, the sum shown for its time with
a countdown while nobody moves on, and a reload in the middle that does not show it again.

Every kind of turn fits one screen (the turn's controls and the pyramid in the first
viewport; once also at 390x844); red dice are tapped in their middle, each at least
44 x 44 px or as large as its neighbours allow (the whole pyramid across a phone), and no
tap moves the page; the pyramid is whole with a margin and never moves between turns (the
sum shown under it, not above it). axe-core finds nothing serious in light and dark
mode, and 200 % text clips nothing and widens nothing. A second, short game at the normal
pace checks the countdown against the time chosen on the new-game screen.

The whole game is played in Dutch (its sentences are longer than the English ones): what the
test reads on the page it finds through the app's own texts (``said``), so the walk-through
reads the same in either language; the short game is in English.

``?seed=N`` makes the game the same on every run and ``?pace=40`` keeps the computer quick
(and shortens every sum's time on screen to 300 ms). A MutationObserver records every
reveal the page draws, when it came and went, so a sum is read reliably however briefly it
is on.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

from browser_support import (
    Deadline,
    assert_readable,
    check_layout,
    finished_game_listed,
    turn_controls_in_view,
    visible,
    wait_ready,
)
from playwright.sync_api import Page
from pyramid_checks import tap_target, target_faults, without_jump
from table_checks import ReloadWatch, moves, outside

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]
from spelkast_ui.games.eintrichtern.i18n import t as words  # noqa: E402
from spelkast_ui.kit.i18n import lang_index  # noqa: E402

LANG = "nl"  # the whole game's language
APP = f"?lang={LANG}&seed=20261127&pace=40"
QUICK_HOLD_MS = 300  # MIN_REVEAL_MS: the time a sum stays at ?pace=40
BOARD = "#app .pyr-stage .pyr-svg"
WATCH = """() => {
  window.etSeen = [];
  window.etWaiting = [];  // each drawing of the card while the computer plays: what is off
  new MutationObserver(() => {
    const now = performance.now();
    if (document.querySelector('#app .et-turn.is-waiting')) {
      const off = [...document.querySelectorAll('#app [data-act]')]
        .filter(el => !el.disabled && !el.closest('.game-tools, .screen-top, .history'))
        .filter(el => { const r = el.getBoundingClientRect();
                        return r.bottom > innerHeight || r.right > innerWidth; })
        .map(el => el.outerHTML.slice(0, 90));
      if (document.documentElement.scrollWidth > innerWidth) off.push('page too wide');
      window.etWaiting.push(off);
    }
    const box = document.querySelector('#app .et-reveal');
    const last = window.etSeen[window.etSeen.length - 1];
    if (!box) {
      if (last && last.gone === undefined) last.gone = now;
      return;
    }
    const sum = box.querySelector('.et-sum').textContent;
    const who = box.querySelector('.et-reveal-who > span:last-child').textContent;
    if (!last || last.gone !== undefined || last.sum !== sum || last.who !== who)
      window.etSeen.push({sum, who, t: now});
    const moves = document.querySelectorAll(
      '#app [data-act=roll]:not([disabled]), #app [data-act=take_over]:not([disabled]),'
      + ' #app [data-act=lift]');
    if (moves.length) window.etSeen[window.etSeen.length - 1].open = true;
  }).observe(document.getElementById('app'), {childList: true, subtree: true, characterData: true});
  // The countdown's whole seconds as drawn, frame by frame while a reveal is up (SVG
  // animations change no DOM, and a busy test process would miss one between two looks).
  window.etSecs = [];
  const frame = () => {
    const shown = [...document.querySelectorAll('#app .et-reveal .et-secs text')]
      .filter(t => getComputedStyle(t).visibility === 'visible').map(t => t.textContent);
    if (shown.length && shown[0] !== window.etSecs[window.etSecs.length - 1])
      window.etSecs.push(shown[0]);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // The page's long tasks (over 50 ms), by its own clock: a sum is stamped when the task
  // that drew it ends, and on a loaded machine that can be long after its time started.
  window.etLong = [];
  new PerformanceObserver(list => {
    for (const e of list.getEntries()) window.etLong.push([e.startTime, e.startTime + e.duration]);
  }).observe({type: 'longtask', buffered: true});
}"""


def said(key: str) -> str:
    """The app's own text ``key`` in the game's language, unfilled ("{name} lifts...")."""
    return words.texts[key][lang_index(LANG)]


def sentence(key: str, **fill: str) -> re.Pattern[str]:
    """The app's text ``key`` as a pattern: each ``{value}`` named in ``fill`` replaced by
    the pattern given; a text with a singular and a plural form matches either."""
    forms = []
    for form in said(key).split("|"):
        text = re.escape(form)
        for name, pattern in fill.items():
            text = text.replace(re.escape("{" + name + "}"), pattern)
        forms.append(text)
    return re.compile("|".join(forms))


# What the walk-through reads: whose turn, what a lift says, the throw's sum.
YOUR_TURN = said("et_turn_of.you")
COMPUTER_LIFTS = sentence("et_lifts", name="Computer", row=r"(\d+)", place=r"(\d+)")
I_LIFT = sentence("et_lifts.you", row=r"(\d+)", place=r"(\d+)")
NEED = [sentence(key, dice=".+", sum=r"(\d+)") for key in ("et_need", "et_need_taken")]
TAKEN_OVER = NEED[1]  # "Taken over: 2, 3 and 5, 10 in all"
OFFER = sentence("et_offer_hint", sum=r"\d+")  # "Take over that throw and look for a funnel..."
WON = [
    sentence(key, name=".+", names=".+", n=r"\d+")
    for key in ("et_winner", "et_winner.you", "et_shared")
]
# A sum in the live region while no reveal is on screen would stay readable: never allowed.
STALE_SUM = """words => !document.querySelector('#app .et-reveal')
  && document.getElementById('live').textContent.includes(words)"""
FUNNEL_SAYS = said("et_funnel_shows")  # "The funnel adds up to"


def seen(page: Page) -> list[dict[str, object]]:
    found: list[dict[str, object]] = page.evaluate("window.etSeen")
    return found


def learn(page: Page, memory: dict[str, int], start: int) -> int:
    """Remember the computer's reveals too: seen from my side (0), row r and place k are
    the red die at (r - 1, k - 1, 7 - (r - 1) - (k - 1)). Returns how many were new."""
    heard = 0
    for shown in seen(page)[start:]:
        where = COMPUTER_LIFTS.match(str(shown["who"]))
        if where is not None:
            x, y = int(where.group(1)) - 1, int(where.group(2)) - 1
            memory[f"{x},{y},{7 - x - y}"] = int(str(shown["sum"]))
            heard += 1
    return heard


def lift(page: Page, memory: dict[str, int], done: dict[str, int]) -> str:
    """Lift a remembered funnel with the throw's sum, else one nobody lifted yet."""
    text = page.locator("#app .et-need").inner_text()
    need = next((m for m in (p.search(text) for p in NEED) if m is not None), None)
    assert need is not None, text
    want = int(need.group(1))
    dice = page.locator("#app .pyr-target[data-act=lift]")
    if "lift" not in done:  # the first lift: a finger on every red die, one screen
        turn_controls_in_view(page)
        assert target_faults(page) == []
        page.set_viewport_size({"width": 390, "height": 844})
        turn_controls_in_view(page)
        assert target_faults(page) == []
        page.set_viewport_size({"width": 360, "height": 640})
        assert_readable(page, "lift")
        done["lift"] = 1
    args = [dice.nth(i).get_attribute("data-arg") or "" for i in range(dice.count())]
    known = [a for a in args if memory.get(a) == want]
    fresh = [a for a in args if a not in memory]
    choice = (known or fresh or args)[0]
    before = len(seen(page))
    tap_target(page, page.locator(f"#app .pyr-target[data-act=lift][data-arg='{choice}']"))
    page.wait_for_function(  # the sum shown, or my eighth red die ended the game at once
        "([n, over]) => window.etSeen.length > n"
        " || document.querySelector('#app .et-turn')?.textContent.includes(over)",
        arg=[before, said("game_over")],
    )
    if len(seen(page)) == before:
        return "lift"
    shown = seen(page)[before]  # mine (a quick computer may have lifted since)
    assert I_LIFT.match(str(shown["who"])), shown
    memory[choice] = int(str(shown["sum"]))
    if visible(page, "#app .et-reveal") and "reveal" not in done:
        check_layout(page)
        turn_controls_in_view(page)  # the sum, its countdown and the pyramid in view
        done["reveal"] = 1
    page.wait_for_selector("#app .et-reveal", state="detached")
    assert not page.evaluate(STALE_SUM, FUNNEL_SAYS)  # said once, not for good
    return "match" if memory[choice] == want else "miss"


def my_step(page: Page, memory: dict[str, int], done: dict[str, int]) -> str | None:
    if page.locator("#app .et-reveal").count():  # a sum on screen: nobody moves on
        page.wait_for_selector("#app .et-reveal", state="detached")
    if page.locator("#app .pyr-target[data-act=lift]").count():
        return lift(page, memory, done)
    take = visible(page, "#app button[data-act=take_over]:not([disabled])")
    if take is not None and "take" not in done:
        assert OFFER.search(page.locator("#app .et-turn").inner_text())
        turn_controls_in_view(page)
        assert_readable(page, "take over")  # the green button in dark mode too
        without_jump(page, take.click, "#app .et-need")
        assert TAKEN_OVER.search(page.locator("#app .et-need").inner_text())
        return "take"
    roll = visible(page, "#app button[data-act=roll]:not([disabled])")
    if roll is not None:
        turn_controls_in_view(page)
        without_jump(page, roll.click, "#app .pyr-target[data-act=lift]")
        return "roll"
    return None


def test_a_whole_game_against_the_computer_by_taps(page: Page, base_url: str) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    page.evaluate(WATCH)
    page.locator("#app button[data-act=new][data-arg=eintrichtern]").click()
    check_layout(page)
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .screen-game .pyr-svg")  # built by itself
    still = ReloadWatch(page, BOARD)  # the board at one place all game, from its building
    page.wait_for_function(  # the building ends, the first turn is mine
        "words => document.querySelector('#app .et-turn')?.textContent.includes(words)",
        arg=YOUR_TURN,
    )
    check_layout(page)
    turn_controls_in_view(page)
    assert_readable(page, "first throw")
    without_jump(page, page.locator("#app button[data-act=turn]").click)
    assert page.locator("#app .pyr-svg").get_attribute("data-side") == "1"
    for _ in range(2):
        page.locator("#app button[data-act=turn]").click()
    assert page.locator("#app .pyr-svg").get_attribute("data-side") == "0"

    memory: dict[str, int] = {}
    done: dict[str, int] = {}
    reloaded = False
    heard = 0
    waiting: list[list[str]] = []  # the page's own record of the computer's turns
    deadline = Deadline()
    while not visible(page, "#app button[data-act=again]"):
        deadline.check(done)
        done["heard"] = done.get("heard", 0) + learn(page, memory, heard)
        heard = len(seen(page))
        kind = my_step(page, memory, done)
        if kind is None:
            if "waiting" not in done and visible(page, "#app .et-turn.is-waiting"):
                check_layout(page)
                turn_controls_in_view(page)
                done["waiting"] = 1
            page.wait_for_timeout(25)
            continue
        if kind not in done:
            check_layout(page)  # every kind of screen, once
        done[kind] = done.get(kind, 0) + 1
        if kind == "match" and not reloaded:
            # The engine still holds this reveal (nothing was played since): a reload must
            # not show it again.
            waiting += page.evaluate("window.etWaiting")
            still.keep()
            page.reload()
            wait_ready(page)
            page.wait_for_selector("#app button[data-act=roll]")
            assert page.locator("#app .et-reveal").count() == 0
            assert "et-sum" not in page.locator("#app").inner_html()
            page.evaluate(WATCH)
            still.again()  # watched again after the reload
            heard = 0
            reloaded = True
    assert reloaded and done.get("match") and done.get("miss") and done.get("reveal"), done
    assert moves(still(), 1.0, (360, 640)) == []  # never moved, reload too
    assert outside(page, BOARD, margin=8) == []  # whole, a margin to the screen's edges
    # A computer's turn can pass between two polls on a loaded machine; the page's own
    # record has every drawing of it, each with nothing of the turn out of view.
    waiting += page.evaluate("window.etWaiting")
    assert done.get("take") and (done.get("waiting") or waiting), done
    assert all(off == [] for off in waiting), [off for off in waiting if off][:3]
    assert done.get("heard"), "the computer's lifts were shown too"
    # Every sum stayed its whole time, and no move was open while it was on.
    shown = [s for s in seen(page) if "gone" in s]
    # Seen from the page, a sum's start and end are each noted at the end of the task that
    # drew them. The sum's time starts inside that task (``shown``, right after the
    # drawing), so a long task moves the noted start later than the real one: a loaded
    # machine's 190 ms made a 300 ms sum look 113 ms long (one run, three test workers).
    # Such a start counts from its task's beginning; a move cutting a sum short would end
    # it within the computer pace (40 ms).
    long_tasks: list[list[float]] = page.evaluate("window.etLong")

    def started(s: dict[str, Any]) -> float:
        t = float(s["t"])
        return min([start for start, end in long_tasks if start <= t <= end + 2], default=t)

    short = [s for s in shown if float(s["gone"]) - started(s) < QUICK_HOLD_MS - 100]
    assert shown and not short, short
    assert not [s for s in shown if s.get("open")], "a move was possible while a sum was on"
    end = page.locator("#app .panel.end")
    text = end.inner_text()
    assert said("game_over") in text and any(won.search(text) for won in WON), text
    assert end.locator("table tbody tr").count() == 2
    check_layout(page)
    assert_readable(page, "end")
    assert page.locator("#live").inner_text()
    assert page.locator("#app .et-reveal").count() == 0
    page.locator("#app .panel.end button[data-act=home]").click()
    finished_game_listed(page, said("finished"))


def test_the_sum_stays_the_chosen_time_with_a_countdown(page: Page, base_url: str) -> None:
    """At the normal pace, with "2 seconds" chosen: the sum counts down 2, 1 and goes, and
    until then no move is open, whoever is next (the computer moves only after it)."""
    page.goto(base_url + "?lang=en&seed=20261128")
    wait_ready(page)
    page.evaluate(WATCH)
    page.locator("#app button[data-act=new][data-arg=eintrichtern]").click()
    choice = page.locator("#app button[data-act=set_option][data-arg=reveal_seconds][data-val='2']")
    choice.click()
    assert choice.get_attribute("aria-pressed") == "true"
    page.locator("#app button[data-act=start]").click()
    page.locator("#app button[data-act=roll]").click()
    tap_target(page, page.locator("#app .pyr-target[data-act=lift]").first, "#app .et-reveal")
    assert "The sum stays for 2 seconds." in page.locator("#app .et-reveal").inner_text()
    turn_controls_in_view(page)  # the sum, its countdown, the pyramid: one screen
    assert not page.locator("#app [data-act=roll]:not([disabled]), #app [data-act=lift]").count()
    page.wait_for_selector("#app .et-reveal", state="detached")
    assert page.evaluate("window.etSecs") == ["2", "1"]
    first = seen(page)[0]
    # At least the chosen time; the upper bound leaves room for a machine under load.
    assert 1900 <= float(first["gone"]) - float(first["t"]) <= 4000
    assert not first.get("open")
    # Then the game goes on: my throw is open, or the computer (next after a miss) plays.
    page.wait_for_selector(
        "#app button[data-act=roll]:not([disabled]), #app .et-turn.is-waiting .et-throw"
    )
