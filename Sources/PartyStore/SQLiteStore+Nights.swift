import Foundation
import GRDB
import PartyCore

extension SQLiteStore {
    public func night(code: String) throws(StoreError) -> StoredNight? {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM night WHERE code = ?", arguments: [code]) else { return nil }
            let rsvps = try Row.fetchAll(
                db, sql: "SELECT name, answer, at, token_key FROM night_rsvp WHERE code = ? ORDER BY at, rowid", arguments: [code]
            ).map { NightRSVP(name: $0["name"], answer: RSVPAnswer(rawValue: $0["answer"]) ?? .maybe, at: $0["at"], tokenKey: $0["token_key"]) }
            return StoredNight(code: row["code"], state: row["state"], data: row["data"], endedAt: row["ended_at"], rsvps: rsvps)
        }
    }

    public func unendedNights() throws(StoreError) -> [StoredNight] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM night WHERE state != 'ended' ORDER BY code").map {
                StoredNight(code: $0["code"], state: $0["state"], data: $0["data"], endedAt: $0["ended_at"])
            }
        }
    }

    /// Applies a night write inside the writer's transaction (semantics of `MemoryState`).
    static func applyNight(_ write: NightWrite, in db: Database) throws {
        switch write {
        case let .save(night):
            try db.execute(
                sql: """
                    INSERT INTO night (code, state, data, ended_at) VALUES (?, ?, ?, ?)
                    ON CONFLICT (code) DO UPDATE SET state = excluded.state, data = excluded.data, ended_at = excluded.ended_at
                    """,
                arguments: [night.code, night.state, night.data, night.endedAt])
        case let .rsvp(code, key, rsvp):
            try db.execute(
                sql: """
                    INSERT INTO night_rsvp (code, name_key, name, answer, at, token_key) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (code, name_key) DO UPDATE SET name = excluded.name, answer = excluded.answer, token_key = excluded.token_key
                    WHERE night_rsvp.token_key IS NULL OR night_rsvp.token_key = excluded.token_key
                    """,
                arguments: [code, key, rsvp.name, rsvp.answer.rawValue, rsvp.at, rsvp.tokenKey])
        case let .expire(endedBefore):
            try db.execute(
                sql: "DELETE FROM night_rsvp WHERE code IN (SELECT code FROM night WHERE state = 'ended' AND ended_at < ?)",
                arguments: [endedBefore])
            try db.execute(sql: "DELETE FROM night WHERE state = 'ended' AND ended_at < ?", arguments: [endedBefore])
        }
    }
}
