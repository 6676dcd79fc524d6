import PartyClient
import PartyProtocol
import Testing

extension PartyClient {
    /// Sends a request that must fail with `code`; returns the message.
    @discardableResult
    public func refused(_ type: String, _ params: [String: JSONValue] = [:], code: String,
                        sourceLocation: SourceLocation = #_sourceLocation) async -> String {
        do {
            let reply = try await request(type, params)
            Issue.record("\(type) was accepted (\(reply)); expected \(code)", sourceLocation: sourceLocation)
        } catch let error as ClientError {
            #expect(error.code == code, "\(type): \(error)", sourceLocation: sourceLocation)
            if case let .server(_, message) = error { return message }
        } catch {
            Issue.record("\(type): \(error)", sourceLocation: sourceLocation)
        }
        return ""
    }
}
