"""What the player sees of where saves live: what is not saved yet, and a game that is
open in another tab."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..kit.chrome import back_button, screen
from ..kit.html import button, esc, next_step
from ..kit.i18n import t
from .tabs import MOVED, TAKING
from .unsaved_words import w

if TYPE_CHECKING:
    from .controller import Controller


def save_banner(c: Controller) -> str:
    """On every screen while something is not safe: moves not stored yet (with the way to
    free space, and the export when closing the tab would lose them), or a browser that
    stores nothing."""
    text = c.save_warning()
    if text is None:
        return ""
    refused = c.saves.problem is not None
    actions = (
        button(w(c.lang, "to_saved_games"), "home", cls="btn btn-quiet btn-small")
        if c.screen != "home" and refused
        else ""
    )
    if refused and not c.saves.unsaved_kept():
        actions += button(w(c.lang, "export_games"), "export", cls="btn btn-secondary btn-small")
    return f'<div class="save-banner" role="status"><p>{esc(text)}</p>{actions}</div>'


def render_elsewhere(c: Controller) -> str:
    """The open game belongs to another tab: offer to play it here, or say it moved."""
    lang = c.lang
    if c.hold == MOVED:
        lost = c.moved_unsaved
        text = t(lang, "moved_text_unsaved", n=lost) if lost else t(lang, "moved_text")
        body = (
            f"<p>{esc(text)}</p>"
            + '<div class="actions">'
            + next_step(button(t(lang, "home"), "home", cls="btn btn-primary"))
            + "</div>"
        )
        return screen("elsewhere", t(lang, "moved_title"), body, back_button(c))
    if c.hold == TAKING:
        body = f'<p role="status">{esc(t(lang, "taking_over"))}</p>'
    else:
        body = (
            f"<p>{esc(t(lang, 'elsewhere_text'))}</p>"
            + '<div class="actions">'
            + next_step(button(t(lang, "play_here"), "play_here", cls="btn btn-primary"))
            + button(t(lang, "back"), "home", cls="btn btn-quiet")
            + "</div>"
        )
    return screen("elsewhere", t(lang, "elsewhere_title"), body, back_button(c))
