/// A plain-text table for a terminal: a header row, columns padded to their widest cell
/// (numbers right-aligned), two spaces between columns.
public struct ConsoleTable: Sendable {
    /// The column titles.
    public var columns: [String]
    /// Columns whose cells are aligned to the right (counts).
    public var numeric: Set<Int>
    /// The rows, one cell per column.
    public var rows: [[String]] = []

    /// A table with `columns`; `numeric` names the right-aligned ones.
    public init(_ columns: [String], numeric: Set<Int> = []) {
        self.columns = columns
        self.numeric = numeric
    }

    /// The table's lines (no trailing spaces).
    public var lines: [String] {
        let all = [columns] + rows
        let widths = columns.indices.map { i in all.map { Self.width(i < $0.count ? $0[i] : "") }.max() ?? 0 }
        return all.map { row in
            columns.indices.map { i -> String in
                let cell = i < row.count ? row[i] : ""
                let pad = String(repeating: " ", count: widths[i] - Self.width(cell))
                return numeric.contains(i) ? pad + cell : cell + pad
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
    }

    /// A cell's width in a terminal: one column per character (names are short; wide scripts
    /// only shift the rest of their own row).
    static func width(_ text: String) -> Int { text.count }
}

extension String {
    /// The string without the spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return String(self[..<end])
    }
}
