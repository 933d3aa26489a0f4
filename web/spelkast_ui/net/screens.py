"""The screens of one table across devices: the table's "phones" screen, a joining
device's steps (code, answer, seat) and its table screen, and the app's small parts
elsewhere (the button on the table's game screen, the card on a joined device's home)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine import GAMES

from ..kit.chrome import add_to_top, back_button, notice, screen
from ..kit.html import attrs, button, esc
from ..kit.i18n import pick
from ..kit.seats import name_of, shown_names, token
from .words import t

if TYPE_CHECKING:
    from .app import App
    from .session import GuestSide, HostSide, Invitation, Net

# Two phones side by side: the table's button for this feature (stroked in the text colour).
PHONES = (
    '<svg class="net-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" '
    'focusable="false"><rect x="3" y="5" width="8" height="14" rx="1.5" fill="none" '
    'stroke="currentColor" stroke-width="2"/><rect x="13" y="3" width="8" height="14" rx="1.5" '
    'fill="none" stroke="currentColor" stroke-width="2"/><path d="M6.5 16h1M16.5 14h1" '
    'stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>'
)


def _qr(code: str, label: str) -> str:
    """A QR code of ``code``: web/net.js draws it into the element (vendor/qr, pinned)."""
    return f'<div class="net-qr"{attrs(data_qr=code, role="img", aria_label=label)}></div>'


def _code_text(code: str, label: str) -> str:
    """The code as text to copy (for a device whose camera cannot read it), folded away:
    the QR code is the usual way."""
    return (
        f'<details class="net-code-box"><summary>{esc(label)}</summary>'
        f'<p class="net-code" data-code="{esc(code)}">{esc(code)}</p></details>'
    )


def _paste(act: str, go_act: str, label: str, go: str) -> str:
    field_id = f"{act}-field"
    return (
        f'<div class="net-paste"><label class="field" for="{field_id}"><span>{esc(label)}'
        '</span></label><div class="net-paste-row"><input'
        + attrs(
            id=field_id,
            type="text",
            autocomplete="off",
            autocapitalize="characters",
            spellcheck="false",
            data_act="net_paste",
            data_arg=act,
        )
        + ">"
        + button(go, go_act, act, cls="btn btn-secondary")
        + "</div></div>"
    )


# -- the table's device ------------------------------------------------------------------------
def game_button(c: App, net: Net) -> str:
    """The "Phones" button in the table's game title bar (people's seats, game not over)."""
    match = c.match
    if match is None or match.is_over or not net.available:
        return ""
    if not any(p["bot"] is None for p in match.players):
        return ""
    label = t(c.lang, "net_phones_label")
    return button(label, "net_host", cls="btn btn-quiet btn-net", content=PHONES, aria_label=label)


def dropped_banner(c: App, host: HostSide) -> str:
    """Seats whose device lost its connection, with a way to show a new code."""
    names = [
        name_of(c, s)
        for s in host.table.seating.held()
        if host.table.link_of(host.table.seating.holder(s)) is None  # type: ignore[arg-type]
    ]
    if not names:
        return ""
    return (
        '<div class="notice net-dropped" role="status">'
        f"<p>{esc(t(c.lang, 'net_dropped', names=', '.join(names)))}</p>"
        + button(t(c.lang, "net_show_code"), "net_host", cls="btn btn-primary btn-small")
        + "</div>"
    )


def decorate_game(c: App, net: Net, page: str) -> str:
    """The table's game screen with this feature's parts: its button, dropped devices."""
    extra = game_button(c, net)
    host = net.hosting()
    after = dropped_banner(c, host) if host is not None else ""
    if not extra and not after:
        return page
    try:
        return add_to_top(page, extra, after)
    except ValueError:
        return page


def _seat_line(c: App, host: HostSide, seat: int) -> str:
    lang = c.lang
    player = c.game().players[seat]
    # as the game shows it: the form's own player was a private-use character (a box)
    name = esc(name_of(c, seat))
    take_back = ""
    if player["bot"] is not None:
        where = t(lang, "net_seat_computer")
    else:
        device = host.table.seating.holder(seat)
        if device is None:
            where = t(lang, "net_seat_here")
        else:
            link = host.table.link_of(device)
            state = "lost" if link is None else _link_state(host, link.id)
            where = t(lang, "net_seat_phone") + (
                f" · {t(lang, 'net_seat_' + state)}" if state in ("quiet", "lost") else ""
            )
            take_back = button(
                t(lang, "net_take_back"),
                "net_take_back",
                seat,
                cls="btn btn-quiet btn-small",
                aria_label=t(lang, "net_take_back_of", name=name_of(c, seat)),
            )
    return (
        f'<li class="net-seat seat-{seat % 6}">{token(seat)}<span class="net-seat-name">{name}'
        f'</span><span class="net-seat-where meta">{esc(where)}</span>{take_back}</li>'
    )


def _link_state(host: HostSide, link: str) -> str:
    return host.states.get(link, "open")


def _invitation(c: App, invite: Invitation) -> str:
    lang = c.lang
    if invite.state == "making" or invite.code is None:
        body = f'<p class="net-status" role="status">{esc(t(lang, "net_making"))}</p>'
    elif invite.state in ("connecting", "open", "quiet"):
        key = "net_connecting" if invite.state == "connecting" else "net_connected_wait"
        body = f'<p class="net-status" role="status">{esc(t(lang, key))}</p>'
    else:
        body = (
            f'<p class="net-step">{esc(t(lang, "net_step_show"))}</p>'
            + _qr(invite.code, t(lang, "net_join_code"))
            + _code_text(invite.code, t(lang, "net_code_as_text"))
            + f'<p class="net-step">{esc(t(lang, "net_step_read"))}</p>'
            + '<div class="actions">'
            + button(t(lang, "net_scan_answer"), "net_scan", "answer", cls="btn btn-primary")
            + "</div>"
            + _paste("answer", "net_answer", t(lang, "net_paste_answer"), t(lang, "net_connect"))
        )
    withdraw = button(
        t(lang, "net_cancel_invite"), "net_withdraw", invite.link, cls="btn btn-quiet btn-small"
    )
    link = esc(invite.link)
    return f'<section class="card net-invite" data-invite="{link}">{body}{withdraw}</section>'


def render_host(c: App, net: Net) -> str:
    lang = c.lang
    host = net.hosting()
    if host is None or c.match is None:
        return screen("net-host", t(lang, "net_host_title"), notice(c), back_button(c))
    seats = "".join(_seat_line(c, host, s) for s in range(len(c.match.players)))
    open_invites = [i for i in host.invites.values() if i.state != "failed"]
    invites = "".join(_invitation(c, i) for i in open_invites)
    add = ""
    if not any(i.state in ("making", "ready") for i in open_invites) and host.table.seating.free():
        add = (
            '<div class="actions">'
            + button(t(lang, "net_add"), "net_invite", cls="btn btn-primary")
            + "</div>"
        )
    if not host.table.seating.open:
        add = f"<p>{esc(t(lang, 'net_no_people'))}</p>"
    body = (
        notice(c)
        + invites
        + add
        + f'<h2 class="section-title">{esc(t(lang, "net_seats"))}</h2>'
        + f'<ul class="net-seats">{seats}</ul>'
        + f'<p class="net-intro meta">{esc(t(lang, "net_host_intro"))}</p>'
        + '<div class="actions actions-main">'
        + button(t(lang, "net_back_to_game"), "net_back", cls="btn btn-secondary btn-wide")
        + "</div>"
    )
    nav = button(
        t(lang, "back"),
        "net_back",
        cls="btn btn-quiet btn-back",
        content=f'‹<span class="back-word"> {esc(t(lang, "back"))}</span>',
    )
    return screen("net-host", t(lang, "net_host_title"), body, nav)


# -- a joining device ------------------------------------------------------------------------------
def render_join(c: App, net: Net) -> str:
    lang = c.lang
    guest = net.guest
    if guest is None:
        return screen("net-join", t(lang, "net_join_title"), notice(c), back_button(c))
    stage = guest.stage
    if stage == "answer":
        return _render_answer(c, guest)
    if stage == "seats":
        return _render_seats(c, guest)
    # A device coming back to its seat ("Scan a code again", "Join again"): the table shows
    # its "Show a new code" above the game, not a first code behind the phones button.
    back = stage == "scan" and guest.token is not None
    intro = t(lang, "net_rejoin_hint" if back else "net_join_intro")
    lead = ""
    if stage == "lost":
        lead = (
            f'<p class="notice net-lost" role="alert">{esc(t(lang, "net_state_closed"))}. '
            f"{esc(t(lang, 'net_rejoin_hint'))}</p>"
        )
    elif stage == "ended":
        lead = f'<p class="notice" role="alert">{esc(t(lang, "net_ended", why=guest.ended))}</p>'
    body = (
        notice(c)
        + lead
        + f'<p class="net-intro">{esc(intro)}</p>'
        + '<div class="actions">'
        + button(t(lang, "net_scan_join"), "net_scan", "join", cls="btn btn-primary btn-wide")
        + "</div>"
        + _paste("join", "net_join_code", t(lang, "net_paste_join"), t(lang, "net_join_go"))
    )
    return screen("net-join", t(lang, "net_join_title"), body, back_button(c))


def _render_answer(c: App, guest: GuestSide) -> str:
    lang = c.lang
    if guest.answer_code is None:
        body = f'<p class="net-status" role="status">{esc(t(lang, "net_making"))}</p>'
    else:
        state = "net_waiting_table" if guest.link_state != "open" else "net_state_connecting"
        body = (
            _qr(guest.answer_code, t(lang, "net_answer_code"))
            + f'<p class="net-status" role="status">{esc(t(lang, state))}</p>'
            + _code_text(guest.answer_code, t(lang, "net_code_as_text"))
            + f'<p class="meta">{esc(t(lang, "net_copy_hint"))}</p>'
        )
    return screen("net-join", t(lang, "net_answer_title"), notice(c) + body, back_button(c))


def _render_seats(c: App, guest: GuestSide) -> str:
    lang = c.lang
    rows = []
    # in this device's language: the table's form's own player arrives as a stored mark
    # (it showed as a box), here not "you" but "Player 1"; the form's "Player 2" at an
    # English table is "Speler 2" on a Dutch phone
    names = shown_names(lang, guest.names, [None] * len(guest.names))
    for seat, name in enumerate(names):
        free = seat in guest.free
        if not free and seat not in guest.yours:
            continue
        rows.append(
            f'<li class="seat-{seat % 6}">'
            + button(
                name,
                "net_pick_seat",
                seat,
                cls="btn btn-choice btn-wide net-pick",
                pressed=seat in guest.chosen,
                content=f"{token(seat)} {esc(name)}",
                aria_label=name,
            )
            + "</li>"
        )
    if not rows:
        body = notice(c) + f"<p>{esc(t(lang, 'net_no_free'))}</p>"
    else:
        body = (
            notice(c)
            + f'<p class="net-intro">{esc(t(lang, "net_pick_intro"))}</p>'
            + f'<ul class="net-picks">{"".join(rows)}</ul>'
            + '<div class="actions actions-main">'
            + button(t(lang, "net_sit"), "net_sit", cls="btn btn-primary btn-wide")
            + "</div>"
        )
    title = (
        f"{t(lang, 'net_pick_title')} · {pick(GAMES[guest.game].title, lang)}"
        if (guest.game in GAMES)
        else t(lang, "net_pick_title")
    )
    return screen("net-join", title, body, back_button(c))


def render_table(c: App, net: Net) -> str:
    """A joined device's game: the table's frame with this device's connection state."""
    lang = c.lang
    guest = net.guest
    if guest is None or guest.frame is None:
        waiting = f'<p class="net-status" role="status">{esc(t(lang, "net_waiting_table"))}</p>'
        return screen("net-join", t(lang, "net_join_title"), waiting, back_button(c))
    state = guest.link_state if guest.stage != "lost" else "closed"
    state = state if state in ("open", "quiet", "closed") else "connecting"
    pill = (
        f'<span class="net-pill" data-net-state="{state}" data-frame="{guest.frame_n}" '
        'role="status">'
        f'<span class="net-dot" aria-hidden="true"></span>'
        f'<span class="net-pill-text">{esc(t(lang, "net_state_" + state))}</span></span>'
    )
    after = ""
    if state == "closed":
        after = (
            f'<div class="notice net-lost" role="alert"><p>{esc(t(lang, "net_rejoin_hint"))}</p>'
            + button(t(lang, "net_scan_again"), "net_join", cls="btn btn-primary btn-small")
            + "</div>"
        )
    if guest.refused is not None and (
        guest.refused[0].startswith("net_") or guest.refused[0] == "not_your_seat"
    ):
        after += (
            f'<p class="notice net-refused" role="alert" data-code="{esc(guest.refused[0])}">'
            f"{esc(t(lang, 'net_refused', why=guest.refused[1]))}</p>"
        )
    after += notice(c)
    frame = str(guest.frame["html"])
    try:
        return add_to_top(frame, pill, after)
    except ValueError:
        return pill + after + frame


