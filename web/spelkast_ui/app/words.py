"""The words of results, statistics, replays and moving games to another device (nl, en).

Kept apart from the general table (``kit/i18n.py``) so these screens grow without touching
it; ``t`` falls back to the general table."""

from __future__ import annotations

from ..kit.i18n import Pair, Words

TEXT: dict[str, Pair] = {
    # home
    "results": ("Uitslagen", "Results"),
    "all_results": ("Alle uitslagen en statistieken ({n})", "All results and statistics ({n})"),
    "result_open": ("Bekijken", "View"),
    "result_open_of": ("Bekijken: {game}", "View {game}"),
    "won_by": ("Gewonnen door {names}", "Won by {names}"),
    "all_unfinished": (
        "Alle {n}",
        "All {n}",
    ),
    "unfinished_games": ("onafgemaakte spellen", "unfinished games"),
    "unfinished": ("Onafgemaakte spellen", "Unfinished games"),
    # a seat's score on a result card, in the game's own unit (``result["score_label"]``)
    "unit_halves_lost": (
        "{n} helft verloren|{n} helften verloren",
        "{n} half lost|{n} halves lost",
    ),
    "unit_minus_points": ("{n} minpunt|{n} minpunten", "{n} minus point|{n} minus points"),
    "unit_dice_left": (
        "{n} dobbelsteen over|{n} dobbelstenen over",
        "{n} die left|{n} dice left",
    ),
    "unit_points": ("{n} punt|{n} punten", "{n} point|{n} points"),
    "unit_red_dice": ("{n} rode dobbelsteen|{n} rode dobbelstenen", "{n} red die|{n} red dice"),
    "unit_dice": ("{n} dobbelsteen|{n} dobbelstenen", "{n} die|{n} dice"),
    "with_hints": ("met hints", "with hints"),
    "deleted": ("Spel verwijderd.", "Game deleted."),
    "undo_delete": ("Ongedaan maken", "Undo"),
    # statistics
    "history": ("Uitslagen en statistieken", "Results and statistics"),
    "statistics": ("Statistieken", "Statistics"),
    "stats_of": ("Statistieken van", "Statistics of"),
    "all_games": ("Alle spellen", "All games"),
    "which_game": ("Welk spel", "Which game"),
    "no_results": (
        "Nog geen uitslagen: speel een spel uit en het staat hier.",
        "No results yet: finish a game and it shows up here.",
    ),
    "no_people": (
        "In deze uitslagen speelde geen mens mee, dus er zijn geen statistieken.",
        "No person played in these results, so there are no statistics.",
    ),
    "played": ("Gespeeld", "Played"),
    "won": ("Gewonnen", "Won"),
    "lost": ("Verloren", "Lost"),
    "against": ("Tegen", "Against"),
    "streak": ("Huidige winstreeks", "Current winning streak"),  # beside "Longest winning streak"
    "longest": ("Langste winstreeks", "Longest winning streak"),
    "best_score": ("Beste score", "Best score"),
    "average_score": ("Gemiddelde score", "Average score"),
    "score_is": ("Score: {label}", "Score: {label}"),
    "hinted_games": (
        "Met hints gespeeld (apart geteld): {n} gespeeld, {won} gewonnen",
        "Played with hints (counted apart): {n} played, {won} won",
    ),
    "vs_people": ("Mensen", "People"),
    "vs_mixed": ("Gemengd", "Mixed"),
    "vs_solo": ("Alleen", "Alone"),
    "vs_level": ("Computer: {level}", "Computer: {level}"),
    "chart_title": ("Gewonnen en verloren", "Won and lost"),
    "chart_row": ("{label}: {won} van {n} gewonnen", "{label}: won {won} of {n}"),
    "show_more": ("Meer uitslagen", "More results"),
    "shown_of": ("{shown} van {n} uitslagen", "{shown} of {n} results"),
    "shown_all": ("{n} uitslag|{n} uitslagen", "{n} result|{n} results"),
    "whose_note": (
        "Per naam: een spel telt voor elke mens die meespeelde. Een gedeelde eerste plaats "
        "telt als gewonnen. Spellen met hints tellen apart.",
        "By name: a game counts for every person who played in it. A shared first place "
        "counts as a win. Games with hints are counted apart.",
    ),
    "label_halves_lost": ("verloren helften (minder is beter)", "halves lost (fewer is better)"),
    "label_minus_points": ("minpunten (minder is beter)", "minus points (fewer is better)"),
    "label_dice_left": (
        "dobbelstenen over (minder is beter)",
        "dice left (fewer is better)",
    ),
    "label_points": ("punten", "points"),
    "label_red_dice": ("rode dobbelstenen", "red dice"),
    "label_dice": ("dobbelstenen", "dice"),
    # replay
    "replay": ("Terugkijken", "Replay"),
    "replay_of": ("Terugkijken: {game}", "Replay: {game}"),
    "replay_loading": ("Het spel wordt geladen…", "Loading the game…"),
    "replay_broken": (
        "Dit spel kan niet worden teruggekeken: het is beschadigd.",
        "This game cannot be replayed: it is damaged.",
    ),
    "replay_start": ("Begin", "Start"),
    "replay_back": ("Vorige zet", "Previous move"),
    "replay_forward": ("Volgende zet", "Next move"),
    "replay_end": ("Einde", "End"),
    "replay_jump": ("Naar zet", "Go to move"),
    "replay_at_start": ("Begin van het spel", "Start of the game"),
    "replay_move": ("Zet {k} van {n}", "Move {k} of {n}"),
    "replay_line": ("{name} {what}", "{name} {what}"),
    "replay_line.you": ("Jij {what}", "You {what}"),
    "replay_tick": ("De tijd loopt", "The clock runs"),
    # what a logged move did, for a replay's line (never its hidden values)
    "act_roll": ("gooit", "throws"),
    "act_stand": ("blijft staan", "stands"),
    "act_flip": ("draait dobbelstenen om", "turns dice over"),
    "act_enter": ("vult een vakje in", "fills in a box"),
    "act_reroll": ("gooit opnieuw", "throws again"),
    "act_pass": ("past", "passes"),
    "act_start_roll": ("gooit om te beginnen", "throws to start"),
    "act_move": ("zet een stap", "moves"),
    "act_stay": ("blijft staan", "stays"),
    "act_boycott": ("boycot", "boycotts"),
    "act_end": ("beëindigt de beurt", "ends the turn"),
    "act_jump": ("springt", "jumps"),
    "act_remove": ("haalt weg", "removes"),
    "act_deal": ("deelt", "deals"),
    "act_guess": ("schat", "guesses"),
    "act_reveal": ("onthult", "reveals"),
    "act_bet": ("zet in", "bets"),
    "act_declare": ("meldt een bluf", "declares a bluff"),  # Kwis 't!: his own, unchecked
    "act_silent": ("neemt de punten", "takes the points"),  # not checked, bluff kept quiet or none
    "act_play": ("speelt een kaart", "plays a card"),
    # Kwis 't!'s own moves (the replay said "Computer answer", in English in Dutch too)
    "act_answer": ("levert de antwoorden in", "hands in the answers"),
    "act_count": ("telt de goede antwoorden", "counts the right answers"),
    "act_dispute": ("vraagt om een oordeel", "asks for a ruling"),
    "act_rule": ("beslist over een antwoord", "rules on an answer"),
    "act_check": ("controleert", "checks"),
    "act_build": ("bouwt de piramide", "builds the pyramid"),
    "act_pull": ("trekt een dobbelsteen", "pulls a die"),
    "act_place": ("legt neer", "places"),
    "act_keep": ("houdt", "keeps"),
    "act_throw": ("gooit", "throws"),
    "act_start": ("begint", "starts"),
    "act_confirm": ("bevestigt", "confirms"),
    "act_stop": ("roept stop", "calls stop"),
    "act_nowhere": ("vindt niets", "finds nothing"),
    "act_take": ("pakt een dobbelsteen", "takes a die"),
    "act_lift": ("tilt op", "lifts"),
    "act_take_over": ("neemt over", "takes over"),
    "act_tilt": ("kantelt een dobbelsteen", "tilts a die"),
    "act_turn": ("draait een dobbelsteen", "turns a die"),
    "replay_board": ("Het spel na deze zet", "The game after this move"),
    "months": (
        "jan feb mrt apr mei jun jul aug sep okt nov dec",
        "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
    ),
    # export and import
    "transfer": ("Spellen meenemen", "Take your games along"),
    "transfer_help": (
        "Bewaar al je spellen en uitslagen in één bestand en lees het in op een ander "
        "apparaat. Spellen die er al zijn, worden overgeslagen.",
        "Keep all your games and results in one file and read it on another device. "
        "Games that are already there are skipped.",
    ),
    "export": ("Exporteren", "Export"),
    "import_file": ("Bestand importeren", "Import a file"),
    "import_choose": ("Kies een bestand", "Choose a file"),
    "import_drop": (
        "of sleep een exportbestand van Spelkast hierheen",
        "or drop a Spelkast export file here",
    ),
    "exported": (
        "{n} spel in het bestand gezet.|{n} spellen in het bestand gezet.",
        "{n} game put in the file.|{n} games put in the file.",
    ),
    "export_damaged": (
        "{n} beschadigd spel is weggelaten.|{n} beschadigde spellen zijn weggelaten.",
        "{n} damaged game was left out.|{n} damaged games were left out.",
    ),
    "import_busy": ("Bezig met lezen…", "Reading…"),
    "imported": (
        "{n} spel ingelezen.|{n} spellen ingelezen.",
        "{n} game imported.|{n} games imported.",
    ),
    "import_known": (
        "{n} spel was er al.|{n} spellen waren er al.",
        "{n} game was already here.|{n} games were already here.",
    ),
    "import_longer": (
        "{n} spel is hier al verder gespeeld en bleef zo.|"
        "{n} spellen zijn hier al verder gespeeld en bleven zo.",
        "{n} game was played further here and was kept.|"
        "{n} games were played further here and were kept.",
    ),
    "import_replaced": (
        "{n} spel is bijgewerkt met de langere versie uit het bestand.|"
        "{n} spellen zijn bijgewerkt met de langere versie uit het bestand.",
        "{n} game was brought up to date from the file's longer version.|"
        "{n} games were brought up to date from the file's longer versions.",
    ),
    "import_renamed": (
        "{n} ander spel met dezelfde code is naast het bestaande bewaard.|"
        "{n} andere spellen met dezelfde code zijn naast de bestaande bewaard.",
        "{n} other game with the same code was kept next to the one here.|"
        "{n} other games with the same code were kept next to those here.",
    ),
    "import_problems": (
        "{n} spel uit het bestand kon niet worden ingelezen:|"
        "{n} spellen uit het bestand konden niet worden ingelezen:",
        "{n} game in the file could not be read:|{n} games in the file could not be read:",
    ),
    "import_more": ("en nog {n}.", "and {n} more."),
    "import_where": ("Spel {i}", "Game {i}"),
    "import_where_id": ("Spel {i} ({id})", "Game {i} ({id})"),
    "import_not_object": ("geen spelgegevens", "not game data"),
    "import_bad_id": ("de code van het spel ontbreekt of kan niet", "its code is missing or wrong"),
    "import_no_save": ("er zit geen opgeslagen spel in", "there is no saved game in it"),
    "import_bad_save": ("het spel is niet na te spelen: {detail}", "it does not replay: {detail}"),
    "import_failed": ("Niets ingelezen: {why}", "Nothing was imported: {why}"),
    "import_too_big": (
        "het bestand is {size} MB; het mag hoogstens {mb} MB zijn.",
        "the file is {size} MB; it may be at most {mb} MB.",
    ),
    "import_empty": ("het bestand is leeg.", "the file is empty."),
    "import_unreadable": ("het bestand kon niet worden gelezen.", "the file could not be read."),
    "import_too_deep": (
        "de gegevens zijn dieper genest dan {depth} lagen.",
        "the data nest deeper than {depth} levels.",
    ),
    "import_not_json": (
        "dit is geen JSON (regel {line}, teken {col}).",
        "this is not JSON (line {line}, character {col}).",
    ),
    "import_not_ours": (
        "dit is geen export van Spelkast.",
        "this is not a Spelkast export.",
    ),
    "import_version": (
        "dit bestand heeft versie {found}; deze app leest versie {ours}.",
        "this file has version {found}; this app reads version {ours}.",
    ),
    "import_no_games": ("er staat geen lijst met spellen in.", "there is no list of games in it."),
}

