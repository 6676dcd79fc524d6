extension WouldYouRather {
    /// Moves every absolute deadline by `delta` milliseconds: a game restored after a restart
    /// continues with the time it had left (`delta` = restore time − snapshot time).
    public mutating func shiftDeadlines(by delta: Int64) {
        if let d = deadline { deadline = d + delta }
        if let next = lastResults?.nextQuestionAtMs { lastResults?.nextQuestionAtMs = next + delta }
    }
}