def render_resume(c: App, net: Net) -> str:
    """Going on without the table: this device's share, the others' read in, then open."""
    lang = c.lang
    copy = net.kept_copy()
    if copy is None:
        return screen("net-join", t(lang, "net_resume_title"), notice(c), back_button(c))
    _deal, of, mine = copy["share"]
    have = 1 + len(net.shares_in)
    intro = f'<p class="net-intro">{esc(t(lang, "net_resume_intro"))}</p>'
    if have >= int(of):  # every share is here: open it (nothing to show the others)
        body = (
            notice(c)
            + f'<p class="net-status" role="status">{esc(t(lang, "net_shares_all"))}</p>'
            + '<div class="actions">'
            + button(t(lang, "net_open_copy"), "net_open_copy", cls="btn btn-primary btn-wide")
            + "</div>"
            + intro
        )
        return screen("net-join", t(lang, "net_resume_title"), body, back_button(c))
    body = (
        notice(c)
        + '<section class="card net-invite">'
        + f'<p class="net-step">{esc(t(lang, "net_my_share"))}</p>'
        + _qr(str(mine), t(lang, "net_my_share"))
        + _code_text(str(mine), t(lang, "net_code_as_text"))
        + "</section>"
        + '<p class="net-status" role="status">'
        + f"{esc(t(lang, 'net_shares_have', n=have, of=of))}</p>"
        + '<div class="actions">'
        + button(t(lang, "net_scan_share"), "net_scan", "share", cls="btn btn-primary")
        + "</div>"
        + _paste("share", "net_share", t(lang, "net_paste_share"), t(lang, "net_add_share"))
        + intro
    )
    return screen("net-join", t(lang, "net_resume_title"), body, back_button(c))


