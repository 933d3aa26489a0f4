"""Qwinto (seed 001 and rules-notes.md): sheet geometry, entry rules, both scorings, ends.

Driven with physical dice so every throw is chosen by the test.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pyengine import IllegalAction, Match, load_match, new_match
from pyengine.games.qwinto import sheet
from pyengine.games.qwinto.sheet import COLOURS, ROW_COLS, Rows

from .helpers import players, reload, snapshot


def qwinto(n: int = 2, rules: str = "rulebook") -> Match:
    return new_match("qwinto", players(n), 1, {"dice": "physical", "rules": rules})


def throw(m: Match, colours: list[str], values: list[int]) -> None:
    m.play(m.to_move[0], {"type": "roll", "dice": colours, "values": values})


def enter(m: Match, row: str, col: int) -> None:
    m.play(m.to_move[0], {"type": "enter", "row": row, "col": col})


def pass_(m: Match) -> None:
    m.play(m.to_move[0], {"type": "pass"})


def rows_from(spec: dict[str, list[int]]) -> Rows:
    """A sheet with the given numbers in each row's fields, left to right."""
    rows = sheet.empty_rows()
    for colour, numbers in spec.items():
        for col, value in zip(ROW_COLS[colour], numbers, strict=False):
            rows[colour][col] = value
    return rows


# -- geometry ------------------------------------------------------------------------


def test_each_row_has_nine_fields_and_one_gap() -> None:
    for colour in COLOURS:
        assert len(ROW_COLS[colour]) == sheet.FIELDS_PER_ROW
        assert sheet.LAYOUT[colour].count("gap") == 1
        gap = sheet.LAYOUT[colour].index("gap")
        # The gap lies inside the row, between its first and last field.
        assert ROW_COLS[colour][0] < gap < ROW_COLS[colour][-1]


def test_rows_are_offset_and_five_full_columns_hold_one_pentagon_each() -> None:
    firsts = [ROW_COLS[c][0] for c in COLOURS]
    assert firsts == [2, 1, 0]  # orange starts furthest right, purple furthest left
    assert sheet.FULL_COLUMNS == (2, 3, 7, 8, 9)
    for col in sheet.FULL_COLUMNS:
        kinds = [sheet.LAYOUT[c][col] for c in COLOURS]
        assert kinds.count("pentagon") == 1
    assert len(sheet.PENTAGONS) == 5
    assert all(col in sheet.FULL_COLUMNS for _, col in sheet.PENTAGONS)


# -- the entry rules -------------------------------------------------------------------


def test_rows_must_rise_left_to_right_with_empty_fields_between() -> None:
    rows = rows_from({})
    rows["orange"][7] = 9
    assert sheet.entry_problem(rows, "orange", 4, 8) is None
    assert sheet.entry_problem(rows, "orange", 9, 10) is None
    assert sheet.entry_problem(rows, "orange", 4, 9)[0] == "not_ascending"  # type: ignore[index]
    assert sheet.entry_problem(rows, "orange", 9, 9)[0] == "not_ascending"  # type: ignore[index]
    assert sheet.entry_problem(rows, "orange", 9, 3)[0] == "not_ascending"  # type: ignore[index]


def test_column_rule_blocks_a_number_already_in_the_column() -> None:
    rows = rows_from({})
    rows["yellow"][3] = 7
    problem = sheet.entry_problem(rows, "orange", 3, 7)
    assert problem is not None and problem[0] == "column_taken"
    assert sheet.entry_problem(rows, "purple", 3, 7)[0] == "column_taken"  # type: ignore[index]
    assert sheet.entry_problem(rows, "orange", 4, 7) is None  # another column is fine
    # Two-field columns count too: column 4 has orange and yellow, purple's gap.
    rows["yellow"][4] = 9
    assert sheet.entry_problem(rows, "orange", 4, 9)[0] == "column_taken"  # type: ignore[index]


def test_gaps_and_empty_grid_cells_are_not_fields() -> None:
    rows = rows_from({})
    assert sheet.entry_problem(rows, "orange", 5, 5)[0] == "no_such_field"  # type: ignore[index]
    assert sheet.entry_problem(rows, "orange", 0, 5)[0] == "no_such_field"  # type: ignore[index]
    assert sheet.entry_problem(rows, "yellow", 11, 5)[0] == "no_such_field"  # type: ignore[index]
    assert sheet.entry_problem(rows, "pink", 3, 5)[0] == "no_such_field"  # type: ignore[index]


