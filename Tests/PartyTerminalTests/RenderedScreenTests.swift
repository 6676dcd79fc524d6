import Testing
@testable import PartyTerminal

/// Rendered 80×24 screens of every game, compared line by line (trailing spaces trimmed).
@Suite struct RenderedScreenTests {
    @Test func gopClueGiverSeesTheWordLarge() {
        let expected = #"""
 PartyLine · Room ABCD                                      Alice · ● connected
─ Guess or Pass · Round 1 · animals ───────────── 42s left │ Players (3)
 Describe the word to Bob — don't say it!                  │ ★ Alice (you)     0
                                                           │ · Bob             2
                    █    ███  ██  █  █                     │ ~ Cleo (away)
                    █     █  █  █ ██ █                     │
                    █     █  █  █ █ ██                     │ ★ host  ~ audience
                    █     █  █  █ █  █                     │
                    ████ ███  ██  █  █                     │
                           lion                            │
                                                           │
 Score: 1  ✓ tiger                                         │
 Bob guessed “cat” — not it                                │
─ Chat ────────────────────────────────────────────────────│
 » You are in room ABCD. Share the code! Press ? for help. │
 » Guess or Pass started                                   │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
 + correct · - pass (empty input) · ? help · Tab pane · /leave · /quit
>
"""#
        expectScreen(ScreenFixtures.gopClueGiver(), now: 18000, equals: expected)
    }

    @Test func gopGuesserSeesAHiddenCard() {
        let expected = #"""
 PartyLine · Room ABCD                                      Alice · ● connected
─ Guess or Pass · Round 2 · food ──────────────── 30s left │ Players (3)
 You are the guesser! Type your guesses.                   │ ★ Alice (you)     0
                                                           │ · Bob             2
                    ┌────────────────┐                     │ ~ Cleo (away)
                    │                │                     │
                    │     ? ? ?      │                     │ ★ host  ~ audience
                    │ hidden card #4 │                     │
                    │                │                     │
                    └────────────────┘                     │
                                                           │
 Score: 0                                                  │
                                                           │
─ Chat ────────────────────────────────────────────────────│
 » You are in room ABCD. Share the code! Press ? for help. │
 » Guess or Pass started                                   │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
 type a guess · - pass (empty input) · ? help · Tab pane · /leave · /quit
>
"""#
        expectScreen(ScreenFixtures.gopGuesser(), now: 0, equals: expected)
    }

    @Test func wyrShowsBothOptionsAndTheVote() {
        let expected = #"""
 PartyLine · Room ABCD                                      Alice · ● connected
─ Would You Rather · Round 1 ──────────────────── 12s left │ Players (3)
                                                           │ ★ Alice (you)     0
 ▶[A] Be able to fly                                       │ · Bob             2
                                                           │ ~ Cleo (away)
  [B] Be invisible                                         │
                                                           │ ★ host  ~ audience
 1/2 voted · You voted A                                   │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
─ Chat ────────────────────────────────────────────────────│
 » You are in room ABCD. Share the code! Press ? for help. │
 » Would You Rather started                                │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
 Press a or b to vote · ? help · Tab pane · /leave · /quit
>
"""#
        expectScreen(ScreenFixtures.wyrVoting(), now: 8000, equals: expected)
    }

    @Test func wyrResultsShowBarsCountsAndPercentages() {
        let expected = #"""
 PartyLine · Room ABCD                                      Alice · ● connected
─ Would You Rather · Round 1 ──────────────────────────────│ Players (3)
                                                           │ ★ Alice (you)     0
 [A] Be able to fly                                        │ · Bob             2
     █████████████████████████████░░░░░░░░░░░░░░ 2 · 66.7% │ ~ Cleo (away)
 [B] Be invisible                                          │
     ██████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ 1 · 33.3% │ ★ host  ~ audience
 Audience: A 1 · B 0 · All time: A 120 · B 80              │
 Next question in 4s                                       │
                                                           │
                                                           │
                                                           │
                                                           │
─ Chat ────────────────────────────────────────────────────│
 » You are in room ABCD. Share the code! Press ? for help. │
 » Would You Rather started                                │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
 Press a or b to vote · ? help · Tab pane · /leave · /quit
>
"""#
        expectScreen(ScreenFixtures.wyrResults(), now: 1000, equals: expected)
    }

    @Test func diceSpinWhileRolling() {
        let expected = #"""
 PartyLine · Room ABCD                                      Alice · ● connected
─ Dice · Bob rolled 3d6 ───────────────────────── rolling… │ Players (3)
                                                           │ ★ Alice (you)     0
 ┌─────┐ ┌─────┐ ┌─────┐                                   │ · Bob             2
 │  6  │ │  2  │ │  1  │                                   │ ~ Cleo (away)
 └─────┘ └─────┘ └─────┘                                   │
    1     [2]*      3                                      │ ★ host  ~ audience
 Turn: Bob                                                 │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
─ Chat ────────────────────────────────────────────────────│
 » You are in room ABCD. Share the code! Press ? for help. │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
 Enter roll · 1-9 lock · /end · ? help · Tab pane · /leave · /quit
>
"""#
        expectScreen(ScreenFixtures.dice(), now: 400, equals: expected)
    }

    @Test func diceSettleOnTheirValues() {
        let expected = #"""
 PartyLine · Room ABCD                                      Alice · ● connected
─ Dice · Bob rolled 3d6 ──────────────────────── Total: 12 │ Players (3)
                                                           │ ★ Alice (you)     0
 ┌─────┐ ┌─────┐ ┌─────┐                                   │ · Bob             2
 │  4  │ │  2  │ │  6  │                                   │ ~ Cleo (away)
 └─────┘ └─────┘ └─────┘                                   │
    1     [2]*      3                                      │ ★ host  ~ audience
 Turn: Bob                                                 │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
─ Chat ────────────────────────────────────────────────────│
 » You are in room ABCD. Share the code! Press ? for help. │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
 Enter roll · 1-9 lock · /end · ? help · Tab pane · /leave · /quit
>
"""#
        expectScreen(ScreenFixtures.dice(), now: 1000, equals: expected)
    }

    @Test func wheelSpinEndsOnTheWinner() {
        let expected = #"""
 PartyLine · Room ABCD                                      Alice · ● connected
─ Wheels ──────────────────────────────────────────────────│ Players (3)
                                                           │ ★ Alice (you)     0
▶ Lunch 3 options          Alice spun Lunch                │ · Bob             2
  Who cooks 2 options        pizza ×1                      │ ~ Cleo (away)
                           ▶ sushi ×1                      │
                             tacos ×2                      │ ★ host  ~ audience
                           Winner: sushi                   │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
─ Chat ────────────────────────────────────────────────────│
 » You are in room ABCD. Share the code! Press ? for help. │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
 ↑↓ select · Enter spin · /wheel create · ? help · Tab pane · /leave · /quit
>
"""#
        expectScreen(ScreenFixtures.wheel(), now: 5000, equals: expected)
    }

    @Test func coinLandsOnItsSide() {
        let expected = #"""
 PartyLine · Room ABCD                                      Alice · ● connected
─ Coin · Bob flipped the coin ────────────────────── TAILS │ Players (3)
                                                           │ ★ Alice (you)     0
                        ╭─────────╮                        │ · Bob             2
                        │  █████  │                        │ ~ Cleo (away)
                        │    █    │                        │
                        │    █    │                        │ ★ host  ~ audience
                        │    █    │                        │
                        │    █    │                        │
                        ╰─────────╯                        │
                           TAILS                           │
                                                           │
                                                           │
─ Chat ────────────────────────────────────────────────────│
 » You are in room ABCD. Share the code! Press ? for help. │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
 Enter flip · ? help · Tab pane · /leave · /quit
>
"""#
        expectScreen(ScreenFixtures.coin(), now: 5000, equals: expected)
    }

    @Test func coinShowsItsEdgeWhileFlipping() {
        let expected = #"""
 PartyLine · Room ABCD                                      Alice · ● connected
─ Coin · Bob flipped the coin ─────────────────────────────│ Players (3)
                                                           │ ★ Alice (you)     0
                                                           │ · Bob             2
                                                           │ ~ Cleo (away)
                        ━━━━━━━━━━━                        │
                                                           │ ★ host  ~ audience
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
─ Chat ────────────────────────────────────────────────────│
 » You are in room ABCD. Share the code! Press ? for help. │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
 Enter flip · ? help · Tab pane · /leave · /quit
>
"""#
        expectScreen(ScreenFixtures.coin(), now: 130, equals: expected)
    }
}

/// Compares a rendered screen with the expected text and names the first differing line.
func expectScreen(_ state: ClientState, now: Int64, equals expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = screen(state, now: now)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(a.count == 24, sourceLocation: sourceLocation)
    for (i, (x, y)) in zip(a, e).enumerated() where x != y {
        Issue.record("line \(i): got\n\(x)\nexpected\n\(y)", sourceLocation: sourceLocation)
        return
    }
    #expect(a.count == e.count, sourceLocation: sourceLocation)
}
