import Synchronization

/// The QR images the site has drawn, by the URL they encode: a bounded cache with
/// least-recently-used eviction. Drawing one costs libqrencode plus a 29 KB SVG for a long URL;
/// a room's TV and every phone ask for the same few, so `/qr/…` at 2,000 requests a second used
/// to draw 2,000 images a second. Safe from any thread.
public final class QRImageCache: Sendable {
    /// The most images kept.
    public let capacity: Int
    private let state = Mutex(State())

    private struct State {
        var images: [String: (svg: [UInt8], used: UInt64)] = [:]
        var clock: UInt64 = 0
        var draws = 0
    }

    /// A cache of at most `capacity` (at least one) images.
    public init(capacity: Int = 128) { self.capacity = max(1, capacity) }

    /// The SVG of `url`'s QR code, drawn once and then served from the cache; nil when the URL
    /// does not fit in a QR code.
    public func svg(for url: String) -> [UInt8]? {
        let cached = state.withLock { s -> [UInt8]? in
            s.clock += 1
            guard let hit = s.images[url] else { return nil }
            s.images[url] = (hit.svg, s.clock)
            return hit.svg
        }
        if let cached { return cached }
        guard let code = QRCode(url) else { return nil }  // drawn outside the lock
        let svg = Array(code.svg().utf8)
        state.withLock { s in
            s.draws += 1
            s.clock += 1
            s.images[url] = (svg, s.clock)
            if s.images.count > capacity, let oldest = s.images.min(by: { $0.value.used < $1.value.used })?.key {
                s.images[oldest] = nil
            }
        }
        return svg
    }

    /// Images drawn so far (misses), for tests and metrics.
    public var draws: Int { state.withLock { $0.draws } }

    /// Images held now.
    public var count: Int { state.withLock { $0.images.count } }
}