def test_legal_cells_only_in_rolled_rows() -> None:
    cells = sheet.legal_cells(rows_from({}), ["yellow"], 4)
    assert {colour for colour, _ in cells} == {"yellow"}
    assert len(cells) == 9


# -- scoring -------------------------------------------------------------------------

FULL_ORANGE = [1, 3, 4, 5, 7, 9, 11, 12, 14]  # pentagons at its 2nd and 5th field
FULL_YELLOW = [2, 3, 5, 6, 8, 10, 11, 13, 16]  # pentagon at its 7th field
FULL_PURPLE = [1, 2, 4, 6, 8, 9, 12, 13, 15]  # pentagons at its 3rd and 9th field


def test_rulebook_full_row_is_its_sum_with_pentagons_twice() -> None:
    rows = rows_from({"orange": FULL_ORANGE})
    points = sheet.score(rows, 0, "rulebook")
    assert points["rows"]["orange"] == sum(FULL_ORANGE) + 3 + 7
    assert points["total"] == sum(FULL_ORANGE) + 10
    assert points["columns"] == {}


def test_rulebook_partial_rows_score_nothing_and_penalties_cost_five() -> None:
    rows = rows_from({"yellow": FULL_YELLOW[:8], "purple": [3]})
    points = sheet.score(rows, 2, "rulebook")
    assert points["rows"] == {"orange": 0, "yellow": 0, "purple": 0}
    assert points["penalties"] == -10
    assert points["total"] == -10


def test_published_full_row_scores_its_last_number_partial_rows_count_fields() -> None:
    rows = rows_from({"orange": FULL_ORANGE, "yellow": [2, 3, 5], "purple": []})
    points = sheet.score(rows, 1, "published")
    assert points["rows"] == {"orange": 14, "yellow": 3, "purple": 0}
    assert points["total"] == 14 + 3 - 5


def test_published_full_columns_score_their_pentagon() -> None:
    rows = sheet.empty_rows()
    # Column 3: orange's pentagon; column 8: yellow's pentagon; column 9 left incomplete.
    rows["orange"][3], rows["yellow"][3], rows["purple"][3] = 6, 4, 5
    rows["orange"][8], rows["yellow"][8], rows["purple"][8] = 10, 12, 11
    rows["orange"][9], rows["yellow"][9] = 13, 14
    points = sheet.score(rows, 0, "published")
    assert points["columns"] == {"2": 0, "3": 6, "7": 0, "8": 12, "9": 0}
    assert points["rows"] == {"orange": 3, "yellow": 3, "purple": 2}
    assert points["total"] == 6 + 12 + 8


def test_whole_sheet_under_both_rule_sets() -> None:
    rows = rows_from({"orange": FULL_ORANGE, "yellow": FULL_YELLOW, "purple": FULL_PURPLE})
    published = sheet.score(rows, 0, "published")
    assert published["rows"] == {"orange": 14, "yellow": 16, "purple": 15}
    column_bonus = {str(col): rows[sheet.COLUMN_PENTAGON[col]][col] for col in sheet.FULL_COLUMNS}
    assert published["columns"] == column_bonus
    assert published["total"] == 45 + sum(v or 0 for v in column_bonus.values())
    rulebook = sheet.score(rows, 1, "rulebook")
    pentagons = sum(rows[c][col] or 0 for c, col in sheet.PENTAGONS)
    numbers = sum(FULL_ORANGE) + sum(FULL_YELLOW) + sum(FULL_PURPLE)
    assert rulebook["total"] == numbers + pentagons - 5


# -- turns -----------------------------------------------------------------------------


def test_turn_roll_enter_in_order_from_the_active_player() -> None:
    m = qwinto(3)
    assert m.to_move == [0]
    assert len(m.legal_actions(0)) == 7  # every non-empty set of colours
    throw(m, ["orange", "purple"], [3, 4])
    st = m.view(1)["state"]
    assert st["total"] == 7 and st["phase"] == "enter" and st["order"] == [0, 1, 2]
    assert {"type": "reroll"} in m.legal_actions(0)
    enter(m, "orange", 4)
    assert m.to_move == [1]
    assert {"type": "reroll"} not in m.legal_actions(1)
    enter(m, "purple", 3)
    pass_(m)
    view = m.view(None)["state"]
    assert view["active"] == 1 and view["phase"] == "roll" and view["turn"] == 2
    assert view["sheets"][0]["rows"]["orange"][4] == 7
    assert view["sheets"][1]["rows"]["purple"][3] == 7
    assert view["history"][-1]["entries"][2] == {"seat": 2, "pass": True, "penalty": True}
    # The next turn starts with seat 1 and its order wraps around.
    throw(m, ["yellow"], [5])
    assert m.view(0)["state"]["order"] == [1, 2, 0]


