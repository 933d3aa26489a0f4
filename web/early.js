// Spelkast before the first paint: the page's language and motion setting.
//
// A classic script in <head>, loaded without defer or async (no inline code: the CSP stays
// strict), so it runs before the body is parsed and painted. A module (boot.js) would run
// too late: Chrome paints the parsed page before module scripts run when one is slow to come.
// index.html holds the prerendered home screen in every language (tools/prerender.py);
// app.css shows the copy whose data-lang-only is <html lang>, set here.

(() => {
  const html = document.documentElement;

  function saved() {
    try {
      return JSON.parse(localStorage.getItem("spelkast.settings") || "{}") || {};
    } catch {
      return {}; // unreadable or refused storage: the browser's language decides
    }
  }

  // As the app chooses (controller.lang): ?lang=, else the saved setting, else the browser's.
  const settings = saved();
  const forced = new URLSearchParams(location.search).get("lang");
  let lang = (navigator.language || "nl").toLowerCase().startsWith("nl") ? "nl" : "en";
  if (settings.lang === "nl" || settings.lang === "en") lang = settings.lang;
  if (forced === "nl" || forced === "en") lang = forced;
  html.lang = lang;
  // Python draws every screen anew, so the browser's memory of a scroll offset (kept as a
  // place in the old page) lands somewhere arbitrary after a reload: a game opened half
  // scrolled away. Each screen starts at its top instead (spelkast_ui/page).
  if ("scrollRestoration" in history) history.scrollRestoration = "manual";
  // The app's own "motion off" setting calms the loading bar from the start (the page glue sets
  // data-motion again at every drawing).
  if (settings.motion === "off") html.setAttribute("data-motion", "off");

  // A reload away from home (the app keeps this tab's screen in sessionStorage): the
  // prerendered home would show until Python has opened that screen again, and then vanish.
  // data-returning hides #app until the app is ready (app.css); the loading bar shows meanwhile.
  try {
    const current = JSON.parse(sessionStorage.getItem("spelkast.current") || "{}");
    const screen = current && typeof current === "object" ? current.screen : undefined;
    if (typeof screen === "string" && screen !== "home") html.setAttribute("data-returning", "");
  } catch {
    // unreadable or refused storage: home is what Python will draw too
  }

  // The title and description in that language: the build wrote the others as data-<lang>.
  const title = document.querySelector("title");
  const description = document.querySelector('meta[name="description"]');
  if (title && title.hasAttribute(`data-${lang}`)) {
    document.title = title.getAttribute(`data-${lang}`);
  }
  if (description && description.hasAttribute(`data-${lang}`)) {
    description.setAttribute("content", description.getAttribute(`data-${lang}`));
  }
})();
