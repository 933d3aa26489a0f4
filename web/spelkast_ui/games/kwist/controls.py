"""Kwis 't!'s controls beyond ``kit.html.button``: buttons named by what they show."""

from __future__ import annotations

from ...kit.html import attrs


def shown_button(
    content: str, act: str, arg: object = None, *, val: object = None, cls: str
) -> str:
    """A button whose accessible name is what it shows (trusted markup; words a screen
    reader needs and the eye does not go in ``sr_only``), so that the name always holds
    the visible label (WCAG 2.5.3)."""
    return (
        "<button"
        + attrs(type="button", class_=cls, data_act=act, data_arg=arg, data_val=val)
        + f">{content}</button>"
    )


def sr_only(text: str) -> str:
    """Trusted markup: ``text`` (already escaped) for screen readers only."""
    return f'<span class="sr-only">{text}</span>'
