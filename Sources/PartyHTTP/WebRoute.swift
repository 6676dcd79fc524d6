/// What a request path asks for.
public enum WebRoute: Equatable, Sendable {
    /// The web client's page; `room` is set for `/ABCD` (the client reads the code from the path).
    case page(room: String?)
    /// The shared-screen page for a room: `/tv/ABCD`.
    case tv(room: String)
    /// `/ws`: the WebSocket endpoint.
    case webSocket
    /// `/health`: a short JSON status.
    case health
    /// `/qr/ABCD.svg`: the room's join URL as a QR code.
    case qrCode(room: String)
    /// `/api/join-url/ABCD`: the room's join URL as JSON {room, url}.
    case joinURL(room: String)
    /// A game night's pages and files under `/n/CODE` (see ``NightResource``).
    case night(code: String, NightResource)
    /// Any other path: a static file if the table has it, else 404.
    case file(String)

    /// The route for a normalised path. Room codes are four ASCII letters, upper-cased here.
    public init(path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        switch parts.count {
        case 1 where parts[0].isEmpty: self = .page(room: nil)
        case 1 where parts[0] == "ws": self = .webSocket
        case 1 where parts[0] == "health": self = .health
        case 1 where Self.isRoomCode(parts[0]): self = .page(room: parts[0].uppercased())
        case 2 where parts[0] == "tv" && Self.isRoomCode(parts[1]): self = .tv(room: parts[1].uppercased())
        case 2 where parts[0] == "qr" && parts[1].hasSuffix(".svg") && Self.isRoomCode(String(parts[1].dropLast(4))):
            self = .qrCode(room: parts[1].dropLast(4).uppercased())
        case 3 where parts[0] == "api" && parts[1] == "join-url" && Self.isRoomCode(parts[2]):
            self = .joinURL(room: parts[2].uppercased())
        case 2 where parts[0] == "n" && Self.isRoomCode(parts[1]): self = .night(code: parts[1].uppercased(), .page)
        case 2 where parts[0] == "n" && parts[1].hasSuffix(".ics") && Self.isRoomCode(String(parts[1].dropLast(4))):
            self = .night(code: parts[1].dropLast(4).uppercased(), .calendar)
        case 3 where parts[0] == "n" && Self.isRoomCode(parts[1]) && NightResource(file: parts[2]) != nil:
            self = .night(code: parts[1].uppercased(), NightResource(file: parts[2])!)
        default: self = .file(path)
        }
    }

    /// Whether `text` has the shape of a room code (four ASCII letters, any case).
    public static func isRoomCode(_ text: String) -> Bool {
        text.utf8.count == 4 && text.utf8.allSatisfy { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
    }
}
