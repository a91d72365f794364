import Foundation
import PlotlineScene

/// A string literal as SwiftUI's `Text("...")` reads it, with the interpolations SwiftUI allows there:
/// `Text("Average \(mean, format: .number.precision(.fractionLength(1)))")`,
/// `Text("\(share, specifier: "%.1f")%")`, `Text("Updated \(day, style: .date)")`.
///
/// A number interpolated with no format is written as SwiftUI writes it, through its C format specifier:
/// integers as `%lld` ("42"), `Double` as `%lf` ("3.500000"), `Float` as `%f`; give a `format:` or a
/// `specifier:` for fewer digits, as in SwiftUI.
public struct LocalizedStringKey: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The text, with every interpolation written out.
    public let text: String

    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// A string, as it is.
        public mutating func appendInterpolation(_ string: String) { text += string }

        /// A number through its C format specifier (`%lld`, `%lf`), as SwiftUI writes it.
        public mutating func appendInterpolation<T: FormatSpecifiable>(_ value: T) {
            text += String(format: T.formatSpecifier, value.formatArgument)
        }

        /// A number through a C format specifier of the caller's: `\(share, specifier: "%.1f")`.
        public mutating func appendInterpolation<T: FormatSpecifiable>(_ value: T, specifier: String) {
            text += String(format: specifier, value.formatArgument)
        }

        /// A value in a Foundation format: `\(price, format: .currency(code: "USD"))`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            text += TextFormatting.format(input, format)
        }

        /// A date as `Text(_:style:)` writes it.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            text += style.string(for: date)
        }

        /// Another text's characters (its style is the surrounding text's).
        public mutating func appendInterpolation(_ other: Text) { text += other.string }

        /// Any other value, as Swift describes it.
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
    }
}

/// The locale `Text(value, format:)` and `\(value, format:)` write in: the chart's, for text read inside
/// axis content; Plotline's default chart locale (en-US) for text made before the chart knows its own (an
/// annotation's view), as SwiftUI writes in its environment's locale rather than the process's.
public enum TextFormatting {
    @TaskLocal public static var locale = Locale(identifier: "en_US")
    /// The calendar (and time zone) dates are written in inside axis content: the chart's.
    @TaskLocal public static var calendar: Calendar? = nil

    static func format<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> String where F.FormatOutput == String {
        if var style = format as? Date.FormatStyle, let date = input as? Date, let calendar {
            style.calendar = calendar
            style.timeZone = calendar.timeZone
            return style.locale(locale).format(date)
        }
        return format.locale(locale).format(input)
    }
}

/// A number SwiftUI writes through a C format specifier when it is interpolated into text.
public protocol FormatSpecifiable: CVarArg {
    static var formatSpecifier: String { get }
    var formatArgument: CVarArg { get }
}

extension FormatSpecifiable {
    public var formatArgument: CVarArg { self }
}

extension Int: FormatSpecifiable { public static var formatSpecifier: String { "%lld" } }
extension Int8: FormatSpecifiable {
    public static var formatSpecifier: String { "%lld" }
    public var formatArgument: CVarArg { Int64(self) }
}
extension Int16: FormatSpecifiable {
    public static var formatSpecifier: String { "%lld" }
    public var formatArgument: CVarArg { Int64(self) }
}
extension Int32: FormatSpecifiable {
    public static var formatSpecifier: String { "%lld" }
    public var formatArgument: CVarArg { Int64(self) }
}
extension Int64: FormatSpecifiable { public static var formatSpecifier: String { "%lld" } }
extension UInt: FormatSpecifiable { public static var formatSpecifier: String { "%llu" } }
extension UInt8: FormatSpecifiable {
    public static var formatSpecifier: String { "%llu" }
    public var formatArgument: CVarArg { UInt64(self) }
}
extension UInt16: FormatSpecifiable {
    public static var formatSpecifier: String { "%llu" }
    public var formatArgument: CVarArg { UInt64(self) }
}
extension UInt32: FormatSpecifiable {
    public static var formatSpecifier: String { "%llu" }
    public var formatArgument: CVarArg { UInt64(self) }
}
extension UInt64: FormatSpecifiable { public static var formatSpecifier: String { "%llu" } }
extension Double: FormatSpecifiable { public static var formatSpecifier: String { "%lf" } }
extension Float: FormatSpecifiable {
    public static var formatSpecifier: String { "%f" }
    public var formatArgument: CVarArg { Double(self) }
}

