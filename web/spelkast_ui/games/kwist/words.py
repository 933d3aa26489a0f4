"""Kwis 't! in words: what each move did, for the log, the turn panel and screen readers.

Only public facts are put into words: a count, an answer or a bonus card's value is named
only where the rules reveal it (a bluff found out, a disputed answer read out).
"""

from __future__ import annotations

from typing import Any

from pyengine.games.kwist import cards

from ...kit.i18n import join_words
from ...kit.seats import names_of
from .i18n import t

View = dict[str, Any]


def card_name(lang: str, kind: str) -> str:
    return cards.KINDS[kind].name["en" if lang == "en" else "nl"]


def card_text(lang: str, kind: str) -> str:
    return cards.KINDS[kind].text["en" if lang == "en" else "nl"]


def field_words(lang: str, field: int | None) -> str:
    return t(lang, "kw_no_field") if not field else t(lang, "kw_field_n", n=field)


def event_text(lang: str, names: list[str], ev: dict[str, Any]) -> str:
    """One public event of the round in a sentence."""
    kind = ev["kind"]
    if kind == "check":
        who, target = names[ev["seat"]], names[ev["target"]]
        if ev["bluff"]:
            return t(
                lang,
                "kw_e_bluff",
                name=who,
                target=target,
                bet=ev["bet"],
                field=field_words(lang, ev["field"]),
                points=ev["points"],
                n=ev["cards"],
            )
        return t(lang, "kw_e_honest", name=who, target=target, points=ev["points"], n=ev["cards"])
    if kind == "declare":
        return t(lang, "kw_e_declare", name=names[ev["seat"]], n=ev["cards"], points=ev["points"])
    if kind == "score":
        return t(lang, "kw_e_silent", name=names[ev["seat"]], points=ev["points"])
    if kind == "dispute":
        key = "kw_e_ruled_right" if ev["right"] else "kw_e_ruled_wrong"
        return t(lang, key, name=names[ev["seat"]], text=ev["text"], q=ev["question"] + 1)
    if kind == "play":
        return play_text(lang, names, ev)
    if kind == "refill":
        got = [
            t(lang, "kw_e_refill_one", name=names[s], n=p)
            for s, p in enumerate(ev["points"])
            if ev["cards"][s]
        ]
        return t(lang, "kw_e_refill", list=join_words(lang, got) if got else "—")
    return ""


def play_text(lang: str, names: list[str], ev: dict[str, Any]) -> str:
    name, kind = names[ev["seat"]], ev["card"]
    head = t(lang, "kw_e_plays", name=name, card=card_name(lang, kind))
    took = [t(lang, "kw_e_took_one", n=n, name=names[v]) for v, n in ev.get("took", []) if n]
    if kind == "venture":
        tail = t(lang, "kw_e_drew", n=ev.get("drew", 0))
    elif kind == "bird":
        tail = t(lang, "kw_e_bird", n=ev.get("points", 0))
    elif took:
        tail = t(lang, "kw_e_took", list=join_words(lang, took))
    else:
        tail = t(lang, "kw_e_nothing")
    more = ""
    if ev.get("actions"):
        more = " " + t(lang, "kw_e_urgent", cards=join_words(lang, _names(lang, ev["actions"])))
    return f"{head} {tail}{more}"


def _names(lang: str, kinds: list[str]) -> list[str]:
    return [f"“{card_name(lang, k)}”" for k in kinds]


def _tail_event(st: View, kinds: tuple[str, ...]) -> dict[str, Any] | None:
    """The newest event of ``kinds`` (the round may just have ended: then the last round's)."""
    for events in (st["events"], st["last_events"]):
        for ev in reversed(events):
            if ev["kind"] in kinds:
                return dict(ev)
        if events:
            return None
    return None


def move_text(lang: str, view: View, entry: dict[str, Any]) -> str:
    """The last logged move in a sentence (public facts only)."""
    st = view["state"]
    names = names_of(view)
    seat, action = entry["seat"], entry["action"]
    kind, name = action["type"], names[seat]
    found: dict[str, Any] | None = None
    if kind in ("check", "declare", "silent", "rule", "play"):
        wanted = {
            "check": ("check",),
            "declare": ("declare",),
            "silent": ("score",),
            "rule": ("dispute",),
            "play": ("play",),
        }[kind]
        found = _tail_event(st, wanted)
    if found is not None:
        return event_text(lang, names, found)
    simple = {
        "deal": "kw_m_deal",
        "answer": "kw_m_answer",
        "reveal": "kw_m_reveal",
        "count": "kw_m_count",
        "pass": "kw_m_pass",
    }
    if kind in simple:
        return t(lang, simple[kind], name=name)
    if kind == "guess":
        return t(lang, "kw_m_guess" if st["answering"] == "device" else "kw_m_count", name=name)
    if kind == "bet":
        return t(lang, "kw_m_bet", name=name, n=action["field"])
    if kind == "dispute":
        return t(lang, "kw_m_dispute", name=name, q=action["question"] + 1)
    return ""


def last_move(lang: str, view: View, log: list[dict[str, Any]]) -> tuple[int, str] | None:
    """(seat, sentence) of the newest move worth telling (not the automatic deal)."""
    for entry in reversed(log[-3:]):
        if entry["action"]["type"] != "deal":
            text = move_text(lang, view, entry)
            return (int(entry["seat"]), text) if text else None
    return None
