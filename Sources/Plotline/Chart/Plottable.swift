import Foundation
import PlotlineScene

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

/// A type whose values can be plotted, as in Swift Charts: numbers (every integer type, `Double`, `Float`,
/// `Decimal`, `CGFloat`), dates and strings are plottable, and so is a type of your own that says which of
/// them it stands for:
///
/// ```swift
/// struct Weekday: Plottable {
///     var number: Int
///     var primitivePlottable: String { ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][number] }
///     init?(primitivePlottable: String) { ... }
/// }
/// enum Fruit: String, Plottable { case apple, pear }   // a string enum is plottable by its raw value
/// ```
public protocol Plottable: Sendable {
    /// The primitive type the value is plotted as: a number, `Date` or `String`.
    associatedtype PrimitivePlottable: Plottable
    /// The value as plotted.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value a plotted primitive stands for (an axis value read back with `value.as(Weekday.self)`).
    init?(primitivePlottable: PrimitivePlottable)
    /// The value as Plotline stores it; derived from ``primitivePlottable``.
    var dataValue: DataValue { get }
    /// The value a stored one stands for, or nil; derived from ``init(primitivePlottable:)``.
    init?(dataValue: DataValue)
}

extension Plottable {
    public var dataValue: DataValue { primitivePlottable.dataValue }

    public init?(dataValue: DataValue) {
        guard let primitive = PrimitivePlottable(dataValue: dataValue) else { return nil }
        self.init(primitivePlottable: primitive)
    }
}

/// Swift Charts plots a `RawRepresentable` type by its raw value once it conforms to `Plottable`.
extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// A type plotted as itself: its own primitive.
public protocol PrimitivePlottableValue: Plottable where PrimitivePlottable == Self {}

extension PrimitivePlottableValue {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

/// A number plotted as a `Double`.
public protocol PlottableNumber: PrimitivePlottableValue {
    var plottedNumber: Double { get }
    init?(plottedNumber: Double)
}

extension PlottableNumber {
    public var dataValue: DataValue { .number(plottedNumber) }
    public init?(dataValue: DataValue) {
        guard case .number(let v) = dataValue else { return nil }
        self.init(plottedNumber: v)
    }
}

extension BinaryInteger where Self: PlottableNumber {
    public var plottedNumber: Double { Double(self) }
    /// A whole number that fits the type; nil for a fraction or a number past its bounds.
    public init?(plottedNumber v: Double) {
        guard v.isFinite, v == v.rounded() else { return nil }
        self.init(exactly: v)
    }
}

extension Int: PlottableNumber {}
extension Int8: PlottableNumber {}
extension Int16: PlottableNumber {}
extension Int32: PlottableNumber {}
extension Int64: PlottableNumber {}
extension UInt: PlottableNumber {}
extension UInt8: PlottableNumber {}
extension UInt16: PlottableNumber {}
extension UInt32: PlottableNumber {}
extension UInt64: PlottableNumber {}

extension Double: PlottableNumber {
    public var plottedNumber: Double { self }
    public init?(plottedNumber v: Double) { self = v }
}

extension Float: PlottableNumber {
    public var plottedNumber: Double { Double(self) }
    public init?(plottedNumber v: Double) { self = Float(v) }
}

extension CGFloat: PlottableNumber {
    public var plottedNumber: Double { Double(self) }
    public init?(plottedNumber v: Double) { self = CGFloat(v) }
}

extension Decimal: PlottableNumber {
    public var plottedNumber: Double { NSDecimalNumber(decimal: self).doubleValue }
    /// The decimal written with the fewest digits that read back as the same `Double` ("0.1", not
    /// "0.1000000000000000055511151231257827").
    public init?(plottedNumber v: Double) {
        guard v.isFinite, let exact = Decimal(string: "\(v)", locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        self = exact
    }
}

extension String: PrimitivePlottableValue {
    public var dataValue: DataValue { .category(self) }
    public init?(dataValue: DataValue) {
        guard case .category(let s) = dataValue else { return nil }
        self = s
    }
}

extension Substring: PrimitivePlottableValue {
    public var dataValue: DataValue { .category(String(self)) }
    public init?(dataValue: DataValue) {
        guard case .category(let s) = dataValue else { return nil }
        self = Substring(s)
    }
}

extension Date: PrimitivePlottableValue {
    public var dataValue: DataValue { .date(timeIntervalSince1970) }
    public init?(dataValue: DataValue) {
        guard case .date(let seconds) = dataValue else { return nil }
        self = Date(timeIntervalSince1970: seconds)
    }
}

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
    /// For a range (`.value("Range", bins[i])`): its upper bound; the mark spans from `value` to it.
    var upperBound: Value? = nil

    public static func value(_ label: String, _ value: Value) -> PlottableValue {
        PlottableValue(label: label, value: value, unit: nil, description: nil)
    }

    var plotted: PlottedValue {
        PlottedValue(label: label, value: value.dataValue, unit: unit, description: description,
                     upperBound: upperBound?.dataValue)
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
    /// For a range: its upper bound (a mark's channel then spans from ``value`` to it).
    public var upperBound: DataValue? = nil
}

/// How the words for a number are asked for, as written by the user; checked when the chart is resolved.
public enum ValueWords: Sendable, Hashable, Codable {
    /// A unit name after the number: "miles per gallon", with its form for one if it has another:
    /// "mile per gallon".
    case unit(String, one: String? = nil)
    /// A printf-like format: "%.2f tons".
    case format(String)
}
