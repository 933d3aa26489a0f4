"""Kwis 't! turn panels after the reveal: the bet (with the three kinds of bet explained and
the wrong answers one may put to the ruler), the ruling on a disputed answer, the checks,
declaring a bluff and the action cards at the end of the round."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.games.kwist import cards
from pyengine.games.kwist.shown import View as GameView

from ...kit.gameplay import move_val
from ...kit.html import button, esc
from ...kit.seats import names_of, person
from .answers import given_text
from .controls import shown_button, sr_only
from .i18n import t
from .play import KINDS, bet_kind, human_actions
from .seen import card_of, chips_of, dispute_of, me_of
from .words import View, card_name, card_text

if TYPE_CHECKING:
    from ...kit.gameplay import Table

# The moves of the controls that carry them (``KwistPlay.TAPS``) and take no parameter.
PASS, DECLARE, SILENT = (move_val({"type": k}) for k in ("pass", "declare", "silent"))


def bet_panel(c: Table, view: View, seat: int, heading: str) -> str:
    lang = c.lang
    st: GameView = view["state"]
    count = me_of(st)["count"]
    assert count is not None, "a bet follows the count"
    chips = chips_of(st)
    fields = []
    for f in cards.FIELDS:
        kind = bet_kind(f, count)
        word = t(lang, f"kw_bk_{kind}")
        chip = esc(t(lang, "kw_chip_n", n=chips[f - 1]))
        content = (
            f'<span class="kw-bnum">{sr_only(esc(t(lang, "kw_field_word")))}{f}</span>'
            f'{sr_only(",")}<span class="kw-bchip">{chip}</span>'
            f'{sr_only(",")}<span class="kw-bkind">{esc(word)}</span>'
        )
        bet = move_val({"type": "bet", "field": f})
        fields.append(shown_button(content, "kw_bet", f, val=bet, cls=f"btn kw-bet is-{kind}"))
    kinds = "".join(
        button(
            t(lang, f"kw_kind_btn_{k}"),
            "kw_kind",
            k,
            cls="btn btn-quiet btn-small kw-kindbtn" + ("" if _possible(k, count) else " is-off"),
        )
        for k in KINDS
    )
    note = ""
    if count == 0:
        note = t(lang, "kw_zero_note")
    elif count == 5:
        note = t(lang, "kw_five_note")
    lines = [t(lang, "kw_you_have", about=person(c, seat), n=count)]
    undo = ""
    if c.can_undo():
        undo = button(t(lang, "kw_recount"), "undo", cls="btn btn-quiet btn-small")
    return (
        f"<h2>{heading}</h2>"
        f'<p class="kw-line">{esc(" ".join(lines))}</p>'
        + (f'<p class="kw-note">{esc(note)}</p>' if note else "")
        + f'<div class="kw-bets" role="group" aria-label="{esc(t(lang, "kw_h_bet"))}">'
        f"{''.join(fields)}</div>"
        f'<div class="kw-kinds" role="group" aria-label="{esc(t(lang, "kw_kinds_hint"))}">'
        f"{kinds}</div>"
        + _disputes(c, view, seat)
        + (f'<div class="actions">{undo}</div>' if undo else "")
    )


def _disputes(c: Table, view: View, seat: int) -> str:
    """The open answers marked wrong that may still be put to the ruler, each with its
    text and the name of who will rule (the quizmaster, or for his own the next player)."""
    lang = c.lang
    st: GameView = view["state"]
    names = names_of(view, c.lang)
    offered = [a for a in human_actions(c, seat) if a["type"] == "dispute"]
    if not offered:
        return ""
    items = "".join(
        button(
            t(
                lang,
                "kw_overrule",
                name=names[a["ruler"]],
                q=a["question"] + 1,
                text=(me_of(st)["answers"] or [])[a["question"]],
            ),
            "kw_dispute",
            a["question"],
            val=move_val(a),
            cls="btn btn-quiet btn-small kw-overrule",
        )
        for a in offered
    )
    return (
        f'<div class="kw-disputes"><p class="meta">{esc(t(lang, "kw_dispute_head"))}</p>'
        f"{items}</div>"
    )


def _possible(kind: str, count: int) -> bool:
    if kind == "bluff":
        return count < 5
    if kind == "tactical":
        return count > 1
    return count > 0


def rule_panel(c: Table, view: View, heading: str) -> str:
    """The ruler decides on one disputed answer, read out to the table. The quizmaster
    rules, but on his own answer the player on his left does (and is told why)."""
    lang = c.lang
    st: GameView = view["state"]
    dispute = dispute_of(st)
    q = card_of(st)["questions"][dispute["question"]]
    name = names_of(view, c.lang)[dispute["seat"]]
    key = given_text(lang, q, q["answer"])
    also = ", ".join(q.get("accept") or [])
    why = ""
    if dispute["seat"] == st["quizmaster"] and "ruler" in dispute:  # (not in old saves)
        why = f'<p class="meta">{esc(t(lang, "kw_rule_own"))}</p>'
    answer = t(lang, "kw_right_answer", answer=key) + (
        " " + t(lang, "kw_also", list=also) if also else ""
    )
    asks = t(lang, "kw_rule_asks", name=name, q=dispute["question"] + 1)
    right, wrong = (move_val({"type": "rule", "right": r}) for r in (True, False))
    return (
        f"<h2>{heading}</h2>{why}"
        f'<p class="kw-question"><span class="kw-qn">{esc(asks)}</span>'
        f'<span class="kw-qtext">{esc(q["q"])}</span></p>'
        f'<p class="kw-disputed">“{esc(dispute["text"])}”</p>'
        f'<p class="kw-key">{esc(answer)}</p>'
        '<div class="actions kw-ruling">'
        + button(t(lang, "kw_rule_right"), "kw_rule", 1, val=right, cls="btn btn-secondary")
        + button(t(lang, "kw_rule_wrong"), "kw_rule", 0, val=wrong, cls="btn btn-quiet")
        + "</div>"
    )


def check_panel(c: Table, view: View, seat: int, heading: str) -> str:
    """The discs still on the board, the player's own never among them, and "nobody"."""
    lang = c.lang
    st: GameView = view["state"]
    names = names_of(view, c.lang)
    chips = chips_of(st)
    items = []
    for a in human_actions(c, seat):
        if a["type"] != "check":
            continue
        p = a["target"]
        bet = st["bets"][p]
        assert bet is not None, "a disc on the board has its bet"
        label = t(lang, "kw_check_who", name=names[p], field=bet, n=chips[bet - 1])
        items.append(
            button(label, "kw_check", p, val=move_val(a), cls=f"btn kw-check seat-{p % 6}")
        )
    return (
        f"<h2>{heading}</h2>"
        f'<p class="kw-line">{esc(t(lang, "kw_check_hint"))}</p>'
        f'<div class="kw-choices" role="group" aria-label="{esc(t(lang, "kw_h_check"))}">'
        f"{''.join(items)}</div>"
        '<div class="actions">'
        + button(t(lang, "kw_pass"), "kw_pass", val=PASS, cls="btn btn-quiet btn-wide")
        + "</div>"
    )


