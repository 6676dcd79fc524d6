import Glibc

/// The controlling terminal: raw mode, the alternate screen and the window size.
/// `restore()` puts everything back; it is safe to call more than once.
final class RawTerminal: @unchecked Sendable {
    // Touched only on the app queue (and once at exit, after the queue's work is done).
    private var original = termios()
    private var active = false

    /// Switches fd 0 to raw mode and the output to the alternate screen.
    func enter() throws {
        guard isatty(0) == 1 else { throw TerminalError("standard input is not a terminal") }
        guard tcgetattr(0, &original) == 0 else { throw TerminalError("tcgetattr failed") }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(0, TCSAFLUSH, &raw) == 0 else { throw TerminalError("tcsetattr failed") }
        active = true
        write("\u{1B}[?1049h\u{1B}[2J\u{1B}[H")
    }

    /// Leaves the alternate screen and restores the saved terminal mode.
    func restore() {
        guard active else { return }
        active = false
        write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        _ = tcsetattr(0, TCSAFLUSH, &original)
    }

    /// The window size (columns, rows); 80×24 when unknown.
    func size() -> (columns: Int, rows: Int) {
        var ws = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 { return (Int(ws.ws_col), Int(ws.ws_row)) }
        return (80, 24)
    }

    /// Writes all of `text` to standard output.
    func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR || errno == EAGAIN { continue } else { return } }
            bytes = bytes.dropFirst(n)
        }
    }
}

/// The terminal could not be set up.
struct TerminalError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
