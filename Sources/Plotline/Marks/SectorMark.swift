/// A part of a whole as a slice of a pie or a donut (M1): its angle is its share of the total.
///
/// ```swift
/// SectorMark(angle: .value("Size", part.gigabytes), innerRadius: .ratio(0.6), angularInset: 1)
///     .foregroundStyle(by: .value("Category", part.name))
/// ```
public struct SectorMark: Mark {
    public var instance: MarkInstance

    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .ratio(0),
                              outerRadius: MarkDimension = .ratio(1), angularInset: Double = 0) {
        instance = MarkInstance(.sector, [.angle: angle.plotted])
        if case .ratio(let r) = innerRadius, r > 0 { instance.style.innerRadius = r }
        if case .ratio(let r) = outerRadius, r != 1 { instance.style.outerRadius = r }
        if angularInset > 0 { instance.style.angularInset = angularInset }
    }
}

/// A size given as a share of the largest size (Swift Charts' `MarkDimension`).
public enum MarkDimension: Sendable, Hashable {
    case ratio(Double)
}
