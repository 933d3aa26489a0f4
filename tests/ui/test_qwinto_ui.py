"""The Qwinto screen on CPython: every phase, entering by tapping, refusals, real dice,
passing, undo, pass-and-play and the end of the game."""

from __future__ import annotations

import json
import re
from html import unescape

import pytest
from helpers import make, parse, tap
from helpers import page as raw_page
from spelkast_ui.app.controller import Controller
from spelkast_ui.app.saves import PREFIX
from spelkast_ui.app.screens import announcement
from spelkast_ui.games.qwinto.i18n import TEXT
from spelkast_ui.kit.gameplay import move_val
from spelkast_ui.kit.storage import MemoryStorage

from pyengine.games.qwinto.bots import REASONS
from pyengine.games.qwinto.sheet import ROW_COLS

HOSTILE_NAME = "<img src=x onerror=alert(1)>"


def mark(c: Controller, row: str, col: str | int) -> bool:
    """A tap on a field of the sheet: it carries its entry (drawn or not)."""
    return tap(c, "mark", row, move_val({"type": "enter", "row": row, "col": int(col)}))


def page(c: Controller) -> str:
    return raw_page(c)


def text(c: Controller) -> str:
    """The page with entities decoded, to look for sentences with apostrophes."""
    return unescape(raw_page(c))


def start(c: Controller, players: list[tuple[str, str]], **options: str) -> None:
    """A Qwinto game with ``[(name, kind)]`` players and options."""
    assert c.dispatch("new", "qwinto")
    form = c.setup
    assert form is not None
    while len(form.players) < len(players):
        c.dispatch("add_player")
    while len(form.players) > len(players):
        c.dispatch("remove_player", str(len(form.players) - 1))
    for i, (name, kind) in enumerate(players):
        c.dispatch("set_name", str(i), name)
        c.dispatch("set_kind", str(i), kind)
    for key, value in options.items():
        c.dispatch("set_option", key, value)
    c.dispatch("start")
    assert c.notice is None, c.notice
    assert c.screen == "game" and c.match is not None and c.match.game_id == "qwinto"


def state(c: Controller) -> dict:  # type: ignore[type-arg]
    assert c.match is not None
    return c.match.view(None)["state"]  # type: ignore[no-any-return]


def throw(c: Controller, colours: list[str], values: list[int] | None = None) -> None:
    """The acting human chooses ``colours`` and throws (entering ``values`` with real dice)."""
    for colour in colours:
        c.dispatch("colour", colour)
    c.dispatch("roll")
    if values is not None:
        assert c.entry is not None and c.entry.dice == colours
        for i, v in enumerate(values):
            c.dispatch("pick", str(i), str(v))
        c.dispatch("enter")
    assert c.notice is None, c.notice


def pass_name(html: str) -> str:
    """What the pass button says (its accessible name is its own text)."""
    (name,) = [text for a, text in parse(html).buttons if a.get("data-act") == "pass"]
    return name


def marks(html: str) -> list[dict[str, str | None]]:
    return [a for a, _ in parse(html).buttons if a.get("data-act") == "mark"]


def step(c: Controller) -> None:
    """Whatever comes next: a computer, the table's real dice, or a sensible human move."""
    if c.entry is not None:
        for i in range(len(c.entry.dice)):
            c.dispatch("pick", str(i), "3")
        c.dispatch("enter")
    elif c.bot_delay() is not None:
        assert c.step_bot()
    else:
        seat = c.acting_human()
        assert seat is not None
        if state(c)["phase"] == "roll":
            throw(c, ["orange", "yellow", "purple"])
            return
        legal = [a for a in c.match.legal_actions(seat) if a["type"] == "enter"]  # type: ignore[union-attr]
        if legal:
            mark(c, legal[0]["row"], str(legal[0]["col"]))
        else:
            tap(c, "pass")
    assert c.notice is None, c.notice


