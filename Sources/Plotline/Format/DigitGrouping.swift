import Foundation
import PlotlineScene

/// How a locale writes a whole number, read from ``NumberFormat/grouped(_:fractionDigits:locale:)`` itself:
/// the separator between groups of digits, the size of the last group and of the ones before it, and from
/// how many digits it groups at all ("1,461" in English and Korean, "1.461" in Turkish). A script that
/// counts (the page's "value 3 of 1,461") writes its numbers by this rule, so they read as the text's do.
public struct DigitGrouping: Sendable, Equatable, Encodable {
    /// Between groups: "," or "." or a narrow space.
    public var separator: String
    /// Digits in the last group (3), and in each group before it (3; 2 in Indian English).
    public var primary: Int
    public var secondary: Int
    /// The fewest digits a number has for it to be grouped (4: "1,000"; 5 where "1000" stays whole).
    public var minimumDigits: Int
    /// The minus sign.
    public var minus: String

    public init(locale: Locale) {
        func write(_ n: Double) -> String { NumberFormat.grouped(n, fractionDigits: 0, locale: locale) }
        // The separators and groups of a long number: "1,234,567,890", "1.234.567.890", "1,23,45,67,890".
        let long = write(1_234_567_890)
        var groups: [Int] = [0], separator = ""
        for c in long {
            if c.isASCII && c.isNumber { groups[groups.count - 1] += 1 }
            else if groups.last != 0 { if separator.isEmpty { separator = String(c) }; groups.append(0) }
        }
        self.separator = separator
        primary = groups.count > 1 ? groups[groups.count - 1] : 0
        secondary = groups.count > 2 ? groups[groups.count - 2] : primary
        minimumDigits = (1...10).first { digits in write(pow(10, Double(digits - 1))).contains(separator) && !separator.isEmpty } ?? 11
        let negative = write(-1)
        minus = String(negative.prefix { !($0.isASCII && $0.isNumber) })
    }

    /// A whole number by this rule: what the page's script does with every number it puts in a phrase.
    public func write(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = digits
        if primary > 0, !separator.isEmpty, digits.count >= minimumDigits {
            var groups: [Substring] = []
            var end = digits.endIndex, size = primary
            while digits.distance(from: digits.startIndex, to: end) > size {
                let start = digits.index(end, offsetBy: -size)
                groups.insert(digits[start..<end], at: 0)
                end = start
                size = secondary
            }
            groups.insert(digits[digits.startIndex..<end], at: 0)
            out = groups.joined(separator: separator)
        }
        return n < 0 ? minus + out : out
    }
}
