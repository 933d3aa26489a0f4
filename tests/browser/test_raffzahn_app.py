"""Raffzahn in chromium, by touches.

At 360x640: a whole game against two computers (``play_a_whole_game_by_touch``, played
by test_evening_app.py as an evening's second game). The player reads the number thrown and
takes the loose dice of his own side that show it (their accessible names say what his
side shows, nothing more), and calls STOP when he threw. Every turn fits the first
viewport: the card, every loose die (each answering to >= 44x44 px, in its middle too)
and the bar with the throw or STOP; a throw moves nothing (no scroll, the pyramid stays
put, whole with a margin, all game), who took how many shows in the card's table, each
computer's grab on the board as it happens, and after a round the dice the player could
still have taken are ringed and said until he taps "Next", the card's table of dice whole
above the bar; in a computer's race he keeps a die back and grabs it at the STOP, a foul
that the card says under the table. axe finds nothing in light and dark mode,
and text at 200 % cuts nothing off. A reload in the middle of a race resumes it. At
390x844 and on a 1024x768 tablet (one person) the same holds.

At 1024x768: three people, each with a zone of his own side of the pyramid turned towards
his edge; two fingers in two zones take a die each at once, and STOP from the thrower's zone
ends the round with its summary.

``?seed=N`` makes the games the same on every run and ``?pace=40`` keeps the computers'
pauses between rounds short; ``?speed=4`` runs the app's clock four times as fast, so the
computers' reaction times in a race (real ones, on that clock) pass in a quarter of the time.
"""

from __future__ import annotations

import re

from browser_support import (
    assert_readable,
    check_layout,
    in_first_viewport,
    tap_middle,
    throw_moves_nothing,
    turn_controls_in_view,
    visible,
    wait_ready,
    watch_count,
)
from playwright.sync_api import Browser, Page
from playwright.sync_api import Error as PlaywrightError
from table_checks import ReloadWatch, boxes, facing, moves, outside

APP = "?lang=en&seed=20261124&pace=40&speed=4"  # the races at four times the speed
GRABBING = "#app .rz-board.is-grabbing"
NEXT = "#app button[data-act=race_next]"
BOARD = "#app .pyr-stage .pyr-svg"


# Each loose die one may take: the box of its hexagon and the disc round it, together.
DIE_BOXES = """() => [...document.querySelectorAll('#app .pyr-target[data-act=rz_take]')]
  .map(g => {
    const r = g.getBoundingClientRect();
    const halo = document.querySelector(`#app .pyr-halo[data-arg="${g.dataset.arg}"]`);
    const h = halo ? halo.getBoundingClientRect() : r;
    return [Math.max(r.right, h.right) - Math.min(r.left, h.left),
            Math.max(r.bottom, h.bottom) - Math.min(r.top, h.top)];
  })"""


def dice_fit_a_finger(page: Page) -> None:
    small = [b for b in page.evaluate(DIE_BOXES) if b[0] < 43.5 or b[1] < 43.5]
    assert not small, f"loose dice answering in under 44x44 px: {small[:5]}"


# How far the card's scoreboard's last row ends above the bar as it stands at the foot of
# the first viewport (page coordinates: a scroll the test caused does not count); None
# with no scoreboard or no bar (the end, or a moment between two screens). After a round
# with a foul too: its long sentence goes under the table, not the table under the bar.
LAST_ROW_ROOM = """() => {
  const rows = document.querySelectorAll('#app .rz-turn .rz-board-scores tbody tr');
  const bar = document.querySelector('#app .rz-bar');
  if (!rows.length || !bar) return null;
  return innerHeight - bar.offsetHeight - (rows[rows.length - 1].getBoundingClientRect().bottom
    + scrollY);
}"""

