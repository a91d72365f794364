import PlotlineScene
/// The chart's look table: each series' color, shape, dash and line width, resolved once from the series'
/// place and the chart's symbol and line style scales (`chartSymbolScale`, `chartLineStyleScale`). Marks
/// and the legend read the table; none picks a look of its own.
extension ResolvedSeries {
    /// Fills in each series' `symbol`, `dash` and `lineWidth`: a scale's value for the series' value on its
    /// channel where the chart has one, else the shapes and dashes series take in turn (C2).
    static func withLooks(_ series: [ResolvedSeries], resolution: SeriesResolution, spec: ChartSpec) -> [ResolvedSeries] {
        let symbolNames = series.indices.map { valueName(of: $0, on: .symbol, series, resolution) }
        let dashNames = series.indices.map { valueName(of: $0, on: .lineStyle, series, resolution) }
        let symbolPlaces = SeriesLookScale.places(of: symbolNames, domain: spec.symbolScale?.domain,
                                                  rangeCount: spec.symbolScale?.range?.count ?? 0)
        let dashPlaces = SeriesLookScale.places(of: dashNames, domain: spec.lineStyleScale?.domain,
                                                rangeCount: spec.lineStyleScale?.range?.count ?? 0)
        return series.indices.map { i in
            var s = series[i]
            s.symbol = symbolPlaces[i].flatMap { spec.symbolScale?.range?[$0] } ?? .forSeries(s.symbolIndex)
            if let k = dashPlaces[i], let look = spec.lineStyleScale?.range?[k] {
                s.apply(look)
            } else {
                s.dash = DashPattern.forSeries(s.dashIndex)
            }
            return s
        }
    }

    /// Takes a line style scale's look: its dash, kept in half line widths as the series' dashes are.
    mutating func apply(_ look: LineStyleScaleSpec.Look) {
        lineWidth = look.lineWidth
        let width = look.lineWidth ?? 1
        dash = (look.dash ?? []).map { $0 * 2 / width }
    }

    /// The name of series `i`'s value on `channel`: its own key's value when channels have keys of their
    /// own, else the series' name.
    private static func valueName(of i: Int, on channel: Channel, _ series: [ResolvedSeries],
                                  _ resolution: SeriesResolution) -> String {
        if let key = resolution.keys.first(where: { $0.channel == channel }), i < resolution.keyIndex.count,
           let k = resolution.keyIndex[i][channel], k < key.names.count {
            return key.names[k]
        }
        return series[i].name
    }
}

extension ResolvedLegend.Key {
    /// The shape or dash of each of this key's values, from the chart's scale for its channel where it has
    /// one, else in turn: what the key's swatches show.
    mutating func takeLooks(from spec: ChartSpec) {
        switch channel {
        case .symbol:
            let places = SeriesLookScale.places(of: names, domain: spec.symbolScale?.domain,
                                                rangeCount: spec.symbolScale?.range?.count ?? 0)
            symbols = places.enumerated().map { j, k in k.flatMap { spec.symbolScale?.range?[$0] } ?? .forSeries(j) }
        case .lineStyle:
            let places = SeriesLookScale.places(of: names, domain: spec.lineStyleScale?.domain,
                                                rangeCount: spec.lineStyleScale?.range?.count ?? 0)
            dashes = places.enumerated().map { j, k in
                guard let k, let look = spec.lineStyleScale?.range?[k] else { return DashPattern.forSeries(j) }
                var s = ResolvedSeries(name: "", colorIndex: 0, symbolIndex: 0, dashIndex: 0)
                s.apply(look)
                return s.dash
            }
            lineWidths = places.map { k in k.flatMap { spec.lineStyleScale?.range?[$0].lineWidth } }
        default:
            break
        }
    }
}

extension ResolvedLegend.Key? {
    /// The shape of this key's value `j` (the series' turn when the key has no looks).
    func symbol(at j: Int) -> SymbolShape {
        guard let self, j < self.symbols.count else { return .forSeries(j) }
        return self.symbols[j]
    }

    /// The dash of this key's value `j`, in half line widths.
    func dash(at j: Int) -> [Double] {
        guard let self, j < self.dashes.count else { return DashPattern.forSeries(j) }
        return self.dashes[j]
    }

    /// The line width of this key's value `j`, when the chart's line style scale gives one.
    func lineWidth(at j: Int) -> Double? {
        guard let self, j < self.lineWidths.count else { return nil }
        return self.lineWidths[j]
    }
}
