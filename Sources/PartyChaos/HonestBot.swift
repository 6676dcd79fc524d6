import PartyClient
import PartyProtocol
import Synchronization

/// A well-behaved player: chats at a steady pace, votes on every Would You Rather question, and
/// at the end checks that it received every honest line exactly once, in order.
final class HonestBot: Sendable {
    let index: Int
    let client: PartyClient
    let playerID: String
    /// Questions asked and not yet voted on (id and round), filled by the frame listener.
    private let questions = Mutex<[(id: String, round: Int)]>([])

    init(index: Int, client: PartyClient, playerID: String) {
        self.index = index
        self.client = client
        self.playerID = playerID
        client.onFrame { [weak self] frame in
            if frame.type == "wyr.question", let id = frame[string: "question_id"] {
                self?.questions.withLock { $0.append((id, frame[int: "round"] ?? 0)) }
            }
        }
    }

    /// Every bot's choice is fixed, so each round's tally is known in advance.
    var choice: String { index % 2 == 0 ? "a" : "b" }

    /// The text of this bot's `n`th chat line.
    static func line(_ index: Int, _ n: Int) -> String { "honest-\(index)-\(n)" }

    /// Chats and votes until `deadline`; returns the lines acknowledged (or a problem).
    func play(until deadline: ContinuousClock.Instant, interval: Duration) async -> Result<[String], ChaosProblem> {
        var sent: [String] = []
        while ContinuousClock.now < deadline {
            for question in questions.withLock({ q in defer { q = [] }; return q }) {
                // What the vote is for rides along (the server ignores the fields; a history shows them).
                let vote: [String: JSONValue] = ["choice": .string(choice), "question_id": .string(question.id), "round": .int(question.round)]
                do { try await client.request("wyr.vote", vote) } catch {
                    return .failure(ChaosProblem("honest bot \(index): vote failed: \(error)"))
                }
            }
            let text = Self.line(index, sent.count)
            do { try await client.request("chat.send", ["text": .string(text)]) } catch {
                return .failure(ChaosProblem("honest bot \(index): chat.send '\(text)' failed: \(error)"))
            }
            sent.append(text)
            try? await Task.sleep(for: interval)
        }
        return .success(sent)
    }

    /// The honest lines this bot received from `sender`, in the order they arrived.
    func received(from sender: String) -> [String] {
        client.frames.compactMap { frame in
            guard frame.type == "chat.message", frame[string: "player_id"] == sender,
                  let text = frame[string: "text"], text.hasPrefix("honest-") else { return nil }
            return text
        }
    }

    /// Problems with the room's event order as this bot saw it: `seq` must only grow.
    func sequenceProblems() -> [ChaosProblem] {
        var last = 0
        var problems: [ChaosProblem] = []
        for frame in client.frames {
            guard let seq = frame.seq else { continue }
            if seq <= last { problems.append(ChaosProblem("honest bot \(index): seq \(seq) after \(last) (\(frame.type))")) }
            last = seq
        }
        return problems
    }

    /// The Would You Rather results this bot saw: question id and the players' tally.
    var results: [String] {
        client.frames.filter { $0.type == "wyr.results" }.map {
            "\($0[string: "question_id"] ?? "?"):\($0[int: "a_votes"] ?? -1)/\($0[int: "b_votes"] ?? -1)"
        }
    }
}

/// One thing that went wrong in a chaos run, described for people.
public struct ChaosProblem: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var description: String
    init(_ description: String) { self.description = description }
}
