"""Several devices at one table in one chromium: a page per device, each in its own
context (its own storage, as separate phones), joined by codes exchanged as text.

WebRTC in these pages connects over this machine's own addresses only: no STUN or TURN
server is named, chromium is told to allow loopback and to put plain addresses instead of
mDNS names in its candidates (an mDNS name would send multicast queries onto the
network), and every connection is between two pages of the same chromium.
"""

from __future__ import annotations

import base64
import json
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from browser_support import CHROMIUM, CHROMIUM_ARGS, NETWORK_SCHEMES, SEED_SNAPSHOT, wait_ready
from playwright.sync_api import Browser, BrowserContext, Page, Playwright

NET_ARGS = [
    *CHROMIUM_ARGS,
    "--allow-loopback-in-peer-connection",
    "--disable-features=WebRtcHideLocalIpsWithMdns",
]
PHONE = {"width": 360, "height": 640}
# Quick computers, and every device's clock eight times as fast (the same on all: the host
# orders race calls on its clock against each device's measured offset).
APP = "&pace=40&speed=8"


def launch(playwright: Playwright, camera: Path | None = None) -> Browser:
    """Chromium for several devices; ``camera``: a video file (y4m) every page's camera
    shows, with camera permission granted (a phone held up to the table's screen)."""
    args = list(NET_ARGS)
    if camera is not None:
        args += [
            "--use-fake-ui-for-media-stream",
            "--use-fake-device-for-media-stream",
            f"--use-file-for-fake-video-capture={camera}",
        ]
    return playwright.chromium.launch(executable_path=CHROMIUM, args=args)


# The table's QR code as one camera frame: drawn on a white 640x480 canvas, as luma bytes.
QR_FRAME = """async () => {
  const svg = document.querySelector('#app .net-invite .net-qr svg');
  const img = new Image();
  img.src = 'data:image/svg+xml;base64,' + btoa(new XMLSerializer().serializeToString(svg));
  await img.decode();
  const c = document.createElement('canvas');
  c.width = 640; c.height = 480;
  const g = c.getContext('2d');
  g.fillStyle = '#fff'; g.fillRect(0, 0, 640, 480); g.drawImage(img, 140, 60, 360, 360);
  const d = g.getImageData(0, 0, 640, 480).data;
  const y = new Uint8Array(640 * 480);
  for (let i = 0; i < y.length; i++) {
    y[i] = Math.round(0.299 * d[4 * i] + 0.587 * d[4 * i + 1] + 0.114 * d[4 * i + 2]);
  }
  let s = '';
  for (let i = 0; i < y.length; i += 8192) s += String.fromCharCode(...y.subarray(i, i + 8192));
  return btoa(s);
}"""


def film_code(host: Page, camera: Path) -> None:
    """Put the table's join code before the fake camera: one grey frame (y4m, 4:2:0)."""
    luma = base64.b64decode(host.evaluate(QR_FRAME))
    chroma = bytes([128]) * (320 * 240)
    header = b"YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg\n"
    camera.write_bytes(header + b"FRAME\n" + luma + chroma + chroma)


@dataclass
class Device:
    """One phone (or tablet): its context, its page and what went wrong on it."""

    name: str
    context: BrowserContext
    page: Page
    problems: list[str] = field(default_factory=list)
    hosts: set[str] = field(default_factory=set)

    def watch(self, page: Page) -> None:
        self.page = page
        page.on("console", lambda m: self.problems.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda exc: self.problems.append(f"uncaught: {exc}"))


def open_device(browser: Browser, name: str, url: str, lang: str, app: str = APP) -> Device:
    """A device's page, ready; ``app``: its URL's parameters (the bench passes real time,
    ``speed=1``: races at a person's pace)."""
    context = browser.new_context(viewport=PHONE)
    context.add_init_script(SEED_SNAPSHOT)  # the run's Python snapshot: a quick start
    device = Device(name, context, context.new_page())
    device.watch(device.page)

    def note(request_url: str) -> None:
        parts = urlsplit(request_url)
        if parts.scheme in NETWORK_SCHEMES:
            device.hosts.add(parts.netloc)

    context.on("request", lambda req: note(req.url))
    device.page.goto(f"{url}?lang={lang}&seed=38{app}")
    wait_ready(device.page)
    return device


def reopen(device: Device, url: str, lang: str) -> None:
    """The device's page is closed and opened again (a phone that killed its tab)."""
    device.page.close()
    page = device.context.new_page()
    device.watch(page)
    page.goto(f"{url}?lang={lang}{APP}")
    wait_ready(page)


