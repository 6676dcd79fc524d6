/// An event payload that knows its wire name (`gop.card`, `room.joined`...). `encode(to:)`
/// writes only the flat payload fields; the server adds `type`, `room` and `seq`.
public protocol NamedEvent: Encodable, Sendable {
    /// The wire event name.
    var wireType: String { get }
}

extension RoomEvent: NamedEvent {}
extension GuessOrPassEvent: NamedEvent {}
extension WyrEvent: NamedEvent {}
