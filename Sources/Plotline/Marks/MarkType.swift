import PlotlineScene
/// A kind of mark (A1), by name. Each kind is defined in its own file under `Marks/` (its channels, its
/// extent, its placement, its drawing and its words, as a `MarkDefinition`) and registered by one line in
/// `MarkRegistry`; the name is what a JSON spec and the command line use.
public struct MarkType: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    public let rawValue: String

    /// A registered kind of mark by name; nil for a name no mark has.
    public init?(rawValue: String) {
        guard MarkRegistry.definition(named: rawValue) != nil else { return nil }
        self.rawValue = rawValue
    }

    /// Declares a kind's name, in the kind's own file.
    init(registering name: String) { rawValue = name }

    /// Every registered kind, in registry order.
    public static var allCases: [MarkType] { MarkRegistry.definitions.map { $0.type } }

    public var description: String { rawValue }

    /// The kind's definition.
    var definition: any MarkDefinition.Type { MarkRegistry.definition(named: rawValue)! }

    /// Marks drawn as one connected shape per series (a continuous series, AG3).
    var isContinuous: Bool { definition.isContinuous }
}

/// A channel of a mark: where a value goes.
public enum Channel: String, Codable, Sendable, CaseIterable, Comparable {
    case x, y, xStart, xEnd, yStart, yEnd
    /// `foregroundStyle(by:)`: a series by color.
    case color
    /// `symbol(by:)`: a series by point shape.
    case symbol
    /// `lineStyle(by:)`: a series by dash pattern.
    case lineStyle
    /// `position(by:)`: bars side by side within a band (grouped bars).
    case position
    /// `symbolSize(by:)`: a point's area shows a number (a bubble chart).
    case size
    /// `opacity(by:)`: a mark's opacity shows a number, from faint to full (a density of dots, a weighted
    /// heat map drawn in one color).
    case opacity
    /// A sector's angle: its value as a part of the whole.
    case angle
    /// `annotation(_:position:)`: text beside a mark ("Goal 10,000").
    case annotation
    /// `accessibilityLabel(_:)`: words that replace the mark's context ("Monday") in its label.
    case accessibilityLabel
    /// `accessibilityValue(_:)`: words that replace the mark's value in its label.
    case accessibilityValue
    /// `accessibilityHidden(_:)`: a mark left out of labels, descriptor and sound (a number, 1 for hidden).
    case accessibilityHidden
    /// `LineMark(x:y:series:)`, `AreaMark(x:y:series:)`: separate lines (or stacked areas) in one style,
    /// as Swift Charts draws them; not a legend's series.
    case series

    public static func < (a: Channel, b: Channel) -> Bool { a.ordinal < b.ordinal }

    // Equal and hashed by case, not by name: a channel is looked up in a layer's columns for every mark,
    // and the conformances a String raw value brings would hash and compare its name each time.
    public static func == (a: Channel, b: Channel) -> Bool { a.ordinal == b.ordinal }
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's place in `allCases`.
    var ordinal: Int {
        switch self {
        case .x: 0
        case .y: 1
        case .xStart: 2
        case .xEnd: 3
        case .yStart: 4
        case .yEnd: 5
        case .color: 6
        case .symbol: 7
        case .lineStyle: 8
        case .position: 9
        case .size: 10
        case .opacity: 11
        case .angle: 12
        case .annotation: 13
        case .accessibilityLabel: 14
        case .accessibilityValue: 15
        case .accessibilityHidden: 16
        case .series: 17
        }
    }

    /// Channels that place a mark: on the axes, or (a sector) by its angle.
    static let positionChannels: Set<Channel> = [.x, .y, .xStart, .xEnd, .yStart, .yEnd, .angle]

    /// Channel sets in words: "x and y, x alone, or y alone".
    static func describe(_ sets: [Set<Channel>]) -> String {
        let phrases = sets.map { set -> String in
            let names = Channel.allCases.filter(set.contains).map(\.rawValue)
            switch names.count {
            case 0: return "nothing"
            case 1: return sets.count > 1 ? names[0] + " alone" : names[0]
            default: return names.dropLast().joined(separator: ", ") + " and " + names.last!
            }
        }
        guard phrases.count > 1 else { return phrases.first ?? "" }
        return phrases.dropLast().joined(separator: "; ") + "; or " + phrases.last!
    }

    /// Channels that split marks into series.
    static let seriesChannels: [Channel] = [.color, .symbol, .lineStyle]

    /// Channels that carry words for assistive technology rather than a position or a look.
    static let accessibilityChannels: [Channel] = [.accessibilityLabel, .accessibilityValue, .accessibilityHidden]
}

/// Ways bars or areas with several series at one position are combined (named as in Swift Charts).
public enum MarkStackingMethod: String, Codable, Sendable, CaseIterable {
    /// Stacked from zero, each segment on the one before.
    case standard
    /// Stacked, scaled so each stack sums to one (parts of a whole, in percent).
    case normalized
    /// Stacked around zero (a streamgraph's centre).
    case center
    /// Not stacked: every mark from zero.
    case unstacked
}
