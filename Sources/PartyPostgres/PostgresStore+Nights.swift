import Foundation
import PartyCore
import PartyStore
import PostgresNIO

extension PostgresStore {
    public func night(code: String) throws(StoreError) -> StoredNight? {
        try read { link in
            guard let row = try link.query(
                "SELECT code, state, data, ended_at FROM night WHERE code = \(code)", idempotent: true).rows.first else { return nil }
            let (code, state, data, endedAt) = try row.decode((String, String, Data, Int64?).self)
            let rsvps = try link.query("""
                SELECT name, answer, at, token_key FROM night_rsvp WHERE code = \(code) ORDER BY at, seq
                """, idempotent: true).rows.map { row in
                let (name, answer, at, tokenKey) = try row.decode((String, String, Int64, String?).self)
                return NightRSVP(name: name, answer: RSVPAnswer(rawValue: answer) ?? .maybe, at: at, tokenKey: tokenKey)
            }
            return StoredNight(code: code, state: state, data: data, endedAt: endedAt, rsvps: rsvps)
        }
    }

    public func unendedNights() throws(StoreError) -> [StoredNight] {
        try read { link in
            try link.query("SELECT code, state, data, ended_at FROM night WHERE state <> 'ended' ORDER BY code", idempotent: true)
                .rows.map { row in
                    let (code, state, data, endedAt) = try row.decode((String, String, Data, Int64?).self)
                    return StoredNight(code: code, state: state, data: data, endedAt: endedAt)
                }
        }
    }

    /// Applies a night write inside the writer's transaction (semantics of SQLite's).
    func applyNight(_ write: NightWrite, in transaction: PostgresTransaction) throws {
        switch write {
        case let .save(night):
            try transaction.query("""
                INSERT INTO night (code, state, data, ended_at) VALUES (\(night.code), \(night.state), \(night.data), \(night.endedAt))
                ON CONFLICT (code) DO UPDATE SET state = excluded.state, data = excluded.data, ended_at = excluded.ended_at
                """)
        case let .rsvp(code, key, rsvp):
            try transaction.query("""
                INSERT INTO night_rsvp (code, name_key, name, answer, at, token_key)
                VALUES (\(code), \(key), \(rsvp.name), \(rsvp.answer.rawValue), \(rsvp.at), \(rsvp.tokenKey))
                ON CONFLICT (code, name_key) DO UPDATE SET name = excluded.name, answer = excluded.answer, token_key = excluded.token_key
                WHERE night_rsvp.token_key IS NULL OR night_rsvp.token_key = excluded.token_key
                """)
        case let .expire(endedBefore):
            try transaction.query("""
                DELETE FROM night_rsvp WHERE code IN (SELECT code FROM night WHERE state = 'ended' AND ended_at < \(endedBefore))
                """)
            try transaction.query("DELETE FROM night WHERE state = 'ended' AND ended_at < \(endedBefore)")
        }
    }
}
