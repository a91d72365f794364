/// Where a line or an area is broken because its values are missing or undefined (a function plot's
/// `.nan`, 1/x at 0): said as gaps along the position axis, "The line has a gap from -4 to 0.", since a
/// reader of the words would otherwise take the line for unbroken. Only for layers of one series along a
/// numeric or date axis, in their rows' order, as the line is drawn.
enum LineGaps {
    /// At most this many gaps are named; the rest are counted.
    static let named = 5

    /// The sentence naming the gaps of the chart's lines and areas, if any.
    static func sentence(sources: [LayerBinding], context: LabelContext, valueIsX: Bool) -> String? {
        var spans: [(from: Double, to: Double)] = []
        var kind: MarkType?
        for layer in sources where layer.spec.type.definition.isContinuous {
            guard [Channel.color, .symbol, .lineStyle].allSatisfy({ layer.columns[$0] == nil }) else { continue }
            let layerSpans = gaps(layer, valueIsX: valueIsX)
            if !layerSpans.isEmpty { kind = kind ?? layer.spec.type }
            spans += layerSpans
        }
        guard let kind, !spans.isEmpty else { return nil }
        let words = spans.prefix(named).map { span in
            span.from == span.to
                ? context.phrases.gapAt(context.position.position(.number(span.from)))
                : context.phrases.gapSpan(from: context.position.position(.number(span.from)),
                                          to: context.position.position(.number(span.to)))
        }
        return context.phrases.gaps(words, more: spans.count - words.count, area: kind == .area)
    }

    /// A layer's gaps: each run of rows without a value, from its first row's position to its last's (a
    /// single undefined row is a gap at its position).
    static func gaps(_ layer: LayerBinding, valueIsX: Bool) -> [(from: Double, to: Double)] {
        let position = valueIsX ? Channel.y : .x
        let valueChannels: [Channel] = valueIsX ? [.x, .xStart, .xEnd] : [.y, .yStart, .yEnd]
        guard let positions = numbers(layer.columns[position]) else { return [] }
        let values = valueChannels.compactMap { numbers(layer.columns[$0]) }
        guard !values.isEmpty else { return [] }
        let count = positions.count
        func defined(_ row: Int) -> Bool { positions[row].isFinite && values.allSatisfy { $0[row].isFinite } }
        var result: [(from: Double, to: Double)] = []
        var row = 0
        while row < count {
            guard !defined(row) else { row += 1; continue }
            let start = row
            while row < count && !defined(row) { row += 1 }
            let places = positions[start..<row].filter(\.isFinite)
            if let low = places.min(), let high = places.max() { result.append((low, high)) }
        }
        return result
    }

    private static func numbers(_ column: Column?) -> [Double]? {
        switch column?.values {
        case .numbers(let v)?, .dates(let v)?: v
        default: nil
        }
    }
}

extension Phrases {
    /// A gap at one place: "at 0".
    func gapAt(_ place: String) -> String {
        switch language {
        case .english: "at \(place)"
        case .korean: "\(place)"
        case .turkish: "\(place) noktasında"
        }
    }

    /// A gap between two places: "from -4 to 0".
    func gapSpan(from: String, to: String) -> String {
        language == .english ? "from \(from) to \(to)" : span(from: from, to: to)
    }

    /// "The line has gaps where it is undefined: from -4 to 0 and at 2."
    func gaps(_ places: [String], more: Int, area: Bool) -> String {
        let list = places.joined(separator: ", ")
        switch language {
        case .english:
            let what = area ? "area" : "line"
            let rest = more > 0 ? ", and \(more) more" : ""
            return places.count + more == 1 ? "The \(what) has a gap \(list)." : "The \(what) has gaps \(list)\(rest)."
        case .korean:
            let rest = more > 0 ? " 외 \(more)곳" : ""
            return "\(area ? "영역" : "선")이 끊긴 곳: \(list)\(rest)."
        case .turkish:
            let rest = more > 0 ? " ve \(more) yer daha" : ""
            return "\(area ? "Alan" : "Çizgi") şu yerlerde kesiliyor: \(list)\(rest)."
        }
    }
}
