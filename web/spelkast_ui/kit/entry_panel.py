"""The panel for entering real dice: one group of six pip buttons a die, then confirm.

Shared by every game with physical dice. A game passes small callables for what differs
per die (the legend, each button's accessible name, the face drawn on it, an extra class
on the group); the heading, the hint and the panel around it stay the game's own.
Confirm stays disabled until every die has a value; cancel is there only for a human's
own throw (a computer player's throw must be entered).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .dice import die_svg
from .gameplay import Entry
from .html import button, esc
from .i18n import t
from .seats import token

PIPS = range(1, 7)


def pick_groups(
    entry: Entry,
    legend: Callable[[Any], str],
    aria_label: Callable[[Any, int], str],
    face: Callable[[Any, int], str],
    extra_class: Callable[[Any], str] = lambda _die: "",
) -> str:
    """One fieldset a die: ``legend(die)`` (text), a button a value with
    ``aria_label(die, value)`` (text) and ``face(die, value)`` (trusted markup), and
    ``extra_class(die)`` appended to the group's class (with its leading space)."""
    groups = []
    for i, die in enumerate(entry.dice):
        picks = "".join(
            button(
                str(v),
                "pick",
                i,
                val=v,
                cls="btn pip-pick",
                pressed=entry.values[i] == v,
                aria_label=aria_label(die, v),
                content=face(die, v),
            )
            for v in PIPS
        )
        groups.append(
            f'<fieldset class="pick-group{extra_class(die)}"><legend>{esc(legend(die))}</legend>'
            f'<div class="picks">{picks}</div></fieldset>'
        )
    return "".join(groups)


def entry_actions(lang: str, entry: Entry) -> str:
    """Confirm (once every die has a value) and, for a human's own throw, cancel."""
    actions = button(
        t(lang, "confirm_throw"),
        "enter",
        cls="btn btn-primary",
        disabled=any(v is None for v in entry.values),
    )
    if not entry.for_bot:
        actions += button(t(lang, "cancel"), "cancel_entry", cls="btn btn-quiet")
    return f'<div class="actions">{actions}</div>'


def entry_body(
    lang: str, entry: Entry, heading: str, hint: str, groups: str, after: str = ""
) -> str:
    """The panel's content: ``heading`` (trusted markup for the <h2>), ``hint`` (text),
    the groups from ``pick_groups``, ``after`` them (trusted markup), then the buttons."""
    return (
        f"<h2>{heading}</h2>"
        f'<p class="meta">{esc(hint)}</p>'
        f"{groups}{after}{entry_actions(lang, entry)}"
    )


def plain_entry_body(
    lang: str,
    entry: Entry,
    *,
    legend: str,
    shows: Callable[[int], str],
    yours: str,
    for_bot: str,
    hint: str,
    pick_class: str,
) -> str:
    """The whole panel content for dice of one kind with plain pips (a turquoise die, three
    pearl dice): each group headed ``legend``, each value named ``shows(value)`` (text),
    the thrower's token before the heading (text): ``yours`` for a person's own throw,
    ``for_bot`` for a computer's."""
    groups = pick_groups(
        entry,
        legend=lambda _die: legend,
        aria_label=lambda _die, v: shows(v),
        face=lambda _die, v: die_svg(v, "die-face"),
        extra_class=lambda _die: f" {pick_class}",
    )
    heading = for_bot if entry.for_bot else yours
    head = f"{token(entry.seat)}<span>{esc(heading)}</span>"
    return entry_body(lang, entry, head, hint, groups)
