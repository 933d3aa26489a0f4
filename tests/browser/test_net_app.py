"""One table across several phones, over WebRTC between pages of one chromium (issue 38).

Three pages (the table and two phones, each its own context) play a whole game of
Schocken: the phones join by codes exchanged as text, each plays its own seat, one phone
is closed in the middle and comes back to its seat, and a forged message is refused. A
whole game of Raffzahn (a race: touches on two devices ordered by the table's clock)
follows on two of the pages, and one of Kwis 't! (answers typed on the phones) on all
three. After every step no page shows another seat's hidden information: no die of
another cup, no answer of another player, no other side of the pyramid. Besides the
screens' own structure, each joined page's whole document (its outerHTML, the live region
and the title) is searched for the other seats' hidden values as the table's saved game
has them (``leaks``).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from browser_support import SHOWN, Deadline, check_layout, visible
from net_support import Device, faults, join, launch, newest_save, open_device, reopen
from playwright.sync_api import Browser, Page, Playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

ROOT = Path(__file__).resolve().parents[2]
for _path in (ROOT / "web", ROOT):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from spelkast_ui.pyramid.svg import _SLOTS, _xy  # noqa: E402

from pyengine import load_match  # noqa: E402
from pyengine.pyramid.layout import DIE_OF, EMPTY, INDEX  # noqa: E402

pytestmark = pytest.mark.xdist_group("net")

# -- no leaks: the whole document against the other seats' hidden values --------------------

# Which of ``texts`` the page holds anywhere (its whole outerHTML, less ``mine``: the
# elements that show its own seat's values; the live region's text; the title), and which
# of ``dice`` ({die's transform: pip hrefs}) a pyramid die at that place draws.
LEAKS = """([texts, dice, mine]) => {
  let doc = document.documentElement.outerHTML;
  for (const el of document.querySelectorAll(mine || 'none-at-all')) {
    doc = doc.split(el.outerHTML).join('');
  }
  const live = document.getElementById('live');
  const all = doc + '\\n' + (live ? live.textContent : '') + '\\n' + document.title;
  const found = texts.filter(s => all.includes(s));
  for (const die of document.querySelectorAll('g.pyr-die[transform]')) {
    const hidden = dice[die.getAttribute('transform')] || [];
    for (const pip of die.querySelectorAll('use.pyr-pip')) {
      const href = pip.getAttribute('href');
      if (hidden.includes(href)) found.push(die.getAttribute('transform') + ' ' + href);
    }
  }
  return found;
}"""
OWN_DICE = "#app .turn-panel.is-mine .dice"  # Schocken: the page's own cup, in its turn


def table_save(host: Page) -> dict[str, Any] | None:
    return newest_save(host)


def leaks(
    page: Page, texts: list[str], dice: dict[str, list[str]] | None = None, mine: str = ""
) -> list[str]:
    """The hidden values ``page`` holds (one look at the page)."""
    return list(page.evaluate(LEAKS, [texts, dice or {}, mine]))


def schocken_secrets(save: dict[str, Any], own: list[int]) -> list[str]:
    """The other cups' dice as the screens write a die (aria text, both languages)."""
    out: list[str] = []
    for seat, cup in enumerate(load_match(save).state.cups):
        if seat in own or not cup.throws:
            continue
        for i, v in enumerate(cup.dice):
            out += [f"Die {i + 1}: {v}", f"Dobbelsteen {i + 1}: {v}"]
            out += [f"Die {i + 1} shows {v}", f"Dobbelsteen {i + 1} toont {v}"]
    return out


def raffzahn_secrets(save: dict[str, Any], side: int) -> dict[str, list[str]]:
    """Each die of the pyramid, by its place on the page of ``side`` (its group's
    transform): the pips its faces towards the other sides would be drawn with."""
    layout = load_match(save).state.layout
    out: dict[str, list[str]] = {}
    for p, i in INDEX.items():
        if not layout or layout[i] == EMPTY:
            continue
        upper = DIE_OF[layout[i]].orientation.upper
        x, y = _xy(p, side)
        out[f"translate({x} {y})"] = [
            f"#pyr-p{_SLOTS[(axis - side) % 3]}{upper[axis]}" for axis in range(3) if axis != side
        ]
    return out


