"""partyd's threads, told apart: Dispatch's idle pool workers, and every other thread.

Dispatch (libdispatch on Linux) runs queues on a pool of worker threads that grows when work
is waiting and no worker is free. An idle worker waits on its pool's semaphore for 5 s and
exits if nothing came (`_dispatch_worker_thread` in src/queue.c); but partyd's periodic timers
(the deadline sweeper every 100 ms, the snapshot heartbeat) wake the waiting workers in turn, so
none reaches those 5 s: the pool keeps the most workers it ever needed at once. Its size is a
high-water mark of moments when many queues were busy together (on a loaded machine, queues
run longer and overlap more), not a count of anything partyd holds. Seen with gdb after a soak's
load had left: every thread but the main one and Dispatch's manager sat in
`_dispatch_worker_thread` → `_dispatch_semaphore_wait_slow`.

So a thread *leak* — a thread stuck somewhere (a `sync` that never returns, a blocking call
without a deadline) or made per connection or room — shows among the threads that are not
parked in the pool, and that is the series the soak checks; the total is plotted beside it.

A parked worker is told by its system call (`/proc/PID/task/TID/syscall`): `futex` (202) on an
address inside libdispatch's `_dispatch_pthread_root_queue_contexts`, located from the library's
symbol table (`nm`) and where `/proc/PID/maps` has it loaded. Reading another process's
`syscall` file needs the right to trace it (root, or the same user with ptrace allowed).
"""

import os
import subprocess

FUTEX = "202"  # x86-64


def pool_contexts(pid):
    """The address range of libdispatch's pool contexts in process `pid`, or None."""
    base = library = None
    with open(f"/proc/{pid}/maps") as f:
        for line in f:
            fields = line.split()
            if len(fields) >= 6 and fields[5].endswith("/libdispatch.so") and int(fields[2], 16) == 0:
                base, library = int(fields[0].split("-")[0], 16), fields[5]
                break
    if library is None:
        return None
    try:
        symbols = subprocess.run(["nm", "-S", library], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    for line in symbols.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[3] == "_dispatch_pthread_root_queue_contexts":
            start = base + int(parts[0], 16)
            return start, start + int(parts[1], 16)
    return None


def parked_workers(pid, contexts):
    """How many of `pid`'s threads are Dispatch workers waiting idle in the pool (None if unknown)."""
    if contexts is None:
        return None
    parked = 0
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/syscall") as f:
                fields = f.read().split()
        except OSError:
            continue  # gone meanwhile, or not ours to read
        if len(fields) > 1 and fields[0] == FUTEX and contexts[0] <= int(fields[1], 16) < contexts[1]:
            parked += 1
    return parked
