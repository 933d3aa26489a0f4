"""The words of playing one table on several devices (nl, en); ``t`` falls back to the
general table (kit/i18n.py)."""

from __future__ import annotations

from ..kit.i18n import Pair, Words

TEXT: dict[str, Pair] = {
    # the table's device
    "net_phones": ("Telefoons", "Phones"),
    "net_phones_label": (
        "Spelers op hun eigen telefoon laten meedoen",
        "Let players join on their own phones",
    ),
    "net_host_title": ("Telefoons aan tafel", "Phones at the table"),
    "net_code_as_text": ("Code als tekst", "The code as text"),
    "net_host_intro": (
        "Elke speler kan zijn plaats op zijn eigen telefoon innemen, via dezelfde wifi of "
        "hotspot; internet is niet nodig. Dit toestel blijft de tafel: het houdt het spel "
        "bij en bewaart elke zet.",
        "Each player can take their seat on their own phone, on the same Wi-Fi or hotspot; "
        "no internet needed. This device stays the table: it keeps the game and saves "
        "every move.",
    ),
    "net_seats": ("Plaatsen", "Seats"),
    "net_seat_here": ("op dit toestel", "on this device"),
    "net_seat_phone": ("op een eigen telefoon", "on their own phone"),
    "net_seat_quiet": ("telefoon antwoordt even niet", "phone is not answering"),
    "net_seat_lost": ("verbinding verbroken", "connection lost"),
    # after its name, "Computer": it read "Computer computer"
    "net_seat_computer": ("gespeeld door de app", "played by the app"),
    "net_add": ("Telefoon toevoegen", "Add a phone"),
    # the home screen's button to join lies at its foot, under the games (below a phone's fold)
    "net_step_show": (
        "1. Op de telefoon: tik onderaan het startscherm op ‘Meedoen aan een tafel’ en scan "
        "deze code.",
        "1. On the phone: tap ‘Join a table’ at the foot of the home screen, then scan this code.",
    ),
    "net_step_read": (
        "2. Scan daarna de code die de telefoon toont, of plak zijn tekst.",
        "2. Then scan the code the phone shows, or paste its text.",
    ),
    "net_making": ("Code maken…", "Making a code…"),
    "net_join_code": ("Code om mee te doen", "Code to join"),
    "net_scan_answer": ("Code van de telefoon scannen", "Scan the phone's code"),
    "net_paste_answer": ("Of plak de code van de telefoon", "Or paste the phone's code"),
    "net_connect": ("Verbinden", "Connect"),
    "net_connecting": ("Verbinden…", "Connecting…"),
    "net_connected_wait": (
        "Verbonden. De speler kiest nu zijn plaats op de telefoon.",
        "Connected. The player now picks their seat on the phone.",
    ),
    "net_cancel_invite": ("Deze code intrekken", "Withdraw this code"),
    "net_take_back": ("Weer hier spelen", "Play here again"),
    "net_take_back_of": ("{name} weer op dit toestel spelen", "Play {name} on this device again"),
    "net_back_to_game": ("Terug naar het spel", "Back to the game"),
    "net_no_people": (
        "Alleen plaatsen van mensen kunnen op een eigen telefoon; dit spel heeft er geen.",
        "Only people's seats can move to a phone; this game has none.",
    ),
    "net_dropped": (
        "{names}: verbinding verbroken. Toon een nieuwe code om weer aan te sluiten.",
        "{names}: connection lost. Show a new code to join again.",
    ),
    "net_show_code": ("Nieuwe code tonen", "Show a new code"),
    # a joining device
    "net_join": ("Meedoen aan een tafel", "Join a table"),
    "net_join_title": ("Meedoen aan een tafel", "Join a table"),
    # the game's button shows two phones and no word: name what a player sees
    "net_join_intro": (
        "Op het toestel dat de tafel is: tik in het spel rechtsboven op de knop met de twee "
        "telefoons (staat er geen code, dan op ‘Telefoon toevoegen’). Scan de code die het "
        "toont.",
        "On the device that is the table: in the game, tap the button with two phones at the "
        "top right (and ‘Add a phone’ if no code shows). Scan the code it shows.",
    ),
    "net_scan_join": ("Code van de tafel scannen", "Scan the table's code"),
    "net_paste_join": ("Of plak de code van de tafel", "Or paste the table's code"),
    "net_join_go": ("Meedoen", "Join"),
    "net_answer_title": ("Laat de tafel deze code scannen", "Let the table scan this code"),
    "net_answer_code": ("Code voor de tafel", "Code for the table"),
    "net_copy_hint": (
        "Lukt scannen niet? Stuur deze tekst naar het toestel van de tafel en plak hem daar.",
        "Scanning does not work? Send this text to the table's device and paste it there.",
    ),
    "net_waiting_table": ("Wachten op de tafel…", "Waiting for the table…"),
    "net_pick_title": ("Kies je plaats", "Pick your seat"),
    "net_pick_intro": (
        "Wie speelt er op dit toestel? Kies één plaats, of meer als jullie het toestel delen.",
        "Who plays on this device? Pick one seat, or more if you share the device.",
    ),
    "net_sit": ("Gaan zitten", "Sit down"),
    "net_no_free": (
        "Alle plaatsen zijn al bezet. Vraag de tafel om er een vrij te maken.",
        "Every seat is taken. Ask the table to free one.",
    ),
    "net_pick_one": ("Kies eerst een plaats.", "Pick a seat first."),
    "net_leave": ("Tafel verlaten", "Leave the table"),
    "net_state_open": ("Verbonden met de tafel", "Connected to the table"),
    "net_state_quiet": ("De tafel antwoordt even niet…", "The table is not answering…"),
    "net_state_closed": ("Verbinding met de tafel verbroken", "Connection to the table lost"),
    "net_state_connecting": ("Verbinden met de tafel…", "Connecting to the table…"),
    # the table says the seat lost its phone above its game, with that button
    "net_rejoin_hint": (
        "Laat de tafel een nieuwe code tonen (‘Nieuwe code tonen’, boven het spel) en scan "
        "die: je krijgt je plaats terug.",
        "Have the table show a new code (‘Show a new code’, above the game) and scan it: you "
        "get your seat back.",
    ),
    "net_scan_again": ("Code opnieuw scannen", "Scan a code again"),
    "net_back_to_table": ("Terug naar de tafel", "Back to the table"),
    "net_at_table": (
        "Je zit aan een tafel: {game}, als {names}.",
        "You have a seat at a table: {game}, as {names}.",
    ),
    "net_rejoin": ("Weer aansluiten", "Join again"),
    "net_forget": ("Tafel vergeten", "Forget the table"),
    "net_refused": ("De tafel weigerde dat: {why}", "The table refused that: {why}"),
    "net_paused": (
        "De tafel heeft het spel even niet open. Zodra het weer open is, gaat het hier verder.",
        "The table does not have the game open right now. It goes on here once it does.",
    ),
    "net_ended": ("De tafel heeft je losgelaten: {why}", "The table let you go: {why}"),
    "net_only_table": (
        "Een nieuw spel begint op het toestel van de tafel.",
        "A new game starts on the table's device.",
    ),
    # scanning
    "net_scan_title": ("Richt de camera op de code", "Point the camera at the code"),
    "net_scan_denied": (
        "De camera is niet beschikbaar. Plak de code dan als tekst.",
        "The camera is not available. Paste the code as text instead.",
    ),
    # codes and connections
    "net_bad_code": (
        "Dat is geen bruikbare code: hij is beschadigd of niet compleet.",
        "That code cannot be used: it is damaged or incomplete.",
    ),
    "net_wrong_code": (
        "Dat is een code van het andere toestel. Scan de code op het scherm hiertegenover.",
        "That is the other device's code. Scan the code on the other screen.",
    ),
    "net_stale_code": (
        "Die code hoort bij een andere tafel of een ingetrokken uitnodiging.",
        "That code belongs to another table or a withdrawn invitation.",
    ),
    "net_no_webrtc": (
        "Deze browser kan geen directe verbinding maken.",
        "This browser cannot make a direct connection.",
    ),
    # continuing without the table (the sealed copy)
    "net_resume_title": ("Verder zonder de tafel", "Go on without the table"),
    "net_resume_intro": (
        "Is het toestel van de tafel weg? Dit toestel bewaart een verzegelde kopie van het "
        "spel. Die gaat open met de codes van alle telefoons die nog aan tafel zitten: zo "
        "ziet niemand wat voor hem verborgen is voordat jullie samen verder spelen.",
        "Is the table's device gone? This device keeps a sealed copy of the game. It opens "
        "with the codes of every phone still at the table: so nobody sees what is hidden "
        "from them before you go on together.",
    ),
    "net_my_share": ("Mijn code voor de kopie", "My code for the copy"),
    "net_shares_have": (
        "{n} van {of} codes binnen|{n} van {of} codes binnen",
        "{n} of {of} codes in|{n} of {of} codes in",
    ),
    "net_shares_all": (
        "Alle codes zijn binnen: de kopie kan open.",
        "Every code is in: the copy can be opened.",
    ),
    "net_scan_share": ("Code van een andere telefoon scannen", "Scan another phone's code"),
    "net_paste_share": ("Of plak de code van een andere telefoon", "Or paste another phone's code"),
    "net_add_share": ("Code toevoegen", "Add the code"),
    "net_open_copy": ("Kopie openen en verder spelen", "Open the copy and play on"),
    "net_copy_opened": (
        "Het spel gaat hier verder. Dit toestel is nu de tafel.",
        "The game goes on here. This device is the table now.",
    ),
    "net_copy_failed": (
        "De kopie gaat niet open: {why}",
        "The copy does not open: {why}",
    ),
}

t = Words(TEXT)
