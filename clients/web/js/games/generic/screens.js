// The generic game's screens (its view and start form), loaded by the registry with the room
// screen, so the join screen does not wait for them.

export { createView } from './view.js';
export { createStartForm } from './start-form.js';
