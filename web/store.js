// Spelkast's saved games in IndexedDB, and which tab plays which game.
// A module loaded by index.html before PyScript: it opens the database (and moves the saves
// of older versions out of localStorage) while Python starts, so the page glue finds every summary
// and the records of the games in progress ready (`spelkastStore.ready`). Python keeps its
// own mirror (spelkast_ui/app/saves.py) and calls put/del/read here; every answer is a promise.
//
// Database `spelkast`: object stores `records` (id -> the record's JSON text, as the old
// `spelkast.save.<id>` keys held it) and `summaries` (id -> a small JSON summary). A save
// writes both in one transaction. Tabs: a Web Lock per game id, held while a tab plays it; a
// BroadcastChannel asks the owner to let go and tells other tabs that a game changed.

const DB_NAME = "spelkast";
const DB_VERSION = 1;
const RECORDS = "records";
const SUMMARIES = "summaries";
const LEGACY_PREFIX = "spelkast.save.";
const OPEN_TIMEOUT_MS = 5000; // some private modes never answer an open
const TAKE_OVER_TIMEOUT_MS = 4000; // an owner that does not answer (a frozen tab) loses it

let db = null;
const writes = new Map(); // id -> the promise of this tab's last write of it
const held = new Map(); // id -> releases this tab's lock on it
const channel = "BroadcastChannel" in self ? new BroadcastChannel("spelkast") : null;
const handlers = { letGo: null, changed: null };

function done(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function finished(tx) {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error || new DOMException("aborted", "AbortError"));
  });
}

// What Python hears of a refused write: "full" (the device's quota) or "failed".
function why(error) {
  return error && error.name === "QuotaExceededError" ? "full" : "failed";
}

function openDb() {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("IndexedDB did not answer")), OPEN_TIMEOUT_MS);
    let request;
    try {
      request = indexedDB.open(DB_NAME, DB_VERSION);
    } catch (error) {
      clearTimeout(timer);
      reject(error);
      return;
    }
    request.onupgradeneeded = () => {
      const base = request.result;
      if (!base.objectStoreNames.contains(RECORDS)) base.createObjectStore(RECORDS);
      if (!base.objectStoreNames.contains(SUMMARIES)) base.createObjectStore(SUMMARIES);
    };
    request.onsuccess = () => {
      clearTimeout(timer);
      const base = request.result;
      base.onversionchange = () => base.close(); // a newer build needs the database
      resolve(base);
    };
    request.onerror = () => {
      clearTimeout(timer);
      reject(request.error);
    };
  });
}

// Every `spelkast.save.<id>` of localStorage moves into the database, one transaction each;
// its key goes only after that transaction committed. An id the database already has is
// not written again (its copy is the same or newer); the old key then goes too. Unreadable
// records move as they are: the app lists them as damaged. What cannot move (a full device)
// stays and is listed from localStorage, and moves on a later start.
async function migrate() {
  let keys;
  try {
    keys = Object.keys(localStorage).filter((key) => key.startsWith(LEGACY_PREFIX));
  } catch {
    return {}; // localStorage refused: nothing to move
  }
  const left = {};
  await Promise.all(
    keys.map(async (key) => {
      const id = key.slice(LEGACY_PREFIX.length);
      const text = localStorage.getItem(key);
      if (text === null) return;
      const tx = db.transaction(RECORDS, "readwrite");
      const store = tx.objectStore(RECORDS);
      const moved = finished(tx);
      store.count(id).onsuccess = (event) => {
        if (event.target.result === 0) store.add(text, id);
      };
      try {
        await moved;
        localStorage.removeItem(key);
      } catch {
        left[id] = text;
      }
    }),
  );
  return left;
}

