"""What the player sees of where saves live: what is not saved yet, and a game that is
open in another tab."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..kit.chrome import back_button, screen
from ..kit.html import button, esc, next_step
from ..kit.i18n import Words, t
from .saves import FULL
from .tabs import MOVED, TAKING

if TYPE_CHECKING:
    from .controller import Controller


# What the banner says of moves not stored yet: whether they wait on the device when the tab
# is closed (app/outbox.py), or only in this tab.
TEXT: dict[str, tuple[str, str]] = {
    "unsaved_full_kept": (
        "De laatste zet is nog niet bewaard: de opslag is vol. Hij wacht op dit apparaat en "
        "wordt bewaard zodra er ruimte is. Verwijder oude spellen om ruimte te maken."
        "|De laatste {n} zetten zijn nog niet bewaard: de opslag is vol. Ze wachten op dit "
        "apparaat en worden bewaard zodra er ruimte is. Verwijder oude spellen om ruimte te "
        "maken.",
        "The last move is not saved yet: the storage is full. It waits on this device and is "
        "saved as soon as there is room. Delete old games to make room."
        "|The last {n} moves are not saved yet: the storage is full. They wait on this device "
        "and are saved as soon as there is room. Delete old games to make room.",
    ),
    "unsaved_full_tab": (
        "De laatste zet is nog niet bewaard: de opslag is vol. Sluit je dit tabblad, dan ben "
        "je hem kwijt. Verwijder oude spellen om ruimte te maken, of exporteer je spellen."
        "|De laatste {n} zetten zijn nog niet bewaard: de opslag is vol. Sluit je dit "
        "tabblad, dan ben je ze kwijt. Verwijder oude spellen om ruimte te maken, of "
        "exporteer je spellen.",
        "The last move is not saved yet: the storage is full. Closing this tab loses it. "
        "Delete old games to make room, or export your games."
        "|The last {n} moves are not saved yet: the storage is full. Closing this tab loses "
        "them. Delete old games to make room, or export your games.",
    ),
    "unsaved_failed_tab": (
        "De laatste zet is nog niet bewaard: opslaan lukte niet. Het wordt opnieuw "
        "geprobeerd; sluit je dit tabblad eerder, dan ben je hem kwijt."
        "|De laatste {n} zetten zijn nog niet bewaard: opslaan lukte niet. Het wordt opnieuw "
        "geprobeerd; sluit je dit tabblad eerder, dan ben je ze kwijt.",
        "The last move is not saved yet: saving failed. It is tried again; closing this tab "
        "before then loses it."
        "|The last {n} moves are not saved yet: saving failed. They are tried again; "
        "closing this tab before then loses them.",
    ),
    "export_games": ("Spellen exporteren", "Export games"),
}
w = Words(TEXT)


def save_warning(c: Controller) -> str | None:
    """What is not safe yet, shown on every screen until it is stored."""
    n = c.saves.unsaved_moves()
    if n:
        kept = c.saves.unsaved_kept()
        if c.saves.problem == FULL:
            return w(c.lang, "unsaved_full_kept" if kept else "unsaved_full_tab", n=n)
        return w(c.lang, "unsaved_failed" if kept else "unsaved_failed_tab", n=n)
    if c.volatile:
        return w(c.lang, "storage_volatile")
    return None


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
