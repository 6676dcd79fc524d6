import PartyCore
import Testing

/// Each trick of §16.2, on a small filter of its own (the shipped lists are tested apart).
@Suite("Word filter: the tricks it sees through")
struct WordFilterTricksTests {
    static let filter = WordFilter(terms: [
        FilterTerm("fuck", level: .moderate), FilterTerm("ass", level: .strict), FilterTerm("shit", level: .strict),
        FilterTerm("kike", level: .moderate), FilterTerm("son of a bitch", level: .moderate),
        FilterTerm("1488", level: .moderate), FilterTerm("2g1c", level: .strict), FilterTerm("coño", level: .moderate),
        FilterTerm("sik", level: .moderate), FilterTerm("傻逼", level: .moderate), FilterTerm("操你妈", level: .moderate),
        FilterTerm("🖕", level: .moderate), FilterTerm("boobs", level: .strict), FilterTerm("lit", level: .strict),
    ])

    static func blocked(_ text: String, _ level: FilterLevel = .strict) -> Bool { !filter.allows(text, level: level) }

    @Test("a term matches as a whole word, whatever its case and accents")
    func wholeWordsCaseAccents() {
        #expect(Self.filter.blockedTerm(in: "what the fuck", level: .moderate) == "fuck")
        #expect(Self.blocked("FUCK!"))
        #expect(Self.blocked("Fück this"))
        #expect(Self.blocked("f\u{0075}\u{0308}ck"))  // u + combining diaeresis
        #expect(!Self.blocked("fuckery is not listed"))
        #expect(!Self.blocked("motherfuck is one word"))
    }

    @Test("repeated letters: fuuuck and asss match, but a shorter or other word does not")
    func repeatedLetters() {
        #expect(Self.blocked("fuuuuuck", .moderate))
        #expect(Self.blocked("FFUUCCKK", .moderate))
        #expect(Self.blocked("asssss"))
        for innocent in ["as", "pass", "bass", "a", "boos", "bobs", "lt"] {
            #expect(!Self.blocked(innocent), "\(innocent)")
        }
        #expect(Self.blocked("booooobs"))
    }

    @Test("letters written apart with separators are read as one word")
    func separators() {
        for text in ["f.u.c.k", "f u c k", "F-U-C-K you", "f_u_c_k", "f . u . c . k", "what a f.u.c.k day", "a s s"] {
            #expect(Self.blocked(text), "\(text)")
        }
        #expect(Self.filter.blockedTerm(in: "i a m a s s", level: .strict) == "ass")
        #expect(!Self.blocked("f u n"))
        #expect(!Self.blocked("I am a big fan"))
    }

    @Test("digit and symbol stand-ins: 0 o, 1 i/l, 3 e, 4 a, 5 s, 7 t, @ a, $ s")
    func standIns() {
        for text in ["sh1t", "5h17", "$hit", "a$$", "@ss", "4ss", "k1k3", "l1t", "1it"] {
            #expect(Self.blocked(text), "\(text)")
        }
        #expect(Self.blocked("fuck@", .moderate), "a symbol at a word's end is also read as punctuation")
        #expect(Self.blocked("fuck99", .moderate), "digits glued to a word's ends are also read apart")
        #expect(Self.blocked("2000fuck", .moderate))
        #expect(!Self.blocked("3am 1st 2nd h2o b4 4chan"), "a word left after its digits is matched whole")
    }

    @Test("stand-ins never turn numbers and ordinary words with digits into terms")
    func standInsFalsePositives() {
        for innocent in ["455", "7 5 5", "A4 paper", "mp3", "h2o", "b4", "14888", "1 488", "4 5 5", "4 a.m."] {
            #expect(!Self.blocked(innocent), "\(innocent)")
        }
        #expect(Self.blocked("1488", .moderate), "a term written in digits matches those digits")
        for number in ["3.1488.1795857011", "v2.1488", "1,1488", "12:1488", "1488.5", "0.1488"] {
            #expect(!Self.blocked(number), "\(number): a longer number is one word")
        }
        for blocked in ["1488.", "room 1488, hi", "1488: yes", "1488.x", "a.1488"] {
            #expect(Self.blocked(blocked, .moderate), "\(blocked): the number stands alone")
        }
        #expect(Self.blocked("see 2g1c"))
    }

