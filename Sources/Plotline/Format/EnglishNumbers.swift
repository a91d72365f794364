import Foundation

/// Numbers in US English ("en", "en-US": Plotline's default) written here rather than by ICU, the same text
/// ICU writes: the shortest decimal that reads back as the double, rounded half to even, grouped by
/// thousands with ",", a "." before the fraction, "-" before a negative, short names K, M, B and T. A chart
/// in English then never makes an ICU formatter (3 million instructions, a fifth of a small chart's words)
/// nor touches ICU's number tables (3.4 MB resident, a tenth of a million-point chart's memory): issues 29
/// and 31. `NumberFormatTests` holds every style here to ICU's text over thousands of values.
enum EnglishNumbers {
    /// Whether `locale` writes numbers as this type does.
    static func handles(_ locale: Locale) -> Bool {
        let identifier = locale.identifier
        return identifier == "en-US" || identifier == "en_US" || identifier == "en"
    }

    /// A finite value's decimal digits (most significant first, no leading zeros; empty for zero) and where
    /// the point sits: the value is 0.d₁d₂… × 10^`point`.
    struct Digits {
        var negative: Bool
        var digits: [UInt8]
        var point: Int

        /// The shortest digits that read back as `value` (Swift's description is that shortest form).
        init(_ value: Double) {
            negative = value.sign == .minus
            digits = []
            point = 0
            guard value != 0 else { return }
            let text = "\(abs(value))".utf8
            var exponent = 0, seenPoint = false, integerDigits = 0
            var iterator = text.makeIterator()
            while let byte = iterator.next() {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    digits.append(byte - UInt8(ascii: "0"))
                    if !seenPoint { integerDigits += 1 }
                case UInt8(ascii: "."): seenPoint = true
                case UInt8(ascii: "e"), UInt8(ascii: "E"):
                    var rest = ""
                    while let b = iterator.next() { rest.append(Character(Unicode.Scalar(b))) }
                    exponent = Int(rest) ?? 0
                default: break
                }
            }
            point = integerDigits + exponent
            // No leading zeros ("0.05": 5 at point -1), no trailing ones.
            while let first = digits.first, first == 0 { digits.removeFirst(); point -= 1 }
            while let last = digits.last, last == 0 { digits.removeLast() }
        }

        /// Rounded half to even to keep digits down to 10^-`fraction` (negative: to tens, hundreds ...).
        mutating func round(fraction: Int) { round(keeping: point + fraction) }

        /// Rounded half to even to `significant` digits.
        mutating func round(significant: Int) { round(keeping: significant) }

        /// Keeps the first `count` digits, rounded half to even on the ones let go.
        private mutating func round(keeping count: Int) {
            guard count < digits.count else { return }
            guard count >= 0 else { digits = []; point = 0; return }
            let next = digits[count]
            let beyond = digits[(count + 1)...].contains { $0 != 0 }
            let lastKept = count > 0 ? digits[count - 1] : 0
            let up = next > 5 || (next == 5 && (beyond || lastKept % 2 == 1))
            digits.removeSubrange(count...)
            if up {
                var i = count - 1
                while i >= 0 && digits[i] == 9 { digits[i] = 0; i -= 1 }
                if i >= 0 { digits[i] += 1 } else { digits.insert(1, at: 0); point += 1 }
            }
            while let last = digits.last, last == 0 { digits.removeLast() }
            if digits.isEmpty { point = 0 }
        }

        /// The power of ten of the leading digit (0 for zero).
        var magnitude: Int { digits.isEmpty ? 0 : point - 1 }

        /// Written with at least `minimumFraction` fraction digits (zeros added), grouped by thousands or not.
        func text(minimumFraction: Int, grouping: Bool) -> String {
            var integer: [UInt8] = []
            var fraction: [UInt8] = []
            for (i, digit) in digits.enumerated() {
                if i < point { integer.append(digit) } else { fraction.append(digit) }
            }
            if point > digits.count { integer += Array(repeating: 0, count: point - digits.count) }
            if point < 0 { fraction = Array(repeating: 0, count: -point) + fraction }
            if integer.isEmpty { integer = [0] }
            if fraction.count < minimumFraction { fraction += Array(repeating: 0, count: minimumFraction - fraction.count) }
            var out = ""
            out.reserveCapacity(integer.count + fraction.count + 8)
            if negative && !(digits.isEmpty) { out.append("-") }
            for (i, digit) in integer.enumerated() {
                if grouping && i > 0 && (integer.count - i) % 3 == 0 { out.append(",") }
                out.append(Character(Unicode.Scalar(digit + UInt8(ascii: "0"))))
            }
            if !fraction.isEmpty {
                out.append(".")
                for digit in fraction { out.append(Character(Unicode.Scalar(digit + UInt8(ascii: "0")))) }
            }
            return out
        }
    }

    /// `fraction.lowerBound` to `fraction.upperBound` fraction digits (`.fractionLength(a...b)`).
    /// Every function here takes a finite value (NaN and infinities are ICU's to write).
    static func fixed(_ value: Double, fraction: ClosedRange<Int>, grouping: Bool = true) -> String {
        var digits = Digits(value)
        digits.round(fraction: fraction.upperBound)
        return digits.text(minimumFraction: fraction.lowerBound, grouping: grouping)
    }

    /// At most `significant` significant digits, trailing zeros dropped (`.significantDigits(1...n)`).
    static func significant(_ value: Double, significant: Int) -> String {
        var digits = Digits(value)
        digits.round(significant: significant)
        return digits.text(minimumFraction: 0, grouping: true)
    }

    /// A fraction as a percentage with exactly `fraction` fraction digits: "25.6%".
    static func percent(_ value: Double, fraction: Int) -> String {
        var digits = Digits(value)
        if !digits.digits.isEmpty { digits.point += 2 }
        digits.round(fraction: fraction)
        return digits.text(minimumFraction: fraction, grouping: true) + "%"
    }

    /// The short name for a power of ten of the leading digit, and the power it divides by.
    static func shortName(magnitude: Int) -> (name: String, power: Int) {
        switch magnitude {
        case ..<3: ("", 0)
        case 3..<6: ("K", 3)
        case 6..<9: ("M", 6)
        case 9..<12: ("B", 9)
        default: ("T", 12)
        }
    }

    /// The largest value written in short names here; larger ones are left to ICU (1,000T and up).
    static let compactLimit = 1e15

    /// Compact notation (`.notation(.compactName)`): the value over its short name's power, rounded as asked
    /// (at most `fraction` fraction digits, or at most `significant` significant digits), trailing zeros
    /// dropped; a rounding that carries into the next name takes it ("1M", not "1000K"), as ICU does.
    static func compact(_ value: Double, fraction: Int?, significant: Int?) -> String {
        let original = Digits(value)
        func rounded(_ power: Int) -> Digits {
            var digits = original
            if !digits.digits.isEmpty { digits.point -= power }
            if let fraction { digits.round(fraction: fraction) } else if let significant { digits.round(significant: significant) }
            return digits
        }
        let magnitude = original.magnitude
        var name = shortName(magnitude: magnitude)
        var digits = rounded(name.power)
        if !digits.digits.isEmpty, digits.magnitude + name.power != magnitude {
            let carried = shortName(magnitude: magnitude + 1)
            if carried.power != name.power {
                name = carried
                digits = rounded(name.power)
            }
        }
        return digits.text(minimumFraction: 0, grouping: true) + name.name
    }
}
