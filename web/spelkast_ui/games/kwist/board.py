"""The Kwis 't! table: who is who (quizmaster, points, bonus cards, their disc), the board
with its five fields and chips, the viewer's own bonus cards and the round's log.

Everything here is public except ``hand_html``, which is drawn only for the viewer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.games.kwist import cards
from pyengine.games.kwist.shown import HandCard, MineView
from pyengine.games.kwist.shown import View as GameView

from ...kit.html import esc
from ...kit.seats import names_of, person, token
from .i18n import t
from .words import Line, View, card_name, field_words

if TYPE_CHECKING:
    from ...kit.gameplay import Table


def status_text(lang: str, st: GameView, seat: int) -> str:
    """Where a player stands in this round, from public facts only."""
    phase = st["phase"]
    if phase == "answer":
        return t(lang, "kw_s_answered" if st["ready"][seat] else "kw_s_answering")
    if phase == "actions" and st["open_actions"][seat]:
        names = ", ".join(f"“{card_name(lang, k)}”" for k in st["open_actions"][seat])
        return t(lang, "kw_s_actions", cards=names)
    if st["checked"][seat]:
        return t(lang, "kw_s_checked", field=field_words(lang, st["fields"][seat]))
    if st["fields"][seat] is not None:
        key = "kw_s_declared" if st["declared"][seat] else "kw_s_scored"
        return t(lang, key, field=field_words(lang, st["fields"][seat]))
    if st["bets"][seat] is not None:
        return t(lang, "kw_s_bet", n=st["bets"][seat])
    if phase in ("bet", "dispute"):
        return t(lang, "kw_s_betting")
    if phase == "reveal":
        return t(lang, "kw_s_waiting_reveal")
    return ""


def players_html(c: Table, view: View) -> str:
    lang = c.lang
    st: GameView = view["state"]
    names = names_of(view, c.lang)
    active = st["active"]
    rows = []
    for seat, name in enumerate(names):
        badges = []
        if seat == st["quizmaster"]:
            badges.append(f'<span class="kw-badge is-qm">{esc(t(lang, "kw_quizmaster"))}</span>')
        if seat == active and st["phase"] != "over":
            badges.append(f'<span class="kw-badge is-turn">{esc(t(lang, "kw_to_move"))}</span>')
        count = st["counts"][seat]
        known = t(lang, "kw_count_known", n=count) if count is not None else ""
        facts = [
            t(lang, "kw_points_n", n=st["track"][seat]),
            t(lang, "kw_cards_n", n=st["hand_sizes"][seat]),
        ]
        status = " · ".join(x for x in (status_text(lang, st, seat), known) if x)
        turn = " is-turn" if seat == active else ""
        rows.append(
            f'<li class="kw-player seat-{seat % 6}{turn}">'
            f'<div class="kw-who">{token(seat)}<strong>{esc(name)}</strong>{"".join(badges)}</div>'
            f'<div class="kw-facts">{esc(" · ".join(facts))}</div>'
            + (f'<div class="kw-status">{esc(status)}</div>' if status else "")
            + "</li>"
        )
    head = t(lang, "kw_players_head")
    return (
        f'<section class="kw-players" aria-label="{esc(head)}">'
        f'<ul class="kw-plist">{"".join(rows)}</ul></section>'
    )


def board_html(c: Table, view: View) -> str:
    """The five fields: points, the chip (face up after the reveal) and the discs on it."""
    lang = c.lang
    st: GameView = view["state"]
    names = names_of(view, c.lang)
    chips = st["chips"]
    items = []
    for f in cards.FIELDS:
        discs = [s for s, b in enumerate(st["bets"]) if b == f and st["on_board"][s]]
        chip = (
            # a narrow field (a phone, a tablet lying down) shows the face-up chip as its
            # number and a small card: "2 kaarten" broke inside the word there ("kaarte|n")
            '<span class="kw-chip is-up">'
            f'<span class="kw-chip-words">{esc(t(lang, "kw_chip_n", n=chips[f - 1]))}</span>'
            f'<span class="kw-chip-mark">{chips[f - 1]}<span class="kw-chip-card"></span></span>'
            "</span>"
            if chips
            # a narrow field shows the face-down chip as a "?" (the field's label says both
            # in words)
            else '<span class="kw-chip is-down">'
            f'<span class="kw-chip-words">{esc(t(lang, "kw_chip_down"))}</span>'
            '<span class="kw-chip-mark">?</span></span>'
        )
        who = "".join(token(s) for s in discs)
        label = t(lang, "kw_field_label", n=f)
        if chips:
            label += ", " + t(lang, "kw_chip_n", n=chips[f - 1])
        if discs:
            label += ": " + ", ".join(names[s] for s in discs)
        items.append(
            f'<li class="kw-field" aria-label="{esc(label)}">'
            f'<span class="kw-fnum" aria-hidden="true">{f}</span>'
            f'<span class="kw-fpts" aria-hidden="true">{esc(t(lang, "kw_pts_n", n=f))}</span>'
            f'<span aria-hidden="true">{chip}</span>'
            f'<span class="kw-discs" aria-hidden="true">{who}</span></li>'
        )
    head = t(lang, "kw_board_head")
    return (
        f'<section class="kw-board" aria-label="{esc(head)}">'
        f'<h2 class="kw-h">{esc(head)}</h2>'
        # the table size: a tablet keeps room on every field for all its discs (kwist.css)
        f'<ol class="kw-fields is-seats-{len(st["bets"])}">{"".join(items)}</ol></section>'
    )


def hand_summary(lang: str, hand: list[HandCard]) -> str:
    """A hand as "2× 1 point, 1× 3 points, “A bird in the hand”"."""
    parts = []
    for value in (1, 2, 3, 4):
        n = sum(1 for card in hand if card["kind"] == "points" and card["points"] == value)
        if n:
            parts.append(t(lang, "kw_hand_points", k=n, n=value))
    parts += [f"“{card_name(lang, c['kind'])}”" for c in hand if c["kind"] != "points"]
    return ", ".join(parts)


def hand_html(c: Table, view: View) -> str:
    """The viewer's own face-down bonus cards, face up for them alone."""
    me: MineView | None = view["state"]["me"]
    if me is None:
        return ""
    lang = c.lang
    hand = me["hand"]
    head = t(lang, "kw_hand_head", about=person(c, int(view["seat"])))
    body = esc(t(lang, "kw_hand_total", n=len(hand), points=me["bonus"])) + (
        f"<br>{esc(hand_summary(lang, hand))}" if hand else ""
    )
    return (
        f'<section class="kw-hand"><h2 class="kw-h">{esc(head)}</h2>'
        f'<p class="meta">{body}</p></section>'
    )


def log_html(c: Table, view: View, lines: list[Line], before: list[Line]) -> str:
    """The round's moves in words, newest first; the previous round's folded away."""
    lang = c.lang

    def items(chosen: list[Line]) -> str:
        return "".join(f"<li>{esc(line.text)}</li>" for line in reversed(chosen))

    parts = []
    if lines:
        # between rounds and at the end the lines are the round just played, by its number
        # (under "Round 2 of 6" they stood as "This round" while telling round 1)
        st: GameView = view["state"]
        done = len(st["history"])
        head = (
            t(lang, "kw_log_round", n=done)
            if st["phase"] in ("deal", "over") and done
            else t(lang, "kw_log_now")
        )
        parts.append(f'<h2 class="kw-h">{esc(head)}</h2><ol>{items(lines)}</ol>')
    if before:
        key = "kw_log_last" if view["state"]["phase"] == "over" else "kw_log_before"
        parts.append(
            f'<details class="kw-before"><summary>{esc(t(lang, key))}</summary>'
            f"<ol>{items(before)}</ol></details>"
        )
    if not parts:
        return ""
    return f'<section class="kw-log">{"".join(parts)}</section>'
