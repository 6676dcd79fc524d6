/// What a page says about itself before any script runs: the title and the link-preview tags
/// (Open Graph) a chat app shows for its link, and for a page that must read without
/// JavaScript (a game night's), its content. Served by ``WebSite`` inside the client's page.
public struct PagePreview: Sendable, Equatable {
    /// The page's `<title>` and `og:title` (plain text; escaped when written).
    public var title: String
    /// `description` and `og:description` (plain text; escaped when written).
    public var description: String
    /// The `og:image` path on this site (a PNG), or nil.
    public var imagePath: String?
    /// The page's content for readers without JavaScript: HTML built with ``HTMLText/escape(_:)``
    /// for every text in it; the client replaces it when it starts. Nil: none.
    public var bodyHTML: String?

    /// Creates a preview.
    public init(title: String, description: String, imagePath: String? = "/icons/card.png", bodyHTML: String? = nil) {
        self.title = title
        self.description = description
        self.imagePath = imagePath
        self.bodyHTML = bodyHTML
    }

    /// The room page `/ABCD`: "Join room ABCD on PartyLine".
    public static func room(_ code: String) -> PagePreview {
        PagePreview(title: "Join room \(code) on PartyLine", description: "Tap to join room \(code): type a name and play along from your phone.")
    }
}

/// HTML text escaping.
public enum HTMLText {
    /// `text` as HTML character data or a quoted attribute value: `& < > " '` escaped.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
