"""Kwis 't! in words: what each move did, for the news at the top of the turn card, the log,
the round summary and screen readers.

Only public facts are put into words: a count, an answer or a bonus card's value is named
only where the rules reveal it (a bluff found out, a disputed answer read out). Sentences
about a seat speak to the person it belongs to ("You check Max", "Jij controleert Max"):
``people`` gives every seat as a ``Person``: "you" for the one person at a table of
computers, by name on a shared device (issue 32).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pyengine.games.kwist import cards
from pyengine.games.kwist.shown import MoveView
from pyengine.games.kwist.shown import View as GameView

from ...kit.i18n import Person, join_words, you_or_name
from ...kit.seats import people_in
from .i18n import t

View = dict[str, Any]
# Log moves whose effect the round's public events describe, and the event of each.
EVENT_OF = {
    "check": "check",
    "declare": "declare",
    "silent": "score",
    "rule": "dispute",
    "play": "play",
}
# Moves worth keeping at the top of their player's turn card until his next move.
OUTCOMES = frozenset({"check", "declare", "silent", "play", "dispute"})
# Moves the news leaves to the players' list ("has answered"): they change nothing yet.
QUIET = frozenset({"answer", "guess", "count"})


def people(view: View, lang: str) -> list[Person]:
    """Every seat as sentences name it: "you" for the one person at a table of computers,
    by name on a shared device (``kit.seats.people_in``)."""
    return people_in(view, lang)


def card_name(lang: str, kind: str) -> str:
    return cards.KINDS[kind].name["en" if lang == "en" else "nl"]


def card_text(lang: str, kind: str) -> str:
    return cards.KINDS[kind].text["en" if lang == "en" else "nl"]


def field_words(lang: str, field: int | None) -> str:
    return t(lang, "kw_no_field") if not field else t(lang, "kw_field_n", n=field)


def check_text(lang: str, who: list[Person], ev: dict[str, Any]) -> str:
    """A check: who checked whom, what was found, who gets the cards."""
    target = who[ev["target"]]
    parts = [t(lang, "kw_e_checks", about=who[ev["seat"]], target=you_or_name(lang, target))]
    if not ev["bluff"] and ev["to"] == ev["target"]:
        # one sentence for the points and the cards ("Bob scores 2 points. Bob gets 1 bonus
        # card." named Bob twice in a row)
        points = t(lang, "kw_points_n", n=ev["points"])
        got = t(lang, "kw_cards_n", n=ev["cards"])
        return " ".join(
            [*parts, t(lang, "kw_e_no_bluff_cards", about=target, points=points, cards=got)]
        )
    if not ev["bluff"]:
        parts.append(t(lang, "kw_e_no_bluff", about=target, n=ev["points"]))
    elif ev["field"]:
        parts.append(
            t(
                lang,
                "kw_e_found_bluff",
                about=target,
                bet=ev["bet"],
                field=ev["field"],
                n=ev["points"],
            )
        )
    else:
        parts.append(t(lang, "kw_e_found_bluff_none", about=target))
    parts.append(t(lang, "kw_e_gets_cards", about=who[ev["to"]], n=ev["cards"]))
    return " ".join(parts)


def event_text(lang: str, who: list[Person], ev: dict[str, Any], quizmaster: int) -> str:
    """One public event of the round in a sentence or two. ``quizmaster`` ruled on a
    dispute saved by an earlier build (it names no ruler)."""
    kind = ev["kind"]
    if kind == "check":
        return check_text(lang, who, ev)
    if kind == "declare":
        return t(lang, "kw_e_declare", about=who[ev["seat"]], n=ev["cards"], field=ev["field"])
    if kind == "score":
        return t(lang, "kw_e_silent", about=who[ev["seat"]], n=ev["points"])
    if kind == "dispute":
        whose = t(
            lang, "kw_e_answer_of", about=who[ev["seat"]], q=ev["question"] + 1, text=ev["text"]
        )
        key = "kw_e_ruled_right" if ev["right"] else "kw_e_ruled_wrong"
        return f"{whose} {t(lang, key, about=who[ev.get('ruler', quizmaster)])}"
    if kind == "play":
        return play_text(lang, who, ev)
    if kind == "refill":
        got = [
            t(lang, "kw_e_refill_one", about=who[s], n=p)
            for s, p in enumerate(ev["points"])
            if ev["cards"][s]
        ]
        return t(lang, "kw_e_refill", list=join_words(lang, got) if got else "—")
    return ""


def play_text(lang: str, who: list[Person], ev: dict[str, Any]) -> str:
    player, kind = who[ev["seat"]], ev["card"]
    name = card_name(lang, kind)
    took = [t(lang, "kw_e_took_one", about=who[v], n=n) for v, n in ev.get("took", []) if n]
    if kind == "venture":
        text = t(lang, "kw_e_play_drew", about=player, card=name, n=ev.get("drew", 0))
    elif kind == "bird":
        text = t(lang, "kw_e_play_bird", about=player, card=name, n=ev.get("points", 0))
    elif took:
        text = t(lang, "kw_e_play_took", about=player, card=name, list=join_words(lang, took))
    else:
        text = t(lang, "kw_e_play_nothing", about=player, card=name)
    if ev.get("actions"):
        names = [f"“{card_name(lang, k)}”" for k in ev["actions"]]
        text += " " + t(lang, "kw_e_urgent", cards=join_words(lang, names))
    return text


@dataclass(frozen=True)
class Line:
    """One move of the round in words: its number in the match, its seat and its public
    part (the view's ``MoveView``)."""

    index: int
    seat: int
    action: MoveView
    text: str

    @property
    def kind(self) -> str:
        return str(self.action["type"])


def round_of(
    view: View, previous: bool = False
) -> tuple[list[MoveView], list[dict[str, Any]], int] | None:
    """The round on screen: its moves, its public events and its quizmaster; between two
    rounds (and at the end), the round just played. ``previous``: the round before it,
    while a round is on (its moves and events are the view's last ones)."""
    st: GameView = view["state"]
    if not st["moves"]:
        return None  # nothing dealt yet
    between = st["phase"] in ("deal", "over")
    if previous:
        if between or not st["last_moves"] or not st["history"]:
            return None
        return st["last_moves"], st["last_events"], st["history"][-1]["quizmaster"]
    if between and st["history"]:
        return st["moves"], st["last_events"], st["history"][-1]["quizmaster"]
    return st["moves"], st["events"], st["quizmaster"]


def round_lines(lang: str, view: View, who: list[Person], previous: bool = False) -> list[Line]:
    """Every move of the round on screen (or the one before) in words, oldest first."""
    found = round_of(view, previous)
    if found is None:
        return []
    moves, events, quizmaster = found
    pending = list(events)
    lines = []
    for move in moves:
        index, seat, kind = move["n"], move["seat"], move["type"]
        said: list[str] = []
        wanted = EVENT_OF.get(kind)
        while wanted is not None and pending:
            ev = pending.pop(0)
            said.append(event_text(lang, who, ev, quizmaster))
            if ev["kind"] == wanted:
                break
        if wanted is None:
            said.append(move_text(lang, view, who, seat, move, quizmaster))
        text = " ".join(s for s in said if s)
        if text:
            lines.append(Line(index, seat, move, text))
    return lines


def move_text(
    lang: str, view: View, who: list[Person], seat: int, action: MoveView, quizmaster: int
) -> str:
    """A move that makes no public event, in a sentence (never its hidden part)."""
    kind, player = action["type"], who[seat]
    simple = {
        "answer": "kw_m_answer",
        "reveal": "kw_m_reveal",
        "count": "kw_m_count",
        "pass": "kw_m_pass",
    }
    if kind in simple:
        return t(lang, simple[kind], about=player)
    if kind == "guess":
        paper = view["state"]["answering"] != "device"
        return (
            t(lang, "kw_m_count", about=player)
            if paper
            else t(lang, "kw_m_guess", name=player.name)
        )
    if kind == "bet":
        return t(lang, "kw_m_bet", about=player, n=action["field"])
    if kind == "dispute":
        # Saves of earlier builds name no ruler: the quizmaster ruled, also on his own.
        if action.get("ruler", quizmaster) == seat:
            return t(lang, "kw_m_dispute_own", about=player, q=action["question"] + 1)
        ruler = who[action.get("ruler", quizmaster)]
        return t(
            lang,
            "kw_m_dispute",
            about=player,
            ruler=you_or_name(lang, ruler),
            q=action["question"] + 1,
        )
    return ""  # the deal: the question card on screen says it


def news(lines: list[Line], you: int | None, keep: int = 2) -> tuple[Line | None, list[Line]]:
    """What the top of ``you``'s turn card tells: the outcome of his own last move (a check,
    a declaration, a card), kept until his next move, and the newest ``keep`` moves of the
    others since then, one more after each of their moves (not the answering, which the
    players' list shows). Nobody's view: the last move."""
    if you is None:
        return None, [line for line in lines if line.kind not in QUIET][-1:]
    own = [line for line in lines if line.seat == you]
    since = own[-1].index if own else -1
    mine = own[-1] if own and own[-1].kind in OUTCOMES else None
    others = [line for line in lines if line.index > since and line.kind not in QUIET]
    return mine, others[-keep:]
