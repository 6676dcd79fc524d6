import Foundation
import PartyHTTP

/// The console's front door as a pure function of a request: the page's files, the token
/// check, the failed-attempt lockout and the API's routes. It answers what it can itself and
/// hands the rest over as an ``AdminCommand`` to run (see ``AdminService``).
///
/// The token is read from `Authorization: Bearer …` only — never from the query string or a
/// cookie (none is ever set) — and compared in constant time; anything else gets 401 with no
/// body. No response carries CORS headers, so no other site's page can read an answer, and a
/// browser will not send the header cross-origin without a preflight, which gets 405.
struct AdminGate: Sendable {
    /// What to do with a request.
    enum Decision: Sendable {
        /// Answer at once.
        case respond(HTTPResponse)
        /// Run this command, then answer with its outcome.
        case run(AdminCommand)
    }

    /// What a request's `Authorization` said.
    enum Credential: Equatable, Sendable {
        /// No header, an empty token, several headers or another scheme.
        case missing
        /// The right token.
        case valid
        /// A wrong token.
        case wrong
    }

    let token: AdminToken
    /// The page's files (`/admin/...`), served like the web client's.
    let pages: WebSite
    var lockout: AdminLockout

    init(config: AdminConfig, pages: WebSite) {
        self.token = config.token
        self.pages = pages
        self.lockout = AdminLockout(burst: config.failureBurst, refillSeconds: config.failureRefillSeconds)
    }

    /// The decision for `request` from `address` at `now` (ms), and the credential it carried
    /// (nil for the page's files, which need none).
    mutating func decide(_ request: HTTPRequest, address: String, now: Int64) -> (Decision, Credential?) {
        let head = request.head
        if let refusal = HTTPResponse.misdirected(head, options: pages.options) { return (.respond(AdminResponses.finish(refusal)), nil) }
        if head.path == "/" { return (.respond(AdminResponses.redirect(to: "/admin")), nil) }
        if head.path == "/admin" || head.path == "/admin/" || (head.path.hasPrefix("/admin/") && !head.path.hasPrefix(AdminRoute.apiPrefix)) {
            guard head.method == "GET" || head.method == "HEAD" else {
                return (.respond(AdminResponses.failure(AdminFailure(.methodNotAllowed, "method_not_allowed", "the console's page is read with GET"),
                                                        allow: "GET, HEAD")), nil)
            }
            var page = head
            if page.path == "/admin" || page.path == "/admin/" { page.path = "/admin/index.html" }
            return (.respond(pages.respond(to: page, secure: false)), nil)
        }
        guard head.path.hasPrefix(AdminRoute.apiPrefix) || head.path == "/metrics" else {
            return (.respond(AdminResponses.failure(AdminFailure(.notFound, "not_found", "not found: \(head.path)"))), nil)
        }
        guard lockout.allows(address, now: now) else { return (.respond(AdminResponses.lockedOut(retryAfter: lockout.retryAfterSeconds())), nil) }
        let credential = Self.credential(head.headers, token: token)
        guard credential == .valid else {
            lockout.failed(address, now: now)
            return (.respond(AdminResponses.unauthorized()), credential)
        }
        switch AdminRoute.command(method: head.method, path: head.path, body: request.body) {
        case let .success(command): return (.run(command), .valid)
        case let .failure(failure):
            let allow = failure.status == 405 ? AdminRoute.allowedMethods(path: head.path) : nil
            return (.respond(AdminResponses.failure(failure, allow: allow)), .valid)
        }
    }

    /// What `headers` say about the token: exactly one `Authorization: Bearer <token>`.
    static func credential(_ headers: HTTPHeaders, token: AdminToken) -> Credential {
        let values = headers.values("Authorization")
        guard values.count == 1 else { return .missing }
        let parts = values[0].split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return .missing }
        let presented = parts[1].trimmingCharacters(in: .whitespaces)
        guard !presented.isEmpty else { return .missing }
        return token.matches(presented) ? .valid : .wrong
    }
}
