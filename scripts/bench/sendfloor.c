// sendfloor.c: the kernel's cost per send() on this machine, loopback TCP, the way partyd's
// fan-out sends (issue 33, the physical floor under scenario D): N connected sockets, one
// frame of BYTES to each in turn, ROUNDS times, a reader thread on core 1 draining them, the
// sender pinned to core 0. Prints the sender's CPU (user + sys, getrusage) per send() with 1,
// 2, 4 and 8 frames per send() (what coalescing k events into one write costs per frame).
//
//     gcc -O2 -o sendfloor scripts/bench/sendfloor.c -lpthread && ./sendfloor 5000 20 120
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>
#include <fcntl.h>
static int N = 2000, ROUNDS = 100, BYTES = 120;
static int *rd, *wr;
static volatile int done;
static void pin(int cpu) { cpu_set_t s; CPU_ZERO(&s); CPU_SET(cpu, &s); sched_setaffinity(0, sizeof s, &s); }
static void *reader(void *arg) {
  pin(1);
  int ep = epoll_create1(0);
  for (int i = 0; i < N; i++) { struct epoll_event e = {.events = EPOLLIN, .data.u32 = i}; epoll_ctl(ep, EPOLL_CTL_ADD, rd[i], &e); }
  struct epoll_event ev[512]; char buf[65536];
  while (!done) { int n = epoll_wait(ep, ev, 512, 100); for (int i = 0; i < n; i++) while (read(rd[ev[i].data.u32], buf, sizeof buf) > 0) {} }
  return NULL;
}
static double cpu_s(void) { struct rusage u; getrusage(RUSAGE_THREAD, &u); return u.ru_utime.tv_sec + u.ru_utime.tv_usec / 1e6 + u.ru_stime.tv_sec + u.ru_stime.tv_usec / 1e6; }
int main(int argc, char **argv) {
  if (argc > 1) N = atoi(argv[1]);
  if (argc > 2) ROUNDS = atoi(argv[2]);
  if (argc > 3) BYTES = atoi(argv[3]);
  rd = calloc(N, sizeof *rd); wr = calloc(N, sizeof *wr);
  int ls = socket(AF_INET, SOCK_STREAM, 0); int one = 1; setsockopt(ls, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  struct sockaddr_in a = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)}; socklen_t al = sizeof a;
  bind(ls, (void *)&a, sizeof a); listen(ls, 4096); getsockname(ls, (void *)&a, &al);
  for (int i = 0; i < N; i++) {
    wr[i] = socket(AF_INET, SOCK_STREAM, 0); connect(wr[i], (void *)&a, sizeof a); setsockopt(wr[i], IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    rd[i] = accept(ls, NULL, NULL); fcntl(rd[i], F_SETFL, O_NONBLOCK);
  }
  pthread_t t; pthread_create(&t, NULL, reader, NULL);
  pin(0);
  char *msg = malloc(BYTES * 8); memset(msg, 'x', BYTES * 8);
  for (int k = 1; k <= 8; k *= 2) {  // k frames per send(): what coalescing k events buys
    double c0 = cpu_s(); struct timespec w0, w1; clock_gettime(CLOCK_MONOTONIC, &w0);
    for (int r = 0; r < ROUNDS; r++) { for (int i = 0; i < N; i++) send(wr[i], msg, BYTES * k, 0); usleep(2000); }
    clock_gettime(CLOCK_MONOTONIC, &w1); double c1 = cpu_s();
    printf("frames/send %d, %d B: %.2f us CPU per send(), %.2f us per frame (%d sends)\n", k, BYTES * k, (c1 - c0) * 1e6 / ((double)N * ROUNDS), (c1 - c0) * 1e6 / ((double)N * ROUNDS * k), N * ROUNDS);
  }
  done = 1; pthread_join(t, NULL); return 0;
}