def test_the_new_game_form_offers_qwinto_with_its_options_and_1_to_6_seats() -> None:
    c = make()
    html = page(c)
    assert 'data-act="new" data-arg="qwinto"' in html
    c.dispatch("new", "qwinto")
    html = page(c)
    assert "Scoring" in html and "(as in the rulebook)" in html and "Every number counts" in html
    # the help says in plain words what each rule set changes
    assert "a full row scores all its numbers" in html and "only the player who threw" in html
    assert "The app rolls" in html and "Real dice" in html
    assert "Beginner" in html and "Strong" in html
    form = c.setup
    assert form is not None and [p.kind for p in form.players] == ["human", "expert"]
    c.dispatch("remove_player", "1")
    assert len(form.players) == 1 and c.notice is None
    assert 'data-act="remove_player"' not in page(c)  # one player is the minimum
    for _ in range(8):
        c.dispatch("add_player")
    assert len(form.players) == 6 and c.notice
    assert 'data-act="add_player"' not in page(c)
    assert form.options == {"rules": "published", "dice": "digital"}  # the default
    c.dispatch("set_option", "rules", "rulebook")
    assert form.options == {"rules": "rulebook", "dice": "digital"}
    c.dispatch("start")
    assert c.match is not None and len(c.match.players) == 6


def test_the_throw_choose_colours_then_roll() -> None:
    c = make(seed=4)
    start(c, [("Ann", "human"), ("Bot", "random")])
    html = page(c)
    assert "Your throw" in html
    picks = [a for a, _ in parse(html).buttons if a.get("data-act") == "colour"]
    assert [p["aria-label"] for p in picks] == ["Orange die", "Yellow die", "Purple die"]
    assert all(p["aria-pressed"] == "false" for p in picks)
    roll = next(a for a, _ in parse(html).buttons if a.get("data-act") == "roll")
    assert "disabled" in roll
    c.dispatch("roll")
    assert c.notice == "First choose at least one colour."
    c.dispatch("colour", "orange")
    c.dispatch("colour", "purple")
    c.dispatch("colour", "purple")
    c.dispatch("colour", "yellow")
    assert "Throw 2 dice" in page(c)
    c.dispatch("roll")
    st = state(c)
    assert st["phase"] == "enter" and st["dice"] == ["orange", "yellow"]
    html = page(c)
    total = st["total"]
    assert f"Your entry: {total}" in html and 'data-act="reroll"' in html
    assert re.search(r'aria-label="Orange die shows \d: ', html) is None  # one label per die
    assert 'role="img" aria-label="Orange die shows' in html
    assert announcement(c).endswith(f"Your entry: {total}.")


def test_tapping_a_marked_field_enters_the_sum() -> None:
    c = make(seed=4)
    start(c, [("Ann", "human"), ("Bot", "random")], dice="physical")
    throw(c, ["orange"], [5])
    html = page(c)
    legal = [m for m in marks(html) if "aria-disabled" not in m]
    fields = [{"type": "enter", "row": "orange", "col": col} for col in ROW_COLS["orange"]]
    assert [m["data-val"] for m in legal] == [move_val(f) for f in fields]  # each its entry
    assert legal[0]["aria-label"] == "Orange row, column 3: enter 5"
    off = [m for m in marks(html) if m.get("aria-disabled") == "true"]
    assert len(off) == 18  # the closed yellow and purple rows still explain themselves
    assert "Tap a marked field: orange row." in html
    mark(c, "orange", "7")
    st = state(c)
    assert st["sheets"][0]["rows"]["orange"][7] == 5
    assert c.acting_human() is None and c.bot_delay() is not None
    html = page(c)
    assert "You: 5 in orange, column 8" in html  # the one person is spoken to
    assert not marks(html)  # nothing to tap while the computer enters


def test_illegal_taps_explain_and_change_nothing() -> None:
    c = make(seed=4)
    start(c, [("Ann", "human")], dice="physical")
    throw(c, ["orange", "yellow"], [4, 5])
    mark(c, "orange", "4")  # 9
    throw(c, ["orange", "yellow"], [5, 6])
    mark(c, "orange", "8")  # 11
    throw(c, ["orange", "purple"], [4, 6])  # 10
    log = list(c.match.log)  # type: ignore[union-attr]
    rows = json.dumps(state(c)["sheets"])
    cases = [
        (("orange", "2"), "10 cannot go there: 9 is already to its right"),
        (("orange", "9"), "10 cannot go there: 11 is already to its left"),
        (("yellow", "2"), "The yellow die was not thrown, so the yellow row is closed"),
        (("orange", "4"), "That field already holds 9."),
        (("orange", "5"), "That is the gap in the orange row"),
        (("purple", "11"), "That is not a field of the sheet."),
    ]
    for (row, col), text in cases:
        mark(c, row, col)
        assert c.notice is not None and text in c.notice, (row, col, c.notice)
        assert 'role="alert"' in page(c)
    assert c.match.log == log and json.dumps(state(c)["sheets"]) == rows  # type: ignore[union-attr]
    mark(c, "purple", "0")
    assert c.notice is None and state(c)["sheets"][0]["rows"]["purple"][0] == 10
    c.dispatch("set_lang", "", "nl")
    throw(c, ["purple"], [2])
    mark(c, "purple", "1")
    assert c.notice is not None and "2 kan daar niet: links ervan staat al 10" in c.notice


