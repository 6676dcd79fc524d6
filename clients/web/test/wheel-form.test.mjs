import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanOptions, validateWheel } from '../js/wheel-form.js';

const o = (label, weight = 1) => ({ label, weight });

test('a good wheel passes', () => {
  assert.deepEqual(validateWheel('Lunch', [o('Soup'), o('Pizza', '2'), o('Tacos', 7)]), []);
  assert.deepEqual(cleanOptions([o(' Soup ', '3')]), [{ label: 'Soup', weight: 3 }]);
});

test('every rule names its problem', () => {
  assert.deepEqual(validateWheel(' ', [o('a')]), [['errNameEmpty'], ['errTooFewOptions', 2]]);
  assert.deepEqual(validateWheel('x'.repeat(41), [o('a'), o('A')]), [['errNameLong', 40], ['webDuplicateLabel', 2]]);
  assert.deepEqual(validateWheel('w', [o(''), o('b', 0), o('c', 1001), o('d', 1.5), o('e'.repeat(41))]),
    [['errLabelEmpty', 1], ['errWeight', 2, 1000], ['errWeight', 3, 1000], ['errWeight', 4, 1000], ['errLabelLong', 5, 40]]);
  assert.deepEqual(validateWheel('w', Array.from({ length: 65 }, (_, i) => o(`o${i}`))), [['errTooManyOptions', 64]]);
  assert.deepEqual(validateWheel('🎉'.repeat(40), [o('a'), o('b')]), []); // characters, not UTF-16 units
});