# What a move did, said to the player ("5. You throw"): English drops the -s; Dutch "jij"
# takes the same form as "hij" in every one of these.
_EN_YOU = {
    "roll": "throw", "stand": "stand", "flip": "turn dice over", "enter": "fill in a box",
    "reroll": "throw again", "pass": "pass", "start_roll": "throw to start", "move": "move",
    "stay": "stay", "boycott": "boycott", "end": "end the turn", "jump": "jump",
    "remove": "remove", "deal": "deal", "guess": "guess", "reveal": "reveal", "bet": "bet",
    "declare": "declare a bluff", "silent": "take the points", "play": "play a card",
    "check": "check", "answer": "hand in the answers", "count": "count the right answers",
    "dispute": "ask for a ruling", "rule": "rule on an answer",
    "build": "build the pyramid", "pull": "pull a die", "place": "place", "keep": "keep",
    "throw": "throw", "start": "start", "confirm": "confirm", "stop": "call stop",
    "nowhere": "find nothing", "take": "take a die", "lift": "lift", "take_over": "take over",
    "tilt": "tilt a die", "turn": "turn a die",
}  # fmt: skip
TEXT.update({f"act_{kind}.you": (TEXT[f"act_{kind}"][0], en) for kind, en in _EN_YOU.items()})
# "Won by you": the one person at a table of computers, as the object of a sentence.
TEXT["won_by_you"] = ("Gewonnen door jou", "Won by you")

# Messages whose {name} is never the viewer's own seat (none use {name} here).
NAMED_ONLY: frozenset[str] = frozenset()

t = Words(TEXT)
