// Server errors as the page shows them: every error code has a sentence in each language
// (never the server's English `message`), and errors about a form field name that field so
// the page can show the sentence next to it. Pure.

const CODE_KEYS = {
  room_not_found: 'webErrRoomNotFound', name_taken: 'webErrNameTaken', room_locked: 'webErrRoomLocked', room_full: 'webErrRoomFull',
  invalid_token: 'webErrInvalidToken', not_allowed: 'webErrNotAllowed', not_host: 'webErrNotHost', not_your_turn: 'webErrNotYourTurn',
  dice_rolling: 'webErrDiceRolling', wrong_phase: 'webErrWrongPhase', rate_limited: 'webErrRateLimited', not_in_room: 'sysNotInRoom',
  limit_reached: 'webErrLimitReached', server_shutting_down: 'webErrShuttingDown', server_full: 'webErrServerFull',
  already_in_room: 'webErrAlreadyInRoom', not_found: 'webErrNotFound', bad_json: 'webErrBadRequest', unknown_type: 'webErrBadRequest',
  frame_too_large: 'webErrTooLong', disconnected: 'webNotSentOffline', maintenance: 'webErrMaintenance', banned: 'webErrBanned',
};

/** `bad_request` about these fields gets its own sentence; others the general one. */
const FIELD_KEYS = {
  name: 'webErrBadName', room: 'webErrBadCode', avatar: 'webErrBadAvatar', text: 'webErrBadText', word: 'webErrBadWord',
  seed: 'webErrBadSeed', a: 'webErrBadQuestion', b: 'webErrBadQuestion', options: 'webErrBadOptions', categories: 'webErrBadCategories',
};

/** `filtered` about these fields (PROTOCOL.md §16.2's table) gets its own sentence; others the general one. */
const FILTERED_KEYS = {
  name: 'webErrFilteredName', host_name: 'webErrFilteredName', text: 'webErrFilteredMessage', word: 'webErrFilteredWord',
  a: 'webErrFilteredOption', b: 'webErrFilteredOption', options: 'webErrFilteredLabel', title: 'webErrFilteredTitle', place: 'webErrFilteredPlace',
};

/** Where a request's `text` or `name` is not a chat line or a person's name. */
const FILTERED_BY_REQUEST = {
  'odd.clue': { text: 'webErrFilteredClue' },
  'gop.guess': { text: 'webErrFilteredGuess' },
  'wheel.create': { name: 'webErrFilteredWheelName' },
  'wheel.update': { name: 'webErrFilteredWheelName' },
  'wheel.rename': { name: 'webErrFilteredWheelName' },
};

/**
 * The request field a `filtered` error names, as {field, index}: `name` → {field: 'name', index: null},
 * `options[2].label` (a wheel's third label) → {field: 'options', index: 2}; null for any other error.
 */
export function filteredTarget(error) {
  if (error?.code !== 'filtered') return null;
  const m = /^([a-z_]+)(?:\[(\d+)\])?/.exec(String(error.field ?? error.message ?? ''));
  return m ? { field: m[1], index: m[2] == null ? null : Number(m[2]) } : { field: null, index: null };
}

/**
 * {key, args} of the sentence for a `filtered` error, said about the field it names so the person can
 * fix that text: the request's own wording where its field means something else (`odd.clue`'s `text`
 * is a clue, `wheel.create`'s `name` the wheel's), else the field's, else the general one.
 */
export function filteredKey(error, requestType = null) {
  const target = filteredTarget(error) ?? { field: null, index: null };
  const key = FILTERED_BY_REQUEST[requestType]?.[target.field] ?? FILTERED_KEYS[target.field] ?? 'webErrFiltered';
  return { key, args: key === 'webErrFilteredLabel' ? [String((target.index ?? 0) + 1)] : [] };
}

/**
 * The field an error is about: the one a `bad_request` names (`"name: must not be empty"` → `name`,
 * `options[2].label` → `options`) or a `filtered` error's `field`; null for other errors.
 */
export function errorField(error) {
  if (error?.code === 'filtered') return filteredTarget(error).field;
  if (error?.code !== 'bad_request') return null;
  const m = /^([a-z_]+)/.exec(String(error.message ?? ''));
  return m ? m[1] : null;
}

/** {key, args} of the sentence for an error frame {code, message, field?}. */
export function errorKey(error) {
  const code = error?.code;
  if (code === 'filtered') return filteredKey(error);
  if (code === 'bad_request') return { key: FIELD_KEYS[errorField(error)] ?? 'webErrBadRequest', args: [] };
  if (Object.hasOwn(CODE_KEYS, code ?? '')) return { key: CODE_KEYS[code], args: [] };
  return { key: 'webErrGeneric', args: [String(code ?? '?')] };
}

/** Whether the error should offer to join the room as audience instead (a full room). */
export function offersAudience(error, role) {
  return error?.code === 'room_full' && role === 'player';
}
