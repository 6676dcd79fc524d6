/// A Guess or Pass word category. Raw values are the wire names of the `category` option.
public enum GuessOrPassCategory: String, CaseIterable, Codable, Sendable {
    /// Animals of land, sea and air.
    case animals
    /// Dishes, fruit, vegetables and snacks.
    case food
    /// Sports, equipment and sporting moments.
    case sports
    /// Gadgets, computing and machines.
    case technology
    /// Instruments, genres and musical moments.
    case music
    /// Landscapes, weather, plants and the sky.
    case nature
    /// Every other category's words in one deck.
    case mixed
    /// The room's own words, added by the host with `gop.add`.
    case custom
}
