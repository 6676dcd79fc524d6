// What fits on the TV: "+N more" past the rows there are, dice sized by count, players by score.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { diceSize, fitRows, rankedPlayers } from '../js/tv/fit.js';
import { joinLink, linkParts, siteBase, siteLink } from '../js/join-link.js';
import { tvHasNight } from '../js/night/tv.js';

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

test('the TV lists players only, best first, by the scores the screen shows (the room\'s total by default)', () => {
  const members = [
    { player_id: 'a', name: 'Ana', role: 'player', score: 2 },
    { player_id: 'b', name: 'Bo', role: 'player', score: 3 },
    { player_id: 'c', name: 'Cy', role: 'audience', score: 9 },
  ];
  assert.deepEqual(rankedPlayers(members).map((m) => m.name), ['Bo', 'Ana']);
  assert.deepEqual(rankedPlayers(members, { a: 2 }).map((m) => [m.name, m.total]), [['Ana', 2], ['Bo', 0]]);
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

test('links for other devices use the address the server advertises (never the page\'s loopback): join link, night page, calendar', () => {
  const loopback = { origin: 'http://127.0.0.1:8080' };
  const welcome = { web: 'http://127.0.0.1:8080' }; // partyd --host 127.0.0.1 advertises what it serves
  assert.equal(siteLink(welcome, loopback, '/n/ABCD'), 'http://127.0.0.1:8080/n/ABCD');
  const lan = { web: 'http://192.168.1.20:8080/' }; // --host 0.0.0.0: its LAN address
  assert.equal(siteLink(lan, { origin: 'http://localhost:8080' }, '/n/ABCD'), 'http://192.168.1.20:8080/n/ABCD', 'a TV opened as localhost still shows the LAN address');
  assert.equal(siteLink({ web: 'https://party.example.org' }, loopback, 'n/ABCD.ics'), 'https://party.example.org/n/ABCD.ics');
  assert.equal(siteBase({ web: 'javascript:alert(1)' }, loopback), 'http://127.0.0.1:8080', 'only an http(s) address is taken');
  assert.equal(siteBase(null, loopback), 'http://127.0.0.1:8080');
  assert.equal(joinLink(lan, loopback, 'ABCD'), 'http://192.168.1.20:8080/ABCD');
});

test('a night\'s TV keeps the big join layout while people arrive (everyone at 0, no game yet)', () => {
  const arriving = { night: { standings: [{ player_id: 'p1', points: 0 }, { player_id: 'p2', points: 0 }], playlist: { items: [{ game: 'guess_or_pass' }], current: null } } };
  assert.equal(tvHasNight(arriving), false);
  assert.equal(tvHasNight({ night: { ...arriving.night, playlist: { items: [], current: { game: 'would_you_rather' } } } }), true, 'after a game of the night');
  assert.equal(tvHasNight({ night: { ...arriving.night, standings: [{ player_id: 'p1', points: 1 }] } }), true, 'someone has points');
  assert.equal(tvHasNight({ night: null }), false);
});