def test_the_same_number_twice_in_a_column_is_refused() -> None:
    c = make(seed=4)
    start(c, [("Ann", "human")], dice="physical")
    throw(c, ["orange", "yellow"], [3, 4])
    mark(c, "yellow", "3")
    throw(c, ["orange"], [6])
    throw_total = state(c)["total"]
    assert throw_total == 6
    tap(c, "pass")
    throw(c, ["orange", "purple"], [3, 4])
    html = page(c)
    label = 'aria-label="Orange row, column 4: empty, 7 does not fit"'
    assert label in html  # the pentagon above the yellow 7
    mark(c, "orange", "3")
    assert c.notice == "7 cannot go there: this column already has 7 in the yellow row."
    # The refusal stands where the card said what to tap: it says that too, after the reason.
    refusal = page(c).split('<p class="qrefusal"', 1)[1].split("</p>", 1)[0]
    assert "this column already has 7" in refusal and "Tap a marked field: " in refusal


def test_physical_dice_for_the_human_the_reroll_and_the_computer() -> None:
    c = make(seed=2)
    start(c, [("Ann", "human"), ("Computer", "random")], dice="physical")
    c.dispatch("colour", "orange")
    c.dispatch("colour", "purple")
    assert "Enter a throw of 2 dice" in page(c)
    c.dispatch("roll")
    assert c.entry is not None and c.entry.dice == ["orange", "purple"] and not c.entry.for_bot
    html = page(c)
    assert html.count('data-act="pick"') == 12 and "Enter your throw" in html
    assert 'aria-label="Purple die shows 6"' in html
    c.dispatch("enter")
    assert c.notice == "Pick a value for every die."
    c.dispatch("pick", "0", "6")
    c.dispatch("pick", "1", "2")
    assert "Sum 8" in page(c)
    c.dispatch("enter")
    st = state(c)
    assert st["values"] == [6, 2] and st["total"] == 8
    tap(c, "reroll")
    assert c.entry is not None and c.entry.action == {"type": "reroll"}
    assert c.bot_delay() is None  # everyone waits for the table
    c.dispatch("cancel_entry")
    assert c.entry is None and state(c)["values"] == [6, 2]
    tap(c, "reroll")
    c.dispatch("pick", "0", "1")
    c.dispatch("pick", "1", "1")
    c.dispatch("enter")
    st = state(c)
    assert st["total"] == 2 and st["rerolled"]
    assert 'data-act="reroll"' not in page(c)
    tap(c, "reroll", val=move_val({"type": "reroll"}))  # a stale page's button
    assert c.notice is not None and "once" in c.notice
    mark(c, "purple", "0")
    while c.acting_human() is None and c.entry is None:
        assert c.step_bot()
    if c.entry is None:  # the computer entered; its own turn comes next
        while c.entry is None:
            assert c.step_bot()
    assert c.entry.for_bot and c.entry.seat == 1
    html = page(c)
    assert "for Computer and enter it" in html and 'data-act="cancel_entry"' not in html
    for i in range(len(c.entry.dice)):
        c.dispatch("pick", str(i), "4")
    c.dispatch("enter")
    assert state(c)["values"] == [4] * len(state(c)["dice"])


