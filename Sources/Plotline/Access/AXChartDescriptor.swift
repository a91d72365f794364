import Foundation
import PlotlineScene

// The Accessibility framework's chart descriptor as apps write it (`AXChartDescriptorRepresentable`, with
// `.accessibilityChartDescriptor(self)` on the chart), declared as Apple declares it so such code compiles
// unchanged, and read into Plotline's own ``ChartDescriptor``: what the app writes is what the words, the
// audio graph and the page say.

/// An axis of an ``AXChartDescriptor``: numeric or categorical.
public protocol AXDataAxisDescriptor {
    var title: String { get set }
    /// The axis as Plotline's descriptor holds it.
    var axisDescriptor: AxisDescriptor { get }
}

/// A numeric axis: its title, range, grid lines and how a value is said ("64 cups").
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    /// How values lie along the axis, as the Accessibility framework names it.
    public enum ScaleType: Int, Sendable {
        case linear, ln, log10
    }

    public var title: String
    public var range: ClosedRange<Double>
    public var gridlinePositions: [Double]
    public var scaleType: ScaleType = .linear
    public var valueDescriptionProvider: (Double) -> String

    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
                valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title
        self.range = range
        self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }

    public convenience init(attributedTitle: AttributedString, range: ClosedRange<Double>, gridlinePositions: [Double],
                            valueDescriptionProvider: @escaping (Double) -> String) {
        self.init(title: String(attributedTitle.characters), range: range, gridlinePositions: gridlinePositions,
                  valueDescriptionProvider: valueDescriptionProvider)
    }

    public var axisDescriptor: AxisDescriptor { .numeric(numeric) }

    var numeric: NumericAxisDescriptor {
        let describe = SendableDescription(valueDescriptionProvider)
        let type: AxisScaleType = switch scaleType {
        case .linear: .linear
        case .ln: .ln
        case .log10: .log10
        }
        return NumericAxisDescriptor(title: title, range: range, gridlinePositions: gridlinePositions, scaleType: type,
                                     valueDescription: { describe.call($0) })
    }
}

/// A categorical axis: its title and its categories in order.
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    public var title: String
    public var categoryOrder: [String]

    public init(title: String, categoryOrder: [String]) {
        self.title = title
        self.categoryOrder = categoryOrder
    }

    public convenience init(attributedTitle: AttributedString, categoryOrder: [String]) {
        self.init(title: String(attributedTitle.characters), categoryOrder: categoryOrder)
    }

    public var axisDescriptor: AxisDescriptor { .categorical(CategoricalAxisDescriptor(title: title, categoryOrder: categoryOrder)) }
}

/// A value of a data point: a number or a category.
public final class AXDataPointValue {
    public var number: Double
    public var category: String?

    public init(number: Double) { self.number = number }
    public init(category: String) {
        self.number = 0
        self.category = category
    }

    public static func number(_ value: Double) -> AXDataPointValue { AXDataPointValue(number: value) }
    public static func category(_ value: String) -> AXDataPointValue { AXDataPointValue(category: value) }

    var value: DataPointValue { category.map { .category($0) } ?? .number(number) }
}

/// One data point: x, y, further values and a label.
public final class AXDataPoint {
    public var xValue: AXDataPointValue
    public var yValue: AXDataPointValue?
    public var additionalValues: [AXDataPointValue]
    public var label: String?

    public init(x: Double, y: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        xValue = .number(x)
        yValue = y.map { .number($0) }
        self.additionalValues = additionalValues
        self.label = label
    }

    public init(x: String, y: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        xValue = .category(x)
        yValue = y.map { .number($0) }
        self.additionalValues = additionalValues
        self.label = label
    }

    var dataPoint: DataPoint {
        DataPoint(x: xValue.value, y: yValue?.category == nil ? yValue?.number : nil,
                  additionalValues: additionalValues.map(\.value), label: label)
    }
}

/// A series: its name, whether it is continuous (one gliding tone) and its points.
public final class AXDataSeriesDescriptor {
    public var name: String
    public var isContinuous: Bool
    public var dataPoints: [AXDataPoint]

    public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name
        self.isContinuous = isContinuous
        self.dataPoints = dataPoints
    }

    public convenience init(attributedName: AttributedString, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.init(name: String(attributedName.characters), isContinuous: isContinuous, dataPoints: dataPoints)
    }

    var series: DataSeriesDescriptor {
        DataSeriesDescriptor(name: name, isContinuous: isContinuous, dataPoints: dataPoints.map(\.dataPoint))
    }
}

/// A chart for people who do not see it, as the Accessibility framework declares it: title, summary, axes
/// and series.
public final class AXChartDescriptor {
    public var title: String?
    public var summary: String?
    public var xAxis: any AXDataAxisDescriptor
    public var yAxis: AXNumericDataAxisDescriptor?
    public var additionalAxes: [any AXDataAxisDescriptor]
    public var series: [AXDataSeriesDescriptor]

    public init(title: String?, summary: String?, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor?,
                additionalAxes: [any AXDataAxisDescriptor], series: [AXDataSeriesDescriptor]) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.additionalAxes = additionalAxes
        self.series = series
    }

    public convenience init(attributedTitle: AttributedString?, summary: String?, xAxis: any AXDataAxisDescriptor,
                            yAxis: AXNumericDataAxisDescriptor?, additionalAxes: [any AXDataAxisDescriptor],
                            series: [AXDataSeriesDescriptor]) {
        self.init(title: attributedTitle.map { String($0.characters) }, summary: summary, xAxis: xAxis, yAxis: yAxis,
                  additionalAxes: additionalAxes, series: series)
    }

    /// Plotline's descriptor with what this one says in place of the derived one's parts. A title or summary
    /// left `nil` keeps the derived one (VoiceOver would say nothing there; Plotline's words say what the data
    /// shows), and so does a missing y axis.
    func replacing(_ derived: ChartDescriptor) -> ChartDescriptor {
        var descriptor = derived
        descriptor.title = title ?? derived.title
        descriptor.summary = summary ?? derived.summary
        descriptor.xAxis = xAxis.axisDescriptor
        if let yAxis { descriptor.yAxis = yAxis.numeric }
        descriptor.additionalAxes = additionalAxes.map(\.axisDescriptor)
        descriptor.series = series.map(\.series)
        // The app's points say nothing of spans or references: the derived ones would not match them.
        descriptor.span = nil
        descriptor.references = []
        return descriptor
    }
}

/// A view that describes its chart itself, as the Accessibility framework's protocol: `makeChartDescriptor()`
/// is called once, as the chart is declared; `updateChartDescriptor(_:)` is for charts that change, which a
/// drawn picture does not.
public protocol AXChartDescriptorRepresentable {
    func makeChartDescriptor() -> AXChartDescriptor
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

extension Chart {
    /// The chart's descriptor as the app writes it (`.accessibilityChartDescriptor(self)` in a view that
    /// conforms to ``AXChartDescriptorRepresentable``): its title, summary, axes and series take the place of
    /// the derived ones in the words, the audio graph and the page. The picture is unchanged.
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> Chart {
        let written = SendableBox(representable.makeChartDescriptor())
        return accessibilityChartDescriptor { derived in written.value.replacing(derived) }
    }
}

/// A value handed to a `@Sendable` closure that only reads it: the app's descriptor, made once and never
/// changed afterwards.
private final class SendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// The app's value description, called from the words as they are written.
private final class SendableDescription: @unchecked Sendable {
    let describe: (Double) -> String
    init(_ describe: @escaping (Double) -> String) { self.describe = describe }
    func call(_ value: Double) -> String { describe(value) }
}
