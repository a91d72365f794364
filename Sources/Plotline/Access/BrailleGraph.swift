import Foundation

/// The chart as lines of Unicode braille, one per series, for a refreshable braille display (as MAIDR
/// does): each value is one cell whose dots sit at one of four heights, from ⣀ (the lowest quarter of the
/// values) through ⠤ and ⠒ to ⠉ (the highest quarter), in the descriptor's order (missing values are left
/// out, as they are from the sound). Every series is
/// read against the same range, so two lines compare as they do on the chart. Made from the descriptor,
/// like the sound.
public struct BrailleGraph: Sendable, Equatable {
    /// The cells from the lowest height to the highest.
    public static let levels: [Character] = ["⣀", "⠤", "⠒", "⠉"]
    /// A missing value: the blank braille cell.
    public static let blank: Character = "\u{2800}"

    public struct Line: Sendable, Equatable {
        public var name: String
        public var cells: String
    }

    public var title: String?
    /// The lowest and highest value every line is read against.
    public var range: ClosedRange<Double>?
    public var lines: [Line]
    /// What the four heights stand for, in the chart's language.
    public var key: String

    public init(descriptor: ChartDescriptor, locale: Locale) {
        title = descriptor.title
        let range = Self.range(of: descriptor)
        self.range = range
        lines = descriptor.series.map { series in
            Line(name: series.name, cells: String(series.dataPoints.map { Self.cell($0.y, range: range) }))
        }
        let low = range.map { descriptor.yAxis.valueDescription($0.lowerBound) } ?? ""
        let high = range.map { descriptor.yAxis.valueDescription($0.upperBound) } ?? ""
        key = Self.key(low: low, high: high, phrases: Phrases(locale: locale))
    }

    /// The lowest and highest finite value over every series: what each line is read against.
    public static func range(of descriptor: ChartDescriptor) -> ClosedRange<Double>? {
        var lo = Double.infinity, hi = -Double.infinity
        for series in descriptor.series {
            for point in series.dataPoints { if let y = point.y, y.isFinite { lo = min(lo, y); hi = max(hi, y) } }
        }
        return lo <= hi ? lo...hi : nil
    }

    /// The cell for a value: its quarter of the range (the top value in the top quarter); one value
    /// alone sits in the middle, at ⠒.
    public static func cell(_ value: Double?, range: ClosedRange<Double>?) -> Character {
        guard let value, value.isFinite, let range else { return blank }
        let span = range.upperBound - range.lowerBound
        guard span > 0, span.isFinite else { return levels[2] }
        let t = (value - range.lowerBound) / span
        return levels[min(max(Int((t * 4).rounded(.down)), 0), 3)]
    }

    /// Title, key, then one line per series: "Steps: ⣀⠤⠒⠉⠒".
    public var text: String {
        var out: [String] = []
        if let title, !title.isEmpty { out.append(title) }
        out.append(key)
        for line in lines { out.append(lines.count > 1 || !line.name.isEmpty ? "\(line.name): \(line.cells)" : line.cells) }
        return out.joined(separator: "\n") + "\n"
    }

    static func key(low: String, high: String, phrases: Phrases) -> String {
        let l = levels.map(String.init)
        return phrases.catalogue.text(.brailleKey, ["cell1": l[0], "cell2": l[1], "cell3": l[2], "cell4": l[3], "low": low, "high": high])
    }
}

extension ChartAccessibility {
    /// The chart in braille, one line per series (`chart.braille.txt`).
    public func braille(locale: Locale) -> BrailleGraph { BrailleGraph(descriptor: descriptor, locale: locale) }
}
