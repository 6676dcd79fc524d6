/// A decoder that is fed bytes and drained of whole items: the line decoder, the WebSocket
/// frame decoder and the HTTP head parser all have this shape, so one ``DecoderVerifier``
/// checks them all. A test target declares the conformance.
public protocol ByteStreamDecoder {
    /// What one ``next()`` returns: a line, a message, a request head.
    associatedtype Item
    /// What a malformed stream throws.
    associatedtype Failure: Error
    /// Buffers `bytes`.
    mutating func append(_ bytes: some Sequence<UInt8>)
    /// The next whole item, or nil until more bytes arrive.
    mutating func next() throws(Failure) -> Item?
}
