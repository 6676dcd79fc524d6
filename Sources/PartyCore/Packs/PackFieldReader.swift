/// Field-by-field checks of a pack's JSON for ``ContentPack/read(_:file:)``: every refusal is a
/// ``PackError`` naming the file and the line of the value at fault.
struct PackFieldReader {
    /// The file name used in errors.
    var file: String

    func error(_ node: PackJSON, _ message: String) -> PackError {
        PackError(file: file, line: node.line, message: message)
    }

    /// Refuses a non-object, and members other than `keys`.
    func only(_ keys: [String], in node: PackJSON, what: String) throws(PackError) {
        guard case let .object(members) = node.value else { throw error(node, "\(what) must be an object, not \(node.kindName)") }
        for member in members where !keys.contains(member.key) {
            throw error(member.value, "unknown field \"\(TextSanitizer.clean(member.key))\" in \(what) (allowed: \(keys.joined(separator: ", ")))")
        }
    }

    /// The member `key` of `node`, which must be present.
    func field(_ key: String, in node: PackJSON) throws(PackError) -> PackJSON {
        guard let value = node[key] else { throw error(node, "missing field \"\(key)\"") }
        return value
    }

    /// The string member `key`.
    func string(_ key: String, in node: PackJSON) throws(PackError) -> String {
        let value = try field(key, in: node)
        guard case let .string(text) = value.value else { throw error(value, "\"\(key)\" must be a string, not \(value.kindName)") }
        return text
    }

    /// The string member `key`, which must be clean text of 1–140 characters.
    func text(_ key: String, in node: PackJSON) throws(PackError) -> String {
        try cleanText(try field(key, in: node), named: "\"\(key)\"")
    }

    /// `value` as clean text of 1–140 characters (no control characters, no runs of spaces).
    func cleanText(_ value: PackJSON, named name: String) throws(PackError) -> String {
        guard case let .string(raw) = value.value else { throw error(value, "\(name) must be a string, not \(value.kindName)") }
        guard !raw.isEmpty, raw.count <= ContentPack.maxTextLength else {
            throw error(value, "\(name) must be 1 to \(ContentPack.maxTextLength) characters")
        }
        guard TextSanitizer.clean(raw) == raw else {
            throw error(value, "\(name) has control characters, runs of spaces or spaces at an end")
        }
        return raw
    }

    /// The string member `key` turned into a value by `parse`, which returns nil for an unknown name.
    func choice<T>(_ key: String, in node: PackJSON, _ parse: (String) -> T?, known: [String]) throws(PackError) -> T {
        let name = try string(key, in: node)
        guard let value = parse(name) else {
            throw error(try field(key, in: node),
                        "unknown \(key) \"\(TextSanitizer.clean(name))\"; use one of \(known.joined(separator: ", "))")
        }
        return value
    }

    /// `id` when it is 1–64 letters, digits, `-`, `_` or `.`.
    func identifier(_ id: String, field: String, at node: PackJSON) throws(PackError) -> String {
        let allowed = id.unicodeScalars.allSatisfy { ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) }
        guard !id.isEmpty, id.count <= ContentPack.maxIDLength, allowed else {
            throw error(node, "\"\(field)\" must be 1 to \(ContentPack.maxIDLength) ASCII letters, digits, '-', '_' or '.'")
        }
        return id
    }

    /// An item's optional `family_safe` (default true).
    func familySafe(in item: PackJSON) throws(PackError) -> Bool {
        guard let flag = item["family_safe"] else { return true }
        guard case let .bool(value) = flag.value else { throw error(flag, "\"family_safe\" must be true or false") }
        return value
    }
}

extension PackFieldReader {
    /// Guess or Pass items: strings, or `{"word", "family_safe"?}` objects; no word twice.
    func words(_ items: [PackJSON], language: ContentLanguage) throws(PackError) -> [PackWord] {
        var seen: [String: Int] = [:]
        var words: [PackWord] = []
        for (index, item) in items.enumerated() {
            let word: PackWord
            switch item.value {
            case .string:
                word = PackWord(word: try cleanText(item, named: "items[\(index)]"))
            case .object:
                try only(["word", "family_safe"], in: item, what: "items[\(index)]")
                word = PackWord(word: try text("word", in: item), familySafe: try familySafe(in: item))
            default:
                throw error(item, "items[\(index)] must be a string or an object {\"word\", \"family_safe\"}, not \(item.kindName)")
            }
            let key = GuessNormalizer.normalize(word.word, language: language)
            guard !key.isEmpty else { throw error(item, "items[\(index)]: \"\(word.word)\" has no letters or digits to guess") }
            if let first = seen[key] {
                throw error(item, "items[\(index)]: \"\(word.word)\" repeats the word on line \(first) (words are compared as guesses are)")
            }
            seen[key] = item.line
            words.append(word)
        }
        return words
    }

    /// Would You Rather items: `{"id", "a", "b", "family_safe"?}`; no id twice.
    func questions(_ items: [PackJSON], category: WyrCategory?) throws(PackError) -> [PackQuestion] {
        var seen: [String: Int] = [:]
        var questions: [PackQuestion] = []
        for (index, item) in items.enumerated() {
            try only(["id", "a", "b", "family_safe"], in: item, what: "items[\(index)]")
            let idNode = try field("id", in: item)
            let id = try identifier(try string("id", in: item), field: "id", at: idNode)
            if id.hasPrefix("custom-") { throw error(idNode, "items[\(index)]: ids starting with \"custom-\" are kept for questions rooms add") }
            if let first = seen[id] { throw error(idNode, "items[\(index)]: duplicate id \"\(id)\" (first on line \(first))") }
            seen[id] = idNode.line
            let a = try text("a", in: item), b = try text("b", in: item)
            guard a.lowercased() != b.lowercased() else { throw error(try field("b", in: item), "items[\(index)]: \"b\" must differ from \"a\"") }
            questions.append(PackQuestion(question: WyrQuestion(id: id, a: a, b: b, category: category),
                                          familySafe: try familySafe(in: item)))
        }
        return questions
    }

    /// Prompt items: `{"id", "text", "family_safe"?}`; no id twice.
    func prompts(_ items: [PackJSON]) throws(PackError) -> [PackPrompt] {
        var seen: [String: Int] = [:]
        var prompts: [PackPrompt] = []
        for (index, item) in items.enumerated() {
            try only(["id", "text", "family_safe"], in: item, what: "items[\(index)]")
            let idNode = try field("id", in: item)
            let id = try identifier(try string("id", in: item), field: "id", at: idNode)
            if id.hasPrefix("custom-") { throw error(idNode, "items[\(index)]: ids starting with \"custom-\" are kept for prompts rooms add") }
            if let first = seen[id] { throw error(idNode, "items[\(index)]: duplicate id \"\(id)\" (first on line \(first))") }
            seen[id] = idNode.line
            prompts.append(PackPrompt(id: id, text: try text("text", in: item), familySafe: try familySafe(in: item)))
        }
        return prompts
    }
}
