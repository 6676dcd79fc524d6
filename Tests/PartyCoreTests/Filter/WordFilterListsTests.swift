import PartyContent
import PartyCore
import Testing

/// The shipped lists (`Packs/filter/`) through ``ShippedContent/wordFilter``: each language, the levels,
/// and words that merely contain a term.
@Suite("Word filter: the shipped lists")
struct WordFilterListsTests {
    static let filter = ShippedContent.wordFilter

    @Test("the shipped lists parse without a problem and hold terms of every language and level")
    func lists() {
        #expect(ShippedContent.filterLists.problems.map(\.description) == [])
        let names = ShippedContent.filterListFiles.map(\.name)
        for language in ["en", "es", "tr", "zh-Hans"] {
            for level in ["moderate", "strict"] {
                #expect(names.contains("Packs/filter/\(language)-\(level).txt"), "\(language) \(level)")
            }
        }
        #expect(Self.filter.terms.count > 500)
    }

    @Test("moderate blocks slurs and strong profanity of each language",
          arguments: ["fuck you", "what a motherfucker", "NIGGER", "f4ggot", "c.u.n.t",  // en
                      "hijo de puta", "eres un cabrón", "CABRON", "gilipollas", "maricón",  // es
                      "siktir git", "orospu çocuğu", "amcık", "yarrak",  // tr
                      "你这个傻逼", "他妈的", "操你妈", "肏"])  // zh-Hans
    func moderate(text: String) {
        #expect(!Self.filter.allows(text, level: .moderate), "\(text)")
        #expect(!Self.filter.allows(text, level: .strict), "\(text)")
        #expect(Self.filter.allows(text, level: .off), "\(text)")
    }

    @Test("strict also blocks milder profanity and sexual terms that moderate lets through",
          arguments: ["oh shit", "porn", "tits", "culo", "mierda", "sexo oral", "taşak", "tasak", "色情", "鸡巴"])
    func strictOnly(text: String) {
        #expect(Self.filter.allows(text, level: .moderate), "\(text)")
        #expect(!Self.filter.allows(text, level: .strict), "\(text)")
    }

    /// Words that contain a term inside a longer word, and words that became innocent by a
    /// documented removal (README in Packs/filter).
    static let innocent = [
        // English
        "Scunthorpe", "assassin", "classic", "Penistone", "cocktail", "cockpit", "Dickens", "analysis", "therapist",
        "grape", "Hancock", "Middlesex and Essex", "title", "titanic", "passage", "bass", "glass", "Shitake mushrooms",
        "I got it", "I am here", "as you wish", "git push", "booby trap", "pirate booty",
        "a blue tit in the garden", "sike!", "butter", "Japan", "spice", "snigger", "niggle", "a door knob",
        "Uranus", "hello", "shuttlecock", "peacock", "cumulative", "document", "cucumber", "scrap", "grapefruit",
        // Spanish
        "computadora", "disputa", "reputación", "imputado", "calculo", "película", "vergüenza", "el gato negro",
        "un cono de helado", "el año pasado", "martillo", "asno", "trío", "pisar", "concierto", "culminar",
        // Turkish
        "sikke", "ambulans", "amca", "sık sık gelir", "sıkı çalış", "götürmek", "pis", "kasık", "sıkıntı",
        "Çingene müziği", "otuz bir", "taşıma",
        // Chinese
        "妈妈的手机", "他妈妈的手机", "生日你想要什么", "打飞机游戏", "牛乳", "可能性", "处女座", "屁股",
        "体操", "鸡肉八块", "祖宗", "老二", "粉腸", "靠背", "你全家好", "你是鸡吗", "体操比赛", "妈妈比我高",
        "我们吃鸡吧", "扇贝肉", "他奶奶的生日", "你老母亲好吗", "手册那本", "个性交友", "做爱心活动", "亲口交代", "靠北边走",
        "spick and span",
    ]

    @Test("words that merely contain a term, and ordinary words, are accepted at moderate and strict",
          arguments: innocent)
    func innocentWords(text: String) {
        #expect(Self.filter.blockedTerm(in: text, level: .moderate) == nil, "\(text)")
        #expect(Self.filter.blockedTerm(in: text, level: .strict) == nil, "\(text)")
    }

    @Test("strict blocks at least everything moderate does: every term blocks itself at its level and above")
    func strictCoversModerate() {
        for term in Self.filter.terms {
            #expect(!Self.filter.allows(term.text, level: term.level), "\(term.text) at \(term.level)")
            #expect(!Self.filter.allows(term.text, level: .strict), "\(term.text) at strict")
            #expect(Self.filter.allows(term.text, level: .off), "\(term.text) at off")
        }
    }

    @Test("a strict-only term is let through at moderate unless it holds a moderate term")
    func moderateLetsStrictThrough() {
        let moderate = WordFilter(terms: Self.filter.terms.filter { $0.level == .moderate })
        for term in Self.filter.terms where term.level == .strict && moderate.allows(term.text, level: .moderate) {
            #expect(Self.filter.allows(term.text, level: .moderate), "\(term.text)")
        }
    }

    @Test("laughter is not a slur at moderate")
    func laughter() {
        #expect(Self.filter.allows("kkkkkk", level: .moderate))
    }

    @Test("mixed-script look-alikes of shipped terms are blocked")
    func mixedScript() {
        #expect(!Self.filter.allows("\u{0441}unt", level: .moderate))  // Cyrillic с
        #expect(!Self.filter.allows("wh\u{043E}re", level: .moderate))  // Cyrillic о
        #expect(!Self.filter.allows("ΡUΤΑ", level: .moderate))  // Greek Ρ, Τ, Α
        #expect(!Self.filter.allows("ＳＩＫＴＩＲ", level: .moderate))  // full-width
    }
}
