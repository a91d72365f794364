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

/// Options of an axis: position, tick density, an explicit stride, a title, or hidden.
public struct AxisSpec: Codable, Sendable, Equatable {
    public var position: AxisPosition?
    /// The number of ticks wanted; the nearest familiar sequence is used (X3).
    public var tickCount: Int?
    public var stride: AxisStride?
    /// The axis title; the channel's label when omitted.
    public var title: String?
    /// Hides the axis line, ticks and labels (the scale still places marks).
    public var hidden: Bool?
    /// Draws grid lines across the plot area at each tick (default: yes for the value axis).
    public var grid: Bool?

    private enum CodingKeys: String, CodingKey { case position, tickCount, stride, title, hidden, grid }

    /// The tick counts an axis may ask for: 0 (none) to more than any axis has room to label.
    public static let tickCountRange = 0...ChartSpec.maximumTickCount

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        position = try c.decodeIfPresent(AxisPosition.self, forKey: .position)
        tickCount = try c.decodeWholeNumberIfPresent(forKey: .tickCount, in: Self.tickCountRange)
        stride = try c.decodeIfPresent(AxisStride.self, forKey: .stride)
        title = try c.decodeIfPresent(String.self, forKey: .title)
        hidden = try c.decodeIfPresent(Bool.self, forKey: .hidden)
        grid = try c.decodeIfPresent(Bool.self, forKey: .grid)
    }

    public init(position: AxisPosition? = nil, tickCount: Int? = nil, stride: AxisStride? = nil,
                title: String? = nil, hidden: Bool? = nil, grid: Bool? = nil) {
        self.position = position
        self.tickCount = tickCount
        self.stride = stride
        self.title = title
        self.hidden = hidden
        self.grid = grid
    }
}

/// Where the legend sits, or hidden.
public enum LegendPosition: String, Codable, Sendable, CaseIterable {
    case automatic, top, bottom, leading, trailing
}

public struct LegendSpec: Codable, Sendable, Equatable {
    public var position: LegendPosition?
    public var hidden: Bool?
    public var title: String?

    public init(position: LegendPosition? = nil, hidden: Bool? = nil, title: String? = nil) {
        self.position = position
        self.hidden = hidden
        self.title = title
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
