import Foundation
import PlotlineScene

/// The chart as lines of Unicode braille, one per series, for a refreshable braille display (as MAIDR
/// does): each value is one cell whose dots sit at one of four heights, from ⣀ (the lowest quarter of the
/// values) through ⠤ and ⠒ to ⠉ (the highest quarter). Series sampled at the same places are aligned: a
/// cell per shared x step, the blank cell where a series has no value there, so the same column is the same
/// date on every line. Every series is read against the same range, so two lines compare as they do on the
/// chart, except a series that varies inside one quarter of it: that line is read against its own range
/// (said after its name), never written as one repeated cell. Made from the descriptor, like the sound.
public struct BrailleGraph: Sendable, Equatable {
    /// The cells from the lowest height to the highest.
    public static let levels: [Character] = ["⣀", "⠤", "⠒", "⠉"]
    /// A missing value: the blank braille cell.
    public static let blank: Character = "\u{2800}"

    public struct Line: Sendable, Equatable {
        public var name: String
        public var cells: String
        /// The range this line is read against: the chart's, or the series' own.
        public var range: ClosedRange<Double>?
        /// Whether it is the series' own range (a series that would otherwise be one repeated cell).
        public var ownRange: Bool = false
        /// In words, when the line is read against its own range: "(5.2 to 5.9)".
        public var rangeWords: String? = nil
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
        lines = Self.lines(of: descriptor)
        let low = range.map { descriptor.yAxis.valueDescription($0.lowerBound) } ?? ""
        let high = range.map { descriptor.yAxis.valueDescription($0.upperBound) } ?? ""
        key = Self.key(low: low, high: high, blanks: lines.contains { $0.cells.contains(Self.blank) },
                       phrases: Phrases(locale: locale))
    }

    /// Each series as a line of cells: aligned by x when the series share their places (each at most one
    /// value per x), against the chart's range or, for a series that varies inside one quarter of it, its own.
    /// The descriptor's JSON, the `.braille.txt` output and the page read these lines.
    public static func lines(of descriptor: ChartDescriptor) -> [Line] {
        let range = Self.range(of: descriptor)
        return Self.cells(of: descriptor).enumerated().map { i, cells in
            let values = cells.map(\.value)
            var line = Line(name: descriptor.series[i].name, cells: String(values.map { Self.cell($0, range: range) }), range: range)
            let finite = values.compactMap { $0 }.filter(\.isFinite)
            if let lo = finite.min(), let hi = finite.max(), lo < hi, Set(line.cells.filter { $0 != blank }).count == 1 {
                line.range = lo...hi
                line.ownRange = true
                line.cells = String(values.map { Self.cell($0, range: lo...hi) })
                line.rangeWords = "(\(descriptor.yAxis.valueDescription(lo)) – \(descriptor.yAxis.valueDescription(hi)))"
            }
            return line
        }
    }

    /// Each series' cells in order, each as the place along x it stands for and its value there (nil for a
    /// blank cell): what ``lines(of:)`` writes, and what the page reads to mark the cell of the value at its
    /// cursor.
    package static func cells(of descriptor: ChartDescriptor) -> [[(place: DataPointValue, value: Double?)]] {
        let columns = Self.columns(of: descriptor)
        return descriptor.series.map { series in
            if let columns {
                var at: [DataPointValue: Double?] = [:]
                for point in series.dataPoints { at[point.x] = point.y }
                return columns.map { ($0, at[$0] ?? nil) }
            } else if series.missing.isEmpty {
                return series.dataPoints.map { ($0.x, $0.y) }
            } else {
                // A row without a value keeps its place along x, as a blank cell.
                let order = Self.order(of: descriptor.xAxis)
                let cells = series.dataPoints.map { ($0.x, $0.y) } + series.missing.map { ($0, Double?.none) }
                return cells.enumerated().sorted { (order($0.element.0), $0.offset) < (order($1.element.0), $1.offset) }.map(\.element)
            }
        }
    }

    /// The shared x steps of several series, in order along x (numbers and dates ascending, categories in the
    /// axis's order), when every series has at most one value per x; nil otherwise (a scatter's repeated x).
    static func columns(of descriptor: ChartDescriptor) -> [DataPointValue]? {
        guard descriptor.series.count > 1 else { return nil }
        var seen = Set<DataPointValue>()
        var columns: [DataPointValue] = []
        for series in descriptor.series {
            var own = Set<DataPointValue>()
            for x in series.dataPoints.lazy.map(\.x) + series.missing {
                guard own.insert(x).inserted else { return nil }
                if seen.insert(x).inserted { columns.append(x) }
            }
        }
        switch descriptor.xAxis {
        case .numeric:
            columns.sort { ($0.number ?? .infinity) < ($1.number ?? .infinity) }
        case .categorical(let axis):
            var order: [String: Int] = [:]
            for (i, name) in axis.categoryOrder.enumerated() where order[name] == nil { order[name] = i }
            let first = Dictionary(columns.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
            columns.sort { a, b in
                let ka: Int, kb: Int
                if case .category(let c) = a { ka = order[c] ?? Int.max } else { ka = Int.max }
                if case .category(let c) = b { kb = order[c] ?? Int.max } else { kb = Int.max }
                return ka != kb ? ka < kb : first[a]! < first[b]!
            }
        }
        return columns
    }

    /// The lowest and highest finite value over every series: what each line is read against.
    public static func range(of descriptor: ChartDescriptor) -> ClosedRange<Double>? {
        var lo = Double.infinity, hi = -Double.infinity
        for series in descriptor.series {
            for point in series.dataPoints { if let y = point.y, y.isFinite { lo = min(lo, y); hi = max(hi, y) } }
        }
        return lo <= hi ? lo...hi : nil
    }

    /// Where a value is along x, for putting blank cells in their places: numbers and dates by value,
    /// categories by the axis's order.
    static func order(of axis: AxisDescriptor) -> (DataPointValue) -> Double {
        var index: [String: Double] = [:]
        if case .categorical(let categorical) = axis {
            for (i, name) in categorical.categoryOrder.enumerated() where index[name] == nil { index[name] = Double(i) }
        }
        return { value in
            switch value {
            case .number(let v): v
            case .category(let c): index[c] ?? .infinity
            }
        }
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
        for line in lines { out.append(head(of: line) + line.cells) }
        return out.joined(separator: "\n") + "\n"
    }

    /// What a line's cells follow in ``text``: its name and, read against its own range, that range
    /// ("Steps: ", "Versicolor (1.0 – 1.8): "); nothing for the one line of a chart without names.
    public func head(of line: Line) -> String {
        let head = [line.name, line.rangeWords].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        return lines.count > 1 || !head.isEmpty ? head + ": " : ""
    }

    static func key(low: String, high: String, blanks: Bool = false, phrases: Phrases) -> String {
        let l = levels.map(String.init)
        let key = phrases.catalogue.text(.brailleKey, ["cell1": l[0], "cell2": l[1], "cell3": l[2], "cell4": l[3], "low": low, "high": high])
        return blanks ? key + " " + phrases.catalogue.text(.brailleBlank) : key
    }
}

extension ChartAccessibility {
    /// The chart in braille, one line per series (`chart.braille.txt`).
    public func braille(locale: Locale) -> BrailleGraph { BrailleGraph(descriptor: descriptor, locale: locale) }
}
