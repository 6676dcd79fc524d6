import Foundation
import PartyContent
import PartyCore
import Testing

/// The list format (shipped lists and `--filter-words FILE`) and the embedded lists' freshness.
@Suite("Word filter: list files")
struct FilterListParserTests {
    static func parse(_ text: String, name: String = "words.txt") throws(PackError) -> [FilterTerm] {
        try FilterListParser.terms(in: PackSource(name: name, text: text))
    }

    @Test("one term per line; comments, blank lines and surrounding spaces are skipped; strict: and moderate: set the level")
    func format() throws {
        let terms = try Self.parse("""
            # our club's words
            zorglub

              blarg thing  \r
            strict: darn
            STRICT:heck
            moderate: frak
            """)
        #expect(terms == [FilterTerm("zorglub", level: .moderate), FilterTerm("blarg thing", level: .moderate),
                          FilterTerm("darn", level: .strict), FilterTerm("heck", level: .strict),
                          FilterTerm("frak", level: .moderate)])
    }

    @Test("Windows and old Mac line ends count as line ends")
    func lineEnds() throws {
        #expect(try Self.parse("one\r\ntwo\rthree\r\n") == ["one", "two", "three"].map { FilterTerm($0, level: .moderate) })
        #expect(throws: PackError(file: "words.txt", line: 3, message: "no term after \"strict:\"")) {
            try Self.parse("one\r\ntwo\r\nstrict:\r\n")
        }
    }

    @Test("a shipped *-strict.txt list holds strict-only terms")
    func strictListDefault() throws {
        #expect(try Self.parse("darn\nmoderate: frak", name: "Packs/filter/en-strict.txt")
                == [FilterTerm("darn", level: .strict), FilterTerm("frak", level: .moderate)])
    }

    @Test("a refused line names the file, the line and the reason", arguments: [
        ("ok\nloud: word", 2, "unknown level \"loud\" (write \"strict: term\", \"moderate: term\" or the term alone)"),
        ("ok\n\nstrict:   ", 3, "no term after \"strict:\""),
        ("off: word", 1, "unknown level \"off\" (write \"strict: term\", \"moderate: term\" or the term alone)"),
        ("# fine\n!!! ...", 2, "term \"!!! ...\" has no letter, digit or emoji to match"),
        (String(repeating: "x", count: 101), 1, "term longer than 100 characters"),
    ])
    func refused(text: String, line: Int, reason: String) {
        #expect(throws: PackError(file: "words.txt", line: line, message: reason)) { try Self.parse(text) }
        let error = PackError(file: "words.txt", line: line, message: reason)
        #expect(error.description == "words.txt:\(line): \(reason)")
    }

    @Test("a colon is a level prefix only after a single word of letters")
    func colons() throws {
        #expect(try Self.parse("go away: now\nw00t: yes") == [FilterTerm("go away: now", level: .moderate),
                                                              FilterTerm("w00t: yes", level: .moderate)])
    }

    @Test("the embedded lists hold exactly Packs/filter/*.txt, as they are on disk")
    func notStale() throws {
        let root = EmbeddedPacksTests.root
        let folder = root.appendingPathComponent("Packs/filter")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }
            .map { "Packs/filter/" + $0 }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        #expect(ShippedContent.filterListFiles.map(\.name) == names)
        for source in ShippedContent.filterListFiles where names.contains(source.name) {
            let text = try String(contentsOf: root.appendingPathComponent(source.name), encoding: .utf8)
            #expect(source.text == text, "\(source.name) differs from the file")
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("README.md").path),
                "the lists' sources and licences are recorded beside them")
    }
}
