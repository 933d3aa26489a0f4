// Spelkast boot: service worker registration, load progress, failure message, update banner.
// A module loaded by index.html before PyScript; no inline script, so the CSP stays strict.

const html = document.documentElement;
const progress = document.getElementById("boot-progress");
const status = document.getElementById("boot-status");
const banner = document.getElementById("update-banner");

const TEXT = {
  nl: {
    start: "Spelkast laden…",
    python: "Python starten…",
    packages: "Spelregels laden…",
    app: "Bijna klaar…",
    failed:
      "Spelkast kon niet starten. Herlaad de pagina; helpt dat niet, gebruik dan een recente browser.",
    noWasm: "Deze browser kan Spelkast niet draaien (WebAssembly ontbreekt).",
    update: "Er is een nieuwe versie van Spelkast.",
    reload: "Vernieuwen",
  },
  en: {
    start: "Loading Spelkast…",
    python: "Starting Python…",
    packages: "Loading the game rules…",
    app: "Almost ready…",
    failed: "Spelkast could not start. Reload the page; if that does not help, use a recent browser.",
    noWasm: "This browser cannot run Spelkast (WebAssembly is missing).",
    update: "A new version of Spelkast is available.",
    reload: "Reload",
  },
};

// The language before Python runs, chosen as the app chooses it (controller.lang): ?lang=,
// else the saved setting, else the browser's. The static shell is written in Dutch; its few
// texts are put in English here, so the loading screen never speaks the wrong language.
function earlyLang() {
  const forced = new URLSearchParams(location.search).get("lang");
  if (forced === "nl" || forced === "en") return forced;
  try {
    const saved = JSON.parse(localStorage.getItem("spelkast.settings") || "{}").lang;
    if (saved === "nl" || saved === "en") return saved;
  } catch {
    // unreadable or refused storage: the browser's language decides
  }
  return (navigator.language || "nl").toLowerCase().startsWith("nl") ? "nl" : "en";
}

const SHELL_EN = {
  "boot-progress": ["aria-label", "Loading Spelkast"],
  "screen-title": ["textContent", "Pick a game"],
  "shell-games": ["textContent", "Games"],
  "shell-meta": ["textContent", "2–8 players · 15–30 min"],
  "shell-tagline": [
    "textContent",
    "Throw under the cup, keep your hand secret and dodge the penalty chips.",
  ],
  "shell-new": ["textContent", "New game"],
  "shell-rules": ["textContent", "Rules"],
};

html.lang = earlyLang();
if (html.lang === "en") {
  for (const [id, [prop, text]] of Object.entries(SHELL_EN)) {
    const el = document.getElementById(id);
    if (!el) continue;
    if (prop === "textContent") el.textContent = text;
    else el.setAttribute(prop, text);
  }
}

// The UI may switch <html lang> after boot, so look it up each time a text is shown.
const t = (key) => (html.lang.startsWith("en") ? TEXT.en : TEXT.nl)[key];
const isReady = () => html.hasAttribute("data-app-ready");

// ---- early start ----------------------------------------------------------------------
// PyScript asks for Pyodide only after its own modules and config have loaded (~150 ms in);
// fetching and compiling the runtime from here lets that work overlap.
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
// PyScript reports stages as `py:progress` events; between them the bar creeps towards the
// stage's ceiling so a slow phone never looks stuck. Fractions follow measured timings:
// nearly all the wait is the interpreter (WebAssembly + standard library); unpacking the
// engine and UI is quick, then main.py builds the first screen.
const STAGES = new Map([
  // message: [reached, ceiling, text]
  ["Loading Pyodide", [0.05, 0.85, "python"]],
  ["Loading interpreter", [0.1, 0.85, "python"]],
  ["Loaded interpreter", [0.85, 0.9, "packages"]],
  ["Loaded Pyodide", [0.9, 0.98, "app"]],
]);
let shown = 0;
let target = 0.1;
let failed = false;

function setStage(fraction, ceiling, key) {
  shown = Math.max(shown, fraction);
  target = Math.max(target, ceiling);
  if (status && !failed) status.textContent = t(key);
  render();
}

function render() {
  if (progress) progress.value = shown;
}

function fail(key) {
  if (failed || isReady()) return;
  failed = true;
  clearInterval(creep);
  if (progress) progress.hidden = true;
  if (status) {
    status.textContent = t(key);
    status.setAttribute("role", "alert");
  }
}

if (progress) progress.max = 1;
setStage(0.02, 0.1, "start");
const creep = setInterval(() => {
  shown += (target - shown) * 0.03;
  render();
}, 200);

addEventListener("py:progress", (event) => {
  const stage = STAGES.get(String(event.detail));
  if (stage) setStage(...stage);
});

new MutationObserver(() => {
  if (!isReady()) return;
  clearInterval(creep);
  shown = 1;
  render();
  if (status && !failed) status.textContent = "";
}).observe(html, { attributes: true, attributeFilter: ["data-app-ready"] });

// Python failing to start shows up as an uncaught error or rejection, or as PyScript
// finishing its scripts without the app having declared itself ready.
if (typeof WebAssembly !== "object") fail("noWasm");
addEventListener("error", () => fail("failed"));
addEventListener("unhandledrejection", () => fail("failed"));
addEventListener("py:all-done", () => setTimeout(() => isReady() || fail("failed"), 3000));

// ---- service worker and updates --------------------------------------------------------
function offerUpdate(worker) {
  if (!banner) return;
  const text = document.createElement("span");
  text.textContent = t("update");
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = t("reload");
  button.addEventListener("click", () => {
    button.disabled = true;
    // The new worker takes over; controllerchange below then reloads every open tab.
    worker.postMessage({ type: "SKIP_WAITING" });
  });
  banner.replaceChildren(text, button);
  banner.hidden = false;
}

function watch(registration) {
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
