import Foundation
import PlotlineScene

extension DigitGrouping {
    /// The locale's rule, read from ``NumberFormat/grouped(_:fractionDigits:locale:)`` itself, so a number
    /// written by it reads as the text's numbers do.
    public init(locale: Locale) {
        func write(_ n: Double) -> String { NumberFormat.grouped(n, fractionDigits: 0, locale: locale) }
        // The separators and groups of a long number: "1,234,567,890", "1.234.567.890", "1,23,45,67,890".
        let long = write(1_234_567_890)
        var groups: [Int] = [0], separator = ""
        for c in long {
            if c.isASCII && c.isNumber { groups[groups.count - 1] += 1 }
            else if groups.last != 0 { if separator.isEmpty { separator = String(c) }; groups.append(0) }
        }
        let primary = groups.count > 1 ? groups[groups.count - 1] : 0
        let secondary = groups.count > 2 ? groups[groups.count - 2] : primary
        let minimumDigits = (1...10).first { digits in write(pow(10, Double(digits - 1))).contains(separator) && !separator.isEmpty } ?? 11
        let negative = write(-1)
        self.init(separator: separator, primary: primary, secondary: secondary, minimumDigits: minimumDigits,
                  minus: String(negative.prefix { !($0.isASCII && $0.isNumber) }))
    }

}
