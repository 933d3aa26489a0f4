"""Finished games on a 360x640 phone: a short Qwinto game against the computer (the person
passes on every throw, so four penalties end it quickly), then its result on the home
screen, the statistics, the replay stepped back and forth and jumped, a delete with "Undo"
(and a reload in between that loses nothing), export to a file and import of that file
(twice: the second adds nothing). Every new screen passes ``assert_readable`` (axe light
and dark, 200 % text); the history screen also at tablet size."""

from __future__ import annotations

import json
from pathlib import Path

from browser_support import (
    Deadline,
    assert_readable,
    turn_controls_in_view,
    visible,
    wait_db,
    wait_ready,
)
from playwright.sync_api import Page

APP = "?lang=en&seed=20261124&pace=40"


def finish_a_quick_game(page: Page) -> None:
    page.locator("#app button[data-act=new][data-arg=qwinto]").click()
    page.locator("#app button[data-act=start]").click()
    page.wait_for_selector("#app .screen-game")
    deadline = Deadline()
    while not visible(page, "#app button[data-act=again]"):
        deadline.check()
        # pass on every throw; to throw, pick one colour first
        for act in ("pass", "roll", "colour"):
            target = visible(page, f"#app button[data-act={act}]:not([disabled])")
            if target is not None:
                target.click()
                break
        else:
            page.wait_for_timeout(40)


def readable_on_phone_and_tablet(page: Page, where: str) -> None:
    """assert_readable at 360x640, then at 1024x768, and back to the phone."""
    assert_readable(page, where)
    page.set_viewport_size({"width": 1024, "height": 768})
    assert_readable(page, f"{where} on a tablet")
    page.set_viewport_size({"width": 360, "height": 640})


def test_a_finished_game_as_result_statistics_replay_export_and_import(
    page: Page, base_url: str, tmp_path: Path
) -> None:
    page.goto(base_url + APP)
    wait_ready(page)
    finish_a_quick_game(page)
    page.locator("#app .btn-back").first.click()

    # home: the game is a result, not a "Continue"
    page.wait_for_selector("#app .result-card")
    assert page.locator("#app [data-act=continue]").count() == 0
    card = page.locator("#app .result-card")
    assert card.count() == 1 and "Won by" in card.inner_text()
    assert_readable(page, "home with a result")

    # statistics
    page.locator("#app button[data-act=history]").first.click()  # "All results (1)"
    page.wait_for_selector("#app .screen-history")
    grid = page.locator("#app .stat-grid").inner_text()
    assert "Played\n1" in grid and "Computer:" in page.locator("#app .stat-table").inner_text()
    readable_on_phone_and_tablet(page, "history")

    # the replay: opens at the result, steps back and forth, jumps
    page.locator("#app .result-card button[data-act=replay]").click()
    page.wait_for_selector("#app .screen-replay .replay-board")
    at = page.locator("#app .replay-at")
    total = int(at.inner_text().split()[-1])
    assert at.inner_text() == f"Move {total} of {total}" and total > 4
    turn_controls_in_view(page, "#app .replay-bar [data-act]")
    assert page.locator("#app .replay-board [data-act]").count() == 0
    page.locator("#app button[data-act=replay_step][data-arg=back]").click()
    assert at.inner_text() == f"Move {total - 1} of {total}"
    page.locator("#app button[data-act=replay_step][data-arg=start]").click()
    assert at.inner_text() == "Start of the game"
    page.locator("#app button[data-act=replay_step][data-arg=forward]").click()
    assert at.inner_text() == f"Move 1 of {total}"
    assert page.locator("#live").inner_text().startswith("1. ")
    page.locator("#replay-to").select_option("3")
    assert at.inner_text() == f"Move 3 of {total}"
    readable_on_phone_and_tablet(page, "replay")
    page.locator("#app button[data-act=replay_close]").click()
    page.wait_for_selector("#app .screen-history")

    # export: one file
    with page.expect_download() as info:
        page.locator("#app button[data-act=export]").click()
    path = tmp_path / "export.json"
    info.value.save_as(path)
    data = json.loads(path.read_text())
    assert data["format"] == "spelkast-export" and len(data["games"]) == 1
    assert "1 game put in the file." in page.locator("#app .transfer-report").inner_text()

    # delete with "Undo"; a reload in between loses nothing; the next action makes it final
    page.locator("#app .result-card button[data-act=delete]").click()
    assert page.locator("#app .result-card").count() == 0
    page.locator("#app button[data-act=undo_delete]").click()
    assert page.locator("#app .result-card").count() == 1
    page.locator("#app .result-card button[data-act=delete]").click()
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#app .result-card")  # still there
    page.wait_for_selector("#app .screen-history")  # a reload stays on the history screen
    page.locator("#app .result-card button[data-act=delete]").click()
    page.locator("#app .btn-back").click()  # the next action: the delete is final
    page.wait_for_selector("#app .screen-home")
    assert page.locator("#app .result-card").count() == 0
    wait_db(page, lambda records: records == {})  # gone from the database too

    # import the file: the game is back; a second import adds nothing
    page.locator("#app .home-links button[data-act=history]").click()
    page.wait_for_selector("#app .screen-history")
    page.locator("#import-file").set_input_files(str(path))
    report = page.locator("#app .transfer-report")
    report.wait_for()
    assert "1 game imported." in report.inner_text()
    assert page.locator("#app .result-card").count() == 1
    page.locator("#import-file").set_input_files(str(path))
    page.wait_for_function(
        "document.querySelector('#app .transfer-report')?.textContent.includes('already here')"
    )
    assert "0 games imported." in report.inner_text()
    assert page.locator("#app .result-card").count() == 1
    assert_readable(page, "history after an import")
    # a file that is not an export is refused with its reason, and nothing changes
    bad = tmp_path / "bad.json"
    bad.write_text("[" * 6000)
    page.locator("#import-file").set_input_files(str(bad))
    page.wait_for_function(
        "document.querySelector('#app .transfer-report').textContent.includes('Nothing')"
    )
    assert "deeper than 48 levels" in report.inner_text()
    assert page.locator("#app .result-card").count() == 1