def test_pass_says_what_it_costs_under_each_rule_set() -> None:
    c = make(seed=3)
    start(c, [("Ann", "human"), ("Ben", "human")], dice="physical", rules="rulebook")
    throw(c, ["yellow"], [6])
    html = page(c)
    assert pass_name(html) == "Pass: penalty −5" and 'data-act="pass" aria-label' not in html
    tap(c, "pass")
    assert state(c)["sheets"][0]["penalties"] == 1
    assert pass_name(page(c)) == "Pass: penalty −5"  # Ben pays too
    tap(c, "pass")
    assert state(c)["sheets"][1]["penalties"] == 1

    p = make(seed=3)
    start(p, [("Ann", "human"), ("Ben", "human")], dice="physical")  # the default
    throw(p, ["yellow"], [6])
    assert pass_name(page(p)) == "Pass: misthrow −5"
    tap(p, "pass")
    assert pass_name(page(p)) == "Pass: no penalty"
    tap(p, "pass")
    sheets = state(p)["sheets"]
    assert [s["penalties"] for s in sheets] == [1, 0]
    p.dispatch("set_lang", "", "nl")
    throw(p, ["orange"], [2])  # Ben throws now
    assert pass_name(page(p)) == "Passen: misworp −5"


def test_undo_takes_back_my_entry_even_after_the_computers_entered() -> None:
    c = make(seed=9)
    start(c, [("Ann", "human"), ("Bo", "random"), ("Cy", "random")], dice="physical")
    throw(c, ["orange", "yellow", "purple"], [2, 3, 4])
    before = json.dumps(state(c)["sheets"])
    assert not c.can_undo() and 'data-act="undo"' not in page(c)
    mark(c, "yellow", "4")
    assert c.can_undo() and "Undo your entry" in page(c)
    c.step_bot()
    c.step_bot()  # both computers entered: the turn is over, Bo throws next
    assert state(c)["phase"] == "roll" and state(c)["active"] == 1
    assert "Undo your entry" in page(c)
    c.dispatch("undo")
    st = state(c)
    assert json.dumps(st["sheets"]) == before and st["phase"] == "enter" and st["total"] == 9
    assert c.acting_human() == 0 and c.match.log[-1]["action"]["type"] == "roll"  # type: ignore[union-attr]
    mark(c, "orange", "2")
    c.step_bot()
    c.step_bot()
    c.step_bot()  # Bo asks the table for its throw: no more undo past a throw
    assert c.entry is not None and c.entry.for_bot
    for i in range(len(c.entry.dice)):
        c.dispatch("pick", str(i), "1")
    c.dispatch("enter")
    assert not c.can_undo() and 'data-act="undo"' not in page(c)
    c.dispatch("undo")
    assert c.notice


def test_pass_and_play_shows_whose_entry_it_is_without_a_hand_over() -> None:
    c = make(seed=5)
    start(
        c,
        [("Ann", "human"), ("Ben", "human"), ("Bot", "random")],
        dice="physical",
        rules="rulebook",
    )
    assert c.handover_seat() is None and c.viewer() == 0
    # The device goes round: whoever acts is named, for all to see (never "you": issue 32).
    html = page(c)
    assert "<span>Ann throws</span>" in html and "Your" not in html
    assert "Pass to" not in html
    throw(c, ["purple"], [4])
    assert "<span>Ann's entry: 4</span>" in text(c)
    mark(c, "purple", "0")
    html = text(c)
    assert "<span>Ben's entry: 4</span>" in html
    assert "Undo Ann's entry" in html and "Ann: 4 in purple, column 1" in html
    assert 'class="qcard is-main is-shown seat-1 is-entering"' in html
    assert "Then: Bot" in html
    tap(c, "pass")
    assert state(c)["sheets"][1]["penalties"] == 1
    assert "Undo Ben's entry" in text(c)


def test_other_sheets_are_one_tap_away() -> None:
    c = make(seed=5)
    start(c, [("Ann", "human"), ("Bo", "random"), ("Cy", "random")], dice="physical")
    html = page(c)
    tabs = [a for a, _ in parse(html).buttons if a.get("data-act") == "sheet"]
    names = [text for a, text in parse(html).buttons if a.get("data-act") == "sheet"]
    assert names == ["Sheet: Ann", "Sheet: Bo", "Sheet: Cy"]  # what a tab shows is its name
    assert [t["aria-pressed"] for t in tabs] == ["true", "false", "false"]
    assert html.count('<section class="qcard') == 3  # tablets show every sheet at once
    c.dispatch("sheet", "2")
    html = page(c)
    assert 'class="qcard seat-2"' not in html and "qcard is-shown seat-2" in html
    throw(c, ["orange"], [6])
    assert c.sheet_tab is None  # my own throw: my sheet is back for the entry
    c.dispatch("sheet", "1")
    html = page(c)
    assert "qcard is-shown seat-1" in html and "Show my sheet" in html
    assert "qcard is-main seat-0 is-entering" in html  # still drawn: all at once on tablets
    mark(c, "orange", "4")
    assert c.sheet_tab is None  # after my move my own sheet is back
    c.dispatch("sheet", "7")
    assert c.notice


