import Foundation
import Plotline
import PlotlineHTML
@testable import ScenePage
import Testing

/// The chart's keys are one table (``KeyTable``): the page's script dispatches on it and its help panel lists
/// it; `docs/keys.json` (what the browser tests press) and the README's table are made from it, and fail
/// here when they drift. `PLOTLINE_WRITE_KEYS=1 swift test --filter KeyTableTests` writes both again.
@Suite struct KeyTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let begin = "<!-- keys-table: made from KeyTable (docs/keys.json); KeyTableTests checks it -->\n"
    static let end = "<!-- /keys-table -->"

    static var writing: Bool { ProcessInfo.processInfo.environment["PLOTLINE_WRITE_KEYS"] == "1" }

    @Test func docsKeysJSONIsTheTable() throws {
        let url = Self.root.appendingPathComponent("docs/keys.json")
        if Self.writing { try KeyTable.json().write(to: url, atomically: true, encoding: .utf8) }
        let stored = try String(contentsOf: url, encoding: .utf8)
        #expect(stored == KeyTable.json(), "docs/keys.json differs from KeyTable: PLOTLINE_WRITE_KEYS=1 swift test --filter KeyTableTests")
    }

    @Test func theREADMEsTableIsTheTable() throws {
        let url = Self.root.appendingPathComponent("README.md")
        var readme = try String(contentsOf: url, encoding: .utf8)
        let from = try #require(readme.range(of: Self.begin), "the README has no keys-table marker")
        let to = try #require(readme.range(of: Self.end, range: from.upperBound..<readme.endIndex))
        if Self.writing {
            readme.replaceSubrange(from.upperBound..<to.lowerBound, with: KeyTable.markdown())
            try readme.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(readme[from.upperBound..<to.lowerBound]) == KeyTable.markdown())
    }

    @Test func noKeyPressDoesTwoThings() {
        var seen: [String: String] = [:]
        for b in KeyTable.rows.flatMap(\.bindings) {
            let press = "\(b.key)/\(b.ctrl)/\(b.shift.map(String.init) ?? "any")"
            #expect(seen[press] == nil, "\(press) is both \(seen[press] ?? "") and \(b.command)")
            seen[press] = b.command
        }
        // Space plays (so it never scrolls the page), and chart2music's help key opens the help here too.
        #expect(seen[" /false/any"] == "play")
        #expect(seen["h/false/any"] == "help")
        #expect(seen["?/false/any"] == "help")
    }

    @Test func everyLanguageNamesEveryRow() {
        for id in ["en-US", "ko-KR", "tr-TR"] {
            let rows = KeyTable.words(PhraseCatalogue.of(Locale(identifier: id)))
            #expect(rows.count == KeyTable.rows.count)
            #expect(rows.allSatisfy { !$0.keys.isEmpty && !$0.action.isEmpty }, "\(id)")
        }
    }
}
