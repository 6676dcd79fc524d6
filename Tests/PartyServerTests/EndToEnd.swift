import Foundation
import Testing

/// Every end-to-end suite is nested in this one (`extension EndToEnd { @Suite struct ... }`),
/// so that ``FrameSchemaCheck`` can validate all the frames they recorded once they are done.
@Suite("End to end", FrameSchemaCheck())
enum EndToEnd {}

/// A suite trait that, after the whole suite ran, validates every recorded frame with
/// `scripts/validate_frames.py` against `Protocol/schema` (a missing validator is a failure).
struct FrameSchemaCheck: SuiteTrait, TestScoping {
    var isRecursive: Bool { false }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await function()
        guard FrameLog.count > 0, SchemaValidator.isAvailable else {
            try? FileManager.default.removeItem(atPath: FrameLog.file)
            return
        }
        let result = try SchemaValidator.validate(FrameLog.file)
        if result.status != 0 {
            // The file is kept for inspection.
            Issue.record("\(FrameLog.count) recorded frames in \(FrameLog.file) do not all match Protocol/schema:\n\(result.output.suffix(4000))")
        } else {
            try? FileManager.default.removeItem(atPath: FrameLog.file)
        }
    }
}
