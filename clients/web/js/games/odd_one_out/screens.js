// This game's screens (its view and the host's start form), loaded by the registry when the
// room or TV screen is. The TV shows the view too: it never holds a word.

export { createView } from './view.js';
export { createStartForm } from './start-form.js';
