// partyload.h — small helpers for partyload.c: growable buffers, a PRNG, numbers, a
// top-level JSON object scanner, a latency histogram and /proc sampling. Header-only.
#ifndef PARTYLOAD_H
#define PARTYLOAD_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <math.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static inline int64_t now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000000000LL + t.tv_nsec;
}

// ---- growable byte buffer: bytes [off, len) are pending ----------------------------------
typedef struct { char *p; int off, len, cap; } buf_t;

// Room for n more bytes at p + len (moving pending bytes to the front first); returns p + len.
static inline char *buf_reserve(buf_t *b, int n) {
  if (b->off && b->len + n > b->cap) {
    memmove(b->p, b->p + b->off, (size_t)(b->len - b->off));
    b->len -= b->off;
    b->off = 0;
  }
  if (b->len + n > b->cap) {
    int cap = b->cap ? b->cap : 256;
    while (cap < b->len + n) cap *= 2;
    char *p = realloc(b->p, (size_t)cap);
    if (!p) { perror("partyload: out of memory"); exit(3); }
    b->p = p;
    b->cap = cap;
  }
  return b->p + b->len;
}

// ---- xorshift PRNG (send order, WebSocket masks and keys; nothing secret) ---------------------
static uint32_t rng_state = 2463534242u;
static inline void rng_seed(unsigned s) { rng_state = s ? s * 2654435761u : 2463534242u; }
static inline uint32_t rng32(void) {
  uint32_t x = rng_state;
  x ^= x << 13; x ^= x >> 17; x ^= x << 5;
  return rng_state = x;
}

// ---- numbers -----------------------------------------------------------------------------
static inline char *put_u64(char *p, uint64_t v) {
  char t[24];
  int n = 0;
  do t[n++] = (char)('0' + v % 10); while (v /= 10);
  while (n) *p++ = t[--n];
  return p;
}

static inline int parse_u64(const char **pp, const char *e, uint64_t *out) {
  const char *p = *pp;
  uint64_t v = 0;
  if (p >= e || *p < '0' || *p > '9') return -1;
  while (p < e && *p >= '0' && *p <= '9') v = v * 10 + (uint64_t)(*p++ - '0');
  *pp = p;
  *out = v;
  return 0;
}

// ---- JSON: the top level of one object --------------------------------------------------------
// kind: 's' string (p..p+n is the text between the quotes, still escaped), 'o' object,
// 'a' array, 'x' number or literal (raw text), 0 absent.
typedef struct { const char *p; int n; char kind; } jv_t;