# A foul on purpose: in a computer's race the player keeps his last die of the number and
# grabs it as soon as the computer's STOP is heard (the card says it while the race waits
# out its grace window), as a hand already on its way would. Its touch is dispatched the
# moment the page shows the STOP, so no timing of the test's own decides it.
GRAB_AT_STOP = """n => {
  const grab = () => {
    if (!document.querySelector('#app .rz-board.is-grabbing')) return true;  // ended
    if (!/called STOP/.test(document.querySelector('#app .rz-turn')?.textContent || ''))
      return false;
    const die = [...document.querySelectorAll('#app .pyr-target[data-act=rz_take]')]
      .find(g => g.getAttribute('aria-label').endsWith(`showing ${n}`));
    die?.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true, cancelable: true,
      pointerId: 31, pointerType: 'touch', isPrimary: true, button: 0}));
    return true;
  };
  if (grab()) return;
  const watch = new MutationObserver(() => { if (grab()) watch.disconnect(); });
  watch.observe(document.querySelector('#app'), {childList: true, subtree: true});
}"""


def last_row_above_the_bar(page: Page) -> int:
    """The scoreboard's last row is seen above the bar without scrolling: 1 if measured,
    0 if there was nothing to measure."""
    room = page.evaluate(LAST_ROW_ROOM)
    if room is None:
        return 0
    assert room >= 0, f"the scoreboard's last row lies {-room:.0f} px under the bar"
    return 1


def start(page: Page, humans: int) -> None:
    page.locator("#app [data-act=new][data-arg=raffzahn]").first.click()
    page.wait_for_selector("#app [data-act=start]")
    for seat in range(1, humans):
        page.select_option(f"#app select[data-act=set_kind][data-arg='{seat}']", "human")
    page.locator("#app [data-act=start]").click()


def roll_in(page: Page, scope: str) -> int:
    label = page.locator(f"{scope} .rz-roll").first.get_attribute("aria-label") or ""
    found = re.search(r"showing (\d)", label)
    assert found is not None, label
    return int(found.group(1))


# The number thrown in the race going on, or 'ended' once its round is over: one look at
# both, so a round that ends between two looks (computers at 8x on a loaded machine) is
# not waited for as a die that never comes.
RACE_ROLL = f"""() => {{
  if (!document.querySelector({GRABBING!r})) return 'ended';
  const die = document.querySelector('#app .rz-turn .rz-roll');
  return die ? die.getAttribute('aria-label') : false;
}}"""


def race_roll(page: Page) -> int | None:
    """``roll_in`` of the phone's turn card while a race goes on; None when it has ended."""
    label = page.wait_for_function(RACE_ROLL, timeout=30_000).json_value()
    if label == "ended":
        return None
    found = re.search(r"showing (\d)", label)
    assert found is not None, label
    return int(found.group(1))


def matching(page: Page, scope: str, n: int) -> list[str]:
    """The data-args of the loose dice that show ``n`` to the zone's (or phone's) player."""
    return page.eval_on_selector_all(
        f"{scope} .pyr-target[data-act=rz_take]",
        f"els => els.filter(e => e.getAttribute('aria-label').endsWith('showing {n}'))"
        ".map(e => e.getAttribute('data-arg'))",
    )


def take(page: Page, arg: str) -> bool:
    """Tap the die in its middle; False if the page had moved on (computers redraw it as
    they grab, and the die may be gone)."""
    spot = page.locator(f"#app .pyr-target[data-act=rz_take][data-arg='{arg}']")
    for attempt in range(3):
        try:
            tap_middle(page, spot, timeout_ms=1000)  # a die taken meanwhile is not waited for
        except PlaywrightError:
            return False
        except AssertionError:  # covered, or replaced by a redraw while being measured
            if not spot.count():
                return False  # a computer took it meanwhile
            if attempt == 2:
                raise
            continue
        return True
    return False


