import CQRencode

/// A QR code symbol made by Debian's libqrencode, as a square of dark/light modules.
public struct QRCode: Equatable, Sendable {
    /// Modules per side (without a quiet zone).
    public let size: Int
    /// Row-major modules; true is dark.
    public let modules: [Bool]

    /// Encodes `text` (8-bit mode, error correction level M, smallest version that fits);
    /// nil when it does not fit in a QR code.
    public init?(_ text: String) {
        guard let symbol = QRcode_encodeString8bit(text, 0, QR_ECLEVEL_M) else { return nil }
        defer { QRcode_free(symbol) }
        let width = Int(symbol.pointee.width)
        size = width
        modules = (0..<(width * width)).map { symbol.pointee.data[$0] & 1 == 1 }
    }

    /// Whether the module at `x`, `y` is dark; false outside the symbol (the quiet zone).
    public func isDark(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < size && y < size && modules[y * size + x]
    }
}
