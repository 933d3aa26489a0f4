"""Kwis 't! on a 360x640 phone: a whole game against the computer by taps, answering on the
device (one question at a time, looking over, handing in), with a refused tap and a reload
in the middle; a round of pass-and-play on the device, where the quizmaster's own disputed
answer goes to the player on his left and a checker reads his outcome alone; and a round on
paper, where only the count is entered.

At every kind of turn the controls of the turn lie in the first viewport, the board (first
under the title bar) never moves, and a tap does not scroll the page; the outcome of the
player's own check stays in the turn card, in view, until his next move; computers' moves
appear one by one; a summary ends each round; axe-core finds no
serious fault in light and dark mode and 200 % text clips nothing.

``?seed=N`` makes the game the same on every run and ``?pace=40`` keeps the computer quick.
"""

from __future__ import annotations

import os
import re
import time
from itertools import pairwise

from browser_support import (
    Deadline,
    assert_readable,
    check_layout,
    turn_controls_in_view,
    visible,
    wait_ready,
    watch_count,
)
from playwright.sync_api import Locator, Page
from table_checks import ReloadWatch, moves, watch_boxes

from pyengine import GAMES

APP = "?lang=en&seed=20261122&pace=40"
PLAYERS = int(os.environ.get("KWIST_PLAYERS", "3"))  # 3 players: 6 rounds; 4 players: 4
NEWS = "#app .kw-news li"  # what just happened, in the turn card
BOARD = "#app .kw-board"  # on a phone first, under the title bar

# The outcome of my own last move in the turn card: its text and where it lies
# (read at once: a computer's move may draw the page again at any moment).
OWN_OUTCOME = """() => {
  const el = document.querySelector('#app .kw-turn .kw-said.is-mine');
  if (el === null) return ['', 0, 0];
  const r = el.getBoundingClientRect();
  return [el.textContent, r.top, r.bottom];
}"""


def tap(page: Page, target: Locator) -> None:
    """Tap a control of the turn: the page must not scroll away from where the player acts."""
    before = page.evaluate("window.scrollY")
    target.click()
    page.wait_for_timeout(30)
    assert page.evaluate("window.scrollY") == before, "the page jumped after a tap"


def new_game(page: Page, base_url: str, answering: str, humans: int = 1) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=kwist]").click()
    form = "#app button[data-act=set_option]"
    page.locator(f"{form}[data-arg=answering][data-val={answering}]").click()
    page.locator(f"{form}[data-arg=lang][data-val=en]").click()
    kinds = page.locator("#app select[data-act=set_kind]")
    if humans > 1:  # the second seat, on the first quizmaster's left, is a person too
        kinds.nth(1).select_option("human")
    else:  # the level this walk-through was written against (sly plays other rounds)
        # the form offers the level a newcomer beats some of the time (issue 39)
        assert kinds.nth(1).input_value() == GAMES["kwist"].default_level
        kinds.nth(1).select_option("strong")
    while kinds.count() < PLAYERS:
        page.locator("#app button[data-act=add_player]").click()
        page.locator("#app select[data-act=set_kind]").last.select_option("casual")
    check_layout(page)
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .screen-game .kw-board")


def answer_sheet(page: Page, first: bool = False) -> None:
    """Step through the five questions: type the open ones, choose in the others, then look
    them over. Every step is one screen with its buttons."""
    for i in range(5):
        turn_controls_in_view(page)
        if first and i == 2:
            assert_readable(page)  # a choice question
        field = visible(page, f"#app #kw-a{i}")
        if field is not None:
            field.fill(("Amsterdam", "twelve")[i % 2])
        else:
            tap(page, page.locator("#app button[data-act=kw_choose]").first)
            assert page.locator("#app button[data-act=kw_choose][aria-pressed=true]").count()
        onward = "kw_review" if i == 4 else "kw_step"
        tap(page, page.locator(f"#app .kw-nav button[data-act={onward}]").last)
    page.wait_for_selector("#app button[data-act=kw_submit]")
    assert "Amsterdam" in page.locator("#app .kw-turn").inner_text()


