import Foundation
import PlotlineScene

/// Which values an axis marks: automatic with a desired count, a fixed stride, or the values given.
public struct AxisMarkValues: Sendable, Hashable {
    var tickCount: Int?
    var stride: AxisStride?
    var explicit: [AxisMarkValue]?
    var minimumStride: Double?
    var roundLowerBound: Bool?
    var roundUpperBound: Bool?

    /// As many familiar ticks as fit, near `desiredCount` when given. `roundLowerBound: false` starts a
    /// numeric axis fitted to the data at its lowest value instead of the familiar tick below it, and
    /// `roundUpperBound: false` ends it at the highest (dates are never rounded out).
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
        -> AxisMarkValues {
        AxisMarkValues(tickCount: desiredCount, roundLowerBound: roundLowerBound, roundUpperBound: roundUpperBound)
    }
    public static var automatic: AxisMarkValues { AxisMarkValues() }
    /// Familiar ticks at least `minimumStride` apart (seconds for dates, a count for categories), the bounds
    /// rounded out or not as in ``automatic(desiredCount:roundLowerBound:roundUpperBound:)``.
    public static func automatic<P: Plottable & Numeric>(minimumStride: P, desiredCount: Int? = nil,
                                                         roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        var values = AxisMarkValues(tickCount: desiredCount, roundLowerBound: roundLowerBound, roundUpperBound: roundUpperBound)
        let stride = Chart.number(minimumStride)
        values.minimumStride = stride.isFinite && stride > 0 ? stride : nil
        return values
    }
    /// A tick every `component` (`.stride(by: .month)`) or every `count` of them.
    public static func stride(by unit: TimeUnit, count: Int = 1) -> AxisMarkValues {
        AxisMarkValues(stride: AxisStride(unit: unit, count: count))
    }
    /// A tick every `component` of the calendar, as Swift Charts takes it (`.stride(by: .month)`,
    /// `.stride(by: .weekOfYear, count: 2)`). Components finer than a second are ticked by the second; the
    /// era, time zone and calendar, which are not lengths, by the year.
    /// (`.month` alone is read as Plotline's own ``TimeUnit``, the same tick.)
    @_disfavoredOverload
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        let unit: TimeUnit = switch component {
        case .nanosecond, .second: .second
        case .minute: .minute
        case .hour: .hour
        case .day, .weekday, .weekdayOrdinal: .day
        case .weekOfYear, .weekOfMonth, .yearForWeekOfYear: .week
        case .month: .month
        case .quarter: .quarter
        default: .year
        }
        return stride(by: unit, count: count)
    }
    /// A tick every `step` (`.stride(by: 5)`).
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues(stride: AxisStride(step: step)) }

    /// Exactly these values: numbers, dates or category names (`[0, 50, 100]`).
    public static func values<Value: Plottable>(_ values: [Value]) -> AxisMarkValues {
        AxisMarkValues(explicit: values.map { value in
            switch value.dataValue {
            case .number(let v): .number(v)
            case .date(let seconds): .text(ISODate.instant(seconds))
            case .category(let name): .text(name)
            }
        })
    }
}

/// How axis marks are laid out, as Swift Charts names them. Plotline places grid lines, ticks and labels
/// the same way for each (see the Swift API section of README.md).
public enum AxisMarkPreset: Sendable, Hashable {
    case automatic, extended, aligned, inset
}

/// The marks of one axis, as in Swift Charts: `.chartYAxis { AxisMarks(position: .trailing) }`, or with
/// content read for each value: `AxisMarks { value in AxisGridLine(); AxisValueLabel(format: .percent) }`.
public struct AxisMarks: Sendable {
    var position: AxisPosition
    var values: AxisMarkValues
    var grid: Bool?
    var content: AxisContentRule?

    public init(preset: AxisMarkPreset = .automatic, position: AxisPosition = .automatic,
                values: AxisMarkValues = .automatic, grid: Bool? = nil) {
        self.position = position
        self.values = values
        self.grid = grid
    }

