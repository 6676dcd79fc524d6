extension SchemaNode {
    /// The document as text, laid out as the schemas always were (two-space indents, `", "`-free
    /// lines, `": "` after keys, UTF-8 left unescaped), ending with a newline.
    public var text: String {
        var out = ""
        write(to: &out, level: 0)
        out += "\n"
        return out
    }

    private func write(to out: inout String, level: Int) {
        switch self {
        case let .object(pairs):
            guard !pairs.isEmpty else { return out += "{}" }
            out += "{"
            for (i, pair) in pairs.enumerated() {
                out += (i == 0 ? "\n" : ",\n") + Self.indent(level + 1)
                Self.quote(pair.0, into: &out)
                out += ": "
                pair.1.write(to: &out, level: level + 1)
            }
            out += "\n" + Self.indent(level) + "}"
        case let .array(items):
            guard !items.isEmpty else { return out += "[]" }
            out += "["
            for (i, item) in items.enumerated() {
                out += (i == 0 ? "\n" : ",\n") + Self.indent(level + 1)
                item.write(to: &out, level: level + 1)
            }
            out += "\n" + Self.indent(level) + "]"
        case let .string(s): Self.quote(s, into: &out)
        case let .int(i): out += String(i)
        case let .number(d): out += String(d)
        case let .bool(b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }

    private static func indent(_ level: Int) -> String { String(repeating: "  ", count: level) }

    /// A JSON string: quotes, backslashes and control characters escaped, nothing else.
    private static func quote(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
