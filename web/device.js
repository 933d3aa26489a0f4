// Spelkast on the device: the install button and the iOS hint, the screen kept on during a
// game (Screen Wake Lock), a dice sound and vibration on throws, captures and penalties
// and at the end of a round or game, and asking the browser to keep the saves for good. A module loaded by index.html before PyScript; no
// inline script, so the CSP stays strict.
//
// Python tells this module what is on screen through attributes on <html> (spelkast_ui/page,
// mark_device): data-screen (home, new, game, rules, settings), data-wake, data-sound and
// data-vibrate ("on" or "off", the settings), and data-news, set on every drawing: empty, or
// a number that changes with every news followed by what is new (throw, mark: a capture or
// a penalty, round, end).

const html = document.documentElement;

// ---- texts -------------------------------------------------------------------------------
// In the page's language from the first paint: early.js sets <html lang> before this module
// runs, the app switches it later (a setting), and the texts follow it.
const TEXT = {
  nl: {
    region: "Installeren",
    install: "Spelkast installeren",
    iosHint: "Installeren op je iPhone of iPad: tik op Delen en dan op ‘Zet op beginscherm’.",
    close: "Sluiten",
    closeHint: "Tip over installeren sluiten",
  },
  en: {
    region: "Install",
    install: "Install Spelkast",
    iosHint: "To install on your iPhone or iPad: tap Share, then “Add to Home Screen”.",
    close: "Close",
    closeHint: "Close the tip about installing",
  },
};
const t = (key) => (html.lang.startsWith("en") ? TEXT.en : TEXT.nl)[key];

// ---- install -----------------------------------------------------------------------------
const slot = document.getElementById("install");
const installButton = document.getElementById("install-button");
const hint = document.getElementById("install-hint");
const hintText = document.getElementById("install-hint-text");
const hintClose = document.getElementById("install-hint-close");
const HINT_KEY = "spelkast.install-hint";

let offer = null; // the kept beforeinstallprompt event: the browser's install dialog
let installed = false;

const standalone = matchMedia("(display-mode: standalone)");
const isInstalled = () => installed || standalone.matches || navigator.standalone === true;

// iOS Safari has no install event; its share sheet adds the app. Other iOS browsers (CriOS,
// FxiOS, EdgiOS...) put that menu elsewhere, so the hint speaks to Safari only. iPadOS
// reports itself as a Mac with a touch screen.
function iosSafari() {
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);
}

function hintDismissed() {
  try {
    return localStorage.getItem(HINT_KEY) === "dismissed";
  } catch {
    return false; // storage refused: show the hint, it can still be closed for this visit
  }
}

let hintClosed = hintDismissed();

function showInstall() {
  if (!slot) return;
  slot.setAttribute("aria-label", t("region"));
  installButton.textContent = t("install");
  hintText.textContent = t("iosHint");
  hintClose.textContent = t("close");
  hintClose.setAttribute("aria-label", t("closeHint"));
  const done = isInstalled();
  installButton.hidden = done || offer === null;
  hint.hidden = done || hintClosed || !iosSafari();
  slot.hidden = installButton.hidden && hint.hidden;
}

addEventListener("beforeinstallprompt", (event) => {
  // Keep the browser's offer for our own button instead of its mini-infobar.
  event.preventDefault();
  offer = event;
  showInstall();
});

addEventListener("appinstalled", () => {
  installed = true;
  offer = null;
  showInstall();
  askToKeep("installed");
});

standalone.addEventListener("change", showInstall);

installButton?.addEventListener("click", async () => {
  const chosen = offer;
  if (!chosen) return;
  offer = null; // an offer prompts once; the browser sends a new event if it may ask again
  showInstall();
  document.getElementById("screen-title")?.focus({ preventScroll: true }); // the button is gone
  try {
    await chosen.prompt();
  } catch (error) {
    console.warn("Spelkast: install prompt failed:", error);
  }
});

hintClose?.addEventListener("click", () => {
  hintClosed = true;
  try {
    localStorage.setItem(HINT_KEY, "dismissed");
  } catch {
    // storage refused: closed for this visit only
  }
  showInstall();
  document.getElementById("screen-title")?.focus({ preventScroll: true });
});

