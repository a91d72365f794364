import Foundation
import PlotlineScene

/// How a column's dates are written, as the readers decided it: the author's ``DatePattern``, or ISO 8601
/// and the common written forms (`DateText`) with an order of day and month for `01/02/2012`.
///
/// A file's column is read in one go; a database column is read row by row inside the database. The same
/// reading read from the database's first rows (``of(_:forced:timeZone:context:)``) and applied to every row
/// (``seconds(_:timeZone:)``) gives a database's dates exactly as the same text in a CSV file gives them.
public enum DateReading: Sendable, Equatable {
    /// The author's format (`--date-format`, a data source's `dateFormat`): Unix time or a strftime pattern.
    case pattern(DatePattern)
    /// ISO 8601, else the forms `DateText` reads, numbers with slashes read day first or month first.
    case written(dayFirst: Bool)

    /// Seconds since 1970 of one value, or nil where it is not a date (or is a missing marker, `NA`).
    public func seconds(_ text: String, timeZone: TimeZone) -> Double? {
        var text = text
        return text.withUTF8 { bytes in
            switch self {
            case .pattern(let pattern):
                return pattern.parse(bytes, start: 0, end: bytes.count, timeZone: timeZone).flatMap { $0.isFinite ? $0 : nil }
            case .written(let dayFirst):
                if let value = ISODate.parse(bytes: bytes, start: 0, end: bytes.count, timeZone: timeZone) { return value }
                var shape: DateText.Numeric?
                return DateText.parse(bytes, start: 0, end: bytes.count, dayFirst: dayFirst, timeZone: timeZone, numeric: &shape)
            }
        }
    }

    /// How a column of these values is read as dates (``decide(_:forced:timeZone:context:)``), and what its
    /// values show about how they are written.
    public struct Decision: Sendable, Equatable {
        public var reading: DateReading
        /// Some value is written in one of `DateText`'s forms (`2012/01/31`, `Jan 31 2000`, `31/01/2012`).
        public var written: Bool
        /// Some value that is not missing is not ISO 8601 text: a written date, `NA`, other text, or the text
        /// the author's format reads.
        public var notISO: Bool
        /// Some values are numbers with slashes (`01/02/2012`) of which none shows which number is the month
        /// (neither is above 12), so that only the whole column, or the locale, decides their order.
        public var orderUnshown: Bool
    }

    /// How a column of these values is read as dates, decided as a file's column would be: by the author's
    /// format when it reads them (always when the column is `forced` to dates), else the order of day and
    /// month its numeric dates show, else the locale's (``ReadContext/dayFirst``). Nil values are missing.
    /// No warnings are given: the caller's own reading of the same values gave them.
    public static func decide(_ texts: [String?], forced: Bool, timeZone: TimeZone, context: ReadContext = .current) -> Decision {
        var bytes: [UInt8] = [], starts: [Int] = [], ends: [Int] = []
        for text in texts {
            starts.append(bytes.count)
            bytes.append(contentsOf: (text ?? "").utf8)
            ends.append(bytes.count)
        }
        var quiet = context
        quiet.warnings = nil
        return bytes.withUnsafeBufferPointer { b in
            starts.withUnsafeBufferPointer { s in
                ends.withUnsafeBufferPointer { e in
                    let cells = TypeInference.Cells(bytes: b, starts: s, ends: e, kinds: UnsafeBufferPointer(start: nil, count: 0),
                                                    offset: 0, stride: 1, count: texts.count)
                    if !forced, let pattern = quiet.dateFormat, pattern.isPattern,
                       TypeInference.scanPattern(pattern, cells: cells, forced: false, timeZone: timeZone).accepted {
                        return Decision(reading: .pattern(pattern), written: false, notISO: true, orderUnshown: false)
                    }
                    let (scan, reading, orderUnshown) = TypeInference.scanDates(name: "", cells: cells, forced: forced,
                                                                                timeZone: timeZone, context: quiet)
                    if case .pattern = reading { return Decision(reading: reading, written: false, notISO: true, orderUnshown: false) }
                    return Decision(reading: reading, written: scan.written > 0, notISO: scan.notISO > 0, orderUnshown: orderUnshown)
                }
            }
        }
    }

    /// The reading alone of ``decide(_:forced:timeZone:context:)``.
    public static func of(_ texts: [String?], forced: Bool, timeZone: TimeZone, context: ReadContext = .current) -> DateReading {
        decide(texts, forced: forced, timeZone: timeZone, context: context).reading
    }

    /// The reading as one line of text (`mdy`, `dmy`, or `format:` and the author's format), for a database
    /// function that reads dates as the engine does; ``init(code:)`` reads it back.
    public var code: String {
        switch self {
        case .pattern(let pattern): "format:" + pattern.text
        case .written(let dayFirst): dayFirst ? "dmy" : "mdy"
        }
    }

    public init?(code: String) {
        switch code {
        case "mdy": self = .written(dayFirst: false)
        case "dmy": self = .written(dayFirst: true)
        default:
            guard code.hasPrefix("format:"), let pattern = try? DatePattern(String(code.dropFirst(7))) else { return nil }
            self = .pattern(pattern)
        }
    }
}
