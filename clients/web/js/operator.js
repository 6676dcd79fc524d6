// What the server's operator says to players, as the page shows it: `server.notice` {text} and
// `room.closed` {reason, message?} (Protocol/PROTOCOL.md §16). Pure: frames in, {key, args} out.

/** The notice a `room.closed` frame leaves on the join screen: why the room closed, with the operator's words. */
export function closedNotice(frame) {
  switch (frame?.reason) {
    case 'operator':
      return frame.message ? { key: 'webRoomClosedOperatorSays', args: [frame.message] } : { key: 'webRoomClosedOperator', args: [] };
    case 'night_ended':
      return { key: 'webRoomClosedNight', args: [] };
    default:
      return { key: 'webRoomClosed', args: [] };
  }
}

/** The text of a `server.notice` frame (nothing for an empty one). */
export function noticeOf(frame) {
  const text = typeof frame?.text === 'string' ? frame.text.trim() : '';
  return text || null;
}
