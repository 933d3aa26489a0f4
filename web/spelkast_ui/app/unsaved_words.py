"""What the app says of moves not stored yet (issue 35): whether they wait on the device
when the tab is closed (app/outbox.py), or live only in this tab (then closing it loses
them, and the banner offers the export). Drawn by app/storage_view.py."""

from __future__ import annotations

from ..kit.i18n import Words
from .saves import FULL, SaveStore

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


def save_warning(lang: str, saves: SaveStore, volatile: bool) -> str | None:
    """What is not safe yet, shown on every screen until it is stored (``volatile``: the
    browser keeps nothing at all)."""
    n = saves.unsaved_moves()
    if n:
        kept = saves.unsaved_kept()
        if saves.problem == FULL:
            return w(lang, "unsaved_full_kept" if kept else "unsaved_full_tab", n=n)
        return w(lang, "unsaved_failed" if kept else "unsaved_failed_tab", n=n)
    if volatile:
        return w(lang, "storage_volatile")
    return None