def never_self_check(page: Page) -> None:
    """ "Check myself" is never offered: only the other discs on the board and "nobody"."""
    turn = page.locator("#app .kw-turn")
    assert "myself" not in turn.inner_text()
    me = str(int(turn.locator("h2 .tok").inner_text()) - 1)
    assert page.locator(f"#app button[data-act=kw_check][data-arg='{me}']").count() == 0
    assert page.locator("#app button[data-act=kw_check]").count()


def my_step(page: Page, done: dict[str, int]) -> str | None:  # noqa: C901 (one list of kinds)
    """One of my turns (or part of it); what kind it was, None when it is not mine."""
    if visible(page, "#app button[data-act=iam]"):
        panel = page.locator("#app .kw-handover").inner_text()
        assert "Give the device to" in panel
        assert not page.locator("#app .kw-card").count()  # nothing private behind it
        turn_controls_in_view(page)
        tap(page, page.locator("#app button[data-act=iam]"))
        return "handover"
    if visible(page, "#app button[data-act=kw_next]"):
        summary = page.locator("#app .kw-summary")
        assert summary.locator(".kw-srow").count() == PLAYERS
        assert "is over" in summary.inner_text() and "bet on field" in summary.inner_text()
        turn_controls_in_view(page)
        if "summary" not in done:
            assert_readable(page)
        tap(page, page.locator("#app button[data-act=kw_next]"))
        return "summary"
    if visible(page, "#app button[data-act=kw_seen]"):
        turn_controls_in_view(page)
        tap(page, page.locator("#app button[data-act=kw_seen]"))
        return "seen"
    if visible(page, "#app .kw-steps"):
        answer_sheet(page, first="answer" not in done)
        return "answer"
    kinds = {
        "hand_in": "kw_submit",
        "reveal": "kw_reveal",
        "count": "kw_count",
        "rule": "kw_rule",
        "bet": "kw_bet",
        "check": "kw_pass",
        "declare": "kw_silent",
        "actions": "kw_play",
    }
    kind = next(
        (k for k, act in kinds.items() if visible(page, f"#app button[data-act={act}]")), None
    )
    if kind is None:
        return None
    turn_controls_in_view(page)
    if kind == "hand_in":
        tap(page, page.locator("#app button[data-act=kw_submit]"))
    elif kind == "reveal":
        tap(page, page.locator("#app button[data-act=kw_reveal]"))
    elif kind == "count":
        tap(page, page.locator("#app button[data-act=kw_count][data-arg='2']"))
    elif kind == "rule":
        tap(page, page.locator("#app button[data-act=kw_rule][data-arg='1']"))
    elif kind == "bet":
        if "bet" not in done:
            assert_readable(page)
            page.set_viewport_size({"width": 390, "height": 844})
            turn_controls_in_view(page)
            page.set_viewport_size({"width": 360, "height": 640})
        choice = visible(page, "#app button.kw-bet.is-honest")
        if done.get("bet", 0):  # after the first, bluffs: declared, they bring cards
            choice = visible(page, "#app button.kw-bet.is-bluff") or choice
        tap(page, choice or page.locator("#app button.kw-bet.is-bluff").first)
    elif kind == "check":
        never_self_check(page)
        target = page.locator("#app button[data-act=kw_check]").first
        if done.get("check", 0) % 2 == 0:  # check someone every other round
            tap(page, target)
            text, top, bottom = page.evaluate(OWN_OUTCOME)
            # "You check" alone at a table of computers; by name on a shared device
            mine = "You check" in text or re.search(r"Player \d checks", text)
            assert mine and top >= 0 and bottom <= 640, (text, top, bottom)
            done["checked"] = done.get("checked", 0) + 1
        else:
            tap(page, page.locator("#app button[data-act=kw_pass]"))
    elif kind == "declare":
        declare = visible(page, "#app button[data-act=kw_declare]")
        if "declare" not in done:
            assert_readable(page)
        if declare is None:
            assert "Declare my bluff" not in page.locator("#app .kw-turn").inner_text()
        tap(page, declare or page.locator("#app button[data-act=kw_silent]"))
    else:
        tap(page, page.locator("#app button[data-act=kw_play]").first)
    return kind


