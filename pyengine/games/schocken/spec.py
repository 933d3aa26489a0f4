"""Schocken: title, players, options and computer levels, as data (the
home screen and the new-game form read these without loading the rules)."""

from __future__ import annotations

from ...core.spec import DICE_OPTION, BotLevel, GameSpec, OptionSpec

SPEC = GameSpec(
    id="schocken",
    title={"nl": "Schocken", "en": "Schocken"},
    tagline={
        "nl": "Gooi onder de beker, hou je worp geheim en ontloop de strafschijfjes.",
        "en": "Throw under the cup, keep your hand secret and dodge the penalty chips.",
    },
    min_players=2,
    max_players=8,
    minutes=(15, 30),
    options=(
        DICE_OPTION,
        OptionSpec(
            key="chips",
            label={"nl": "Schijfjes in de pot", "en": "Chips in the pot"},
            default=13,
            minimum=5,
            maximum=25,
        ),
        OptionSpec(
            key="starter_sets_limit",
            label={
                "nl": "Eerste speler bepaalt het aantal worpen",
                "en": "First player sets the number of throws",
            },
            default=True,
            help={
                "nl": "De anderen mogen niet vaker gooien dan de eerste speler van de ronde.",
                "en": "The others may not throw more often than the round's first player.",
            },
        ),
    ),
    bot_levels=(
        BotLevel(
            "beginner",
            {"nl": "Beginner", "en": "Beginner"},
            {
                "nl": "Kent de regels, nog niet de kneepjes: gooit alle drie de stenen opnieuw "
                "tot hij een straat of beter heeft.",
                "en": "Knows the rules, not yet the tricks: throws all three dice again until it"
                " has a straight or better.",
            },
        ),
        BotLevel(
            "heuristic",
            {"nl": "Gewoon", "en": "Casual"},
            {
                "nl": "Houdt zijn enen vast, maakt van twee zessen een één en staat bij een "
                "straat of beter.",
                "en": "Keeps its ones, turns two sixes into a one and stands on a straight or "
                "better.",
            },
        ),
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Rekent bij elke worp uit wat hem de kleinste kans geeft de helft te "
                "verliezen, en leest uit de worpen van de opener wat die ongeveer heeft.",
                "en": "Works out, at every throw, what leaves it the least chance of losing the "
                "half, and reads from the opener's throws roughly what the opener holds.",
            },
        ),
    ),
    default_level="heuristic",  # one a newcomer beats some of the time
    throws=frozenset({"roll"}),
)
