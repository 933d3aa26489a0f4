"""Qwinn's screen text in Dutch and English."""

from __future__ import annotations

from ...kit.i18n import Pair, Words

# field -> (nl, en): the name on the board, and what the throw needs for it
FIELD_NAMES: dict[str, tuple[str, str]] = {
    **{f"pair{v}": (f"2 × {v}", f"2 × {v}") for v in range(1, 7)},
    "three_kind": ("Drie gelijke", "Three alike"),
    "four_kind": ("Vier gelijke", "Four alike"),
    "full_house": ("Full house", "Full house"),
    "small_straight": ("Kleine straat", "Small straight"),
    "large_straight": ("Grote straat", "Large straight"),
    "topper": ("Topper", "Topper"),
}
FIELD_NEEDS: dict[str, tuple[str, str]] = {
    **{f"pair{v}": (f"twee of meer {v}-en", f"two or more {v}s") for v in range(1, 7)},
    "three_kind": ("drie stenen met hetzelfde getal", "three dice showing the same number"),
    "four_kind": ("vier stenen met hetzelfde getal", "four dice showing the same number"),
    "full_house": ("drie gelijke plus twee andere gelijke", "three alike plus two others alike"),
    "small_straight": ("vier opeenvolgende getallen", "four numbers in a row"),
    "large_straight": ("vijf opeenvolgende getallen", "five numbers in a row"),
    "topper": ("vijf gelijke stenen", "all five dice alike"),
}
BOYCOTT_NAMES: dict[str, tuple[str, str]] = {
    "max2x": ("Max 2x", "Max 2x"),
    "minus": ("Minus", "Minus"),
    "negeer": ("Negeer", "Ignore"),
}

