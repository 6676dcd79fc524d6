/// How a piece of text is drawn.
public enum TextStyle: Sendable, Equatable {
    /// Normal text.
    case plain
    /// Bold.
    case bold
    /// Dimmed (help, system lines).
    case dim
    /// Highlight colour (names, options).
    case accent
    /// Good news (correct, connected).
    case good
    /// Bad news (errors, pass, offline).
    case bad
    /// Reversed colours (header, selection).
    case inverse
    /// A 24-bit foreground colour (a member's avatar colour).
    case tint(red: UInt8, green: UInt8, blue: UInt8)

    /// The SGR parameters of the style.
    var sgr: String {
        switch self {
        case .plain: "0"
        case .bold: "1"
        case .dim: "2"
        case .accent: "1;36"
        case .good: "32"
        case .bad: "31"
        case .inverse: "7"
        case let .tint(r, g, b): "38;2;\(r);\(g);\(b)"
        }
    }
}

/// A run of text in one style.
public struct Span: Sendable, Equatable {
    /// The text (already sanitised; no control characters).
    public var text: String
    /// Its style.
    public var style: TextStyle
}

/// One screen row: styled spans.
public struct Row: Sendable, Equatable {
    /// The spans, left to right.
    public var spans: [Span] = []

    /// An empty row or one plain/styled text.
    public init(_ text: String = "", _ style: TextStyle = .plain) {
        if !text.isEmpty { spans = [Span(text: text, style: style)] }
    }

    /// The row's text without styles.
    public var text: String { spans.map(\.text).joined() }
    /// The row's width in columns.
    public var width: Int { DisplayWidth.of(text) }

    /// Appends text in a style.
    public mutating func add(_ text: String, _ style: TextStyle = .plain) {
        guard !text.isEmpty else { return }
        spans.append(Span(text: text, style: style))
    }

    /// The row cut or padded with spaces to exactly `columns` columns (wide characters never split).
    public func fitted(_ columns: Int) -> Row {
        var out = Row()
        var used = 0
        for span in spans {
            let room = columns - used
            guard room > 0 else { break }
            let piece = DisplayWidth.of(span.text) <= room ? span.text : DisplayWidth.prefix(span.text, room)
            out.add(piece, span.style)
            used += DisplayWidth.of(piece)
        }
        if used < columns { out.add(String(repeating: " ", count: columns - used)) }
        return out
    }

    /// The row centred in `columns`.
    public func centered(_ columns: Int) -> Row {
        let pad = max(0, (columns - width) / 2)
        var out = Row(String(repeating: " ", count: pad))
        out.spans += spans
        return out
    }

    /// This row followed by `other`.
    public static func + (l: Row, r: Row) -> Row {
        var out = l
        out.spans += r.spans
        return out
    }
}

/// A rendered screen: exactly `height` rows of exactly `width` columns, and the cursor.
public struct Screen: Sendable, Equatable {
    /// The rows, top to bottom.
    public var rows: [Row]
    /// Where the cursor goes (row, column), zero-based.
    public var cursor: (row: Int, column: Int)

    /// Creates a screen.
    public init(rows: [Row], cursor: (row: Int, column: Int)) {
        self.rows = rows
        self.cursor = cursor
    }

    /// Plain text, one line per row, trailing spaces removed (what a test or `capture-pane` sees).
    public var text: String {
        rows.map { row in
            var line = Substring(row.text)
            while line.last == " " { line = line.dropLast() }
            return String(line)
        }.joined(separator: "\n")
    }

    /// The bytes that draw the screen on an ANSI terminal: each row that differs from
    /// `previous` (all rows without it), then the cursor.
    public func ansi(color: Bool, previous: Screen? = nil) -> String {
        var out = "\u{1B}[?25l"
        for (i, row) in rows.enumerated() {
            if let previous, previous.rows.count == rows.count, previous.rows[i] == row { continue }
            out += "\u{1B}[\(i + 1);1H" + Self.ansi(row, color: color)
        }
        out += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
        return out
    }

    /// One row with SGR styles (only reverse video when `color` is off).
    static func ansi(_ row: Row, color: Bool) -> String {
        var out = ""
        for span in row.spans {
            if span.style != .plain && (color || span.style == .inverse) {
                out += "\u{1B}[\(color ? span.style.sgr : "7")m\(span.text)\u{1B}[0m"
            } else {
                out += span.text
            }
        }
        return out
    }

    /// Equality by rows and cursor.
    public static func == (l: Screen, r: Screen) -> Bool {
        l.rows == r.rows && l.cursor.row == r.cursor.row && l.cursor.column == r.cursor.column
    }
}
