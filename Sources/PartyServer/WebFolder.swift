import Foundation
import PartyHTTP

/// A folder of web files read from disk at every request (`partyd --web-dir clients/web`): the
/// client's source as it is, so an edit shows on the next reload. For development: nothing is
/// cached (every file revalidated) or compressed, and no path with a segment starting with `.`
/// (or that names a folder) is served.
enum WebFolder {
    /// The files of `folder`.
    static func files(_ folder: String) -> WebFiles {
        let root = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL.path
        return WebFiles { path in
            guard path.hasPrefix("/"), !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return nil }
            var isDirectory: ObjCBool = false
            let full = root + path
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: full) else { return nil }
            return WebFile(path: path, body: Array(data))
        }
    }
}
