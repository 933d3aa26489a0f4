// Screens are patched, not rewritten: the page glue hands every drawing to spelkastMorph, which
// changes only what differs (idiomorph, pinned in package-lock.json and shipped in
// vendor/idiomorph/). Elements that stay keep their identity, so the focus, the scroll
// position and a screen reader's reading position stay where they were, and a notice
// (role="alert") that did not change is not announced again at the next drawing.
// A module loaded by index.html before PyScript, so it is there for the page glue's first drawing.
// After each drawing the boards get their one Tab stop (keys.js).
import { Idiomorph } from "./vendor/idiomorph/idiomorph.esm.js";
import { rove } from "./keys.js";

// A board drawn in SVG is taken whole: patched piece by piece, the dice pyramid's hit areas
// came out in an order the drawing did not have (a tap meant for one die reached another,
// tests/browser/test_abquetschen_app.py). The <svg> element itself stays, so the page's
// layout and the board's place hold still; a focused target's like in the new drawing
// (same data-act and data-arg) takes the focus back.
function takeWholeBoard(oldNode, newNode) {
  if (!(oldNode instanceof SVGSVGElement) || !(newNode instanceof SVGSVGElement)) return true;
  if (!oldNode.querySelector("[data-act]") && !newNode.querySelector("[data-act]")) return true;
  const active = document.activeElement;
  const focused = active && oldNode.contains(active) ? active.closest("[data-act]") : null;
  takeAttributes(oldNode, newNode);
  oldNode.replaceChildren(...[...newNode.childNodes].map((n) => document.importNode(n, true)));
  if (focused) {
    const like = [...oldNode.querySelectorAll("[data-act]")].find(
      (el) =>
        el.getAttribute("data-act") === focused.getAttribute("data-act") &&
        el.getAttribute("data-arg") === focused.getAttribute("data-arg"),
    );
    if (like) like.focus({ preventScroll: true });
  }
  return false; // taken whole: idiomorph leaves it
}

function takeAttributes(oldNode, newNode) {
  for (const { name } of [...oldNode.attributes]) {
    if (!newNode.hasAttribute(name)) oldNode.removeAttribute(name);
  }
  for (const { name, value } of [...newNode.attributes]) {
    if (oldNode.getAttribute(name) !== value) oldNode.setAttribute(name, value);
  }
}

const TYPED = "textarea, select, [contenteditable], input:not([type=button], [type=submit], " +
  "[type=reset], [type=checkbox], [type=radio], [type=range], [type=file])";

// idiomorph's ignoreActiveValue keeps the focused element's children as they were: right
// for a field being typed in, wrong for a focused button whose drawing changed (Raffzahn's
// Throw, tapped, becomes STOP in place: it kept saying "Throw"). A focused control that is
// not typed in is morphed here, children and all; it stays the same element, so it keeps
// the focus.
function morphFocusedControl(oldNode, newNode) {
  if (oldNode !== document.activeElement || !(oldNode instanceof HTMLElement)) return true;
  if (oldNode.matches(TYPED) || !(newNode instanceof HTMLElement)) return true;
  if (oldNode.tagName !== newNode.tagName) return true;
  takeAttributes(oldNode, newNode);
  Idiomorph.morph(oldNode, newNode.innerHTML, INNER);
  return false; // done: idiomorph leaves it
}

// A list (<details>) the player opened or closed stays so: a drawing for another reason (a
// hint asked, a computer's move, a timer) has it as it was drawn, closed mostly, and would
// fold it away under his eyes. The drawing still has its say when it changes its mind (it
// opens or closes the list where the drawing before did not) or when the list is another
// list: another class, or another `data-list` (a drawing sets one where the same list
// holds other things: the funnels after the dice, another player's dice). A list is known
// by these two, not as an element: idiomorph may put a list in anew (when it pairs the
// elements around it otherwise), and that one is kept as the player left the old one.
// `drawn` keeps each list's open state as last drawn, the player's clicks aside; `shown`
// the lists on the screen before the drawing, by what they are.
const drawn = new WeakMap();
let shown = new Map();

function listKey(el) {
  return `${el.getAttribute("class") ?? ""}|${el.getAttribute("data-list") ?? ""}`;
}

function listsShown(root) {
  const lists = new Map();
  for (const el of root.querySelectorAll("details")) {
    const key = listKey(el);
    const was = { open: el.open, drawn: drawn.get(el) ?? el.open };
    lists.set(key, lists.has(key) ? null : was); // two alike: neither is kept
  }
  return lists;
}

// Open or not: as the player left it if the drawing draws it as before, else as drawn.
function asLeft(el, open) {
  const was = shown.get(listKey(el));
  return was && was.drawn === open ? was.open : open;
}

function keepOpenState(oldNode, newNode) {
  if (!(oldNode instanceof HTMLDetailsElement) || !(newNode instanceof HTMLDetailsElement)) return;
  const open = newNode.hasAttribute("open");
  drawn.set(oldNode, open);
  if (asLeft(newNode, open)) newNode.setAttribute("open", "");
  else newNode.removeAttribute("open");
}

// The lists put in anew (those patched are done).
function keepNewLists(root) {
  for (const el of root.querySelectorAll("details")) {
    if (drawn.has(el)) continue;
    const open = el.hasAttribute("open");
    drawn.set(el, open);
    el.open = asLeft(el, open);
  }
}

function beforeNodeMorphed(oldNode, newNode) {
  keepOpenState(oldNode, newNode);
  return takeWholeBoard(oldNode, newNode) && morphFocusedControl(oldNode, newNode);
}

const INNER = { morphStyle: "innerHTML", callbacks: { beforeNodeMorphed: takeWholeBoard } };

const OPTIONS = {
  morphStyle: "innerHTML",
  ignoreActiveValue: true, // what is being typed stays as typed (the page glue sends it first)
  callbacks: { beforeNodeMorphed },
};

// `fresh`: the drawing answers a new event that brought a notice. A notice with the same
// text as the one on screen (the same refusal twice) is put in anew, so it is heard again.
window.spelkastMorph = (root, html, fresh) => {
  shown = listsShown(root);
  Idiomorph.morph(root, html, OPTIONS);
  keepNewLists(root);
  rove(root); // one Tab stop per board, the arrows within it (keys.js)
  if (!fresh) return;
  for (const alert of root.querySelectorAll('[role="alert"]')) {
    const focused = alert.contains(document.activeElement) ? document.activeElement : null;
    if (focused) continue; // never pull the focus out from under the player
    alert.replaceWith(alert.cloneNode(true));
  }
};
