"""Qwinto: title, players, options and computer levels, as data (the
home screen and the new-game form read these without loading the rules)."""

from __future__ import annotations

from ...core.spec import DICE_OPTION, BotLevel, GameSpec, OptionSpec

# Qwinto's rule sets (sheet.RULE_SETS; a test keeps the two equal).
QWINTO_RULE_SETS = ("rulebook", "published")

SPEC = GameSpec(
    id="qwinto",
    title={"nl": "Qwinto", "en": "Qwinto"},
    tagline={
        "nl": "Drie gekleurde stenen, één worp voor iedereen: vul je rijen van klein naar groot.",
        "en": "Three coloured dice, one throw for everybody: fill your rows from low to high.",
    },
    min_players=1,
    max_players=6,
    minutes=(15, 25),
    options=(
        OptionSpec(
            key="rules",
            label={"nl": "Puntentelling", "en": "Scoring"},
            # A newcomer's first game under the rulebook often ends below zero (only full
            # rows count, every pass costs): every number counting is the friendlier start
            # (docs/rules/qwinto.md). Saves name the rule set they were made with; one that
            # does not (none of this app's builds wrote such a save) keeps the rulebook's.
            default="published",
            legacy="rulebook",
            choices=QWINTO_RULE_SETS,
            choice_labels=(
                {
                    "nl": "Alleen volle rijen tellen (zoals in het regelboek)",
                    "en": "Only full rows count (as in the rulebook)",
                },
                {
                    "nl": "Elk getal telt (fijn om mee te beginnen)",
                    "en": "Every number counts (a friendly start)",
                },
            ),
            help={
                "nl": "Elk getal telt: elk getal op je blad is een punt waard, een volle rij "
                "telt haar laatste getal en een volle kolom het getal in haar vijfhoek; "
                "alleen wie gooide en niets invult, krijgt 5 strafpunten. Fijn om mee te "
                "beginnen. Alleen volle rijen tellen (zoals in het regelboek): een volle rij telt "
                "al haar getallen, vijfhoeken dubbel, en iedereen die niets invult, krijgt 5 "
                "strafpunten; een eerste spel eindigt dan vaak onder nul.",
                "en": "Every number counts: each number on your sheet is worth a point, a "
                "full row scores its last number and a full column the number in its "
                "pentagon; only the player who threw and writes nothing loses 5 points. A "
                "good way to start. Only full rows count (as in the rulebook): a full row "
                "scores all its numbers, pentagons twice, and everyone who writes nothing "
                "loses 5 points; a first game often ends below zero.",
            },
        ),
        DICE_OPTION,
    ),
    bot_levels=(
        BotLevel(
            "greedy",
            {"nl": "Beginner", "en": "Beginner"},
            {
                "nl": "Weet ongeveer waar elke som in een rij hoort en vult in waar het kan.",
                "en": "Knows roughly where each sum belongs in a row and enters wherever it can.",
            },
        ),
        BotLevel(
            "expert",
            {"nl": "Expert", "en": "Expert"},
            {
                "nl": "Heeft voor elke som een vaste plek in de rij en kiest zijn stenen naar de"
                " lege vakken (de Expert van AlphaQwinto).",
                "en": "Has a set place in the row for every sum and picks its dice by the empty "
                "fields (AlphaQwinto's Expert).",
            },
        ),
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Rekent de eindscore van zijn blad uit, houdt ruimte vrij voor later en "
                "kiest zijn stenen met zorg.",
                "en": "Works out its sheet's final score, keeps room for later and picks its "
                "dice with care.",
            },
        ),
    ),
    default_level="expert",  # one a newcomer beats some of the time
    hidden_information=False,
    throws=frozenset({"roll", "reroll"}),
)
