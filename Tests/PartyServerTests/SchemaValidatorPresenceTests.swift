import PartyTestSupport
import Testing

/// The frame checks never pass silently: a missing validator or schema folder is a recorded failure.
@Suite("Schema validator presence")
struct SchemaValidatorPresenceTests {
    @Test("the validator and the schemas of this checkout are found")
    func presentValidatorIsFound() {
        #expect(SchemaValidator.isAvailable)
    }

    @Test("a missing validator script or schema folder records a failure and answers false")
    func missingValidatorFails() {
        withKnownIssue("a missing validator must be a failure") {
            #expect(!SchemaValidator.isAvailable(script: "/nonexistent/validate_frames.py", schemas: RepoPaths.path("Protocol/schema")))
        }
        withKnownIssue("a missing schema folder must be a failure") {
            #expect(!SchemaValidator.isAvailable(script: SchemaValidator.script, schemas: "/nonexistent/schema"))
        }
    }
}