// Every summary, and the records of the games in progress (and of those without a usable
// summary: Python makes one). A finished game's record is read when it is asked for.
async function snapshot() {
  const tx = db.transaction([RECORDS, SUMMARIES], "readonly");
  const summaryStore = tx.objectStore(SUMMARIES);
  const recordStore = tx.objectStore(RECORDS);
  const [ids, texts, recordIds] = await Promise.all([
    done(summaryStore.getAllKeys()),
    done(summaryStore.getAll()),
    done(recordStore.getAllKeys()),
  ]);
  const summaries = {};
  ids.forEach((id, i) => {
    summaries[id] = texts[i];
  });
  const wanted = recordIds.filter((id) => {
    if (!(id in summaries)) return true;
    try {
      return JSON.parse(summaries[id]).over !== true;
    } catch {
      return true;
    }
  });
  const records = {};
  // A transaction of its own: the first one may have committed while the keys were sorted.
  const reads = db.transaction(RECORDS, "readonly").objectStore(RECORDS);
  const got = await Promise.all(wanted.map((id) => done(reads.get(id))));
  wanted.forEach((id, i) => {
    records[id] = got[i];
  });
  return { summaries, records };
}

// The games other open tabs play now: their refused moves waiting in localStorage
// (spelkast_ui/app/outbox.py) are theirs, not this start's to take.
async function heldElsewhere() {
  if (!hasLocks() || !navigator.locks.query) return [];
  try {
    const { held } = await navigator.locks.query();
    const prefix = lockName("");
    return held.map((lock) => lock.name).filter((name) => name.startsWith(prefix))
      .map((name) => name.slice(prefix.length));
  } catch {
    return [];
  }
}

async function start() {
  try {
    db = await openDb();
  } catch (error) {
    console.warn("Spelkast: no IndexedDB, saves stay in localStorage:", error);
    return { mode: "fallback" };
  }
  const left = await migrate();
  const [snap, held] = await Promise.all([snapshot(), heldElsewhere()]);
  for (const [id, text] of Object.entries(left)) {
    if (!(id in snap.records)) snap.records[id] = text;
  }
  performance.mark("spelkast:store-ready"); // the bench compares it with Python's start
  return { mode: "idb", summaries: snap.summaries, records: snap.records, held };
}

function announce(message) {
  if (channel) channel.postMessage(message);
}

function track(id, promise) {
  writes.set(id, promise);
  promise.finally(() => {
    if (writes.get(id) === promise) writes.delete(id);
  });
  return promise;
}

// Record and summary change in one transaction (both or neither): the promise gives null
// once it committed, else "full"/"failed". Other tabs hear of it.
function change(id, work) {
  return new Promise((resolve) => {
    let tx;
    try {
      tx = db.transaction([RECORDS, SUMMARIES], "readwrite");
      work(tx.objectStore(RECORDS), tx.objectStore(SUMMARIES));
    } catch (error) {
      resolve(why(error));
      return;
    }
    finished(tx).then(
      () => {
        resolve(null);
        announce({ type: "changed", id });
      },
      (error) => resolve(why(error)),
    );
  });
}

// What a full device can give back at once: Python's start snapshot (python.mjs keeps it in
// this cache; a later start makes it again). Saves come first. True when something went.
const REBUILDABLE_CACHES = ["spelkast-python"];
async function makeRoom() {
  let freed = false;
  try {
    for (const name of REBUILDABLE_CACHES) freed = (await caches.delete(name)) || freed;
  } catch {
    // no Cache Storage here: nothing to give back
  }
  return freed;
}

function put(id, record, summary) {
  const write = () =>
    change(id, (records, summaries) => {
      records.put(record, id);
      summaries.put(summary, id);
    });
  const stored = (async () => {
    let failure = await write();
    if (failure === "full" && (await makeRoom())) failure = await write();
    return failure;
  })();
  return track(id, stored);
}

// A summary made again from its record (the stored one could not be trusted): written only
// while the record is still the one it was made from, never beside a newer one.
function repair(id, record, summary) {
  const done = change(id, (records, summaries) => {
    records.get(id).onsuccess = (event) => {
      if (event.target.result === record) summaries.put(summary, id);
    };
  });
  return track(id, done);
}

