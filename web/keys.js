// Boards by keyboard: one roving focus per board, arrow keys between its targets, Enter or
// Space to act (buttons do so themselves; the page glue sends a key on a drawing's role=button
// target as a tap). A board is an element with `data-board`, and every game screen is one
// as a whole (its tools, top bar and closed panels aside), so a game needs no code of its
// own: Tab enters a board once (at its current target: the one last used, else the one the
// game marks as the next step, else the first), the arrows move in the direction pressed
// (the nearest target that way on screen, so dice rows, sheets and the pyramid's hexagons
// all work), Home and End go to the first and last target, and Tab leaves the board.
// morph.js calls `rove(root)` after every drawing.

const BOARD = "[data-board], .screen-game";
const TARGET = "[data-act]";
const ASIDE = ".game-tools, .screen-top, details:not([open]) > :not(summary)";
const current = new WeakMap(); // board element -> its target that takes the Tab

function usable(el) {
  return (
    !el.matches(":disabled") &&
    el.getAttribute("aria-disabled") !== "true" &&
    el.tagName !== "INPUT" &&
    el.tagName !== "SELECT" &&
    !el.closest(ASIDE) &&
    !el.closest("[aria-hidden=\"true\"], [inert]") &&  // not shown to assistive tech: no stop
    el.getClientRects().length > 0
  );
}

function boardOf(el) {
  const board = el.closest(BOARD);
  return board && !el.closest(ASIDE) ? board : null;
}

function targets(board) {
  return [...board.querySelectorAll(TARGET)].filter((el) => usable(el) && boardOf(el) === board);
}

export function rove(root) {
  const boards = new Set([...root.querySelectorAll(BOARD)]);
  for (const board of boards) {
    const all = targets(board);
    if (!all.length) continue;
    let chosen = current.get(board);
    if (!chosen || !all.includes(chosen)) {
      const active = document.activeElement;
      chosen =
        (all.includes(active) && active) ||
        all.find((el) => el.hasAttribute("data-autofocus")) ||
        all[0];
      current.set(board, chosen);
    }
    for (const el of all) el.setAttribute("tabindex", el === chosen ? "0" : "-1");
  }
}

const centre = (el) => {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};

// The nearest target in the direction pressed; off the line counts double, so a row or a
// column is followed before a diagonal. Targets within 45 degrees of the arrow come first:
// a die raised a little (kept aside) is not "down" from its neighbour.
function nearest(from, all, dx, dy) {
  const a = centre(from);
  let best = null;
  let bestScore = Infinity;
  for (const el of all) {
    if (el === from) continue;
    const b = centre(el);
    const along = (b.x - a.x) * dx + (b.y - a.y) * dy;
    if (along <= 1) continue;
    const across = Math.abs((b.x - a.x) * dy) + Math.abs((b.y - a.y) * dx);
    const score = along + 2 * across + (across > along ? 1e6 : 0);
    if (score < bestScore) [best, bestScore] = [el, score];
  }
  return best;
}

const MOVES = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

function onKey(event) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const from = event.target.closest && event.target.closest(TARGET);
  if (!from) return;
  const board = boardOf(from);
  if (!board) return;
  // In a field the keys type and move the caret; only up and down leave it (to the
  // button below an answer, say): Tab would skip the board's other targets.
  if (/^(INPUT|SELECT|TEXTAREA)$/.test(from.tagName) && !/^Arrow(Up|Down)$/.test(event.key)) return;
  const all = targets(board);
  let to = null;
  if (event.key in MOVES) to = nearest(from, all, ...MOVES[event.key]);
  else if (event.key === "Home") to = all[0];
  else if (event.key === "End") to = all[all.length - 1];
  else return;
  event.preventDefault(); // the page does not scroll by the arrow
  if (!to || to === from) return;
  current.set(board, to);
  for (const el of all) el.setAttribute("tabindex", el === to ? "0" : "-1");
  to.focus({ preventScroll: true });
  to.scrollIntoView({ block: "nearest", inline: "nearest" });
}

// A tap or a click on a target makes it the board's current one.
function onFocus(event) {
  const el = event.target.closest && event.target.closest(TARGET);
  const board = el && boardOf(el);
  if (!board || !usable(el)) return;
  current.set(board, el);
  for (const other of targets(board)) other.setAttribute("tabindex", other === el ? "0" : "-1");
}

const app = document.getElementById("app");
if (app) {
  app.addEventListener("keydown", onKey);
  app.addEventListener("focusin", onFocus);
}