def home_card(c: App, net: Net) -> str:
    """A joined device's home: the table it sits at, to go back to or to join again."""
    lang = c.lang
    guest = net.guest
    kept = net.kept_seat()
    if guest is not None and guest.stage == "playing":
        game, names, yours = guest.game, guest.names, guest.yours
        act, label = "net_table", t(lang, "net_back_to_table")
    elif kept is not None:
        game = str(kept.get("game"))
        names = [str(n) for n in kept.get("names") or []]
        yours = [s for s in kept.get("yours") or [] if isinstance(s, int) and 0 <= s < len(names)]
        act, label = "net_join", t(lang, "net_rejoin")
    else:
        return ""
    title = pick(GAMES[game].title, lang) if game in GAMES else game
    shown = shown_names(lang, names, [None] * len(names))  # in this device's language
    who = ", ".join(shown[s] for s in yours if s < len(shown))
    return (
        '<section class="card net-home">'
        f"<p>{esc(t(lang, 'net_at_table', game=title, names=who))}</p>"
        '<div class="actions">'
        + button(label, act, cls="btn btn-primary")
        + (
            button(t(lang, "net_resume_title"), "net_resume", cls="btn btn-quiet")
            if net.kept_copy() is not None
            else ""
        )
        + button(t(lang, "net_forget"), "net_leave", cls="btn btn-quiet")
        + "</div></section>"
    )


def home_link(c: App) -> str:
    """The "Join a table" button among home's links."""
    return button(t(c.lang, "net_join"), "net_join", cls="btn btn-quiet")


def title(c: App, net: Net) -> str:
    guest = net.guest
    if c.screen == "net_table" and guest is not None and guest.frame is not None:
        return str(guest.frame["title"])
    key = "net_host_title" if c.screen == "net_host" else "net_join_title"
    return f"{t(c.lang, key)} · Spelkast"


def announcement(c: App, net: Net) -> str:
    guest = net.guest
    if c.screen == "net_table" and guest is not None and guest.frame is not None:
        return str(guest.frame["live"])
    return ""
