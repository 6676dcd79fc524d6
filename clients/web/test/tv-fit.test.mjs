// What fits on the TV: "+N more" past the rows there are, dice sized by count, players by score.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { diceSize, fitRows, rankedPlayers } from '../js/tv/fit.js';
import { joinLink, linkParts } from '../js/join-link.js';

test('a list longer than the rows keeps one row for "+N more"', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => i);
  assert.deepEqual(fitRows(twelve, 12), { shown: twelve, more: 0 });
  const thirteen = [...twelve, 12];
  const { shown, more } = fitRows(thirteen, 12);
  assert.equal(shown.length, 11);
  assert.equal(more, 2);
  assert.equal(shown.length + more, thirteen.length);
});

test('dice get smaller as there are more of them', () => {
  assert.equal(diceSize(1), 'huge');
  assert.equal(diceSize(6), 'huge');
  assert.equal(diceSize(7), 'large');
  assert.equal(diceSize(100), 'small');
});

test('the TV lists players only, best total first, with the running round counted', () => {
  const members = [
    { player_id: 'a', name: 'Ana', role: 'player', score: 2 },
    { player_id: 'b', name: 'Bo', role: 'player', score: 3 },
    { player_id: 'c', name: 'Cy', role: 'audience', score: 9 },
  ];
  assert.deepEqual(rankedPlayers(members).map((m) => m.name), ['Bo', 'Ana']);
  assert.deepEqual(rankedPlayers(members, { a: 2 }).map((m) => [m.name, m.total]), [['Ana', 4], ['Bo', 3]]);
});

test('the join link uses the address the server announces, else the page\'s', () => {
  const loc = { origin: 'http://localhost:8080', host: 'localhost:8080' };
  assert.equal(joinLink({ web: 'http://192.168.1.20:8080/' }, loc, 'ABCD'), 'http://192.168.1.20:8080/ABCD');
  assert.equal(joinLink({}, { origin: 'http://party.lan:8080' }, 'ABCD'), 'http://party.lan:8080/ABCD');
});

test('the link breaks after the scheme, before the port and before the code, never inside them', () => {
  assert.deepEqual(linkParts('http://partyline.test:17703/RQMU'), ['http://', 'partyline.test', ':17703/', 'RQMU']);
  assert.deepEqual(linkParts('https://games.example.org/party/ABCD'), ['https://', 'games.example.org', '/party/', 'ABCD']);
  assert.deepEqual(linkParts('not a link'), ['not a link']);
});
