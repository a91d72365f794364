import Foundation

/// How a locale writes a whole number, read by the core from its number formatting (`NumberFormat.grouped`):
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

    public init(separator: String, primary: Int, secondary: Int, minimumDigits: Int, minus: String) {
        self.separator = separator
        self.primary = primary
        self.secondary = secondary
        self.minimumDigits = minimumDigits
        self.minus = minus
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
