/// The prompt categories of the shipped packs (`Packs/<lang>/ml-<category>.json`).
public enum MostLikelyCategory: String, Sendable, CaseIterable {
    /// Daily habits and small mishaps.
    case everyday
    /// Absurd and funny.
    case silly
    /// Where people end up.
    case future
}
