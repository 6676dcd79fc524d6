// This game's screens (its view, the host's start form, its TV stage), loaded by the registry
// when the room or TV screen is, so the join screen does not wait for them.

export { createView } from './view.js';
export { createStartForm } from './start-form.js';
export { tvView } from './tv.js';
