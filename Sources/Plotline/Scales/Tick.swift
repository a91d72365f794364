/// A reference point on an axis: its exact value (a number, or seconds since 1970 for dates,
/// or a category's index) and the text shown beside it.
public struct Tick: Sendable, Hashable {
    public var value: Double
    public var label: String

    public init(value: Double, label: String) {
        self.value = value
        self.label = label
    }
}
