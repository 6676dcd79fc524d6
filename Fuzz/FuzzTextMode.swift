import PartyProtocol

/// libFuzzer target: the text-mode parser and renderer (`Sources/PartyProtocol/TextMode`).
///
/// Each line of the input is typed by a person (``TextModeSession/parse(_:)``) and also fed back
/// as if the server had sent it (``TextModeSession/render(_:)``), through one session so that
/// state (room, names, pending ids, the current card) carries over between lines. Nothing may
/// crash, and every rendered line ends with a newline.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextMode(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var session = TextModeSession(now: { 1_700_000_000_000 })
    for line in UnsafeBufferPointer(start: data, count: size).split(separator: 0x0A, omittingEmptySubsequences: false) {
        _ = session.parse(line)
        for rendered in session.render(Array(line)) {
            precondition(rendered.hasSuffix("\n"), "rendered line without a newline: \(rendered)")
        }
    }
    return 0
}
