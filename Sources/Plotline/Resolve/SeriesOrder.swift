import PlotlineScene
/// A style scale's domain orders the legend (Swift Charts lists a `KeyValuePairs` mapping in its order, for
/// `chartForegroundStyleScale`, `chartSymbolScale` and `chartLineStyleScale` alike): the series, or the
/// channel key's values when the channel has a key of its own, are put in the domain's order, values
/// outside it after them in order of appearance.
extension SeriesResolution {
    /// The names that take colors, in order: the color key's values, or the series.
    var colorNames: [String] {
        keys.first { $0.channel == .color }?.names ?? names
    }

    mutating func order(byDomain domain: [String], on channel: Channel) {
        guard !domain.isEmpty else { return }
        if let k = keys.firstIndex(where: { $0.channel == channel }) {
            let order = Self.permutation(keys[k].names, domain)
            keys[k].names = order.map { keys[k].names[$0] }
            let newIndex = Self.inverse(order)
            for s in keyIndex.indices {
                if let c = keyIndex[s][channel] { keyIndex[s][channel] = newIndex[c] }
            }
            return
        }
        // Without keys of their own, every series channel names one field: the series are its values.
        let order = Self.permutation(names, domain)
        let newIndex = Self.inverse(order)
        names = order.map { names[$0] }
        rowSeries = rowSeries.map { rows in rows?.map { newIndex[$0] } }
        if !keyIndex.isEmpty { keyIndex = order.map { keyIndex[$0] } }
    }

    /// The old indices in their new order: domain values first, in the domain's order, then the rest as they were.
    static func permutation(_ names: [String], _ domain: [String]) -> [Int] {
        var rank: [String: Int] = [:]
        for (i, name) in domain.enumerated() where rank[name] == nil { rank[name] = i }
        return names.indices.sorted { a, b in
            let ra = rank[names[a]] ?? domain.count + a, rb = rank[names[b]] ?? domain.count + b
            return ra < rb
        }
    }

    static func inverse(_ order: [Int]) -> [Int] {
        var result = [Int](repeating: 0, count: order.count)
        for (new, old) in order.enumerated() { result[old] = new }
        return result
    }
}
