import PartyProtocol

/// One page of a list that can grow (`wheel.list`, `wyr.history`): the request's
/// `offset` (default 0) and `limit` (1…the list's page size, default the page size) pick the
/// items; the reply carries them with `offset` (echoed), `total` (the whole list's length) and
/// `next_offset` (where the next page starts, absent on the last page). Pages keep every reply below the
/// write buffer however long the list grows (see ``ReplyBudget``).
struct ListPage: Sendable, Equatable {
    /// Index of the first item.
    let offset: Int
    /// Most items on this page.
    let limit: Int

    /// Reads `offset` and `limit` from a request.
    /// - Throws: `bad_request` naming `offset` (negative, not an integer) or `limit` (outside 1…`pageSize`).
    init(_ params: Params, pageSize: Int) throws(WireError) {
        offset = try params.optionalInt("offset", in: 0...Int(Int32.max)) ?? 0
        limit = try params.optionalInt("limit", in: 1...pageSize) ?? pageSize
    }

    /// The page's items out of `all`.
    func slice<T>(_ all: [T]) -> [T] {
        guard offset < all.count else { return [] }
        return Array(all[offset..<min(all.count, offset + limit)])
    }

    /// The reply fields: `items` under `key`, then `offset`, `total` and `next_offset`.
    func reply(_ key: String, _ items: some Encodable & Sendable, total: Int) -> Fields {
        let next = offset + limit
        return Fields([key: items, "offset": offset, "total": total, "next_offset": next < total ? next : nil])
    }
}
