import Foundation

/// A domain for `chartXScale(domain:)` / `chartYScale(domain:)`: a fixed range of numbers or dates
/// (X1), the categories in order, or `.automatic(includesZero:)`.
public protocol ScaleDomain: Sendable {
    func apply(to scale: inout ScaleSpec)
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public func apply(to scale: inout ScaleSpec) {
        scale.domain = [lowerBound.dataValue.jsonScalar, upperBound.dataValue.jsonScalar]
    }
}

extension Array: ScaleDomain where Element == String {
    public func apply(to scale: inout ScaleSpec) { scale.domain = map { .string($0) } }
}

/// A dynamic domain that fits the data.
public struct AutomaticScaleDomain: ScaleDomain {
    var includesZero: Bool?
    var reversed: Bool?

    public func apply(to scale: inout ScaleSpec) {
        scale.domain = nil
        scale.includesZero = includesZero
        if let reversed { scale.reversed = reversed }
    }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// A domain that fits the data, reaching zero or not (X2), optionally reversed.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }

    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain() }
}

extension DataValue {
    var jsonScalar: JSONScalar {
        switch self {
        case .number(let v): .number(v)
        case .date(let v): .string(ISODate.instant(v))
        case .category(let s): .string(s)
        }
    }
}
