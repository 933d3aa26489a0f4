"""Kwis 't!'s own moves: answering in private, the count on paper, the reveal, overruling an
answer, bets, checks, declaring a bluff and the action cards.

Kwis 't! hides information (answers, counts, bonus cards), so pass-and-play hands the
device over before each private turn. Typed answers are kept as a draft in storage until
they are handed in: a reload brings them back, and only to their own player.
A computer answers with ``guess``; the screen never offers it to a human. The deal is a
chance move the app plays by itself, whoever is quizmaster. On the new-game form the game
adds its question-pack field (``pack_form``).

Two things wait for a tap before play goes on. Between rounds the table sees the round's
summary: ``rounds_total`` counts the round just played until the next is dealt, so the
app's ``reveal_pending`` holds the deal, the computers and the hand-over until
``kw_next`` (``c.seen_rounds`` is saved with the game: a reload does not show it twice). And in
pass-and-play a player who checked someone sees what he found before the device goes on
(``shown_check``, kept in memory only: it is his to read, not the table's).
"""

from __future__ import annotations

import json
from typing import Any, ClassVar

from pyengine import IllegalAction
from pyengine.core.spec import OptionSpec
from pyengine.games.kwist.bank import CARD_KINDS
from pyengine.games.kwist.rules import MAX_ANSWER_LENGTH
from pyengine.games.kwist.shown import View as GameView

from ...kit.draft import parse as parse_draft
from ...kit.gameplay import (
    FormMoves,
    GamePlay,
    Moves,
    Services,
    SetupForm,
    Table,
    carried_mark,
    play_or_explain,
)
from ...kit.hint import Mark
from ...kit.i18n import engine_message, pick
from ...kit.storage import StorageFull
from . import pack_form
from .i18n import t
from .seen import card_of, me_of

DRAFT_KEY = "spelkast.kwist.draft"
KINDS = ("honest", "bluff", "tactical")
# Engine refusal codes a player can run into by a tap, with our words for them.
REFUSALS = {
    "check_self": "kw_r_check_self",
    "not_on_board": "kw_r_not_on_board",
    "no_bluff": "kw_r_no_bluff",
    "count_first": "kw_r_count_first",
}


def state(c: Table, seat: int | None = None) -> GameView:
    st: GameView = c.game().view(seat)["state"]
    return st


def human_actions(c: Table, seat: int) -> list[dict[str, Any]]:
    """The moves a human seat may make: ``guess`` is how a computer answers, never offered."""
    return [a for a in c.game().legal_actions(seat) if a["type"] != "guess"]


# -- the answer draft ----------------------------------------------------------------------
def _draft_id(c: Table, seat: int) -> list[Any]:
    return [c.game_id, state(c)["round"], seat]


def blank_answers() -> list[Any]:
    return ["" if kind == "open" else None for kind in CARD_KINDS]


def draft(c: Table, seat: int) -> dict[str, Any]:
    """``seat``'s answers so far this round (``answers``, ``review`` and the question on
    screen, ``step``)."""
    # Read with limits: a damaged draft (say, nested thousands deep) is a blank sheet.
    data = parse_draft(c.storage.get(DRAFT_KEY)) or {}
    answers = data.get("answers")
    if data.get("id") != _draft_id(c, seat) or not _valid(answers):
        return {"answers": blank_answers(), "review": False, "step": 0}
    step = data.get("step")
    if type(step) is not int or not 0 <= step < len(CARD_KINDS):
        step = 0
    return {"answers": answers, "review": bool(data.get("review")), "step": step}


def _valid(answers: Any) -> bool:
    if not isinstance(answers, list) or len(answers) != len(CARD_KINDS):
        return False
    for given, kind in zip(answers, CARD_KINDS, strict=True):
        ok = isinstance(given, str) if kind == "open" else given is None or type(given) is int
        if not ok:
            return False
    return True


def _save_draft(c: Table, seat: int, data: dict[str, Any]) -> None:
    record = {"id": _draft_id(c, seat), **data}
    try:
        c.storage.set(DRAFT_KEY, json.dumps(record, separators=(",", ":")))
    except StorageFull:
        c.notice = t(c.lang, "storage_full")


def _drop_draft(c: Table) -> None:
    c.storage.remove(DRAFT_KEY)


# The moves the hint speaks about: a bet, a check (or none), a declaration, a card.
HINTED_KINDS = frozenset({"bet", "check", "pass", "declare", "silent", "play"})


