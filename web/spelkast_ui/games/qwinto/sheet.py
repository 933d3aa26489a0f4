"""One Qwinto score sheet as HTML, drawn like the paper one.

The sheet is a CSS grid. Every cell carries two classes: ``q-L<n>`` (its place along a
row: 0 the row's name, 1-12 the sheet's columns, 13 the row's score) and ``q-R<n>``
(0-2 the rows orange, yellow, purple; 3 the column scores; 4 the column numbers);
columns 7-12 also carry ``q-B1``. The stylesheet turns these into grid lines: along the
width on tablets, and on phones in two blocks of six columns, one under the other
(columns 1-6, then 7-12), so every field stays a 44 px tap target and the whole sheet
fits under the throw. Each block has the numbers of its columns on top (a full column's
score beside its number), so the lower block reads as the rows' continuation and
"column 8" of the log is found at a glance.
The DOM keeps the reading order of the paper: row by row, left to right; what only phones
draw (the second block's row letters, the scores under the sheet) and the column numbers
(every field's name says its column) are hidden from screen readers, which read the row
scores where the paper has them.

When ``entering`` is given, every empty field is a real button; the fields where the
sum may go are marked, and a tap elsewhere explains why it does not fit.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pyengine.games.qwinto.sheet import COLOURS, FULL_COLUMNS, LAYOUT, MAX_PENALTIES
from pyengine.games.qwinto.view import SheetView

from ...kit.gameplay import move_val
from ...kit.html import button, esc, next_step
from .i18n import colour_letter, colour_name, colour_word, t

FIELDS = ("field", "pentagon")
PENTAGON = (
    '<svg class="pent" viewBox="0 0 100 100" aria-hidden="true" focusable="false">'
    '<polygon points="50,4 96,38 78,96 22,96 4,38"/></svg>'
)


@dataclass
class Entering:
    """The sum to enter on this sheet, and where it may go."""

    total: int
    rolled: list[str]
    legal: set[tuple[str, int]] = field(default_factory=set)


def _place(line: int, row: int) -> str:
    block = " q-B1" if 7 <= line <= 12 else ""
    return f"q-L{line} q-R{row}{block}"


def _label(lang: str, colour: str, r: int, extra: str = "") -> str:
    """The row's name (its letter where the sheet is narrow); ``extra`` marks the copy
    phones draw before the second block."""
    hidden = ' aria-hidden="true"' if extra else ""
    return (
        f'<span class="qlabel lab-{colour} {_place(0, r)}{extra}"{hidden}>'
        f'<span class="qname">{esc(colour_name(lang, colour))}</span>'
        f'<span class="qletter" aria-hidden="true">{esc(colour_letter(lang, colour))}</span>'
        "</span>"
    )


def _face(value: object, pentagon: bool, extra: str = "") -> str:
    shape = PENTAGON if pentagon else ""
    cls = "qface" + (" is-pent" if pentagon else "") + extra
    return f'<span class="{cls}">{shape}<span class="qnum">{value}</span></span>'


def _field(
    lang: str,
    colour: str,
    col: int,
    r: int,
    value: int | None,
    entering: Entering | None,
    fresh: set[tuple[str, int]],
) -> str:
    pentagon = LAYOUT[colour][col] == "pentagon"
    place = _place(col + 1, r)
    if value is not None:
        cls = "qcell is-filled" + (" is-new" if (colour, col) in fresh else "")
        return f'<span class="{cls} {place}">{_face(value, pentagon)}</span>'
    if entering is None:
        empty = f'<span class="sr-only">{esc(t(lang, "q_empty"))}</span>'
        return f'<span class="qcell {place}">{_face(empty, pentagon)}</span>'
    row = colour_word(lang, colour).capitalize()
    if (colour, col) not in entering.legal:
        label = t(lang, "q_cell_no", row=row, col=col + 1, n=entering.total)
        return _off_button(label, colour, col, place, pentagon)
    return button(
        t(lang, "q_cell_enter", row=row, col=col + 1, n=entering.total),
        "mark",
        colour,
        val=move_val({"type": "enter", "row": colour, "col": col}),
        cls=f"qcell is-legal {place}",
        content=_face(entering.total, pentagon, " is-ghost"),
    )


def _off_button(label: str, colour: str, col: int, place: str, pentagon: bool) -> str:
    """An empty field the sum does not fit: tappable (it explains why), marked as dimmed."""
    enter = move_val({"type": "enter", "row": colour, "col": col})
    return (
        f'<button type="button" class="qcell is-off {place}" data-act="mark" '
        f'data-arg="{esc(colour)}" data-val="{esc(enter)}" aria-disabled="true" '
        f'aria-label="{esc(label)}">{_face("", pentagon)}</button>'
    )


def _row_score(
    lang: str, colour: str, r: int, cells: list[int | None], points: int, rule_set: str
) -> str:
    numbers = [v for v in cells if v is not None]
    full = all(v is not None for v, k in zip(cells, LAYOUT[colour], strict=True) if k in FIELDS)
    name = colour_name(lang, colour)
    spoken = t(lang, "q_row_points", row=name, n=points)
    extra = ""
    if rule_set == "rulebook" and not full and numbers:
        spoken = f"{name}: {t(lang, 'q_row_so_far', n=sum(numbers))}"
        extra = f'<span class="qsofar" aria-hidden="true">Σ{sum(numbers)}</span>'
    cls = "qscore" + (" is-full" if full else "")
    return (
        f'<span class="{cls} {_place(13, r)}"><span class="qpts" aria-hidden="true">{points}</span>'
        f'{extra}<span class="sr-only">{esc(spoken)}</span></span>'
    )


def sheet_grid(
    lang: str,
    sheet: SheetView,
    rule_set: str,
    entering: Entering | None = None,
    fresh: set[tuple[str, int]] | None = None,
) -> str:
    """The grid of one sheet (``sheet`` as in the Qwinto view's ``sheets``)."""
    fresh = fresh or set()
    rows: dict[str, list[int | None]] = sheet["rows"]
    score = sheet["score"]
    scored = rule_set == "published"  # full columns score: their number stands aside
    parts = [
        f'<span class="qcolnum{" has-score" if scored and line - 1 in FULL_COLUMNS else ""} '
        f'{_place(line, 4)}" aria-hidden="true">{line}</span>'
        for line in range(1, 13)
    ]
    for r, colour in enumerate(COLOURS):
        closed = entering is not None and colour not in entering.rolled
        # The row's coloured band: whole on tablets, one piece per block on phones.
        parts += [
            f'<span class="qband band-{colour} qband-{part}{" is-closed" if closed else ""} '
            f'q-R{r}{" q-B1" if part == "b1" else ""}" aria-hidden="true"></span>'
            for part in ("all", "b0", "b1")
        ]
        parts.append(_label(lang, colour, r))
        parts.append(_label(lang, colour, r, " qlabel-b1 q-B1"))
        for col, kind in enumerate(LAYOUT[colour]):
            if kind == "none":
                continue
            if kind == "gap":
                parts.append(
                    f'<span class="qgap {_place(col + 1, r)}">'
                    f'<span class="sr-only">{esc(t(lang, "q_gap"))}</span></span>'
                )
                continue
            parts.append(_field(lang, colour, col, r, rows[colour][col], entering, fresh))
        parts.append(_row_score(lang, colour, r, rows[colour], score["rows"][colour], rule_set))
    columns = score.get("columns") or {}
    if rule_set == "published":
        parts.append(
            f'<span class="qlabel qcolhead {_place(0, 3)}" aria-hidden="true">'
            f"{esc(t(lang, 'q_columns_short'))}</span>"
        )
        for col in FULL_COLUMNS:
            points = int(columns.get(str(col), 0))
            spoken = t(lang, "q_column_points", col=col + 1, n=points)
            shown = str(points) if points else "–"
            parts.append(
                f'<span class="qcolscore{" is-full" if points else ""} {_place(col + 1, 3)}">'
                f'<span aria-hidden="true">{shown}</span>'
                f'<span class="sr-only">{esc(spoken)}</span></span>'
            )
    cls = "qsheet" + (" has-cols" if rule_set == "published" else "")
    cls += " is-entering" if entering is not None else ""
    grid = "".join(parts)
    if entering is not None:  # the next step is choosing a field: the first one it fits
        first = grid.find('<button type="button" class="qcell is-legal')
        grid = grid if first < 0 else grid[:first] + next_step(grid[first:])
    return f'<div class="{cls}">{grid}</div>'


def sheet_foot(lang: str, sheet: SheetView) -> str:
    """Penalty boxes and the total under a sheet; on phones the row scores too (drawn
    here, read out in the grid)."""
    n = int(sheet["penalties"])
    rows = "".join(
        f'<span class="qrowpts pts-{colour}">'
        f'<span class="qletter">{esc(colour_letter(lang, colour))}</span>'
        f"{sheet['score']['rows'][colour]}</span>"
        for colour in COLOURS
    )
    boxes = "".join(
        f'<span class="pbox{" is-x" if i < n else ""}" aria-hidden="true"></span>'
        for i in range(MAX_PENALTIES)
    )
    points = sheet["score"]["penalties"]
    spoken = t(lang, "q_penalties_n", n=n, points=points)
    total = sheet["score"]["total"]
    return (
        f'<div class="qfoot"><span class="qrows" aria-hidden="true">{rows}</span>'
        f'<span class="qpen"><span class="qpen-label" aria-hidden="true">'
        f"{esc(t(lang, 'q_penalties'))}</span>{boxes}"
        f'<span class="sr-only">{esc(spoken)}</span></span>'
        f'<span class="qtotal">{esc(t(lang, "q_total_n", n=total))}</span></div>'
    )
