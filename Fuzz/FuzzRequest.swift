import Foundation
import PartyProtocol

/// libFuzzer target: the request reader (`JSONReader.swift`, `Request.parse`).
///
/// Any line must be answered (a request or a failure) without crashing, in time linear in its
/// size (libFuzzer's `-timeout` catches blow-ups). A value the reader accepts is nested no deeper
/// than the limit, and re-encoded by Foundation it reads back as the same value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequest(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let line = UnsafeBufferPointer(start: data, count: size)
    _ = Request.parse(line)
    guard let value = try? JSONReader.parse(line) else { return 0 }
    precondition(depth(of: value) <= JSONReader.defaultMaxDepth, "accepted a value nested past the limit")
    guard let encoded = try? JSONEncoder().encode(value) else { return 0 }  // e.g. a bare scalar on old encoders
    guard let again = try? JSONReader.parse(encoded) else {
        preconditionFailure("re-encoded value does not read back: \(String(decoding: encoded, as: UTF8.self))")
    }
    precondition(sameJSON(value, again), "round trip changed the value: \(value) → \(again)")
    return 0
}

/// Nesting depth of arrays and objects (a scalar is 0).
func depth(of value: JSONValue) -> Int {
    switch value {
    case let .array(items): 1 + (items.map(depth(of:)).max() ?? 0)
    case let .object(fields): 1 + (fields.values.map(depth(of:)).max() ?? 0)
    default: 0
    }
}

/// Equality that treats `1000` and `1e3` (an int and a double of the same value) as equal.
func sameJSON(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case let (.int(x), .double(y)), let (.double(y), .int(x)): Double(x) == y
    case let (.array(x), .array(y)): x.count == y.count && zip(x, y).allSatisfy { sameJSON($0, $1) }
    case let (.object(x), .object(y)): x.count == y.count && x.allSatisfy { key, v in y[key].map { sameJSON(v, $0) } ?? false }
    default: a == b
    }
}
