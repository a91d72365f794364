import Foundation
import PlotlineScene

/// A view's own value, as SwiftUI's `@State`: enough for `@State private var selectedDay: Date?` and
/// `.chartXSelection(value: $selectedDay)` to compile and read the initial value. A chart drawn once has no
/// later values: what a binding sets is kept for whoever reads the state next, never drawn again.
@propertyWrapper
public struct State<Value>: @unchecked Sendable {
    private final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box

    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public init(initialValue: Value) { box = Box(initialValue) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// `$value`: a binding that reads and writes this state.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// `@State var selection: Date?` with no initial value starts at `nil`, as in SwiftUI.
    public init() { box = Box(nil) }
}

/// A value of the view's environment, as SwiftUI's `@Environment(\.colorScheme) var colorScheme`: a chart drawn
/// once reads the values Plotline draws with (en-US, the Gregorian calendar, UTC, light); the chart's own
/// locale and time zone are set with `chartLocale`, `chartTimeZone` or `environment(_:_:)` on the chart.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}
