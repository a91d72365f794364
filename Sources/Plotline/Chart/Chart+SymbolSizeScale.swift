import Foundation

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
                var copy = self
                if copy.problem == nil {
                    copy.problem = .invalidOption(name: "chartSymbolSizeScale(domain:)",
                                                  reason: "symbol sizes are drawn for numbers; \(V.self) values are categories")
                }
                return copy
            }
        }
        return with { $0.symbolSizeScale = SymbolSizeScaleSpec(domain: numbers, range: range.map { $0.map(Double.init) }, type: type) }
    }
}
