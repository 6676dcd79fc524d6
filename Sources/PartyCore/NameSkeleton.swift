/// Whether two names read the same: a documented subset of the "skeleton" of Unicode Technical
/// Standard #39 (Security Mechanisms), so that `name_taken` cannot be dodged with a look-alike.
///
/// A name's skeleton drops the invisible characters (``DisplayName``), folds full-width forms
/// (`Ａ` U+FF21) and mathematical letters and digits (`𝐀` U+1D400) to ASCII, and maps the
/// common Cyrillic and Greek look-alikes of Latin letters (`а о е р с х у і ј ѕ һ ԁ`, `Α Β Ε Η Ι Κ Μ
/// Ν Ο Ρ Τ Υ Χ`, `ο ν ι κ ρ υ χ γ α`, dotless `ı`, `ℓ`) to those letters and `0` to `O`. Two
/// names are the same when their skeletons are equal ignoring case, or equal with case kept after
/// `I`, `l`, `1` and `|` (and their look-alikes) are all read as `l` — so `Alice`, `ALICE`,
/// `Аlice` (Cyrillic А), `A1ice` and `Vie\u{200B}wer` ≡ `Viewer` collide, while `Ali` and `All`
/// do not. Accents count (`Bob` and `Bób` are two names); comparison is up to canonical
/// equivalence (`é` precomposed or not).
public enum NameSkeleton {
    /// Whether `a` and `b` would read as the same name.
    public static func sameName(_ a: String, _ b: String) -> Bool {
        skeleton(a, keepingCase: false) == skeleton(b, keepingCase: false)
            || skeleton(a, keepingCase: true) == skeleton(b, keepingCase: true)
    }

    /// The skeleton of `name`: lowercased, or with case kept and the `I`/`l`/`1`/`|` family as `l`.
    public static func skeleton(_ name: String, keepingCase: Bool) -> String {
        var out = String.UnicodeScalarView()
        for s in name.unicodeScalars where !DisplayName.isInvisible(s) {
            var mapped = latin(s)
            if keepingCase, ellLike.contains(mapped) { mapped = "l" }
            out.append(mapped)
        }
        let text = String(out)
        return keepingCase ? text : text.lowercased()
    }

    /// The ASCII letter or digit `s` looks like, or `s` itself.
    static func latin(_ s: Unicode.Scalar) -> Unicode.Scalar {
        let v = s.value
        switch v {
        case 0xFF01...0xFF5E:  // full-width ASCII
            return Unicode.Scalar(v - 0xFEE0) ?? s
        case 0x1D400...0x1D6A3:  // mathematical alphanumeric letters: 13 styles of A–Z a–z
            let offset = (v - 0x1D400) % 52
            return Unicode.Scalar(offset < 26 ? 0x41 + offset : 0x61 + offset - 26) ?? s
        case 0x1D7CE...0x1D7FF:  // mathematical digits: 5 styles of 0–9
            return Unicode.Scalar(0x30 + (v - 0x1D7CE) % 10) ?? s
        default:
            return lookAlikes[v] ?? s
        }
    }

    /// Cyrillic, Greek and Latin letters that look like a Latin letter or digit, and `0` as `O`.
    static let lookAlikes: [UInt32: Unicode.Scalar] = [
        // Cyrillic capitals
        0x0410: "A", 0x0412: "B", 0x0415: "E", 0x041A: "K", 0x041C: "M", 0x041D: "H", 0x041E: "O",
        0x0420: "P", 0x0421: "C", 0x0422: "T", 0x0423: "Y", 0x0425: "X", 0x0405: "S", 0x0406: "I",
        0x0408: "J", 0x04AE: "Y", 0x04C0: "I", 0x051A: "Q", 0x051C: "W",
        // Cyrillic small letters
        0x0430: "a", 0x0435: "e", 0x043E: "o", 0x0440: "p", 0x0441: "c", 0x0443: "y", 0x0445: "x",
        0x0455: "s", 0x0456: "i", 0x0458: "j", 0x04BB: "h", 0x04AF: "y", 0x04CF: "l", 0x0501: "d",
        0x051B: "q", 0x051D: "w",
        // Greek capitals
        0x0391: "A", 0x0392: "B", 0x0395: "E", 0x0396: "Z", 0x0397: "H", 0x0399: "I", 0x039A: "K",
        0x039C: "M", 0x039D: "N", 0x039F: "O", 0x03A1: "P", 0x03A4: "T", 0x03A5: "Y", 0x03A7: "X",
        // Greek small letters
        0x03B1: "a", 0x03B3: "y", 0x03B9: "i", 0x03BA: "k", 0x03BD: "v", 0x03BF: "o", 0x03C1: "p",
        0x03C5: "u", 0x03C7: "x",
        // Latin
        0x0131: "i", 0x0251: "a", 0x0261: "g", 0x2113: "l", 0x0030: "O",
    ]

    /// Read as `l` when case is kept: capital I, small l, digit one and the vertical bar.
    static let ellLike: Set<Unicode.Scalar> = ["I", "l", "1", "|"]
}
