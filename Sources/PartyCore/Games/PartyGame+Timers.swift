extension PartyGame {
    /// `options` with each of ``timerOptions`` multiplied by `settings`' `timer_scale` and rounded
    /// to whole seconds (``RoomSettings/scaled(seconds:)``): what a room starts a game with.
    public static func scalingTimers(_ options: Options, by settings: RoomSettings) -> Options {
        var scaled = options
        for timer in timerOptions { scaled[keyPath: timer] = settings.scaled(seconds: scaled[keyPath: timer]) }
        return scaled
    }
}
