import { test } from 'node:test';
import assert from 'node:assert/strict';
import { easeOut, restAngleUnderPointer, rotationAt, segmentAt, segments } from '../js/wheel-geometry.js';

const lunch = [{ label: 'Soup', weight: 1 }, { label: 'Pizza', weight: 2 }, { label: 'Tacos', weight: 7 }];

test('segments follow clockwise in option order from 0°', () => {
  const s = segments(lunch);
  assert.deepEqual(s.map((x) => [x.start, x.end]), [[0, 36], [36, 108], [108, 360]]);
});

test('the worked example of FAIRNESS.md stops Pizza under the pointer', () => {
  assert.equal(restAngleUnderPointer(2358), 72);
  assert.equal(segmentAt(lunch, 2358), 1);
});

test('the test-vector spin stops on Tacos', () => {
  assert.equal(segmentAt(lunch, 2492.947836), 2);
});

test('with no rotation the pointer (12 o\'clock) is at rest angle 270', () => {
  assert.equal(segmentAt(lunch, 0), 2);
  assert.equal(segmentAt([{ weight: 1 }, { weight: 1 }, { weight: 1 }, { weight: 1 }], 0), 3);
});

test('ease-out starts fast, ends exactly on the angle and stays there', () => {
  assert.equal(easeOut(0), 0);
  assert.equal(easeOut(1), 1);
  assert.ok(easeOut(0.25) > 0.25 * 2);
  assert.equal(rotationAt(2358, 0, 4000), 0);
  assert.equal(rotationAt(2358, 4000, 4000), 2358);
  assert.equal(rotationAt(2358, 9000, 4000), 2358);
  assert.ok(rotationAt(2358, 3000, 4000) < 2358);
});

test('bad weights count as 1 when drawing', () => {
  assert.deepEqual(segments([{ weight: 0 }, {}]).map((x) => x.end), [180, 360]);
});