    /// The default grid line, tick and label with their lines in `stroke`, as Swift Charts'
    /// `init(preset:position:values:stroke:)`. A zero-width stroke (`StrokeStyle(lineWidth: 0)`, how apps hide
    /// the grid) draws no grid lines; any other stroke is accepted and the grid keeps the theme's checked line.
    public init(preset: AxisMarkPreset = .automatic, position: AxisPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle) {
        self.init(preset: preset, position: position, values: values, grid: stroke.lineWidth > 0 ? nil : false)
    }

    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisPosition = .automatic,
                                  values: [Value], stroke: StrokeStyle) {
        self.init(preset: preset, position: position, values: .values(values), stroke: stroke)
    }

    /// Marks whose grid line, tick and label are what `content` says for each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisPosition = .automatic,
                values: AxisMarkValues = .automatic,
                @AxisContentBuilder content: @escaping @Sendable (AxisValue) -> any AxisContent) {
        self.init(preset: preset, position: position, values: values)
        self.content = AxisContentRule(content)
    }

    /// Marks at exactly these values (`values: [0, 50, 100]`, an array of dates, category names).
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisPosition = .automatic,
                                  values: [Value], grid: Bool? = nil) {
        self.init(preset: preset, position: position, values: .values(values), grid: grid)
    }

    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisPosition = .automatic,
                                  values: [Value],
                                  @AxisContentBuilder content: @escaping @Sendable (AxisValue) -> any AxisContent) {
        self.init(preset: preset, position: position, values: .values(values), content: content)
    }

    /// Marks whose content does not read the value, as Swift Charts' `init(preset:position:values:content:)`
    /// with a closure of no argument: `AxisMarks { AxisGridLine(); AxisValueLabel() }`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisPosition = .automatic,
                values: AxisMarkValues = .automatic,
                @AxisContentBuilder content: @escaping @Sendable () -> any AxisContent) {
        self.init(preset: preset, position: position, values: values) { _ in content() }
    }

    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisPosition = .automatic,
                                  values: [Value],
                                  @AxisContentBuilder content: @escaping @Sendable () -> any AxisContent) {
        self.init(preset: preset, position: position, values: .values(values)) { _ in content() }
    }

    func apply(to axis: inout AxisSpec) {
        axis.position = position == .automatic ? nil : position
        axis.tickCount = values.tickCount
        axis.stride = values.stride
        axis.values = values.explicit
        axis.minimumStride = values.minimumStride
        axis.roundLowerBound = values.roundLowerBound
        axis.roundUpperBound = values.roundUpperBound
        axis.grid = grid
        axis.hidden = nil
        axis.content = content
        // The content is read for the values the resolved axis marks when its ticks are made
        // (`TickRule.ticks(count:)`), never for a stand-in value, so app code that indexes by the value
        // (`months[value.as(Int.self)! - 1]`, `names[value.index]`) only ever sees a value on the axis.
        // With values given, the spec's JSON form says what the content draws, read for the first of them
        // as the axis hands it (index 0 of their count); automatic values are not known before the resolve,
        // so their JSON form leaves grid, ticks and labels to the content.
        // Dates given are written as ISO text here, and a date axis hands them as dates: those are not read.
        if let content, let given = values.explicit, let first = given.first,
           !given.contains(where: { if case .text(let s) = $0 { ISODate.parse(s, timeZone: .gmt) != nil } else { false } }) {
            let value: DataValue = switch first {
            case .number(let v): .number(v)
            case .text(let s): .category(s)
            }
            let drawn = content.evaluate(AxisValue(value, index: 0, count: given.count),
                                         context: AxisFormatContext(locale: Locale(identifier: "en_US_POSIX"),
                                                                    calendar: Calendar(identifier: .gregorian)))
            axis.grid = drawn.grid
            axis.ticks = drawn.tick
            axis.labels = drawn.label != nil
        }
    }
}

/// Builds the marks of an axis: one `AxisMarks`, or several (`AxisMarks(position: .leading)`,
/// `AxisMarks(position: .trailing, values: ...)`).
@resultBuilder
public enum AxisMarksBuilder {
    public static func buildBlock(_ marks: AxisMarks...) -> [AxisMarks] { marks }
}

/// Shown or hidden, for axes and legends.
public enum Visibility: Sendable {
    case automatic, visible, hidden
}
