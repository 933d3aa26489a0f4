"""Wuerfelmarsch: title, players, options and computer levels, as data (the
home screen and the new-game form read these without loading the rules)."""

from __future__ import annotations

from ...core.spec import BotLevel, GameSpec, OptionSpec

SPEC = GameSpec(
    id="wuerfelmarsch",
    title={"nl": "Würfelmarsch", "en": "Würfelmarsch"},
    tagline={
        "nl": "Kantel je dobbelstenen over de grondplaat naar de overkant en sla onderweg.",
        "en": "Tilt your dice across the plate to the far corner, capturing on the way.",
    },
    min_players=2,
    max_players=3,
    minutes=(15, 25),
    options=(
        OptionSpec(
            key="quiet_rounds",
            label={"nl": "Rondes zonder voortgang", "en": "Rounds without progress"},
            default=5,
            minimum=2,
            maximum=20,
            help={
                "nl": "Het spel eindigt (en de telling beslist) als zoveel rondes na elkaar geen "
                "dobbelsteen vooruit kantelt en er geen van de grondplaat verdwijnt.",
                "en": "The game ends (the count decides) after this many rounds in a row in "
                "which no die tilts forward and none leaves the plate.",
            },
        ),
    ),
    bot_levels=(
        BotLevel(
            "sensible",
            {"nl": "Verstandig", "en": "Sensible"},
            {
                "nl": "Slaat waar het kan, let op gevaar en marcheert naar de overkant.",
                "en": "Captures when it can, watches out for danger and marches to the corner.",
            },
        ),
    ),
)
