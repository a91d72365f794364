import Foundation
import PlotlineScene

/// The chart's keys, in one table: the page's script dispatches on it, its help panel lists it, and the
/// README's table and the browser tests are made from it (`docs/keys.json`, checked by `KeyTableTests`).
///
/// Each row is what the help shows (the keys and what they do, in the page's language, and where
/// chart2music does something else with them, what) and the key presses it stands for, each with the
/// command the script runs.
public enum KeyTable {
    /// One key press: the key (a `KeyboardEvent.key` name, or a lowercase letter, matched by its place
    /// too), whether Control is held, whether Shift must be held (nil: either), and the script's command.
    public struct Binding: Encodable, Equatable, Sendable {
        public var key: String
        public var ctrl: Bool = false
        public var shift: Bool? = nil
        public var command: String
    }

    public struct Row: Sendable {
        var keys: PhraseID
        var action: PhraseID
        /// What chart2music does with these keys, where it differs (nil: the same, or a key it has not).
        var note: PhraseID?
        public var bindings: [Binding]
        /// Whether chart2music has these keys for this at all.
        var inChart2music = true
    }

    static func b(_ key: String, _ command: String, ctrl: Bool = false, shift: Bool? = nil) -> Binding {
        Binding(key: key, ctrl: ctrl, shift: shift, command: command)
    }

    public static let rows: [Row] = [
        Row(keys: .keyAcross, action: .keyAcrossAction, note: nil,
            bindings: [b("ArrowLeft", "previous"), b("ArrowRight", "next")]),
        Row(keys: .keyDown, action: .keyDownAction, note: .keyNoteDown,
            bindings: [b("ArrowDown", "down"), b("Enter", "down")]),
        Row(keys: .keyUp, action: .keyUpAction, note: .keyNoteDown, bindings: [b("ArrowUp", "up")]),
        Row(keys: .keyPages, action: .keyPagesAction, note: .keyNotePages,
            bindings: [b("PageUp", "previousSeries"), b("PageDown", "nextSeries")]),
        Row(keys: .keyEnds, action: .keyEndsAction, note: nil, bindings: [b("Home", "first"), b("End", "last")]),
        Row(keys: .keyTenth, action: .keyTenthAction, note: nil,
            bindings: [b("ArrowLeft", "backTenth", ctrl: true), b("ArrowRight", "forwardTenth", ctrl: true)]),
        Row(keys: .keyExtremes, action: .keyExtremesAction, note: nil,
            bindings: [b("[", "seriesLowest", shift: false), b("]", "seriesHighest", shift: false)]),
        Row(keys: .keyChartExtremes, action: .keyChartExtremesAction, note: nil,
            bindings: [b("[", "chartLowest", shift: true), b("]", "chartHighest", shift: true)], inChart2music: false),
        Row(keys: .keyPlay, action: .keyPlayAction, note: .keyNotePlay, bindings: [b(" ", "play"), b("p", "play")]),
        Row(keys: .keyEscape, action: .keyEscapeAction, note: .keyNoteEscape, bindings: [b("Escape", "escape")]),
        Row(keys: .keySpeed, action: .keySpeedAction, note: .keyNoteSpeed, bindings: [b(",", "slower"), b(".", "faster")]),
        Row(keys: .keyPitchSpan, action: .keyPitchSpanAction, note: nil, bindings: [b("r", "pitchSpan")], inChart2music: false),
        Row(keys: .keyTones, action: .keyTonesAction, note: nil, bindings: [b("s", "tones")], inChart2music: false),
        Row(keys: .keyList, action: .keyListAction, note: nil, bindings: [b("l", "list")], inChart2music: false),
        Row(keys: .keyFind, action: .keyFindAction, note: nil, bindings: [b("/", "find"), b("f", "find")], inChart2music: false),
        Row(keys: .keyHelp, action: .keyHelpAction, note: .keyNoteHelp, bindings: [b("?", "help"), b("h", "help")]),
    ]

    /// Every key press the chart answers, for the page's script.
    static var bindings: [Binding] { rows.flatMap(\.bindings) }

    /// A row in words of a language: keys, what they do, what chart2music does (empty where the same).
    struct Words: Encodable {
        var keys: String
        var action: String
        var chart2music: String
        var inChart2music: Bool
        var bindings: [Binding]
    }

    static func words(_ catalogue: PhraseCatalogue) -> [Words] {
        rows.map { Words(keys: catalogue.text($0.keys), action: catalogue.text($0.action),
                         chart2music: $0.note.map { catalogue.text($0) } ?? "", inChart2music: $0.inChart2music,
                         bindings: $0.bindings) }
    }

    /// The table in English as JSON (`docs/keys.json`): what the README's table and the browser tests read.
    public static func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(words(PhraseCatalogue.of(Locale(identifier: "en-US"))))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The table in English as Markdown: the README's, between its `keys-table` markers.
    public static func markdown() -> String {
        let catalogue = PhraseCatalogue.of(Locale(identifier: "en-US"))
        var lines = ["| Keys | What they do | In chart2music |", "| --- | --- | --- |"]
        for row in words(catalogue) {
            func cell(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|") }
            lines.append("| \(cell(row.keys)) | \(cell(row.action)) | \(cell(!row.chart2music.isEmpty ? row.chart2music : row.inChart2music ? "the same" : "not in chart2music")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
