"""Kwis 't!'s view as the screens read it where the phase says more than the types: the
card once dealt, the viewer's own sheet, the dispute being ruled, the bonus chips once
turned, the final count (pyengine.games.kwist.shown)."""

from __future__ import annotations

from pyengine.games.kwist.shown import CardView, DisputeView, FinalView, MineView, View


def card_of(st: View) -> CardView:
    card = st["card"]
    assert card is not None, "a card is dealt"
    return card


def me_of(st: View) -> MineView:
    me = st["me"]
    assert me is not None, "a seat's own view"
    return me


def dispute_of(st: View) -> DisputeView:
    dispute = st["dispute"]
    assert dispute is not None, "a dispute is being ruled"
    return dispute


def chips_of(st: View) -> list[int]:
    chips = st["chips"]
    assert chips is not None, "the bonus chips are turned"
    return chips


def final_of(st: View) -> FinalView:
    final = st["final"]
    assert final is not None, "the game is over"
    return final