showInstall();

// ---- the screen stays on during a game ---------------------------------------------------
// Asked for while a game is on screen, the setting is on and the page is visible; the
// browser drops the lock by itself when the page is hidden, so it is asked again on return.
let lock = null;
let asking = false;

const wantLock = () =>
  html.dataset.screen === "game" &&
  html.dataset.wake !== "off" &&
  document.visibilityState === "visible";

async function syncWakeLock() {
  if (!("wakeLock" in navigator)) return;
  if (wantLock()) {
    if (lock || asking) return;
    asking = true;
    try {
      const sentinel = await navigator.wakeLock.request("screen");
      sentinel.addEventListener("release", () => {
        if (lock === sentinel) lock = null;
      });
      lock = sentinel;
    } catch {
      lock = null; // refused (battery saver, no permission): the screen may sleep
    } finally {
      asking = false;
    }
    if (!wantLock()) syncWakeLock(); // left the game while the request was under way
  } else if (lock) {
    const held = lock;
    lock = null;
    held.release().catch(() => {});
  }
}

document.addEventListener("visibilitychange", syncWakeLock);

// ---- sound -------------------------------------------------------------------------------
// Made at run time with Web Audio (no sound files): a throw is a few short clicks of noise,
// like dice hitting the table; a capture or penalty two low tones, a round's end one soft
// tone, the game's end two rising ones. A browser
// lets audio start only after the player's first tap, so the context is made then.
let audio = null;

function unlockAudio() {
  if (!audio && (window.AudioContext || window.webkitAudioContext)) {
    try {
      audio = new (window.AudioContext || window.webkitAudioContext)();
    } catch {
      audio = null;
    }
  }
  if (audio && audio.state === "suspended") audio.resume().catch(() => {});
}

// On a touch screen the browser counts a tap as the player's gesture from pointerup (not
// pointerdown); the click that plays the move comes after it, so the first throw is heard.
for (const type of ["pointerdown", "pointerup", "click", "keydown"]) {
  addEventListener(type, unlockAudio, { capture: true, passive: true });
}

function click(at, loud) {
  const length = Math.floor(audio.sampleRate * 0.035);
  const buffer = audio.createBuffer(1, length, audio.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < length; i++) {
    data[i] = (Math.random() * 2 - 1) * Math.exp(-i / (length / 7));
  }
  const source = audio.createBufferSource();
  source.buffer = buffer;
  const band = audio.createBiquadFilter();
  band.type = "bandpass";
  band.frequency.value = 1800 + Math.random() * 1600;
  band.Q.value = 3;
  const gain = audio.createGain();
  gain.gain.value = loud;
  source.connect(band).connect(gain).connect(audio.destination);
  source.start(at);
}

function tone(at, frequency, length) {
  const osc = audio.createOscillator();
  osc.type = "sine";
  osc.frequency.value = frequency;
  const gain = audio.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.18, at + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(audio.destination);
  osc.start(at);
  osc.stop(at + length + 0.05);
}

function playSound(kinds) {
  if (!audio || html.dataset.sound === "off") return;
  if (audio.state === "running") {
    schedule(kinds);
  } else if (audio.state === "suspended") {
    // Woken by this tap: play if it wakes at once; a sound held back for later is stale.
    const asked = performance.now();
    audio
      .resume()
      .then(() => performance.now() - asked < 250 && schedule(kinds))
      .catch(() => {});
  }
}

function schedule(kinds) {
  const now = audio.currentTime + 0.01;
  if (kinds.includes("throw")) {
    for (let i = 0; i < 5; i++) click(now + i * 0.045 + Math.random() * 0.03, 0.5 - i * 0.07);
  }
  const later = kinds.includes("throw") ? now + 0.3 : now;
  if (kinds.includes("end")) {
    tone(later, 660, 0.25);
    tone(later + 0.18, 880, 0.4);
  } else if (kinds.includes("round")) {
    tone(later, 587, 0.25);
  } else if (kinds.includes("mark")) {
    tone(later, 440, 0.18);
    tone(later + 0.12, 392, 0.22);
  }
}

