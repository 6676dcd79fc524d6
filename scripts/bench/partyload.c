// partyload.c — open-loop load generator for partyd (PartyLine JSON mode) over plain TCP,
// TLS or WebSocket. Built by scripts/bench.sh (and scripts/cluster-bench.sh):
//
//     gcc -O2 -Wall -o partyload scripts/bench/partyload.c -lssl -lcrypto
//
// One process, one epoll loop, non-blocking sockets, no threads. Per room, member 0 sends
// room.create and learns the code from the ok reply; the others send room.join with it.
// Then every member sends chat.send on a fixed, evenly spaced open-loop schedule (members
// in a shuffled order); the text is "<sender>.<seq>.<intended send time in ns>" padded to
// --text-bytes. Every chat.message received is checked per sender→receiver pair (lost,
// duplicated, reordered) and its latency is taken from the *intended* send time, so a
// stall anywhere (server or generator) shows up in the numbers.
//
// Modes (see usage()): a fixed rate with a warm-up and one measured window (scenario A),
// a ramp that searches for the highest rate the server sustains (scenario B), and idle
// connections that only read the welcome, for memory per connection (scenario C). With
// --server-pid it samples the server's /proc at the window's edges: CPU time (utime +
// stime), VmRSS and threads. The generator never sleeps while measuring (a VM's late
// wake-ups would show up as false latency); polls that find nothing count as idle, and
// loadgen_busy_pct (the share of the time it had work) says whether it was the bottleneck.
//
// Audiences: --audience N seats N audience members in every room besides its --per-room
// players (they join with role "audience" and never chat); they receive and check every chat
// line like a player, and their latency is reported apart (audience_p50_us/audience_p99_us).
// --wyr starts Would You Rather in every room once all are seated (the creator is the host);
// then the players' scheduled sends alternate chat.send and wyr.vote, and --audience-votes R
// adds R audience votes per second (spread over the audience). Every accepted player vote (ok)
// must reach every member as wyr.vote_cast: vote_casts_lost counts those that did not; an
// accepted audience vote gets its ok only (no wyr.vote_cast: it changes no count, protocol
// section 11), counted in audience_votes_ok; votes the game refused (between rounds:
// wrong_phase) are counted apart, not as errors.
// deliveries_per_s (and CPU per delivery) then count the vote_casts too; latency is the chat
// lines' (a vote_cast carries no send time).
//
// Players per core (scenario E): --grow-rooms K seats --rooms rooms, then alternates a judged
// --step window at --rate with seating K more rooms (while the seated ones keep sending), until
// a window fails twice (p99 over --p99-limit-ms, loss or errors, sends behind, a growing
// backlog, this generator > 85 % busy) or --max-rooms is reached. Reports max_players (the
// players of the last window that passed), rss_per_player_bytes (server RSS growth from before
// set-up to that window / its players) and that window's stats (CPU per delivery).
//
// Clusters: with --join-host/--join-port, member 0 of every room creates it on --host:--port
// and the other members (or, with --join-every K, every K-th of them) connect to the join
// address instead, e.g. another partyd node that relays them to the room's owner; a run
// with the join address on another node against one with it on the same node measures
// what the relay costs. Idle connections (--idle) use --host:--port.
//
// Output: one JSON object on stdout. Progress and errors go to stderr.
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <math.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/sha.h>
#include <openssl/ssl.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/epoll.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "partyload.h"

// ---- options ---------------------------------------------------------------------------
static struct {
  const char *host, *ws_path, *tls_name, *join_host;
  int port, tls, ws, rooms, per_room, idle, batch, text_bytes, server_pid, join_port, join_every, relay_pid;
  int audience, wyr, grow_rooms, max_rooms;
  double audience_votes;
  double rate, duration, warmup, ramp, fine, step, confirm, p99_limit_ms, drain, setup_timeout;
  unsigned seed;
} opt = {
  .host = "127.0.0.1", .ws_path = "/ws", .tls_name = "localhost", .port = 7777, .rooms = 10,
  .per_room = 8, .batch = 500, .text_bytes = 32, .rate = 1, .duration = 10, .warmup = 2,
  .fine = 1.1, .step = 0.8, .confirm = 2, .p99_limit_ms = 50, .drain = 2, .setup_timeout = 60,
  .seed = 1, .join_every = 1,
};

// ---- connections -------------------------------------------------------------------------
enum {
  ST_TCP,        // connect() in progress
  ST_TLS,        // TLS handshake in progress
  ST_UPGRADE,    // WebSocket upgrade request sent, waiting for 101
  ST_WELCOME,    // waiting for the welcome frame
  ST_WAIT_CODE,  // joiner: welcome read, room code not known yet
  ST_JOINING,    // room.create / room.join sent
  ST_READY,      // seated: sends on the schedule
  ST_IDLE,       // idle connection: welcome read, nothing more
  ST_DEAD,
};

typedef struct {
  uint32_t next;   // highest sequence number seen from this sender + 1
  uint64_t seen;   // bit i: sequence number next-1-i arrived
} track_t;

typedef struct {
  int fd, st, room, idx;  // idx: 0..per_room-1 players (0 created the room), then the audience
  int via_join;     // connects to the join address (--join-host/--join-port), not --host/--port
  uint32_t events;  // epoll interest currently registered
  int tls_wants_write;
  SSL *ssl;
  uint32_t seq;     // next chat sequence number to send
  uint32_t turns;   // scheduled sends so far (with --wyr, odd ones are votes)
  buf_t carry;      // unparsed input (part of a line, of a WebSocket frame, of the HTTP head)
  buf_t out;        // output not written yet
  buf_t msg;        // WebSocket: fragments of a message
  char ws_accept[32];
  track_t *track;   // per sender of the same room
} conn_t;

typedef struct { char code[16]; int known; uint64_t votes_ok; } room_t;

static conn_t *C;
static room_t *R;
// n_active: member connections (players and audience); n_senders: players (they chat).
static int n_active, n_senders, n_total, ep, inflight, n_ready, n_join, per_block;
static int *order;
static SSL_CTX *tls_ctx;
static struct sockaddr_in server_addr, join_addr;

// ---- counters ----------------------------------------------------------------------------
typedef struct {
  uint64_t sends, skipped, recv, gaps, dup, reordered, errors;
  hist_t lat, lag, alat;  // alat: deliveries to audience members
} window_t;

static window_t W;      // the measurement window (or ramp step)
static int measuring;   // count into W?
static int64_t lat_from, lat_to;  // fixed mode: latency of sends intended in [from, to)
static struct {
  uint64_t expected, unique, dup, reordered, gaps, errors, misrouted, disconnects, connect_fail,
      skipped, other, pings;
  uint64_t votes_sent, votes_ok, votes_refused, vote_casts, vote_casts_expected, audience_votes_sent, audience_votes_ok,
      games_started;
} T;
static char first_error[160];
static int64_t idle_ns;  // time spent polling and finding nothing

static void note_error(const char *p, size_t n) {
  if (first_error[0]) return;
  if (n > sizeof first_error - 1) n = sizeof first_error - 1;
  for (size_t i = 0; i < n; i++) first_error[i] = (p[i] == '"' || p[i] == '\\' || (unsigned char)p[i] < 0x20) ? '\'' : p[i];
  first_error[n] = 0;
}
static void count_error(const char *p, size_t n) {
  T.errors++;
  if (measuring) W.errors++;
  note_error(p, n);
}

// ---- I/O ---------------------------------------------------------------------------------
static void set_events(conn_t *c, uint32_t ev) {
  if (c->events == ev) return;
  struct epoll_event e = {.events = ev, .data.u32 = (uint32_t)(c - C)};
  epoll_ctl(ep, EPOLL_CTL_MOD, c->fd, &e);
  c->events = ev;
}

static void update_events(conn_t *c) {
  int out = c->st == ST_TCP || c->tls_wants_write || c->out.len > c->out.off;
  set_events(c, EPOLLIN | (out ? EPOLLOUT : 0));
}

static void kill_conn(conn_t *c, const char *why) {
  if (c->st == ST_DEAD) return;
  if (c->st < ST_READY) inflight--;
  c->st = ST_DEAD;
  T.disconnects++;
  note_error(why, strlen(why));
  epoll_ctl(ep, EPOLL_CTL_DEL, c->fd, NULL);
  if (c->ssl) { SSL_free(c->ssl); c->ssl = NULL; }
  close(c->fd);
}

