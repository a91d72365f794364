import Foundation
import PlotlineScene

extension Axis {
    /// A set of axes, as SwiftUI's `Axis.Set`: `.horizontal`, `.vertical`, or both.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// How a scrolling chart comes to rest, as Swift Charts' `chartScrollTargetBehavior(_:)` takes it. A picture
/// drawn once is at rest where it starts, and the interactive page scrolls freely, so the behaviour compiles
/// and changes nothing drawn.
public protocol ChartScrollTargetBehavior: Sendable {}

/// Where a major scroll gesture comes to rest, as Swift Charts' `MajorValueAlignment`.
public struct MajorValueAlignment<Value: Sendable>: Sendable {
    let value: Value?
    /// At the next value matching these components (the first of a month).
    public static func matching(_ components: Value) -> MajorValueAlignment { MajorValueAlignment(value: components) }
    /// At the next multiple of this unit.
    public static func unit(_ unit: Value) -> MajorValueAlignment { MajorValueAlignment(value: unit) }
    /// At the next page.
    public static var page: MajorValueAlignment { MajorValueAlignment(value: nil) }
}

/// Scrolling that comes to rest at values: `.valueAligned(matching: DateComponents(hour: 0))`,
/// `.valueAligned(unit: 1)`.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    /// What happens at the ends of the domain.
    public enum LimitBehavior: Sendable { case automatic, always, never }
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    public static func valueAligned(matching components: DateComponents,
                                    majorAlignment: MajorValueAlignment<DateComponents>? = nil,
                                    limitBehavior: ValueAlignedChartScrollTargetBehavior.LimitBehavior = .automatic) -> Self {
        ValueAlignedChartScrollTargetBehavior()
    }

    public static func valueAligned<Unit: Numeric & Sendable>(unit: Unit, majorAlignment: MajorValueAlignment<Unit>? = nil,
                                                              limitBehavior: ValueAlignedChartScrollTargetBehavior.LimitBehavior = .automatic) -> Self {
        ValueAlignedChartScrollTargetBehavior()
    }
}

/// Scrolling a page at a time, as SwiftUI's `.paging`.
public struct PagingScrollTargetBehavior: ChartScrollTargetBehavior {
    public init() {}
}

extension ChartScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension Chart {
    /// The axes the chart scrolls along: `.chartScrollableAxes(.horizontal)`. With a visible length
    /// (``chartXVisibleDomain(length:)``) the picture shows that much of the domain and the page scrolls
    /// over the rest; without one the whole domain is visible.
    public func chartScrollableAxes(_ axes: Axis.Set) -> Chart {
        scrolling { scroll in
            scroll.axes = [axes.contains(.horizontal) ? ScrollSpec.Axis.x : nil, axes.contains(.vertical) ? .y : nil].compactMap { $0 }
        }
    }

    /// How much of the x domain is visible: seconds for dates (`3600 * 24 * 30`), units for numbers, a count
    /// for categories.
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> Chart {
        scrolling { $0.xVisibleLength = Self.number(length) }
    }

    /// How much of the y domain is visible.
    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> Chart {
        scrolling { $0.yVisibleLength = Self.number(length) }
    }

    /// The x value at the visible window's leading edge when the chart is first shown.
    public func chartScrollPosition(initialX: some Plottable) -> Chart {
        scrolling { $0.initialX = Self.scalar(initialX.dataValue) }
    }

    /// The y value at the visible window's leading edge (the top of a category axis, the bottom of a number
    /// axis) when the chart is first shown.
    public func chartScrollPosition(initialY: some Plottable) -> Chart {
        scrolling { $0.initialY = Self.scalar(initialY.dataValue) }
    }

    /// The scroll position along x, read once (a picture drawn on a server does not scroll).
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> Chart {
        chartScrollPosition(initialX: x.wrappedValue)
    }

    /// The scroll position along y, read once.
    public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> Chart {
        chartScrollPosition(initialY: y.wrappedValue)
    }

    /// Where scrolling comes to rest: compiles, and changes nothing drawn (``ChartScrollTargetBehavior``).
    public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> Chart { self }

    private func scrolling(_ change: (inout ScrollSpec) -> Void) -> Chart {
        with { spec in
            var scroll = spec.scroll ?? ScrollSpec()
            change(&scroll)
            spec.scroll = scroll
        }
    }

    static func number(_ value: some Plottable) -> Double {
        switch value.dataValue {
        case .number(let v), .date(let v): v
        case .category(let s): Double(s) ?? .nan
        }
    }
}
