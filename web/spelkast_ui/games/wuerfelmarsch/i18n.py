"""Würfelmarsch's screen text in Dutch and English."""

from __future__ import annotations

from ...kit.i18n import Pair, Words

TEXT: dict[str, Pair] = {
    # the turn
    "wm_sub_start": ("Nog geen zet gedaan", "No moves yet"),
    "wm_move_n": ("Zet {n}", "Move {n}"),
    "wm_turn_of": ("{name} is aan de beurt", "{name}'s turn"),
    "wm_turn_of.you": ("Jij bent aan de beurt", "Your turn"),
    "wm_moving": ("{name} is aan zet…", "{name} is moving…"),
    "wm_pick": (
        "Tik op een van je dobbelstenen ({colour}) om hem te kantelen of te draaien.",
        "Tap one of your dice ({colour}) to tilt or turn it.",
    ),
    "wm_tilt_hint": (
        "Tik op een omcirkelde plek om hem daarheen te kantelen, of draai hem.",
        "Tap a ringed space to tilt it there, or turn it.",
    ),
    "wm_no_tilt": (
        "Hij kan nergens heen kantelen; draai hem, of kies een andere.",
        "It cannot tilt anywhere; turn it, or pick another one.",
    ),
    "wm_tilt_dir": ("Kantel {dir}", "Tilt {dir}"),
    "wm_tilt_here": ("Kantel {dir}, naar deze plek", "Tilt {dir}, to this space"),
    "wm_blocked_occupied": ("bezet", "taken"),
    "wm_blocked_off": ("rand", "edge"),
    "wm_tilts": ("Kantelen met de pijlen", "Tilt with the arrows"),
    "wm_turn_die": ("Draaien", "Turn it"),
    "wm_dice_list": ("De dobbelstenen als lijst", "The dice as a list"),
    "wm_other_die": ("Andere dobbelsteen", "Another die"),
    "wm_back_to_tilt": ("Terug naar kantelen", "Back to tilting"),
    "wm_now": ("Nu: {a} naar jou, {b} links, {c} rechts", "Now: {a} to you, {b} left, {c} right"),
    "wm_which_front": ("Welk getal naar jou toe?", "Which number faces you?"),
    "wm_front_n": ("{n} naar mij toe", "{n} facing me"),
    "wm_which_way": ("Met {n} naar jou: hoe verder?", "With {n} facing you: which way?"),
    "wm_lay": ("Leg hem met {a} naar mij:", "Lay it with {a} facing me:"),
    "wm_lay_short": ("{b} links, {c} rechts", "{b} left, {c} right"),
    "wm_quiet": (
        "Zetten zonder voortgang: {n} van {limit}",
        "Moves without progress: {n} of {limit}",
    ),
    # the board
    "wm_board": ("De grondplaat, gezien vanaf {place}", "The plate, seen from {place}"),
    "wm_seen_from": ("Gezien vanaf {place}", "Seen from {place}"),
    "wm_side_of": ("de kant van {name}", "{name}'s side"),
    "wm_side_of.you": ("jouw kant", "your side"),
    "wm_side_empty": ("de lege kant", "the empty side"),
    "wm_turn_view": ("Bord draaien", "Turn board"),
    "wm_die": (
        "Dobbelsteen van {name} ({colour}), {place}: {a} voor, {b} links, {c} rechts",
        "Die of {name} ({colour}), {place}: {a} front, {b} left, {c} right",
    ),
    "wm_die.you": (
        "Jouw dobbelsteen ({colour}), {place}: {a} voor, {b} links, {c} rechts",
        "Your die ({colour}), {place}: {a} front, {b} left, {c} right",
    ),
    # the acting player's own dice in the list: whose they are goes without saying
    "wm_die_own": (
        "{place}: {a} voor, {b} links, {c} rechts",
        "{place}: {a} front, {b} left, {c} right",
    ),
    "wm_die_place": (
        "rij {row} vanaf deze kant, plek {place} van links",
        "row {row} from this side, place {place} from the left",
    ),
    "wm_goal": ("Doelhoek: {place}", "Goal corner: {place}"),
    # refusals
    "wm_r_over": ("Het spel is voorbij.", "The game is over."),
    "wm_r_wait": ("Wacht even: {name} is aan de beurt.", "Please wait: it is {name}'s turn."),
    "wm_r_not_yours": (
        "Die dobbelsteen is van {name} ({colour}); jij speelt met {mine}.",
        "That die is {name}'s ({colour}); you play {mine}.",
    ),
    "wm_r_not_next": (
        "Een dobbelsteen kantelt alleen naar een leeg vak ernaast, vooruit of opzij.",
        "A die only tilts into an empty space next to it, forward or sideways.",
    ),
    "wm_r_off": (
        "{dir} kan niet: daar houdt de grondplaat op.",
        "Not {dir}: the plate ends there.",
    ),
    "wm_r_occupied": (
        "{dir} kan niet: daar ligt al een dobbelsteen.",
        "Not {dir}: a die already lies there.",
    ),
    "wm_r_same": (
        "Zo ligt hij al; draaien moet iets veranderen.",
        "It already lies like that; a turn must change something.",
    ),
    # what happened: one sentence per move at the top of the turn card, details in the log
    "wm_log": ("Wat er gebeurde", "What happened"),
    "wm_since": ("Sinds je vorige zet", "Since your last move"),
    "wm_nothing_yet": (
        "Nog niets. Rood begint; daarna gaat de beurt naar links.",
        "Nothing yet. Red starts; then the turn passes to the left.",
    ),
    "wm_e_tilt": ("{name} kantelde een steen {dir}.", "{name} tilted a die {dir}."),
    "wm_e_tilt.you": ("Je kantelde een steen {dir}.", "You tilted a die {dir}."),
    "wm_e_turn": (
        "{name} draaide een dobbelsteen: nu {a} naar zich toe, {b} links, {c} rechts.",
        "{name} turned a die: now {a} facing them, {b} left, {c} right.",
    ),
    "wm_e_turn.you": (
        "Je draaide een dobbelsteen: nu {a} naar jou toe, {b} links, {c} rechts.",
        "You turned a die: now {a} facing you, {b} left, {c} right.",
    ),
    "wm_e_turned": ("{name} draaide een steen.", "{name} turned a die."),
    "wm_e_turned.you": ("Je draaide een steen.", "You turned a die."),
    "wm_e_capture": ("{name} slaat {dice}!", "{name} captures {dice}!"),
    "wm_e_capture.you": ("Jij slaat {dice}!", "You capture {dice}!"),
    "wm_e_out": (
        "Gelijkspel in de trechter: {dice} gaat uit het spel.|Gelijkspel in de trechter: "
        "{dice} gaan uit het spel.",
        "A tie in the funnel: {dice} leaves the game.|A tie in the funnel: {dice} leave the game.",
    ),
    "wm_e_corner": ("{name} bereikt de doelhoek!", "{name} reaches the goal corner!"),
    "wm_e_corner.you": ("Jij bereikt je doelhoek!", "You reach your goal corner!"),
    # dice by their owner, inside the sentences above
    "wm_d_yours": ("je steen|{n} van je stenen", "your die|{n} of your dice"),
    "wm_d_of": (
        "een steen van {owner}|{n} stenen van {owner}",
        "{owner}'s die|{n} of {owner}'s dice",
    ),
    "wm_two_funnels": (
        "Twee trechters tegelijk: ze tellen allebei.",
        "Two funnels at once: both count.",
    ),
    "wm_f_line": ("Trechter: {dice}. {verdict}", "Funnel: {dice}. {verdict}"),
    "wm_f_capture": ("{name} heeft het hoogste getal.", "{name} has the highest number."),
    "wm_f_capture.you": ("Jij hebt het hoogste getal.", "You have the highest number."),
    "wm_f_tie": (
        "Gelijk hoogste: alle drie gaan uit het spel.",
        "A tie for highest: all three leave the game.",
    ),
    "wm_f_own": (
        "Allemaal van {name}: er gebeurt niets.",
        "All {name}'s: nothing happens.",
    ),
    "wm_f_own.you": ("Allemaal van jou: er gebeurt niets.", "All yours: nothing happens."),
    # the players
    "wm_players": ("Spelers", "Players"),
    "wm_to_move": ("aan zet", "to move"),
    "wm_on_plate": ("{n} op het bord", "{n} on the plate"),
    "wm_captured": ("{n} geslagen", "{n} captured"),
    "wm_removed": ("{n} uit het spel", "{n} out of the game"),
    "wm_score": ("Telling: {n}", "Count: {n}"),
    # the end
    "wm_game_over": ("Einde van het spel", "Game over"),
    "wm_you_won": ("Gewonnen!", "You won!"),
    "wm_you_lost": ("Helaas, niet gewonnen.", "Not this time."),
    "wm_wins": ("{name} wint.", "{name} wins."),
    "wm_wins.you": ("Jij wint.", "You win."),
    "wm_share": ("Gedeelde winst: {names}.", "A shared win: {names}."),
    "wm_end_corner": (
        "{name} zette als eerste een dobbelsteen in de doelhoek.",
        "{name} was first to get a die into the goal corner.",
    ),
    "wm_end_corner.you": (
        "Jij zette als eerste een dobbelsteen in je doelhoek.",
        "You were first to get a die into your goal corner.",
    ),
    "wm_end_empty": (
        "Er ligt geen dobbelsteen meer op de grondplaat; de telling beslist.",
        "No die is left on the plate; the count decides.",
    ),
    "wm_end_quiet": (
        "{n} zet zonder voortgang; de telling beslist.|{n} zetten na elkaar zonder "
        "voortgang; de telling beslist.",
        "{n} move without progress; the count decides.|{n} moves in a row without "
        "progress; the count decides.",
    ),
    "wm_count_rule": (
        "Telling: geslagen dobbelstenen min eigen dobbelstenen uit het spel.",
        "Count: dice captured minus own dice out of the game.",
    ),
    "wm_place": ("#", "#"),
    "wm_col_captured": ("Geslagen", "Taken"),
    "wm_col_removed": ("Uit spel", "Out"),
    "wm_col_score": ("Telling", "Count"),
    # the hint's reason (the strong computer's, pyengine/games/wuerfelmarsch/strong.py)
    "hint.corner": (
        "Kantel in je doelhoek: daarmee win je meteen.",
        "Tilt into your goal corner: that wins at once.",
    ),
    "hint.capture": (
        "Sla: zo pak je {n} dobbelsteen van een tegenstander.|Sla: zo pak je {n} "
        "dobbelstenen van je tegenstanders.",
        "Capture: you take {n} of an opponent's dice.|Capture: you take {n} of your "
        "opponents' dice.",
    ),
    "hint.block": (
        "Ga in de doelhoek van een tegenstander liggen: zolang je daar ligt, kan hij er niet in.",
        "Lie in an opponent's goal corner: while you are there, they cannot get in.",
    ),
    "hint.guard": (
        "Schuif opzij naar de doelhoek van een tegenstander: je kunt er in {n} zet zijn.|Schuif "
        "opzij naar de doelhoek van een tegenstander: je kunt er in {n} zetten zijn.",
        "Slide towards an opponent's goal corner: you can be there in {n} move.|Slide "
        "towards an opponent's goal corner: you can be there in {n} moves.",
    ),
    "hint.march": (
        "Kantel vooruit: dan ben je nog {n} stap van je doelhoek.|Kantel vooruit: dan ben je "
        "nog {n} stappen van je doelhoek.",
        "Tilt forward: you are then {n} tilt from your goal corner.|Tilt forward: you are "
        "then {n} tilts from your goal corner.",
    ),
    "hint.sidestep": (
        "Kantel opzij: zo loop je minder gevaar of sta je een ander in de weg.",
        "Tilt sideways: less danger for you, or in someone else's way.",
    ),
    "hint.turn": (
        "Draai deze dobbelsteen: zo wijst een hoger getal naar een trechter die kan ontstaan.",
        "Turn this die: a higher number then points to a funnel that can form.",
    ),
}

# Messages whose {name} is never the viewer's own seat: a computer (or another player)
# moving, a tap refused while someone else moves, the owner of a die that is not yours.
NAMED_ONLY = frozenset({"wm_moving", "wm_r_wait", "wm_r_not_yours"})

t = Words(TEXT)