// Reads up to n bytes: > 0 bytes read, 0 would block, -1 closed or failed.
static int io_read(conn_t *c, char *b, int n) {
  if (!c->ssl) {
    for (;;) {
      ssize_t r = read(c->fd, b, (size_t)n);
      if (r > 0) return (int)r;
      if (r < 0 && errno == EINTR) continue;
      if (r < 0 && errno == EAGAIN) return 0;
      return -1;
    }
  }
  int r = SSL_read(c->ssl, b, n);
  if (r > 0) return r;
  int e = SSL_get_error(c->ssl, r);
  if (e == SSL_ERROR_WANT_READ) return 0;
  if (e == SSL_ERROR_WANT_WRITE) { c->tls_wants_write = 1; update_events(c); return 0; }
  ERR_clear_error();
  return -1;
}

// Writes up to n bytes: > 0 bytes written, 0 would block, -1 failed.
static int io_write(conn_t *c, const char *b, int n) {
  if (!c->ssl) {
    for (;;) {
      ssize_t w = send(c->fd, b, (size_t)n, MSG_NOSIGNAL);
      if (w > 0) return (int)w;
      if (w < 0 && errno == EINTR) continue;
      if (w < 0 && errno == EAGAIN) return 0;
      return -1;
    }
  }
  int w = SSL_write(c->ssl, b, n);
  if (w > 0) return w;
  int e = SSL_get_error(c->ssl, w);
  if (e == SSL_ERROR_WANT_WRITE || e == SSL_ERROR_WANT_READ) return 0;
  ERR_clear_error();
  return -1;
}

static void flush_out(conn_t *c) {
  while (c->out.off < c->out.len) {
    int w = io_write(c, c->out.p + c->out.off, c->out.len - c->out.off);
    if (w < 0) { kill_conn(c, "write failed"); return; }
    if (w == 0) break;
    c->out.off += w;
  }
  if (c->out.off == c->out.len) c->out.off = c->out.len = 0;
  update_events(c);
}

// Queues one protocol frame (a JSON object without line end) and writes it if nothing
// was waiting. Returns 0 when dropped (dead connection, or 1 MiB already waiting).
static int send_frame(conn_t *c, const char *json, int n) {
  if (c->st == ST_DEAD || c->out.len - c->out.off > (1 << 20)) return 0;
  int was_idle = c->out.len == c->out.off;
  if (opt.ws) {
    uint8_t *h = (uint8_t *)buf_reserve(&c->out, n + 14);
    uint8_t *p = h;
    *p++ = 0x81;  // FIN, text
    if (n < 126) *p++ = (uint8_t)(0x80 | n);
    else if (n < 65536) { *p++ = 0x80 | 126; *p++ = (uint8_t)(n >> 8); *p++ = (uint8_t)n; }
    else { *p++ = 0x80 | 127; for (int i = 7; i >= 0; i--) *p++ = (uint8_t)((uint64_t)n >> (8 * i)); }
    uint32_t key = rng32();
    uint8_t m[4] = {(uint8_t)key, (uint8_t)(key >> 8), (uint8_t)(key >> 16), (uint8_t)(key >> 24)};
    memcpy(p, m, 4); p += 4;
    for (int i = 0; i < n; i++) p[i] = (uint8_t)json[i] ^ m[i & 3];
    c->out.len += (int)(p - h) + n;
  } else {
    char *p = buf_reserve(&c->out, n + 1);
    memcpy(p, json, (size_t)n); p[n] = '\n';
    c->out.len += n + 1;
  }
  if (was_idle && c->st >= ST_WELCOME) flush_out(c);
  return 1;
}

// ---- protocol ----------------------------------------------------------------------------
static void send_join(conn_t *c) {
  char b[160];
  int n, g = (int)(c - C);
  if (c->idx == 0) n = snprintf(b, sizeof b, "{\"type\":\"room.create\",\"id\":1,\"name\":\"b%d\"}", g);
  else n = snprintf(b, sizeof b, "{\"type\":\"room.join\",\"id\":1,\"room\":\"%s\",\"name\":\"b%d\"%s}", R[c->room].code, g,
                    c->idx >= opt.per_room ? ",\"role\":\"audience\"" : "");
  c->st = ST_JOINING;
  send_frame(c, b, n);
}

// One chat.send, text "<sender>.<seq>.<due ns>" padded with '.x…' to --text-bytes.
static void send_chat(conn_t *c, int64_t due) {
  static const char head[] = "{\"type\":\"chat.send\",\"text\":\"";
  char b[640], *p = b;
  memcpy(p, head, sizeof head - 1); p += sizeof head - 1;
  char *t0 = p;
  p = put_u64(p, (uint64_t)(c - C)); *p++ = '.';
  p = put_u64(p, c->seq); *p++ = '.';
  p = put_u64(p, (uint64_t)due);
  if (p - t0 < opt.text_bytes) { *p++ = '.'; while (p - t0 < opt.text_bytes) *p++ = 'x'; }
  *p++ = '"'; *p++ = '}';
  if (send_frame(c, b, (int)(p - b))) {
    c->seq++;
    T.expected += (uint64_t)per_block;  // every member, the sender included
    if (measuring) W.sends++;
  } else {
    T.skipped++;
    if (measuring) W.skipped++;
  }
}

// One wyr.vote (id 2): a player's ok means every member gets a wyr.vote_cast; an audience
// member's ok is all it gets.
static void send_vote(conn_t *c) {
  char b[64];
  int n = snprintf(b, sizeof b, "{\"type\":\"wyr.vote\",\"id\":2,\"choice\":\"%c\"}", (rng32() & 1) ? 'a' : 'b');
  if (send_frame(c, b, n)) T.votes_sent++;
  else T.skipped++;
}

static void on_chat(conn_t *c, const jv_t *text, const jv_t *room, int64_t t) {
  char ub[1024];
  const char *p = text->p, *e = text->p + text->n;
  if (memchr(p, '\\', (size_t)text->n)) {
    int n = jv_unescape(text, ub, sizeof ub);
    if (n < 0) { count_error("unreadable chat text", 20); return; }
    p = ub; e = ub + n;
  }
  uint64_t g, seq, ts;
  if (parse_u64(&p, e, &g) || p >= e || *p++ != '.' || parse_u64(&p, e, &seq) || p >= e || *p++ != '.' ||
      parse_u64(&p, e, &ts)) {
    count_error("chat text not from partyload", 28);
    return;
  }
  int misrouted = g >= (uint64_t)n_active || C[g].room != c->room || C[g].idx >= opt.per_room;
  if (!misrouted && room->kind == 's' && R[c->room].known) {
    char rb[16];
    int rn = jv_unescape(room, rb, sizeof rb - 1);
    if (rn < 0) misrouted = 1;
    else { rb[rn] = 0; misrouted = strcasecmp(rb, R[c->room].code) != 0; }
  }
  if (misrouted) { T.misrouted++; count_error("chat.message from another room", 30); return; }

  track_t *k = &c->track[C[g].idx];
  uint32_t s = (uint32_t)seq;
  if (s >= k->next) {  // the newest so far: in order, or after a gap
    uint32_t shift = s - k->next + 1, gap = s - k->next;
    k->seen = shift >= 64 ? 1 : (k->seen << shift) | 1;
    k->next = s + 1;
    T.gaps += gap;
    if (measuring) W.gaps += gap;
  } else {  // older than the newest: a duplicate, or late (reordered)
    uint32_t off = k->next - 1 - s;
    if (off < 64 && ((k->seen >> off) & 1)) {
      T.dup++;
      if (measuring) W.dup++;
      return;
    }
    if (off < 64) k->seen |= 1ULL << off;
    T.reordered++;
    if (T.gaps) T.gaps--;
    if (measuring) W.reordered++;
  }
  T.unique++;
  if (measuring) W.recv++;
  int in_window = opt.ramp > 0 || opt.grow_rooms > 0 ? measuring : ((int64_t)ts >= lat_from && (int64_t)ts < lat_to);
  if (in_window) {
    h_add(&W.lat, t - (int64_t)ts);
    if (c->idx >= opt.per_room) h_add(&W.alat, t - (int64_t)ts);
  }
}

// A connection counts against --connect-batch until it is seated (or idle): a crowd joining
// one room waits for the growing snapshots of the joins before it instead of piling them up.
static void on_welcome(conn_t *c) {
  if (c->st != ST_WELCOME) return;
  if (c->room < 0) { inflight--; c->st = ST_IDLE; n_ready++; return; }
  if (c->idx == 0 || R[c->room].known) send_join(c);
  else c->st = ST_WAIT_CODE;
}