def planted(page: Page, markup: str, texts: list[str], dice: dict[str, list[str]]) -> list[str]:
    """The check's own test: what it finds with ``markup`` put after the live region."""
    page.evaluate(
        """markup => { const box = document.createElement('div'); box.id = 'planted';
           box.innerHTML = markup; document.getElementById('live').after(box); }""",
        markup,
    )
    try:
        return leaks(page, texts, dice)
    finally:
        page.evaluate("() => document.getElementById('planted').remove()")


@pytest.fixture(scope="module")
def camera(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """What every page's camera films (net_support.film_code puts a code there)."""
    return tmp_path_factory.mktemp("camera") / "code.y4m"


@pytest.fixture(scope="module")
def net_browser(playwright: Playwright, camera: Path) -> Iterator[Browser]:
    browser = launch(playwright, camera)
    yield browser
    browser.close()


@pytest.fixture(scope="module")
def table(net_browser: Browser, base_url: str) -> Iterator[dict[str, Device]]:
    """The table (English) and two phones (Dutch and English), shared by the games."""
    devices = {
        "table": open_device(net_browser, "table", base_url, "en"),
        "bart": open_device(net_browser, "bart", base_url, "nl"),
        "cor": open_device(net_browser, "cor", base_url, "en"),
    }
    yield devices
    for device in devices.values():
        device.context.close()


@pytest.fixture(autouse=True)
def no_page_faults(table: dict[str, Device], base_url: str) -> Iterator[None]:
    yield
    found = faults(list(table.values()), urlsplit(base_url).netloc)
    assert not found, found


def tap(page: Page, selector: str) -> bool:
    """Tap the control if it is there now (read and tapped at once: other devices' moves
    draw the page again at any moment)."""
    return bool(
        page.evaluate(
            "s => { const b = document.querySelector(s);"
            " if (!b || b.disabled) return false; b.click(); return true; }",
            selector,
        )
    )


def new_game(host: Page, game: str, kinds: list[str], **options: str) -> None:
    home = visible(host, "#app button[data-act=home]")
    if home is not None:
        home.click()
    host.locator(f"#app button[data-act=new][data-arg={game}]").first.click()
    selects = host.locator("#app select[data-act=set_kind]")
    while selects.count() < len(kinds):
        host.locator("#app button[data-act=add_player]").click()
    for i, kind in enumerate(kinds):
        selects.nth(i).select_option(kind)
    for key, value in options.items():
        field = host.locator(f"#opt-{key}")
        if field.count():
            field.fill(value)
            field.blur()
        else:
            host.locator(
                f"#app button[data-act=set_option][data-arg={key}][data-val={value}]"
            ).click()
    host.locator("#app button[data-act=start]").click()
    host.wait_for_selector("#app .screen-game")


# -- one look per device and step ------------------------------------------------------------------
# A whole game polls every device many times a second: each look and its tap are one round
# trip to the page (a locator's count and visibility were two each, and the polling was
# most of these tests' time).


# -- Schocken on three devices --------------------------------------------------------------------
# One step of a device in Schocken: first what it must not show (while a round runs, dice
# only in the page's own turn or its own hand: another seat's panel holds the cup, never
# its dice; one seat per device, so no hand-over), then the next tap of its own turn.
# ``hold``: the first throw of a turn is left to ``tap_when_quiet``. Returns "over" (the
# game's end is shown), "moved", "" (nothing to tap) or "!" + a fault.
MY_DICE = "#app .turn-panel.is-mine .die-pips"  # this device's own dice, once thrown
SCHOCKEN_STEP = f"""([isTable, hold]) => {{
  const shown = {SHOWN};
  const q = s => document.querySelector(s);
  const tapped = el => shown(el) && !el.disabled && (el.click(), true);
  const foreign = '#app .turn-panel:not(.is-mine) .die-pips:not(.own-hand .die-pips)';
  if (document.querySelector(foreign)) return '!' + q('#app .turn-panel').innerHTML.slice(0, 400);
  if (q('#app button[data-act=iam]')) return '!a hand-over on a device of one seat';
  if (shown(q('#app button[data-act=again]'))) return 'over';
  if (isTable && tapped(q('#app button[data-act=next]'))) return 'moved';
  const roll = q('#app button[data-act=roll]');
  if (!q('#app button[data-act=die]') && shown(roll)) {{  // the first throw
    if (hold && !q('{MY_DICE}')) return '';
    if (tapped(roll)) return 'moved';
  }}
  return tapped(q('#app button[data-act=stand]')) ? 'moved' : '';
}}"""


def schocken_step(page: Page, is_table: bool, hold: bool = False) -> str:
    """This device's look and its next tap (``SCHOCKEN_STEP``); a fault fails the test."""
    said = str(page.evaluate(SCHOCKEN_STEP, [is_table, hold]))
    assert not said.startswith("!"), said[1:]
    return said


# The Wi-Fi goes, then the first throw of the phone's turn, at once (or nothing: not its
# turn to throw). Its other steps leave that throw to this (``hold``).
QUIET_THROW = f"""() => {{
  const roll = document.querySelector('#app button[data-act=roll]');
  if (!({SHOWN})(roll) || roll.disabled) return false;
  if (document.querySelector('{MY_DICE}')) return false;
  globalThis.__spelkastNetPause = true;
  roll.click();
  return true;
}}"""


def tap_when_quiet(phone: Page) -> bool:
    """The phone's Wi-Fi goes away in its turn (nothing arrives either way) and it throws
    meanwhile: it says the table is quiet; once the Wi-Fi is back it catches up by itself
    and the throw is played, once. False when it is not the phone's turn to throw."""
    if not phone.evaluate(QUIET_THROW):
        return False
    phone.locator("#app .net-pill[data-net-state=quiet]").wait_for(timeout=20_000)
    assert not phone.locator(MY_DICE).count()  # not played yet
    # Its words are whole on a phone (they were cut beside the title: "The table is not a…").
    cut = "e => e.scrollWidth > e.clientWidth || e.getBoundingClientRect().width === 0"
    assert not phone.locator("#app .net-pill-text").evaluate(cut)
    phone.evaluate("globalThis.__spelkastNetPause = false")
    phone.locator("#app .net-pill[data-net-state=open]").wait_for(timeout=20_000)
    phone.locator(MY_DICE).first.wait_for(timeout=20_000)
    return True


def forge(page: Page, message: dict[str, object]) -> None:
    page.evaluate("text => spelkastNet.send('table', text)", json.dumps(message))


def no_schocken_leaks(host: Page, phones: dict[str, tuple[Page, list[int]]]) -> int:
    """No phone holds another cup's dice (the table's save now); the phones checked
    against at least one hidden die."""
    save = table_save(host)
    if save is None or save.get("game") != "schocken":
        return 0
    checked = 0
    for name, (page, own) in phones.items():
        secrets = schocken_secrets(save, own)
        found = leaks(page, secrets, mine=OWN_DICE)
        assert not found, (name, found)
        checked += bool(secrets)
    return checked


def test_schocken_on_three_phones_with_a_drop_and_a_forged_message(
    table: dict[str, Device], base_url: str
) -> None:
    host, bart, cor = (table[n].page for n in ("table", "bart", "cor"))
    new_game(host, "schocken", ["human", "human", "human"], chips="3")
    check_layout(host)
    join(host, bart, [1])
    join(host, cor, [2])
    seats = {"table": [0], "bart": [1], "cor": [2]}
    steps, dropped, forged, quiet = 0, False, False, False
    checked, planted_ok = 0, False
    deadline = Deadline("Schocken on three devices", 480.0)  # three Pyodides at once
    while True:
        deadline.check(steps)
        if not quiet and steps >= 6 and tap_when_quiet(bart):
            quiet = True
            continue
        hold = not quiet and steps >= 6
        said = {n: schocken_step(table[n].page, n == "table", hold and n == "bart") for n in seats}
        if said["table"] == "over":
            break
        moved = "moved" in said.values()
        steps += moved
        if not moved:
            host.wait_for_timeout(40)
        else:
            phones = {n: (table[n].page, seats[n]) for n in ("bart", "cor")}
            before = checked
            checked += no_schocken_leaks(host, phones)
            if before == 0 < checked:  # the check itself finds a die written where it must not be
                save = table_save(host)
                assert save is not None
                secrets = schocken_secrets(save, [1])
                if secrets:
                    label = f'<span role="img" aria-label="{secrets[0]}"></span>'
                    assert secrets[0] in planted(bart, label, secrets, {})
                    planted_ok = True
        if not forged and steps >= 4:
            # A replayed number with another tap: refused, and said on Bart's phone.
            forge(
                bart, {"v": 1, "k": "act", "n": 1, "act": "stand", "arg": "", "val": "", "at": None}
            )
            bart.locator("#app .net-refused[data-code=net_replayed]").wait_for()
            forged = True
        if not dropped and steps >= 8 and visible(cor, "#app .turn-panel.is-waiting"):
            # Cor's phone closes its tab mid-game: the table says so and shows a new code;
            # the phone comes back to its own seat without picking it again.
            reopen(table["cor"], base_url, "en")
            cor = table["cor"].page
            host.locator("#app .net-dropped").wait_for()
            check_layout(host)
            assert "Schocken, as Player 3" in cor.locator("#app .net-home").inner_text()
            join(host, cor, None)
            dropped = True
    assert dropped and forged and quiet and steps > 10
    assert checked > 5 and planted_ok, checked
    for name in seats:  # every phone ends at the same end
        page = table[name].page
        page.locator("#app .panel.end").wait_for()
        check_layout(page)


# -- Raffzahn: a race across two devices --------------------------------------------------------
# One step of a device in Raffzahn: first that it shows the pyramid from its own seats'
# sides only, then its throw, or in a race up to three loose dice its side shows of the
# number thrown, each touched with its own finger (pointerdown, as a touch screen sends
# it), and STOP. Returns how many dice it touched (-1: it threw or there was nothing to
# do), "end" at the game's end, or "!" + a fault. In one go: the page is drawn again as
# the others take.
RAFFZAHN_STEP = f"""own => {{
  const shown = {SHOWN};
  const q = s => document.querySelector(s);
  const sides = [...document.querySelectorAll('#app .pyr-svg')].map(e => e.dataset.side);
  const foreign = sides.filter(s => s !== undefined && !own.includes(Number(s)));
  if (foreign.length) return '!sides ' + sides.join(',') + ' on a device of ' + own;
  if (q('#app .rz-turn.end')) return 'end';
  const free = el => shown(el) && !el.disabled;
  const throwButton = q('#app button[data-act=rz_throw]');
  if (free(throwButton)) {{ throwButton.click(); return -1; }}
  if (!q('#app .rz-board.is-grabbing')) return -1;
  const roll = q('#app .rz-roll');
  const n = roll && /(\\d)\\D*$/.exec(roll.getAttribute('aria-label') || '');
  const dice = n ? [...document.querySelectorAll('#app .pyr-target[data-act=rz_take]')]
    .filter(e => (e.getAttribute('aria-label') || '').endsWith(' ' + n[1])).slice(0, 3) : [];
  let id = 40;
  for (const die of dice) {{
    die.dispatchEvent(new PointerEvent('pointerdown', {{bubbles: true, cancelable: true,
      pointerId: id++, pointerType: 'touch', isPrimary: true, button: 0}}));
  }}
  const stop = q('#app button[data-act=rz_stop]');
  if (stop && !stop.disabled) stop.click();
  return dice.length;
}}"""


OWN_SIDES = {"table": [0], "bart": [1]}  # the seats whose sides each device shows


def test_raffzahn_a_race_on_two_devices(table: dict[str, Device]) -> None:
    host, bart = table["table"].page, table["bart"].page
    new_game(host, "raffzahn", ["human", "human", "sensible"])
    join(host, bart, [1])
    taken = {"table": 0, "bart": 0}
    hidden: dict[str, list[str]] = {}  # the other sides' faces, by die (fixed for the game)
    looks, checked = 0, 0
    deadline = Deadline("Raffzahn on two devices", 480.0)  # a whole game, two Pyodides
    while True:
        deadline.check(taken)
        said = {n: table[n].page.evaluate(RAFFZAHN_STEP, own) for n, own in OWN_SIDES.items()}
        for name, what in said.items():
            assert not str(what).startswith("!"), (name, what)
            if isinstance(what, int) and what > 0:
                taken[name] += what
        if not hidden:
            save = table_save(host)
            hidden = raffzahn_secrets(save, 1) if save and save.get("game") == "raffzahn" else {}
            if hidden:  # the check itself finds a face of another side drawn on a die
                place, pips = next(iter(hidden.items()))
                use = f'<use class="pyr-pip" href="{pips[0]}"/>'
                die = f'<svg><g class="pyr-die" transform="{place}">{use}</g></svg>'
                assert f"{place} {pips[0]}" in planted(bart, die, [], hidden)
        looks += 1
        if hidden and (looks % 5 == 0 or any(isinstance(w, int) and w > 0 for w in said.values())):
            found = leaks(bart, [], hidden)  # dice taken are gone from both
            assert not found, found
            checked += 1
        if said["table"] == "end":
            break
        if all(what == -1 for what in said.values()):
            host.wait_for_timeout(40)
    bart.locator("#app .rz-turn.end").wait_for()
    assert taken["bart"] > 0 and taken["table"] > 0, taken
    assert checked > 5, checked


# -- Kwis 't!: answers typed on the phone, never seen elsewhere ------------------------------------
KWIST_ACTS = ("kw_seen", "kw_submit", "kw_reveal", "kw_count", "kw_rule", "kw_bet", "kw_pass")
KWIST_ACTS += ("kw_silent", "kw_play")


def kwist_step(page: Page, name: str, is_table: bool, typed: dict[str, set[str]]) -> bool:
    """The next tap of this device's own turn in Kwis 't!; False when it has none now.
    Every open answer is a word no other device may ever show (``typed``)."""
    if is_table and tap(page, "#app button[data-act=kw_next]"):
        return True
    if visible(page, "#app .kw-steps"):
        page.locator("#app .kw-steps button[aria-current=step][data-arg='0']").wait_for()
        for i in range(5):
            field = visible(page, f"#app #kw-a{i}")
            if field is not None:
                word = f"{name}geheim{len(typed[name])}"
                typed[name].add(word)
                field.fill(word)
            else:
                page.locator("#app button[data-act=kw_choose]").first.click()
                page.locator("#app button[data-act=kw_choose][aria-pressed=true]").wait_for()
            onward = "kw_review" if i == 4 else "kw_step"
            next_screen = (
                "#app button[data-act=kw_submit]"
                if i == 4
                else f"#app .kw-steps button[aria-current=step][data-arg='{i + 1}']"
            )
            # A phone's screen comes from the table: go on once it shows the next step (a
            # tap on a button the table's drawing replaced meanwhile is made again).
            for attempt in range(3):
                page.locator(f"#app .kw-nav button[data-act={onward}]").last.click()
                try:
                    page.locator(next_screen).wait_for(timeout=10_000)
                    break
                except PlaywrightTimeoutError:
                    if attempt == 2:
                        raise
        page.locator("#app button[data-act=kw_submit]").click()
        return True
    for act in KWIST_ACTS:
        choice = {"kw_count": "[data-arg='2']", "kw_rule": "[data-arg='1']"}.get(act, "")
        if tap(page, f"#app button[data-act={act}]{choice}"):
            return True
    return tap(page, "#app button.kw-bet.is-honest") or tap(page, "#app button.kw-bet")


def test_kwist_answers_typed_on_two_phones_stay_on_each_phone(
    table: dict[str, Device], camera: Path
) -> None:
    """Three people, each on his own device: Anna at the table, Bart and Cor on phones."""
    host, bart, cor = (table[n].page for n in ("table", "bart", "cor"))
    new_game(host, "kwist", ["human", "human", "human", "casual"], lang="en")
    # Bart's phone scans the table's code with its camera: chromium on Linux has no
    # BarcodeDetector, so the shipped decoder (vendor/qr) reads it. Cor pastes it.
    assert not bart.evaluate("'BarcodeDetector' in globalThis")
    offered: dict[str, list[str]] = {"bart": [], "cor": []}
    join(host, bart, [1], camera, offered["bart"])
    assert not bart.locator(".scan-overlay").count()  # the camera is off again
    join(host, cor, [2], offered=offered["cor"])
    # The seats the table's form named, in each phone's own language (Bart's Dutch phone
    # was offered "Player 1", in the table's English).
    seats = {"bart": ["Speler 1", "Speler 2", "Speler 3"], "cor": ["Player 1", "Player 3"]}
    assert offered == seats, offered
    names = ("table", "bart", "cor")
    typed: dict[str, set[str]] = {n: set() for n in names}
    steps = 0
    deadline = Deadline("Kwis 't! on three devices")
    while not visible(host, "#app button[data-act=again]"):
        deadline.check(steps)
        # A phone's whole document never holds the others' answers (and the table's
        # screen never holds the phones': its #app only).
        for name in ("bart", "cor"):
            others = sorted(w for n in names if n != name for w in typed[n])
            leaked = leaks(table[name].page, others)
            assert not leaked, (name, leaked)
        html = host.locator("#app").inner_html()
        assert not [w for n in ("bart", "cor") for w in typed[n] if w in html], "table"
        moved = False
        for name in names:
            moved = kwist_step(table[name].page, name, name == "table", typed) or moved
        steps += moved
        if not moved:
            host.wait_for_timeout(40)
    assert all(typed.values()), typed
    for page in (bart, cor):
        page.locator("#app button[data-act=again]").wait_for()
