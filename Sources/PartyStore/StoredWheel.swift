import PartyCore

/// A saved wheel of fortune, owned by a profile.
public struct StoredWheel: Sendable, Equatable, Hashable {
    /// One slice of a wheel.
    public struct Option: Sendable, Equatable, Hashable, Codable {
        /// The slice's (already sanitised) label.
        public var label: String
        /// The slice's relative weight.
        public var weight: Double

        /// Creates a slice.
        public init(label: String, weight: Double) {
            self.label = label
            self.weight = weight
        }
    }

    /// Owner's profile key.
    public var owner: String
    /// Wheel id, unique per owner.
    public var id: String
    /// The wheel's name.
    public var name: String
    /// Slices in display order.
    public var options: [Option]
    /// When the wheel was last saved.
    public var updatedAt: UnixMillis

    /// Creates a wheel value.
    public init(owner: String, id: String, name: String, options: [Option], updatedAt: UnixMillis) {
        self.owner = owner
        self.id = id
        self.name = name
        self.options = options
        self.updatedAt = updatedAt
    }
}
