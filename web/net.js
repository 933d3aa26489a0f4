// One table across several devices (issue 38): the WebRTC transport, the clock pings, the
// camera scanner and the QR drawing. Python decides everything (spelkast_ui/net/ and
// pyengine/net/); this module only moves text between devices, stamps times and reads
// codes. It is loaded by index.html before PyScript and waits for the page glue to listen.
//
// A connection is one RTCPeerConnection with no ICE servers (host candidates only: it
// works on a Wi-Fi or a hotspot without internet, and nothing leaves the local network)
// and two data channels agreed in advance (no in-band setup): "game", ordered and
// reliable, for the protocol's messages; "clock", unordered and never resent, for pings.
// The table pings each device every second; the device answers at once with its own
// clock, and Python turns the three times into the device's clock offset (net/clock.py).
// No message for QUIET_MS marks a connection "quiet"; one that comes back is "open" again.

const CHUNK = 16000; // characters per data channel message: every browser takes this
const PING_MS = 1000;
const QUIET_MS = 3500;
const GATHER_MS = 4000; // ICE gathering with host candidates takes milliseconds; never wait longer
const SCAN_EVERY_MS = 120;
const QR_MODULE = './vendor/qr/index.js';
const DECODER_MODULE = './vendor/qr/decode.js';

const links = new Map(); // id -> link
let handlers = null; // the page glue's {message, state, clock, scanned}
const early = []; // what arrived before the page glue listened

function emit(kind, ...args) {
  if (handlers) handlers[kind](...args);
  else early.push([kind, args]);
}

// Tests and the bench inject a one-way delay (ms) on this device, or drop everything
// for a while (a Wi-Fi that goes away without the connection knowing).
const delay = () => Number(globalThis.__spelkastNetDelay || 0);
const paused = () => Boolean(globalThis.__spelkastNetPause);

function later(fn) {
  const ms = delay();
  if (ms > 0) setTimeout(fn, ms);
  else fn();
}

function newLink(id) {
  const pc = new RTCPeerConnection({ iceServers: [] });
  const game = pc.createDataChannel('game', { negotiated: true, id: 0, ordered: true });
  const clock = pc.createDataChannel('clock', {
    negotiated: true, id: 1, ordered: false, maxRetransmits: 0,
  });
  const link = { id, pc, game, clock, parts: [], heard: 0, state: 'connecting', timer: 0 };
  links.set(id, link);
  game.onmessage = (e) => { if (!paused()) later(() => received(link, String(e.data))); };
  clock.onmessage = (e) => { if (!paused()) later(() => ticked(link, String(e.data))); };
  game.onopen = () => { link.heard = performance.now(); setState(link, 'open'); startPings(link); };
  game.onclose = () => closed(link);
  pc.onconnectionstatechange = () => {
    if (pc.connectionState === 'failed' || pc.connectionState === 'closed') closed(link);
  };
  return link;
}

function setState(link, state) {
  if (link.state === state) return;
  link.state = state;
  emit('state', link.id, state);
}

function closed(link, quietly = false) {
  if (links.get(link.id) !== link) return; // a link replaced by a newer one of the same id
  links.delete(link.id);
  clearInterval(link.timer);
  try { link.pc.close(); } catch (e) { /* already closed */ }
  if (!quietly) setState(link, 'closed');
}

function gathered(pc) {
  return new Promise((resolve) => {
    const done = () => resolve();
    if (pc.iceGatheringState === 'complete') return done();
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState === 'complete') done();
    });
    setTimeout(done, GATHER_MS);
  });
}

function received(link, text) {
  link.heard = performance.now();
  if (link.state === 'quiet') setState(link, 'open');
  if (text.startsWith('\u0001')) { // a part of a long message: "\u0001<i>/<n>:" + text
    const colon = text.indexOf(':');
    const [i, n] = text.slice(1, colon).split('/').map(Number);
    link.parts[i] = text.slice(colon + 1);
    if (i + 1 < n) return;
    text = link.parts.join('');
    link.parts = [];
  }
  emit('message', link.id, text, performance.now());
}

function ticked(link, text) {
  const now = performance.now();
  link.heard = now;
  if (link.state === 'quiet') setState(link, 'open');
  let data;
  try { data = JSON.parse(text); } catch (e) { return; }
  if (data.ping !== undefined) { // the table asks for this device's time: answer at once
    sendClock(link, JSON.stringify({ pong: data.ping, at: now }));
  } else if (data.pong !== undefined) {
    emit('clock', link.id, Number(data.pong), Number(data.at), now);
  }
}

function sendClock(link, text) {
  later(() => {
    if (paused() || link.clock.readyState !== 'open') return;
    try { link.clock.send(text); } catch (e) { /* closing */ }
  });
}

function startPings(link) {
  if (!link.pings) return;
  let quick = 5; // a first offset at once, then one a second
  const ping = () => {
    if (link.game.readyState !== 'open') return;
    sendClock(link, JSON.stringify({ ping: performance.now() }));
    if (performance.now() - link.heard > QUIET_MS) setState(link, 'quiet');
  };
  ping();
  const burst = setInterval(() => { ping(); if (--quick <= 0) clearInterval(burst); }, 100);
  link.timer = setInterval(ping, PING_MS);
}

function watchQuiet(link) {
  // A device notices a quiet table by its missing pings.
  link.timer = setInterval(() => {
    if (link.state === 'open' && performance.now() - link.heard > QUIET_MS) setState(link, 'quiet');
  }, 500);
}

