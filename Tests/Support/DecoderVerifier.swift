import PartyCore

/// Checks that a decoder gives the same items however its input is cut — all at once, a byte
/// at a time, and random splits from fixed seeds — as swift-nio's
/// `ByteToMessageDecoderVerifier` does for its decoders. Every split starts a fresh decoder
/// and drains it after every chunk, as a connection does after every read.
public struct DecoderVerifier<Decoder: ByteStreamDecoder> {
    private let make: () -> Decoder

    /// A verifier of the decoders `make` returns (a fresh one per split).
    public init(_ make: @escaping () -> Decoder) { self.make = make }

    /// Feeds `chunks` to a fresh decoder, draining it after every chunk.
    public func decode(_ chunks: [[UInt8]]) throws(Decoder.Failure) -> [Decoder.Item] {
        var decoder = make()
        var items: [Decoder.Item] = []
        for chunk in chunks {
            decoder.append(chunk)
            while let item = try decoder.next() { items.append(item) }
        }
        return items
    }

    /// What every split of `bytes` decodes to (or fails with), in the order of ``ChunkSplits/all(of:seeds:)``.
    public func outcomes(of bytes: [UInt8], seeds: [UInt64] = ChunkSplits.seeds) -> [Result<[Decoder.Item], Decoder.Failure>] {
        ChunkSplits.all(of: bytes, seeds: seeds).map { chunks in Result { () throws(Decoder.Failure) in try decode(chunks) } }
    }

    /// The splits of `bytes` whose items, mapped by `transform`, differ from `expected`, each
    /// described (with its failure, if it threw); empty when every split decodes as expected.
    public func mismatches<T: Equatable>(_ bytes: [UInt8], expecting expected: [T],
                                         as transform: (Decoder.Item) -> T) -> [String] {
        outcomes(of: bytes).enumerated().compactMap { index, outcome in
            switch outcome {
            case let .success(items):
                let got = items.map(transform)
                return got == expected ? nil : "\(Self.name(ofSplit: index)): got \(got)"
            case let .failure(error):
                return "\(Self.name(ofSplit: index)): failed with \(error)"
            }
        }
    }

    /// How a split is named in a mismatch.
    private static func name(ofSplit index: Int) -> String {
        switch index {
        case 0: "all at once"
        case 1: "a byte at a time"
        default: "random split \(index - 1)"
        }
    }
}

extension DecoderVerifier where Decoder.Item: Equatable {
    /// The splits of `bytes` that do not decode to exactly `expected`; empty when all do.
    public func mismatches(_ bytes: [UInt8], expecting expected: [Decoder.Item]) -> [String] {
        mismatches(bytes, expecting: expected, as: { $0 })
    }
}

/// The ways a verifier cuts a stream.
public enum ChunkSplits {
    /// The seeds of the random splits (ten splits each).
    public static let seeds: [UInt64] = [1, 2, 3, 42, 0xDEAD_BEEF]

    /// All at once, a byte at a time, then ten random splits per seed.
    public static func all(of bytes: [UInt8], seeds: [UInt64] = seeds) -> [[[UInt8]]] {
        var all: [[[UInt8]]] = [[bytes], bytes.map { [$0] }]
        for seed in seeds {
            var rng = SplitMix64(seed: seed)
            for _ in 0..<10 { all.append(random(bytes, using: &rng)) }
        }
        return all
    }

    /// `bytes` cut at random points chosen by `rng` (chunks of 1–17 bytes).
    public static func random(_ bytes: [UInt8], using rng: inout SplitMix64) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        var i = 0
        while i < bytes.count {
            let n = 1 + rng.uniform(below: min(17, bytes.count - i))
            chunks.append(Array(bytes[i..<(i + n)]))
            i += n
        }
        return chunks
    }
}