def test_a_whole_solo_game_reaches_the_end_screen() -> None:
    storage = MemoryStorage()
    c = make(storage, seed=13)
    start(c, [("Ann", "human"), ("Bo", "random"), ("Cy", "random")], rules="published")
    for _ in range(3000):
        if c.match is None or c.match.is_over:
            break
        step(c)
        page(c)
        announcement(c)
    assert c.match is not None and c.match.is_over
    html = page(c)
    result = c.match.result
    assert result is not None
    assert "Game over" in html and 'data-act="again"' in html
    scores = result["scores"]
    winner = result["winners"][0]
    assert f"wins with {scores[winner]} points" in html or "Shared first place" in html
    table = html.split('<table class="scores qscores">', 1)[1].split("</table>", 1)[0]
    assert table.count("<tr") == 4 and "Columns" in table and "Penalties" in table
    first_row = table.split("<tbody>", 1)[1].split("</tr>", 1)[0]
    assert f">{scores[result['ranking'][0]]}</td>" in first_row
    assert ("You won!" in html) or ("You came" in html) or ("You share" in html)
    assert announcement(c) and c.bot_delay() is None
    assert 'data-act="mark"' not in html
    record = json.loads(storage.data[PREFIX + str(c.game_id)])
    assert record["save"]["game"] == "qwinto"
    c.dispatch("again")
    assert c.match is not None and c.match.log == [] and c.match.options["rules"] == "published"


def test_one_player_alone_chases_a_score() -> None:
    c = make(seed=21)
    start(c, [("Solo", "human")])
    assert 'data-act="sheet"' not in page(c)  # no tabs for a single sheet
    for _ in range(600):
        if c.match is None or c.match.is_over:
            break
        step(c)
    assert c.match is not None and c.match.is_over
    assert "Your score:" in page(c)


def test_a_reload_resumes_the_same_screen() -> None:
    storage = MemoryStorage()
    c = make(storage, seed=8)
    start(c, [("Ann", "human"), ("Bo", "random")])
    for _ in range(15):
        step(c)
    again = make(storage)
    assert again.screen == "game" and again.game_id == c.game_id
    assert page(again) == page(c)


def test_hostile_names_stay_text_and_the_sheet_has_names_for_everything() -> None:
    c = make(seed=6)
    start(c, [(HOSTILE_NAME, "human"), ('"><b>x</b>', "random")])
    for _ in range(30):
        html = page(c)
        assert "<img" not in html and "<b>" not in html
        for attrs, text in parse(html).buttons:
            assert (attrs.get("aria-label") or text).strip(), attrs
            assert attrs.get("type") == "button"
        step(c)
    assert "&lt;img src=x onerror=alert(1)&gt;" in page(c)


def test_dutch_screen_and_rules() -> None:
    c = make(forced="nl", seed=4)
    start(c, [("Ann", "human"), ("Bot", "random")], dice="physical")
    html = page(c)
    assert "Jouw worp" in html and "Oranje steen" in html
    # the default scoring goes unnamed beside the turn (a phone's title bar has one short line)
    assert ">Beurt 1</p>" in html and "elk getal telt" not in html
    throw(c, ["yellow"], [5])
    html = page(c)
    assert "Jij vult in: 5" in html and "Gele rij, kolom 2: vul 5 in" in html
    assert "Passen" in html and "misworp −5" in html
    for lang, words in (
        ("nl", ("vijfhoek", "misworp", "Zoals in het regelboek", "Elk getal telt")),
        ("en", ("pentagon", "misthrow", "As in the rulebook", "Every number counts")),
    ):
        r = make(forced=lang)
        r.dispatch("rules", "qwinto")
        html = page(r)
        assert all(w in html for w in words), lang
        assert html.count("<tr>") == 5


