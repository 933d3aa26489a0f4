// Spelkast boot: service worker registration, load progress, failure message, update banner,
// the prerendered home's language and a tap on it before Python is ready.
// A module loaded by index.html before PyScript; no inline script, so the CSP stays strict.
// web/early.js ran before it (a blocking script in <head>) and set <html lang>.

const html = document.documentElement;
const app = document.getElementById("app");
const bar = document.getElementById("boot-bar");
const status = document.getElementById("boot-status");
const banner = document.getElementById("update-banner");

const TEXT = {
  nl: {
    label: "Spelkast laden",
    start: "Spelkast laden…",
    python: "Python starten…",
    packages: "Spelregels laden…",
    app: "Bijna klaar…",
    failed: "Spelkast kon niet starten.",
    failedHelp: "Helpt opnieuw proberen niet, gebruik dan een recente browser.",
    retry: "Opnieuw proberen",
    noWasm: "Deze browser kan Spelkast niet draaien (WebAssembly ontbreekt).",
    update: "Er is een nieuwe versie van Spelkast.",
    reload: "Vernieuwen",
  },
  en: {
    label: "Loading Spelkast",
    start: "Loading Spelkast…",
    python: "Starting Python…",
    packages: "Loading the game rules…",
    app: "Almost ready…",
    failed: "Spelkast could not start.",
    failedHelp: "If trying again does not help, use a recent browser.",
    retry: "Try again",
    noWasm: "This browser cannot run Spelkast (WebAssembly is missing).",
    update: "A new version of Spelkast is available.",
    reload: "Reload",
  },
};

// The UI may switch <html lang> after boot, so look it up each time a text is shown.
const t = (key) => (html.lang.startsWith("en") ? TEXT.en : TEXT.nl)[key];
const isReady = () => html.hasAttribute("data-app-ready");

// ---- the prerendered home (tools/prerender.py) ---------------------------------------------
// #app holds home once per language; app.css shows the one of <html lang>. Keep that one as
// #app's own content, exactly what Python's first drawing puts there, and drop the others.
// The copies after the first carry "--<lang>" on their ids (ids stay unique in the page).
const ID_ATTRS = ["id", "for", "aria-labelledby", "aria-describedby", "aria-controls", "aria-owns"];

function keepOneHome() {
  const copies = app ? [...app.querySelectorAll(":scope > [data-lang-only]")] : [];
  if (copies.length === 0) return;
  const kept = copies.find((c) => c.dataset.langOnly === html.lang) || copies[0];
  if (kept !== copies[0]) {
    const suffix = new RegExp(`--${kept.dataset.langOnly}$`);
    for (const name of ID_ATTRS) {
      for (const el of kept.querySelectorAll(`[${name}]`)) {
        const refs = el.getAttribute(name).split(/\s+/).map((r) => r.replace(suffix, ""));
        el.setAttribute(name, refs.join(" "));
      }
    }
  }
  app.replaceChildren(...kept.childNodes); // moved, not copied: nothing is painted anew
}
keepOneHome();

// ---- early start ----------------------------------------------------------------------
// PyScript asks for Pyodide only after its own modules and config have loaded (~150 ms in);
// fetching and compiling the runtime from here lets that work overlap.
// python.mjs (PyScript's interpreter module) starts reading Python's snapshot and fetching
// the engine and UI as soon as it is imported: import it now, PyScript gets the same module.
import("./python.mjs").catch(() => {}); // a failure shows when PyScript imports it
for (const [rel, href] of [
  ["modulepreload", "vendor/pyodide/pyodide.mjs"],
  ["modulepreload", "vendor/pyodide/pyodide.asm.mjs"],
  ["preload", "vendor/pyodide/pyodide.asm.wasm"],
  ["preload", "vendor/pyodide/python_stdlib.zip"],
]) {
  const link = document.createElement("link");
  link.rel = rel;
  link.href = href;
  if (rel === "preload") {
    link.as = "fetch";
    link.crossOrigin = "anonymous"; // matches the mode and credentials of Pyodide's fetch()
  }
  document.head.append(link);
}

// ---- load progress -------------------------------------------------------------------
// The bar (#boot-bar) fills by a CSS animation of transform (app.css): the compositor runs
// it, so it keeps moving while Python's start holds the main thread. PyScript reports
// stages as `py:progress` events; they change the words beside it, not the bar.
const STAGES = new Map([
  ["Loading Pyodide", "python"],
  ["Loading interpreter", "python"],
  ["Loaded interpreter", "packages"],
  ["Loaded Pyodide", "app"],
]);
let failed = false;

function setStage(key) {
  if (failed || isReady()) return;
  if (status) status.textContent = t(key);
  if (bar) bar.setAttribute("aria-valuetext", t(key));
}

function fail(key, why = "") {
  if (failed || isReady()) return;
  if (key === "failed" && startOnceMore(why)) return;
  failed = true;
  html.setAttribute("data-start-failed", "");
  if (app) app.inert = true; // the home drawn ahead cannot act: app.css greys it
  if (bar) bar.hidden = true;
  dropEarlyTap();
  if (status) {
    status.textContent = t(key);
    status.setAttribute("role", "alert");
  }
  if (key === "failed") offerRetry();
}

// ---- a failed start is tried once more ---------------------------------------------------
// A start can fail for a passing reason: a file cut short, or a WebAssembly fault of a browser
// under load (WebKit once reported a negative size from inside Python's compiler). The page
// then loads once more by itself, once per tab, keeping the reason for the next start; a start
// that fails again shows the message, with a button, since an app on the home screen has no
// reload of its own. A snapshot's failure is python.mjs's own to try again (without one).
const RETRIED = "spelkast.start-retried";

