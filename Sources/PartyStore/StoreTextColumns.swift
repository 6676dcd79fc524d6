import Foundation

/// How values without a column type of their own are stored as text, by every SQL store
/// (so SQLite and PostgreSQL files hold the same text).
public enum StoreTextColumns {
    /// A wheel's options as JSON `[{"label":…,"weight":…}]`.
    public static func encodeOptions(_ options: [StoredWheel.Option]) throws -> String {
        String(decoding: try JSONEncoder().encode(options), as: UTF8.self)
    }

    /// Options stored by ``encodeOptions(_:)``.
    public static func decodeOptions(_ json: String) throws -> [StoredWheel.Option] {
        try JSONDecoder().decode([StoredWheel.Option].self, from: Data(json.utf8))
    }

    /// Dice faces as comma-separated numbers.
    public static func encodeValues(_ values: [Int]) -> String {
        values.map(String.init).joined(separator: ",")
    }

    /// Faces stored by ``encodeValues(_:)``.
    public static func decodeValues(_ text: String) -> [Int] {
        text.split(separator: ",").compactMap { Int($0) }
    }
}
