// Screens are patched, not rewritten: main.py hands every drawing to spelkastMorph, which
// changes only what differs (idiomorph, pinned in package-lock.json and shipped in
// vendor/idiomorph/). Elements that stay keep their identity, so the focus, the scroll
// position and a screen reader's reading position stay where they were, and a notice
// (role="alert") that did not change is not announced again at the next drawing.
// A module loaded by index.html before PyScript, so it is there for main.py's first drawing.
// After each drawing the boards get their one Tab stop (keys.js).
import { Idiomorph } from "./vendor/idiomorph/idiomorph.esm.js";
import { rove } from "./keys.js";

const OPTIONS = {
  morphStyle: "innerHTML",
  ignoreActiveValue: true, // what is being typed stays as typed (main.py sends it first)
};

// `fresh`: the drawing answers a new event that brought a notice. A notice with the same
// text as the one on screen (the same refusal twice) is put in anew, so it is heard again.
window.spelkastMorph = (root, html, fresh) => {
  Idiomorph.morph(root, html, OPTIONS);
  rove(root); // one Tab stop per board, the arrows within it (keys.js)
  if (!fresh) return;
  for (const alert of root.querySelectorAll('[role="alert"]')) {
    const focused = alert.contains(document.activeElement) ? document.activeElement : null;
    if (focused) continue; // never pull the focus out from under the player
    alert.replaceWith(alert.cloneNode(true));
  }
};