function startOnceMore(why) {
  if (html.dataset.python === "snapshot") {
    failed = true; // python.mjs drops the snapshot and loads the page again: no message
    return true;
  }
  try {
    if (sessionStorage.getItem(RETRIED) !== null) return false;
    sessionStorage.setItem(RETRIED, String(why).slice(0, 300) || "no reason given");
  } catch {
    return false; // nothing remembered across a reload: never risk a loop
  }
  failed = true; // quiet until the page is gone
  location.reload();
  return true;
}

function whyOf(event) {
  const cause = event.error ?? event.reason ?? event.message ?? event.type;
  return String((cause && cause.message) || cause);
}

function offerRetry() {
  showBanner("failedHelp", "retry", () => location.reload());
}

// The banner under the header: a sentence and one button, which acts once.
function showBanner(textKey, buttonKey, act) {
  if (!banner) return;
  const text = document.createElement("span");
  text.textContent = t(textKey);
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = t(buttonKey);
  button.addEventListener("click", () => {
    button.disabled = true;
    act();
  });
  banner.replaceChildren(text, button);
  banner.hidden = false;
}

if (bar) bar.setAttribute("aria-label", t("label"));
setStage("start");

addEventListener("py:progress", (event) => {
  const stage = STAGES.get(String(event.detail));
  if (stage) setStage(stage);
});

new MutationObserver(() => {
  if (!isReady()) return;
  bar?.removeAttribute("aria-busy"); // app.css hides the bar; the status keeps its place
  try {
    // A start that needed a second try says so (tests read it), and the next failure in
    // this tab may be tried again.
    const retried = sessionStorage.getItem(RETRIED);
    if (retried !== null) html.dataset.startRetried = retried;
    sessionStorage.removeItem(RETRIED);
  } catch {
    // no session storage: nothing was kept
  }
}).observe(html, { attributes: true, attributeFilter: ["data-app-ready"] });

// Python failing to start shows up as an uncaught error or rejection, or as PyScript
// finishing its scripts without the app having declared itself ready.
if (typeof WebAssembly !== "object") fail("noWasm");
addEventListener("error", (event) => fail("failed", whyOf(event)));
addEventListener("unhandledrejection", (event) => fail("failed", whyOf(event)));
addEventListener("py:all-done", () => {
  const why = () => pythonError || "the app did not say it was ready";
  setTimeout(() => isReady() || fail("failed", why()), 3000);
});

// PyScript reports Python's own failure on the console, not as an event: until the app is
// ready, the last line of the last console error is kept as the reason a retry remembers.
let pythonError = "";
const consoleError = console.error;
console.error = (...args) => {
  if (!isReady()) pythonError = args.map(String).join(" ").trim().split("\n").pop();
  consoleError.apply(console, args);
};

// ---- a tap before Python is ready ------------------------------------------------------
// The prerendered home looks ready, and a tap on it is not lost: the first tap on one of
// these buttons is kept (the button shows it is busy) and spelkast_ui/page acts on it once,
// right after its first drawing, if that drawing has the same button (act and arg). Only
// ways to look (never a move, a delete or a setting); later taps wait for Python.
const EARLY_ACTS = new Set(["new", "rules", "settings", "history"]);
window.spelkastEarlyTap = null;

function dropEarlyTap() {
  for (const el of document.querySelectorAll("#app [data-early-tap]")) {
    el.removeAttribute("data-early-tap");
    el.removeAttribute("aria-busy");
  }
  window.spelkastEarlyTap = null;
}

app?.addEventListener("click", (event) => {
  // the page glue's first drawing takes data-prerendered away: from then on its own listener acts.
  if (!app.hasAttribute("data-prerendered")) return;
  const el = event.target.closest("[data-act]");
  if (!el || !app.contains(el)) return;
  event.preventDefault();
  if (window.spelkastEarlyTap || failed || !EARLY_ACTS.has(el.dataset.act)) return;
  window.spelkastEarlyTap = { act: el.dataset.act, arg: el.dataset.arg || "", val: el.dataset.val || "" };
  el.setAttribute("data-early-tap", "");
  el.setAttribute("aria-busy", "true");
});

// ---- service worker and updates --------------------------------------------------------
function offerUpdate(worker) {
  // The new worker takes over; controllerchange below then reloads every open tab.
  showBanner("update", "reload", () => worker.postMessage({ type: "SKIP_WAITING" }));
}

function watch(registration) {
  if (!registration) return; // a browser that refuses workers (an automation setting) gives none
  if (registration.waiting && navigator.serviceWorker.controller) {
    offerUpdate(registration.waiting);
  }
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      // Installed while another worker controls the page: a new build is waiting.
      if (worker.state === "installed" && navigator.serviceWorker.controller) {
        offerUpdate(worker);
      }
    });
  });
  // An installed app can stay open for days without a navigation: look for updates when it
  // comes back to the foreground. Offline the check fails quietly.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") registration.update().catch(() => {});
  });
}

if ("serviceWorker" in navigator && /^https?:$/.test(location.protocol)) {
  // The first worker claims the page without a reload; after that a change of controller
  // means a new build took over, and this page must reload so it never mixes two builds.
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (controlled) location.reload();
    controlled = true;
  });
  navigator.serviceWorker
    .register("./service-worker.js")
    .then(watch)
    .catch((error) => console.warn("Spelkast: no offline support:", error));
}