function remove(id) {
  const done = change(id, (records, summaries) => {
    records.delete(id);
    summaries.delete(id);
  });
  return track(id, done);
}

// [record, summary] of one game, null for what is missing.
async function read(id) {
  const tx = db.transaction([RECORDS, SUMMARIES], "readonly");
  const [record, summary] = await Promise.all([
    done(tx.objectStore(RECORDS).get(id)),
    done(tx.objectStore(SUMMARIES).get(id)),
  ]);
  return [record ?? null, summary ?? null];
}

// Every record as [id, text], for export.
async function readAll() {
  const tx = db.transaction(RECORDS, "readonly");
  const store = tx.objectStore(RECORDS);
  const [ids, texts] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
  return ids.map((id, i) => [id, texts[i]]);
}

// ---- one tab per game ----------------------------------------------------------------------
const lockName = (id) => `spelkast.game.${id}`;
const hasLocks = () => Boolean(navigator.locks && navigator.locks.request);

// Hold the lock until release(); a lock taken from this tab (steal) means the game moved.
function hold(id, lock, resolve) {
  resolve(Boolean(lock));
  if (!lock) return undefined;
  return new Promise((release) => held.set(id, release));
}

function lost(id, error) {
  held.delete(id);
  if (error && error.name === "AbortError" && handlers.letGo) handlers.letGo(id);
}

// Own `id` if no other tab does: true, or false when another tab plays it.
function claim(id) {
  if (!hasLocks() || held.has(id)) return Promise.resolve(true);
  return new Promise((resolve) => {
    navigator.locks
      .request(lockName(id), { ifAvailable: true }, (lock) => hold(id, lock, resolve))
      .catch((error) => lost(id, error));
  });
}

// Ask the owner to let go (it stores what it has first), and own `id` once it has; an owner
// that does not answer in time has the lock taken from it.
function takeOver(id) {
  if (!hasLocks() || held.has(id)) return Promise.resolve();
  return new Promise((resolve) => {
    let settled = false;
    const won = (lock) => {
      if (settled) return undefined; // the other way won: let this lock go at once
      settled = true;
      clearTimeout(timer);
      return hold(id, lock, () => resolve());
    };
    const timer = setTimeout(() => {
      navigator.locks
        .request(lockName(id), { steal: true }, won)
        .catch((error) => lost(id, error));
    }, TAKE_OVER_TIMEOUT_MS);
    navigator.locks.request(lockName(id), won).catch((error) => lost(id, error));
    announce({ type: "let-go", id });
  });
}

// This tab no longer plays `id`: the lock goes once its writes of it are stored.
async function release(id) {
  const free = held.get(id);
  if (!free) return;
  held.delete(id);
  try {
    await writes.get(id);
  } finally {
    free();
  }
}

// WebKit (Safari's engine) does not load the next page while this one still holds a Web
// Lock: a reload in the middle of a game stayed blank. The page is going away, so its locks
// go now (its writes on the way are in session storage, taken back by the next page). A
// page that comes back from the back/forward cache loads again, to own its game anew.
let letGoOnHide = false;
addEventListener("pagehide", () => {
  letGoOnHide = held.size > 0;
  for (const free of held.values()) free();
  held.clear();
});
addEventListener("pageshow", (event) => {
  if (event.persisted && letGoOnHide) location.reload();
});

if (channel) {
  channel.onmessage = (event) => {
    const message = event.data || {};
    if (typeof message.id !== "string") return;
    if (message.type === "let-go" && held.has(message.id) && handlers.letGo) {
      handlers.letGo(message.id);
    } else if (message.type === "changed" && handlers.changed) {
      handlers.changed(message.id);
    }
  };
}

self.spelkastStore = {
  ready: start(),
  put,
  repair,
  remove,
  read,
  readAll,
  claim,
  takeOver,
  release,
  // the page glue: what to do when another tab asks for a game, and when a game changed
  onLetGo: (callback) => {
    handlers.letGo = callback;
  },
  onChanged: (callback) => {
    handlers.changed = callback;
  },
};
