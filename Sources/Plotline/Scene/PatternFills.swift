import PlotlineScene
/// When marks get pattern fills as well as colors (C2): as the author says (`"appearance": {"patterns":
/// false}` turns them off), and otherwise wherever color alone would separate the parts of a whole: bars or
/// areas of several series stacked on each other, and the sectors of a pie or donut. Series beside each
/// other (grouped bars, lines) keep solid fills: their place and their labels tell them apart.
extension ResolvedChart {
    public var usesPatterns: Bool {
        if let patterns = appearance.patterns { return patterns }
        guard series.count > 1 else { return false }
        return layers.contains { $0.isStacked || !$0.isOnAxes }
    }
}
