/// A development server identity made at runtime by `TLSContext.selfSigned(hosts:)`.
public struct TLSSelfSignedIdentity: Sendable {
    /// A server context using the ephemeral key and certificate.
    public let context: TLSContext
    /// The certificate's SHA-256 fingerprint as colon-separated upper-case hex
    /// (`"AB:CD:…"`, 32 bytes), the format `openssl x509 -fingerprint -sha256` prints. Log it so users
    /// can compare it with what their client sees.
    public let sha256Fingerprint: String
    /// The certificate in PEM form, for clients that should trust exactly this certificate
    /// (`TLSContext.client(trustingPEM:)`).
    public let certificatePEM: String
}
