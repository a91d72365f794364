import Foundation
import PlotlineScene

/// What the readers need besides the bytes to read dates the author's way, and where they say what they
/// could not read. Like ``ReadLimits/current``, it is in force inside `ReadContext.$current.withValue`:
/// the command sets it once for everything it reads, the files a spec names included, and the resolver
/// sets the chart's locale and its data source's date format around each file it reads.
public struct ReadContext: Sendable {
    /// How dates are written, when the author says (`--date-format`, a data source's `dateFormat`).
    public var dateFormat: DatePattern?
    /// Whether `01/02/2012` is read day first (1 February) when no value of its column decides it:
    /// from the chart's locale (``dayFirst(locale:)``).
    public var dayFirst: Bool
    /// The locale the order came from, for the warning that names it.
    public var locale: String
    /// Where warnings go; nowhere when nil.
    public var warnings: ReadWarnings?
    /// The byte between fields of delimited text when the author says (`--delimiter`); guessed when nil
    /// (``TextDialect/sniff(_:)``).
    public var delimiter: UInt8?
    /// Whether numbers are written with a decimal comma (`3,5`) when the author says (`--decimal`); guessed
    /// when nil.
    public var decimalComma: Bool?
    /// The sheet of a workbook to read, by name or number from 1 (`--sheet`); the first when nil.
    public var sheet: String?

    public init(dateFormat: DatePattern? = nil, locale: String = ChartLocale.default, warnings: ReadWarnings? = nil) {
        self.dateFormat = dateFormat
        self.locale = locale
        self.dayFirst = Self.dayFirst(locale: locale)
        self.warnings = warnings
    }

    @TaskLocal public static var current = ReadContext()

    /// Month first in the United States (and the Philippines, which write dates the same way); day
    /// first everywhere else that writes dates with slashes and the year last.
    public static func dayFirst(locale: String) -> Bool {
        let parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        guard let language = parts.first else { return false }
        let region = parts.dropFirst().first { $0.count == 2 || $0.count == 3 && $0.allSatisfy(\.isNumber) }
        if let region { return !["us", "ph", "pr", "um", "vi", "as", "gu", "mp", "fm"].contains(region) }
        return language != "en"
    }

    /// This context with `locale` (and the order it writes dates in), the rest kept.
    public func with(locale: String?) -> ReadContext {
        guard let locale else { return self }
        var copy = self
        copy.locale = locale
        copy.dayFirst = Self.dayFirst(locale: locale)
        return copy
    }
}

/// The warnings the readers give, one line each (without "warning:"), in the order given; each line once.
public final class ReadWarnings: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    public init() {}

    public func add(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        if !stored.contains(line) { stored.append(line) }
    }

    public var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
