import PlotlineScene
/// Where an axis sits. `leading`/`trailing` are for the y axis (B8), `top`/`bottom` for the x axis.
public enum AxisPosition: String, Codable, Sendable, CaseIterable {
    case automatic, leading, trailing, top, bottom
}

/// An explicit distance between ticks: a number (`{"step": 5}`) or calendar units (`{"unit": "month", "count": 3}`).
public struct AxisStride: Codable, Sendable, Hashable {
    public var step: Double?
    public var unit: TimeUnit?
    public var count: Int?

    public init(step: Double) { self.step = step }
    public init(unit: TimeUnit, count: Int = 1) {
        self.unit = unit
        self.count = count
    }

    private enum CodingKeys: String, CodingKey { case step, unit, count }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        step = try c.decodeIfPresent(Double.self, forKey: .step)
        unit = try c.decodeIfPresent(TimeUnit.self, forKey: .unit)
        count = try c.decodeWholeNumberIfPresent(forKey: .count, in: Self.countRange)
    }

    /// The calendar units a stride may span: more than ten thousand gives no ticks on any date axis.
    public static let countRange = 1...10_000
}

/// A value an axis marks, in a spec: a number, or text (an ISO 8601 date on a date axis, a category's name).
public enum AxisMarkValue: Codable, Sendable, Hashable {
    case number(Double)
    case text(String)

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let v = try? c.decode(Double.self) { self = .number(v); return }
        self = .text(try c.decode(String.self))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .number(let v): try c.encode(v)
        case .text(let t): try c.encode(t)
        }
    }
}

/// Options of an axis: position, tick density, an explicit stride or values, a title, which of grid lines,
/// ticks and labels are drawn and how labels are written, or hidden.
public struct AxisSpec: Codable, Sendable, Equatable {
    public var position: AxisPosition?
    /// The number of ticks wanted; the nearest familiar sequence is used (X3).
    public var tickCount: Int?
    public var stride: AxisStride?
    /// Exactly these values are marked (those inside the scale's domain), instead of a count or a stride.
    public var values: [AxisMarkValue]?
    /// The axis title; the channel's label when omitted.
    public var title: String?
    /// Where the title sits along its side: leading (default), center or trailing.
    public var titleAlignment: AxisTitleAlignment?
    /// A second title at the trailing end of the title's row, the title then at its leading end: an axis
    /// labelled twice, at `.leading` and at `.trailing` (a unit on each side of a chart with two y scales).
    public var endTitle: String? = nil
    /// The side of the plot an x axis's title is on, `top` or `bottom` (`chartXAxisLabel(position: .top)`);
    /// by default the side the axis is on. A y axis's title is always above the plot.
    public var titleSide: AxisPosition? = nil
    /// Hides the axis line, ticks and labels (the scale still places marks).
    public var hidden: Bool?
    /// Draws grid lines across the plot area at each tick (default: yes for the value axis).
    public var grid: Bool?
    /// Draws the short tick at the axis line (default: yes).
    public var ticks: Bool?
    /// Writes a label at each tick (default: yes).
    public var labels: Bool?
    /// Labels only every n-th marked value, from the first (`value.index % n == 0` in Swift Charts).
    public var labelEvery: Int?
    /// How labels are written: a date pattern, decimals, or percent.
    public var format: AxisLabelFormat?
    /// Content of `AxisMarks { value in ... }` written in Swift, read for each marked value. Not part of JSON:
    /// its spec form is the fields above (see `Chart.chartXAxis(content:)`).
    public var content: AxisContentRule?
    /// More sets of marks on the same axis, each with its own side, values and look (several `AxisMarks` in
    /// `chartYAxis { }`): a goal labelled on the trailing side, months labelled under daily ticks. Their
    /// titles, and marks of their own, are not read.
    public var additionalMarks: [AxisSpec]? = nil
    /// The least distance between two automatic ticks, in the axis's units (numbers, seconds for dates, a
    /// count of categories): `AxisMarkValues.automatic(minimumStride: 5)`.
    public var minimumStride: Double? = nil
    /// false: a numeric axis fitted to the data starts at its lowest value (or zero, where zero is included)
    /// rather than the familiar tick below it (`AxisMarkValues.automatic(roundLowerBound: false)`).
    public var roundLowerBound: Bool? = nil
    /// false: a numeric axis fitted to the data ends at its highest value rather than the tick above it.
    public var roundUpperBound: Bool? = nil

    private enum CodingKeys: String, CodingKey {
        case position, tickCount, stride, values, title, titleAlignment, hidden, grid, ticks, labels, labelEvery, format
        case additionalMarks, minimumStride, roundLowerBound, roundUpperBound, endTitle, titleSide
    }