class KwistPlay(GamePlay):
    hides_info = True

    # Table.kept: "check", in pass-and-play the number (MoveView.n) of the check whose
    # outcome its checker is reading.
    KEPT = "kwist"

    # -- what waits for a tap: the round's summary, and your check's outcome ----------------
    def rounds_total(self, c: Table) -> int:
        """The round just played counts until the next is dealt; ``next`` marks it seen."""
        st = state(c)
        return len(st["history"]) if st["phase"] == "deal" else 0

    def after_play(self, c: Table, seat: int, action: dict[str, Any], _new_round: bool) -> None:
        c.last_event = None
        st = state(c)
        shared = len(c.humans()) > 1 and seat in c.humans()
        goes_on = c.seat_to_move() != seat or st["phase"] == "deal"
        if action["type"] == "check" and shared and goes_on:
            c.kept(self.KEPT)["check"] = st["moves"][-1]["n"]

    def shown_check(self, c: Table) -> int | None:
        """The number (``MoveView.n``) of the check its checker is looking at, before the
        device goes on."""
        index: int | None = c.kept(self.KEPT).get("check")
        return index

    def act_kw_seen(self, c: Table, _arg: str, _value: str) -> None:
        c.kept(self.KEPT).pop("check", None)

    def act_kw_next(self, c: Table, _arg: str, _value: str) -> None:
        """The table has seen the round's summary: the next round may start. In
        pass-and-play everyone looked at the device, so the next private turn asks who
        holds it again, even if it is the same person as before the summary."""
        if not c.reveal_pending():
            return
        c.seen_rounds = self.rounds_total(c)  # saved with the deal that follows
        if len(c.humans()) > 1:
            c.confirmed = None

    # -- the new-game form: the question pack (pack_form) ----------------------------------
    FORM_MOVES: ClassVar[FormMoves] = {
        "pack_use": pack_form.use,
        "pack_toggle": pack_form.toggle,
        "pack_text": pack_form.text,
        "pack_paste": pack_form.paste,
        "pack_file": pack_form.file,
        "pack_remove": pack_form.remove,
        "pack_remove_no": pack_form.remove_no,
        "pack_remove_yes": pack_form.remove_yes,
    }
    QUIET = frozenset({"pack_text"})  # the paste box reports what is typed

    def option_field(self, app: Services, form: SetupForm, option: OptionSpec) -> str | None:
        if option.key != pack_form.EXTRAS_KEY:
            return None
        return pack_form.option_field(app, form, pick(option.label, app.lang))

    def before_start(self, app: Services, form: SetupForm) -> None:
        pack_form.before_start(app, form)

    def auto_action(self, c: Table, _seat: int) -> dict[str, Any] | None:
        # The question card is dealt by chance: nobody needs to tap for it.
        return {"type": "deal"} if state(c)["phase"] == "deal" else None

    # -- answering in private (device mode) ---------------------------------------------
    def _answering(self, c: Table, quiet: bool = False) -> int | None:
        """The human answering now; None (with a word why, unless ``quiet``) if nobody is."""
        seat = c.acting_human()
        if seat is not None and state(c)["phase"] == "answer":
            return seat
        if not quiet:
            c.human_to_act()  # says whose turn it is, if it is not this player's
            c.notice = t(c.lang, "kw_r_not_now")
        return None

    def act_kw_text(self, c: Table, arg: str, value: str) -> None:
        # A text field reports on blur, which may come after its sheet was handed in.
        seat = self._answering(c, quiet=True)
        if seat is None:
            return
        index = int(arg)
        if CARD_KINDS[index] != "open":
            raise ValueError(arg)
        data = draft(c, seat)
        data["answers"][index] = value.strip()[:MAX_ANSWER_LENGTH]
        _save_draft(c, seat, data)

    def act_kw_choose(self, c: Table, arg: str, value: str) -> None:
        seat = self._answering(c)
        if seat is None:
            return
        index, option = int(arg), int(value)
        card = card_of(state(c))
        if CARD_KINDS[index] == "open" or not 0 <= option < len(
            card["questions"][index]["options"]
        ):
            raise ValueError(arg)
        data = draft(c, seat)
        # A tap chooses; a second tap on the chosen option keeps it (a question left open
        # counts as wrong, so a slip of the finger must not clear it).
        data["answers"][index] = option
        _save_draft(c, seat, data)

    def act_kw_step(self, c: Table, arg: str, _value: str) -> None:
        """Show another question of the sheet (one at a time: it fits a phone's screen)."""
        seat = self._answering(c)
        if seat is None:
            return
        step = int(arg)
        if not 0 <= step < len(CARD_KINDS):
            raise ValueError(arg)
        data = draft(c, seat)
        data["step"], data["review"] = step, False
        _save_draft(c, seat, data)

    def act_kw_review(self, c: Table, _arg: str, _value: str) -> None:
        seat = self._answering(c)
        if seat is None:
            return
        data = draft(c, seat)
        data["review"] = True
        _save_draft(c, seat, data)

    def act_kw_edit(self, c: Table, _arg: str, _value: str) -> None:
        seat = self._answering(c)
        if seat is None:
            return
        data = draft(c, seat)
        data["review"] = False
        _save_draft(c, seat, data)

    def act_kw_submit(self, c: Table, _arg: str, _value: str) -> None:
        seat = self._answering(c)
        if seat is None:
            return
        data = draft(c, seat)
        if not data["review"]:
            c.notice = t(c.lang, "kw_r_review_first")
            return
        if play_or_explain(c, seat, {"type": "answer", "answers": data["answers"]}):
            _drop_draft(c)

    # -- the one-move taps carry their move (``TAPS``): the quizmaster's reveal, and the
    # turn's rule, dispute, count, bet, check, pass, declare, silent and play. Refused,
    # they are told as before.
    def refusal(self, c: Table, _seat: int, action: dict[str, Any], err: IllegalAction) -> str:
        """A ruling outside a dispute and a dispute not open to the player in our words;
        a ruling the engine refuses in its own; every other move as ``_engine_move``."""
        kind = action["type"]
        if kind == "rule":
            if state(c)["phase"] != "dispute":
                return t(c.lang, "kw_r_not_now")
            return engine_message(c.lang, err)
        if kind == "dispute":
            return t(c.lang, "kw_r_no_dispute")
        return _explained(c, err)

    def act_kw_kind(self, c: Table, arg: str, _value: str) -> None:
        """Explain a kind of bet: which fields make it, or why it is impossible now."""
        seat = c.human_to_act()
        count = me_of(state(c, seat))["count"]
        if arg not in KINDS or count is None:
            raise ValueError(arg)
        c.notice = kind_text(c.lang, arg, count)

    # -- the hint: bets, checks, declarations and cards (not answers: those are the quiz) --
    def hint_offered(self, c: Table, seat: int) -> bool:
        kinds = {a["type"] for a in c.game().legal_actions(seat)}
        return bool(kinds & HINTED_KINDS)

    def hint_marks(self, _c: Table, _seat: int, action: dict[str, Any]) -> list[Mark]:
        """The control carrying the advised bet, check, pass, declaration or card."""
        return [carried_mark(action)] if action.get("type") in HINTED_KINDS else []

    def can_undo(self, c: Table) -> bool:
        """Only a count on paper can be taken back (until the bet): nothing else waits."""
        if not super().can_undo(c):
            return False
        return state(c)["moves"][-1]["type"] == "count"

    # The taps that are not one move: answering, a kind of bet explained, a
    # check's outcome seen, the round's summary seen: data-act name -> handler.
    MOVES: ClassVar[Moves] = {
        "kw_text": act_kw_text,
        "kw_step": act_kw_step,
        "kw_choose": act_kw_choose,
        "kw_review": act_kw_review,
        "kw_edit": act_kw_edit,
        "kw_submit": act_kw_submit,
        "kw_kind": act_kw_kind,
        "kw_seen": act_kw_seen,
        "kw_next": act_kw_next,
    }
    # The taps that are one move carry it in their data-val (kit.gameplay.move_val).
    TAPS: ClassVar[frozenset[str]] = frozenset(
        {
            "kw_reveal",
            "kw_rule",
            "kw_dispute",
            "kw_count",
            "kw_bet",
            "kw_check",
            "kw_pass",
            "kw_declare",
            "kw_silent",
            "kw_play",
        }
    )


def _engine_move(c: Table, seat: int, action: dict[str, Any]) -> None:
    """Play ``action``; a refusal is explained in words and changes nothing."""
    play_or_explain(c, seat, action, lambda err: _explained(c, err))


def _explained(c: Table, err: IllegalAction) -> str:
    """The engine's refusal of a move in our words (``REFUSALS``, else "not now")."""
    return t(c.lang, REFUSALS.get(err.code, "kw_r_not_now"))


def kind_text(lang: str, kind: str, count: int) -> str:
    """What a kind of bet means for a player with ``count`` right, or why it cannot be."""
    if kind == "bluff":
        if count == 5:
            return t(lang, "kw_k_bluff_none")
        return t(lang, "kw_k_bluff", fields=_fields(count + 1, 5), n=count)
    if count == 0:
        return t(lang, "kw_k_zero")
    if kind == "honest":
        return t(lang, "kw_k_honest", n=count)
    if count == 1:
        return t(lang, "kw_k_tactical_none")
    return t(lang, "kw_k_tactical", fields=_fields(1, count - 1), n=count)


def _fields(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}–{high}"


def bet_kind(bet: int, count: int) -> str:
    return "honest" if bet == count else "bluff" if bet > count else "tactical"


PLAY = KwistPlay()