    @Test("look-alike letters of other scripts and forms are read as the letters they imitate")
    func lookAlikes() {
        #expect(Self.blocked("fu\u{0441}k", .moderate))  // Cyrillic с
        #expect(Self.blocked("\u{0455}hit"))  // Cyrillic ѕ
        #expect(Self.blocked("ΚΙΚΕ", .moderate))  // Greek capitals
        #expect(Self.blocked("ｆｕｃｋ", .moderate))  // full-width
        #expect(Self.blocked("𝐟𝐮𝐜𝐤", .moderate))  // mathematical bold
        #expect(Self.blocked("fu\u{200B}ck", .moderate), "an invisible character neither splits nor joins")
        #expect(Self.blocked("f\u{00AD}uck", .moderate))
    }

    @Test("phrases match word by word, and written as one word")
    func phrases() {
        #expect(Self.blocked("you son of a bitch!", .moderate))
        #expect(Self.blocked("SON  OF  A   BITCH", .moderate))
        #expect(Self.blocked("sonofabitch", .moderate))
        #expect(Self.blocked("son of a biiitch", .moderate))
        #expect(!Self.blocked("son of a gun", .moderate))
        #expect(!Self.blocked("a bitch of a son", .moderate))
    }

    @Test("ñ and the Turkish dotless ı stay letters of their own")
    func ownLetters() {
        #expect(Self.blocked("¡coño!", .moderate))
        #expect(Self.blocked("COÑO", .moderate))
        #expect(!Self.blocked("un cono de helado", .moderate))
        #expect(Self.blocked("sik", .moderate))
        #expect(!Self.blocked("sık sık gelir", .moderate))
    }

    @Test("in scripts written without spaces, and for emoji, a term matches anywhere")
    func anywhere() {
        #expect(Self.filter.blockedTerm(in: "你这个傻逼啊", level: .moderate) == "傻逼")
        #expect(Self.blocked("操 你 妈", .moderate))
        #expect(Self.blocked("hello操你妈world", .moderate))
        #expect(Self.blocked("ok🖕", .moderate))
        #expect(Self.blocked("🖕🏽", .moderate), "a skin tone does not hide it")
        #expect(!Self.blocked("傻子", .moderate))
        #expect(!Self.blocked("操心", .moderate))
    }

    @Test("off blocks nothing; an empty filter blocks nothing")
    func offAndEmpty() {
        for text in ["fuck", "傻逼", "f.u.c.k", "sh1t"] {
            #expect(Self.filter.allows(text, level: .off))
            #expect(WordFilter.empty.allows(text, level: .strict))
        }
        #expect(Self.filter.allows("", level: .strict))
        #expect(Self.filter.allows("   ...!!!", level: .strict))
    }

    @Test("a strict term is allowed at moderate and blocked at strict")
    func levels() {
        #expect(Self.filter.allows("shit", level: .moderate))
        #expect(!Self.filter.allows("shit", level: .strict))
        #expect(!Self.filter.allows("fuck", level: .moderate) && !Self.filter.allows("fuck", level: .strict))
    }

    @Test("operator terms are added to the filter")
    func adding() {
        let more = Self.filter.adding([FilterTerm("zorglub", level: .moderate), FilterTerm("blarg", level: .strict)])
        #expect(more.blockedTerm(in: "you zorglub", level: .moderate) == "zorglub")
        #expect(more.allows("blarg", level: .moderate))
        #expect(!more.allows("BLAAARG", level: .strict))
        #expect(!more.allows("fuck", level: .moderate), "the filter's own terms stay")
        #expect(more.terms.count == Self.filter.terms.count + 2)
    }

    @Test("a term given twice blocks from the lower of its levels; a term of level off is ignored")
    func duplicates() {
        let filter = WordFilter(terms: [FilterTerm("darn", level: .strict), FilterTerm("DARN", level: .moderate),
                                        FilterTerm("heck", level: .off)])
        #expect(!filter.allows("darn", level: .moderate))
        #expect(filter.allows("heck", level: .strict))
    }

    @Test("the characters that fold to the most values fit the folded copy (a too small copy would trap)")
    func foldingGrowth() {
        for text in ["İ", "ß", "Æ", "ǆ", "ﬀ", "İİİİ", "ßßß", String(repeating: "Œ", count: 300), "İ!ß?æ", "aİ b", ""] {
            #expect(Self.filter.allows(text + " 🙂", level: .strict), "\(text)")
        }
    }

    @Test("long and hostile texts are handled", arguments: [1, 300, 5000])
    func longTexts(repeats: Int) {
        let spaced = Array(repeating: "a", count: repeats).joined(separator: " ")
        #expect(!Self.blocked(spaced))
        #expect(Self.blocked(spaced + " s s"))
        #expect(!Self.blocked(String(repeating: "x", count: repeats)))
        #expect(Self.blocked(String(repeating: "傻", count: repeats) + "逼", .moderate))
    }
}
