"""Whether this device keeps the saves for sure, and a gentle reminder to keep a copy.

Browsers may delete a site's storage: Safari after some weeks without a visit when the app
is not installed, any browser when the device runs short of space, unless the site's
storage is *persistent*. ``web/device.js`` asks for that (``navigator.storage.persist()``)
when the app runs installed and after the first finished game, and tells the page what the
browser answered (``Abilities.kept``). Settings say it in words; where the saves are not
kept for sure, home offers an export (app/transfer.py) after every ``REMIND_EVERY``
finished games since the last export or "not now". Pure: the controller holds the state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..kit.html import button, esc
from ..kit.i18n import Pair, Words
from .saves import SaveStore, is_result

REMIND_EVERY = 5  # finished games between two reminders
COPY_AT = "copy_at"  # settings key: finished games at the last export or "not now"
KEPT = ("yes", "no", "unknown")


@dataclass
class Abilities:
    """What this browser can do, as web/device.js tells it: vibrate (``navigator.vibrate``
    exists), and whether the saves are kept for sure (``navigator.storage.persisted()``:
    yes, no, or unknown where the browser cannot say)."""

    vibrate: bool = True
    kept: str = "unknown"


class Keeper(Protocol):
    """What this module asks of the app's controller (a protocol: the controller imports
    this module, so this one does not import it)."""

    abilities: Abilities
    volatile: bool
    settings: dict[str, str]
    saves: SaveStore

    @property
    def lang(self) -> str: ...

    def save_settings(self) -> None: ...

    def export_here(self) -> None: ...


TEXT: dict[str, Pair] = {
    "keeping": ("Je spellen bewaren", "Keeping your games"),
    "kept_yes": (
        "Deze browser bewaart je spellen voorgoed: hij wist ze niet om ruimte te maken.",
        "This browser keeps your games for good: it will not delete them to make room.",
    ),
    "kept_no": (
        "Deze browser mag je spellen wissen als het apparaat vol raakt, en Safari ook na "
        "een paar weken zonder bezoek. Installeer Spelkast of bewaar af en toe een kopie.",
        "This browser may delete your games when the device runs short of space, and "
        "Safari also after a few weeks without a visit. Install Spelkast, or keep a copy "
        "now and then.",
    ),
    "keep_copy": ("Kopie bewaren", "Keep a copy"),
    "remind": (
        "Je hebt {n} spellen uitgespeeld sinds je laatste kopie. Deze browser bewaart ze "
        "niet voorgoed: bewaar een kopie als bestand.",
        "You have finished {n} games since your last copy. This browser does not keep them "
        "for good: keep a copy as a file.",
    ),
    "remind_later": ("Niet nu", "Not now"),
}

t = Words(TEXT)


def finished(c: Keeper) -> int:
    return sum(1 for s in c.saves.summaries() if is_result(s))


def copied_at(c: Keeper) -> int:
    raw = c.settings.get(COPY_AT, "0")
    return int(raw) if raw.isdigit() else 0


def reminder_due(c: Keeper) -> bool:
    if c.abilities.kept == "yes" or c.volatile:
        return False
    return finished(c) - copied_at(c) >= REMIND_EVERY


def reminder(c: Keeper) -> str:
    """Home's card asking for a copy, when one is due."""
    if not reminder_due(c):
        return ""
    lang = c.lang
    return (
        '<section class="card keep-reminder" aria-labelledby="keep-title">'
        f'<h2 class="section-title" id="keep-title">{esc(t(lang, "keeping"))}</h2>'
        f"<p>{esc(t(lang, 'remind', n=finished(c) - copied_at(c)))}</p>"
        '<div class="actions">'
        + button(t(lang, "keep_copy"), "keep_copy", "export", cls="btn btn-primary")
        + button(t(lang, "remind_later"), "keep_copy", "later", cls="btn btn-quiet")
        + "</div></section>"
    )


def settings_part(c: Keeper) -> str:
    """Settings: whether the saves are kept for sure; if not, a way to keep a copy."""
    lang = c.lang
    if c.abilities.kept == "yes":
        return (
            f'<fieldset class="option keeping"><legend>{esc(t(lang, "keeping"))}</legend>'
            f'<p class="meta" data-kept="yes">{esc(t(lang, "kept_yes"))}</p></fieldset>'
        )
    return (
        f'<fieldset class="option keeping"><legend>{esc(t(lang, "keeping"))}</legend>'
        f'<p class="meta" data-kept="{esc(c.abilities.kept)}">{esc(t(lang, "kept_no"))}</p>'
        '<div class="actions">'
        + button(t(lang, "keep_copy"), "keep_copy", "export", cls="btn btn-secondary")
        + "</div></fieldset>"
    )


def act(c: Keeper, arg: str) -> None:
    """``keep_copy``: ``export`` makes the file (on the results screen, which reports it),
    ``later`` waits for the next ``REMIND_EVERY`` games; both count from now."""
    if arg not in ("export", "later"):
        raise ValueError(arg)
    c.settings[COPY_AT] = str(finished(c))
    c.save_settings()
    if arg == "export":
        c.export_here()
