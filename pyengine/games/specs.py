"""Every game's spec (title, players, options, computer levels) as data, apart from its
rules: the home screen and the new-game form need all seven, and importing a game's rules
module builds its tables (the pyramid's geometry, Qwinn's throw classes, the quiz bank's
index), which start-up should only pay for the game actually played. Each game module
re-exports its own as ``SPEC``; ``pyengine.registry`` loads a game's rules on first use.
"""

from __future__ import annotations

from ..core.spec import DICE_OPTION, BotLevel, GameSpec, OptionSpec

# Qwinto's rule sets (qwinto_sheet.RULE_SETS; a test keeps the two equal).
QWINTO_RULE_SETS = ("rulebook", "published")


SCHOCKEN = GameSpec(
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
            "heuristic",
            {"nl": "Gewoon", "en": "Casual"},
            {
                "nl": "Houdt enen vast en stopt bij een goede worp.",
                "en": "Keeps ones and stops on a decent hand.",
            },
        ),
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {"nl": "Rekent elke keuze exact door.", "en": "Works out every choice exactly."},
        ),
    ),
)


QWINTO = GameSpec(
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
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Houdt ruimte vrij voor later en kiest zijn stenen met zorg.",
                "en": "Keeps room for later and picks its dice with care.",
            },
        ),
    ),
)


QWINN = GameSpec(
    id="qwinn",
    title={"nl": "Qwinn", "en": "Qwinn"},
    tagline={
        "nl": "Gooi combinaties, spring met de rode steen en hinder je tegenspeler met boycots.",
        "en": "Throw combinations, jump with the red die and hinder your opponent with boycotts.",
    },
    min_players=2,
    max_players=2,
    minutes=(20, 40),
    options=(
        DICE_OPTION,
        OptionSpec(
            key="minus_counts_red",
            label={
                "nl": "Minus-boycot: rode steen telt mee",
                "en": "Minus boycott: the red die counts",
            },
            default=True,
            help={
                "nl": "Aan: bij een mislukte worp met een Minus-boycot gaat het totaal van alle "
                "vijf stenen eraf. Uit: alleen de vier witte ('De rode dobbelsteen telt ook "
                "niet bij een mislukte worp').",
                "en": "On: a failed throw under a Minus boycott costs the total of all five "
                "dice. Off: the four white dice only.",
            },
        ),
    ),
    bot_levels=(
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Weegt punten, plek op het bord en boycots tegen elkaar af.",
                "en": "Weighs points, board position and boycotts against each other.",
            },
        ),
    ),
)


KWIST = GameSpec(
    id="kwist",
    title={"nl": "Kwis 't!", "en": "Kwis 't!"},
    tagline={
        "nl": "Beantwoord vijf vragen, zet in op je score en bluf je medespelers voorbij.",
        "en": "Answer five questions, bet on your score and bluff past the others.",
    },
    min_players=2,
    max_players=6,
    minutes=(30, 60),
    options=(
        OptionSpec(
            key="answering",
            label={"nl": "Antwoorden", "en": "Answers"},
            default="device",
            choices=("device", "paper"),
            choice_labels=(
                {"nl": "Om de beurt op dit toestel", "en": "In turn on this device"},
                {
                    "nl": "Op papier: voer alleen je aantal goed in",
                    "en": "On paper: enter only how many you got right",
                },
            ),
        ),
        OptionSpec(
            key="lang",
            label={"nl": "Taal van de vragen", "en": "Language of the questions"},
            default="nl",
            choices=("nl", "en"),
            choice_labels=({"nl": "Nederlands", "en": "Dutch"}, {"nl": "Engels", "en": "English"}),
        ),
        OptionSpec(
            key="pack",
            label={"nl": "Vragenset", "en": "Question pack"},
            default=None,
            help={
                "nl": "Leeg: de vragen van Spelkast. Een geïmporteerde set (spelkast-quiz/1) "
                "reist mee in het opgeslagen spel.",
                "en": "Empty: Spelkast's own questions. An imported pack (spelkast-quiz/1) "
                "travels inside the saved game.",
            },
        ),
    ),
    bot_levels=(
        BotLevel(
            "casual",
            {"nl": "Gewoon", "en": "Casual"},
            {
                "nl": "Weet de makkelijke vragen, zet meestal eerlijk in.",
                "en": "Knows the easy questions, mostly bets honestly.",
            },
        ),
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Weet veel, bluft berekend en controleert wie verdacht hoog inzet.",
                "en": "Knows a lot, bluffs with care and checks suspiciously high bets.",
            },
        ),
    ),
)


CUI_BONO = GameSpec(
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


EINTRICHTERN = GameSpec(
    id="eintrichtern",
    title={"nl": "Eintrichtern", "en": "Eintrichtern"},
    tagline={
        "nl": "Til een rode steen op, hoor de som van zijn trechter en onthoud haar: wie "
        "de juiste trechter vindt, houdt de steen.",
        "en": "Lift a red die, hear the sum of its funnel and remember it: find the funnel "
        "that matches the throw and keep the die.",
    },
    min_players=2,
    max_players=8,
    minutes=(10, 20),
    options=(),
    bot_levels=(
        BotLevel(
            "memory",
            {"nl": "Olifantengeheugen", "en": "Perfect memory"},
            {
                "nl": "Onthoudt elke som die werd uitgesproken.",
                "en": "Remembers every sum that was said aloud.",
            },
        ),
        BotLevel(
            "forgetful",
            {"nl": "Vergeetachtig", "en": "Forgetful"},
            {
                "nl": "Onthoudt wat hij hoort, maar vergeet oude sommen steeds vaker.",
                "en": "Remembers what it hears, but forgets older sums more and more.",
            },
        ),
    ),
)


WUERFELMARSCH = GameSpec(
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
