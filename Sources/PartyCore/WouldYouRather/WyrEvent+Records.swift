/// `wyr.results` carries all-time tallies: the round's votes (of a bank question) are added to
/// the question's record first, then the record is read back and sent. Votes the store refused
/// are announced `saved: false` with the tally as stored without them; a tally that cannot be
/// read is left out. A custom question is asked once, in this room only: it has no record, and
/// its every vote is this round's.
extension WyrEvent: RecordBacked {
    /// This round's bank-question votes, players and audience, added to the question's tally.
    public var recordChanges: [String: WyrTally] {
        guard case let .results(results) = self, results.allTimeContribution.total > 0 else { return [:] }
        return [results.question.id: results.allTimeContribution]
    }

    /// A bank question's tally, for its results.
    public var recordKeysShown: [String] {
        guard case let .results(results) = self, !results.question.isCustom else { return [] }
        return [results.question.id]
    }

    /// Results with `all_time` (and `saved: false` when the votes were refused); other events unchanged.
    public func completed(with records: [String: WyrTally]?, saved: Bool) -> WyrEvent {
        guard case let .results(results) = self else { return self }
        let id = results.question.id
        if results.question.isCustom {
            return saved ? withAllTime(results.players + results.audience) : unsaved(committed: .zero)
        }
        let stored = records.map { $0[id] ?? .zero }
        return saved ? withAllTime(stored) : unsaved(committed: stored)
    }
}

/// Shown results of a bank question get their all-time tally from the store.
extension WyrView: RecordBacked {
    /// The shown bank question's tally.
    public var recordKeysShown: [String] {
        guard let question = results?.question, !question.isCustom else { return [] }
        return [question.id]
    }

    /// The view with the shown results' all-time tally (left out when it cannot be read).
    public func completed(with records: [String: WyrTally]?, saved: Bool) -> WyrView {
        guard let id = recordKeysShown.first else { return self }
        var view = self
        view.results?.allTime = records.map { $0[id] ?? .zero }
        return view
    }
}