// ---- vibration ---------------------------------------------------------------------------
const canVibrate = typeof navigator.vibrate === "function";
html.dataset.canVibrate = canVibrate ? "yes" : "no";
// Vibration moves the device: it follows the motion setting and the system's reduced
// motion, as the animations do. The sound does not move anything and keeps its own setting.
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

function vibrate(kinds) {
  if (!canVibrate || html.dataset.vibrate === "off") return;
  if (html.dataset.motion === "off" || reducedMotion.matches) return;
  // Before the player's first tap the browser refuses (and complains in the console): a
  // computer's throw right after a reload stays silent.
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
  const pattern = kinds.includes("throw") ? [25] : [];
  const event = kinds.includes("end")
    ? [60, 60, 120]
    : kinds.includes("round")
      ? [50]
      : kinds.includes("mark")
        ? [40, 40, 40]
        : [];
  if (pattern.length && event.length) pattern.push(80); // a pause between the two
  pattern.push(...event);
  if (!pattern.length) return;
  try {
    navigator.vibrate(pattern);
  } catch {
    // no vibration motor or not allowed yet: nothing to do
  }
}

// ---- what this browser can do, and keeping the saves -------------------------------------
// Python reads <html data-can-vibrate> (no switch where nothing would vibrate: iPhones,
// Firefox) and <html data-saves-kept> (yes, no, unknown: whether the browser keeps the
// saves for sure) at every drawing; the event "spelkast:device" tells it of a change.
// Persistent storage is asked for when it means something to the player, not on the
// first visit: when the app runs installed, and after the first finished game (Firefox
// asks the player then; Chrome and Safari decide by themselves). Each reason asks once.
function tellApp(kept) {
  html.dataset.savesKept = kept;
  dispatchEvent(new CustomEvent("spelkast:device"));
}

async function checkKept() {
  try {
    tellApp(navigator.storage && navigator.storage.persisted
      ? (await navigator.storage.persisted()) ? "yes" : "no"
      : "unknown");
  } catch {
    tellApp("unknown");
  }
}

const PERSIST_KEY = "spelkast.persist-asked"; // the reasons already asked for, as JSON

async function askToKeep(reason) {
  if (!navigator.storage || !navigator.storage.persist || html.dataset.savesKept === "yes") return;
  try {
    const asked = JSON.parse(localStorage.getItem(PERSIST_KEY) || "[]");
    if (Array.isArray(asked) && asked.includes(reason)) return;
    localStorage.setItem(PERSIST_KEY, JSON.stringify([...(Array.isArray(asked) ? asked : []), reason]));
  } catch {
    return; // no storage to remember it in: do not ask at every game's end
  }
  try {
    tellApp((await navigator.storage.persist()) ? "yes" : "no");
  } catch {
    // refused to ask (a private window): the saves stay as they are
  }
}

checkKept().then(() => {
  if (isInstalled()) askToKeep("installed");
});

// ---- dice thrown again ---------------------------------------------------------------------
// the page glue patches the screen (web/morph.js): a die that stays on screen from one throw to
// the next keeps its finished tumble, so a throw plays it from the start again.
function tumbleAgain() {
  for (const animation of document.getAnimations()) {
    const name = animation.animationName;
    if ((name === "die-tumble" || name === "die-drop") && animation.playState === "finished") {
      animation.currentTime = 0;
      animation.play();
    }
  }
}

// ---- following the app -------------------------------------------------------------------
new MutationObserver((records) => {
  // One record per change; the values set in turn are each next record's old value and,
  // last, the attribute as it is now: a news drawn over at once in the same task still counts.
  const changes = records.filter((record) => record.attributeName === "data-news");
  if (changes.length) {
    const values = [...changes.slice(1).map((record) => record.oldValue), html.dataset.news];
    const kinds = new Set(values.flatMap((value) => (value || "").split(" ").slice(1)));
    if (kinds.size) {
      playSound([...kinds]);
      vibrate([...kinds]);
    }
    if (kinds.has("throw")) tumbleAgain();
    if (kinds.has("end")) askToKeep("finished");
  }
  syncWakeLock();
  showInstall();
}).observe(html, {
  attributes: true,
  attributeOldValue: true,
  attributeFilter: ["data-screen", "data-wake", "data-news", "lang"],
});
