"""Kwis 't!'s view as the screens read it where the phase says more than the types: the
card once dealt, the viewer's own sheet, the dispute being ruled, the bonus chips once
turned, the final count (pyengine.games.kwist.shown)."""

from __future__ import annotations

from pyengine.games.kwist.shown import CardView, DisputeView, FinalView, MineView, View

from ...kit.viewing import given


def card_of(st: View) -> CardView:
    return given(st["card"], "a card is dealt")


def me_of(st: View) -> MineView:
    return given(st["me"], "a seat's own view")


def dispute_of(st: View) -> DisputeView:
    return given(st["dispute"], "a dispute is being ruled")


def chips_of(st: View) -> list[int]:
    return given(st["chips"], "the bonus chips are turned")


def final_of(st: View) -> FinalView:
    return given(st["final"], "the game is over")