extension Text {
    /// Text of a literal, its interpolations written as SwiftUI writes them (see `LocalizedStringKey`).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, comment: StaticString? = nil) {
        self.init(verbatim: key.text)
    }

    /// A value in a Foundation format: `Text(units, format: .number)`, `Text(day, format: .dateTime.month())`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: TextFormatting.format(input, format))
    }

    /// A date written out whole (`.date`: "June 3, 2024") or as a time of day (`.time`: "3:04 PM"), in the
    /// text's locale (see `TextFormatting`) and the process's time zone, as SwiftUI writes it in the device's. The styles relative to now
    /// (`.relative`, `.offset`, `.timer`) have no meaning in a picture drawn once and are not offered.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.string(for: date))
    }

    /// How `Text(_:style:)` writes a date.
    public struct DateStyle: Sendable, Hashable {
        let dateStyle: DateFormatter.Style
        let timeStyle: DateFormatter.Style

        public static let date = DateStyle(dateStyle: .long, timeStyle: .none)
        public static let time = DateStyle(dateStyle: .none, timeStyle: .short)

        func string(for date: Date) -> String {
            let formatter = DateFormatter()
            formatter.locale = TextFormatting.locale
            formatter.dateStyle = dateStyle
            formatter.timeStyle = timeStyle
            return formatter.string(from: date)
        }
    }

    /// Italic text: Plotline's one family has no italic face, so the run is drawn upright.
    public func italic(_ isActive: Bool = true) -> Text { self }
    /// Digits of equal width: Plotline's figures are already of equal width.
    public func monospacedDigit() -> Text { self }
    /// A monospaced face: drawn in Plotline's one family.
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    /// The font's design: drawn in Plotline's one family.
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    /// Letter spacing is not drawn differently.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// Letter spacing is not drawn differently.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// Text case changes the characters: `.uppercase` and `.lowercase`, in the process's locale.
    public func textCase(_ textCase: TextCase?) -> Text {
        switch textCase {
        case .uppercase?: Text(verbatim: string.uppercased()).keepingStyle(of: self)
        case .lowercase?: Text(verbatim: string.lowercased()).keepingStyle(of: self)
        case nil: self
        }
    }

    /// SwiftUI's text cases.
    public enum TextCase: Sendable, Hashable { case uppercase, lowercase }

    /// Where text too long for its line is cut (`truncationMode`): Plotline wraps or fits text rather than
    /// cutting it, so the mode is accepted and changes nothing.
    public enum TruncationMode: Sendable, Hashable { case head, tail, middle }
    /// Underlined or struck-through text, and a raised baseline: drawn as plain text on its line.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func baselineOffset(_ offset: CGFloat) -> Text { self }

    private func keepingStyle(of other: Text) -> Text {
        var copy = self
        copy.style = other.style
        return copy
    }
}

extension Font {
    /// SwiftUI's text styles, for `Font.system(_:design:weight:)`.
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// The font of a text style (`.system(.caption, design: .rounded)`), with a weight when given.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        let font: Font = switch style {
        case .largeTitle: .largeTitle
        case .title: .title
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption: .caption
        case .caption2: .caption2
        }
        return weight.map { font.weight($0) } ?? font
    }

    /// Digits of equal width: Plotline's figures already are.
    public func monospacedDigit() -> Font { self }
    /// Plotline's one family has no italic face: drawn upright.
    public func italic() -> Font { self }
    /// Drawn in Plotline's one family.
    public func monospaced() -> Font { self }
    /// Drawn in Plotline's one family.
    public func design(_ design: Design) -> Font { self }
}
