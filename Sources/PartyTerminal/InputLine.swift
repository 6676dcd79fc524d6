/// The line a person is typing: text, cursor and history of sent lines.
public struct InputLine: Sendable, Equatable {
    /// The characters typed so far.
    public private(set) var characters: [Character] = []
    /// The cursor position, 0...characters.count.
    public private(set) var cursor = 0
    /// Longest accepted line, in characters.
    public var limit = 500
    private var history: [String] = []
    private var historyIndex: Int?

    /// Creates an empty line (or one holding `text`, cursor at the end).
    public init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    /// The text typed so far.
    public var text: String { String(characters) }
    /// Whether nothing is typed.
    public var isEmpty: Bool { characters.isEmpty }

    /// Inserts a character at the cursor.
    public mutating func insert(_ c: Character) {
        guard characters.count < limit else { return }
        characters.insert(c, at: cursor)
        cursor += 1
    }

    /// Deletes the character before the cursor.
    public mutating func backspace() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    /// Deletes the character under the cursor.
    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Moves the cursor by `delta`, staying inside the line.
    public mutating func move(_ delta: Int) { cursor = min(max(0, cursor + delta), characters.count) }
    /// Moves the cursor to the start.
    public mutating func home() { cursor = 0 }
    /// Moves the cursor to the end.
    public mutating func end() { cursor = characters.count }

    /// Clears the line.
    public mutating func clear() {
        characters = []
        cursor = 0
        historyIndex = nil
    }

    /// Returns the text, remembers it in the history and clears the line.
    public mutating func submit() -> String {
        let t = text
        if !t.isEmpty, history.last != t { history.append(t) }
        if history.count > 100 { history.removeFirst() }
        clear()
        return t
    }

    /// Shows the previous line from the history.
    public mutating func previous() {
        guard !history.isEmpty else { return }
        let i = max(0, (historyIndex ?? history.count) - 1)
        historyIndex = i
        replace(history[i])
    }

    /// Shows the next line from the history (or an empty line past the newest).
    public mutating func next() {
        guard let i = historyIndex else { return }
        if i + 1 < history.count {
            historyIndex = i + 1
            replace(history[i + 1])
        } else {
            historyIndex = nil
            replace("")
        }
    }

    private mutating func replace(_ text: String) {
        characters = Array(text)
        cursor = characters.count
    }

    /// The visible part of the line for a field `columns` wide, and the cursor's column in it.
    public func visible(columns: Int) -> (text: String, cursorColumn: Int) {
        guard columns > 1 else { return ("", 0) }
        var start = 0
        while DisplayWidth.of(String(characters[start..<cursor])) > columns - 1 { start += 1 }
        let shown = DisplayWidth.prefix(String(characters[start...]), columns)
        return (shown, DisplayWidth.of(String(characters[start..<cursor])))
    }
}
