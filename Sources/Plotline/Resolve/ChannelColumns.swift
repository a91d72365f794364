import PlotlineScene

/// A layer's columns by channel, each in a fixed slot: reading a row's value on a channel costs an index,
/// not a hash, however many rows ask (issue 29: the statistics and the placement read every row with no
/// per-row hashing). Written as a dictionary is (`[.x: date, .y: price]`, `columns[.x] = ...`).
struct ChannelColumns: ExpressibleByDictionaryLiteral {
    private var slots: [Column?]

    init() { slots = Array(repeating: nil, count: Channel.count) }

    init(dictionaryLiteral elements: (Channel, Column)...) {
        self.init()
        for (channel, column) in elements { slots[channel.ordinal] = column }
    }

    subscript(channel: Channel) -> Column? {
        get { slots[channel.ordinal] }
        set { slots[channel.ordinal] = newValue }
    }

    /// The channels that have a column, in channel order.
    var keys: [Channel] { Channel.allCases.filter { slots[$0.ordinal] != nil } }

    /// Every column changed by `transform`, on the same channels.
    func mapValues(_ transform: (Column) throws -> Column) rethrows -> ChannelColumns {
        var result = self
        for i in slots.indices { if let column = slots[i] { result.slots[i] = try transform(column) } }
        return result
    }
}

extension Channel {
    /// How many channels there are.
    static let count = allCases.count
}
