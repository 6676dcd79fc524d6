/// A coding key named at run time (a game's save key, its memory's key), for the saved-room
/// formats whose keys depend on which games a server offers.
struct StringCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