@pytest.mark.parametrize(
    ("lang", "sub"), [("nl", "Beurt 1 · regelboek"), ("en", "Turn 1 · rulebook")]
)
def test_the_rulebooks_scoring_is_named_beside_the_turn(lang: str, sub: str) -> None:
    c = make(forced=lang, seed=4)
    start(c, [("Ann", "human"), ("Bot", "random")], rules="rulebook")
    assert f'<p class="subtitle">{sub}</p>' in page(c)


def test_every_game_with_a_screen_is_offered() -> None:
    from spelkast_ui.app.catalog import SCREEN_PENDING, playable

    from pyengine import GAMES
    from pyengine.registry import GAME_IDS

    offered = [g for g in GAME_IDS if g not in SCREEN_PENDING]
    assert list(playable()) == offered and set(GAMES) == set(GAME_IDS)
    html = page(make())
    for gid in GAMES:
        shown = f'data-act="new" data-arg="{gid}"' in html
        assert shown == (gid in offered), gid
    c = make()
    c.dispatch("new", "no-such-game")
    assert c.setup is not None and c.setup.game in GAME_IDS


def test_no_room_for_the_sum_says_so() -> None:
    c = make(seed=4)
    start(c, [("Ann", "human")], dice="physical")
    for values, (row, col) in (
        ([1], ("orange", "2")),
        ([1], ("yellow", "1")),
        ([1], ("purple", "0")),
    ):
        throw(c, [row], values)
        mark(c, row, col)
    throw(c, ["orange", "yellow", "purple"], [1, 1, 1])  # 3: still room to the right
    mark(c, "orange", "3")
    throw(c, ["yellow"], [1])  # 1 cannot go right of the 1 already in the yellow row
    html = page(c)
    assert "1 fits nowhere on your sheet: throw again or pass." in html
    assert focus_marks(html) == ["reroll"]  # throwing again is the next step
    tap(c, "reroll")
    c.dispatch("pick", "0", "1")
    c.dispatch("enter")
    assert "1 fits nowhere on your sheet: you have to pass." in page(c)
    assert not [m for m in marks(page(c)) if "aria-disabled" not in m]
    assert focus_marks(page(c)) == []  # passing costs: focus never lands there by itself


def focus_marks(html: str) -> list[str]:
    """What the page marks as the next step (``data-autofocus``): act and place (a field's
    column from the entry it carries)."""
    out = []
    for a, _ in parse(html).buttons:
        if "data-autofocus" not in a:
            continue
        carried = json.loads(a["data-val"]) if (a.get("data-val") or "").startswith("{") else {}
        col = str(carried["col"]) if "col" in carried else None
        out.append(" ".join(v for v in (a.get("data-act"), a.get("data-arg"), col) if v))
    return out


def test_the_next_step_is_marked_for_the_focus_never_passing() -> None:
    c = make(seed=4)
    start(c, [("Ann", "human"), ("Bot", "random")], dice="physical")
    assert focus_marks(page(c)) == ["colour orange"]  # choosing the colours to throw
    throw(c, ["orange"], [5])
    assert focus_marks(page(c)) == ["mark orange 2"]  # the first field the sum fits
    mark(c, "orange", "2")
    assert focus_marks(page(c)) == []  # the computer enters: nothing to do


def test_announcements_tell_the_news_and_whose_move_it_is() -> None:
    c = make(seed=4)
    assert announcement(c) == ""
    start(c, [("Ann", "human"), ("Bo", "random")], dice="physical")
    assert announcement(c) == "Your throw."
    c.dispatch("colour", "yellow")
    c.dispatch("roll")
    assert announcement(c) == "Enter your throw"
    c.dispatch("pick", "0", "5")
    c.dispatch("enter")
    assert announcement(c) == "You threw yellow 5: 5. Your entry: 5."
    mark(c, "yellow", "3")
    assert announcement(c) == "You: 5 in yellow, column 4. Bo is entering…"
    c.step_bot()
    assert announcement(c).endswith("Bo is choosing dice…")
    c.step_bot()
    assert announcement(c).startswith("Throw ") and "for Bo" in announcement(c)


def test_every_reason_of_the_hint_has_a_sentence() -> None:
    assert [why for why in REASONS if f"hint.{why}" not in TEXT] == []
