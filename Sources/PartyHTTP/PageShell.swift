/// The client's page (`index.html`) with a ``PagePreview`` written into it: its `<title>` and
/// description replaced, Open Graph tags added before `</head>`, and the content for readers
/// without JavaScript put where the page says it needs JavaScript (`<div id="app">`).
enum PageShell {
    /// `page` with `preview`; `url` is the page's absolute URL, `site` the site's base URL (for the image).
    static func render(_ page: [UInt8], preview: PagePreview, url: String, site: String) -> [UInt8] {
        var html = String(decoding: page, as: UTF8.self)
        let title = HTMLText.escape(preview.title)
        let description = HTMLText.escape(preview.description)
        html = replacing(in: html, from: "<title>", to: "</title>", with: "<title>\(title)</title>")
        html = replacing(in: html, from: "<meta name=\"description\"", to: ">", with: "<meta name=\"description\" content=\"\(description)\">")
        var tags = [
            "<meta property=\"og:type\" content=\"website\">",
            "<meta property=\"og:title\" content=\"\(title)\">",
            "<meta property=\"og:description\" content=\"\(description)\">",
            "<meta property=\"og:url\" content=\"\(HTMLText.escape(url))\">",
        ]
        if let image = preview.imagePath {
            tags += [
                "<meta property=\"og:image\" content=\"\(HTMLText.escape(site + image))\">",
                "<meta name=\"twitter:card\" content=\"summary_large_image\">",
            ]
        }
        html = replacing(in: html, from: "</head>", to: "", with: tags.map { "  " + $0 + "\n" }.joined() + "</head>")
        if let body = preview.bodyHTML {
            html = replacing(in: html, from: "<div id=\"app\">", to: "</div>", with: "<div id=\"app\">\(body)</div>")
        }
        return Array(html.utf8)
    }

    /// `text` with its first span from `from` to the next `to` (both included) replaced by
    /// `replacement`; when `to` is empty, just `from`. Unchanged when absent.
    static func replacing(in text: String, from: String, to: String, with replacement: String) -> String {
        guard let start = text.firstRange(of: from) else { return text }
        var end = start.upperBound
        if !to.isEmpty {
            guard let close = text[start.upperBound...].firstRange(of: to) else { return text }
            end = close.upperBound
        }
        var out = text
        out.replaceSubrange(start.lowerBound..<end, with: replacement)
        return out
    }
}
