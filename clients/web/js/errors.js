// Server errors as the page shows them: every error code has a sentence in each language
// (never the server's English `message`), and errors about a form field name that field so
// the page can show the sentence next to it. Pure.

const CODE_KEYS = {
  room_not_found: 'webErrRoomNotFound', name_taken: 'webErrNameTaken', room_locked: 'webErrRoomLocked', room_full: 'webErrRoomFull',
  invalid_token: 'webErrInvalidToken', not_allowed: 'webErrNotAllowed', not_host: 'webErrNotHost', not_your_turn: 'webErrNotYourTurn',
  dice_rolling: 'webErrDiceRolling', wrong_phase: 'webErrWrongPhase', rate_limited: 'webErrRateLimited', not_in_room: 'sysNotInRoom',
  limit_reached: 'webErrLimitReached', server_shutting_down: 'webErrShuttingDown', server_full: 'webErrServerFull',
  already_in_room: 'webErrAlreadyInRoom', not_found: 'webErrNotFound', bad_json: 'webErrBadRequest', unknown_type: 'webErrBadRequest',
  frame_too_large: 'webErrTooLong', disconnected: 'webNotSentOffline', maintenance: 'webErrMaintenance',
};

/** `bad_request` about these fields gets its own sentence; others the general one. */
const FIELD_KEYS = {
  name: 'webErrBadName', room: 'webErrBadCode', avatar: 'webErrBadAvatar', text: 'webErrBadText', word: 'webErrBadWord',
  seed: 'webErrBadSeed', a: 'webErrBadQuestion', b: 'webErrBadQuestion', options: 'webErrBadOptions', categories: 'webErrBadCategories',
};

/** The field a `bad_request` names (`"name: must not be empty"` → `name`, `options[2].label` → `options`), or null. */
export function errorField(error) {
  if (error?.code !== 'bad_request') return null;
  const m = /^([a-z_]+)/.exec(String(error.message ?? ''));
  return m ? m[1] : null;
}

/** {key, args} of the sentence for an error frame {code, message}. */
export function errorKey(error) {
  const code = error?.code;
  if (code === 'bad_request') return { key: FIELD_KEYS[errorField(error)] ?? 'webErrBadRequest', args: [] };
  if (Object.hasOwn(CODE_KEYS, code ?? '')) return { key: CODE_KEYS[code], args: [] };
  return { key: 'webErrGeneric', args: [String(code ?? '?')] };
}

/** Whether the error should offer to join the room as audience instead (a full room). */
export function offersAudience(error, role) {
  return error?.code === 'room_full' && role === 'player';
}
