"""Qwinn's screen text in Dutch and English.

A message about a seat names it with ``{name}`` and has a second-person form ``<key>.you``
for the viewer's own seat (kit.i18n); ``{who}`` addresses the person holding the device by
name ("Ann, your turn"), which pass-and-play needs to say whose turn it is.
"""

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

# Messages whose {name} is never the viewer's seat: a computer's own turn, or the opponent
# of the person acting now (the one a boycott would land on).
NAMED_ONLY = frozenset(
    {
        "qn_start_waiting",
        "qn_bot_playing",
        "qn_red_choosing",
        "qn_enter_for_bot",
        "qn_red_place",
        "qn_place",
        "qn_does_max2x",
        "qn_does_minus",
        "qn_does_negeer",
    }
)

TEXT: dict[str, Pair] = {
    "qn_turn_n": ("Beurt {n}", "Turn {n}"),
    "qn_goal": ("doel {n}", "goal {n}"),
    "qn_goal_full": (
        "Winst: {n} punt zonder boycot|Winst: {n} punten zonder boycot",
        "Win: {n} point, no boycott|Win: {n} points, no boycott",
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
    "qn_start_btn_named": ("{who}, gooi de rode steen", "{who}, throw the red die"),
    "qn_start_enter": ("Rode steen invoeren", "Enter the red die"),
    "qn_start_enter_named": ("{who}, voer de rode steen in", "{who}, enter the red die"),
    "qn_start_rolled": ("{name} gooide {n}.", "{name} threw {n}."),
    "qn_start_rolled.you": ("Jij gooide {n}.", "You threw {n}."),
    "qn_start_tie": (
        "Gelijk ({a} tegen {b}): gooi opnieuw.",
        "A tie ({a} against {b}): throw again.",
    ),
    "qn_start_waiting": ("{name} gooit de rode steen…", "{name} is throwing the red die…"),
    # the turn
    "qn_your_turn": ("Jouw beurt", "Your turn"),
    "qn_your_turn_named": ("{who} is aan de beurt", "{who}'s turn"),
    "qn_bot_playing": ("{name} is aan de beurt…", "{name} is playing…"),
    "qn_throw_n": ("Worp {n} van {limit}", "Throw {n} of {limit}"),
    "qn_on": ("{kind} op {name}", "{kind} on {name}"),
    "qn_on.you": ("{kind} op jou", "{kind} on you"),
    "qn_first_hint": (
        "De eerste worp gaat met alle vijf de stenen, de rode ook.",
        "The first throw uses all five dice, the red one too.",
    ),
    "qn_roll_all": ("Gooi alle vijf", "Throw all five"),
    "qn_enter_all": ("Worp van vijf invoeren", "Enter a throw of five"),
    "qn_tap_dice": (
        "Tik stenen aan om ze opnieuw te gooien, of kies een gemarkeerd vak.",
        "Tap dice to throw them again, or choose a marked field.",
    ),
    "qn_tap_dice_stay": (
        "De pion van {name} kan nergens heen: gooi stenen opnieuw of blijf staan.",
        "{name}'s pawn can go nowhere: throw dice again, or stay.",
    ),
    "qn_tap_dice_stay.you": (
        "Je pion kan nergens heen: gooi stenen opnieuw of blijf staan.",
        "Your pawn can go nowhere: throw dice again, or stay.",
    ),
    "qn_no_more_throws": (
        "Geen worpen meer: kies een gemarkeerd vak of blijf staan.",
        "No throws left: choose a marked field or stay.",
    ),
    "qn_no_more_stay": (
        "De pion van {name} kan nergens heen en er mag niet meer gegooid worden: blijf staan.",
        "{name}'s pawn can go nowhere and no throws are left: stay.",
    ),
    "qn_no_more_stay.you": (
        "Je pion kan nergens heen en je mag niet meer gooien: blijf staan.",
        "Your pawn can go nowhere and no throws are left: stay.",
    ),
    "qn_reroll_n": (
        "Gooi {n} steen opnieuw|Gooi {n} stenen opnieuw",
        "Throw {n} die again|Throw {n} dice again",
    ),
    "qn_reenter_n": (
        "Nieuwe worp van {n} steen invoeren|Nieuwe worp van {n} stenen invoeren",
        "Enter a new throw of {n} die|Enter a new throw of {n} dice",
    ),
    "qn_reroll_none": ("Opnieuw gooien", "Throw again"),
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
    # the names under the dice (the dice's spoken names hold them: "Witte steen 1")
    "qn_white_cap": ("witte", "white"),
    "qn_red_cap": ("rode", "red"),
    "qn_white_die": ("Witte steen {i}", "White die {i}"),
    "qn_red_die": ("Rode steen", "Red die"),
    "qn_die_shows": ("{die} toont {n}", "{die} shows {n}"),
    "qn_die_again": ("{die} ({n}) opnieuw gooien", "Throw {die} ({n}) again"),
    # what the red die can do
    "qn_red_jump": (
        "springen tot {n} vak ver|springen tot {n} vakken ver",
        "jump up to {n} field|jump up to {n} fields",
    ),
    "qn_red_place": (
        "na een stap of blijven {kind} op {name} leggen",
        "after a step or staying, place {kind} on {name}",
    ),
    "qn_red_remove": (
        "na een stap of blijven {kind} van je af halen",
        "after a step or staying, remove {kind} from you",
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
        "Negeer ligt op jou: niet springen, niet naar Topper en geen boycot leggen.",
        "Ignore is on you: you may not jump, move to Topper or place a boycott.",
    ),
    "qn_red_can": ("Rode steen: {list}.", "Red die: {list}."),
    "qn_red_none": (
        "De rode steen kan deze beurt niets extra's.",
        "The red die can do nothing extra this turn.",
    ),
    # choosing a field
    "qn_stay_scores": (
        "Blijf op {field}: +{n} punt|Blijf op {field}: +{n} punten",
        "Stay on {field}: +{n} point|Stay on {field}: +{n} points",
    ),
    "qn_stay_fail": ("Blijf staan: mislukte worp", "Stay: failed throw"),
    "qn_fail_why": (
        "Blijven op {field} is een mislukte worp: geen punten, geen rode steen.",
        "Staying on {field} is a failed throw: no points, no red die.",
    ),
    "qn_fail_minus": (
        "Minus ligt op {name}: {name} verliest {n} punt.|"
        "Minus ligt op {name}: {name} verliest {n} punten.",
        "Minus is on {name}: {name} loses {n} point.|Minus is on {name}: {name} loses {n} points.",
    ),
    "qn_fail_minus.you": (
        "Minus ligt op jou: je verliest {n} punt.|Minus ligt op jou: je verliest {n} punten.",
        "Minus is on you: you lose {n} point.|Minus is on you: you lose {n} points.",
    ),
    "qn_fail_lose_boycott": (
        "{kind} van {name} op {target} gaat eraf.",
        "{name}'s {kind} on {target} comes off.",
    ),
    "qn_fail_lose_boycott.you": (
        "Je {kind} op {target} gaat eraf.",
        "Your {kind} on {target} comes off.",
    ),
    "qn_step": ("stap", "step"),
    "qn_free": ("vrij", "free"),
    "qn_stay": ("blijven", "stay"),
    "qn_jump": ("sprong {d}", "jump {d}"),
    "qn_jump_needs": ("rode steen minstens {d}", "red die at least {d}"),
    "qn_pts": ("+{n}", "+{n}"),
    "qn_pts_words": ("punt|punten", "point|points"),
    "qn_go_step": (
        "{field}: {n} punt, één stap|{field}: {n} punten, één stap",
        "{field}: {n} point, one step|{field}: {n} points, one step",
    ),
    "qn_go_free": (
        "{field}: {n} punt, vrij neerzetten|{field}: {n} punten, vrij neerzetten",
        "{field}: {n} point, free placing|{field}: {n} points, free placing",
    ),
    "qn_go_jump": (
        "{field}: {n} punt, sprong van {d} (rode steen minstens {d})|"
        "{field}: {n} punten, sprong van {d} (rode steen minstens {d})",
        "{field}: {n} point, a jump of {d} (red die at least {d})|"
        "{field}: {n} points, a jump of {d} (red die at least {d})",
    ),
    "qn_field_off": ("kan nu niet", "not now"),
    "qn_pawn_of": ("pion van {name}", "pawn of {name}"),
    "qn_pawn_of.you": ("jouw pion", "your pawn"),
    # the red die's extra use
    "qn_red_use_title": (
        "Rode steen {n}: wat doe je ermee?",
        "Red die {n}: what will you do with it?",
    ),
    "qn_red_use_named": (
        "{who}, rode steen {n}: wat doe je ermee?",
        "{who}, red die {n}: what will you do with it?",
    ),
    "qn_scored": (
        "{field}: +{n} punt.|{field}: +{n} punten.",
        "{field}: +{n} point.|{field}: +{n} points.",
    ),
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
        "{name} mag dan niet springen, niet naar Topper en geen boycot leggen.",
        "{name} may then not jump, go to Topper or place a boycott.",
    ),
    "qn_remove": ("Haal {kind} van je af", "Remove {kind} from you"),
    "qn_remove_does": (
        "Zonder boycot op je kun je winnen zodra je {n} punt hebt.|"
        "Zonder boycot op je kun je winnen zodra je {n} punten hebt.",
        "With no boycott on you, you can win once you have {n} point.|"
        "With no boycott on you, you can win once you have {n} points.",
    ),
    "qn_end": ("Niets doen: beurt klaar", "Do nothing: end the turn"),
    "qn_red_choosing": (
        "{name} kiest wat de rode steen doet…",
        "{name} chooses a use for the red die…",
    ),
    "qn_undo": ("Zet terugnemen", "Undo move"),
    # the players
    "qn_points_n": ("{n} punt|{n} punten", "{n} point|{n} points"),
    "qn_points_head": ("Punten", "Points"),
    "qn_on_field": ("Pion op {field}", "Pawn on {field}"),
    "qn_score_track": ("Scorebaan van {name}", "Score track of {name}"),
    "qn_score_track.you": ("Jouw scorebaan", "Your score track"),
    "qn_score_at": ("scorepion op {n}", "score pawn on {n}"),
    "qn_score_start": ("scorepion nog op de start", "score pawn still at the start"),
    "qn_boycotts_on": ("Boycots op {name}", "Boycotts on {name}"),
    "qn_boycotts_on.you": ("Boycots op jou", "Boycotts on you"),
    "qn_boycott_here": ("{kind}: ligt op {name}", "{kind}: on {name}"),
    "qn_boycott_here.you": ("{kind}: ligt op jou", "{kind}: on you"),
    "qn_no_boycott": ("geen boycot", "no boycott"),
    "qn_to_move": ("aan de beurt", "to move"),
    "qn_track": ("De baan", "The track"),
    # what just happened (the other seats' moves since the viewer's own last move)
    "qn_news": ("Zojuist", "Just happened"),
    "qn_ev_start_roll": (
        "{name} gooide {n} met de rode steen.",
        "{name} threw {n} with the red die.",
    ),
    "qn_ev_start_roll.you": (
        "Jij gooide {n} met de rode steen.",
        "You threw {n} with the red die.",
    ),
    "qn_ev_starts": ("{name} begint ({a} tegen {b}).", "{name} starts ({a} against {b})."),
    "qn_ev_starts.you": ("Jij begint ({a} tegen {b}).", "You start ({a} against {b})."),
    "qn_ev_threw": ("{name} gooide {dice}.", "{name} threw {dice}."),
    "qn_ev_threw.you": ("Jij gooide {dice}.", "You threw {dice}."),
    "qn_ev_rethrew": (
        "{name} gooide {n} steen opnieuw: {dice}.|{name} gooide {n} stenen opnieuw: {dice}.",
        "{name} threw {n} die again: {dice}.|{name} threw {n} dice again: {dice}.",
    ),
    "qn_ev_rethrew.you": (
        "Jij gooide {n} steen opnieuw: {dice}.|Jij gooide {n} stenen opnieuw: {dice}.",
        "You threw {n} die again: {dice}.|You threw {n} dice again: {dice}.",
    ),
    "qn_ev_moved": (
        "{name} ging naar {field}: {n} punt.|{name} ging naar {field}: {n} punten.",
        "{name} moved to {field}: {n} point.|{name} moved to {field}: {n} points.",
    ),
    "qn_ev_moved.you": (
        "Jij ging naar {field}: {n} punt.|Jij ging naar {field}: {n} punten.",
        "You moved to {field}: {n} point.|You moved to {field}: {n} points.",
    ),
    "qn_ev_jumped": (
        "{name} sprong naar {field}, een sprong van {d}: {n} punt.|"
        "{name} sprong naar {field}, een sprong van {d}: {n} punten.",
        "{name} jumped to {field}, a jump of {d}: {n} point.|"
        "{name} jumped to {field}, a jump of {d}: {n} points.",
    ),
    "qn_ev_jumped.you": (
        "Jij sprong naar {field}, een sprong van {d}: {n} punt.|"
        "Jij sprong naar {field}, een sprong van {d}: {n} punten.",
        "You jumped to {field}, a jump of {d}: {n} point.|"
        "You jumped to {field}, a jump of {d}: {n} points.",
    ),
    "qn_ev_stayed": (
        "{name} bleef op {field}: {n} punt.|{name} bleef op {field}: {n} punten.",
        "{name} stayed on {field}: {n} point.|{name} stayed on {field}: {n} points.",
    ),
    "qn_ev_stayed.you": (
        "Jij bleef op {field}: {n} punt.|Jij bleef op {field}: {n} punten.",
        "You stayed on {field}: {n} point.|You stayed on {field}: {n} points.",
    ),
    "qn_ev_failed": (
        "{name} gooide mis: geen punten.",
        "{name} had a failed throw: no points.",
    ),
    "qn_ev_failed.you": ("Jij gooide mis: geen punten.", "You had a failed throw: no points."),
    "qn_ev_minus": (
        "Minus kost {name} {n} punt.|Minus kost {name} {n} punten.",
        "Minus costs {name} {n} point.|Minus costs {name} {n} points.",
    ),
    "qn_ev_minus.you": (
        "Minus kost jou {n} punt.|Minus kost jou {n} punten.",
        "Minus costs you {n} point.|Minus costs you {n} points.",
    ),
    "qn_ev_lost": ("{kind} gaat van {name} af.", "{kind} is taken off {name}."),
    "qn_ev_lost.you": ("{kind} gaat van jou af.", "{kind} is taken off you."),
    "qn_ev_placed": ("{name} legde {kind} op {target}.", "{name} placed {kind} on {target}."),
    "qn_ev_placed.you": ("Jij legde {kind} op {target}.", "You placed {kind} on {target}."),
    "qn_ev_removed": ("{name} haalde {kind} weg.", "{name} took {kind} off."),
    "qn_ev_removed.you": ("Jij haalde {kind} van je af.", "You took {kind} off yourself."),
    "qn_ev_ended": (
        "{name} deed niets met de rode steen.",
        "{name} did nothing with the red die.",
    ),
    "qn_ev_ended.you": (
        "Jij deed niets met de rode steen.",
        "You did nothing with the red die.",
    ),
    # the log
    "qn_log_move": ("Beurt {t}: {name} naar {field}, +{n}", "Turn {t}: {name} to {field}, +{n}"),
    "qn_log_move.you": ("Beurt {t}: jij naar {field}, +{n}", "Turn {t}: you to {field}, +{n}"),
    "qn_log_jump": (
        "Beurt {t}: {name} sprong naar {field}, +{n}",
        "Turn {t}: {name} jumped to {field}, +{n}",
    ),
    "qn_log_jump.you": (
        "Beurt {t}: jij sprong naar {field}, +{n}",
        "Turn {t}: you jumped to {field}, +{n}",
    ),
    "qn_log_stay": (
        "Beurt {t}: {name} bleef op {field}, +{n}",
        "Turn {t}: {name} stayed on {field}, +{n}",
    ),
    "qn_log_stay.you": (
        "Beurt {t}: jij bleef op {field}, +{n}",
        "Turn {t}: you stayed on {field}, +{n}",
    ),
    "qn_log_fail": ("Beurt {t}: {name} gooide mis", "Turn {t}: {name} had a failed throw"),
    "qn_log_fail.you": ("Beurt {t}: jij gooide mis", "Turn {t}: you had a failed throw"),
    "qn_log_minus": ("−{n} door Minus", "−{n} by Minus"),
    "qn_log_lost": ("{kind} op {name} eraf", "{kind} on {name} came off"),
    "qn_log_lost.you": ("{kind} op jou eraf", "{kind} on you came off"),
    "qn_log_placed": ("legde {kind} op {name}", "placed {kind} on {name}"),
    "qn_log_placed.you": ("legde {kind} op jou", "placed {kind} on you"),
    "qn_log_removed": ("haalde {kind} weg", "removed {kind}"),
    "qn_log_dice": ("worp {dice}", "throw {dice}"),
    # refusals
    "qn_r_no_match": (
        "{field} past niet bij deze worp: daarvoor zijn {needs} nodig.",
        "{field} does not fit this throw: it needs {needs}.",
    ),
    "qn_r_far": (
        "{field} ligt {n} vak van je pion en de rode steen toont {red}: zo ver kun je niet "
        "springen.|{field} ligt {n} vakken van je pion en de rode steen toont {red}: zo ver "
        "kun je niet springen.",
        "{field} is {n} field from your pawn and the red die shows {red}: you cannot jump "
        "that far.|{field} is {n} fields from your pawn and the red die shows {red}: you "
        "cannot jump that far.",
    ),
    "qn_r_first": (
        "{field} ligt {n} vak ver, en in je eerste beurt mag je niet springen.|"
        "{field} ligt {n} vakken ver, en in je eerste beurt mag je niet springen.",
        "{field} is {n} field away, and you may not jump in your first turn.|"
        "{field} is {n} fields away, and you may not jump in your first turn.",
    ),
    "qn_r_negeer": (
        "{field} ligt {n} vak ver, en met Negeer op je mag je niet springen.|"
        "{field} ligt {n} vakken ver, en met Negeer op je mag je niet springen.",
        "{field} is {n} field away, and with Ignore on you, you may not jump.|"
        "{field} is {n} fields away, and with Ignore on you, you may not jump.",
    ),
    "qn_r_topper_negeer": (
        "Negeer ligt op jou: je pion gaat hoogstens één vak verder, en Topper ligt naast de "
        "baan. Met vijf gelijke mag je nu dus niet naar Topper.",
        "Ignore is on you: your pawn moves at most one field, and Topper lies beside the "
        "track. So five alike cannot take you to Topper now.",
    ),
    "qn_r_here": (
        "Daar staat je pion al, maar de worp past er niet: blijven staan is een mislukte "
        "worp (knop Blijf staan).",
        "Your pawn is there, but the throw does not fit it: staying is a failed throw (the "
        "Stay button).",
    ),
    "qn_r_throw_first": ("Gooi eerst de stenen.", "Throw the dice first."),
    "qn_r_moved": (
        "Je pion heeft deze beurt al gezet: kies wat de rode steen doet.",
        "Your pawn has moved this turn: choose what the red die does.",
    ),
    "qn_r_not_now": ("Dat kan nu niet.", "That is not possible now."),
    # the end
    "qn_game_over": ("Einde van het spel", "Game over"),
    "qn_winner": (
        "{name} wint met {n} punt.|{name} wint met {n} punten.",
        "{name} wins with {n} point.|{name} wins with {n} points.",
    ),
    "qn_winner.you": (
        "Jij wint met {n} punt!|Jij wint met {n} punten!",
        "You win with {n} point!|You win with {n} points!",
    ),
    "qn_shared": (
        "Gelijkspel: {names} met {n} punt.|Gelijkspel: {names} met {n} punten.",
        "A draw: {names} with {n} point.|A draw: {names} with {n} points.",
    ),
    "qn_why_target": (
        "{name} had als eerste {n} punt of meer, zonder boycot.|"
        "{name} had als eerste {n} punten of meer, zonder boycot.",
        "{name} was first to reach {n} point or more, with no boycott.|"
        "{name} was first to reach {n} points or more, with no boycott.",
    ),
    "qn_why_target.you": (
        "Jij had als eerste {n} punt of meer, zonder boycot.|"
        "Jij had als eerste {n} punten of meer, zonder boycot.",
        "You were first to reach {n} point or more, with no boycott.|"
        "You were first to reach {n} points or more, with no boycott.",
    ),
    "qn_why_limit": (
        "Na {n} beurt stopt het spel; de hoogste score wint.|"
        "Na {n} beurten stopt het spel; de hoogste score wint.",
        "The game stops after {n} turn; the higher score wins.|"
        "The game stops after {n} turns; the higher score wins.",
    ),
    "qn_turns_played": (
        "{n} beurt gespeeld.|{n} beurten gespeeld.",
        "{n} turn played.|{n} turns played.",
    ),
    # real dice
    "qn_enter_yours": ("Voer de worp van {name} in", "Enter {name}'s throw"),
    "qn_enter_yours.you": ("Voer je worp in", "Enter your throw"),
    "qn_enter_for_bot": (
        "Gooi {dice} voor {name} en voer de worp in",
        "Throw {dice} for {name} and enter it",
    ),
    "qn_all_five": ("alle vijf de stenen", "all five dice"),
    "qn_the_red_die": ("de rode steen", "the red die"),
    "qn_entry_hint": (
        "Gooi de echte stenen en tik per steen aan wat hij toont.",
        "Throw the real dice and tap what each one shows.",
    ),
    # the hint: why the strongest computer would make this move (pyengine qwinn/bots.py)
    "hint.start": (
        "Gooi de rode steen: wie het hoogst gooit, begint.",
        "Throw the red die: the higher throw starts.",
    ),
    "hint.throw": (
        "Gooi alle vijf de stenen: zo begint elke beurt.",
        "Throw all five dice: every turn starts that way.",
    ),
    "hint.rethrow": (
        "Gooi {n} steen opnieuw: dat is naar verwachting {gain} meer waard dan nu stoppen.|"
        "Gooi {n} stenen opnieuw: dat is naar verwachting {gain} meer waard dan nu stoppen.",
        "Throw {n} die again: on average worth {gain} more than stopping now.|"
        "Throw {n} dice again: on average worth {gain} more than stopping now.",
    ),
    "hint.stay": (
        "Blijf staan voor {n} punt: {margin} meer waard dan de beste andere keuze.|"
        "Blijf staan voor {n} punten: {margin} meer waard dan de beste andere keuze.",
        "Stay for {n} point: worth {margin} more than the next best choice.|"
        "Stay for {n} points: worth {margin} more than the next best choice.",
    ),
    "hint.move": (
        "Zet je pion hierheen voor {n} punt: {margin} meer waard dan de beste andere keuze.|"
        "Zet je pion hierheen voor {n} punten: {margin} meer waard dan de beste andere keuze.",
        "Move your pawn here for {n} point: worth {margin} more than the next best choice.|"
        "Move your pawn here for {n} points: worth {margin} more than the next best choice.",
    ),
    "hint.jump": (
        "Spring met de rode steen {steps} verder voor {n} punt: {margin} meer waard dan de "
        "beste andere keuze.|Spring met de rode steen {steps} verder voor {n} punten: "
        "{margin} meer waard dan de beste andere keuze.",
        "Jump {steps} ahead with the red die for {n} point: worth {margin} more than the "
        "next best choice.|Jump {steps} ahead with the red die for {n} points: worth "
        "{margin} more than the next best choice.",
    ),
    "hint.fail": (
        "Blijf staan, ook al mislukt je worp: elke andere keuze is minstens {margin} minder waard.",
        "Stay, though your throw fails: every other choice is worth at least {margin} less.",
    ),
    "hint.win": ("Hiermee kom je op {score} en win je!", "This takes you to {score}: you win!"),
    "hint.stay_forced": (
        "Je kunt alleen blijven staan: {n} punt erbij.|"
        "Je kunt alleen blijven staan: {n} punten erbij.",
        "You can only stay: {n} point more.|You can only stay: {n} points more.",
    ),
    "hint.fail_forced": (
        "Er past niets en je mag niet meer gooien: blijf staan.",
        "Nothing fits and no throws are left: stay.",
    ),
    "hint.end": (
        "Beëindig je beurt: de rode steen levert nu niets op.",
        "End your turn: the red die is worth nothing now.",
    ),
    "hint.remove": (
        "Haal de boycot van je af: hij kost je naar schatting {worth} aan punten.",
        "Remove the boycott on you: it costs you about {worth} in points.",
    ),
    "hint.remove_win": (
        "Haal de boycot van je af: met {score} win je dan meteen.",
        "Remove the boycott on you: with {score} you win at once.",
    ),
    "hint.boycott_max2x": (
        "Leg Max 2x op je tegenspeler: dat kost die naar schatting {worth} aan punten.",
        "Place Max 2x on your opponent: it costs them about {worth} in points.",
    ),
    "hint.boycott_minus": (
        "Leg Minus op je tegenspeler: dat kost die naar schatting {worth} aan punten.",
        "Place Minus on your opponent: it costs them about {worth} in points.",
    ),
    "hint.boycott_negeer": (
        "Leg Negeer op je tegenspeler: dat kost die naar schatting {worth} aan punten.",
        "Place Ignore on your opponent: it costs them about {worth} in points.",
    ),
}

t = Words(TEXT)
