/// Splits a chart's marks into series by their color, symbol and line-style channels, in the order the
/// series first appear (the legend's order).
struct SeriesResolution {
    /// Series names in legend order.
    var names: [String] = []
    /// For each layer, each row's series index (nil for layers without series channels).
    var rowSeries: [[Int]?] = []
    /// The title of the legend: the label of the first series channel.
    var title: String?

    init(_ layers: [LayerBinding]) {
        var index: [String: Int] = [:]
        for layer in layers {
            // Numbers on color are a color scale, not series.
            let channels = Channel.seriesChannels.filter { layer.has($0) && !($0 == .color && layer.hasNumericColor) }
            guard !channels.isEmpty else {
                rowSeries.append(nil)
                continue
            }
            if title == nil { title = layer.spec[channels[0]]?.title }
            var seriesOfRow = [Int](repeating: 0, count: layer.table.rowCount)
            var seenKeys: [String] = []
            for row in 0..<layer.table.rowCount {
                seenKeys.removeAll(keepingCapacity: true)
                for channel in channels {
                    let name = Self.name(layer.value(channel, row))
                    if !seenKeys.contains(name) { seenKeys.append(name) }
                }
                let name = seenKeys.joined(separator: ", ")
                if let existing = index[name] {
                    seriesOfRow[row] = existing
                } else {
                    index[name] = names.count
                    seriesOfRow[row] = names.count
                    names.append(name)
                }
            }
            rowSeries.append(seriesOfRow)
        }
    }

    static func name(_ value: DataValue?) -> String {
        switch value {
        case .category(let s)?: s
        case .number(let v)?: LayerBinding.plain(v)
        case .date(let v)?: ISODate.string(v)
        case nil: "–"
        }
    }
}
