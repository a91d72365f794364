import Foundation

/// A chart as data for people who do not see it, after the Audio Graphs model (AG1): a title, a summary,
/// an x axis, a numeric y axis, additional axes and the data series. The words a screen reader speaks, the
/// audio graph and the interactive page are all made from this, never from the picture.
///
/// Derived from any chart (``ChartAccessibility/descriptor``); replaceable whole or in part with
/// `Chart.accessibilityChartDescriptor { ... }`.
public struct ChartDescriptor: Sendable {
    public var title: String?
    public var summary: String?
    /// The axis along which marks are placed (time, a number, or categories).
    public var xAxis: AxisDescriptor
    /// The axis of the values (pitch, in an audio graph).
    public var yAxis: NumericAxisDescriptor
    /// Further encodings: a numeric size, a categorical color (AG1).
    public var additionalAxes: [AxisDescriptor]
    public var series: [DataSeriesDescriptor]
    /// What the data is compared with, on the y axis: rules (a goal, a threshold) and bands (a normal range)
    /// that belong to no series. An audio graph sounds an earcon where a series crosses one.
    public var references: [ReferenceDescriptor] = []
    /// When marks span two values (a band from `temp_min` to `temp_max`, a range bar): the titles of the
    /// edge each point's `yStart` holds and of the edge its `y` holds, so tables give both columns.
    public var span: (start: String, end: String)? = nil

    public init(title: String?, summary: String?, xAxis: some DataAxisDescriptor, yAxis: NumericAxisDescriptor,
                additionalAxes: [any DataAxisDescriptor] = [], series: [DataSeriesDescriptor]) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis.axisDescriptor
        self.yAxis = yAxis
        self.additionalAxes = additionalAxes.map(\.axisDescriptor)
        self.series = series
    }
}

/// A rule at one value (a goal, a threshold) or a band between two (a normal range), on the y axis.
public struct ReferenceDescriptor: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable { case rule, band }
    public var kind: Kind
    public var name: String
    /// The rule's value (both bounds), or the band's lower and upper edge.
    public var range: ClosedRange<Double>

    public init(kind: Kind, name: String, range: ClosedRange<Double>) {
        self.kind = kind
        self.name = name
        self.range = range
    }

    /// The values a series crosses this reference at: the rule's value, or both edges of the band.
    public var edges: [Double] { kind == .rule ? [range.lowerBound] : [range.lowerBound, range.upperBound] }
}

/// Either kind of axis descriptor.
public protocol DataAxisDescriptor: Sendable {
    var title: String { get }
    var axisDescriptor: AxisDescriptor { get }
}

/// A numeric or a categorical axis.
public enum AxisDescriptor: Sendable, DataAxisDescriptor {
    case numeric(NumericAxisDescriptor)
    case categorical(CategoricalAxisDescriptor)

    public var title: String {
        switch self {
        case .numeric(let axis): axis.title
        case .categorical(let axis): axis.title
        }
    }

    public var axisDescriptor: AxisDescriptor { self }

    public var numeric: NumericAxisDescriptor? { if case .numeric(let a) = self { a } else { nil } }
    public var categorical: CategoricalAxisDescriptor? { if case .categorical(let a) = self { a } else { nil } }
}

/// How values lie along a numeric axis.
public enum AxisScaleType: String, Sendable, Codable {
    case linear
    /// Natural logarithm.
    case ln
    /// Base-10 logarithm.
    case log10
}

/// A numeric axis (AG4): title, range, grid-line positions, and how a value is said in words with its unit
/// ("2.50 tons", "31 miles per gallon", "August 6, 2024").
public struct NumericAxisDescriptor: Sendable, DataAxisDescriptor {
    public var title: String
    public var range: ClosedRange<Double>
    public var gridlinePositions: [Double]
    public var scaleType: AxisScaleType
    /// Says a value in words.
    public var valueDescription: @Sendable (Double) -> String
    /// Dates are numbers too (seconds since 1970); this says so, for outputs that play or list them.
    public var isDate: Bool
    /// Writes a value as data, for a table's CSV download (dates in ISO 8601 at the data's granularity:
    /// "2001", "2001-01"); nil to write the exact number.
    public var dataText: (@Sendable (Double) -> String)? = nil

    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double] = [],
                scaleType: AxisScaleType = .linear, isDate: Bool = false,
                valueDescription: @escaping @Sendable (Double) -> String) {
        self.title = title
        self.range = range
        self.gridlinePositions = gridlinePositions
        self.scaleType = scaleType
        self.isDate = isDate
        self.valueDescription = valueDescription
    }

    public var axisDescriptor: AxisDescriptor { .numeric(self) }
}

/// A categorical axis (AG4): title and the categories in order.
public struct CategoricalAxisDescriptor: Sendable, DataAxisDescriptor, Equatable {
    public var title: String
    public var categoryOrder: [String]

    public init(title: String, categoryOrder: [String]) {
        self.title = title
        self.categoryOrder = categoryOrder
    }

    public var axisDescriptor: AxisDescriptor { .categorical(self) }
}

/// One series (AG3): its name, whether it sounds as one gliding tone (lines, areas) or separate tones
/// (bars, points), and its points.
public struct DataSeriesDescriptor: Sendable, Equatable {
    public var name: String
    public var isContinuous: Bool
    public var dataPoints: [DataPoint]
    /// Where the series has a row but no value (wheat's last two years, with no wages), in row order: not
    /// points (nothing is drawn or sounded there), but the braille line's blank cells keep their places.
    public var missing: [DataPointValue] = []

    public init(name: String, isContinuous: Bool, dataPoints: [DataPoint], missing: [DataPointValue] = []) {
        self.name = name
        self.isContinuous = isContinuous
        self.dataPoints = dataPoints
        self.missing = missing
    }
}

/// A value of a data point: a number (also a date, as seconds since 1970) or a category.
public enum DataPointValue: Sendable, Hashable {
    case number(Double)
    case category(String)

    public var number: Double? { if case .number(let v) = self { v } else { nil } }
}

/// One point (AG2): x, y (nil where the value is missing), additional values in the order of the
/// additional axes, and its label.
public struct DataPoint: Sendable, Equatable {
    public var x: DataPointValue
    public var y: Double?
    public var additionalValues: [DataPointValue]
    public var label: String?
    /// Where the point's span starts, when it spans two values (a band's lower edge): `y` is its other end.
    public var yStart: Double? = nil

    public init(x: DataPointValue, y: Double?, additionalValues: [DataPointValue] = [], label: String? = nil) {
        self.x = x
        self.y = y
        self.additionalValues = additionalValues
        self.label = label
    }

    public init(x: Double, y: Double?, additionalValues: [DataPointValue] = [], label: String? = nil) {
        self.init(x: .number(x), y: y, additionalValues: additionalValues, label: label)
    }

    public init(x: String, y: Double?, additionalValues: [DataPointValue] = [], label: String? = nil) {
        self.init(x: .category(x), y: y, additionalValues: additionalValues, label: label)
    }
}
