#define _GNU_SOURCE
#include "CPartyEpoll.h"

#include <pthread.h>

#include <errno.h>
#include <stdlib.h>

int CPartyEpoll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }

int CPartyEpoll_watch(int epfd, int fd, int add, uint32_t events, uint64_t data) {
  struct epoll_event e = {.events = events, .data.u64 = data};
  return epoll_ctl(epfd, add ? EPOLL_CTL_ADD : EPOLL_CTL_MOD, fd, &e);
}

int CPartyEpoll_forget(int epfd, int fd) { return epoll_ctl(epfd, EPOLL_CTL_DEL, fd, NULL); }

struct epoll_event *CPartyEpoll_new_events(int count) { return calloc((size_t)count, sizeof(struct epoll_event)); }

void CPartyEpoll_free_events(struct epoll_event *events) { free(events); }

int CPartyEpoll_poll(int epfd, struct epoll_event *events, int count) {
  int n;
  do n = epoll_wait(epfd, events, count, 0);
  while (n < 0 && errno == EINTR);
  return n;
}

int CPartyEpoll_wait(int epfd, struct epoll_event *events, int count) {
  int n;
  do n = epoll_wait(epfd, events, count, -1);
  while (n < 0 && errno == EINTR);
  return n;
}

uint32_t CPartyEpoll_bits(const struct epoll_event *events, int i) { return events[i].events; }

uint64_t CPartyEpoll_data(const struct epoll_event *events, int i) { return events[i].data.u64; }

void CPartyEpoll_name_thread(const char *name) { pthread_setname_np(pthread_self(), name); }
