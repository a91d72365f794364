import Foundation

/// One value plotted on a channel: a number, an instant (seconds since 1970) or a category.
public enum DataValue: Sendable, Hashable {
    case number(Double)
    case date(Double)
    case category(String)

    public var type: ColumnType {
        switch self {
        case .number: .number
        case .date: .date
        case .category: .category
        }
    }
}

/// A type whose values can be plotted: numbers, dates and strings, as in Swift Charts.
public protocol Plottable: Sendable {
    var dataValue: DataValue { get }
}

extension Double: Plottable { public var dataValue: DataValue { .number(self) } }
extension Float: Plottable { public var dataValue: DataValue { .number(Double(self)) } }
extension Int: Plottable { public var dataValue: DataValue { .number(Double(self)) } }
extension String: Plottable { public var dataValue: DataValue { .category(self) } }
extension Substring: Plottable { public var dataValue: DataValue { .category(String(self)) } }
extension Date: Plottable { public var dataValue: DataValue { .date(timeIntervalSince1970) } }

/// A labelled value for one channel of a mark: `.value("Steps", day.steps)`.
///
/// The label names the channel (it becomes the axis title, the legend title and the descriptor's axis
/// title). A date may carry the calendar unit it stands for (`unit: .day`: the bar covers the whole day).
/// A number may carry the words that describe it (AG4): a unit name (`unit: "miles per gallon"` gives
/// "31 miles per gallon"), with its form for one if it has another (`unitOne: "mile per gallon"` gives
/// "1 mile per gallon" in English), or a printf-like format (`format: "%.2f tons"` gives "2.50 tons").
public struct PlottableValue<Value: Plottable>: Sendable {
    public var label: String
    public var value: Value
    public var unit: TimeUnit?
    public var description: ValueWords?

    public static func value(_ label: String, _ value: Value) -> PlottableValue {
        PlottableValue(label: label, value: value, unit: nil, description: nil)
    }

    var plotted: PlottedValue {
        PlottedValue(label: label, value: value.dataValue, unit: unit, description: description)
    }
}

extension PlottableValue where Value == Date {
    /// A date that stands for a whole calendar unit, like a day or a month.
    public static func value(_ label: String, _ value: Date, unit: Calendar.Component) -> PlottableValue {
        PlottableValue(label: label, value: value, unit: TimeUnit(unit), description: nil)
    }
}

extension PlottableValue where Value: Numeric {
    /// A number described with a unit name: `.value("Efficiency", mpg, unit: "miles per gallon")`.
    public static func value(_ label: String, _ value: Value, unit: String) -> PlottableValue {
        PlottableValue(label: label, value: value, unit: nil, description: .unit(unit))
    }

    /// A number described with a unit name in two forms: `unit` for most numbers and `unitOne` for the
    /// number one (in English, a number shown as 1 or -1):
    /// `.value("Heart rate", bpm, unit: "beats per minute", unitOne: "beat per minute")` gives
    /// "72 beats per minute" and "1 beat per minute". Korean and Turkish say `unit` after every number.
    public static func value(_ label: String, _ value: Value, unit: String, unitOne: String) -> PlottableValue {
        PlottableValue(label: label, value: value, unit: nil, description: .unit(unit, one: unitOne))
    }

    /// A number described with a printf-like format: `.value("Weight", tons, format: "%.2f tons")`.
    /// A format that cannot be read is reported when the chart is resolved.
    public static func value(_ label: String, _ value: Value, format: String) -> PlottableValue {
        PlottableValue(label: label, value: value, unit: nil, description: .format(format))
    }
}

/// The type-erased form of a ``PlottableValue``, as stored in a mark.
public struct PlottedValue: Sendable, Hashable {
    public var label: String
    public var value: DataValue
    public var unit: TimeUnit?
    public var description: ValueWords?
}

/// How the words for a number are asked for, as written by the user; checked when the chart is resolved.
public enum ValueWords: Sendable, Hashable, Codable {
    /// A unit name after the number: "miles per gallon", with its form for one if it has another:
    /// "mile per gallon".
    case unit(String, one: String? = nil)
    /// A printf-like format: "%.2f tons".
    case format(String)
}