def test_a_whole_game_against_the_computer_by_taps(page: Page, base_url: str) -> None:
    new_game(page, base_url, "device")
    check_layout(page)
    news_counts = watch_count(page, NEWS)
    still = ReloadWatch(page, BOARD)  # the board at one place all game (issue 33)
    started = time.monotonic()
    done: dict[str, int] = {}
    reloaded = False
    kept = 0  # turns after my check that still showed its outcome on top
    deadline = Deadline()
    while not visible(page, "#app button[data-act=again]"):
        deadline.check(done)
        if not reloaded and done.get("answer", 0) >= 2 and visible(page, "#app .kw-review"):
            before = page.locator("#app .kw-turn").inner_text()
            still.keep()
            page.reload()
            wait_ready(page)
            page.wait_for_selector("#app .kw-review")
            assert page.locator("#app .kw-turn").inner_text() == before
            news_counts = watch_count(page, NEWS)
            still.again()  # watched again after the reload
            reloaded = True
        if done.get("check") and visible(page, "#app button[data-act=kw_silent]"):
            kept += "You check" in page.evaluate(OWN_OUTCOME)[0]
        kind = my_step(page, done)
        if kind is None:
            page.wait_for_timeout(25)
            continue
        if kind not in done:
            check_layout(page)  # every kind of screen, once
        done[kind] = done.get(kind, 0) + 1
    rounds = 6 if PLAYERS in (2, 3) else PLAYERS
    assert reloaded and done["hand_in"] == rounds, done
    assert done["summary"] == rounds - 1 and done.get("checked") and done.get("actions"), done
    assert kept, "the outcome of my check did not stay on top until my next move"
    counts = [n for _, n in news_counts()]
    assert all(b - a <= 1 for a, b in pairwise(counts)), counts
    assert max(counts) >= 2, counts  # several computers' moves, shown one after the other
    assert "guess" not in page.content()
    assert moves(still(), 1.0, (360, 640)) == []  # never moved: steps, rounds, reload
    end = page.locator("#app .panel.end")
    text = end.inner_text()
    assert "Game over" in text and ("with" in text or "share first place" in text)
    assert end.locator("table tbody tr").count() == PLAYERS
    check_layout(page)
    assert_readable(page)
    assert page.locator("#live").inner_text()
    print(f"kwist: {PLAYERS} players, {time.monotonic() - started:.1f} s, {done}")


def test_the_board_holds_still_on_a_tablet(page: Page, base_url: str) -> None:
    """A round standing up (768x1024: the board first, under the title bar) and a round lying
    down (1024x768: the board at the top of the side column): through questions, bets,
    checks and the summary, the board never moves nor changes size (it moved by up to 840 px
    standing and grew by 26 px lying down before)."""
    page.set_viewport_size({"width": 768, "height": 1024})
    new_game(page, base_url, "device")
    seen = watch_boxes(page, BOARD)
    # kinds marked done skip the phone-sized checks of my_step (the whole game above has them)
    done = {"bet": 0, "check": 1, "answer": 1, "summary": 1, "declare": 1}
    deadline = Deadline()
    for size, rounds in (((768, 1024), 1), ((1024, 768), 2)):
        page.set_viewport_size({"width": size[0], "height": size[1]})
        while not (done.get("hand_in", 0) >= rounds and visible(page, "#app .kw-summary")):
            deadline.check(done)
            kind = my_step(page, done)
            if kind is None:
                page.wait_for_timeout(25)
                continue
            done[kind] = done.get(kind, 0) + 1
            page.set_viewport_size({"width": size[0], "height": size[1]})  # my_step's bet
            if kind == "summary" and done.get("hand_in", 0) >= rounds:
                # the summary came between the look above and my_step's, which tapped on
                # (CI's busy machine): this size's rounds are played all the same
                break
        notes = seen()
        assert any(n.size == size for n in notes), notes  # notes come when boxes change
        assert moves(notes, 1.0, size) == [], size
        tops = {n.boxes[0][1] for n in notes if n.size == size and n.boxes}
        assert max(tops) < 140, tops  # first under the title bar (standing) or at the top


