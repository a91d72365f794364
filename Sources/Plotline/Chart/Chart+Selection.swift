import Foundation
import PlotlineScene

/// A value read and written elsewhere, as SwiftUI's `Binding`; a chart drawn on a server reads it once, so
/// `.constant(value)` is the form it is written in: `.chartXSelection(value: .constant(day))`.
/// As a property wrapper, `@Binding var selectedDay: Date?` in an app's own view holds one passed in as `$day`.
@propertyWrapper
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// The value now; setting it writes through to where it is kept (a `@State`).
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// `$value` of a `@Binding`: the binding itself.
    public var projectedValue: Binding<Value> { self }

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
}

extension Chart {
    /// Shows the selection at an x value as the interactive page's scrubber draws it: a rule at `value`, the
    /// mark of every series nearest it ringed, their values beside the rule, and "Selected: ..." in the
    /// words. A `nil` value selects nothing.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> Chart {
        selecting(SelectionSpec(x: value.wrappedValue.map { Self.scalar($0.dataValue) }))
    }

    /// Shows the selection at a y value (a category down a y axis, a number up it).
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> Chart {
        selecting(SelectionSpec(y: value.wrappedValue.map { Self.scalar($0.dataValue) }))
    }

    /// Shows the sector of a pie or donut that holds `value`, counted in the angle's data from the top,
    /// clockwise, as Swift Charts counts it.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> Chart {
        selecting(SelectionSpec(angle: value.wrappedValue.map { Self.scalar($0.dataValue) }))
    }

    /// A selected range along x or y (`chartXSelection(range: $range)`, iOS 17): compiles, and draws nothing
    /// of its own; the app's marks that read the range (a `RectangleMark` over it) draw it.
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> Chart { self }
    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> Chart { self }

    private func selecting(_ selection: SelectionSpec) -> Chart {
        var copy = self
        copy.spec.selection = selection == SelectionSpec() ? nil : selection
        return copy
    }

    static func scalar(_ value: DataValue) -> JSONScalar {
        switch value {
        case .number(let v): .number(v)
        case .date(let v): .string(ISODate.instant(v))
        case .category(let s): .string(s)
        }
    }
}
