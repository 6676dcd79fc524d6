extension ServerConfig {
    /// Checks every limit and port, in the order `partyd` reports them: the first broken rule
    /// is thrown. A server started with a configuration that passes never trips over its own
    /// limits (e.g. a snapshot larger than the write buffer).
    /// - Throws: ``ServerConfigError`` naming the rule and the flag that sets it.
    public func validate() throws(ServerConfigError) {
        try check(Self.ports.contains(port), .port, "--port must be 0–65535")
        try check(maxFrameBytes >= 256, .maxFrameBytes, "--max-frame-bytes must be at least 256")
        try check(maxConnections >= 1, .maxConnections, "--max-connections must be at least 1")
        try check(maxConnectionsPerIP >= 1, .maxConnectionsPerIP, "--max-connections-per-ip must be at least 1")
        try check(maxRooms.map { (1...165_888).contains($0) } ?? true, .maxRooms, "--max-rooms must be 1–165888 (half the room codes)")
        try check(lineTimeoutSeconds >= 1, .lineTimeout, "--line-timeout-seconds must be at least 1")
        try check(writeBufferBytes >= 4096, .writeBuffer, "--write-buffer-bytes must be at least 4096")
        try check((0...100).contains(writeCoalescingMilliseconds), .writeCoalescing, "--write-coalescing-ms must be 0–100")
        try check(resumeGraceSeconds >= 0, .resumeGrace, "--resume-grace-seconds must not be negative")
        try check(hostAwaySeconds >= 0, .hostAway, "--host-away-seconds must not be negative")
        try check(nightRetentionDays >= 1, .nightRetention, "--night-retention-days must be at least 1")
        try check((0...3600).contains(playlistBreakSeconds), .playlistBreak, "--playlist-break-seconds must be 0–3600")
        try check(requestsPerSecond > 0 && requestBurst >= 1, .rateLimit,
                  "--rate-limit must be positive and --rate-burst at least 1")
        try check(idleTimeoutSeconds >= 1, .idleTimeout, "--idle-timeout-seconds must be at least 1")
        try check(roomLimits.maxPlayers >= 2 && roomLimits.maxAudience >= 0, .roomLimits, "--max-players must be at least 2")
        try check(maxScreensPerRoom >= 0, .maxScreens, "--max-screens-per-room must be 0 or more")
        try check(moderation.reviewPerRoom >= 1 && moderation.reviewPerSender >= 1 && moderation.bansPerRoom >= 1, .moderation,
                  "--review-queue-size, --review-per-sender and --max-bans-per-room must be at least 1")
        try check(moderation.reviewExpirySeconds >= 10, .reviewExpiry, "--review-expiry-seconds must be at least 10")
        if let problem = ReplyBudget.problem(maxPlayers: roomLimits.maxPlayers, maxAudience: roomLimits.maxAudience,
                                             writeBufferBytes: writeBufferBytes) {
            throw ServerConfigError(.replyBudget, problem)
        }
        try check(Self.ports.contains(tlsPort), .tlsPort, "--tls-port must be 0–65535")
        if let web { try web.validate() }
        try check(metricsPort.map(Self.ports.contains) ?? true, .metricsPort, "--metrics-port must be 0–65535")
        try check(admin.map { Self.ports.contains($0.port) } ?? true, .adminPort, "--admin-port must be 0–65535")
        try check(tlsHandshakeTimeoutSeconds >= 1, .tlsHandshakeTimeout, "--tls-handshake-timeout-seconds must be at least 1")
    }

    /// The ports a listener may ask for (0 picks a free one).
    static let ports = 0...65535
}

extension WebConfig {
    /// The browser side's rules: ports, ping interval, public URL.
    func validate() throws(ServerConfigError) {
        let ports = ServerConfig.ports
        try check(ports.contains(httpPort) && (httpsPort.map(ports.contains) ?? true), .webPorts,
                  "--http-port and --https-port must be 0–65535")
        try check(pingIntervalSeconds >= 1, .webPing, "--ws-ping-seconds must be at least 1")
        try check(publicURL.map { $0.hasPrefix("http://") || $0.hasPrefix("https://") } ?? true, .publicURL,
                  "--public-url must start with http:// or https://")
    }
}

/// Throws `rule`'s refusal unless `holds`.
private func check(_ holds: Bool, _ rule: ServerConfigError.Rule, _ message: String) throws(ServerConfigError) {
    guard holds else { throw ServerConfigError(rule, message) }
}