def play_a_whole_game_by_touch(page: Page) -> None:
    """The walk-through of the module's docstring, from a Raffzahn just started against
    two computers to its end. test_evening_app.py plays it as the second
    game of an evening (a whole Raffzahn, the pyramid from the evening's first game), so a
    run walks through one Raffzahn game, not two."""
    page.wait_for_selector(BOARD)
    still = ReloadWatch(page, BOARD)  # the board at one place all game, from its start
    seen = {"races": 0, "taken": 0, "stops": 0, "reloaded": 0, "throws": 0, "told": 0}
    seen |= {"next": 0, "missed": 0, "grabs shown": 0, "rows seen": 0, "fouls": 0}
    for _ in range(3000):
        if page.locator("#app .rz-turn.end").count():
            break
        throw = visible(page, "#app button[data-act=rz_throw]")
        if page.locator(GRABBING).count():
            assert in_first_viewport(page, "#app .rz-bar"), "the bar is below the fold"
            assert in_first_viewport(page, "#app .rz-turn")
            seen["rows seen"] += last_row_above_the_bar(page)
            turn_controls_in_view(page)  # every loose die too
            dice_fit_a_finger(page)
            if not seen["reloaded"]:  # a reload in the middle of a race resumes it
                still.keep()
                page.reload()
                wait_ready(page)
                page.wait_for_selector(GRABBING)
                seen["reloaded"] = 1
                still.again()  # watched again after the reload
                grabs = watch_count(page, "#app .pyr-leaving")  # each computer's grab shown
            if seen["races"] == 1:
                assert_readable(page, "a race")
            seen["races"] += 1
            n = race_roll(page)
            if n is None:  # the round ended meanwhile (while axe ran, say)
                continue
            stop = visible(page, "#app button[data-act=rz_stop]")
            keep = int(stop is None and seen["fouls"] < 2)  # one die kept for a foul
            for _ in range(6):  # a quick player: every die of his number he sees
                args = matching(page, "#app", n) if page.locator(GRABBING).count() else []
                if len(args) <= keep or not take(page, args[0]):
                    break
                seen["taken"] += 1
            if keep and page.locator(GRABBING).count() and matching(page, "#app", n):
                page.evaluate(GRAB_AT_STOP, n)  # ... grabbed when the computer calls STOP
            if stop is not None:
                assert in_first_viewport(page, "#app button[data-act=rz_stop]")
                stop.click()
                seen["stops"] += 1
            page.wait_for_function(
                "!document.querySelector('#app .rz-board.is-grabbing')", timeout=60_000
            )
            # What I took this round, in the card's table until the next throw; the dice I
            # left ringed on the board, and said.
            scores = page.locator("#app .rz-board-scores tr.is-me td")  # (none at the end)
            seen["told"] += scores.count() > 0 and scores.first.inner_text().startswith("+")
            row = last_row_above_the_bar(page)  # ... its last row in sight
            said = " ".join(page.locator("#app .rz-summary").all_inner_texts())
            seen["rows seen"] += row
            seen["fouls"] += row and "You grabbed after STOP" in said  # a foul's sentence too
            if page.locator("#app .pyr-missed").count():
                said = page.locator("#app .rz-summary").inner_text()
                assert "still on your side: they are ringed" in said or "it is ringed" in said
                seen["missed"] += 1
        elif throw is not None:
            assert in_first_viewport(page, "#app button[data-act=rz_throw]")
            turn_controls_in_view(page)
            throw_moves_nothing(page, "rz_throw")
            seen["throws"] += 1
        elif visible(page, NEXT) is not None:  # a computer throws next: when I say so
            turn_controls_in_view(page)
            page.locator(NEXT).click()
            seen["next"] += 1
        else:
            page.wait_for_timeout(50)
    end = page.locator("#app .rz-turn.end")
    assert end.count() == 1, seen
    text = end.inner_text()
    assert "Game over" in text and re.search(r"You\s+\d+", text) is not None, text
    assert seen["races"] >= 10 and seen["taken"] >= 5 and seen["stops"] >= 3, seen
    assert seen["reloaded"] and seen["throws"] >= 3 and seen["told"] >= 1, seen
    assert seen["next"] >= 3 and seen["missed"] >= 1 and seen["rows seen"] >= 10, seen
    assert seen["fouls"] >= 1, seen  # a round with a foul's long sentence, its rows seen
    assert len([n for _, n in grabs() if n]) >= 3, "the computers' grabs were not shown"
    assert moves(still(), 1.0, (360, 640)) == []  # never moved, reload too
    assert outside(page, BOARD, margin=8) == []  # whole, a margin to the screen's edges
    check_layout(page)
    assert_readable(page, "the end")


