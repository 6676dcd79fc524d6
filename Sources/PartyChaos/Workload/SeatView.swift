import PartyClient
import PartyProtocol
import Synchronization

/// What a workload seat knows of its room from what the server sent it: the open Would You
/// Rather question, the Guess or Pass cards it may resolve, the running game, and whether the
/// server asked it to go (`server_shutting_down`) or put it out of the room for good. Updated
/// from the connection's queue, read by the seat's task.
final class SeatView: Sendable {
    struct State {
        /// The open question not yet voted on, with its round.
        var question: (id: String, round: Int)?
        /// Unresolved cards this seat sees the word of (a clue-giver), with their round.
        var cards: [(index: Int, round: Int)] = []
        /// The Guess or Pass round running, from its `gop.round_started`.
        var round: Int?
        /// The game running (`game.started`'s `game`), nil between games.
        var game: String?
        /// The server asked this connection to go (it will drop it): resume elsewhere.
        var told: String?
        /// The seat is gone for good (kicked, banned, the room closed): the code or event.
        var gone: String?
    }

    private let state = Mutex(State())

    /// A copy of what is known.
    var now: State { state.withLock { $0 } }

    /// Forgets the question (voted on, or answered).
    func voted(_ question: String) { state.withLock { if $0.question?.id == question { $0.question = nil } } }

    /// Forgets a card (resolved by this seat or refused).
    func resolved(_ index: Int) { state.withLock { $0.cards.removeAll { $0.index == index } } }

    /// A new connection: nothing it was told about the old one counts.
    func reset() { state.withLock { $0.told = nil } }

    /// Takes in an event.
    func observe(_ frame: ServerFrame) {
        state.withLock { s in
            switch frame.type {
            case "wyr.question": s.question = frame[string: "question_id"].map { ($0, frame[int: "round"] ?? 0) }
            case "wyr.results": s.question = nil
            case "gop.round_started":
                s.round = frame[int: "round"]
                s.cards = []
            case "gop.card":
                if let index = frame[int: "index"] { s.cards.append((index, s.round ?? 0)) }
            case "gop.card_resolved": s.cards.removeAll { $0.index == frame[int: "index"] }
            case "gop.round_ended":
                s.cards = []
                s.round = nil
            case "game.started": s.game = frame[string: "game"]
            case "game.stopped":
                s.game = nil
                s.question = nil
                s.cards = []
            case "error" where frame[string: "code"] == "server_shutting_down": s.told = "server_shutting_down"
            case "room.kicked", "room.closed": s.gone = frame.type
            default: break
            }
        }
    }

    /// Takes in the snapshot a join or resume answered with: the running game as this seat sees it.
    func observe(snapshot: JSONValue?) {
        guard case let .object(room)? = snapshot else { return }
        state.withLock { s in
            s.question = nil
            s.cards = []
            guard case let .object(game)? = room["game"], case let .string(id)? = game["game"] else {
                s.game = nil
                return
            }
            s.game = id
            if case let .int(round)? = game["round"] { s.round = round }
            if case let .object(question)? = game["question"], case let .string(qid)? = question["question_id"],
               game["my_vote"] == nil, game["results"] == nil {
                s.question = (qid, s.round ?? 0)
            }
            if case let .object(card)? = game["current_card"], case let .int(index)? = card["index"], card["word"] != nil {
                s.cards = [(index, s.round ?? 0)]
            }
        }
    }
}