def test_reroll_once_with_the_same_dice_and_only_before_entries() -> None:
    m = qwinto(2)
    throw(m, ["orange", "yellow"], [1, 1])
    m.play(0, {"type": "reroll", "values": [6, 5]})
    st = m.view(0)["state"]
    assert st["values"] == [6, 5] and st["total"] == 11 and st["rerolled"]
    assert {"type": "reroll"} not in m.legal_actions(0)
    with pytest.raises(IllegalAction):
        m.play(0, {"type": "reroll", "values": [1, 1]})
    with pytest.raises(IllegalAction) as err:
        m.play(0, {"type": "reroll", "values": [1, 1, 1]})
    assert err.value.code == "illegal_action"


def test_entry_errors_are_precise_and_change_nothing() -> None:
    m = qwinto(2)
    throw(m, ["orange"], [5])
    before = snapshot(m)
    cases: list[tuple[dict[str, Any], str]] = [
        ({"type": "enter", "row": "yellow", "col": 3}, "colour_not_rolled"),
        ({"type": "enter", "row": "orange", "col": 5}, "no_such_field"),
        ({"type": "enter", "row": "orange", "col": "3"}, "no_such_field"),
        ({"type": "enter", "row": "orange", "col": True}, "no_such_field"),
        ({"type": "enter", "row": "blue", "col": 3}, "no_such_field"),
    ]
    for action, code in cases:
        with pytest.raises(IllegalAction) as err:
            m.play(0, action)
        assert err.value.code == code, action
        assert err.value.message
    assert snapshot(m) == before
    enter(m, "orange", 6)
    with pytest.raises(IllegalAction) as err:
        m.play(1, {"type": "enter", "row": "orange", "col": 6, "extra": 1})
    assert err.value.code == "illegal_action"
    # Seat 1's own sheet is empty, so the same field is free for it.
    enter(m, "orange", 6)
    throw(m, ["orange"], [4])
    with pytest.raises(IllegalAction) as err:
        m.play(1, {"type": "enter", "row": "orange", "col": 7})
    assert err.value.code == "not_ascending" and "4" in err.value.message
    with pytest.raises(IllegalAction) as err:
        m.play(1, {"type": "enter", "row": "orange", "col": 6})
    assert err.value.code == "field_taken"


def test_column_rule_in_play() -> None:
    m = qwinto(1)
    throw(m, ["yellow", "purple"], [4, 5])
    enter(m, "yellow", 3)
    throw(m, ["orange", "purple"], [4, 5])
    codes = {a.get("col") for a in m.legal_actions(0) if a["type"] == "enter"}
    assert 3 not in codes  # 9 already stands in column 3
    with pytest.raises(IllegalAction) as err:
        m.play(0, {"type": "enter", "row": "purple", "col": 3})
    assert err.value.code == "column_taken"


@pytest.mark.parametrize("rules", ["rulebook", "published"])
def test_pass_penalties_per_rule_set(rules: str) -> None:
    m = qwinto(3, rules)
    throw(m, ["yellow"], [2])
    pass_(m)
    pass_(m)
    pass_(m)
    penalties = [s["penalties"] for s in m.view(None)["state"]["sheets"]]
    assert penalties == ([1, 1, 1] if rules == "rulebook" else [1, 0, 0])


def test_a_player_with_no_legal_field_can_only_pass() -> None:
    m = qwinto(1)
    for value in [1, 2, 3, 4, 5, 6]:  # fill the purple row's first six fields
        throw(m, ["purple"], [value])
        col = next(
            c
            for c in ROW_COLS["purple"]
            if m.view(0)["state"]["sheets"][0]["rows"]["purple"][c] is None
        )
        enter(m, "purple", col)
    throw(m, ["purple"], [6])
    assert m.legal_actions(0) == [{"type": "reroll"}, {"type": "pass"}]


def _dice_for(colour: str, total: int) -> tuple[list[str], list[int]]:
    """A throw including ``colour`` that sums to ``total`` (1 to 12)."""
    if total <= 6:
        return [colour], [total]
    other = "purple" if colour != "purple" else "orange"
    colours = sorted([colour, other], key=COLOURS.index)
    return colours, [6, total - 6] if colours[0] == colour else [total - 6, 6]


ORANGE_ROW = [2, 3, 4, 5, 6, 7, 8, 9, 10]
YELLOW_ROW = [1, 3, 4, 5, 6, 7, 8, 9, 10]  # no number shares a column with orange's


