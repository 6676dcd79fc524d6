// Linux epoll for the transport's event loops (Sources/PartyTransport/EpollPoller.swift).
// Glibc's Swift module leaves <sys/epoll.h> out, and `struct epoll_event` is packed on x86_64,
// so these small functions take and return plain values instead (as swift-nio's CNIOLinux does).
#ifndef CPARTY_EPOLL_H
#define CPARTY_EPOLL_H

#include <stdint.h>
#include <sys/epoll.h>

/// A new epoll instance (close-on-exec), or -1 with errno set.
int CPartyEpoll_create(void);

/// Adds (`add` != 0) or changes the events `fd` is watched for, tagged with `data`; 0 or -1.
int CPartyEpoll_watch(int epfd, int fd, int add, uint32_t events, uint64_t data);

/// Takes `fd` out of the set; 0 or -1.
int CPartyEpoll_forget(int epfd, int fd);

/// Room for `count` ready events (free with CPartyEpoll_free_events).
struct epoll_event *CPartyEpoll_new_events(int count);
void CPartyEpoll_free_events(struct epoll_event *events);

/// epoll_wait without blocking: how many events are ready (at most `count`), or -1.
int CPartyEpoll_poll(int epfd, struct epoll_event *events, int count);

/// epoll_wait blocking until something is ready (interruptions retried): how many events are
/// ready (at most `count`), or -1.
int CPartyEpoll_wait(int epfd, struct epoll_event *events, int count);

/// The ready bits and the tag of event `i`.
uint32_t CPartyEpoll_bits(const struct epoll_event *events, int i);
uint64_t CPartyEpoll_data(const struct epoll_event *events, int i);

/// Names the calling thread (at most 15 bytes are kept): an event loop's own thread.
void CPartyEpoll_name_thread(const char *name);

#endif
