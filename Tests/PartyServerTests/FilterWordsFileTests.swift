import Foundation
import PartyContent
import PartyCore
import PartyServer
import PartyTestSupport
import Testing

/// `partyd --filter-words FILE`: an operator's terms merged with the shipped lists.
@Suite("Filter words for partyd")
struct FilterWordsFileTests {
    static func write(_ text: String, _ name: String, in dir: URL) throws -> URL {
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test("the file's terms join the shipped ones, each at its level")
    func merged() throws {
        let box = try DurabilitySandbox("filter-words-merge")
        defer { box.cleanUp() }
        let file = try Self.write("# club words\nzorglub\nstrict: blarg\n", "words.txt", in: box.root)
        var config = ServerConfig()
        config.wordFilter = ShippedContent.wordFilter
        #expect(try config.loadFilterWords(from: file.path) == 2)
        #expect(config.wordFilter.blockedTerm(in: "you zorglub", level: .moderate) == "zorglub")
        #expect(config.wordFilter.allows("blarg", level: .moderate))
        #expect(!config.wordFilter.allows("b l a r g", level: .strict))
        #expect(!config.wordFilter.allows("fuck", level: .moderate), "the shipped lists stay")
        #expect(try config.loadFilterWords(from: nil) == 0)
    }

    @Test("a bad line or a missing file is refused with file:line and nothing is added")
    func refusedInProcess() throws {
        let box = try DurabilitySandbox("filter-words-bad")
        defer { box.cleanUp() }
        let file = try Self.write("zorglub\nloud: word\n", "words.txt", in: box.root)
        var config = ServerConfig()
        #expect(throws: FilterWordsFile.Failure.self) { try config.loadFilterWords(from: file.path) }
        #expect(config.wordFilter.allows("zorglub", level: .strict))
        do throws(FilterWordsFile.Failure) {
            _ = try config.loadFilterWords(from: file.path)
        } catch {
            #expect(error.description == "\(file.path):2: unknown level \"loud\" (write \"strict: term\", \"moderate: term\" or the term alone)")
        }
        do throws(FilterWordsFile.Failure) {
            _ = try config.loadFilterWords(from: box.root.appendingPathComponent("none.txt").path)
        } catch {
            #expect(error.description.hasSuffix("none.txt: cannot be read (--filter-words names a word list file)"))
        }
    }

    @Test("partyd --filter-words: a bad file stops the start, naming file and line")
    func refusedStart() async throws {
        let box = try DurabilitySandbox("filter-words-start")
        defer { box.cleanUp() }
        let file = try Self.write("zorglub\n\nstrict:\n", "words.txt", in: box.root)
        let run = try await DurabilityProcess.run(["--filter-words", file.path, "--port", "0", "--data-dir", box.dataDir.path],
                                                  logDir: box.logDir)
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(file.path):3: no term after \"strict:\""), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: box.dataFile.path), "nothing was started")
    }

    @Test("partyd --filter-words: a good file is loaded and logged")
    func loadedStart() async throws {
        let box = try DurabilitySandbox("filter-words-good")
        defer { box.cleanUp() }
        let file = try Self.write("zorglub\nstrict: blarg\n", "words.txt", in: box.root)
        let server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir, extra: ["--filter-words", file.path])
        defer { server.kill(SIGKILL) }
        #expect(server.stderr.contains("filter words loaded"), "\(server.stderr)")
        #expect(server.stderr.contains("filter.terms=2"), "\(server.stderr)")
    }
}
