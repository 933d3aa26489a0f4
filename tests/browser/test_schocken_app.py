"""A whole game of Schocken on a 360x640 phone, by taps, with a reload in the middle.

The app reads ``?seed=N`` (new games use seed N, N+1, ...) so the game is the same on
every run, ``?pace=MS`` to shorten the pause between computer moves, and ``?lang=en``.
At every kind of turn the controls lie in the first screen, a tap never scrolls the page,
axe finds nothing in light and dark mode and nothing is cut off at 200 % text size.
"""

from __future__ import annotations

import re
import sys

from browser_support import (
    Deadline,
    axe_violations,
    check_layout,
    text_zoom_faults,
    turn_controls_in_view,
    visible,
    wait_ready,
)
from playwright.sync_api import Locator, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from table_checks import ReloadWatch, moves

APP = "?lang=en&seed=20261122&pace=40"
PHONE = {"width": 360, "height": 640}
BOARD = "#app .game-schocken > .table"  # the pot and the players' chips, under the turn


def settle(page: Page) -> None:
    """Wait until the colours have eased to the new scheme (buttons fade over 120 ms)."""
    page.wait_for_timeout(50)
    page.wait_for_function(
        "document.getAnimations().filter(a => a instanceof CSSTransition).length === 0"
    )


def a11y_faults(page: Page) -> list[str]:
    """axe in light and dark mode, and what is cut off at 200 % text size."""
    faults = [f"light: {v}" for v in axe_violations(page)]
    page.emulate_media(color_scheme="dark")
    settle(page)
    faults += [f"dark: {v}" for v in axe_violations(page)]
    page.emulate_media(color_scheme="light")
    settle(page)
    return faults + [f"200 %: {v}" for v in text_zoom_faults(page, 200)]


def kind_of_turn(page: Page) -> str:
    """Which screen the game shows."""
    for kind in ("end", "reveal", "handover", "entry"):
        if visible(page, f"#app .panel.{kind}"):
            return kind
    if visible(page, "#app .turn-panel.is-mine"):
        first = page.locator("#app button[data-act=die]").count() == 0
        return "first throw" if first else "later throw"
    return "computer"


def tap_in_place(page: Page, target: Locator) -> None:
    """Tap a control that re-renders the page: the page does not scroll away. (Playwright
    scrolls a target into view before it clicks: that scroll is the test's, not the app's,
    so it is done first; that every control of a turn is in view is checked apart.)"""
    target.scroll_into_view_if_needed()
    before = page.evaluate("window.scrollY")
    target.click()
    assert page.evaluate("window.scrollY") == before, "the page jumped after a tap"


def table_snapshot(page: Page) -> tuple[str, list[str]]:
    dice = page.locator("#app button[data-act=die]")
    labels = [dice.nth(i).get_attribute("aria-label") or "" for i in range(dice.count())]
    return page.locator("#app .table").inner_text(), labels


def take_turn_step(page: Page) -> bool:
    """Tap the next sensible control; False when only the computer can move."""
    for selector in ("[data-act=next]", "[data-act=flip]"):
        button = visible(page, f"#app button{selector}")
        if button is not None:
            button.click()
            return True
    roll = visible(page, "#app button[data-act=roll]")
    dice = page.locator("#app button[data-act=die]")
    if roll is not None and dice.count() == 0:
        roll.click()  # first throw: all three dice
        return True
    if roll is not None:
        labels = [dice.nth(i).get_attribute("aria-label") or "" for i in range(3)]
        keep_going = [i for i, label in enumerate(labels) if not label.endswith(": 1")]
        if len(keep_going) >= 2:  # not a Schock yet: throw the rest again
            for i in keep_going:
                tap_in_place(page, dice.nth(i))
                assert dice.nth(i).get_attribute("aria-pressed") == "true"
            tap_in_place(page, roll)
            return True
    stand = visible(page, "#app button[data-act=stand]")
    if stand is not None:
        stand.click()
        return True
    return False