const net = {
  // the page glue: {message(id, text, at), state(id, state), clock(id, t1, t2, t3), scanned(text)}
  listen(h) {
    handlers = h;
    for (const [kind, args] of early.splice(0)) emit(kind, ...args);
  },

  // The table: a new connection and its offer (SDP, after gathering).
  async offer(id) {
    const link = newLink(id);
    link.pings = true;
    await link.pc.setLocalDescription();
    await gathered(link.pc);
    return link.pc.localDescription.sdp;
  },

  // The table: the joining device's answer to offer `id`.
  async accept(id, sdp) {
    const link = links.get(id);
    if (!link) throw new Error('no such invitation');
    await link.pc.setRemoteDescription({ type: 'answer', sdp });
  },

  // A joining device: the table's offer in, this device's answer (SDP) out.
  async answer(id, sdp) {
    const old = links.get(id);
    if (old) closed(old, true); // joining anew: the old connection goes without news
    const link = newLink(id);
    watchQuiet(link);
    await link.pc.setRemoteDescription({ type: 'offer', sdp });
    await link.pc.setLocalDescription();
    await gathered(link.pc);
    return link.pc.localDescription.sdp;
  },

  send(id, text) {
    const link = links.get(id);
    if (!link) return false;
    later(() => {
      if (paused() || link.game.readyState !== 'open') return;
      try {
        if (text.length <= CHUNK) { link.game.send(text); return; }
        const n = Math.ceil(text.length / CHUNK);
        for (let i = 0; i < n; i++) {
          link.game.send(`\u0001${i}/${n}:` + text.slice(i * CHUNK, (i + 1) * CHUNK));
        }
      } catch (e) { /* closing: the protocol resends what was not answered */ }
    });
    return true;
  },

  close(id) {
    const link = links.get(id);
    if (link) closed(link);
  },

  state(id) {
    const link = links.get(id);
    return link ? link.state : 'closed';
  },

  // -- reading a code with the camera -------------------------------------------------------
  // labels: {title, cancel, denied}. The code read (or null: cancelled, no camera) goes
  // to handlers.scanned. The overlay lies outside #app, so Python's drawings leave it be.
  async scan(labels) {
    stopScan();
    const box = document.createElement('div');
    box.className = 'scan-overlay';
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', labels.title);
    const title = document.createElement('p');
    title.className = 'scan-title';
    title.textContent = labels.title;
    const video = document.createElement('video');
    video.setAttribute('playsinline', '');
    video.muted = true;
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.className = 'btn btn-primary';
    cancel.textContent = labels.cancel;
    cancel.addEventListener('click', () => finishScan(null));
    box.append(title, video, cancel);
    document.body.append(box);
    scanning = { box, video, stream: null, timer: 0, done: false };
    const run = scanning;
    try {
      run.stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' }, audio: false,
      });
    } catch (e) {
      title.textContent = labels.denied;
      return;
    }
    if (run.done) { run.stream.getTracks().forEach((t) => t.stop()); return; }
    video.srcObject = run.stream;
    await video.play().catch(() => {});
    const detector = await makeDetector();
    const look = async () => {
      if (run.done) return;
      try {
        if (video.readyState >= 2) {
          const found = await detector.detect(video);
          const code = found.find((c) => /^SK[JAK]/i.test(c.rawValue || ''));
          if (code) { finishScan(code.rawValue); return; }
        }
      } catch (e) { /* a frame that could not be read: the next one */ }
      run.timer = setTimeout(look, SCAN_EVERY_MS);
    };
    look();
  },

  cancelScan() { stopScan(); },
};

let scanning = null;

async function makeDetector() {
  // The browser's own BarcodeDetector where it reads QR codes (Android, macOS); else the
  // shipped decoder (iPhone Safari, Firefox, desktop Linux): vendor/qr, pinned by hash.
  try {
    if ('BarcodeDetector' in globalThis) {
      const formats = await globalThis.BarcodeDetector.getSupportedFormats();
      if (formats.includes('qr_code')) return new globalThis.BarcodeDetector({ formats: ['qr_code'] });
    }
  } catch (e) { /* fall through to the shipped decoder */ }
  const { BarcodeDetector } = await import(DECODER_MODULE);
  return new BarcodeDetector({ formats: ['qr_code'] });
}

function stopScan() {
  const run = scanning;
  scanning = null;
  if (!run) return;
  run.done = true;
  clearTimeout(run.timer);
  if (run.stream) run.stream.getTracks().forEach((t) => t.stop());
  run.box.remove();
}

function finishScan(text) {
  stopScan();
  emit('scanned', text);
}

// -- drawing codes: every [data-qr] element in the app shows its text as a QR code --------
let encoder = null;

async function drawCodes(root) {
  const todo = [...root.querySelectorAll('[data-qr]')].filter(
    (el) => el.getAttribute('data-qr-drawn') !== el.getAttribute('data-qr'),
  );
  if (!todo.length) return;
  encoder ??= import(QR_MODULE);
  const { encodeQR } = await encoder;
  for (const el of todo) {
    const text = el.getAttribute('data-qr');
    el.innerHTML = encodeQR(text, 'svg', { ecc: 'medium', border: 2 });
    el.setAttribute('data-qr-drawn', text);
  }
}

function watchCodes() {
  const app = document.getElementById('app');
  if (!app) return;
  new MutationObserver(() => { drawCodes(app); }).observe(app, {
    childList: true, subtree: true, attributes: true, attributeFilter: ['data-qr'],
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watchCodes);
else watchCodes();

globalThis.spelkastNet = net;
