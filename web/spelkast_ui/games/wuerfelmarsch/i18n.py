"""Würfelmarsch's screen text in Dutch and English."""

from __future__ import annotations

from ...kit.i18n import Pair, Words

TEXT: dict[str, Pair] = {
    # the turn
    "wm_sub_start": ("Nog geen zet gedaan", "No moves yet"),
    "wm_move_n": ("Zet {n}", "Move {n}"),
    "wm_your_turn": ("Jij bent aan de beurt", "Your turn"),
    "wm_turn_of": ("{name} is aan de beurt", "{name}'s turn"),
    "wm_waiting": ("{who} is aan zet", "{who} is moving"),
    "wm_bot_thinking": ("De computer kiest een zet…", "The computer is choosing a move…"),
    "wm_pick": (
        "Tik op een van je {colour} dobbelstenen om hem te kantelen of te draaien.",
        "Tap one of your {colour} dice to tilt or turn it.",
    ),
    "wm_tilt_hint": (
        "Kantel hem (vooruit of opzij, nooit terug) of draai hem.",
        "Tilt it (forward or sideways, never back) or turn it.",
    ),
    "wm_turn_hint": (
        "Draaien: kies eerst welk getal naar jou wijst, dan hoe hij verder ligt.",
        "Turning: first choose the number facing you, then how the die lies.",
    ),
    "wm_tilt_dir": ("Kantel {dir}", "Tilt {dir}"),
    "wm_tilt_here": ("Kantel {dir}, naar dit vak", "Tilt {dir}, to this square"),
    "wm_blocked_occupied": ("bezet", "taken"),
    "wm_blocked_off": ("rand", "edge"),
    "wm_turn_die": ("Draaien", "Turn"),
    "wm_dice_list": ("Je dobbelstenen als lijst", "Your dice as a list"),
    "wm_other_die": ("Andere dobbelsteen", "Another die"),
    "wm_back_to_tilt": ("Terug naar kantelen", "Back to tilting"),
    "wm_now": ("Nu: {a} naar jou, {b} links, {c} rechts", "Now: {a} to you, {b} left, {c} right"),
    "wm_which_front": ("Welk getal naar jou toe?", "Which number faces you?"),
    "wm_front_n": ("{n} naar mij toe", "{n} facing me"),
    "wm_which_way": ("Met {n} naar jou: hoe verder?", "With {n} facing you: which way?"),
    "wm_lay": (
        "Leg hem met {a} naar mij, {b} links en {c} rechts",
        "Lay it with {a} facing me, {b} left and {c} right",
    ),
    "wm_lay_short": ("{b} links, {c} rechts", "{b} left, {c} right"),
    "wm_quiet": (
        "Zetten zonder voortgang: {n} van {limit}",
        "Moves without progress: {n} of {limit}",
    ),
    # the board
    "wm_board": ("De grondplaat, gezien vanaf {place}", "The plate, seen from {place}"),
    "wm_seen_from": ("Gezien vanaf {place}", "Seen from {place}"),
    "wm_side_own": ("jouw kant", "your side"),
    "wm_side_of": ("de kant van {name}", "{name}'s side"),
    "wm_side_empty": ("de lege kant", "the empty side"),
    "wm_turn_view": ("Bord draaien", "Turn board"),
    "wm_die_mine": (
        "Jouw {colour} dobbelsteen: {a} voor, {b} links, {c} rechts",
        "Your {colour} die: {a} front, {b} left, {c} right",
    ),
    "wm_die_of": (
        "{colour} dobbelsteen van {name}: {a} voor, {b} links, {c} rechts",
        "{colour} die of {name}: {a} front, {b} left, {c} right",
    ),
    "wm_goal": ("Doelhoek: {place}", "Goal corner: {place}"),
    # refusals
    "wm_r_over": ("Het spel is voorbij.", "The game is over."),
    "wm_r_wait": ("Wacht even: {name} is aan de beurt.", "Please wait: it is {name}'s turn."),
    "wm_r_not_yours": (
        "Dat is een {colour} dobbelsteen van {name}; jij speelt met {mine}.",
        "That is a {colour} die of {name}; you play {mine}.",
    ),
    "wm_r_not_next": (
        "Een dobbelsteen kantelt alleen naar een leeg vak ernaast, vooruit of opzij.",
        "A die only tilts into an empty square next to it, forward or sideways.",
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
    # what happened
    "wm_log": ("Wat er gebeurde", "What happened"),
    "wm_nothing_yet": (
        "Nog niets. Rood begint; daarna gaat de beurt naar links.",
        "Nothing yet. Red starts; then the turn passes to the left.",
    ),
    "wm_who": ("{name} ({colour})", "{name} ({colour})"),
    "wm_said_tilt": ("{who} kantelde een dobbelsteen {dir}.", "{who} tilted a die {dir}."),
    "wm_said_turn": (
        "{who} draaide een dobbelsteen: nu {a} naar zich toe, {b} links, {c} rechts.",
        "{who} turned a die: now {a} facing them, {b} left, {c} right.",
    ),
    "wm_two_funnels": (
        "Twee trechters tegelijk: ze tellen allebei.",
        "Two funnels at once: both count.",
    ),
    "wm_f_line": ("Trechter: {dice}. {verdict}", "Funnel: {dice}. {verdict}"),
    "wm_f_capture": ("Hoogste: {who}.", "Highest: {who}."),
    "wm_f_tie": (
        "Gelijk hoogste: alle drie gaan uit het spel.",
        "A tie for highest: all three leave the game.",
    ),
    "wm_f_own": (
        "Allemaal van {who}: er gebeurt niets.",
        "All belong to {who}: nothing happens.",
    ),
    "wm_said_takes": ("{who} slaat: {dice}.", "{who} captures: {dice}."),
    "wm_said_out": ("Uit het spel: {dice}.", "Out of the game: {dice}."),
    "wm_said_corner": ("{who} bereikt de doelhoek!", "{who} reaches the goal corner!"),
    # the players
    "wm_players": ("Spelers", "Players"),
    "wm_to_move": ("aan zet", "to move"),
    "wm_on_plate": ("{n} op het bord", "{n} on the plate"),
    "wm_captured": ("{n} geslagen", "{n} captured"),
    "wm_removed": ("{n} uit het spel", "{n} out of the game"),
    "wm_score": ("Stand: {n}", "Count: {n}"),
    # the end
    "wm_game_over": ("Einde van het spel", "Game over"),
    "wm_you_won": ("Gewonnen!", "You won!"),
    "wm_you_lost": ("Helaas, niet gewonnen.", "Not this time."),
    "wm_winner": ("Winnaar: {who}", "Winner: {who}"),
    "wm_winners": ("Winnaars: {who}", "Winners: {who}"),
    "wm_end_corner": (
        "{who} zette als eerste een dobbelsteen in de doelhoek.",
        "{who} was first to get a die into the goal corner.",
    ),
    "wm_end_empty": (
        "Er ligt geen dobbelsteen meer op de grondplaat; de telling beslist.",
        "No die is left on the plate; the count decides.",
    ),
    "wm_end_quiet": (
        "{n} zetten na elkaar zonder voortgang; de telling beslist.",
        "{n} moves in a row without progress; the count decides.",
    ),
    "wm_count_rule": (
        "Telling: geslagen dobbelstenen min eigen dobbelstenen uit het spel.",
        "Count: dice captured minus own dice out of the game.",
    ),
    "wm_place": ("#", "#"),
    "wm_col_captured": ("Geslagen", "Taken"),
    "wm_col_removed": ("Uit spel", "Out"),
    "wm_col_score": ("Telling", "Count"),
}

t = Words(TEXT)
