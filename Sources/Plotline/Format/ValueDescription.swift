import Foundation
import PlotlineScene

/// How a numeric value is described in words, for accessibility labels and the audio graph (AG4):
/// `2.50 tons`, `31 miles per gallon`.
///
/// Made in one of these ways:
/// - `init(format:)`: a printf-like format with exactly one value placeholder and literal text.
///   `%d` (rounded half away from zero), `%f` (6 fraction digits), `%.Nf` (N fraction digits),
///   `%g` / `%.Ng` (up to 6 / N significant digits, trailing zeros dropped; scientific notation when
///   the exponent is below -4 or at least the precision, as in printf), and `%%` for a percent sign.
///   Precision N is 0...15. Malformed formats throw.
/// - `init(unit:)`: the number, then a space, then the unit name as given: `31 miles per gallon`.
/// - `init(unit:one:)`: the same, with a second form for the numbers of the plural category `one`
///   (`PluralCategory`): in English the number shown as exactly `1` or `-1` takes it
///   (`1 beat per minute`, `-1 beat per minute`; but `0`, `2`, `1.5 beats per minute`, and a 1 shown with
///   fraction digits, `1.0`, is plural too). Korean has no plural and Turkish says the same noun after
///   every number, so there the unit name is used as given. Without `one` the unit name is always used
///   as given: no singular is guessed (`degrees Celsius`, `beats per minute`, `inches` and `feet` show
///   that dropping an "s" is not safe).
/// - `.plain`: the number alone.
///
/// Numbers are formatted in the locale with grouping (`12,345.50 tons`; tr-TR `2,50 tons`), and a
/// value that shows as zero never shows a minus sign. For `init(unit:)` and `.plain` the number shows
/// only the digits needed: up to 6 significant digits, but never rounding the integer part
/// (`31`, `31.25`, `0.333333`, `1,234,568`).
///
/// Encoded as `{"format": "%.2f tons"}`, `{"unit": "miles per gallon"}` (with `"unitOne": "mile per gallon"`
/// when there is a form for one) or `{}` for plain; decoding
/// checks the format like `init(format:)` does.
public struct ValueDescription: Sendable, Hashable, Codable {
    enum Conversion: Sendable, Hashable {
        case integer
        case fixed(Int)
        case general(Int)
    }

    enum Piece: Sendable, Hashable {
        case literal(String)
        case value(Conversion)
    }

    enum Kind: Sendable, Hashable {
        case plain
        case format(String, [Piece])
        /// The form for other numbers, and the form for the plural category `one` if there is one.
        case unit(String, one: String?)
    }

    let kind: Kind

    /// The largest precision a format may ask for (`%.15f`).
    public static let maximumPrecision = 15

    /// The number alone.
    public static let plain = ValueDescription(kind: .plain)

    init(kind: Kind) { self.kind = kind }

    /// A description from a printf-like format such as `"%.2f tons"`.
    ///
    /// Throws `.invalidOption(name: "format", ...)` for an unsupported conversion (`%q`, `%s`, `%5d`),
    /// a lone `%` at the end, `%.` without digits (`%.f`), a precision above ``maximumPrecision``,
    /// a precision on `%d`, or a format without exactly one value placeholder.
    public init(format: String) throws(PlotlineError) {
        kind = .format(format, try Self.parse(format))
    }

    /// A description that follows the number with a unit name: `"miles per gallon"` -> `31 miles per gallon`.
    /// A blank unit gives `.plain`.
    public init(unit: String) {
        self.init(unit: unit, one: nil)
    }

    /// A description with a unit name in two forms: `one` for a number of the plural category one (in
    /// English, a number shown as `1` or `-1`), `unit` for every other number:
    /// `("beats per minute", one: "beat per minute")` -> `1 beat per minute`, `72 beats per minute`.
    /// A blank unit gives `.plain`; a blank or nil `one` means the unit name has a single form.
    public init(unit: String, one: String?) {
        let trimmed = unit.trimmingCharacters(in: .whitespacesAndNewlines)
        let trimmedOne = one?.trimmingCharacters(in: .whitespacesAndNewlines)
        kind = trimmed.isEmpty ? .plain : .unit(trimmed, one: trimmedOne?.isEmpty == false ? trimmedOne : nil)
    }

    /// The value in words, numbers formatted in `locale`.
    public func describe(_ value: Double, locale: Locale) -> String {
        switch kind {
        case .plain:
            return Self.natural(value, locale: locale)
        case .unit(let unit, let one):
            return Self.withUnit(Self.natural(value, locale: locale), other: unit, one: one, locale: locale)
        case .format(_, let pieces):
            return pieces.map { piece in
                switch piece {
                case .literal(let text): text
                case .value(let conversion): Self.render(value, conversion, locale: locale)
                }
            }.joined()
        }
    }

    /// A formatted number followed by the form of the unit name its plural category asks for:
    /// `"1"` -> `1 beat per minute`, `"1.0"` -> `1.0 beats per minute` (en-US).
    static func withUnit(_ number: String, other: String, one: String?, locale: Locale) -> String {
        if let one, PluralCategory(formatted: number, locale: locale) == .one { return number + " " + one }
        return number + " " + other
    }

