// What the night's page and the recap share: a language picker that reloads the page in the
// chosen language, and mounting the page.

/** The context the shared views need ({t, lang, setLanguage}); a new language reloads with `?lang=`. */
export function pageContext(t, lang) {
  return { t, lang, setLanguage: (l) => { const u = new URL(location.href); u.searchParams.set('lang', l); location.assign(u); } };
}

/** Show `el` as the page `screen` (`night`, `recap`) in `root`, in language `lang`. */
export function mount(root, el, screen, lang) {
  document.documentElement.lang = lang;
  root.replaceChildren(el);
  document.body.dataset.screen = screen;
}
