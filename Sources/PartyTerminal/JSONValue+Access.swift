import PartyProtocol

extension Dictionary where Key == String, Value == JSONValue {
    func text(_ key: String) -> String? { self[key]?.text }
    func int(_ key: String) -> Int? { self[key]?.int }
    func bool(_ key: String) -> Bool? { self[key]?.bool }
    func array(_ key: String) -> [JSONValue] { self[key]?.array ?? [] }
}