TEXT: dict[str, Pair] = {
    "qn_turn_n": ("Beurt {n}", "Turn {n}"),
    "qn_goal": (
        "{target} punten zonder boycot op je wint",
        "{target} points with no boycott on you wins",
    ),
    # who starts
    "qn_start_title": ("Wie begint?", "Who starts?"),
    "qn_start_hint": (
        "Iedereen gooit één keer met de rode steen. Het hoogste getal begint; bij gelijk "
        "gooien jullie allebei opnieuw.",
        "Each player throws the red die once. The higher number starts; on a tie you both "
        "throw again.",
    ),
    "qn_start_btn": ("Gooi de rode steen", "Throw the red die"),
    "qn_start_btn_of": ("{name}: gooi de rode steen", "{name}: throw the red die"),
    "qn_start_enter": ("Rode steen invoeren", "Enter the red die"),
    "qn_start_rolled": ("{name} gooide {n}.", "{name} threw {n}."),
    "qn_start_tie": ("Gelijk ({a} tegen {b}): opnieuw.", "A tie ({a} against {b}): again."),
    "qn_start_waiting": ("{name} gooit de rode steen…", "{name} is throwing the red die…"),
    # the turn
    "qn_your_turn": ("Jouw beurt", "Your turn"),
    "qn_turn_of": ("Beurt van {name}", "{name}'s turn"),
    "qn_bot_playing": ("{name} is aan de beurt…", "{name} is playing…"),
    "qn_throw_n": ("Worp {n} van {limit}", "Throw {n} of {limit}"),
    "qn_max2x_on": ("Max 2x ligt op {name}", "Max 2x is on {name}"),
    "qn_first_hint": (
        "De eerste worp gaat met alle vijf de stenen, de rode ook.",
        "The first throw uses all five dice, the red one too.",
    ),
    "qn_roll_all": ("Gooi alle vijf", "Throw all five"),
    "qn_enter_all": ("Worp van vijf invoeren", "Enter a throw of five"),
    "qn_tap_dice": (
        "Tik op stenen om ze nog eens te gooien, of kies een vak op de baan.",
        "Tap dice to throw them again, or choose a field on the track.",
    ),
    "qn_no_more_throws": (
        "Geen worpen meer: kies een vak op de baan of blijf staan.",
        "No throws left: choose a field on the track or stay.",
    ),
    "qn_reroll_n": (
        "Gooi {n} steen opnieuw|Gooi {n} stenen opnieuw",
        "Throw {n} die again|Throw {n} dice again",
    ),
    "qn_reenter_n": (
        "Nieuwe worp van {n} steen invoeren|Nieuwe worp van {n} stenen invoeren",
        "Enter a new throw of {n} die|Enter a new throw of {n} dice",
    ),
    "qn_pick_dice": (
        "Tik eerst de stenen aan die je opnieuw gooit.",
        "First tap the dice to throw again.",
    ),
    "qn_throws_over": (
        "Je mag deze beurt niet meer gooien: kies een vak of blijf staan.",
        "You may not throw again this turn: choose a field or stay.",
    ),
    "qn_white": ("wit", "white"),
    "qn_red": ("rood", "red"),
    "qn_white_die": ("Witte steen {i}", "White die {i}"),
    "qn_red_die": ("Rode steen", "Red die"),
    "qn_die_shows": ("{die} toont {n}", "{die} shows {n}"),
    "qn_die_again": ("{die} ({n}) opnieuw gooien", "Throw {die} ({n}) again"),
    "qn_dice_label": ("Stenen: {dice}", "Dice: {dice}"),
    "qn_just_thrown": ("zojuist gegooid", "just thrown"),
    # what the red die can do
    "qn_red_title": ("Rode steen {n}", "Red die {n}"),
    "qn_red_jump": ("springen tot {n} vakken ver", "jump up to {n} fields"),
    "qn_red_place": (
        "na een stap of blijven: {kind} op {name} leggen",
        "after a step or staying: place {kind} on {name}",
    ),
    "qn_red_remove": (
        "na een stap of blijven: {kind} van je af halen",
        "after a step or staying: remove {kind} from you",
    ),
    "qn_red_first": (
        "Eerste beurt: de rode steen telt alleen mee in de combinatie.",
        "First turn: the red die only counts in the combination.",
    ),
    "qn_red_topper": (
        "Je begint op Topper: je pion mag naar elk passend vak, maar je legt geen boycot.",
        "You start on Topper: your pawn may go to any field that fits, but you place no boycott.",
    ),
    "qn_red_negeer": (
        "Negeer ligt op jou: niet springen en geen boycot leggen.",
        "Ignore is on you: no jumping and no boycott placing.",
    ),
    "qn_red_can": ("De rode steen kan nog: {list}.", "The red die can still: {list}."),
    "qn_red_none": (
        "De rode steen kan deze beurt niets extra's.",
        "The red die can do nothing extra this turn.",
    ),
    # choosing a field
    "qn_stay_scores": ("Blijf op {field}: +{n}", "Stay on {field}: +{n}"),
    "qn_stay_fail": ("Blijf staan: mislukte worp", "Stay: failed throw"),
    "qn_fail_why": (
        "{field} past niet bij deze worp. Blijf je staan, dan is het een mislukte worp: "
        "geen punten en de rode steen doet niets.",
        "{field} does not fit this throw. If you stay, it is a failed throw: no points and "
        "the red die does nothing.",
    ),
    "qn_fail_minus": (
        "Minus ligt op jou: je verliest {n} punten.",
        "Minus is on you: you lose {n} points.",
    ),
    "qn_fail_lose_boycott": (
        "Je boycot {kind} op {name} gaat eraf.",
        "Your {kind} boycott on {name} comes off.",
    ),
    "qn_nowhere": (
        "Deze worp past op geen enkel vak waar je pion heen kan.",
        "This throw fits no field your pawn can reach.",
    ),
    "qn_choose_hint": (
        "Gemarkeerde vakken op de baan kun je nu nemen.",
        "You can take the marked fields on the track now.",
    ),
    "qn_step": ("stap", "step"),
    "qn_free": ("vrij", "free"),
    "qn_jump": ("sprong: rood ≥ {d}", "jump: red ≥ {d}"),
    "qn_pts": ("+{n}", "+{n}"),
    "qn_go_step": ("{field}: {n} punten, één stap", "{field}: {n} points, one step"),
    "qn_go_free": ("{field}: {n} punten, vrij neerzetten", "{field}: {n} points, free placing"),
    "qn_go_jump": (
        "{field}: {n} punten, sprong van {d} (rode steen minstens {d})",
        "{field}: {n} points, a jump of {d} (red die at least {d})",
    ),
    "qn_field_off": ("{field}: kan nu niet", "{field}: not now"),
    "qn_field_state": ("{field}", "{field}"),
    "qn_fits_n": ("past: {n} punten", "fits: {n} points"),
    "qn_pawn_of": ("pion van {name}", "pawn of {name}"),
    # the red die's extra use
    "qn_red_use_title": (
        "Rode steen {n}: wat doe je ermee?",
        "Red die {n}: what will you do with it?",
    ),
    "qn_red_use_of": ("{name}: rode steen {n}", "{name}: red die {n}"),
    "qn_scored": ("{field}: +{n} punten.", "{field}: +{n} points."),
    "qn_place": ("Leg {kind} op {name}", "Place {kind} on {name}"),
    "qn_place_moves": ("(jouw {old} gaat eraf)", "(your {old} comes off)"),
    "qn_does_max2x": (
        "{name} mag dan hoogstens twee keer per beurt gooien.",
        "{name} may then throw at most twice a turn.",
    ),
    "qn_does_minus": (
        "Een mislukte worp kost {name} dan de ogen van de worp.",
        "A failed throw then costs {name} the pips of that throw.",
    ),
    "qn_does_negeer": (
        "{name} mag dan niet springen en geen boycot leggen.",
        "{name} may then not jump nor place a boycott.",
    ),
    "qn_remove": ("Haal {kind} van je af", "Remove {kind} from you"),
    "qn_remove_does": (
        "Zonder boycot op je kun je winnen zodra je {target} punten hebt.",
        "With no boycott on you, you can win once you have {target} points.",
    ),
    "qn_end": ("Niets doen: beurt klaar", "Do nothing: end the turn"),
    "qn_red_choosing": (
        "{name} kiest wat de rode steen doet…",
        "{name} chooses a use for the red die…",
    ),
    "qn_undo": ("Zet terugnemen", "Undo move"),
    # the players
    "qn_players": ("Spelers", "Players"),
    "qn_points_n": ("{n} punt|{n} punten", "{n} point|{n} points"),
    "qn_points_head": ("Punten", "Points"),
    "qn_on_field": ("Pion op {field}", "Pawn on {field}"),
    "qn_score_track": ("Scorebaan van {name}", "Score track of {name}"),
    "qn_score_at": ("scorepion op {n}", "score pawn on {n}"),
    "qn_score_start": ("scorepion nog op de start", "score pawn still at the start"),
    "qn_boycotts_on": ("Boycots op {name}", "Boycotts on {name}"),
    "qn_boycott_here": ("{kind}: ligt op {name}", "{kind}: on {name}"),
    "qn_boycott_free": ("{kind}: vrij", "{kind}: free"),
    "qn_no_boycott": ("geen boycot", "no boycott"),
    "qn_to_move": ("aan de beurt", "to move"),
    "qn_track": ("De baan", "The track"),
    "qn_track_hint": (
        "Elke speler heeft één pion op de gele baan. Beide beginnen op Topper.",
        "Each player has one pawn on the yellow track. Both start on Topper.",
    ),
    # log and news
    "qn_log_move": ("Beurt {t}: {name} naar {field}, +{n}", "Turn {t}: {name} to {field}, +{n}"),
    "qn_log_jump": (
        "Beurt {t}: {name} sprong naar {field}, +{n}",
        "Turn {t}: {name} jumped to {field}, +{n}",
    ),
    "qn_log_stay": (
        "Beurt {t}: {name} bleef op {field}, +{n}",
        "Turn {t}: {name} stayed on {field}, +{n}",
    ),
    "qn_log_fail": ("Beurt {t}: {name} gooide mis", "Turn {t}: {name} had a failed throw"),
    "qn_log_minus": ("−{n} door Minus", "−{n} by Minus"),
    "qn_log_lost": ("{kind} op {name} eraf", "{kind} on {name} came off"),
    "qn_log_placed": ("legde {kind} op {name}", "placed {kind} on {name}"),
    "qn_log_removed": ("haalde {kind} weg", "removed {kind}"),
    "qn_log_dice": ("worp {dice}", "throw {dice}"),
    "qn_news_threw": ("{name} gooide {dice}.", "{name} threw {dice}."),
    # refusals
    "qn_r_no_match": (
        "{field} past niet bij deze worp: daarvoor zijn {needs} nodig.",
        "{field} does not fit this throw: it needs {needs}.",
    ),
    "qn_r_far": (
        "{field} ligt {n} vakken van je pion en de rode steen toont {red}: zo ver kun je "
        "niet springen.",
        "{field} is {n} fields from your pawn and the red die shows {red}: you cannot jump "
        "that far.",
    ),
    "qn_r_first": (
        "{field} ligt {n} vakken ver, en in je eerste beurt mag je niet springen.",
        "{field} is {n} fields away, and you may not jump in your first turn.",
    ),
    "qn_r_negeer": (
        "{field} ligt {n} vakken ver, en met Negeer op je mag je niet springen.",
        "{field} is {n} fields away, and with Ignore on you, you may not jump.",
    ),
    "qn_r_here": (
        "Daar staat je pion al, maar de worp past er niet: blijven staan is een mislukte "
        "worp (knop Blijf staan).",
        "Your pawn is there, but the throw does not fit it: staying is a failed throw (the "
        "Stay button).",
    ),
    "qn_go_stay": ("Blijf op {field}: {n} punten", "Stay on {field}: {n} points"),
    "qn_stay": ("blijven", "stay"),
    "qn_r_throw_first": ("Gooi eerst de stenen.", "Throw the dice first."),
    "qn_r_moved": (
        "Je pion heeft deze beurt al gezet: kies wat de rode steen doet.",
        "Your pawn has moved this turn: choose what the red die does.",
    ),
    "qn_r_not_now": ("Dat kan nu niet.", "That is not possible now."),
    # the end
    "qn_game_over": ("Einde van het spel", "Game over"),
    "qn_winner": ("{name} wint met {n} punten.", "{name} wins with {n} points."),
    "qn_shared": ("Gelijkspel: {names} met {n} punten.", "A draw: {names} with {n} points."),
    "qn_you_won": ("Je hebt gewonnen!", "You won!"),
    "qn_you_lost": ("Deze keer niet gewonnen.", "Not a win this time."),
    "qn_why_target": (
        "{name} had als eerste {target} punten of meer, zonder boycot.",
        "{name} was first to reach {target} points or more, with no boycott.",
    ),
    "qn_why_limit": (
        "Na {n} beurten stopt het spel; de hoogste score wint.",
        "The game stops after {n} turns; the higher score wins.",
    ),
    "qn_turns_played": ("{n} beurten gespeeld.", "{n} turns played."),
    # real dice
    "qn_enter_yours": ("Voer je worp in", "Enter your throw"),
    "qn_enter_for_bot": (
        "Gooi {dice} voor {name} en voer de worp in",
        "Throw {dice} for {name} and enter it",
    ),
    "qn_entry_hint": (
        "Gooi de echte stenen en tik per steen aan wat hij toont.",
        "Throw the real dice and tap what each one shows.",
    ),
}

t = Words(TEXT)
