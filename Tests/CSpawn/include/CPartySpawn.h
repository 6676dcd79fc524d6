// posix_spawn for the tests' child programs (Tests/Support/ChildProcess.swift). Glibc's Swift
// module leaves the GNU file actions out (closefrom, chdir), so this one function takes plain
// values and does the whole spawn.
#ifndef CPARTY_SPAWN_H
#define CPARTY_SPAWN_H

#include <sys/types.h>

/// Starts `path` (an absolute path) with `argv` and `envp` (both NULL-terminated) and stores its
/// pid in `pid`. The child's standard input, output and error are `in_fd`, `out_fd` and `err_fd`
/// (-1: /dev/null); it runs in `cwd` (NULL: ours), in its own process group, with no signal
/// blocked and SIGPIPE, SIGINT, SIGTERM, SIGHUP and SIGQUIT at their defaults, and every other
/// descriptor of ours closed (so no test socket outlives its test in a child). Returns 0 or an
/// errno value.
int CPartySpawn_run(pid_t *pid, const char *path, char *const argv[], char *const envp[],
                    const char *cwd, int in_fd, int out_fd, int err_fd);

#endif
