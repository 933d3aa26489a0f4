"""Tiny helpers to build escaped HTML strings."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape


def esc(text: object) -> str:
    """Escape any text for element content and quoted attribute values."""
    return escape(str(text), quote=True)


def unbroken(text: str) -> str:
    """Text that never breaks across lines (a game's name in a heading: "Kwis" / "'t!")."""
    return text.replace(" ", "\u00a0")


def attrs(**values: object) -> str:
    """``attrs(data_act="roll", disabled=True)`` -> ' data-act="roll" disabled'.

    ``None`` and ``False`` leave the attribute out; a trailing underscore is dropped
    (``class_``) and other underscores become dashes.
    """
    out = []
    for key, value in values.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        out.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(out)


def button(
    label: str,
    act: str,
    arg: object = None,
    *,
    cls: str = "btn",
    val: object = None,
    disabled: bool = False,
    pressed: bool | None = None,
    aria_label: str | None = None,
    content: str | None = None,
) -> str:
    """A real <button> that the page's one delegated listener dispatches by ``data-act``.

    ``label`` is plain text (escaped); ``content`` is trusted markup shown instead,
    in which case ``label`` becomes the accessible name.
    """
    inner = content if content is not None else esc(label)
    name = aria_label if aria_label is not None else (label if content is not None else None)
    return (
        "<button"
        + attrs(
            type="button",
            class_=cls,
            data_act=act,
            data_arg=arg,
            data_val=val,
            disabled=disabled,
            aria_pressed=None if pressed is None else ("true" if pressed else "false"),
            aria_label=name,
        )
        + f">{inner}</button>"
    )


def section(heading: str, paragraphs: Iterable[str]) -> str:
    """A rules section: a heading and its paragraphs, all plain text (escaped)."""
    return f"<h2>{esc(heading)}</h2>" + "".join(f"<p>{esc(p)}</p>" for p in paragraphs)


def next_step(html: str) -> str:
    """Mark the first control (``<button>`` or ``<input>``) in ``html`` as the natural next
    step of a turn: when the control tapped last is gone after a redraw, the page focuses
    this one (``data-autofocus``, spelkast_ui/page) without scrolling. Never a costly choice
    (passing, ending a turn, a bet): only steps like "Throw", "Next" or "Continue"."""
    found = [i for i in (html.find("<button"), html.find("<input")) if i >= 0]
    if not found:
        raise ValueError(f"no control in {html[:30]!r}")
    at = min(found)
    end = at + len("<button" if html.startswith("<button", at) else "<input")
    return html[:end] + " data-autofocus" + html[end:]
