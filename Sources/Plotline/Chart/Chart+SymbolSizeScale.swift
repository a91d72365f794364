import Foundation
import PlotlineScene

/// `chartSymbolSizeScale` as Swift Charts spells it, for numbers on `symbolSize(by:)`: the numbers that take
/// the smallest and largest areas (`domain`), the areas in square points (`range`), and how areas grow
/// between them (`type`). It fills ``SymbolSizeScaleSpec``, which the size scale and its legend read.
extension Chart {
    /// Numbers from `domain`'s low end to its high end take areas from `range`'s low end to its high end:
    /// `.chartSymbolSizeScale(domain: 0...50, range: 20...400)`.
    public func chartSymbolSizeScale<V: Plottable & Comparable>(domain: ClosedRange<V>, range: ClosedRange<CGFloat>,
                                                                type: ScaleType? = nil) -> Chart {
        sizeScale(domain: [domain.lowerBound, domain.upperBound], range: [range.lowerBound, range.upperBound], type: type)
    }

    /// The domain as two values, low and high (high first draws the lowest value largest), and the areas as
    /// two values.
    public func chartSymbolSizeScale<V: Plottable>(domain: [V], range: [CGFloat], type: ScaleType? = nil) -> Chart {
        sizeScale(domain: domain, range: range, type: type)
    }

    /// The areas of the data's smallest and largest values: `.chartSymbolSizeScale(range: 10...300)`.
    public func chartSymbolSizeScale(range: ClosedRange<CGFloat>, type: ScaleType? = nil) -> Chart {
        sizeScale(domain: [Double]?.none, range: [range.lowerBound, range.upperBound], type: type)
    }

    /// The numbers that take the default smallest and largest areas.
    public func chartSymbolSizeScale<V: Plottable & Comparable>(domain: ClosedRange<V>, type: ScaleType? = nil) -> Chart {
        sizeScale(domain: [domain.lowerBound, domain.upperBound], range: nil, type: type)
    }

    /// How areas grow between the data's smallest and largest values: `.chartSymbolSizeScale(type: .squareRoot)`.
    public func chartSymbolSizeScale(type: ScaleType) -> Chart {
        sizeScale(domain: [Double]?.none, range: nil, type: type)
    }

    /// Each category's area, the pairs' order the key's: `.chartSymbolSizeScale(["Small": 20, "Large": 200])`.
    public func chartSymbolSizeScale<D: Plottable>(_ mapping: KeyValuePairs<D, CGFloat>) -> Chart {
        categorySizes(mapping.map(\.key), mapping.map(\.value))
    }

    /// Each category's area from a dictionary, which has no order: the key lists them as the data first has
    /// them, values the data lacks after them by name.
    @_disfavoredOverload
    public func chartSymbolSizeScale<D: Plottable & Hashable>(_ mapping: [D: CGFloat]) -> Chart {
        let domain = dictionaryOrder(mapping.keys.map(\.dataValue), on: .size)
        return with { spec in
            spec.symbolSizeScale = SymbolSizeScaleSpec(
                categories: domain.map(\.jsonScalar),
                areas: domain.map { value in Double(mapping.first { $0.key.dataValue == value }!.value) })
        }
    }

    /// Categories in order, each with the area `mapping` gives it.
    public func chartSymbolSizeScale<D: Plottable>(domain: [D], mapping: (D) -> CGFloat) -> Chart {
        categorySizes(domain, domain.map(mapping))
    }

    private func categorySizes<D: Plottable>(_ categories: [D], _ areas: [CGFloat]) -> Chart {
        with {
            $0.symbolSizeScale = SymbolSizeScaleSpec(categories: categories.map { .string(Self.categoryName($0)) },
                                                     areas: areas.map(Double.init))
        }
    }

    static func categoryName<D: Plottable>(_ value: D) -> String {
        switch value.dataValue {
        case .category(let s): s
        case .number(let n): LayerBinding.plain(n)
        case .date(let t): ISODate.instant(t)
        }
    }

    private func sizeScale<V: Plottable>(domain: [V]?, range: [CGFloat]?, type: ScaleType?) -> Chart {
        var numbers: [Double]?
        if let domain {
            numbers = domain.compactMap { value -> Double? in
                switch value.dataValue {
                case .number(let n), .date(let n): n
                case .category: nil
                }
            }
            guard numbers?.count == domain.count else {
                // Categories: each takes an area, spread evenly over the range's two ends (or the default).
                let ends = range ?? [CGFloat(SizeScale.defaultAreas.lowerBound), CGFloat(SizeScale.defaultAreas.upperBound)]
                let areas = ends.count == 2 && domain.count != 2
                    ? domain.indices.map { ends[0] + (ends[1] - ends[0]) * CGFloat($0) / CGFloat(max(domain.count - 1, 1)) }
                    : ends
                return categorySizes(domain, areas)
            }
        }
        return with { $0.symbolSizeScale = SymbolSizeScaleSpec(domain: numbers, range: range.map { $0.map(Double.init) }, type: type) }
    }
}
