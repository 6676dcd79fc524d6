/// One segment of a decision wheel.
public struct WheelOption: Codable, Sendable, Equatable {
    /// The text shown on the segment (sanitised, 1–40 characters).
    public var label: String
    /// The relative chance, an integer in 1...1000; the segment's angle is proportional to it.
    public var weight: Int

    /// Creates an option.
    public init(label: String, weight: Int) {
        self.label = label
        self.weight = weight
    }
}

/// A named decision wheel with weighted options, owned by a profile (ownership is kept by the server).
public struct Wheel: Codable, Sendable, Equatable {
    /// Allowed name length in characters (``TextLimit/wheelName``).
    public static let nameLength = TextLimit.wheelName.characters
    /// Allowed number of options (``ContentLimits/optionsPerWheel``).
    public static let optionCount = ContentLimits.optionsPerWheel
    /// Allowed label length in characters (``TextLimit/wheelLabel``).
    public static let labelLength = TextLimit.wheelLabel.characters
    /// Allowed weight per option.
    public static let weightRange = 1...1000

    /// The wheel's id (assigned by the server, e.g. `"w7"`).
    public var id: String
    /// The wheel's name.
    public var name: String
    /// The segments, in wheel order (segment 0 starts at 0°, clockwise).
    public var options: [WheelOption]

    /// Creates a wheel without validation (for restoring stored, already valid wheels).
    public init(id: String, name: String, options: [WheelOption]) {
        self.id = id
        self.name = name
        self.options = options
    }

    /// Sum of all weights.
    public var totalWeight: Int { options.reduce(0) { $0 + $1.weight } }

    /// A validated wheel: the name and labels are sanitised (``TextSanitizer``) and checked.
    /// - Throws: `badRequest` naming the field precisely: `name`, `options`,
    ///   `options[3].label`, `options[3].weight`. Labels must be unique ignoring case.
    public static func validated(id: String, name: String, options: [WheelOption]) throws(RuleViolation) -> Wheel {
        let cleanName = try validatedName(name)
        let cleanOptions = try validatedOptions(options)
        return Wheel(id: id, name: cleanName, options: cleanOptions)
    }

    /// A sanitised, length-checked wheel name (field `name`).
    public static func validatedName(_ name: String) throws(RuleViolation) -> String {
        try TextSanitizer.validated(name, field: "name", limit: .wheelName)
    }

    /// Sanitised, checked options (fields `options`, `options[i].label`, `options[i].weight`).
    public static func validatedOptions(_ options: [WheelOption]) throws(RuleViolation) -> [WheelOption] {
        guard optionCount.contains(options.count) else {
            throw .badRequest(field: "options", reason: "must have between \(optionCount.lowerBound) and \(optionCount.upperBound) options (got \(options.count))")
        }
        var seen: [String: Int] = [:]
        var result: [WheelOption] = []
        for (i, option) in options.enumerated() {
            let label = try TextSanitizer.validated(option.label, field: "options[\(i)].label", limit: .wheelLabel)
            let key = label.lowercased()
            if let first = seen[key] {
                throw .badRequest(field: "options[\(i)].label", reason: "duplicates options[\(first)].label (labels are unique ignoring case)")
            }
            seen[key] = i
            guard weightRange.contains(option.weight) else {
                throw .badRequest(field: "options[\(i)].weight", reason: "must be an integer between 1 and 1000")
            }
            result.append(WheelOption(label: label, weight: option.weight))
        }
        return result
    }
}