    // MARK: - Codable

    enum CodingKeys: String, CodingKey { case format, unit, unitOne }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let format = try container.decodeIfPresent(String.self, forKey: .format) {
            do {
                try self.init(format: format)
            } catch {
                throw DecodingError.dataCorruptedError(forKey: .format, in: container, debugDescription: error.description)
            }
        } else if let unit = try container.decodeIfPresent(String.self, forKey: .unit) {
            self.init(unit: unit, one: try container.decodeIfPresent(String.self, forKey: .unitOne))
        } else {
            self = .plain
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch kind {
        case .plain: break
        case .format(let format, _): try container.encode(format, forKey: .format)
        case .unit(let unit, let one):
            try container.encode(unit, forKey: .unit)
            try container.encodeIfPresent(one, forKey: .unitOne)
        }
    }

    // MARK: - Parsing

    static func parse(_ format: String) throws(PlotlineError) -> [Piece] {
        func fail(_ reason: String) -> PlotlineError {
            .invalidOption(name: "format", reason: "'\(format)': \(reason)")
        }
        var pieces: [Piece] = []
        var literal = ""
        var values = 0
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            index = format.index(after: index)
            guard character == "%" else { literal.append(character); continue }
            guard index < format.endIndex else {
                throw fail("'%' at the end has no conversion; write '%%' for a percent sign")
            }
            if format[index] == "%" {
                literal.append("%")
                index = format.index(after: index)
                continue
            }
            var precision: Int?
            if format[index] == "." {
                index = format.index(after: index)
                let digits = format[index...].prefix(while: { $0.isASCII && $0.isNumber })
                guard !digits.isEmpty else {
                    throw fail("'%.' must be followed by a precision, as in %.2f")
                }
                guard digits.count <= 2, let number = Int(digits), number <= maximumPrecision else {
                    throw fail("precision \(digits) is more than \(maximumPrecision)")
                }
                precision = number
                index = digits.endIndex
                guard index < format.endIndex else {
                    throw fail("'%.\(digits)' at the end has no conversion; use f or g, as in %.2f")
                }
            }
            let conversion: Conversion
            switch format[index] {
            case "d", "i":
                if precision != nil { throw fail("%d takes no precision; use %.Nf for fraction digits") }
                conversion = .integer
            case "f", "F":
                conversion = .fixed(precision ?? 6)
            case "g", "G":
                conversion = .general(max(precision ?? 6, 1))
            default:
                let rest = format[index...]
                let end = rest.firstIndex(where: \.isLetter).map { rest.index(after: $0) } ?? rest.index(after: rest.startIndex)
                let spec = "%" + (precision.map { ".\($0)" } ?? "") + String(format[index..<end])
                throw fail("unsupported conversion '\(spec)'; use %d, %f, %.2f, %g or %% for a percent sign (no flags or widths)")
            }
            index = format.index(after: index)
            values += 1
            if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
            pieces.append(.value(conversion))
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        guard values == 1 else {
            throw fail(values == 0
                ? "no value placeholder; add one such as %d or %.2f"
                : "\(values) value placeholders; use exactly one")
        }
        return pieces
    }

    // MARK: - Rendering

    static func render(_ value: Double, _ conversion: Conversion, locale: Locale) -> String {
        switch conversion {
        case .integer:
            let rounded = value.isFinite ? value.rounded(.toNearestOrAwayFromZero) : value
            return NumberFormat.grouped(rounded, fractionDigits: 0, locale: locale)
        case .fixed(let digits):
            return NumberFormat.grouped(value, fractionDigits: digits, locale: locale)
        case .general(let significant):
            guard value.isFinite, value != 0 else { return NumberFormat.grouped(value, fractionDigits: 0, locale: locale) }
            // printf's rule: the exponent of the value rounded to `significant` digits decides.
            let scientific = String(format: "%.\(significant - 1)e", abs(value))
            let exponent = scientific.split(separator: "e").last.flatMap { Int($0) } ?? 0
            let isScientific = exponent < -4 || exponent >= significant
            if !isScientific, EnglishNumbers.handles(locale) {
                return NumberFormat.withoutNegativeZero(value) { EnglishNumbers.significant($0, significant: significant) }
            }
            let base = FloatingPointFormatStyle<Double>.number.precision(.significantDigits(1...significant)).locale(locale)
            let style = isScientific ? base.notation(.scientific) : base
            return NumberFormat.withoutNegativeZero(value) { style.format($0) }
        }
    }

    /// Up to 6 significant digits without rounding the integer part, trailing zeros dropped.
    static func natural(_ value: Double, locale: Locale) -> String {
        guard value.isFinite, value != 0 else { return NumberFormat.grouped(value, fractionDigits: 0, locale: locale) }
        let exponent = Int(log10(abs(value)).rounded(.down))
        let digits = NumberFormat.clampDigits(5 - exponent)
        return NumberFormat.withoutNegativeZero(value) { NumberFormat.fixed($0, fraction: 0...digits, locale: locale) }
    }
}