def test_two_full_rows_end_the_game_after_the_turn_is_finished() -> None:
    m = qwinto(2, "published")
    plan = [("orange", c, v) for c, v in zip(ROW_COLS["orange"], ORANGE_ROW, strict=True)]
    plan += [("yellow", c, v) for c, v in zip(ROW_COLS["yellow"], YELLOW_ROW, strict=True)]
    for turn, (colour, col, value) in enumerate(plan):
        colours, values = _dice_for(colour, value)
        throw(m, colours, values)
        first, second = m.view(None)["state"]["order"]
        m.play(first, {"type": "enter", "row": colour, "col": col})
        if turn == len(plan) - 1:
            # The thrower has two full rows now, but the turn is finished for everyone.
            assert m.view(None)["state"]["sheets"][first]["full_rows"] == 2
            assert not m.is_over and m.to_move == [second]
        m.play(second, {"type": "enter", "row": colour, "col": col})
        assert m.is_over == (turn == len(plan) - 1)
    result = m.result
    assert result is not None and result["score_label"] == "points"
    # Full orange ends on 10, full yellow on 10, columns 3 and 8 and 9... are not full.
    assert result["scores"] == [20, 20] and result["winners"] == [0, 1]


def test_four_penalties_end_the_game_after_the_turn_is_finished() -> None:
    m = qwinto(2, "rulebook")
    for turn in range(4):
        throw(m, ["yellow"], [3])
        pass_(m)
        if turn == 3:
            assert not m.is_over and m.to_move == [0]  # seat 1 threw; seat 0 still to act
        pass_(m)
    assert m.is_over
    assert [s["penalties"] for s in m.view(None)["state"]["sheets"]] == [4, 4]
    result = m.result
    assert result is not None and result["scores"] == [-20, -20]
    assert result["places"] == [1, 1] and result["winners"] == [0, 1]  # ties share


def test_save_load_and_undo_of_an_entry() -> None:
    m = qwinto(2)
    throw(m, ["orange", "yellow", "purple"], [6, 6, 6])
    enter(m, "purple", 9)
    assert m.view(0)["can_undo"] and not m.view(1)["can_undo"]
    m.undo()
    assert m.to_move == [0] and m.view(0)["state"]["total"] == 18
    with pytest.raises(IllegalAction) as err:
        m.undo()  # never past the throw
    assert err.value.code == "undo_blocked"
    enter(m, "orange", 11)
    loaded = reload(m)
    assert snapshot(loaded) == snapshot(m)


def test_solo_game_is_allowed_and_ends() -> None:
    m = qwinto(1, "published")
    for _ in range(4):
        throw(m, ["yellow"], [3])
        pass_(m)
    assert m.is_over and m.result is not None
    assert m.result["scores"] == [-20] and m.result["winners"] == [0]


def test_options_and_player_counts() -> None:
    with pytest.raises(IllegalAction) as err:
        new_match("qwinto", players(7), 1)
    assert err.value.code == "bad_player_count"
    with pytest.raises(IllegalAction) as err:
        new_match("qwinto", players(2), 1, {"rules": "house"})
    assert err.value.code == "bad_option"
    # A new game counts every number (issue 33: the newcomer's default); the rulebook's
    # scoring stays a named choice.
    assert new_match("qwinto", players(1), 1).options == {"rules": "published", "dice": "digital"}
    assert new_match("qwinto", players(1), 1, {"rules": "rulebook"}).state.rule_set == "rulebook"


REFERENCE = Path(__file__).resolve().parent.parent / "data" / "reference-saves" / "qwinto.json"


@pytest.mark.parametrize("case", range(3))
def test_saves_keep_the_rule_set_they_were_made_with(case: int) -> None:
    """Changing the default changes no save: every save names its rule set, and one that
    does not (a hand-made file; no build wrote one) plays the rulebook's, as it always
    did, and saves again without the key (OptionSpec.legacy)."""
    save = json.loads(REFERENCE.read_text(encoding="utf-8"))[case]["save"]
    named = load_match(save)
    assert named.state.rule_set == save["options"]["rules"]
    assert named.to_json() == save
    if save["options"]["rules"] != "rulebook":
        return
    bare = {**save, "options": {k: v for k, v in save["options"].items() if k != "rules"}}
    loaded = load_match(bare)
    assert loaded.state.rule_set == "rulebook" and "rules" not in loaded.options
    assert loaded.to_json() == bare
    assert loaded.view(0)["state"]["sheets"] == named.view(0)["state"]["sheets"]
    assert loaded.result == named.result
