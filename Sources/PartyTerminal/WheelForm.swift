import PartyCore
import PartyProtocol

/// The `/wheel create` and `/wheel edit` form: a name and a comma-separated option list
/// (`pizza, sushi*2`), checked here before anything is sent.
public struct WheelForm: Sendable, Equatable {
    /// A validation message: a key and its arguments.
    public struct Message: Sendable, Equatable {
        /// The message key.
        public var key: L10nKey
        /// Its arguments.
        public var args: [String]
    }

    /// The wheel being edited, nil when creating.
    public var editingID: String?
    /// The name field.
    public var name = InputLine()
    /// The options field.
    public var options = InputLine()
    /// 0 = name, 1 = options.
    public var focus = 0
    /// Problems found by the last ``validate()``.
    public var messages: [Message] = []
    /// The server's refusal of the last submit, sanitised.
    public var serverError: String?

    /// An empty create form, or an edit form filled from `wheel`.
    public init(editing wheel: WheelInfo? = nil) {
        if let wheel {
            editingID = wheel.id
            name = InputLine(wheel.name)
            options = InputLine(Self.format(wheel.options))
        }
    }

    /// The field with the focus.
    public var focused: InputLine {
        get { focus == 0 ? name : options }
        set { if focus == 0 { name = newValue } else { options = newValue } }
    }

    /// `label*weight` list text for options (weight 1 is left out).
    public static func format(_ options: [(label: String, weight: Int)]) -> String {
        options.map { $0.weight == 1 ? $0.label : "\($0.label)*\($0.weight)" }.joined(separator: ", ")
    }

    /// Parses the option text into labels and weights (weight nil when not a number).
    public static func parse(_ text: String) -> [(label: String, weight: Int?)] {
        text.split(separator: ",", omittingEmptySubsequences: false).compactMap { part in
            let piece = part.trimmingSpaces
            if piece.isEmpty && !text.contains(",") { return nil }
            if let star = piece.lastIndex(of: "*") {
                return (String(piece[..<star]).trimmingSpaces, Int(String(piece[piece.index(after: star)...]).trimmingSpaces))
            }
            return (piece, 1)
        }
    }

    /// Checks the fields (the name must not be one of `taken`, ignoring case); returns the
    /// request parameters when valid and stores messages otherwise.
    public mutating func validate(taken: [String] = []) -> [String: JSONValue]? {
        messages = []
        serverError = nil
        let cleanName = TextSanitizer.clean(name.text)
        if cleanName.isEmpty { messages.append(.init(key: .errNameEmpty, args: [])) }
        if taken.contains(where: { $0.lowercased() == cleanName.lowercased() }) {
            messages.append(.init(key: .errNameTaken, args: [cleanName]))
        }
        if cleanName.count > Wheel.nameLength.upperBound {
            messages.append(.init(key: .errNameLong, args: [String(Wheel.nameLength.upperBound)]))
        }
        let parsed = Self.parse(options.text)
        if parsed.count < Wheel.optionCount.lowerBound {
            messages.append(.init(key: .errTooFewOptions, args: [String(Wheel.optionCount.lowerBound)]))
        }
        if parsed.count > Wheel.optionCount.upperBound {
            messages.append(.init(key: .errTooManyOptions, args: [String(Wheel.optionCount.upperBound)]))
        }
        var list: [JSONValue] = []
        for (i, option) in parsed.enumerated() {
            let label = TextSanitizer.clean(option.label)
            if label.isEmpty { messages.append(.init(key: .errLabelEmpty, args: [String(i + 1)])) }
            if label.count > Wheel.labelLength.upperBound {
                messages.append(.init(key: .errLabelLong, args: [String(i + 1), String(Wheel.labelLength.upperBound)]))
            }
            guard let weight = option.weight, Wheel.weightRange.contains(weight) else {
                messages.append(.init(key: .errWeight, args: [String(i + 1), String(Wheel.weightRange.upperBound)]))
                continue
            }
            list.append(.object(["label": .string(label), "weight": .int(weight)]))
        }
        guard messages.isEmpty else { return nil }
        var params: [String: JSONValue] = ["name": .string(cleanName), "options": .array(list)]
        if let editingID { params["wheel_id"] = .string(editingID) }
        return params
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