def test_whole_game_against_the_computer(page: Page, base_url: str) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    assert page.locator("html").get_attribute("lang") == "en"
    check_layout(page)
    page.locator("#app button[data-act=new][data-arg=schocken]").click()
    page.locator("#opt-chips").fill("5")
    page.locator("#opt-chips").blur()
    check_layout(page)
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .screen-game")
    still = ReloadWatch(page, BOARD)  # the table at one place all game
    check_layout(page)

    reloaded = wide = False
    rounds_seen = 0
    seen: set[str] = set()
    deadline = Deadline()
    while not visible(page, "#app button[data-act=again]"):
        deadline.check()
        kind = kind_of_turn(page)
        if kind != "computer":
            turn_controls_in_view(page)  # one screen per turn, no scrolling to act
        if kind not in seen and kind != "computer":  # (computers move every 40 ms)
            seen.add(kind)
            assert a11y_faults(page) == [], kind
        if kind == "later throw" and not wide:
            page.set_viewport_size({"width": 390, "height": 844})  # a larger phone
            turn_controls_in_view(page)
            page.set_viewport_size(PHONE)
            wide = True
        if visible(page, "#app button[data-act=next]"):
            rounds_seen += 1
            check_layout(page)
        if not reloaded and rounds_seen >= 2 and visible(page, "#app button[data-act=stand]"):
            # Mid-game, in the middle of our own turn: a reload resumes exactly here.
            before = table_snapshot(page)
            assert len(before[1]) == 3
            still.keep()
            page.reload()
            wait_ready(page)
            page.wait_for_selector("#app .screen-game")
            assert table_snapshot(page) == before
            still.again()  # watched again after the reload
            reloaded = True
            check_layout(page)
        if not take_turn_step(page):
            page.wait_for_timeout(30)
    assert reloaded and wide and {"first throw", "later throw", "reveal"} <= seen, seen
    assert moves(still(), 1.0, (360, 640)) == []  # never moved, reload too
    text = page.locator("#app .panel.end").inner_text()
    # The one person is spoken to: "You lost", or "You won!" and the computer lost.
    assert "Game over" in text and ("You lost." in text or "Computer lost the game." in text)
    check_layout(page)
    turn_controls_in_view(page)
    assert a11y_faults(page) == []
    page.locator("#app .panel.end button[data-act=home]").click()
    assert "Won by" in page.locator("#app .result-card").inner_text()  # a result, no "Continue"
    check_layout(page)


def test_language_and_pass_and_play_handover(page: Page, base_url: str) -> None:
    page.goto(base_url + "?lang=nl&seed=5")
    wait_ready(page)
    assert page.locator("html").get_attribute("lang") == "nl"
    page.locator("#app button[data-act=new]").first.click()
    page.locator("#app select[data-arg='1']").select_option("human")
    page.locator("#player-1").fill("Bea")
    page.locator("#app button[data-act=start]").click()
    # The device goes to "Speler 1", never to "Jij" (that would speak to everyone at once).
    handover = page.locator("#app .handover").inner_text()
    assert "Geef door aan Speler 1" in handover and "Jij" not in handover
    assert page.locator("#app button[data-act=die]").count() == 0
    turn_controls_in_view(page)
    assert a11y_faults(page) == []
    page.locator("#app button[data-act=iam]").click()
    page.locator("#app button[data-act=roll]").click()
    assert page.locator("#app button[data-act=die]").count() == 3
    page.locator("#app button[data-act=stand]").click()
    handover = page.locator("#app .handover").inner_text()
    assert "Geef door aan Bea" in handover and "Jij" not in handover
    assert page.locator("#app .panel svg .die-pips").count() == 0  # Speler 1's dice hidden
    turn_controls_in_view(page)
    check_layout(page)
    page.locator("#app button[data-act=iam]").click()
    # What Speler 1 did is public, on top of Bea's turn: the throws, never the dice.
    news = page.locator("#app .turn-panel > .news:first-child")
    assert news.inner_text() == "Speler 1 zette de beker neer na 1 worp."


