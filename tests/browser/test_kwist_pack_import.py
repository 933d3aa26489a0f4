"""Importing a Kwis 't! question pack on a 360x640 phone: a bad pack is explained, a file
over the size limit is refused unread, a good pack is picked as a file and chosen, and a
game starts with it.

``?seed=N`` makes the game the same on every run and ``?pace=40`` keeps the computer quick.
"""

from __future__ import annotations

import json
from pathlib import Path

from browser_support import check_layout, wait_ready
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE_PATH = ROOT / "docs" / "examples" / "quiz-pack-example.json"
APP = "?lang=en&seed=20261122&pace=40"


def test_import_a_bad_then_a_good_pack_and_start_a_game(page: Page, base_url: str) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    page.locator("#app button[data-act=new][data-arg=kwist]").click()
    page.locator("#app button[data-act=pack_toggle]").click()
    expect(page.locator("#pack-import")).to_be_visible()
    check_layout(page)

    # A bad pack, pasted: every problem named, the text stays in the box.
    example = json.loads(EXAMPLE_PATH.read_text(encoding="utf-8"))
    example["cards"][1]["questions"][0]["en"]["a"] = ""
    bad = json.dumps(example)
    page.locator("#pack-text").fill(bad)
    page.locator("#app button[data-act=pack_paste]").click()
    problems = page.locator("#app .pack-problems")
    expect(problems).to_contain_text("This question pack cannot be imported:")
    expect(problems).to_contain_text(
        "Card 2 (“ex2”) › question 1 (open question) › English text › answer: is empty"
    )
    assert page.locator("#pack-text").input_value() == bad
    check_layout(page)

    # A file over the limit is refused without being read.
    page.set_input_files(
        "#pack-file",
        files=[{"name": "huge.json", "mimeType": "application/json", "buffer": b" " * 600_000}],
    )
    expect(problems).to_contain_text("a question pack may be at most 500 KB")

    # The good pack, picked as a file: imported, listed and chosen.
    page.set_input_files("#pack-file", str(EXAMPLE_PATH))
    expect(page.locator("#app .pack-message")).to_have_text(
        "“Example pack” was imported (6 cards) and is chosen for this game."
    )
    expect(page.locator("#app .pack-problems")).to_have_count(0)
    chosen = page.locator("#app button[data-act=pack_use][aria-pressed=true]")
    expect(chosen).to_contain_text("Example pack")
    expect(chosen).to_contain_text("6 cards · English")
    assert page.locator("#pack-text").input_value() == bad  # the paste box is left alone
    check_layout(page)

    # It survives a reload of the app: still listed on a new form.
    page.reload()
    wait_ready(page)
    expect(page.locator("#app button[data-act=pack_use]")).to_have_count(2)
    page.locator("#app button[data-act=pack_use]").nth(1).click()
    expect(page.locator("#app button[data-act=pack_use]").nth(1)).to_have_attribute(
        "aria-pressed", "true"
    )

    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .screen-game", timeout=15_000)
    questions = [q["en"]["q"] for card in example["cards"] for q in card["questions"]]
    shown = page.locator("#app .screen-game")
    expect(shown).to_be_visible()
    page.wait_for_function(
        "qs => qs.some(q => document.querySelector('#app').textContent.includes(q))",
        arg=questions,
        timeout=15_000,
    )
    check_layout(page)
