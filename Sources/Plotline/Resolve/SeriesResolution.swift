import Foundation
import PlotlineScene
/// Splits a chart's marks into series by their color, symbol and line-style channels, in the order the
/// series first appear (the legend's order).
struct SeriesResolution {
    /// Series names in legend order.
    var names: [String] = []
    /// For each layer, each row's series index (nil for layers without series channels).
    var rowSeries: [[Int]?] = []
    /// The title of the legend: the label of the first series channel.
    var title: String?
    /// When the series channels split the rows differently (color by origin, symbol by cylinders): each
    /// channel's own scale, its values in order of first appearance, and for each series the index of its
    /// value on each channel. Empty when every series channel names one field (one scale, one key).
    var keys: [ChannelKey] = []
    var keyIndex: [[Channel: Int]] = []
    /// How a value names its series (a date at its column's granularity): kept for the words, whose rows
    /// without a value are named by their series as the marks are.
    var naming: SeriesNames

    /// One series channel's categories, when it has a scale of its own.
    struct ChannelKey {
        var channel: Channel
        var title: String
        var names: [String]
    }

    /// `locale` and `calendar` write series named by dates, as the words write dates (``DateWords``).
    init(_ layers: [LayerBinding], locale: Locale, calendar: Calendar) {
        var index: [String: Int] = [:]
        naming = SeriesNames(layers, locale: locale, calendar: calendar)
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
                    let name = naming.name(layer.value(channel, row), on: channel)
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
        if names.isEmpty { splitByColumn(layers) }
        resolveKeys(layers)
    }

    /// Layers of data that show different columns (three lines of `construction`, `manufacturing` and
    /// `retail_trade`) and split nothing into series: each column is a series named by its title, so the
    /// lines are told apart in the picture, the key and the words, as a fold of the columns would be.
    /// Layers of one column (a line with its points) stay one series; references (rules, bands) none.
    mutating func splitByColumn(_ layers: [LayerBinding]) {
        let measures = layers.map { layer -> String? in
            guard layer.spec.type.definition.reference == .none else { return nil }
            for channel: Channel in [.y, .yEnd, .yStart] {
                if let encoding = layer.spec[channel], layer.columns[channel]?.type != .category { return encoding.title }
            }
            for channel: Channel in [.x, .xEnd, .xStart] {
                if let encoding = layer.spec[channel], layer.columns[channel]?.type != .category { return encoding.title }
            }
            return nil
        }
        guard Set(measures.compactMap { $0 }).count > 1 else { return }
        var index: [String: Int] = [:]
        for (i, layer) in layers.enumerated() {
            guard let name = measures[i] else { continue }
            let s = index[name] ?? names.count
            if index[name] == nil {
                index[name] = s
                names.append(name)
            }
            rowSeries[i] = Array(repeating: s, count: layer.table.rowCount)
        }
    }

    /// Per-channel scales when the series channels name more than one field.
    mutating func resolveKeys(_ layers: [LayerBinding]) {
        var fields: [Channel: String] = [:]
        for layer in layers {
            for channel in Channel.seriesChannels where layer.has(channel) && !(channel == .color && layer.hasNumericColor) {
                if fields[channel] == nil, let field = layer.spec[channel]?.field { fields[channel] = field }
            }
        }
        guard fields.count > 1 else { return }
        var keyOf: [Channel: Int] = [:]
        var valueIndex: [Channel: [String: Int]] = [:]
        for channel in Channel.seriesChannels where fields[channel] != nil {
            let layer = layers.first { $0.has(channel) }
            keyOf[channel] = keys.count
            keys.append(ChannelKey(channel: channel, title: layer?.spec[channel]?.title ?? "", names: []))
        }
        keyIndex = Array(repeating: [:], count: names.count)
        for (i, layer) in layers.enumerated() {
            guard let rows = rowSeries[i] else { continue }
            for (row, s) in rows.enumerated() {
                for channel in Channel.seriesChannels where layer.has(channel) {
                    guard let k = keyOf[channel] else { continue }
                    let name = naming.name(layer.value(channel, row), on: channel)
                    let index: Int
                    if let known = valueIndex[channel]?[name] { index = known } else {
                        index = keys[k].names.count
                        keys[k].names.append(name)
                        valueIndex[channel, default: [:]][name] = index
                    }
                    if keyIndex[s][channel] == nil { keyIndex[s][channel] = index }
                }
            }
        }
        // Channels that split the rows alike (one field, or the Swift API's column per channel holding the
        // same values) are one scale: one key listing the series.
        if keys.allSatisfy({ $0.names == keys[0].names }) && keyIndex.allSatisfy({ Set($0.values).count <= 1 }) {
            keys = []
            keyIndex = []
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
