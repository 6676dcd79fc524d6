// filter-bench: what one word filter check costs (BENCHMARKS.md, "The word filter").
// Run it built for release: scripts/filter-bench.sh (which also counts allocations with
// valgrind's DHAT). Arguments: [--iterations N] [--rounds R] (defaults 100000 and 5).
import Foundation
import PartyContent
import PartyCore

/// The chat lines checked, each about 200 characters.
let lines: [(name: String, text: String)] = [
    ("en clean", "Okay everyone, the next round starts in a minute: grab a drink, sit near the TV, and remember that "
        + "the guesser may not look at the screen. Whoever wins this one picks the next category for all of us!"),
    ("en blocked at end", "Okay everyone, the next round starts in a minute: grab a drink, sit near the TV, and remember that "
        + "the guesser may not look at the screen. Whoever wins this one picks the next category, f.u.c.k it"),
    ("en stand-ins", "0k4y 3v3ry0n3, th3 n3xt r0und st4rts 1n 4 m1nut3: gr4b 4 dr1nk, s1t n34r th3 TV 4nd r3m3mb3r th4t "
        + "th3 gu3ss3r m4y n0t l00k 4t th3 scr33n. Wh03v3r w1ns th1s 0n3 p1cks th3 n3xt c4t3g0ry!!"),
    ("es clean", "Vale, la siguiente ronda empieza en un minuto: coged algo de beber, sentaos cerca de la tele y recordad "
        + "que quien adivina no puede mirar la pantalla. ¡Quien gane esta elige la próxima categoría!"),
    ("zh clean", String(repeating: "好的大家，下一轮一分钟后开始：拿点喝的，坐到电视旁边，记住猜词的人不能看屏幕。这一轮的赢家选下一个类别！", count: 4)),
    ("spaced letters", String(repeating: "a b c d e f g h i j ", count: 10)),
]

var iterations = 100_000
var rounds = 5
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--iterations": iterations = Int(arguments.next() ?? "") ?? iterations
    case "--rounds": rounds = Int(arguments.next() ?? "") ?? rounds
    default:
        print("usage: filter-bench [--iterations N] [--rounds R]")
        exit(2)
    }
}

let filter = ShippedContent.wordFilter
var blocked = 0
for line in lines where filter.blockedTerm(in: line.text, level: .strict) != nil { blocked += 1 }  // warm up, build the filter
print("filter-bench: \(filter.terms.count) terms, \(iterations) checks per line and round, \(rounds) rounds, level strict")
/// This thread's CPU time and the wall clock, in nanoseconds: on a loaded machine the CPU time is
/// the check's cost, the wall time also counts the waits for a core.
func now() -> (cpu: Double, wall: Double) {
    var cpu = timespec()
    var wall = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu)
    clock_gettime(CLOCK_MONOTONIC, &wall)
    return (Double(cpu.tv_sec) * 1e9 + Double(cpu.tv_nsec), Double(wall.tv_sec) * 1e9 + Double(wall.tv_nsec))
}

func median(_ samples: [Double]) -> Double { samples.isEmpty ? 0 : samples.sorted()[samples.count / 2] }

print("per check, median of the rounds: CPU time (this thread), wall time")
for line in lines {
    var cpu: [Double] = []
    var wall: [Double] = []
    for _ in 0..<rounds where iterations > 0 {
        let start = now()
        for _ in 0..<iterations where filter.blockedTerm(in: line.text, level: .strict) != nil { blocked += 1 }
        let end = now()
        cpu.append((end.cpu - start.cpu) / Double(iterations))
        wall.append((end.wall - start.wall) / Double(iterations))
    }
    let found = filter.blockedTerm(in: line.text, level: .strict) ?? "-"
    print("\(line.name.padding(toLength: 18, withPad: " ", startingAt: 0)) \(line.text.count) chars  "
          + "cpu \(String(format: "%.2f", median(cpu) / 1000)) µs  wall \(String(format: "%.2f", median(wall) / 1000)) µs  blocked: \(found)")
}
print("(\(blocked) blocked checks)")