static void on_ok(conn_t *c, jv_t room) {
  if (c->st != ST_JOINING) return;
  if (c->idx == 0) {
    room_t *r = &R[c->room];
    if (room.kind == 'o') {  // tolerate {"room":{"code":"ABCD",...}}
      jv_t code;
      static const char *const K[] = {"code"};
      if (jv_scan(room.p, room.p + room.n, K, 1, &code) == 0) room = code;
    }
    int n = room.kind == 's' ? jv_unescape(&room, r->code, sizeof r->code - 1) : -1;
    if (n <= 0) { kill_conn(c, "room.create reply without a room code"); return; }
    r->code[n] = 0;
    r->known = 1;
    conn_t *m = &C[c->room * per_block];
    for (int i = 1; i < per_block; i++) if (m[i].st == ST_WAIT_CODE) send_join(&m[i]);
  }
  c->st = ST_READY;
  inflight--;
  n_ready++;
}

static const char *const KEYS[] = {"type", "room", "text", "code", "re"};
enum { K_TYPE, K_ROOM, K_TEXT, K_CODE, K_RE, NKEYS };

// Whether a reply's `re` is the request id `id` (a one-digit number).
static int re_is(const jv_t *re, char id) { return re->kind == 'x' && re->n == 1 && re->p[0] == id; }

static void on_frame(conn_t *c, const char *s, const char *e, int64_t t) {
  while (e > s && (e[-1] == '\n' || e[-1] == '\r' || e[-1] == ' ')) e--;
  if (e == s) return;
  jv_t v[NKEYS];
  if (jv_scan(s, e, KEYS, NKEYS, v) != 0 || v[K_TYPE].kind != 's') {
    count_error(s, (size_t)(e - s > 100 ? 100 : e - s));
    return;
  }
  const jv_t *ty = &v[K_TYPE];
  if (jv_is(ty, "chat.message")) {
    if (v[K_TEXT].kind == 's') on_chat(c, &v[K_TEXT], &v[K_ROOM], t);
    else count_error("chat.message without text", 25);
  } else if (jv_is(ty, "welcome")) {
    on_welcome(c);
  } else if (jv_is(ty, "wyr.vote_cast")) {
    T.vote_casts++;
    if (measuring) W.recv++;  // a delivery like a chat line (counted in deliveries/s and CPU per delivery)
  } else if (jv_is(ty, "ok") && re_is(&v[K_RE], '2')) {
    T.votes_ok++;
    R[c->room].votes_ok++;
    if (c->idx >= opt.per_room) T.audience_votes_ok++;
    else T.vote_casts_expected += (uint64_t)per_block;
  } else if (jv_is(ty, "ok") && re_is(&v[K_RE], '3')) {
    T.games_started++;
  } else if (jv_is(ty, "ok")) {
    on_ok(c, v[K_ROOM]);
  } else if (jv_is(ty, "error") && re_is(&v[K_RE], '2')) {
    T.votes_refused++;  // between rounds (wrong_phase): the game's rule, not a fault
  } else if (jv_is(ty, "error")) {
    if (v[K_CODE].kind == 's') count_error(v[K_CODE].p, (size_t)v[K_CODE].n);
    else count_error(s, (size_t)(e - s > 100 ? 100 : e - s));
    if (c->st == ST_JOINING || c->st == ST_WELCOME) kill_conn(c, "join refused");
  } else {
    T.other++;  // player_joined, snapshots, ...: not ours to check
  }
}

// ---- WebSocket (RFC 6455, client side) ----------------------------------------------------
static void ws_start(conn_t *c) {
  uint8_t nonce[16];
  for (int i = 0; i < 16; i += 4) { uint32_t r = rng32(); memcpy(nonce + i, &r, 4); }
  char key[32], cat[64];
  EVP_EncodeBlock((unsigned char *)key, nonce, 16);
  int n = snprintf(cat, sizeof cat, "%s258EAFA5-E914-47DA-95CA-C5AB0DC85B11", key);
  unsigned char sha[SHA_DIGEST_LENGTH];
  SHA1((unsigned char *)cat, (size_t)n, sha);
  EVP_EncodeBlock((unsigned char *)c->ws_accept, sha, SHA_DIGEST_LENGTH);
  char req[512];
  n = snprintf(req, sizeof req,
               "GET %s HTTP/1.1\r\nHost: %s:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: partyline.v1\r\n\r\n",
               opt.ws_path, c->via_join ? opt.join_host : opt.host, c->via_join ? opt.join_port : opt.port, key);
  c->st = ST_UPGRADE;
  memcpy(buf_reserve(&c->out, n), req, (size_t)n);
  c->out.len += n;
  flush_out(c);
}

// A header's value in an HTTP head (case-insensitive name), or NULL.
static const char *http_header(const char *head, const char *end, const char *name, int *len) {
  size_t nl = strlen(name);
  for (const char *p = head; p < end;) {
    const char *eol = memmem(p, (size_t)(end - p), "\r\n", 2);
    if (!eol) eol = end;
    if ((size_t)(eol - p) > nl && p[nl] == ':' && !strncasecmp(p, name, nl)) {
      const char *v = p + nl + 1;
      while (v < eol && (*v == ' ' || *v == '\t')) v++;
      const char *ve = eol;
      while (ve > v && (ve[-1] == ' ' || ve[-1] == '\t')) ve--;
      *len = (int)(ve - v);
      return v;
    }
    p = eol + 2;
  }
  return NULL;
}

// Checks the 101 reply in s..s+n; returns the bytes it used, 0 if incomplete, -1 if killed.
static int ws_upgraded(conn_t *c, const char *s, int n) {
  const char *end = memmem(s, (size_t)n, "\r\n\r\n", 4);
  if (!end) {
    if (n > 16384) { kill_conn(c, "WebSocket upgrade: HTTP head too long"); return -1; }
    return 0;
  }
  int len;
  const char *v;
  if (n < 12 || strncmp(s, "HTTP/1.1 101", 12)) {
    const char *eol = memmem(s, (size_t)(end - s), "\r\n", 2);
    note_error(s, (size_t)((eol ? eol : end) - s));
    kill_conn(c, "WebSocket upgrade refused");
    return -1;
  }
  if (!(v = http_header(s, end, "Sec-WebSocket-Accept", &len)) || len != (int)strlen(c->ws_accept) ||
      memcmp(v, c->ws_accept, (size_t)len)) {
    kill_conn(c, "WebSocket upgrade: wrong Sec-WebSocket-Accept");
    return -1;
  }
  if (!(v = http_header(s, end, "Sec-WebSocket-Protocol", &len)) || len != 12 || memcmp(v, "partyline.v1", 12)) {
    kill_conn(c, "WebSocket upgrade: subprotocol partyline.v1 not selected");
    return -1;
  }
  c->st = ST_WELCOME;
  update_events(c);
  return (int)(end + 4 - s);
}

static void ws_control(conn_t *c, int op, const uint8_t *p, uint64_t n) {
  if (op == 9) {  // ping → pong with the same payload
    T.pings++;
    uint8_t f[140];
    uint32_t key = rng32();
    f[0] = 0x8A; f[1] = (uint8_t)(0x80 | n);
    memcpy(f + 2, &key, 4);
    for (uint64_t i = 0; i < n; i++) f[6 + i] = p[i] ^ f[2 + (i & 3)];
    int was_idle = c->out.len == c->out.off;
    memcpy(buf_reserve(&c->out, (int)n + 6), f, (size_t)n + 6);
    c->out.len += (int)n + 6;
    if (was_idle) flush_out(c);
  } else if (op == 8) {
    char why[64];
    int code = n >= 2 ? (p[0] << 8) | p[1] : 1005;
    snprintf(why, sizeof why, "WebSocket closed by the server (code %d)", code);
    kill_conn(c, why);
  }
}

// Parses WebSocket frames in s..s+n; returns the bytes used (whole frames), -1 if killed.
static int ws_frames(conn_t *c, const char *s, int n, int64_t t) {
  const uint8_t *b = (const uint8_t *)s;
  int used = 0;
  while (n - used >= 2) {
    const uint8_t *f = b + used;
    int fin = f[0] & 0x80, op = f[0] & 0x0f, masked = f[1] & 0x80, hl = 2;
    uint64_t len = f[1] & 0x7f;
    if (len == 126) {
      if (n - used < 4) break;
      len = ((uint64_t)f[2] << 8) | f[3]; hl = 4;
    } else if (len == 127) {
      if (n - used < 10) break;
      len = 0;
      for (int i = 0; i < 8; i++) len = (len << 8) | f[2 + i];
      hl = 10;
    }
    if (masked) { kill_conn(c, "WebSocket: the server sent a masked frame"); return -1; }
    if (len > (1 << 22)) { kill_conn(c, "WebSocket: frame over 4 MiB"); return -1; }
    if ((uint64_t)(n - used - hl) < len) break;
    const char *pl = s + used + hl;
    used += hl + (int)len;
    if (op >= 8) {
      if (len > 125 || !fin) { kill_conn(c, "WebSocket: bad control frame"); return -1; }
      ws_control(c, op, (const uint8_t *)pl, len);
      if (c->st == ST_DEAD) return -1;
      continue;
    }
    if (op == 2) { kill_conn(c, "WebSocket: binary message"); return -1; }
    if (op == 1 && c->msg.len) { kill_conn(c, "WebSocket: new message inside a fragmented one"); return -1; }
    if (fin && op == 1) {
      on_frame(c, pl, pl + len, t);
    } else {
      memcpy(buf_reserve(&c->msg, (int)len), pl, len);
      c->msg.len += (int)len;
      if (fin) { on_frame(c, c->msg.p, c->msg.p + c->msg.len, t); c->msg.len = 0; }
    }
    if (c->st == ST_DEAD) return -1;
  }
  return used;
}

