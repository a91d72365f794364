import Foundation
import PlotlineScene

/// A labelled value read from each element of a vectorized plot's data by a key path:
/// `.value("Day", \.day)`, as Swift Charts writes it for `LinePlot(data, x:y:)` and the other plots.
///
/// It is the plot's counterpart of ``PlottableValue``: the label names the channel, and every element
/// gives one value through the key path.
public struct PlottableProjection<Element, Value: Plottable> {
    let label: String
    let project: (Element) -> PlottableValue<Value>

    /// The value at `keyPath` of every element, under `label`.
    public static func value(_ label: String, _ keyPath: KeyPath<Element, Value>) -> PlottableProjection {
        PlottableProjection(label: label) { .value(label, $0[keyPath: keyPath]) }
    }

    /// The value of one element, as a mark's channel takes it.
    func callAsFunction(_ element: Element) -> PlottableValue<Value> { project(element) }
}

extension PlottableProjection where Value == Date {
    /// Dates that each stand for a whole calendar unit (`unit: .day`: a bar covers its day).
    public static func value(_ label: String, _ keyPath: KeyPath<Element, Date>,
                             unit: Calendar.Component) -> PlottableProjection {
        PlottableProjection(label: label) { .value(label, $0[keyPath: keyPath], unit: unit) }
    }
}

extension PlottableProjection where Value: Numeric {
    /// Numbers described with a unit name: `.value("Distance", \.km, unit: "kilometers")`.
    public static func value(_ label: String, _ keyPath: KeyPath<Element, Value>, unit: String) -> PlottableProjection {
        PlottableProjection(label: label) { .value(label, $0[keyPath: keyPath], unit: unit) }
    }

    /// Numbers described with a printf-like format: `.value("Weight", \.tons, format: "%.2f tons")`.
    public static func value(_ label: String, _ keyPath: KeyPath<Element, Value>, format: String) -> PlottableProjection {
        PlottableProjection(label: label) { .value(label, $0[keyPath: keyPath], format: format) }
    }
}
