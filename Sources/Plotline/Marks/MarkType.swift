/// The kinds of mark (A1).
public enum MarkType: String, Codable, Sendable, CaseIterable {
    case bar, line, point, area, rule, rectangle
    /// A slice of a pie or a donut: its angle shows its part of the whole.
    case sector

    /// Marks whose value axis starts at zero unless told otherwise (X2).
    var includesZeroByDefault: Bool { self == .bar || self == .area }

    /// Marks drawn as one connected shape per series (a continuous series, AG3).
    var isContinuous: Bool { self == .line || self == .area }
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

    public static func < (a: Channel, b: Channel) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Channels that split marks into series.
    static let seriesChannels: [Channel] = [.color, .symbol, .lineStyle]

    /// Channels that carry words for assistive technology rather than a position or a look.
    static let accessibilityChannels: [Channel] = [.accessibilityLabel, .accessibilityValue, .accessibilityHidden]
}

/// How a line or an area passes between its points.
public enum InterpolationMethod: String, Codable, Sendable, CaseIterable {
    case linear
    /// Monotone cubic: smooth, never overshooting the data (Fritsch–Carlson).
    case monotone
    /// Steps that change at each point's start, centre or end.
    case stepStart, stepCenter, stepEnd
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
