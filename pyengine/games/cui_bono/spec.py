"""Cui bono?: title, players, options and computer levels, as data (the
home screen and the new-game form read these without loading the rules)."""

from __future__ import annotations

from ...core.spec import BotLevel, GameSpec

SPEC = GameSpec(
    id="cui-bono",
    title={"nl": "Cui bono?", "en": "Cui bono?"},
    tagline={
        "nl": "Trek een steen onder uit de piramide en leg hem terug waar de kleuren het "
        "toelaten, of houd hem voor minpunten.",
        "en": "Pull a die from the bottom of the pyramid and lay it back where the colours "
        "allow, or keep it for minus points.",
    },
    min_players=2,
    max_players=6,
    minutes=(15, 30),
    options=(),
    bot_levels=(
        BotLevel(
            "sensible",
            {"nl": "Verstandig", "en": "Sensible"},
            {
                "nl": "Trekt de steen die hij het best kan terugleggen en houdt goedkope "
                "stenen als de volgende dan een dure moet nemen.",
                "en": "Pulls the die it can best lay back, and keeps a cheap one when that "
                "leaves the next player a costly pull.",
            },
        ),
    ),
)