def test_keyboard_tablet_storage_full_and_a_damaged_save(page: Page, base_url: str) -> None:
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(base_url + "?lang=en&seed=9&pace=40")
    wait_ready(page)
    # A save that is not JSON sits next to a good one; only its own card complains. (An
    # older version's localStorage save: the next start moves it into IndexedDB.)
    page.evaluate("localStorage.setItem('spelkast.save.bad', '{broken')")
    page.reload()
    wait_ready(page)
    page.keyboard.press("Tab")
    new_game = page.locator("#app button[data-act=new][data-arg=schocken]")
    new_game.focus()
    page.keyboard.press("Enter")
    page.locator("#app button[data-act=start]").focus()
    page.keyboard.press("Enter")
    roll = page.locator("#app button[data-act=roll]")
    dice = page.locator("#app button[data-act=die]")
    for _ in range(3):
        roll.focus()
        page.keyboard.press("Enter")
        # The key's redraw can land after the press returns (seen once in CI): wait for it.
        # A press that never arrived (seen once in a clean-clone CI: no throw in 30 s) is
        # pressed again, as a player would; a key that never works still fails below.
        try:
            dice.first.wait_for(timeout=10_000)
            break
        except PlaywrightTimeoutError:
            focus = page.evaluate("document.activeElement && document.activeElement.outerHTML")
            print(
                f"Enter on the throw button: no throw; focus on {str(focus)[:80]}", file=sys.stderr
            )
    assert dice.count() == 3
    # "Throw again" waits for chosen dice, so the redraw moves focus to the first die.
    focused = page.evaluate("document.activeElement.getAttribute('data-act')")
    assert focused == "die"
    page.locator("#app button[data-act=die]").first.focus()
    page.keyboard.press("Space")
    assert page.locator("#app button[data-act=die]").first.get_attribute("aria-pressed") == "true"
    assert page.locator("#live").inner_text().startswith("Your turn.")
    assert page.evaluate("document.documentElement.scrollWidth") <= 1024

    # The browser refuses to store anything more: the game goes on, with a clear message.
    page.evaluate(
        """() => {
            window.realPut = IDBObjectStore.prototype.put;
            IDBObjectStore.prototype.put = function () {
                throw new DOMException('full', 'QuotaExceededError');
            };
        }"""
    )
    page.locator("#app button[data-act=stand]").click()
    assert "storage is full" in page.locator("#app .save-banner").inner_text()
    page.wait_for_selector("#app button[data-act=next]")  # the computer played on
    page.evaluate("() => { IDBObjectStore.prototype.put = window.realPut; }")

    page.locator("#app .btn-back").click()
    cards = page.locator("#app .save-card")
    assert cards.count() == 2
    assert "Damaged save" in page.locator("#app .save-error").inner_text()
    assert page.locator("#app .save-card:not(.save-error) button[data-act=continue]").count() == 1
    page.locator("#app .save-error button[data-act=delete]").click()  # gone, with "Undo"
    assert page.locator("#app .save-card").count() == 1
    page.locator("#app button[data-act=continue]").click()
    page.wait_for_selector("#app .screen-game")
    check_layout(page)