def test_a_bigger_phone_and_a_tablet_on_its_side(browser: Browser, base_url: str) -> None:
    """390x844: a race fits the first screen; 1024x768 (one person): a throw moves
    nothing, and the race fits too."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(base_url + APP)
    wait_ready(page)
    start(page, humans=1)
    for size in ({"width": 390, "height": 844}, {"width": 1024, "height": 768}):
        page.set_viewport_size(size)
        for _ in range(600):  # on to this person's throw, saying "Next" after a round
            if visible(page, "#app button[data-act=rz_throw]") is not None:
                break
            if visible(page, NEXT) is not None:
                page.locator(NEXT).click()
            page.wait_for_timeout(100)
        throw_moves_nothing(page, "rz_throw")
        page.wait_for_selector(GRABBING)
        turn_controls_in_view(page)
        dice_fit_a_finger(page)
        page.locator("#app button[data-act=rz_stop]").click()
        page.wait_for_function("!document.querySelector('#app .rz-board.is-grabbing')")
    check_layout(page)
    context.close()


def test_three_people_each_with_their_own_side(browser: Browser, base_url: str) -> None:
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(base_url + APP)
    wait_ready(page)
    start(page, humans=3)
    page.locator("#app .rz-zone[data-seat='0'] button[data-act=rz_throw]").click()
    page.wait_for_selector(GRABBING)
    zones = page.locator("#app .rz-zone")
    assert zones.count() == 3 and outside(page, "#app .rz-zone") == []  # all on the screen
    for i in range(3):  # each with its own side of the pyramid
        seat = zones.nth(i).get_attribute("data-seat")
        assert zones.nth(i).locator(".pyr-svg").get_attribute("data-side") == seat
    turns = sorted(facing(z.turn) for z in boxes(page, "#app .rz-zone"))
    assert turns == ["bottom", "left", "top"]  # each turned to his edge
    n = roll_in(page, "#app .rz-zone[data-seat='0']")
    grabs = {s: matching(page, f"#app .rz-zone[data-seat='{s}']", n) for s in ("1", "2")}
    takers = [s for s, args in grabs.items() if args]
    # Two fingers in two zones at once: each touch takes its die.
    page.evaluate(
        """grabs => {
          let id = 20;
          for (const [seat, arg] of grabs) {
            const die = document.querySelector(
              `#app .rz-zone[data-seat="${seat}"] .pyr-target[data-arg="${arg}"]`);
            die.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true, cancelable: true,
              pointerId: id++, pointerType: 'touch', isPrimary: id === 21, button: 0}));
          }
        }""",
        [[s, grabs[s][0]] for s in takers],
    )
    for s in takers:
        head = page.locator(f"#app .rz-zone[data-seat='{s}'] .rz-zone-head")
        head.filter(has_text="1 die").wait_for()
    page.locator("#app .rz-zone[data-seat='0'] button[data-act=rz_stop]").click()
    page.wait_for_function("!document.querySelector('#app .rz-board.is-grabbing')")
    status = page.locator("#app .rz-zone[data-seat='0'] .rz-zone-status").inner_text()
    for s in takers:
        assert f"Player {int(s) + 1} took 1 die." in status, status
    check_layout(page)
    assert not errors, errors
    context.close()
