import COpenSSL

/// Small helpers around OpenSSL memory BIOs.
enum MemoryBIO {
    /// A new memory BIO holding a copy of `bytes`, for reading. The caller frees it with `BIO_free`.
    static func reading(_ bytes: [UInt8]) throws(TLSError) -> OpaquePointer {
        ERR_clear_error()
        guard let bio = BIO_new(BIO_s_mem()) else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "BIO_new failed"))
        }
        guard write(bytes, to: bio) else {
            BIO_free(bio)
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "BIO_write failed"))
        }
        return bio
    }

    /// Appends all of `bytes` to a memory BIO (which grows as needed). Returns false on allocation failure.
    static func write(_ bytes: some Collection<UInt8>, to bio: OpaquePointer) -> Bool {
        let written = bytes.withContiguousStorageIfAvailable { write(buffer: $0, to: bio) }
        if let written { return written }
        return Array(bytes).withUnsafeBufferPointer { write(buffer: $0, to: bio) }
    }

    private static func write(buffer: UnsafeBufferPointer<UInt8>, to bio: OpaquePointer) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var offset = 0
        while offset < buffer.count {
            let chunk = Int32(min(buffer.count - offset, Int(Int32.max)))
            let result = BIO_write(bio, base + offset, chunk)
            if result <= 0 { return false }
            offset += Int(result)
        }
        return true
    }

    /// Takes every pending byte out of a memory BIO.
    static func drain(_ bio: OpaquePointer) -> [UInt8] {
        let pending = BIO_ctrl_pending(bio)
        guard pending > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: pending) { buffer, count in
            guard let base = buffer.baseAddress else { count = 0; return }
            let read = BIO_read(bio, base, Int32(clamping: pending))
            count = max(0, Int(read))
        }
    }
}
