import Foundation
import PlotlineScene

/// `chartForegroundStyleScale` as Swift Charts spells it: a mapping from values to styles, a domain with a
/// range, a closure, or a gradient for numbers. Categories become ``StyleScaleSpec`` (the legend follows the
/// domain's order); numbers on `color` take the range as the colors of their ramp (`colorScale.range`).
/// Gradients are drawn as their stops (a ramp), never as one middle color, here.
extension Chart {
    /// Each value's style, in the legend's order: `.chartForegroundStyleScale(["Apple": .red, "Pear": .green])`.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> Chart {
        categoryStyles(domain: mapping.map { $0.key.dataValue }, range: mapping.map { $0.value.cssColor })
    }

    /// Each value's style from a dictionary, which has no order: the legend keeps the data's order, values
    /// the data lacks after them by name.
    @_disfavoredOverload
    public func chartForegroundStyleScale<DataValue: Plottable & Hashable, S: ShapeStyle>(_ mapping: [DataValue: S]) -> Chart {
        let domain = dictionaryOrder(mapping.keys.map(\.dataValue), on: .color)
        let range = domain.map { value in mapping.first { $0.key.dataValue == value }!.value.cssColor }
        return categoryStyles(domain: domain, range: range)
    }

    /// Categories and their styles, in order: `domain: ["Apple", "Pear"], range: [.red, .green]`.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(domain: [DataValue], range: [S],
                                                                              type: ScaleType? = nil) -> Chart {
        categoryStyles(domain: domain.map(\.dataValue), range: range.map(\.cssColor))
    }

    /// The order of the categories (the legend's), their colors the theme's palette in that order.
    public func chartForegroundStyleScale<DataValue: Plottable>(domain: [DataValue], type: ScaleType? = nil) -> Chart {
        with { $0.foregroundStyleScale = StyleScaleSpec(domain: domain.map(\.dataValue.jsonScalar)) }
    }

    /// A style for each value the closure is given: the chart's values on `color`, in order of appearance.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> Chart {
        let values = colorValues()
        let typed = values.compactMap { value in DataValue(dataValue: value).map { (value, $0) } }
        if typed.count < values.count, problem == nil {
            var copy = self
            copy.problem = .invalidOption(name: "chartForegroundStyleScale(mapping:)",
                                          reason: "the chart's color values are not all \(DataValue.self)")
            return copy
        }
        return categoryStyles(domain: typed.map(\.0), range: typed.map { mapping($0.1).cssColor })
    }

    /// A style for each value of `domain`, in its order.
    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> Chart
    where Domain.Element: Plottable {
        categoryStyles(domain: domain.map(\.dataValue), range: domain.map { mapping($0).cssColor })
    }

    /// Numbers on `color` from the low to the high end of `domain`, drawn along a gradient
    /// (`Gradient(colors:)`, `.linearGradient(...)`, `.radialGradient(...)`, a color's `.gradient`).
    public func chartForegroundStyleScale<V: Plottable & Comparable>(domain: ClosedRange<V>, range: some ShapeStyle,
                                                                     type: ScaleType? = nil) -> Chart {
        numberStyles(domain: domain, colors: Self.rampColors(range))
    }

    /// Numbers on `color` from the low to the high end of `domain`, along the colors given.
    public func chartForegroundStyleScale<V: Plottable & Comparable, S: ShapeStyle>(domain: ClosedRange<V>, range: [S],
                                                                                   type: ScaleType? = nil) -> Chart {
        numberStyles(domain: domain, colors: range.map(\.cssColor))
    }

    /// A gradient for numbers on `color` over the data's extent; for categories, each category takes the
    /// gradient's color at its place in order of appearance, the first at its start and the last at its end.
    public func chartForegroundStyleScale(range: some ShapeStyle, type: ScaleType? = nil) -> Chart {
        let values = colorValues()
        if let first = values.first, case .category = first, let gradient = Self.gradient(of: range) {
            let n = values.count
            return categoryStyles(domain: values, range: values.indices.map {
                gradient.color(at: n > 1 ? Double($0) / Double(n - 1) : 0).css
            })
        }
        return with { spec in
            var scale = spec.colorScale ?? ColorScaleSpec()
            scale.range = Self.rampColors(range)
            spec.colorScale = scale
        }
    }

    /// Styles for the chart's values on `color`, in order of appearance: a ramp for numbers, a palette
    /// for categories.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> Chart {
        if colorValues().first.map({ if case .number = $0 { true } else { false } }) == true {
            return with { spec in
                var scale = spec.colorScale ?? ColorScaleSpec()
                scale.range = range.map(\.cssColor)
                spec.colorScale = scale
            }
        }
        return chartForegroundStyleScale(range.map(\.cssColor))
    }

    private func categoryStyles(domain: [DataValue], range: [String]) -> Chart {
        with { $0.foregroundStyleScale = StyleScaleSpec(domain: domain.map(\.jsonScalar), range: range) }
    }

    private func numberStyles<V: Plottable>(domain: ClosedRange<V>, colors: [String]) -> Chart {
        with { spec in
            var scale = spec.colorScale ?? ColorScaleSpec()
            if case .number(let lo) = domain.lowerBound.dataValue, case .number(let hi) = domain.upperBound.dataValue {
                scale.domain = [lo, hi]
            }
            scale.range = colors
            spec.colorScale = scale
        }
    }

    /// The gradient a style draws, nil for one color.
    static func gradient(of style: some ShapeStyle) -> Gradient? {
        let plain: any ShapeStyle = (style.unerased as? any ShadowedShapeStyle)?.unshadowed.unerased ?? style.unerased
        return (plain as? any GradientStyle)?.colorGradient
    }

    /// The colors of a gradient's stops, or the one color of any other style.
    static func rampColors(_ style: some ShapeStyle) -> [String] {
        gradient(of: style)?.stops.map(\.color.css) ?? [style.cssColor]
    }

    /// The values on `color` of the chart's marks whose data is in the spec, in order of first appearance.
    func colorValues() -> [DataValue] { channelValues(.color) }
}
