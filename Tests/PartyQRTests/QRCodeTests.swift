import Testing
@testable import PartyQR

@Suite("QRCode")
struct QRCodeTests {
    /// The 7×7 finder pattern: a dark ring, a light ring, a dark 3×3 centre.
    private func hasFinder(_ code: QRCode, x: Int, y: Int) -> Bool {
        (0..<7).allSatisfy { dy in
            (0..<7).allSatisfy { dx in
                let ring = max(abs(dx - 3), abs(dy - 3))
                return code.isDark(x: x + dx, y: y + dy) == (ring != 2)
            }
        }
    }

    @Test func aJoinURLMakesAValidSymbol() throws {
        let code = try #require(QRCode("http://192.168.1.20:8080/ABCD"))
        #expect(code.size >= 21 && (code.size - 17) % 4 == 0)
        #expect(hasFinder(code, x: 0, y: 0))
        #expect(hasFinder(code, x: code.size - 7, y: 0))
        #expect(hasFinder(code, x: 0, y: code.size - 7))
        #expect(!hasFinder(code, x: code.size - 7, y: code.size - 7))
        #expect(QRCode("http://192.168.1.20:8080/ABCD") == code)
        #expect(QRCode("http://192.168.1.20:8080/ABCE") != code)
    }

    @Test func tooMuchTextGivesNil() {
        #expect(QRCode(String(repeating: "x", count: 5000)) == nil)
    }

    @Test func svgDrawsEveryDarkModule() throws {
        let code = try #require(QRCode("http://h/ABCD"))
        let svg = code.svg()
        let side = code.size + 8
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(side) \(side)\""))
        #expect(svg.split(separator: "M").count - 1 == code.modules.filter { $0 }.count)
        #expect(svg.contains("M4 4h1v1h-1z"))  // the top-left finder's corner, after the quiet zone
    }

    @Test func halfBlocksPackTwoRowsPerLine() throws {
        let code = try #require(QRCode("http://h/ABCD"))
        let lines = code.halfBlockLines(lightOnDark: false)
        let side = code.size + 4
        #expect(lines.count == (side + 1) / 2)
        #expect(lines.allSatisfy { $0.count == side })
        #expect(lines[0] == String(repeating: " ", count: side))     // quiet zone, drawn as paper
        #expect(lines[1].dropFirst(2).hasPrefix("█▀▀▀▀▀█"))          // finder: top edge over its light ring
        let inverted = code.halfBlockLines(lightOnDark: true)
        #expect(inverted[0] == String(repeating: "█", count: side))
        // Every cell of the inverted drawing is the complement of the plain one.
        let complement: [Character: Character] = ["█": " ", " ": "█", "▀": "▄", "▄": "▀"]
        for (plain, inv) in zip(lines.dropLast(), inverted.dropLast()) {
            #expect(String(plain.map { complement[$0]! }) == inv)
        }
    }
}
