/// Terminal column widths of text: East Asian wide and fullwidth characters take two
/// columns, combining marks and zero-width characters take none, everything else one.
public enum DisplayWidth {
    /// The columns one scalar occupies.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v == 0 { return 0 }
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if v == 0x200B { return 0 }
        return isWide(v) ? 2 : 1
    }

    /// The columns a character (grapheme cluster) occupies: its widest scalar, so that an emoji
    /// with a variation selector or a letter with combining accents counts once.
    public static func of(_ character: Character) -> Int {
        var width = 0
        for s in character.unicodeScalars { width = max(width, of(s)) }
        return width
    }

    /// The columns a string occupies.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for c in text { total += of(c) }
        return total
    }

    /// The longest prefix of `text` that fits in `columns`; when it had to cut, the last column
    /// holds `ellipsis` (if it fits). A wide character is never split.
    public static func truncate(_ text: String, to columns: Int, ellipsis: String = "…") -> String {
        guard columns > 0 else { return "" }
        if of(text) <= columns { return text }
        let room = columns - of(ellipsis)
        guard room >= 0 else { return prefix(text, columns) }
        return prefix(text, room) + ellipsis
    }

    /// The longest prefix of `text` that fits in `columns`, without an ellipsis.
    public static func prefix(_ text: String, _ columns: Int) -> String {
        var out = ""
        var used = 0
        for c in text {
            let w = of(c)
            if used + w > columns { break }
            out.append(c)
            used += w
        }
        return out
    }

    /// `text` truncated or padded with spaces to exactly `columns` columns.
    public static func pad(_ text: String, to columns: Int) -> String {
        let cut = truncate(text, to: columns)
        let w = of(cut)
        return w < columns ? cut + String(repeating: " ", count: columns - w) : cut
    }

    /// Splits `text` into lines of at most `columns` columns, breaking at spaces where possible.
    public static func wrap(_ text: String, to columns: Int) -> [String] {
        guard columns > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var piece = String(word)
            let sep = line.isEmpty ? 0 : 1
            if used + sep + of(piece) <= columns {
                if sep == 1 { line += " " }
                line += piece
                used += sep + of(piece)
                continue
            }
            if of(piece) > columns, used + sep < columns {
                // A word longer than a line (CJK text has no spaces): fill this line first.
                let head = prefix(piece, columns - used - sep)
                if !head.isEmpty {
                    line += (sep == 1 ? " " : "") + head
                    piece = String(piece.dropFirst(head.count))
                }
            }
            if !line.isEmpty { lines.append(line); line = ""; used = 0 }
            while of(piece) > columns {
                let head = prefix(piece, columns)
                lines.append(head)
                piece = String(piece.dropFirst(head.count))
            }
            line = piece
            used = of(piece)
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
             0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
             0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
             0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
             0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
             0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18AFF, 0x1B000...0x1B2FF,
             0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F,
             0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