def declare_panel(c: Table, view: View, seat: int, heading: str) -> str:
    """Not checked: a bluffer may declare it (or keep quiet); anyone else only scores."""
    lang = c.lang
    st: GameView = view["state"]
    bet = st["bets"][seat]
    assert bet is not None, "a disc on the board has its bet"
    count = me_of(st)["count"]
    chip = chips_of(st)[bet - 1]
    if count is not None and count < bet:
        hint = t(lang, "kw_declare_yes", about=person(c, seat), field=bet, n=chip)
        choices = button(
            t(lang, "kw_declare", n=chip), "kw_declare", val=DECLARE, cls="btn btn-primary"
        )
        choices += button(t(lang, "kw_silent", n=bet), "kw_silent", val=SILENT, cls="btn btn-quiet")
    else:
        hint = t(lang, "kw_declare_no", about=person(c, seat), n=bet)
        choices = button(t(lang, "kw_score", n=bet), "kw_silent", val=SILENT, cls="btn btn-primary")
    return (
        f"<h2>{heading}</h2>"
        f'<p class="kw-line">{esc(hint)}</p>'
        f'<div class="kw-choices">{choices}</div>'
    )


def actions_panel(c: Table, view: View, seat: int, heading: str) -> str:
    """Phase 8: play every action card; a card that takes from a chosen player asks whom."""
    lang = c.lang
    st: GameView = view["state"]
    names = names_of(view, c.lang)
    plays = [a for a in human_actions(c, seat) if a["type"] == "play"]
    groups: dict[str, list[dict[str, Any]]] = {}
    for action in plays:
        groups.setdefault(action["card"], []).append(action)
    blocks = []
    for kind, options in groups.items():
        buttons = []
        for action in options:
            target = action["target"]
            if target is None:
                label = t(lang, "kw_play_card")
            else:
                label = t(lang, "kw_play_on", name=names[target], n=st["hand_sizes"][target])
            buttons.append(
                button(
                    label,
                    "kw_play",
                    kind,
                    val=move_val(action),
                    cls="btn btn-primary kw-target",
                )
            )
        blocks.append(
            f'<div class="kw-action"><h3>“{esc(card_name(lang, kind))}”</h3>'
            f'<p class="meta">{esc(card_text(lang, kind))}</p>'
            f'<div class="kw-choices">{"".join(buttons)}</div></div>'
        )
    hint = "kw_urgent_hint" if st["urgent"] else "kw_actions_hint"
    return f'<h2>{heading}</h2><p class="kw-line">{esc(t(lang, hint))}</p>' + "".join(blocks)
