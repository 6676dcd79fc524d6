import COpenSSL

extension TLSEngine {
    /// Largest plaintext read per `SSL_read` call (one TLS record).
    static let readChunk = 16 * 1024

    /// Starts the handshake. For a client this produces the ClientHello in `outgoing`; for a server
    /// it produces nothing (the server waits for the ClientHello).
    public func startHandshake() -> TLSOutput {
        guard state == .handshaking else { return TLSOutput(state: state) }
        var output = TLSOutput(state: state)
        advanceHandshake(into: &output)
        output.outgoing = MemoryBIO.drain(networkOut)
        output.state = state
        return output
    }

    /// Feeds ciphertext from the peer. Drives the handshake while it is in progress, then decrypts
    /// every complete record now buffered (`SSL_read` until it wants more input). Partial records are
    /// kept for the next call, so the input may be split anywhere, down to single bytes.
    /// After `.closed` or `.failed` the input is ignored and the state is returned unchanged.
    public func receive(_ ciphertext: some Collection<UInt8>) -> TLSOutput {
        guard state == .handshaking || state == .established else { return TLSOutput(state: state) }
        var output = TLSOutput(state: state)
        if !MemoryBIO.write(ciphertext, to: networkIn) {
            state = .failed(.io(reason: OpenSSLErrorQueue.drain(fallback: "cannot buffer input")))
        }
        if state == .handshaking { advanceHandshake(into: &output) }
        if state == .established { readAll(into: &output) }
        output.outgoing += MemoryBIO.drain(networkOut)
        output.state = state
        return output
    }

    /// Encrypts `plaintext` for the peer and returns the ciphertext to write.
    /// Before the handshake completes the plaintext is buffered and an empty array returned; it is
    /// encrypted into the `outgoing` of the step that completes the handshake.
    /// - Returns: `.failure(.closed)` after `close()`, the peer's close_notify or a failure;
    ///   `.failure(.io(reason:))` if OpenSSL refuses the write (the engine is then failed).
    public func send(_ plaintext: some Collection<UInt8>) -> Result<[UInt8], TLSError> {
        switch state {
        case .handshaking:
            pendingPlaintext.append(contentsOf: plaintext)
            return .success([])
        case .closed, .failed:
            return .failure(.closed)
        case .established:
            if let error = write(Array(plaintext)) {
                state = .failed(error)
                return .failure(error)
            }
            return .success(MemoryBIO.drain(networkOut))
        }
    }

    /// Closes the TLS session: returns the close_notify alert to send (empty if the handshake never
    /// completed). Afterwards the engine is `.closed` and ignores input.
    public func close() -> [UInt8] {
        if state == .established {
            ERR_clear_error()
            _ = SSL_shutdown(ssl)
            ERR_clear_error()
        }
        if case .failed = state {} else { state = .closed }
        return MemoryBIO.drain(networkOut)
    }

    /// One `SSL_do_handshake` step; on completion flushes plaintext sent early.
    func advanceHandshake(into output: inout TLSOutput) {
        ERR_clear_error()
        let result = SSL_do_handshake(ssl)
        if result == 1 {
            state = .established
            flushPending()
            return
        }
        let code = SSL_get_error(ssl, result)
        if code == SSL_ERROR_WANT_READ || code == SSL_ERROR_WANT_WRITE { return }
        state = .failed(handshakeError(code: code))
    }

    /// Classifies a handshake failure; certificate rejections become `.certificate`.
    private func handshakeError(code: Int32) -> TLSError {
        let reason = OpenSSLErrorQueue.drain(fallback: Self.describe(code: code))
        let verification = SSL_get_verify_result(ssl)
        if verification != X509_V_OK {
            let text = X509_verify_cert_error_string(verification).map { String(cString: $0) }
            return .certificate(reason: reason, verification: text ?? "verification error \(verification)")
        }
        return .handshakeFailed(reason: reason)
    }

    /// Encrypts the plaintext buffered before establishment.
    private func flushPending() {
        guard !pendingPlaintext.isEmpty else { return }
        let pending = pendingPlaintext
        pendingPlaintext = []
        if let error = write(pending) { state = .failed(error) }
    }

    /// `SSL_write` of all of `bytes` (memory BIOs accept everything, so writes are never partial).
    private func write(_ bytes: [UInt8]) -> TLSError? {
        var offset = 0
        while offset < bytes.count {
            let chunk = Int32(min(bytes.count - offset, Self.readChunk))
            ERR_clear_error()
            let written = bytes.withUnsafeBufferPointer { SSL_write(ssl, $0.baseAddress! + offset, chunk) }
            if written <= 0 {
                let code = SSL_get_error(ssl, written)
                return .io(reason: OpenSSLErrorQueue.drain(fallback: Self.describe(code: code)))
            }
            offset += Int(written)
        }
        return nil
    }

    /// `SSL_read` until OpenSSL wants more input, appending plaintext to `output`.
    private func readAll(into output: inout TLSOutput) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.readChunk) { buffer in
            guard let base = buffer.baseAddress else { return }
            while true {
                ERR_clear_error()
                let read = SSL_read(ssl, base, Int32(buffer.count))
                if read > 0 {
                    output.plaintext.append(contentsOf: UnsafeBufferPointer(start: base, count: Int(read)))
                    continue
                }
                let code = SSL_get_error(ssl, read)
                switch code {
                case SSL_ERROR_WANT_READ, SSL_ERROR_WANT_WRITE:
                    return
                case SSL_ERROR_ZERO_RETURN:
                    // The peer sent close_notify: answer with ours, then stop.
                    ERR_clear_error()
                    _ = SSL_shutdown(ssl)
                    ERR_clear_error()
                    state = .closed
                    return
                default:
                    state = .failed(.io(reason: OpenSSLErrorQueue.drain(fallback: Self.describe(code: code))))
                    return
                }
            }
        }
    }

    /// Text for an `SSL_get_error` code when the error queue is empty.
    static func describe(code: Int32) -> String {
        switch code {
        case SSL_ERROR_SYSCALL: return "unexpected end of stream (SSL_ERROR_SYSCALL)"
        case SSL_ERROR_ZERO_RETURN: return "peer closed the connection (close_notify)"
        case SSL_ERROR_SSL: return "protocol error (SSL_ERROR_SSL)"
        default: return "SSL error \(code)"
        }
    }
}
