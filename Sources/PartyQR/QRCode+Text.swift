extension QRCode {
    /// The symbol drawn with Unicode half blocks, two module rows per text line, with a
    /// 2-module quiet zone. With `lightOnDark` (for a dark terminal) light modules are drawn
    /// as ink, so phones read it as the usual dark-on-light symbol.
    public func halfBlockLines(lightOnDark: Bool = true) -> [String] {
        let quiet = 2
        let range = -quiet..<(size + quiet)
        var lines: [String] = []
        for y in stride(from: -quiet, to: size + quiet, by: 2) {
            var line = ""
            for x in range {
                let top = isDark(x: x, y: y) != lightOnDark
                let bottom = y + 1 < size + quiet && (isDark(x: x, y: y + 1) != lightOnDark)
                switch (top, bottom) {
                case (true, true): line += "█"
                case (true, false): line += "▀"
                case (false, true): line += "▄"
                case (false, false): line += " "
                }
            }
            lines.append(line)
        }
        return lines
    }
}
