/// The dice table as this client sees it.
public struct DiceState: Sendable, Equatable {
    /// One die of the last roll.
    public struct Face: Sendable, Equatable {
        /// Its final value.
        public var value: Int
        /// Whether it is held.
        public var locked: Bool
        /// Milliseconds after the roll before it starts spinning.
        public var delayMs: Int
        /// Milliseconds it spins.
        public var durationMs: Int
    }

    /// `free` or `turns`.
    public var mode = "free"
    /// Dice per roll and sides.
    public var count = 2, sides = 6
    /// Who rolled last.
    public var roller: String?
    /// The last roll's dice.
    public var faces: [Face] = []
    /// The last roll's total.
    public var total = 0
    /// When this client received the last roll (local ms), for the animation.
    public var rolledAtMs: Int64 = 0
    /// Whose turn it is (turns mode).
    public var turn: String?

    /// Creates a table.
    public init() {}
}

/// A wheel in the room's list.
public struct WheelInfo: Sendable, Equatable {
    /// Its id.
    public var id: String
    /// Its name.
    public var name: String
    /// The owner's id.
    public var owner: String
    /// Labels and weights.
    public var options: [(label: String, weight: Int)]

    /// Creates a wheel.
    public init(id: String, name: String, owner: String = "", options: [(label: String, weight: Int)]) {
        self.id = id
        self.name = name
        self.owner = owner
        self.options = options
    }

    /// Equality by every field.
    public static func == (l: WheelInfo, r: WheelInfo) -> Bool {
        l.id == r.id && l.name == r.name && l.owner == r.owner && l.options.elementsEqual(r.options) { $0 == $1 }
    }
}

/// The last wheel spin.
public struct WheelSpinState: Sendable, Equatable {
    /// Who spun.
    public var player: String
    /// The wheel.
    public var wheel: WheelInfo
    /// The winning option.
    public var index: Int
    /// The winning label.
    public var label: String
    /// The wheel's final rotation in degrees and full turns before it.
    public var angleDeg: Double, turns: Int
    /// When this client received it (local ms).
    public var receivedAtMs: Int64
}

/// The last coin flip.
public struct CoinState: Sendable, Equatable {
    /// Who flipped.
    public var player: String
    /// `heads` or `tails`.
    public var side: String
    /// Half-turns shown by the animation.
    public var spins: Int
    /// When this client received it (local ms).
    public var receivedAtMs: Int64
}
