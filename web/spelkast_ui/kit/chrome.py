"""The page frame every screen shares: a screen with its title bar, the notice, the back
button and the tools under a game."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .html import button, esc
from .i18n import t
from .seats import token

if TYPE_CHECKING:
    from .gameplay import Table


def notice(c: Table) -> str:
    if not c.notice:
        return ""
    return (
        '<div class="notice" role="alert">'
        f"<p>{esc(c.notice)}</p>"
        + button(t(c.lang, "close"), "dismiss", cls="btn btn-quiet btn-small")
        + "</div>"
    )


def screen(name: str, heading: str, body: str, nav: str = "", sub: str = "", cls: str = "") -> str:
    subtitle = f'<p class="subtitle">{esc(sub)}</p>' if sub else ""
    extra = f" {esc(cls)}" if cls else ""
    return (
        f'<section class="screen screen-{name}{extra}" aria-labelledby="screen-title">'
        f'<div class="screen-top">{nav}<div class="titles">'
        f'<h1 id="screen-title" tabindex="-1">{esc(heading)}</h1>{subtitle}</div></div>'
        f"{body}</section>"
    )


def closing_tag(page: str, start: int, name: str) -> tuple[int, int] | None:
    """Where the ``name`` element opening at ``start`` in ``page`` is closed: its closing
    tag's start and end, found by nesting (the same elements inside it are passed over);
    None when it is not closed."""
    depth = 0
    for tag in re.compile(rf"<{name}[\s>]|</{name}>").finditer(page, start):
        depth += -1 if tag.group().startswith("</") else 1
        if depth == 0:
            return tag.start(), tag.end()
    return None


def add_to_top(page: str, extra: str, after: str = "") -> str:
    """``page`` (made by ``screen``) with ``extra`` at the end of its title bar and
    ``after`` just below the bar: the app's own parts of a game's screen. The bar's end is
    found by nesting, so parts added earlier (the hint's bulb) keep the bar whole."""
    start = page.find('<div class="screen-top">')
    end = closing_tag(page, start, "div") if start >= 0 else None
    if end is None:
        raise ValueError("not a screen")
    cut, past = end
    return page[:cut] + extra + "</div>" + after + page[past:]


def game_tools(lang: str, game: str) -> str:
    """The quiet buttons under every game: its rules, and a new game of it."""
    return (
        '<div class="game-tools">'
        + button(t(lang, "rules"), "rules", game, cls="btn btn-quiet btn-small")
        + button(t(lang, "new_game"), "new", game, cls="btn btn-quiet btn-small")
        + "</div>"
    )


def end_actions(lang: str) -> str:
    """The buttons under every game's end: the same game again, or home."""
    return (
        '<div class="actions">'
        + button(t(lang, "play_again"), "again", cls="btn btn-primary")
        + button(t(lang, "home"), "home", cls="btn btn-quiet")
        + "</div>"
    )


def back_button(c: Table, act: str = "home") -> str:
    label = t(c.lang, "home") if act == "home" else t(c.lang, "back")
    content = f'‹<span class="back-word"> {esc(label)}</span>'
    return button(label, act, cls="btn btn-quiet btn-back", content=content)


def outcome_lines(lines: list[str]) -> str:
    """The end's sentences, the first one big."""
    return "".join(
        f'<p class="outcome{" big" if i == 0 else ""}">{esc(line)}</p>'
        for i, line in enumerate(lines)
    )


def ranking_table(
    lang: str,
    names: list[str],
    result: dict[str, Any],
    heads: list[str],
    cells: Callable[[int], list[str]],
    cls: str,
) -> str:
    """The final table: place, player and ``heads`` (their texts), one row per seat in
    ranking order; ``cells(seat)`` gives that row's values as trusted HTML."""
    head = "".join(
        f'<th scope="col">{esc(h)}</th>' for h in [heads[0], t(lang, "player"), *heads[1:]]
    )
    rows = "".join(
        f'<tr class="seat-{seat % 6}"><td>{result["places"][seat]}</td>'
        f'<th scope="row">{token(seat)} {esc(names[seat])}</th>'
        + "".join(f"<td>{cell}</td>" for cell in cells(seat))
        + "</tr>"
        for seat in result.get("ranking", range(len(names)))
    )
    return (
        f'<div class="table-wrap"><table class="scores {esc(cls)}"><thead><tr>{head}</tr>'
        f"</thead><tbody>{rows}</tbody></table></div>"
    )
