import PartyClient
import PartyQR

extension ClientState {
    /// The room's join link for browsers (`<web>/ABCD`), when the server announced its web
    /// client in the welcome and this client is seated.
    public var joinURL: String? {
        guard let base = webBase, let code = roomCode else { return nil }
        return base + "/" + code
    }

    /// Takes what the client needs from the server's `welcome` frame: the web client's base URL.
    public mutating func noteWelcome(_ welcome: ServerFrame) {
        guard welcome.type == "welcome" else { return }
        webBase = welcome.fields.text("web").flatMap { $0.hasPrefix("http://") || $0.hasPrefix("https://") ? $0 : nil }
    }
}

extension ScreenRenderer {
    /// The join link and its QR code drawn with half blocks (light modules as ink, for a dark
    /// terminal), centred; just the link when the code does not fit.
    func joinQRRows(width: Int, height: Int) -> [Row] {
        let url = state.joinURL ?? ""
        var rows = [titled(url, width: width), Row()]
        if let code = QRCode(url) {
            let lines = code.halfBlockLines(lightOnDark: true)
            let side = lines.first.map(DisplayWidth.of) ?? 0
            if lines.count + 4 <= height && side <= width {
                let pad = String(repeating: " ", count: (width - side) / 2)
                rows += lines.map { Row(pad + $0) }
            }
        }
        rows.append(Row())
        rows.append(Row(" " + t(.helpClose), .dim))
        return rows
    }
}