def test_physical_dice_are_entered_by_tapping(page: Page, base_url: str) -> None:
    page.goto(base_url + "?lang=en&seed=12&pace=40")
    wait_ready(page)
    page.locator("#app button[data-act=new]").first.click()
    page.locator("#app button[data-act=set_option][data-val=physical]").click()
    assert page.locator("#app button[data-val=physical]").get_attribute("aria-pressed") == "true"
    # Everyone may throw three times, so the computer throws again.
    limit = "[data-arg=starter_sets_limit][data-val=false]"
    page.locator(f"#app button[data-act=set_option]{limit}").click()
    page.locator("#app button[data-act=start]").click()
    page.locator("#app button[data-act=roll]").click()  # "Enter throw"
    confirm = page.locator("#app button[data-act=enter]")
    assert confirm.is_disabled()
    for die, value in enumerate((6, 6, 4)):
        pick = page.locator(f"#app button[data-act=pick][data-arg='{die}'][data-val='{value}']")
        tap_in_place(page, pick)
    check_layout(page)
    turn_controls_in_view(page)
    assert a11y_faults(page) == []
    confirm.click()
    labels = [
        page.locator("#app button[data-act=die]").nth(i).get_attribute("aria-label")
        for i in range(3)
    ]
    assert labels == ["Die 1: 6", "Die 2: 6", "Die 3: 4"]
    page.locator("#app button[data-act=flip]").click()
    page.locator("#app button[data-act=stand]").click()
    # The table throws for the computer and enters its dice too.
    page.wait_for_selector("#app .entry")
    assert "Throw for Computer" in page.locator("#app .entry h2").inner_text()
    for die, value in enumerate((5, 1, 2)):
        page.locator(f"#app button[data-act=pick][data-arg='{die}'][data-val='{value}']").click()
    page.locator("#app button[data-act=enter]").click()
    # Which dice the computer keeps is said on top of the card, until the table has thrown.
    news = page.locator("#app .panel.entry > .news:first-child")
    news.wait_for()
    said = news.inner_text().strip()
    kept = re.fullmatch(r"Computer keeps [1-6](-[1-6])* and throws (\d) dic?e again\.", said)
    assert kept is not None, said
    groups = page.locator("#app .panel.entry .pick-group")
    assert groups.count() == int(kept.group(2))
    turn_controls_in_view(page)
    assert a11y_faults(page) == []
    for die in range(groups.count()):
        page.locator(f"#app button[data-act=pick][data-arg='{die}'][data-val='3']").click()
        assert news.inner_text().strip() == said
    page.locator("#app button[data-act=enter]").click()
    # The redraw after the tap takes that news away (waited for: a slow machine redraws
    # late); the computer's next choice may bring its own news a pace later (40 ms), too
    # soon to be sure of seeing the panel without any.
    page.wait_for_function(
        """said => [...document.querySelectorAll('#app .panel.entry > .news')]
          .every(n => n.textContent.trim() !== said)""",
        arg=said,
    )


def test_the_back_button_returns_home(page: Page, base_url: str) -> None:
    page.goto(base_url + "?lang=en&seed=3&pace=40")
    wait_ready(page)
    page.locator("#app .home-links button[data-act=settings]").click()
    page.go_back()
    page.wait_for_selector("#app .screen-home")
    page.locator("#app button[data-act=new]").first.click()
    page.locator("#app button[data-act=start]").click()
    page.locator("#app button[data-act=roll]").click()
    page.locator("#app .game-tools button[data-act=rules]").click()
    page.go_back()  # from the rules back to the game
    page.wait_for_selector("#app .screen-game")
    assert page.locator("#app button[data-act=die]").count() == 3
    page.reload()
    wait_ready(page)
    page.go_back()  # from the game (after a reload) home; the game is saved
    page.wait_for_selector("#app .screen-home")
    assert page.locator("#app .save-card button[data-act=continue]").count() == 1
    page.locator("#app .save-card button[data-act=continue]").click()
    page.locator("#app .btn-back").click()  # the app's own Home button
    page.wait_for_selector("#app .screen-home")
    page.wait_for_function("history.state === null")  # the extra entry is gone again


def test_six_players_cups_up_keep_next_round_in_view(page: Page, base_url: str) -> None:
    """Six hands under the cups run past a phone's foot: "Next round" stays at it."""
    page.goto(base_url + "?lang=en&seed=7&pace=40")
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=schocken]").click()
    while page.locator("#app .player-row").count() < 6:
        page.locator("#app button[data-act=add_player]").click()
    for seat in range(1, 6):
        page.locator(f"#app select[data-arg='{seat}']").select_option("heuristic")
    page.locator("#app button[data-act=start]").click()
    page.locator("#app button[data-act=roll]").click()
    page.locator("#app button[data-act=stand]").click()
    page.wait_for_selector("#app button[data-act=next]")
    assert page.locator("#app .reveal .hand-row").count() == 6
    turn_controls_in_view(page)
