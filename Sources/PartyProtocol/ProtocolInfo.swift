/// Protocol constants shared by server and clients.
public enum ProtocolInfo {
    /// The wire protocol version sent in `welcome`.
    public static let version = 1
    /// The server software version.
    public static let serverVersion = "0.1.0"
    /// Letters used in room codes: A–Z without the look-alikes I and O.
    public static let roomCodeAlphabet = Array("ABCDEFGHJKLMNPQRSTUVWXYZ")
}
