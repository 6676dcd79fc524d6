import Glibc

/// Starts programs with `posix_spawn` and reaps them with `waitpid` (Foundation's `Process`
/// can miss the exit of a child whose grandchild, like the tmux server, lives on).
enum Subprocess {
    struct Failure: Error { var call: String; var code: Int32 }

    /// Starts `path` with `args`; stdin and stderr are /dev/null, stdout goes to `stdout` (a file
    /// descriptor) or /dev/null.
    static func spawn(_ path: String, _ args: [String], stdout: Int32?) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let stdout { posix_spawn_file_actions_adddup2(&actions, stdout, 1) } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + args).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard rc == 0 else { throw Failure(call: "posix_spawn", code: rc) }
        return pid
    }

    /// Runs to completion; returns the exit status and (with `capture`) what it wrote to stdout.
    static func run(_ path: String, _ args: [String], capture: Bool) throws -> (Int32, String) {
        var fds: [Int32] = [-1, -1]
        if capture {
            guard pipe(&fds) == 0 else { throw Failure(call: "pipe", code: errno) }
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
        let pid = try spawn(path, args, stdout: capture ? fds[1] : nil)
        var output: [UInt8] = []
        if capture {
            close(fds[1])
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                output += buffer[..<n]
            }
            close(fds[0])
        }
        return (wait(pid), String(decoding: output, as: UTF8.self))
    }

    /// Waits for `pid` and returns its exit status (-1 when it was killed).
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
    }

    /// Sends SIGTERM and reaps the process.
    static func stop(_ pid: pid_t) {
        kill(pid, SIGTERM)
        _ = wait(pid)
    }
}
