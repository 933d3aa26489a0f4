"""Where focus lands after the screen is drawn again, when the tapped control is gone."""

from __future__ import annotations


def next_step(control: str) -> str:
    """Mark one control (a ``<button>`` or ``<input>`` string) as the natural next step of
    the turn: the page focuses it (``data-autofocus``) without scrolling. Never a costly
    choice (a bet, a check): only steps like "Next", "Hand in" or "Continue"."""
    for tag in ("<button", "<input"):
        if control.startswith(tag):
            return tag + " data-autofocus" + control[len(tag) :]
    raise ValueError(control[:20])
