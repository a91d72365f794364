import Foundation
import PlotlineScene

/// A domain for `chartXScale(domain:)` / `chartYScale(domain:)`: a fixed range of numbers or dates
/// (X1), the categories in order, or `.automatic(includesZero:)`.
public protocol ScaleDomain: Sendable {
    func apply(to scale: inout ScaleSpec)
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public func apply(to scale: inout ScaleSpec) {
        scale.domain = [lowerBound.dataValue.jsonScalar, upperBound.dataValue.jsonScalar]
        scale.domainModifier = nil
    }
}

/// The values of a domain, as Swift Charts takes an array: categories (`["Low", "Medium", "High"]`) in their
/// order; numbers or dates (`[0, 100]`, `[start, end]`) as the continuous domain from the least to the
/// greatest of them.
extension Array: ScaleDomain where Element: Plottable {
    public func apply(to scale: inout ScaleSpec) {
        let values = map(\.dataValue)
        let numbers = values.compactMap { if case .number(let v) = $0, v.isFinite { v } else { nil } }
        let dates = values.compactMap { if case .date(let d) = $0 { d } else { nil } }
        if !values.isEmpty, numbers.count == values.count, let low = numbers.min(), let high = numbers.max() {
            scale.domain = [.number(low), .number(high)]
        } else if !values.isEmpty, dates.count == values.count, let low = dates.min(), let high = dates.max() {
            scale.domain = [.string(ISODate.instant(low)), .string(ISODate.instant(high))]
        } else {
            scale.domain = values.map(\.jsonScalar)
        }
        scale.domainModifier = nil
    }
}

/// A dynamic domain that fits the data.
public struct AutomaticScaleDomain: ScaleDomain {
    var includesZero: Bool?
    var reversed: Bool?

    public func apply(to scale: inout ScaleSpec) {
        scale.domain = nil
        scale.domainModifier = nil
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

/// A domain fitted to the data and then changed by a closure: `.automatic(dataType: String.self) { $0.reverse() }`
/// reverses the categories, `.automatic(dataType: Date.self) { $0.append(deadline) }` reaches a date past the
/// data. Values the closure cannot hold as its type are passed over.
public struct ModifiedAutomaticScaleDomain<DataType: Plottable>: ScaleDomain, @unchecked Sendable {
    let modify: (inout [DataType]) -> Void

    public func apply(to scale: inout ScaleSpec) {
        scale.domain = nil
        let modify = self.modify
        scale.domainModifier = DomainModifier { values in
            var typed = values.compactMap { DataType(dataValue: $0) }
            modify(&typed)
            return typed.map(\.dataValue)
        }
    }
}

extension ScaleDomain {
    /// A domain fitted to the data, then changed by `modifyInferredDomain`: given the categories in order, or
    /// a continuous domain's two ends.
    public static func automatic<DataType: Plottable>(dataType: DataType.Type,
                                                      modifyInferredDomain: @escaping (inout [DataType]) -> Void)
        -> ModifiedAutomaticScaleDomain<DataType> where Self == ModifiedAutomaticScaleDomain<DataType> {
        ModifiedAutomaticScaleDomain(modify: modifyInferredDomain)
    }
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
