// Spelkast service worker: one cache per build, cache-first, offline after the first visit.
// tools/build_dist.py replaces the two lines below with the build id and every dist file.
const BUILD_ID = "dev";
const PRECACHE = [];

const PREFIX = "spelkast-";
const CACHE = PREFIX + BUILD_ID;
// web/python.mjs keeps Python's memory snapshot here; its key says which build it fits,
// and python.mjs drops a stale one itself, so a new build does not throw it away.
const SNAPSHOTS = PREFIX + "python";
const SCOPE = new URL("./", self.location).href;

self.addEventListener("install", (event) => {
  // cache: "no-cache" revalidates every file with the server, so this build's cache never
  // holds an older copy from the HTTP cache, yet files the page just loaded cost only a 304.
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(PRECACHE.map((path) => new Request(SCOPE + path, { cache: "no-cache" }))),
    ),
  );
  // No skipWaiting here: an update waits until the page asks for it (SKIP_WAITING), so a
  // running game never has its files swapped underneath it.
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((k) => k.startsWith(PREFIX) && k !== CACHE && k !== SNAPSHOTS).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith(respond(request));
});

async function respond(request) {
  // Only this build's cache is consulted, so one page never mixes files of two builds.
  // Query strings (?lang=en) are app state, not part of a file's identity.
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  if (request.mode === "navigate") {
    // Any in-scope page, e.g. the start URL "./", is the app shell.
    const shell = await cache.match(SCOPE + "index.html");
    if (shell) return shell;
  }
  return fetch(request);
}
