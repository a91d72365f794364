import Foundation
import PlotlineScene

/// The working state of resolving one chart: the bound layers, each bar layer's orientation, and the
/// steps from channel values to scales to positions.
struct ResolutionContext {
    var layers: [LayerBinding]
    var calendar: Calendar
    /// For each layer: bars and rectangles with their value along x.
    var horizontal: [Bool] = []

    init(layers: [LayerBinding], calendar: Calendar) {
        self.layers = layers
        self.calendar = calendar
    }

    static func channels(_ orientation: ResolvedAxis.Orientation) -> [Channel] {
        orientation == .horizontal ? [.x, .xStart, .xEnd] : [.y, .yStart, .yEnd]
    }

    /// A chart whose bars lie along x (so its single series is named after the x axis).
    var isHorizontalChart: Bool { !horizontal.isEmpty && horizontal.allSatisfy { $0 } }

    /// The encoding an axis is titled and described by: the first layer's on that axis. An axis that shows
    /// several columns is titled by all of them, as Vega-Lite titles a layered axis: a band or range of two
    /// ("temp min, temp max", y and y2), or layers of data of different columns ("construction,
    /// manufacturing, retail trade"), so the words never describe the axis by one of its columns.
    func firstEncoding(_ orientation: ResolvedAxis.Orientation) -> EncodingSpec? {
        let channels = Self.channels(orientation)
        var first: EncodingSpec?
        var titles: [String] = []
        for layer in layers {
            let own = channels.compactMap { layer.spec[$0] }
            guard let encoding = own.first else { continue }
            if first == nil { first = encoding }
            guard layer.spec.type.definition.reference == .none else { continue }
            // A band's edges, or the layer's one column.
            let shown = layer.spec[channels[0]] == nil ? own : [encoding]
            for title in shown.map(\.title) where !titles.contains(title) { titles.append(title) }
        }
        if var first, titles.count > 1, first.label == nil || first.label == titles[0] {
            first.label = titles.joined(separator: ", ")
            return first
        }
        if let first { return first }
        // Sectors have no axes; their values (angles) are said as values of the y axis.
        if orientation == .vertical { return layers.lazy.compactMap { $0.spec.angle }.first }
        return nil
    }

    /// The scale kind of an axis: declared, or from its columns (dates: time, categories: bands, numbers:
    /// linear). Nil when no mark uses the axis.
    func kind(of orientation: ResolvedAxis.Orientation, declared: ScaleType?) throws(PlotlineError) -> PositionScale.Kind? {
        var types: [(ColumnType, String, String)] = []   // type, label, path
        for layer in layers {
            for channel in Self.channels(orientation) {
                if let column = layer.columns[channel] {
                    types.append((column.type, layer.spec[channel]?.title ?? column.name, layer.path(channel)))
                }
            }
        }
        guard let first = types.first else { return nil }
        let axis = orientation == .horizontal ? "x" : "y"
        switch declared {
        case .category?, .point?:
            return .band
        case .log?, .linear?, .squareRoot?, .symmetricLog?:
            if let bad = types.first(where: { $0.0 != .number }) {
                throw PlotlineError.invalidScale(column: bad.1,
                    reason: "a \(declared!.words) \(axis) scale needs numbers; it holds \(bad.0.rawValue) values")
            }
            switch declared! {
            case .log: return .log
            case .squareRoot: return .squareRoot
            case .symmetricLog: return .symmetricLog
            default: return .linear
            }
        case .date?:
            if let bad = types.first(where: { $0.0 != .date }) {
                throw PlotlineError.invalidScale(column: bad.1,
                    reason: "a date \(axis) scale needs dates; it holds \(bad.0.rawValue) values")
            }
            return .time
        case nil:
            if let other = types.first(where: { $0.0 != first.0 }) {
                throw PlotlineError.invalidSpec(path: other.2,
                    reason: "'\(other.1)' holds \(other.0.rawValue) values but '\(first.1)' on the same \(axis) axis holds \(first.0.rawValue) values")
            }
            switch first.0 {
            case .number: return .linear
            case .date: return .time
            case .category: return .band
            }
        }
    }

    /// Decides, for each layer whose kind can lie along x, whether its value lies along x (horizontal
    /// bars): numbers along x and none along y, a range from `xStart` to `xEnd` at a `y` (a Gantt chart's
    /// date ranges; not numbers on both, a histogram), or dates along x beside categories along y.
    mutating func orient(xKind: PositionScale.Kind?, yKind: PositionScale.Kind?) {
        let xNumeric = xKind?.isNumeric == true
        let yNumeric = yKind?.isNumeric == true
        horizontal = layers.map { layer in
            guard layer.spec.type.definition.canLieAlongX else { return false }
            let hasX = layer.has(.x) || layer.has(.xStart)
            let hasY = layer.has(.y) || layer.has(.yStart)
            // A range along x at a y: a Gantt chart's bar lies along x, but bins of numbers with a number
            // on y stand up from zero (a histogram).
            if layer.has(.xStart) && layer.has(.y) { return !(xNumeric && yNumeric) }
            if xKind == .time && yKind == .band && hasX && hasY { return true }
            return xNumeric && hasX && !(yNumeric && hasY)
        }
    }

    /// Categories of a band axis: the fixed domain's order, else the order they first appear.
    func categories(of orientation: ResolvedAxis.Orientation, kind: PositionScale.Kind?,
                    fixed: [JSONScalar]?, modifier: DomainModifier? = nil) throws(PlotlineError) -> [String] {
        guard kind == .band else { return [] }
        if let fixed {
            return fixed.map { scalar in
                switch scalar {
                case .string(let s): s
                case .number(let n): LayerBinding.plain(n)
                case .bool(let b): b ? "true" : "false"
                case .null: ""
                }
            }
        }
        var seen = Set<String>(), order: [String] = []
        for layer in layers {
            for channel in Self.channels(orientation) where layer.has(channel) {
                for row in 0..<layer.table.rowCount {
                    if let value = layer.value(channel, row) {
                        let name = SeriesResolution.name(value)
                        if seen.insert(name).inserted { order.append(name) }
                    }
                }
            }
        }
        // `.automatic(dataType: String.self) { $0.reverse() }`: the categories as the closure leaves them.
        if let modifier {
            var kept = Set<String>()
            return modifier.modify(order.map { .category($0) }).map { SeriesResolution.name($0) }.filter { kept.insert($0).inserted }
        }
        return order
    }
}
