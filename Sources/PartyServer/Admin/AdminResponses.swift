import PartyHTTP

/// The console's HTTP answers: JSON, never cached, never framed, no CORS and no cookies.
enum AdminResponses {
    /// `Content-Security-Policy` of every API answer: nothing may run or load from it.
    static let apiPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

    /// `outcome` as a response.
    static func response(_ outcome: AdminOutcome) -> HTTPResponse {
        var response = HTTPResponse(status: HTTPStatus(outcome.status, reason(outcome.status)), body: outcome.body)
        response.headers.add("Content-Type", outcome.contentType == "application/json" ? "application/json; charset=utf-8" : outcome.contentType)
        return finish(response)
    }

    /// A failure as `{"error", "message"}`, with `Allow` for a 405.
    static func failure(_ failure: AdminFailure, allow: String? = nil) -> HTTPResponse {
        var response = response(.failure(failure))
        if let allow { response.headers.add("Allow", allow) }
        return response
    }

    /// The answer to a request the parser refused (the connection closes after it): 400
    /// `bad_request`, 405 `method_not_allowed` (with `Allow`), 413 and 431 `too_large`, 408
    /// `timeout`, 505 `bad_request`.
    @Sendable static func refusal(_ error: HTTPRequestError) -> HTTPResponse {
        let code = switch error {
        case .methodNotAllowed: "method_not_allowed"
        case .headTooLarge, .bodyNotAllowed, .bodyTooLarge: "too_large"
        case .timedOut: "timeout"
        case .malformed, .badPath, .versionNotSupported: "bad_request"
        }
        let message = if case let .methodNotAllowed(method) = error { "method \(method) not allowed" } else { error.message }
        var response = failure(AdminFailure(error.status, code, message),
                               allow: code == "method_not_allowed" ? GameServer.adminRequestRules.allowHeader : nil)
        response.headers.add("Connection", "close")
        return response
    }

    /// 401 with no data: no body, and a `WWW-Authenticate` naming the scheme.
    static func unauthorized() -> HTTPResponse {
        var response = HTTPResponse(status: .unauthorized)
        response.headers.add("WWW-Authenticate", "Bearer realm=\"partyline-admin\"")
        return finish(response)
    }

    /// 429 for an address that failed too often (its token is not even looked at).
    static func lockedOut(retryAfter: Int) -> HTTPResponse {
        var response = response(.failure(AdminFailure(.tooManyRequests, "rate_limited",
                                                      "too many failed attempts from this address; wait and try again with the right token")))
        response.headers.add("Retry-After", String(retryAfter))
        return response
    }

    /// 303 to `location` (the console's `/` leads to its page).
    static func redirect(to location: String) -> HTTPResponse {
        var response = HTTPResponse(status: .seeOther)
        response.headers.add("Location", location)
        return finish(response)
    }

    /// The headers every console answer carries.
    static func finish(_ response: HTTPResponse) -> HTTPResponse {
        var response = response
        response.headers.add("Cache-Control", "no-store")
        response.headers.add("X-Content-Type-Options", "nosniff")
        response.headers.add("Referrer-Policy", "no-referrer")
        if response.headers["Content-Security-Policy"] == nil { response.headers.add("Content-Security-Policy", apiPolicy) }
        return response
    }

    /// The reason phrase of the statuses the console sends.
    static func reason(_ status: Int) -> String {
        let known: [HTTPStatus] = [.ok, .badRequest, .unauthorized, .notFound, .methodNotAllowed, .conflict, .contentTooLarge,
                                   .tooManyRequests, .serviceUnavailable]
        return known.first { $0.code == status }?.reason ?? "Error"
    }
}
