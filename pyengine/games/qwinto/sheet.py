"""The Qwinto score sheet: geometry, the entry rules and both scoring rule sets.

The sheet is a 3 x 12 grid (rows orange, yellow, purple). Each row has 9 fields and one
gap that is never filled; the rows are offset, so only five columns hold three fields,
and each of those has one pentagon. The layout is the transcription in
shared/notes/rules-notes.md; docs/rules/qwinto.md explains the choices.
"""

from __future__ import annotations

from .view import ScoreView

COLOURS = ("orange", "yellow", "purple")
COLUMNS = 12
FIELDS_PER_ROW = 9
MAX_PENALTIES = 4
PENALTY_POINTS = 5
RULE_SETS = ("rulebook", "published")

# "_" no field, "g" the gap, "P" a pentagon field, any other letter a plain field.
_LAYOUT_TEXT = {
    "orange": "__oPogoPoooo",
    "yellow": "_yyyyygyPyy_",
    "purple": "ppPpgppppP__",
}
KIND = {"_": "none", "g": "gap", "P": "pentagon"}
LAYOUT: dict[str, tuple[str, ...]] = {
    colour: tuple(KIND.get(ch, "field") for ch in text) for colour, text in _LAYOUT_TEXT.items()
}
# Columns of each row that take a number, left to right.
ROW_COLS: dict[str, tuple[int, ...]] = {
    colour: tuple(c for c, kind in enumerate(kinds) if kind in ("field", "pentagon"))
    for colour, kinds in LAYOUT.items()
}
PENTAGONS: tuple[tuple[str, int], ...] = tuple(
    (colour, c) for colour in COLOURS for c, kind in enumerate(LAYOUT[colour]) if kind == "pentagon"
)
# The five columns where all three rows have a field; each holds exactly one pentagon.
FULL_COLUMNS: tuple[int, ...] = tuple(
    c for c in range(COLUMNS) if all(c in ROW_COLS[colour] for colour in COLOURS)
)
COLUMN_PENTAGON: dict[int, str] = {c: colour for colour, c in PENTAGONS}

Rows = dict[str, list[int | None]]  # colour -> 12 cells, None when empty or not a field


def empty_rows() -> Rows:
    return {colour: [None] * COLUMNS for colour in COLOURS}


def is_field(colour: str, col: int) -> bool:
    return col in ROW_COLS[colour]


def row_full(rows: Rows, colour: str) -> bool:
    return all(rows[colour][c] is not None for c in ROW_COLS[colour])


def full_row_count(rows: Rows) -> int:
    return sum(row_full(rows, colour) for colour in COLOURS)


def entry_problem(rows: Rows, colour: str, col: int, total: int) -> tuple[str, str] | None:
    """Why ``total`` may not go in (colour, col), as (code, message); None if it may."""
    if colour not in ROW_COLS or not isinstance(col, int) or not is_field(colour, col):
        return "no_such_field", "That is not a field of the sheet."
    row = rows[colour]
    if row[col] is not None:
        return "field_taken", f"That {colour} field already holds {row[col]}."
    left = [v for v in row[:col] if v is not None]
    right = [v for v in row[col + 1 :] if v is not None]
    if left and max(left) >= total:
        return (
            "not_ascending",
            f"The {colour} row must rise from left to right: {total} cannot come after "
            f"{max(left)}.",
        )
    if right and min(right) <= total:
        return (
            "not_ascending",
            f"The {colour} row must rise from left to right: {total} cannot come before "
            f"{min(right)}.",
        )
    for other in COLOURS:
        if other != colour and rows[other][col] == total:
            return "column_taken", f"{total} is already in this column (the {other} row)."
    return None


def legal_cells(rows: Rows, colours: list[str], total: int) -> list[tuple[str, int]]:
    """Every (colour, col) where ``total`` may be entered, for a throw of ``colours``."""
    return [
        (colour, col)
        for colour in colours
        for col in ROW_COLS[colour]
        if entry_problem(rows, colour, col, total) is None
    ]


def score(rows: Rows, penalties: int, rule_set: str) -> ScoreView:
    """Points per row, per full column (published) and in total, for one sheet.

    rulebook: a full row scores the sum of its numbers, with its pentagon numbers
    counted twice; a row that is not full scores nothing.
    published: a full row scores its rightmost number, any other row one point per
    number; a full three-field column scores its pentagon's number.
    """
    row_points: dict[str, int] = {}
    for colour in COLOURS:
        numbers = [v for v in rows[colour] if v is not None]
        full = row_full(rows, colour)
        if rule_set == "rulebook":
            bonus = sum(rows[colour][c] or 0 for pc, c in PENTAGONS if pc == colour)
            row_points[colour] = sum(numbers) + bonus if full else 0
        else:
            row_points[colour] = numbers[-1] if full else len(numbers)
    column_points: dict[str, int] = {}
    if rule_set == "published":
        for col in FULL_COLUMNS:
            if all(rows[colour][col] is not None for colour in COLOURS):
                column_points[str(col)] = rows[COLUMN_PENTAGON[col]][col] or 0
            else:
                column_points[str(col)] = 0
    penalty_points = -PENALTY_POINTS * penalties
    return {
        "rows": row_points,
        "columns": column_points,
        "penalties": penalty_points,
        "total": sum(row_points.values()) + sum(column_points.values()) + penalty_points,
    }