// ---- input -------------------------------------------------------------------------------
static int lines(conn_t *c, const char *s, int n, int64_t t) {
  const char *p = s, *end = s + n, *nl;
  while ((nl = memchr(p, '\n', (size_t)(end - p)))) {
    on_frame(c, p, nl, t);
    if (c->st == ST_DEAD) return -1;
    p = nl + 1;
  }
  return (int)(p - s);
}

// Big enough for a join reply's snapshot of a 10,000-member room (about 1 MiB) and its carry.
static char scratch[1 << 23];

static void on_readable(conn_t *c) {
  for (;;) {
    int have = c->carry.len;
    if (have > (1 << 16) && c->st != ST_UPGRADE) {
      // A big partial frame (a snapshot): read onto it and parse it where it is, instead of
      // copying it into the scratch buffer again for every read.
      char *p = buf_reserve(&c->carry, 1 << 18);
      int r = io_read(c, p, 1 << 18);
      if (r == 0) return;
      if (r < 0) { kill_conn(c, "the server closed the connection"); return; }
      c->carry.len += r;
      int64_t t = now_ns();
      int u = opt.ws ? ws_frames(c, c->carry.p, c->carry.len, t) : lines(c, c->carry.p, c->carry.len, t);
      if (u < 0) return;
      int rest = c->carry.len - u;
      if (rest > (1 << 22)) { kill_conn(c, "frame too long"); return; }
      if (u > 0 && rest > 0) memmove(c->carry.p, c->carry.p + u, (size_t)rest);
      c->carry.len = rest;
      continue;
    }
    if (have) memcpy(scratch, c->carry.p, (size_t)have);
    int r = io_read(c, scratch + have, (int)sizeof scratch - have);
    if (r == 0) return;
    if (r < 0) { kill_conn(c, "the server closed the connection"); return; }
    int64_t t = now_ns();
    int n = have + r, used = 0;
    if (c->st == ST_UPGRADE) {
      used = ws_upgraded(c, scratch, n);
      if (used <= 0) {
        if (used == 0) { memcpy(buf_reserve(&c->carry, r) , scratch + have, (size_t)r); c->carry.len += r; }
        return;
      }
    }
    int u = opt.ws ? ws_frames(c, scratch + used, n - used, t) : lines(c, scratch + used, n - used, t);
    if (u < 0) return;
    used += u;
    int rest = n - used;
    if (rest > (1 << 22)) { kill_conn(c, "frame too long"); return; }
    c->carry.len = 0;
    if (rest) { memcpy(buf_reserve(&c->carry, rest), scratch + used, (size_t)rest); c->carry.len = rest; }
    if (!c->ssl && r < (int)sizeof scratch - have) return;  // a short read: the socket is drained
  }
}

// ---- connection set-up -------------------------------------------------------------------
static void after_transport(conn_t *c) {  // TCP (and TLS) up
  if (opt.ws) ws_start(c);
  else { c->st = ST_WELCOME; update_events(c); }
}

static void tls_step(conn_t *c) {
  int r = SSL_do_handshake(c->ssl);
  if (r == 1) { c->tls_wants_write = 0; after_transport(c); return; }
  int e = SSL_get_error(c->ssl, r);
  if (e == SSL_ERROR_WANT_READ || e == SSL_ERROR_WANT_WRITE) {
    c->tls_wants_write = e == SSL_ERROR_WANT_WRITE;
    update_events(c);
    return;
  }
  unsigned long err = ERR_get_error();
  char why[160];
  snprintf(why, sizeof why, "TLS handshake failed: %s", err ? ERR_reason_error_string(err) : "connection closed");
  ERR_clear_error();
  T.connect_fail++;
  kill_conn(c, why);
}

