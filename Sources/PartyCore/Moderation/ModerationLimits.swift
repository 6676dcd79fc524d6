/// The bounds of a room's moderation state (contract §9; Protocol/PROTOCOL.md section 16):
/// every one explicit, configurable and reached with a stable error code.
public struct ModerationLimits: Sendable, Equatable {
    /// Items a room holds for review at once; past it `limit_reached`.
    public var reviewPerRoom: Int
    /// Items one sender may have waiting at once; past it `rate_limited`.
    public var reviewPerSender: Int
    /// Seconds an item waits before it expires unanswered (the sender gets `mod.rejected`
    /// {reason: "expired"}).
    public var reviewExpirySeconds: Int
    /// Bans a room keeps; past it `limit_reached`.
    public var bansPerRoom: Int

    /// The defaults: 200 items per room, 3 per sender, 10 minutes, 500 bans.
    public init(reviewPerRoom: Int = 200, reviewPerSender: Int = 3, reviewExpirySeconds: Int = 600, bansPerRoom: Int = 500) {
        (self.reviewPerRoom, self.reviewPerSender) = (reviewPerRoom, reviewPerSender)
        (self.reviewExpirySeconds, self.bansPerRoom) = (reviewExpirySeconds, bansPerRoom)
    }
}