def faults(devices: Iterator[Device] | list[Device], served: str) -> list[str]:
    """Console errors and requests to any other origin, on every device."""
    out = []
    for d in devices:
        out += [f"{d.name}: {p}" for p in d.problems]
        out += [f"{d.name}: request to {h}" for h in sorted(d.hosts - {served})]
    return out


def join_code(host: Page) -> str:
    """The table's phones screen with a fresh join code; the code as text."""
    if not host.locator("#app .screen-net-host").count():
        host.locator("#app button[data-act=net_host]").first.click()
    host.locator("#app .net-invite, #app button[data-act=net_invite]").first.wait_for()
    if not host.locator("#app .net-invite").count():
        host.locator("#app button[data-act=net_invite]").click()
    code = host.locator("#app .net-invite .net-code")
    code.wait_for(state="attached")  # folded away under the QR code
    host.locator("#app .net-invite .net-qr svg").wait_for()  # drawn by vendor/qr
    return code.get_attribute("data-code") or ""


def join(
    host: Page,
    phone: Page,
    seats: list[int] | None,
    camera: Path | None = None,
    offered: list[str] | None = None,
) -> float:
    """The phone joins (``join_timed``); the seconds from the table reading the answer to
    the phone seated."""
    return join_timed(host, phone, seats, camera, offered)[1]


def join_timed(
    host: Page,
    phone: Page,
    seats: list[int] | None,
    camera: Path | None = None,
    offered: list[str] | None = None,
) -> tuple[float, float]:
    """The phone joins: it pastes the table's code (``camera``: it scans it, the code
    filmed), the table pastes its answer. ``seats``: the seats it picks (None: it comes
    back and gets its own); ``offered`` gets the names of the seats it was offered, as its
    buttons read. Returns the seconds to the phone seated (its ``.net-pill`` shown) from
    the phone's paste (or the scan's start: the camera opening) and from the table reading
    the answer."""
    code = join_code(host)
    if not phone.locator("#join-field").count():
        if not phone.locator("#app button[data-act=net_join]").count():
            phone.locator("#app button[data-act=home]").first.click()  # from another table
        phone.locator("#app button[data-act=net_join]").first.click()
    if camera is not None:
        film_code(host, camera)
        pasted = time.monotonic()
        phone.locator("#app button[data-act=net_scan][data-arg=join]").click()
        phone.locator(".scan-overlay video").wait_for()
    else:
        phone.locator("#join-field").fill(code)
        pasted = time.monotonic()
        phone.locator("#app button[data-act=net_join_code]").click()
    answer = phone.locator("#app .net-code")
    answer.wait_for(state="attached", timeout=20_000)
    phone.locator("#app .net-qr svg").wait_for()
    text = answer.get_attribute("data-code") or ""
    started = time.monotonic()
    host.locator("#answer-field").fill(text)
    host.locator("#app button[data-act=net_answer]").click()
    if seats is not None:
        phone.locator("#app button[data-act=net_pick_seat]").first.wait_for(timeout=20_000)
        if offered is not None:
            picks = phone.locator("#app button[data-act=net_pick_seat]")
            offered += picks.evaluate_all("bs => bs.map(b => b.getAttribute('aria-label'))")
        for seat in seats:
            phone.locator(f"#app button[data-act=net_pick_seat][data-arg='{seat}']").click()
        phone.locator("#app button[data-act=net_sit]").click()
    phone.locator("#app .net-pill").wait_for(timeout=20_000)
    done = time.monotonic()
    seated, whole = done - started, done - pasted
    print(
        f"joined: seated {whole * 1000:.0f} ms after the phone's paste, "
        f"{seated * 1000:.0f} ms after the table read the answer",
        file=sys.stderr,
    )
    if host.locator("#app .screen-net-host").count():
        host.locator("#app .actions-main button[data-act=net_back]").click()
    return whole, seated


# Every record the app keeps in IndexedDB (the 'spelkast' database's 'records' store).
READ_RECORDS = """async () => {
  const db = await new Promise((ok, no) => {
    const r = indexedDB.open('spelkast'); r.onsuccess = () => ok(r.result); r.onerror = no;
  });
  const all = await new Promise((ok) => {
    const q = db.transaction('records').objectStore('records').getAll();
    q.onsuccess = () => ok(q.result);
  });
  db.close();
  return all;
}"""


def newest_save(host: Page) -> dict[str, Any] | None:
    """The save of the newest record: the table's open game as it last saved it."""
    records = [json.loads(r) if isinstance(r, str) else r for r in host.evaluate(READ_RECORDS)]
    if not records:
        return None
    save: dict[str, Any] = max(records, key=lambda r: r.get("updated") or 0)["save"]
    return save