static void start_connect(conn_t *c) {
  c->fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
  if (c->fd < 0) {
    c->st = ST_DEAD;
    T.connect_fail++;
    T.disconnects++;
    note_error("socket() failed (fd limit?)", 27);
    return;
  }
  int one = 1;
  setsockopt(c->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  c->st = ST_TCP;
  c->events = EPOLLIN | EPOLLOUT;
  struct epoll_event e = {.events = c->events, .data.u32 = (uint32_t)(c - C)};
  epoll_ctl(ep, EPOLL_CTL_ADD, c->fd, &e);
  inflight++;
  const struct sockaddr_in *to = c->via_join ? &join_addr : &server_addr;
  if (connect(c->fd, (const struct sockaddr *)to, sizeof *to) != 0 && errno != EINPROGRESS) {
    T.connect_fail++;
    kill_conn(c, "connect failed");
  }
}

static void on_event(conn_t *c, uint32_t ev) {
  if (c->st == ST_DEAD) return;
  if (c->st == ST_TCP) {
    int err = 0;
    socklen_t len = sizeof err;
    getsockopt(c->fd, SOL_SOCKET, SO_ERROR, &err, &len);
    if (err) { T.connect_fail++; kill_conn(c, "connect failed"); return; }
    if (!opt.tls) { after_transport(c); }
    else {
      c->ssl = SSL_new(tls_ctx);
      SSL_set_fd(c->ssl, c->fd);
      SSL_set_connect_state(c->ssl);
      SSL_set_tlsext_host_name(c->ssl, opt.tls_name);
      c->st = ST_TLS;
    }
  }
  if (c->st == ST_TLS) {
    tls_step(c);
    // Done: OpenSSL may already hold the first bytes after the handshake (the welcome),
    // which no epoll event would announce again, so read now.
    if (c->st != ST_TLS && c->st != ST_DEAD) on_readable(c);
    return;
  }
  if (ev & EPOLLOUT) {
    if (c->tls_wants_write) { c->tls_wants_write = 0; update_events(c); }
    flush_out(c);
  }
  if (c->st != ST_DEAD && (ev & (EPOLLIN | EPOLLHUP | EPOLLERR))) on_readable(c);
}

// ---- the loop ----------------------------------------------------------------------------
static struct epoll_event evs[1024];

static int poll_once(int timeout_ms) {
  int n = epoll_wait(ep, evs, 1024, timeout_ms);
  for (int i = 0; i < n; i++) on_event(&C[evs[i].data.u32], evs[i].events);
  return n > 0 ? n : 0;
}

// Open-loop schedule: the k-th send after sched_t0 is due at sched_t0 + k × gap and goes
// to order[k mod n_senders] (the players). With --audience-votes, the j-th audience vote is
// due at aud_t0 + j × aud_gap, from the audience members in turn.
static int64_t aud_t0;
static uint64_t aud_k;
static double aud_gap;
static int *aud_order, n_aud;
static int64_t sched_t0;
static uint64_t sched_k;
static double sched_gap;
static int sending;

static void sched_start(int64_t t0, double rate) {
  sched_t0 = t0;
  sched_k = 0;
  sending = rate > 0 && n_senders > 0;
  sched_gap = sending ? 1e9 / (rate * n_senders) : 0;
  aud_t0 = t0;
  aud_k = 0;
  aud_gap = opt.audience_votes > 0 ? 1e9 / opt.audience_votes : 0;
}

static int run_sends(int64_t t) {
  int sent = 0;
  while (sending && sent < 4096) {
    int64_t due = sched_t0 + (int64_t)((double)sched_k * sched_gap);
    if (due > t) break;
    conn_t *c = &C[order[sched_k++ % (uint64_t)n_senders]];
    if (c->st != ST_READY) continue;
    if (measuring) h_add(&W.lag, t - due);
    if (opt.wyr && (c->turns++ & 1)) send_vote(c);
    else send_chat(c, due);
    sent++;
    if ((sent & 63) == 0) t = now_ns();
  }
  while (sending && aud_gap > 0 && n_aud > 0 && sent < 4096) {
    int64_t due = aud_t0 + (int64_t)((double)aud_k * aud_gap);
    if (due > t) break;
    conn_t *c = &C[aud_order[aud_k++ % (uint64_t)n_aud]];
    if (c->st != ST_READY) continue;
    send_vote(c);
    T.audience_votes_sent++;
    sent++;
  }
  return sent;
}

// Sends on schedule and handles I/O until `until`, spinning; a turn that found nothing to
// do counts as idle time.
static void run_until(int64_t until) {
  int64_t t = now_ns();
  while (t < until) {
    int sent = run_sends(t);
    int n = poll_once(0);
    int64_t t2 = now_ns();
    if (!sent && !n) idle_ns += t2 - t;
    t = t2;
  }
}

// Stops sending; waits until every expected delivery arrived or `secs` passed.
static double drain(double secs) {
  sending = 0;
  int64_t t0 = now_ns(), end = t0 + (int64_t)(secs * 1e9), t = t0;
  while ((T.unique < T.expected || T.vote_casts < T.vote_casts_expected ||
          T.votes_ok + T.votes_refused < T.votes_sent) && t < end) {
    int n = poll_once(0);
    int64_t t2 = now_ns();
    if (!n) idle_ns += t2 - t;
    t = t2;
  }
  return (now_ns() - t0) / 1e6;
}

// ---- measurement -------------------------------------------------------------------------
typedef struct { int64_t t, self_cpu_ns, idle_ns; proc_sample_t srv; core_sample_t core; proc_sample_t relay; } snap_t;
static int server_core = -1, own_core = -1;

static snap_t snap(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  snap_t s = {now_ns(), (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec, idle_ns,
              read_proc(opt.server_pid), read_core(server_core), read_proc(opt.relay_pid)};
  return s;
}

typedef struct {
  double secs, target, sends_ps, deliv_ps, p50, p90, p99, p999, max, lag_p99;
  double lg_cpu, lg_busy, srv_cpu_pct, srv_us_per_deliv, core_busy, core_irq, relay_cpu_pct, relay_us_per_deliv;
  uint64_t sends, recv, gaps, dup, reordered, errors, skipped;
} stats_t;

static stats_t summarize(const snap_t *a, const snap_t *b, double target) {
  stats_t s = {0};
  s.secs = (double)(b->t - a->t) / 1e9;
  s.target = target;
  s.sends = W.sends; s.recv = W.recv; s.gaps = W.gaps; s.dup = W.dup; s.reordered = W.reordered;
  s.errors = W.errors; s.skipped = W.skipped;
  s.sends_ps = (double)W.sends / s.secs;
  s.deliv_ps = (double)W.recv / s.secs;
  s.p50 = h_pct_us(&W.lat, 0.5); s.p90 = h_pct_us(&W.lat, 0.9); s.p99 = h_pct_us(&W.lat, 0.99);
  s.p999 = h_pct_us(&W.lat, 0.999); s.max = (double)W.lat.max / 1000; s.lag_p99 = h_pct_us(&W.lag, 0.99);
  s.lg_cpu = 100.0 * (double)(b->self_cpu_ns - a->self_cpu_ns) / 1e9 / s.secs;
  // Busy: the share of the window the loop had work (wall time minus polls that found
  // nothing). Unlike CPU time minus idle polls, it stays meaningful when other processes
  // take part of this core; on a quiet core the two agree.
  s.lg_busy = 100.0 * (1.0 - (double)(b->idle_ns - a->idle_ns) / 1e9 / s.secs);
  if (s.lg_busy < 0) s.lg_busy = 0;
  s.srv_cpu_pct = s.srv_us_per_deliv = -1;
  if (a->srv.cpu_s >= 0 && b->srv.cpu_s >= 0) {
    double cpu = b->srv.cpu_s - a->srv.cpu_s;
    s.srv_cpu_pct = 100 * cpu / s.secs;
    s.srv_us_per_deliv = W.recv ? cpu * 1e6 / (double)W.recv : -1;
  }
  s.relay_cpu_pct = s.relay_us_per_deliv = -1;
  if (a->relay.cpu_s >= 0 && b->relay.cpu_s >= 0) {
    double cpu = b->relay.cpu_s - a->relay.cpu_s;
    s.relay_cpu_pct = 100 * cpu / s.secs;
    s.relay_us_per_deliv = W.recv ? cpu * 1e6 / (double)W.recv : -1;
  }
  s.core_busy = s.core_irq = -1;
  uint64_t dt = b->core.total - a->core.total;
  if (server_core >= 0 && dt) {
    s.core_busy = 100.0 * (double)(b->core.busy - a->core.busy) / (double)dt;
    s.core_irq = 100.0 * (double)(b->core.irq - a->core.irq) / (double)dt;
  }
  return s;
}

static void print_stats(FILE *f, const stats_t *s) {
  fprintf(f,
          "\"secs\":%.3f,\"target_sends_per_s\":%.0f,\"sends_per_s\":%.0f,\"deliveries_per_s\":%.0f,"
          "\"p50_us\":%.1f,\"p90_us\":%.1f,\"p99_us\":%.1f,\"p999_us\":%.1f,\"max_us\":%.1f,\"send_lag_p99_us\":%.1f,"
          "\"loadgen_cpu_pct\":%.1f,\"loadgen_busy_pct\":%.1f,\"server_cpu_pct\":%.1f,\"server_cpu_us_per_delivery\":%.3f,"
          "\"server_core\":%d,\"loadgen_core\":%d,\"server_core_busy_pct\":%.1f,\"server_core_irq_pct\":%.1f,"
          "\"window_sends\":%llu,\"window_deliveries\":%llu,\"window_gaps\":%llu,\"window_dup\":%llu,"
          "\"window_reordered\":%llu,\"window_errors\":%llu,\"window_skipped\":%llu",
          s->secs, s->target, s->sends_ps, s->deliv_ps, s->p50, s->p90, s->p99, s->p999, s->max, s->lag_p99,
          s->lg_cpu, s->lg_busy, s->srv_cpu_pct, s->srv_us_per_deliv, server_core, own_core, s->core_busy,
          s->core_irq, (unsigned long long)s->sends, (unsigned long long)s->recv, (unsigned long long)s->gaps,
          (unsigned long long)s->dup, (unsigned long long)s->reordered, (unsigned long long)s->errors,
          (unsigned long long)s->skipped);
  if (opt.relay_pid > 0)
    fprintf(f, ",\"relay_cpu_pct\":%.1f,\"relay_cpu_us_per_delivery\":%.3f", s->relay_cpu_pct, s->relay_us_per_deliv);
}

// ---- ramp (scenario B) -------------------------------------------------------------------
static char steps[65536];
static int steps_len, n_steps, loadgen_bound;

// Runs `secs` at `rate` msgs/s per member and judges the step: NULL if it passed, else why
// not ("p99 tail" when only the tail was over the limit: p90 under half of it and nothing
// else wrong, which is what a VM stall looks like rather than overload).
static const char *ramp_step(double rate, double secs, const char *kind, stats_t *out) {
  memset(&W, 0, sizeof W);
  measuring = 1;
  snap_t a = snap();
  int64_t owed0 = (int64_t)(T.expected - T.unique);
  sched_start(a.t, rate);
  run_until(a.t + (int64_t)(secs * 1e9));
  snap_t b = snap();
  measuring = 0;
  int64_t growth = (int64_t)(T.expected - T.unique) - owed0;
  stats_t s = summarize(&a, &b, rate * n_senders);
  const char *why = NULL;
  if (s.gaps || s.dup || s.errors) why = "loss/errors";
  else if (s.lg_busy > 85) why = "loadgen busy";
  else if (s.skipped || s.sends_ps < 0.97 * s.target) why = "sends behind";
  else if ((double)growth > 0.02 * (double)s.sends * per_block + 100) why = "backlog growing";
  else if (s.p99 > opt.p99_limit_ms * 1000) why = s.p90 > opt.p99_limit_ms * 500 ? "p99" : "p99 tail";
  n_steps++;
  if (steps_len < (int)sizeof steps - 512)
    steps_len += snprintf(steps + steps_len, sizeof steps - (size_t)steps_len,
                          "%s{\"kind\":\"%s\",\"rate\":%.2f,\"players\":%d,\"secs\":%.2f,\"sends_per_s\":%.0f,\"deliveries_per_s\":%.0f,"
                          "\"p50_us\":%.1f,\"p90_us\":%.1f,\"p99_us\":%.1f,\"backlog_growth\":%lld,\"loadgen_busy_pct\":%.1f,"
                          "\"server_cpu_pct\":%.1f,\"server_cpu_us_per_delivery\":%.3f,\"pass\":%s%s%s%s}",
                          n_steps > 1 ? "," : "", kind, rate, n_senders, s.secs, s.sends_ps, s.deliv_ps, s.p50, s.p90, s.p99,
                          (long long)growth, s.lg_busy, s.srv_cpu_pct, s.srv_us_per_deliv, why ? "false" : "true",
                          why ? ",\"why\":\"" : "", why ? why : "", why ? "\"" : "");
  fprintf(stderr, "partyload: %s step %.2f msgs/s/member: %.0f deliveries/s, p99 %.0f µs, busy %.0f%% %s%s\n", kind,
          rate, s.deliv_ps, s.p99, s.lg_busy, why ? "FAIL " : "ok", why ? why : "");
  *out = s;
  return why;
}

// Coarse steps ×--ramp until one fails twice (each failure is retried once after the queues
// drain: a VM stall can spoil one step), then fine steps ×--fine from the last good rate,
// then a --confirm hold of the best rate from drained queues (a tail-only failure is
// retried, any other steps down ÷--fine). Everything within --warmup + --duration.
static void run_ramp(void) {
  int64_t t0 = now_ns(), end = t0 + (int64_t)((opt.warmup + opt.duration) * 1e9);
  int64_t search_end = end - (int64_t)(3 * (opt.confirm + opt.drain / 4) * 1e9);
  sched_start(t0, opt.rate);
  run_until(t0 + (int64_t)(opt.warmup * 1e9));
  double rate = opt.rate, best_rate = 0;
  int fine = 0, retried = 0, have_best = 0;
  stats_t best = {0}, s;
  while (now_ns() + (int64_t)(opt.step * 1e9) <= search_end) {
    const char *why = ramp_step(rate, opt.step, retried ? "retry" : fine ? "fine" : "coarse", &s);
    if (!why) {
      if (!have_best || s.deliv_ps > best.deliv_ps) { best = s; best_rate = rate; have_best = 1; }
      rate *= fine ? opt.fine : opt.ramp;
      retried = 0;
      continue;
    }
    drain(opt.drain);
    if (!retried) { retried = 1; continue; }
    retried = 0;
    if (!strcmp(why, "loadgen busy")) loadgen_bound = 1;
    if (fine) break;
    if (!have_best) { rate /= 2 * opt.ramp; if (rate < 0.01) break; continue; }
    fine = 1;
    rate = best_rate * opt.fine;
  }
  int confirmed = 0, tail_retried = 0;
  double head_rate = best_rate, r = best_rate;
  stats_t head = best;
  while (have_best && opt.confirm > 0) {
    drain(opt.drain);
    if (now_ns() + (int64_t)(opt.confirm * 1e9) > end) break;
    const char *why = ramp_step(r, opt.confirm, "hold", &s);
    if (!why) { confirmed = 1; head = s; head_rate = r; break; }
    if (!strcmp(why, "loadgen busy")) loadgen_bound = 1;
    if (!strcmp(why, "p99 tail") && !tail_retried) { tail_retried = 1; continue; }
    tail_retried = 0;
    r /= opt.fine;
  }
  double drain_ms = drain(opt.drain);
  printf("\"ramp\":%g,\"fine\":%g,\"step_s\":%g,\"confirm_s\":%g,\"p99_limit_ms\":%g,\"loadgen_bound\":%s,"
         "\"confirmed\":%s,\"max_rate_per_client\":%.2f,\"max_sustained_deliveries_per_s\":%.0f,",
         opt.ramp, opt.fine, opt.step, opt.confirm, opt.p99_limit_ms, loadgen_bound ? "true" : "false",
         confirmed || opt.confirm <= 0 ? "true" : "false", have_best ? head_rate : 0.0, have_best ? head.deliv_ps : 0.0);
  if (have_best) print_stats(stdout, &head);
  else printf("\"deliveries_per_s\":0");
  printf(",\"steps\":[%s],\"drain_ms\":%.1f", steps, drain_ms);
}

// ---- players per core (scenario E) ----------------------------------------------------------
static int live_rooms;  // rooms whose members are connected (the first live_rooms blocks of C)

// Makes the first `rooms` rooms live: their players in a fresh shuffled send order.
static void set_live_rooms(int rooms) {
  live_rooms = rooms;
  n_active = n_total = rooms * per_block;
  n_senders = rooms * opt.per_room;
  for (int i = 0; i < n_senders; i++) order[i] = (i / opt.per_room) * per_block + i % opt.per_room;
  for (int i = n_senders - 1; i > 0; i--) { int j = (int)(rng32() % (uint32_t)(i + 1)), t = order[i]; order[i] = order[j]; order[j] = t; }
}

// Connects and seats the members of rooms [live_rooms, rooms) while the live rooms keep
// sending on their schedule. Returns 1 when every new member is seated.
static int seat_more(int rooms) {
  int first = live_rooms * per_block, last = rooms * per_block, next = first;
  int want = n_ready + (last - first);
  uint64_t disconnects = T.disconnects;
  int64_t deadline = now_ns() + (int64_t)(opt.setup_timeout * 1e9);
  while (n_ready < want) {
    while (next < last && inflight < opt.batch) start_connect(&C[next++]);
    if (T.disconnects > disconnects) return 0;
    int64_t t = now_ns();
    if (t > deadline) { note_error("set-up timeout (more rooms)", 27); return 0; }
    run_sends(t);
    poll_once(0);
  }
  return 1;
}

static void run_grow(const proc_sample_t *before) {
  stats_t best = {0}, s;
  int have_best = 0, best_players = 0, seated_all = 1;
  long best_rss_kb = -1;
  const char *stop = "max rooms reached";
  set_live_rooms(opt.rooms);
  for (;;) {
    int64_t t0 = now_ns();
    sched_start(t0, opt.rate);
    run_until(t0 + (int64_t)(opt.warmup * 1e9));
    const char *why = ramp_step(opt.rate, opt.step, "players", &s);
    if (why) {  // a VM stall can spoil one window: judge again after the queues drain
      drain(opt.drain);
      sched_start(now_ns(), opt.rate);
      why = ramp_step(opt.rate, opt.step, "retry", &s);
    }
    if (why) {
      stop = why;
      if (!strcmp(why, "loadgen busy")) loadgen_bound = 1;
      break;
    }
    best = s;
    best_players = n_senders;
    best_rss_kb = read_proc(opt.server_pid).rss_kb;
    have_best = 1;
    int next = live_rooms + opt.grow_rooms < opt.max_rooms ? live_rooms + opt.grow_rooms : opt.max_rooms;
    if (next == live_rooms) break;
    if (!seat_more(next)) { stop = "set-up of more rooms failed"; seated_all = 0; break; }
    set_live_rooms(next);
  }
  double drain_ms = drain(opt.drain);
  double rss_per = have_best && before->rss_kb >= 0 && best_rss_kb >= 0
                       ? (double)(best_rss_kb - before->rss_kb) * 1024.0 / best_players : -1;
  printf("\"grow_rooms\":%d,\"max_rooms\":%d,\"p99_limit_ms\":%g,\"loadgen_bound\":%s,\"seated_all\":%s,"
         "\"stopped_by\":\"%s\",\"rooms_at_stop\":%d,\"max_players\":%d,\"rss_per_player_bytes\":%.0f,",
         opt.grow_rooms, opt.max_rooms, opt.p99_limit_ms, loadgen_bound ? "true" : "false", seated_all ? "true" : "false",
         stop, live_rooms, best_players, rss_per);
  if (have_best) print_stats(stdout, &best);
  else printf("\"deliveries_per_s\":0");
  printf(",\"steps\":[%s],\"drain_ms\":%.1f", steps, drain_ms);
}

// ---- fixed rate (scenario A) and idle connections (scenario C) ------------------------------
static void run_fixed(const proc_sample_t *before) {
  int64_t t0 = now_ns();
  sched_start(t0, opt.rate);
  run_until(t0 + (int64_t)(opt.warmup * 1e9));
  memset(&W, 0, sizeof W);
  measuring = 1;
  snap_t a = snap();
  lat_from = a.t;
  lat_to = a.t + (int64_t)(opt.duration * 1e9);
  run_until(lat_to);
  snap_t b = snap();
  measuring = 0;
  stats_t s = summarize(&a, &b, n_senders ? opt.rate * n_senders : 0);
  double drain_ms = drain(opt.drain);
  // Late arrivals of the window's sends (during the drain) count in the percentiles.
  s.p50 = h_pct_us(&W.lat, 0.5); s.p90 = h_pct_us(&W.lat, 0.9); s.p99 = h_pct_us(&W.lat, 0.99);
  s.p999 = h_pct_us(&W.lat, 0.999); s.max = (double)W.lat.max / 1000;
  print_stats(stdout, &s);
  printf(",\"drain_ms\":%.1f", drain_ms);
  if (opt.audience)
    printf(",\"audience_p50_us\":%.1f,\"audience_p99_us\":%.1f,\"audience_p999_us\":%.1f,\"audience_max_us\":%.1f,"
           "\"rss_per_member_bytes\":%.0f",
           h_pct_us(&W.alat, 0.5), h_pct_us(&W.alat, 0.99), h_pct_us(&W.alat, 0.999), (double)W.alat.max / 1000,
           before->rss_kb >= 0 && a.srv.rss_kb >= 0 ? (double)(a.srv.rss_kb - before->rss_kb) * 1024.0 / n_active : -1);
  if (opt.idle) {
    int ok = 0;
    for (int i = n_active; i < n_total; i++) ok += C[i].st == ST_IDLE;
    double per = (before->rss_kb >= 0 && b.srv.rss_kb >= 0 && ok) ? (double)(b.srv.rss_kb - before->rss_kb) * 1024.0 / ok : -1;
    printf(",\"rss_per_idle_conn_bytes\":%.0f", per);
  }
}

// Every room's creator (its host) starts Would You Rather; waits up to 5 s for the oks.
static void start_games(void) {
  static const char start[] = "{\"type\":\"game.start\",\"id\":3,\"game\":\"would_you_rather\",\"vote_seconds\":5,\"results_seconds\":1}";
  for (int r = 0; r < opt.rooms; r++) send_frame(&C[r * per_block], start, (int)sizeof start - 1);
  int64_t end = now_ns() + 5000000000LL;
  while (T.games_started < (uint64_t)opt.rooms && now_ns() < end) poll_once(1);
  if (T.games_started < (uint64_t)opt.rooms) note_error("game.start not answered", 23);
}

// ---- main --------------------------------------------------------------------------------
static void usage(void) {
  fprintf(stderr,
    "usage: partyload [--host 127.0.0.1] [--port 7777] [--tls] [--ws [--ws-path /ws]]\n"
    "                 [--rooms 10] [--per-room 8] [--rate MSGS_PER_S_PER_MEMBER] [--warmup S] [--duration S]\n"
    "                 [--ramp F [--fine 1.1] [--step 0.8] [--confirm 2] [--p99-limit-ms 50]]\n"
    "                 [--idle N] [--server-pid PID] [--text-bytes 32] [--connect-batch 500]\n"
    "                 [--drain S] [--setup-timeout S] [--seed N] [--tls-name localhost]\n"
    "                 [--join-host H] [--join-port P] [--join-every K] [--relay-pid PID]\n"
    "                 [--audience N] [--wyr [--audience-votes VOTES_PER_S]]\n"
    "                 [--grow-rooms K --max-rooms M [--step S] [--p99-limit-ms 100]]\n"
    "Transports: plain TCP (default), --tls (OpenSSL, no certificate check), --ws (HTTP/1.1\n"
    "  upgrade to --ws-path with subprotocol partyline.v1, one JSON object per masked text\n"
    "  frame); --tls --ws is WebSocket over TLS.\n"
    "Fixed rate (default): --warmup, then one --duration window: deliveries/s, latency from\n"
    "  the intended send time, server CPU µs per delivery (with --server-pid).\n"
    "--ramp F: from --rate, ×F per --step seconds until a step fails twice (p99 over the\n"
    "  limit, loss/errors, sends behind, a growing backlog, or this generator > 85%% busy),\n"
    "  then ×--fine from the last good rate, then hold the best for --confirm seconds;\n"
    "  all within --warmup + --duration. Reports max_sustained_deliveries_per_s.\n"
    "--idle N: N more connections that only read the welcome; with --rooms 0 and\n"
    "  --server-pid, rss_per_idle_conn_bytes = server RSS growth / N.\n"
    "--join-host/--join-port (default: --host/--port): where members other than a room's\n"
    "  creator connect (another cluster node relays them to the room's owner); with\n"
    "  --join-every K only members K, 2K, ... of each room do, the others use --host:--port.\n"
    "  --relay-pid PID samples that node's CPU in the same window as --server-pid's:\n"
    "  relay_cpu_pct and relay_cpu_us_per_delivery.\n"
    "--audience N: N audience members per room besides the players; they only read and\n"
    "  check (audience_p50_us/audience_p99_us: their latency; rss_per_member_bytes).\n"
    "--wyr: Would You Rather runs in every room; players' sends alternate chat and wyr.vote;\n"
    "  --audience-votes R: R audience votes/s in all (an ok each, no wyr.vote_cast: counted in\n"
    "  audience_votes_ok). Every player vote's wyr.vote_cast is checked.\n"
    "--grow-rooms K: players per core (scenario E): from --rooms rooms, a --step window at\n"
    "  --rate (after --warmup), then K more rooms seated while the others keep sending, until a\n"
    "  window fails twice or --max-rooms; reports max_players and rss_per_player_bytes.\n"
    "Output: one JSON object on stdout; exit status 1 if set-up failed.\n");
  exit(2);
}

static void parse_args(int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--tls")) { opt.tls = 1; continue; }
    if (!strcmp(a, "--ws")) { opt.ws = 1; continue; }
    if (!strcmp(a, "--wyr")) { opt.wyr = 1; continue; }
    if (!strcmp(a, "-h") || !strcmp(a, "--help") || i + 1 >= argc) usage();
    const char *v = argv[++i];
    if (!strcmp(a, "--host")) opt.host = v;
    else if (!strcmp(a, "--port")) opt.port = atoi(v);
    else if (!strcmp(a, "--ws-path")) opt.ws_path = v;
    else if (!strcmp(a, "--tls-name")) opt.tls_name = v;
    else if (!strcmp(a, "--rooms")) opt.rooms = atoi(v);
    else if (!strcmp(a, "--per-room")) opt.per_room = atoi(v);
    else if (!strcmp(a, "--audience")) opt.audience = atoi(v);
    else if (!strcmp(a, "--audience-votes")) opt.audience_votes = atof(v);
    else if (!strcmp(a, "--rate")) opt.rate = atof(v);
    else if (!strcmp(a, "--duration")) opt.duration = atof(v);
    else if (!strcmp(a, "--warmup")) opt.warmup = atof(v);
    else if (!strcmp(a, "--idle")) opt.idle = atoi(v);
    else if (!strcmp(a, "--ramp")) opt.ramp = atof(v);
    else if (!strcmp(a, "--fine")) opt.fine = atof(v);
    else if (!strcmp(a, "--step")) opt.step = atof(v);
    else if (!strcmp(a, "--confirm")) opt.confirm = atof(v);
    else if (!strcmp(a, "--p99-limit-ms")) opt.p99_limit_ms = atof(v);
    else if (!strcmp(a, "--server-pid")) opt.server_pid = atoi(v);
    else if (!strcmp(a, "--text-bytes")) opt.text_bytes = atoi(v);
    else if (!strcmp(a, "--connect-batch")) opt.batch = atoi(v);
    else if (!strcmp(a, "--drain")) opt.drain = atof(v);
    else if (!strcmp(a, "--setup-timeout")) opt.setup_timeout = atof(v);
    else if (!strcmp(a, "--seed")) opt.seed = (unsigned)atoi(v);
    else if (!strcmp(a, "--join-host")) opt.join_host = v;
    else if (!strcmp(a, "--join-port")) opt.join_port = atoi(v);
    else if (!strcmp(a, "--join-every")) opt.join_every = atoi(v);
    else if (!strcmp(a, "--relay-pid")) opt.relay_pid = atoi(v);
    else if (!strcmp(a, "--grow-rooms")) opt.grow_rooms = atoi(v);
    else if (!strcmp(a, "--max-rooms")) opt.max_rooms = atoi(v);
    else usage();
  }
  if (!opt.join_host) opt.join_host = opt.host;
  if (!opt.join_port) opt.join_port = opt.port;
  if (opt.rooms < 0 || opt.per_room < 1 || opt.per_room > 1000 || opt.idle < 0 || opt.batch < 1 ||
      opt.audience < 0 || opt.audience > 100000 || opt.audience_votes < 0 || (opt.audience_votes > 0 && !opt.wyr) ||
      opt.text_bytes < 0 || opt.text_bytes > 480 || (opt.ramp && opt.ramp <= 1) || opt.fine <= 1 ||
      opt.rooms * opt.per_room + opt.idle < 1 || opt.join_every < 1 || opt.port < 1 || opt.port > 65535 ||
      opt.join_port < 1 || opt.join_port > 65535 || opt.grow_rooms < 0 ||
      (opt.grow_rooms > 0 && (opt.max_rooms < opt.rooms || opt.rooms < 1 || opt.idle || opt.ramp || opt.wyr)))
    usage();
  if (opt.grow_rooms == 0) opt.max_rooms = opt.rooms;
}

// Connects everything, paced (at most --connect-batch waiting for their welcome), and
// seats the members. Returns 1 when every connection is ready.
static int setup(void) {
  int64_t deadline = now_ns() + (int64_t)(opt.setup_timeout * 1e9);
  int next = 0;
  while (n_ready < n_total) {
    while (next < n_total && inflight < opt.batch) start_connect(&C[next++]);
    if (next >= n_total && T.disconnects && n_ready + (int)T.disconnects >= n_total) return 0;
    if (now_ns() > deadline) { note_error("set-up timeout", 14); return 0; }
    poll_once(1);
  }
  return 1;
}

int main(int argc, char **argv) {
  parse_args(argc, argv);
  signal(SIGPIPE, SIG_IGN);
  prctl(PR_SET_TIMERSLACK, 1UL);
  struct rlimit rl;
  if (getrlimit(RLIMIT_NOFILE, &rl) == 0) { rl.rlim_cur = rl.rlim_max; setrlimit(RLIMIT_NOFILE, &rl); }
  rng_seed(opt.seed);
  server_core = opt.server_pid > 0 ? pinned_core(opt.server_pid) : -1;
  own_core = pinned_core(0);

  server_addr.sin_family = AF_INET;
  server_addr.sin_port = htons((uint16_t)opt.port);
  if (inet_pton(AF_INET, opt.host, &server_addr.sin_addr) != 1) { fprintf(stderr, "--host must be an IPv4 address\n"); return 2; }
  join_addr.sin_family = AF_INET;
  join_addr.sin_port = htons((uint16_t)opt.join_port);
  if (inet_pton(AF_INET, opt.join_host, &join_addr.sin_addr) != 1) { fprintf(stderr, "--join-host must be an IPv4 address\n"); return 2; }
  if (opt.tls) {
    tls_ctx = SSL_CTX_new(TLS_client_method());
    SSL_CTX_set_verify(tls_ctx, SSL_VERIFY_NONE, NULL);
    SSL_CTX_set_mode(tls_ctx, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER | SSL_MODE_RELEASE_BUFFERS);
  }

  per_block = opt.per_room + opt.audience;
  // With --grow-rooms everything is allocated for --max-rooms; the first --rooms are set up.
  n_active = opt.max_rooms * per_block;
  n_senders = opt.max_rooms * opt.per_room;
  n_total = n_active + opt.idle;
  C = calloc((size_t)n_total, sizeof *C);
  R = calloc(opt.max_rooms ? (size_t)opt.max_rooms : 1, sizeof *R);
  order = calloc(n_senders ? (size_t)n_senders : 1, sizeof *order);
  aud_order = calloc(opt.rooms > 0 && opt.audience > 0 ? (size_t)opt.rooms * (size_t)opt.audience : 1, sizeof *aud_order);
  for (int i = 0; i < n_total; i++) {
    C[i].fd = -1;
    C[i].room = i < n_active ? i / per_block : -1;
    C[i].idx = i < n_active ? i % per_block : 0;
    if (i < n_active && C[i].idx < opt.per_room) order[C[i].room * opt.per_room + C[i].idx] = i;
    if (i < n_active && C[i].idx >= opt.per_room) aud_order[n_aud++] = i;
    C[i].via_join = i < n_active && C[i].idx > 0 && C[i].idx % opt.join_every == 0;
    n_join += C[i].via_join;
    if (i < n_active) C[i].track = calloc((size_t)opt.per_room, sizeof(track_t));
  }
  for (int i = n_senders - 1; i > 0; i--) { int j = (int)(rng32() % (uint32_t)(i + 1)), t = order[i]; order[i] = order[j]; order[j] = t; }
  if (opt.grow_rooms > 0) set_live_rooms(opt.rooms);
  ep = epoll_create1(0);

  proc_sample_t before = read_proc(opt.server_pid);
  int64_t t_setup = now_ns();
  int ok = setup();
  double setup_s = (double)(now_ns() - t_setup) / 1e9;
  int ready = 0, idle_ok = 0, join_ready = 0;
  for (int i = 0; i < n_total; i++) {
    ready += C[i].st == ST_READY;
    idle_ok += C[i].st == ST_IDLE;
    join_ready += C[i].via_join && C[i].st == ST_READY;
  }
  const char *transport = opt.tls ? (opt.ws ? "wss" : "tls") : (opt.ws ? "ws" : "tcp");
  printf("{\"transport\":\"%s\",\"mode\":\"%s\",\"host\":\"%s\",\"port\":%d,\"join_host\":\"%s\",\"join_port\":%d,"
         "\"join_every\":%d,\"join_members\":%d,\"join_ready\":%d,\"rooms\":%d,\"per_room\":%d,\"clients\":%d,"
         "\"idle\":%d,\"rate_per_client\":%g,\"text_bytes\":%d,\"setup_s\":%.2f,\"ready\":%d,\"idle_ok\":%d,",
         transport, opt.grow_rooms ? "players" : opt.ramp ? "ramp" : n_active ? "fixed" : "idle", opt.host, opt.port, opt.join_host, opt.join_port,
         opt.join_every, n_join, join_ready, opt.rooms, opt.per_room, n_active,
         opt.idle, opt.rate, opt.text_bytes, setup_s, ready, idle_ok);
  if (!ok) {
    printf("\"ok\":false,\"fail_reason\":\"set-up failed: %d/%d members seated, %d/%d idle connections welcomed, %llu connect failures\","
           "\"first_error\":\"%s\"}\n", ready, n_active, idle_ok, opt.idle, (unsigned long long)T.connect_fail, first_error);
    return 1;
  }
  if (opt.wyr) start_games();
  if (opt.ramp > 0) run_ramp();
  else if (opt.grow_rooms > 0) run_grow(&before);
  else run_fixed(&before);

  proc_sample_t after = read_proc(opt.server_pid);
  uint64_t lost = T.expected > T.unique ? T.expected - T.unique : 0;
  printf(",\"server_rss_before_kb\":%ld,\"server_rss_kb\":%ld,\"server_threads\":%d,"
         "\"sent_total\":%llu,\"expected_total\":%llu,\"received_total\":%llu,\"lost\":%llu,\"dup_total\":%llu,"
         "\"reordered_total\":%llu,\"errors_total\":%llu,\"misrouted\":%llu,\"disconnects\":%llu,\"skipped_sends_total\":%llu,"
         "\"ws_pings\":%llu,\"other_frames\":%llu,\"audience\":%d,\"votes_sent\":%llu,\"audience_votes_sent\":%llu,"
         "\"votes_ok\":%llu,\"audience_votes_ok\":%llu,\"votes_refused\":%llu,\"vote_casts_expected\":%llu,\"vote_casts_received\":%llu,"
         "\"vote_casts_lost\":%llu,\"first_error\":\"%s\",\"ok\":%s}\n",
         before.rss_kb, after.rss_kb, after.threads, (unsigned long long)(T.expected / (uint64_t)per_block),
         (unsigned long long)T.expected, (unsigned long long)T.unique, (unsigned long long)lost, (unsigned long long)T.dup,
         (unsigned long long)T.reordered, (unsigned long long)T.errors, (unsigned long long)T.misrouted,
         (unsigned long long)T.disconnects, (unsigned long long)T.skipped, (unsigned long long)T.pings,
         (unsigned long long)T.other, opt.audience, (unsigned long long)T.votes_sent,
         (unsigned long long)T.audience_votes_sent, (unsigned long long)T.votes_ok, (unsigned long long)T.audience_votes_ok, (unsigned long long)T.votes_refused,
         (unsigned long long)T.vote_casts_expected, (unsigned long long)T.vote_casts,
         (unsigned long long)(T.vote_casts_expected > T.vote_casts ? T.vote_casts_expected - T.vote_casts : 0), first_error,
         (T.disconnects || T.errors || lost || T.dup || T.reordered || T.vote_casts < T.vote_casts_expected ||
          T.games_started < (uint64_t)(opt.wyr ? opt.rooms : 0)) ? "false" : "true");
  fflush(stdout);

  // Reset rather than close politely: thousands of connections leave no TIME_WAIT behind.
  struct linger lg = {1, 0};
  for (int i = 0; i < n_total; i++)
    if (C[i].st != ST_DEAD && C[i].fd >= 0) { setsockopt(C[i].fd, SOL_SOCKET, SO_LINGER, &lg, sizeof lg); close(C[i].fd); }
  return 0;
}
