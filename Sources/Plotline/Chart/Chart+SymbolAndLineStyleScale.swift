import Foundation
import PlotlineScene

/// `chartSymbolScale` and `chartLineStyleScale` as Swift Charts spells them: a mapping from values to
/// shapes or strokes, a domain with a range, a range alone, or a closure. They fill the chart's look table
/// (``SymbolScaleSpec``, ``LineStyleScaleSpec``), which the marks and the legend read.
extension Chart {
    /// Each value's shape, in the legend's order: `.chartSymbolScale(["Apple": .circle, "Pear": .triangle])`.
    public func chartSymbolScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, SymbolShape>) -> Chart {
        with { $0.symbolScale = SymbolScaleSpec(domain: mapping.map(\.key.dataValue.jsonScalar), range: mapping.map(\.value)) }
    }

    /// Each value's shape from a dictionary, which has no order: the data's order, values the data lacks
    /// after them by name.
    @_disfavoredOverload
    public func chartSymbolScale<DataValue: Plottable & Hashable>(_ mapping: [DataValue: SymbolShape]) -> Chart {
        let domain = dictionaryOrder(mapping.keys.map(\.dataValue), on: .symbol)
        return with { spec in
            spec.symbolScale = SymbolScaleSpec(domain: domain.map(\.jsonScalar),
                                               range: domain.map { value in mapping.first { $0.key.dataValue == value }!.value })
        }
    }

    /// Categories and their shapes, in order: `domain: ["Apple", "Pear"], range: [.circle, .triangle]`.
    public func chartSymbolScale<DataValue: Plottable>(domain: [DataValue], range: [SymbolShape]) -> Chart {
        with { $0.symbolScale = SymbolScaleSpec(domain: domain.map(\.dataValue.jsonScalar), range: range) }
    }

    /// The order of the categories, their shapes the series' shapes in that order.
    public func chartSymbolScale<DataValue: Plottable>(domain: [DataValue]) -> Chart {
        with { $0.symbolScale = SymbolScaleSpec(domain: domain.map(\.dataValue.jsonScalar)) }
    }

    /// The shapes the chart's values take in turn, in order of appearance.
    public func chartSymbolScale(range: [SymbolShape]) -> Chart {
        with { $0.symbolScale = SymbolScaleSpec(range: range) }
    }

    /// A shape for each value the closure is given: the chart's values on `symbol`, in order of appearance.
    public func chartSymbolScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> SymbolShape) -> Chart {
        guard let typed = typedValues(on: .symbol, as: DataValue.self) else {
            return mismatch("chartSymbolScale(mapping:)", DataValue.self, channel: "symbol")
        }
        return with { $0.symbolScale = SymbolScaleSpec(domain: typed.map(\.0.jsonScalar), range: typed.map { mapping($0.1) }) }
    }

    /// A shape for each value of `domain`, in its order.
    public func chartSymbolScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> SymbolShape) -> Chart
    where Domain.Element: Plottable {
        with { $0.symbolScale = SymbolScaleSpec(domain: domain.map(\.dataValue.jsonScalar), range: domain.map(mapping)) }
    }

    /// Each value's stroke, in the legend's order: `.chartLineStyleScale(["Apple": StrokeStyle(dash: [4, 2])])`.
    public func chartLineStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, StrokeStyle>) -> Chart {
        with { $0.lineStyleScale = LineStyleScaleSpec(domain: mapping.map(\.key.dataValue.jsonScalar), range: mapping.map { $0.value.look }) }
    }

    /// Each value's stroke from a dictionary: the data's order, values the data lacks after them by name.
    @_disfavoredOverload
    public func chartLineStyleScale<DataValue: Plottable & Hashable>(_ mapping: [DataValue: StrokeStyle]) -> Chart {
        let domain = dictionaryOrder(mapping.keys.map(\.dataValue), on: .lineStyle)
        return with { spec in
            spec.lineStyleScale = LineStyleScaleSpec(domain: domain.map(\.jsonScalar),
                                                     range: domain.map { value in mapping.first { $0.key.dataValue == value }!.value.look })
        }
    }

    /// Categories and their strokes, in order.
    public func chartLineStyleScale<DataValue: Plottable>(domain: [DataValue], range: [StrokeStyle]) -> Chart {
        with { $0.lineStyleScale = LineStyleScaleSpec(domain: domain.map(\.dataValue.jsonScalar), range: range.map(\.look)) }
    }

    /// The strokes the chart's values take in turn, in order of appearance.
    public func chartLineStyleScale(range: [StrokeStyle]) -> Chart {
        with { $0.lineStyleScale = LineStyleScaleSpec(range: range.map(\.look)) }
    }

    /// A stroke for each value the closure is given: the chart's values on `lineStyle`, in order of appearance.
    public func chartLineStyleScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> StrokeStyle) -> Chart {
        guard let typed = typedValues(on: .lineStyle, as: DataValue.self) else {
            return mismatch("chartLineStyleScale(mapping:)", DataValue.self, channel: "line style")
        }
        return with { $0.lineStyleScale = LineStyleScaleSpec(domain: typed.map(\.0.jsonScalar), range: typed.map { mapping($0.1).look }) }
    }

    /// A stroke for each value of `domain`, in its order.
    public func chartLineStyleScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> StrokeStyle) -> Chart
    where Domain.Element: Plottable {
        with { $0.lineStyleScale = LineStyleScaleSpec(domain: domain.map(\.dataValue.jsonScalar), range: domain.map { mapping($0).look }) }
    }

    /// This chart with a problem naming a closure whose argument type the chart's values are not.
    private func mismatch<V>(_ modifier: String, _ type: V.Type, channel: String) -> Chart {
        var copy = self
        if copy.problem == nil {
            copy.problem = .invalidOption(name: modifier, reason: "the chart's \(channel) values are not all \(V.self)")
        }
        return copy
    }

    /// The chart's values on `channel` as `V`, in order of appearance; nil when some are not `V`.
    private func typedValues<V: Plottable>(on channel: Channel, as type: V.Type) -> [(DataValue, V)]? {
        let values = channelValues(channel)
        let typed = values.compactMap { value in V(dataValue: value).map { (value, $0) } }
        guard typed.count == values.count else { return nil }
        return typed
    }

    /// A dictionary's keys in an order of their own: the data's where found, the others by name.
    func dictionaryOrder(_ keys: [DataValue], on channel: Channel) -> [DataValue] {
        var domain = channelValues(channel).filter { keys.contains($0) }
        domain += keys.filter { !domain.contains($0) }.sorted { SeriesResolution.name($0) < SeriesResolution.name($1) }
        return domain
    }

    /// The values the chart's marks whose data is in the spec give `channel`, in order of first appearance.
    func channelValues(_ channel: Channel) -> [DataValue] {
        var seen = Set<DataValue>(), order: [DataValue] = []
        for mark in spec.marks {
            guard let field = mark[channel]?.field, case .table(let table)? = mark.data,
                  let column = try? table.column(named: field) else { continue }
            let values: [DataValue?] = switch column.values {
            case .numbers(let v): v.map { $0.isFinite ? .number($0) : nil }
            case .dates(let v): v.map { $0.isFinite ? .date($0) : nil }
            case .categories(let v): v.map { $0.map(DataValue.category) }
            }
            for case let value? in values where seen.insert(value).inserted { order.append(value) }
        }
        return order
    }
}

extension StrokeStyle {
    /// This stroke as a line style scale's look: its width and dash.
    var look: LineStyleScaleSpec.Look { LineStyleScaleSpec.Look(lineWidth: lineWidth, dash: dash) }
}
