import Testing

/// Issue 34: the history checker finds what it is for (lost, doubled and unexpected writes of
/// every kind, a room served twice, a seat not given back), from small histories written by hand
/// (`scripts/reliability/test_checker.py`).
@Suite("Reliability tools: the history checker's own tests")
struct ReliabilityToolsTests {
    @Test func historyCheckerFindsEveryKindOfFault() async throws {
        let (status, output) = try await ProcessRunner.run(["python3", "-m", "unittest", "-v", "scripts/reliability/test_checker.py"],
                                                           environment: [:], timeout: .seconds(120))
        #expect(status == 0, "\(output)")
        #expect(output.contains("\nOK"), "\(output)")
    }

    /// The kill loop's check at each kill (`scripts/reliability/test_acked.py`): an acknowledged
    /// write must be in the file unless a request sent before the kill could have undone it.
    @Test func killLoopCheckFindsLostWritesOnly() async throws {
        let (status, output) = try await ProcessRunner.run(["python3", "-m", "unittest", "-v", "scripts/reliability/test_acked.py"],
                                                           environment: [:], timeout: .seconds(120))
        #expect(status == 0, "\(output)")
        #expect(output.contains("\nOK"), "\(output)")
    }
}
