"""The option of a take-down game that carries the pyramid an evening hands on (read by
``pyramid.given``). Apart from it, so that a game's spec stays plain data and the home
screen loads no pyramid code."""

from __future__ import annotations

from ..core.spec import OptionSpec

PYRAMID_OPTION = OptionSpec(
    key="pyramid",
    label={"nl": "Piramide", "en": "Pyramid"},
    default=None,
    help={
        "nl": "Leeg: een nieuwe piramide. Anders de piramide van het vorige spel van de avond; "
        "ontbrekende stenen worden willekeurig aangevuld.",
        "en": "Empty: a new pyramid. Otherwise the pyramid of the evening's previous game; "
        "missing dice are added at random.",
    },
    # Saves from before evenings name no pyramid: they started from a random one.
    legacy=None,
)