def test_pass_and_play_the_quizmasters_answer_goes_to_the_player_on_his_left(
    page: Page, base_url: str
) -> None:
    new_game(page, base_url, "device", humans=2)
    page.wait_for_selector("#app button[data-act=iam]")
    assert_readable(page)  # the hand-over screen
    done: dict[str, int] = {}
    for _ in range(2):  # both humans answer, each after a hand-over
        while my_step(page, done) != "answer":
            page.wait_for_timeout(25)
        page.wait_for_selector("#app button[data-act=kw_submit]")
        tap(page, page.locator("#app button[data-act=kw_submit]"))
    while not visible(page, "#app button[data-act=kw_reveal]"):
        assert my_step(page, done) in (None, "handover")
        page.wait_for_timeout(25)
    tap(page, page.locator("#app button[data-act=kw_reveal]"))
    # Player 1 is the quizmaster: his wrong answer goes to Player 2, on his left.
    dispute = page.locator("#app button[data-act=kw_dispute]").first
    assert "ask Player 2 to rule" in dispute.inner_text()
    turn_controls_in_view(page)
    tap(page, dispute)
    page.wait_for_selector("#app button[data-act=iam]")
    assert "Give the device to Player 2" in page.locator("#app .kw-handover").inner_text()
    tap(page, page.locator("#app button[data-act=iam]"))
    page.wait_for_selector("#app button[data-act=kw_rule]")
    # a shared device names the one who rules (issue 32), no "you"
    assert "Player 1 asks Player 2 to rule" in page.locator("#app .kw-turn").inner_text()
    turn_controls_in_view(page)
    assert_readable(page)
    tap(page, page.locator("#app button[data-act=kw_rule][data-arg='1']"))
    tap(page, page.locator("#app button[data-act=iam]"))
    news = page.locator("#app .kw-news").inner_text()
    assert "Player 2 counts it as right." in news and "Player 1’s answer to question" in news
    # Bets, then each human checks: the checker reads his outcome alone.
    seen = 0
    deadline = Deadline("the checks")
    while not visible(page, "#app button[data-act=kw_next]"):
        deadline.check(done)
        if visible(page, "#app button[data-act=kw_check]") and not seen:
            turn_controls_in_view(page)
            tap(page, page.locator("#app button[data-act=kw_check]", has_text="Player").first)
            if visible(page, "#app button[data-act=kw_seen]"):
                outcome = page.locator("#app .kw-outcome").inner_text()
                assert re.search(r"Player (\d) checks Player", outcome), outcome
                assert re.search(r"Player \d's check", outcome), outcome  # a shared device
                assert not visible(page, "#app button[data-act=iam]")
                turn_controls_in_view(page)
                assert_readable(page)
                tap(page, page.locator("#app button[data-act=kw_seen]"))
                assert "only you know" not in page.locator("#app").inner_text()
                seen += 1
            continue
        if my_step(page, done) is None:
            page.wait_for_timeout(25)
    assert seen
    summary = page.locator("#app .kw-summary").inner_text()
    assert "Round 1 is over" in summary and "Player 1" in summary and "Player 2" in summary
    assert "You " not in summary and "you" not in summary.split("\n", 1)[1]  # the table's
    assert not page.locator("#app .kw-hand").count()  # nobody's cards while all look
    turn_controls_in_view(page)
    tap(page, page.locator("#app button[data-act=kw_next]"))
    page.wait_for_selector("#app button[data-act=iam]")


def test_a_round_on_paper_with_two_humans(page: Page, base_url: str) -> None:
    new_game(page, base_url, "paper", humans=2)
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
    deadline = Deadline("the round")
    while not done.get("summary"):
        deadline.check(done)
        kind = my_step(page, done)
        if kind == "count":
            assert re.search(r"Player [12] has 2 right", page.locator("#app .kw-turn").inner_text())
        if kind in ("count", "handover"):
            check_layout(page)
        if kind is None:
            page.wait_for_timeout(25)
            continue
        done[kind] = done.get(kind, 0) + 1
    assert done.get("count") == 2 and done.get("bet") == 2 and done.get("handover"), done
    assert "Round 2" in page.locator("#app .subtitle").inner_text()
    assert page.locator("#app .kw-log").inner_text()
