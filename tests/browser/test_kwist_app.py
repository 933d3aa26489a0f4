"""Kwis 't! on a 360x640 phone: a whole game against the computer by taps, answering on the
device (typing, choosing, looking over, handing in), with a refused tap and a reload in the
middle; and a round on paper, where only the count is entered.

``?seed=N`` makes the game the same on every run and ``?pace=40`` keeps the computer quick.
"""

from __future__ import annotations

import os
import time

from browser_support import check_layout, wait_ready
from playwright.sync_api import Locator, Page

APP = "?lang=en&seed=20261122&pace=40"
PLAYERS = int(os.environ.get("KWIST_PLAYERS", "2"))  # 2 players: 6 rounds; 4 players: 4


def visible(page: Page, selector: str) -> Locator | None:
    loc = page.locator(selector)
    return loc.first if loc.count() and loc.first.is_visible() else None


def new_game(page: Page, base_url: str, answering: str, extra_human: bool = False) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=kwist]").click()
    form = "#app button[data-act=set_option]"
    page.locator(f"{form}[data-arg=answering][data-val={answering}]").click()
    page.locator(f"{form}[data-arg=lang][data-val=en]").click()
    while page.locator("#app select[data-act=set_kind]").count() < PLAYERS:
        page.locator("#app button[data-act=add_player]").click()
        last = page.locator("#app select[data-act=set_kind]").last
        last.select_option("casual")
    if extra_human:  # a new row is a human player: two humans pass the device
        page.locator("#app button[data-act=add_player]").click()
    check_layout(page)
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .screen-game .kw-board")


def answer(page: Page) -> None:
    """Type two answers, choose the first option of every choice question, look them over."""
    for i, word in enumerate(("Amsterdam", "twelve")):
        page.locator(f"#app #kw-a{i}").fill(word)
    for q in ("2", "3", "4"):
        page.locator(f"#app button[data-act=kw_choose][data-arg='{q}']").first.click()
    pressed = page.locator("#app button[data-act=kw_choose][aria-pressed=true]")
    assert pressed.count() == 3
    page.locator("#app button[data-act=kw_review]").click()
    page.wait_for_selector("#app button[data-act=kw_submit]")
    assert "Amsterdam" in page.locator("#app .kw-turn").inner_text()


def refuse_self_check(page: Page) -> None:
    """Checking yourself is refused in words and changes nothing."""
    before = page.locator("#app .kw-turn").inner_text()
    page.locator("#app button[data-act=kw_check]", has_text="myself").click()
    notice = page.locator("#app .notice")
    assert "You may not check yourself." in notice.inner_text()
    assert page.locator("#app .kw-turn").inner_text() == before
    notice.locator("button[data-act=dismiss]").click()


def my_step(page: Page, done: dict[str, int]) -> str | None:
    """One of my turns (or part of it); what kind it was, None when it is not mine."""
    if visible(page, "#app button[data-act=iam]"):
        panel = page.locator("#app .kw-handover").inner_text()
        assert "Give the device to" in panel
        assert not page.locator("#app .kw-card").count()  # nothing private behind it
        page.locator("#app button[data-act=iam]").click()
        return "handover"
    if visible(page, "#app .kw-input"):
        answer(page)
        return "answer"
    if visible(page, "#app button[data-act=kw_submit]"):
        page.locator("#app button[data-act=kw_submit]").click()
        return "hand_in"
    if visible(page, "#app button[data-act=kw_reveal]"):
        page.locator("#app button[data-act=kw_reveal]").click()
        return "reveal"
    if visible(page, "#app button[data-act=kw_count]"):
        page.locator("#app button[data-act=kw_count][data-val='2']").click()
        return "count"
    if visible(page, "#app button[data-act=kw_bet]"):
        honest = visible(page, "#app button.kw-bet.is-honest")
        (honest or page.locator("#app button.kw-bet.is-bluff").first).click()
        return "bet"
    if visible(page, "#app button[data-act=kw_pass]"):
        if "refused" not in done:
            refuse_self_check(page)
            return "refused"
        page.locator("#app button[data-act=kw_pass]").click()
        return "check"
    if visible(page, "#app button[data-act=kw_silent]"):
        declare = visible(page, "#app button[data-act=kw_declare].btn-primary")
        (declare or page.locator("#app button[data-act=kw_silent]")).click()
        return "declare"
    if visible(page, "#app button[data-act=kw_play]"):
        page.locator("#app button[data-act=kw_play]").first.click()
        return "actions"
    return None


def test_a_whole_game_against_the_computer_by_taps(page: Page, base_url: str) -> None:
    new_game(page, base_url, "device")
    check_layout(page)
    started = time.monotonic()
    done: dict[str, int] = {}
    reloaded = False
    deadline = started + 60
    while not visible(page, "#app button[data-act=again]"):
        assert time.monotonic() < deadline, f"the game did not finish in time: {done}"
        if not reloaded and done.get("answer", 0) >= 2 and visible(page, "#app .kw-review"):
            before = page.locator("#app .kw-turn").inner_text()
            page.reload()
            wait_ready(page)
            page.wait_for_selector("#app .kw-review")
            assert page.locator("#app .kw-turn").inner_text() == before
            reloaded = True
        kind = my_step(page, done)
        if kind is None:
            page.wait_for_timeout(25)
            continue
        if kind not in done:
            check_layout(page)  # every kind of screen, once
        done[kind] = done.get(kind, 0) + 1
    rounds = 6 if PLAYERS in (2, 3) else PLAYERS
    assert reloaded and done.get("refused") and done["hand_in"] == rounds, done
    assert "guess" not in page.content()
    end = page.locator("#app .panel.end")
    text = end.inner_text()
    assert "Game over" in text and ("wins with" in text or "share first place" in text)
    assert end.locator("table tbody tr").count() == PLAYERS
    check_layout(page)
    assert page.locator("#live").inner_text()
    print(f"kwist: {PLAYERS} players, {time.monotonic() - started:.1f} s, {done}")


def test_a_round_on_paper_with_two_humans(page: Page, base_url: str) -> None:
    new_game(page, base_url, "paper", extra_human=True)
    page.wait_for_selector("#app button[data-act=iam]")
    check_layout(page)
    page.locator("#app button[data-act=iam]").click()
    page.wait_for_selector("#app button[data-act=kw_reveal]")
    assert "pencils" in page.locator("#app .kw-turn").inner_text()
    assert visible(page, "#app .kw-input") is None
    check_layout(page)
    page.locator("#app button[data-act=kw_reveal]").click()
    page.wait_for_selector("#app button[data-act=kw_count]")
    assert "Right:" in page.locator("#app .kw-card").inner_text()
    check_layout(page)
    done: dict[str, int] = {}
    deadline = time.monotonic() + 20
    while "Round 2" not in page.locator("#app .subtitle").inner_text():
        assert time.monotonic() < deadline, f"the round did not finish: {done}"
        kind = my_step(page, done)
        if kind == "count":
            assert "You have 2 right" in page.locator("#app .kw-turn").inner_text()
        if kind in ("count", "handover"):
            check_layout(page)
        if kind is None:
            page.wait_for_timeout(25)
            continue
        done[kind] = done.get(kind, 0) + 1
    assert done.get("count") == 2 and done.get("bet") == 2 and done.get("handover"), done
    assert page.locator("#app .kw-log").inner_text()