    /// The tick counts an axis may ask for: 0 (none) to more than any axis has room to label.
    public static let tickCountRange = 0...ChartSpec.maximumTickCount

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        position = try c.decodeIfPresent(AxisPosition.self, forKey: .position)
        tickCount = try c.decodeWholeNumberIfPresent(forKey: .tickCount, in: Self.tickCountRange)
        stride = try c.decodeIfPresent(AxisStride.self, forKey: .stride)
        values = try c.decodeIfPresent([AxisMarkValue].self, forKey: .values)
        title = try c.decodeIfPresent(String.self, forKey: .title)
        titleAlignment = try c.decodeIfPresent(AxisTitleAlignment.self, forKey: .titleAlignment)
        endTitle = try c.decodeIfPresent(String.self, forKey: .endTitle)
        titleSide = try c.decodeIfPresent(AxisPosition.self, forKey: .titleSide)
        hidden = try c.decodeIfPresent(Bool.self, forKey: .hidden)
        grid = try c.decodeIfPresent(Bool.self, forKey: .grid)
        ticks = try c.decodeIfPresent(Bool.self, forKey: .ticks)
        labels = try c.decodeIfPresent(Bool.self, forKey: .labels)
        labelEvery = try c.decodeWholeNumberIfPresent(forKey: .labelEvery, in: 1...ChartSpec.maximumTickCount)
        format = try c.decodeIfPresent(AxisLabelFormat.self, forKey: .format)
        additionalMarks = try c.decodeIfPresent([AxisSpec].self, forKey: .additionalMarks)
        minimumStride = try c.decodeIfPresent(Double.self, forKey: .minimumStride)
        if let m = minimumStride, !(m.isFinite && m > 0) {
            throw DecodingError.dataCorruptedError(forKey: .minimumStride, in: c, debugDescription: "expected a stride above 0, found \(m)")
        }
        roundLowerBound = try c.decodeIfPresent(Bool.self, forKey: .roundLowerBound)
        roundUpperBound = try c.decodeIfPresent(Bool.self, forKey: .roundUpperBound)
    }

    public init(position: AxisPosition? = nil, tickCount: Int? = nil, stride: AxisStride? = nil,
                values: [AxisMarkValue]? = nil, title: String? = nil, titleAlignment: AxisTitleAlignment? = nil,
                hidden: Bool? = nil, grid: Bool? = nil, ticks: Bool? = nil, labels: Bool? = nil,
                labelEvery: Int? = nil, format: AxisLabelFormat? = nil) {
        self.position = position
        self.tickCount = tickCount
        self.stride = stride
        self.values = values
        self.title = title
        self.titleAlignment = titleAlignment
        self.hidden = hidden
        self.grid = grid
        self.ticks = ticks
        self.labels = labels
        self.labelEvery = labelEvery
        self.format = format
    }
}

/// Where an axis title sits along its side.
public enum AxisTitleAlignment: String, Codable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// Where the legend sits, as Swift Charts' `AnnotationPosition` names it: a side, or a corner (the side
/// above or below the plot, aligned to that end). `overlay` is drawn above the plot at its trailing end:
/// Plotline keeps the key off the data.
public enum LegendPosition: String, Codable, Sendable, CaseIterable {
    case automatic, top, bottom, leading, trailing
    case topLeading, topTrailing, bottomLeading, bottomTrailing, overlay
}

public struct LegendSpec: Codable, Sendable, Equatable {
    public var position: LegendPosition?
    public var hidden: Bool?
    public var title: String?
    /// Where a key above or below the plot sits along it: `leading` (default), `center` or `trailing`.
    public var alignment: AxisTitleAlignment? = nil
    /// The gap between the key and the plot area, in points.
    public var spacing: Double? = nil

    public init(position: LegendPosition? = nil, hidden: Bool? = nil, title: String? = nil,
                alignment: AxisTitleAlignment? = nil, spacing: Double? = nil) {
        self.position = position
        self.hidden = hidden
        self.title = title
        self.alignment = alignment
        self.spacing = spacing
    }
}

extension KeyedDecodingContainer {
    /// A whole number in `range`, reported with its path and the range when it is not one ("expected a
    /// whole number from 0 to 100, found 1000000000"); Foundation's own report has no path on Linux, and
    /// a number past `Int` used to read as "found 2147483648.0".
    func decodeWholeNumberIfPresent(forKey key: Key, in range: ClosedRange<Int>) throws -> Int? {
        guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
        if let problem = ChartSpec.wholeNumberProblem(value, in: range) {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: problem)
        }
        return Int(value)
    }
}
