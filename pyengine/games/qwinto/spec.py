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
            label={"nl": "Spelregels", "en": "Rule set"},
            default="rulebook",
            choices=QWINTO_RULE_SETS,
            choice_labels=(
                {"nl": "Zoals in het regelboek", "en": "As in the rulebook"},
                {"nl": "Gepubliceerde regels", "en": "Published rules"},
            ),
            help={
                "nl": "Regelboek: een volle rij telt de som van haar getallen (vijfhoeken "
                "dubbel), wie niet invult krijgt een strafpunt. Gepubliceerd: een volle rij "
                "telt haar laatste getal, een andere rij een punt per getal, volle kolommen "
                "hun vijfhoek; alleen de werper krijgt een misworp.",
                "en": "Rulebook: a full row scores the sum of its numbers (pentagons "
                "double), anyone who does not enter takes a penalty. Published: a full row "
                "scores its last number, other rows a point per number, full columns their "
                "pentagon; only the thrower takes a misthrow.",
            },
        ),
        DICE_OPTION,
    ),
    bot_levels=(
        BotLevel(
            "greedy",
            {"nl": "Gretig", "en": "Greedy"},
            {
                "nl": "Vult in waar het kan en kijkt alleen naar nu.",
                "en": "Enters wherever it can and only looks at the moment.",
            },
        ),
        BotLevel(
            "expert",
            {"nl": "Expert", "en": "Expert"},
            {
                "nl": "Heeft voor elke som een vaste plek in de rij en vult altijd in als het "
                "kan (de Expert van AlphaQwinto).",
                "en": "Has a fixed place in the row for every sum and always enters when it "
                "can (AlphaQwinto's Expert).",
            },
        ),
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Houdt ruimte vrij voor later en kiest zijn stenen met zorg.",
                "en": "Keeps room for later and picks its dice with care.",
            },
        ),
    ),
)
