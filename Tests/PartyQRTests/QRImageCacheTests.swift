import Testing
@testable import PartyQR

@Suite("QRImageCache")
struct QRImageCacheTests {
    @Test func theQRCacheIsBoundedAndEvictsTheLeastRecentlyUsed() throws {
        let cache = QRImageCache(capacity: 2)
        _ = cache.svg(for: "http://a/ABCD")
        _ = cache.svg(for: "http://b/ABCD")
        _ = cache.svg(for: "http://a/ABCD")  // a is now the most recent
        _ = cache.svg(for: "http://c/ABCD")  // evicts b
        #expect(cache.count == 2)
        #expect(cache.draws == 3)
        _ = cache.svg(for: "http://a/ABCD")
        #expect(cache.draws == 3, "a stayed")
        _ = cache.svg(for: "http://b/ABCD")
        #expect(cache.draws == 4, "b was evicted")
    }
}