static inline const char *jv_ws(const char *s, const char *e) {
  while (s < e && (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n')) s++;
  return s;
}

// s at an opening quote: returns the position after the closing quote, or NULL.
static inline const char *jv_string_end(const char *s, const char *e) {
  for (s++; s < e; s++) {
    if (*s == '"') return s + 1;
    if (*s == '\\' && ++s >= e) return NULL;
    if ((unsigned char)*s < 0x20) return NULL;
  }
  return NULL;
}

static inline const char *jv_value(const char *s, const char *e, jv_t *v) {
  const char *st = s;
  if (s >= e) return NULL;
  if (*s == '"') {
    const char *q = jv_string_end(s, e);
    if (!q) return NULL;
    v->p = s + 1; v->n = (int)(q - s - 2); v->kind = 's';
    return q;
  }
  if (*s == '{' || *s == '[') {
    int depth = 0;
    while (s < e) {
      if (*s == '"') { if (!(s = jv_string_end(s, e))) return NULL; continue; }
      if (*s == '{' || *s == '[') depth++;
      else if ((*s == '}' || *s == ']') && --depth == 0) { s++; break; }
      s++;
    }
    if (depth) return NULL;
    v->p = st; v->n = (int)(s - st); v->kind = *st == '{' ? 'o' : 'a';
    return s;
  }
  while (s < e && *s != ',' && *s != '}' && *s != ' ' && *s != '\t' && *s != '\r' && *s != '\n') s++;
  if (s == st) return NULL;
  v->p = st; v->n = (int)(s - st); v->kind = 'x';
  return s;
}

// Scans `{ "k": v, ... }` in s..e and fills out[i] for keys[i] (kind 0 when absent).
// Returns 0, or -1 when the text is not one well-framed object.
static inline int jv_scan(const char *s, const char *e, const char *const *keys, int nk, jv_t *out) {
  for (int i = 0; i < nk; i++) out[i].kind = 0;
  s = jv_ws(s, e);
  if (s >= e || *s++ != '{') return -1;
  s = jv_ws(s, e);
  if (s < e && *s == '}') return jv_ws(s + 1, e) == e ? 0 : -1;
  for (;;) {
    jv_t k, v;
    s = jv_ws(s, e);
    if (s >= e || *s != '"' || !(s = jv_value(s, e, &k))) return -1;
    s = jv_ws(s, e);
    if (s >= e || *s++ != ':') return -1;
    s = jv_ws(s, e);
    if (!(s = jv_value(s, e, &v))) return -1;
    for (int i = 0; i < nk; i++)
      if (!out[i].kind && (int)strlen(keys[i]) == k.n && !memcmp(keys[i], k.p, (size_t)k.n)) { out[i] = v; break; }
    s = jv_ws(s, e);
    if (s >= e) return -1;
    if (*s == ',') { s++; continue; }
    if (*s == '}') return jv_ws(s + 1, e) == e ? 0 : -1;
    return -1;
  }
}

static inline int jv_is(const jv_t *v, const char *lit) {
  return v->kind == 's' && (int)strlen(lit) == v->n && !memcmp(v->p, lit, (size_t)v->n);
}

static inline int jv_hex4(const char *p, unsigned *u) {
  *u = 0;
  for (int i = 0; i < 4; i++) {
    char ch = p[i];
    unsigned d = ch >= '0' && ch <= '9' ? (unsigned)(ch - '0') : ch >= 'a' && ch <= 'f' ? (unsigned)(ch - 'a' + 10)
               : ch >= 'A' && ch <= 'F' ? (unsigned)(ch - 'A' + 10) : 16u;
    if (d > 15) return -1;
    *u = *u * 16 + d;
  }
  return 0;
}

// Decodes a string value into out (UTF-8, no terminator); returns its length or -1.
static inline int jv_unescape(const jv_t *v, char *out, int cap) {
  const char *s = v->p, *e = v->p + v->n;
  int n = 0;
  while (s < e) {
    unsigned c = (unsigned char)*s++;
    if (c == '\\') {
      if (s >= e) return -1;
      char x = *s++;
      switch (x) {
        case 'n': c = '\n'; break;
        case 't': c = '\t'; break;
        case 'r': c = '\r'; break;
        case 'b': c = '\b'; break;
        case 'f': c = '\f'; break;
        case 'u':
          if (e - s < 4 || jv_hex4(s, &c)) return -1;
          s += 4;
          if (c >= 0xD800 && c < 0xDC00 && e - s >= 6 && s[0] == '\\' && s[1] == 'u') {
            unsigned lo;
            if (jv_hex4(s + 2, &lo) == 0 && lo >= 0xDC00 && lo < 0xE000) {
              c = 0x10000 + ((c - 0xD800) << 10) + (lo - 0xDC00);
              s += 6;
            }
          }
          break;
        default: c = (unsigned char)x;
      }
    }
    char u[4];
    int k;
    if (c < 0x80) { u[0] = (char)c; k = 1; }
    else if (c < 0x800) { u[0] = (char)(0xC0 | c >> 6); u[1] = (char)(0x80 | (c & 63)); k = 2; }
    else if (c < 0x10000) { u[0] = (char)(0xE0 | c >> 12); u[1] = (char)(0x80 | ((c >> 6) & 63)); u[2] = (char)(0x80 | (c & 63)); k = 3; }
    else { u[0] = (char)(0xF0 | c >> 18); u[1] = (char)(0x80 | ((c >> 12) & 63)); u[2] = (char)(0x80 | ((c >> 6) & 63)); u[3] = (char)(0x80 | (c & 63)); k = 4; }
    if (n + k > cap) return -1;
    memcpy(out + n, u, (size_t)k);
    n += k;
  }
  return n;
}

// ---- latency histogram: exact below 64 ns, then 64 linear buckets per power of two ------------
// (at most 1/64 ≈ 1.6 % above the true value).
#define H_SUB 64
#define H_N (H_SUB + 58 * H_SUB)
typedef struct { uint64_t n, c[H_N]; int64_t max; } hist_t;

static inline int h_index(uint64_t v) {
  if (v < H_SUB) return (int)v;
  int sh = 63 - __builtin_clzll(v) - 6;
  return H_SUB + sh * H_SUB + (int)((v >> sh) - H_SUB);
}
static inline uint64_t h_top(int i) {  // the largest value that lands in bucket i
  if (i < H_SUB) return (uint64_t)i;
  int sh = (i - H_SUB) / H_SUB;
  uint64_t m = (uint64_t)(H_SUB + (i - H_SUB) % H_SUB);
  return ((m + 1) << sh) - 1;
}
static inline void h_add(hist_t *h, int64_t v) {
  if (v < 0) v = 0;
  h->c[h_index((uint64_t)v)]++;
  h->n++;
  if (v > h->max) h->max = v;
}
static inline double h_pct_us(const hist_t *h, double p) {  // 0 when empty
  if (!h->n) return 0;
  uint64_t want = (uint64_t)ceil(p * (double)h->n), seen = 0;
  if (want < 1) want = 1;
  for (int i = 0; i < H_N; i++) {
    seen += h->c[i];
    if (seen >= want) {
      uint64_t v = h_top(i);
      return (double)(v > (uint64_t)h->max ? (uint64_t)h->max : v) / 1000.0;
    }
  }
  return (double)h->max / 1000.0;
}

// ---- /proc -------------------------------------------------------------------------------
typedef struct { double cpu_s; long rss_kb; int threads; } proc_sample_t;

// A process's CPU time (utime + stime), resident memory and thread count; -1 when unknown.
static inline proc_sample_t read_proc(int pid) {
  proc_sample_t r = {-1, -1, -1};
  if (pid <= 0) return r;
  char path[64], buf[4096];
  snprintf(path, sizeof path, "/proc/%d/stat", pid);
  FILE *f = fopen(path, "r");
  if (!f) return r;
  size_t n = fread(buf, 1, sizeof buf - 1, f);
  fclose(f);
  buf[n] = 0;
  char *p = strrchr(buf, ')');
  unsigned long long ut, st;
  long thr;
  // after "comm)": state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt
  // utime stime cutime cstime priority nice num_threads
  if (p && sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu %*d %*d %*d %*d %ld", &ut, &st, &thr) == 3) {
    r.cpu_s = (double)(ut + st) / (double)sysconf(_SC_CLK_TCK);
    r.threads = (int)thr;
  }
  snprintf(path, sizeof path, "/proc/%d/status", pid);
  if ((f = fopen(path, "r"))) {
    char line[256];
    while (fgets(line, sizeof line, f))
      if (!strncmp(line, "VmRSS:", 6)) { r.rss_kb = atol(line + 6); break; }
    fclose(f);
  }
  return r;
}

// One core's time from /proc/stat (jiffies): busy (not idle, iowait or steal), irq + softirq
// (on loopback the receivers' TCP work runs as softirq on the sender's core), and total.
typedef struct { unsigned long long busy, irq, total; } core_sample_t;

static inline core_sample_t read_core(int core) {
  core_sample_t s = {0, 0, 0};
  if (core < 0) return s;
  FILE *f = fopen("/proc/stat", "r");
  if (!f) return s;
  char line[512];
  while (fgets(line, sizeof line, f)) {
    int id;
    unsigned long long v[8];
    if (sscanf(line, "cpu%d %llu %llu %llu %llu %llu %llu %llu %llu", &id, &v[0], &v[1], &v[2], &v[3], &v[4], &v[5],
               &v[6], &v[7]) == 9 && id == core) {
      unsigned long long tot = 0;
      for (int k = 0; k < 8; k++) tot += v[k];
      s.busy = tot - v[3] - v[4] - v[7];
      s.irq = v[5] + v[6];
      s.total = tot;
      break;
    }
  }
  fclose(f);
  return s;
}

// The one core a process is pinned to (pid 0: this one), or -1.
static inline int pinned_core(int pid) {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(pid, sizeof set, &set) != 0 || CPU_COUNT(&set) != 1) return -1;
  for (int i = 0; i < CPU_SETSIZE; i++)
    if (CPU_ISSET(i, &set)) return i;
  return -1;
}

#endif
