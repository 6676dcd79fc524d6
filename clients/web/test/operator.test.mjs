import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closedNotice, noticeOf } from '../js/operator.js';
import { errorKey } from '../js/errors.js';
import { translator } from '../js/i18n.js';
import operatorStrings from '../js/locales/web-operator.js';
import { LANGUAGES } from './locales.mjs';

test('a room the operator closed says so, with the operator\'s own words', () => {
  assert.deepEqual(closedNotice({ type: 'room.closed', room: 'ABCD', reason: 'operator', message: 'Please play nice' }),
    { key: 'webRoomClosedOperatorSays', args: ['Please play nice'] });
  assert.deepEqual(closedNotice({ reason: 'operator' }), { key: 'webRoomClosedOperator', args: [] });
  assert.deepEqual(closedNotice({ reason: 'night_ended' }), { key: 'webRoomClosedNight', args: [] });
  assert.deepEqual(closedNotice({ reason: 'abandoned' }), { key: 'webRoomClosed', args: [] });
  assert.deepEqual(closedNotice({}), { key: 'webRoomClosed', args: [] });
});

test('a notice is its text, trimmed; an empty one is nothing', () => {
  assert.equal(noticeOf({ type: 'server.notice', text: '  Restart in 5 minutes ' }), 'Restart in 5 minutes');
  assert.equal(noticeOf({ type: 'server.notice', text: '   ' }), null);
  assert.equal(noticeOf({ type: 'server.notice' }), null);
});

test('every operator string and the maintenance error exist in all four languages', () => {
  for (const [lang, table] of Object.entries(LANGUAGES)) {
    assert.deepEqual(Object.keys(operatorStrings[lang]).sort(), Object.keys(operatorStrings.en).sort(), lang);
    const t = translator(table, lang);
    for (const key of Object.keys(operatorStrings.en)) assert.notEqual(t(key), key, `${lang}.${key}`);
    assert.ok(t('webRoomClosedOperatorSays', 'bye').includes('bye'), lang);
    assert.ok(!t('webErrMaintenance').includes('maintenance)'), lang);
  }
  assert.equal(errorKey({ code: 'maintenance', message: 'the server is not opening new rooms' }).key, 'webErrMaintenance');
});
