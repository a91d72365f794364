import PlotlineScene
/// How a delimited text file is written: the byte between its fields (comma, semicolon, tab or pipe) and
/// whether its numbers have a decimal comma (`3,5`), as a European spreadsheet exports them.
///
/// ``sniff(_:)`` guesses both from the first bytes only (the header and the first rows), so a large file
/// costs no more to guess than a small one; the author's `--delimiter` and `--decimal` (``ReadContext``)
/// win over the guess.
public struct TextDialect: Sendable, Equatable {
    /// The byte between fields.
    public var delimiter: UInt8
    /// Whether `3,5` is three and a half (and `1.200,5` twelve hundred and a half).
    public var decimalComma: Bool

    public init(delimiter: UInt8, decimalComma: Bool = false) {
        self.delimiter = delimiter
        self.decimalComma = decimalComma
    }

    /// RFC 4180: commas between fields, decimal points.
    public static let comma = TextDialect(delimiter: UInt8(ascii: ","))
    /// A `.tsv` file: tabs between fields.
    public static let tab = TextDialect(delimiter: 0x09)

    /// The delimiters told apart, in the order a tie is settled.
    static let candidates: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09, UInt8(ascii: "|")]

    /// How many bytes the guess looks at.
    static let sniffBytes = 64 << 10
    /// How many lines (the header included) the guess looks at.
    static let sniffLines = 20

    /// The delimiter as people name it: "comma", "semicolon", "tab", "pipe".
    public var delimiterName: String { Self.name(delimiter) }

    static func name(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: ","): "comma"
        case UInt8(ascii: ";"): "semicolon"
        case 0x09: "tab"
        case UInt8(ascii: "|"): "pipe"
        default: "'\(String(UnicodeScalar(byte)))'"
        }
    }

    /// The delimiter an option names: `,` `;` `|` `tab` (or `\t`, a tab), or a word: comma, semicolon, pipe.
    public static func delimiter(named text: String) -> UInt8? {
        switch text.lowercased() {
        case ",", "comma": UInt8(ascii: ",")
        case ";", "semicolon": UInt8(ascii: ";")
        case "\t", "\\t", "tab": 0x09
        case "|", "pipe": UInt8(ascii: "|")
        default: nil
        }
    }

    /// The guess, from the start of the input (`prefix`, a byte order mark allowed; perhaps ending inside a
    /// line). A delimiter fits when the header has it and every whole line looked at has it as often
    /// (outside quotes); the comma wins when it fits, else the one that fits with the most fields. Where
    /// nothing fits, the comma (and the reader's error says what is wrong). A decimal comma is guessed
    /// only where semicolons separate fields: a field of digits with one comma among them (`3,5`).
    public static func sniff(_ prefix: UnsafeBufferPointer<UInt8>) -> TextDialect {
        var start = 0
        if prefix.count >= 3, prefix[0] == 0xEF, prefix[1] == 0xBB, prefix[2] == 0xBF { start = 3 }
        let lines = wholeLines(prefix, from: start)
        guard !lines.isEmpty else { return .comma }
        var best: (byte: UInt8, fields: Int)?
        for candidate in candidates {
            let counts = lines.map { count(candidate, in: prefix, $0) }
            guard counts[0] > 0, counts.allSatisfy({ $0 == counts[0] }) else { continue }
            if candidate == UInt8(ascii: ",") { return .comma }
            if best == nil || counts[0] > best!.fields { best = (candidate, counts[0]) }
        }
        guard let best else { return .comma }
        var dialect = TextDialect(delimiter: best.byte)
        if best.byte == UInt8(ascii: ";") {
            dialect.decimalComma = lines.dropFirst().contains { line in
                fields(of: line, in: prefix, delimiter: best.byte).contains { NumberGrouping.hasDecimalComma(prefix, $0) }
            }
        }
        return dialect
    }

    /// The guess for `source`, from its first ``sniffBytes`` bytes; the input is rewound afterwards.
    static func sniff(_ source: InputSource) throws(PlotlineError) -> TextDialect {
        defer { try? source.rewind() }
        var buffer = [UInt8](repeating: 0, count: sniffBytes)
        var filled = 0
        while filled < buffer.count {
            let got = try source.read(into: &buffer, at: filled, count: buffer.count - filled)
            if got == 0 { break }
            filled += got
        }
        let complete = filled < buffer.count
        return buffer.withUnsafeBufferPointer { all in
            // A prefix cut inside a line: only its whole lines count.
            let end = complete ? filled : CSVNumericReader.completeLines(UnsafeBufferPointer(rebasing: all[0..<filled]))
            return sniff(UnsafeBufferPointer(rebasing: all[0..<end]))
        }
    }

    /// The dialect to read with: the author's choices from ``ReadContext/current``, the guess for the rest;
    /// a guess other than plain commas is said in one line.
    static func decide(_ source: InputSource, declared: TextDialect?) throws(PlotlineError) -> TextDialect {
        let context = ReadContext.current
        var dialect: TextDialect
        var guessed = false
        if let delimiter = context.delimiter {
            dialect = TextDialect(delimiter: delimiter)
        } else if let declared {
            dialect = declared
        } else {
            dialect = try sniff(source)
            guessed = dialect != .comma
        }
        if let decimalComma = context.decimalComma {
            dialect.decimalComma = decimalComma
        } else if context.delimiter != nil || declared != nil, dialect.delimiter == UInt8(ascii: ";") {
            dialect.decimalComma = try sniff(source).decimalComma
            guessed = guessed || dialect.decimalComma
        }
        if guessed { context.warnings?.add(dialect.guessLine) }
        return dialect
    }

    /// The line that says the guess.
    var guessLine: String {
        let fields = delimiterName
        let decimal = decimalComma ? ", with decimal commas (3,5 is 3.5)" : ""
        let options = decimalComma ? "--delimiter and --decimal say otherwise" : "--delimiter says otherwise"
        return "read as \(fields)-separated values\(decimal): the header and the first rows have a \(fields) "
            + "between fields (\(options))"
    }

    // MARK: - Lines and fields of the prefix

    /// The ranges of the first ``sniffLines`` lines that are not blank, line breaks inside quotes kept
    /// within their line.
    static func wholeLines(_ p: UnsafeBufferPointer<UInt8>, from start: Int) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var i = start, lineStart = start, quoted = false
        while i < p.count, lines.count < sniffLines {
            let b = p[i]
            if b == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted, b == 0x0A || b == 0x0D {
                if i > lineStart { lines.append(lineStart..<i) }
                lineStart = i + 1
            }
            i += 1
        }
        if lines.count < sniffLines, !quoted, p.count > lineStart { lines.append(lineStart..<p.count) }
        return lines
    }

    /// How often `byte` occurs in `line` outside quotes.
    static func count(_ byte: UInt8, in p: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Int {
        var n = 0, quoted = false
        for i in line {
            if p[i] == UInt8(ascii: "\"") { quoted.toggle() } else if !quoted, p[i] == byte { n += 1 }
        }
        return n
    }

    /// The unquoted fields of `line`.
    static func fields(of line: Range<Int>, in p: UnsafeBufferPointer<UInt8>, delimiter: UInt8) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = line.lowerBound, quoted = false
        for i in line {
            if p[i] == UInt8(ascii: "\"") { quoted.toggle() } else if !quoted, p[i] == delimiter {
                result.append(start..<i)
                start = i + 1
            }
        }
        result.append(start..<line.upperBound)
        return result
    }
}
