import PlotlineScene
/// Checks on a spec that decoding alone does not make: colors that are CSS colors, and numbers in the
/// range that can be drawn. Each failure is one `.invalidSpec` naming the field's JSON path.
extension ChartSpec {
    /// Throws the first invalid color or option: `style.color`, `appearance.palette`, `appearance.accent`,
    /// an axis's `tickCount` and its stride's `count`, and a data source's `dateFormat`. (An invalid color used
    /// to be ignored without a word.) The resolver calls it, so a chart built in Swift is checked as a JSON spec is.
    public func validate() throws(PlotlineError) {
        // Every color the spec names, wherever it is (``colors``): a layer's and its mask's alike.
        for (path, color) in colors { try Self.checkColor(color, at: path) }
        if appearance?.palette?.isEmpty == true {
            throw PlotlineError.invalidSpec(path: "$.appearance.palette", reason: "a palette needs at least one color")
        }
        try foregroundStyleScale?.validate(at: "$.foregroundStyleScale")
        try symbolScale?.validate(at: "$.symbolScale")
        try lineStyleScale?.validate(at: "$.lineStyleScale")
        try symbolSizeScale?.validate(at: "$.symbolSizeScale")
        try plotStyle?.validate(at: "$.plotStyle")
        try scroll?.validate(at: "$.scroll")
        if let spacing = legend?.spacing, !(spacing >= 0 && spacing <= 1000) {
            throw PlotlineError.invalidSpec(path: "$.legend.spacing", reason: "expected a gap from 0 to 1000 points, found \(spacing)")
        }
        if colorScale?.range?.isEmpty == true {
            throw PlotlineError.invalidSpec(path: "$.colorScale.range", reason: "a gradient needs at least one color")
        }
        for (i, mark) in marks.enumerated() {
            if let problem = PathOrder.problem(on: mark.type, mark.pathOrder) {
                throw PlotlineError.invalidSpec(path: "$.marks[\(i)].pathOrder", reason: problem)
            }
            for (view, path) in mark.views(at: "$.marks[\(i)]") {
                if let problem = view.numberProblem(at: path) {
                    throw PlotlineError.invalidSpec(path: problem.path, reason: problem.reason)
                }
            }
            if let problem = mark.style?.shadow?.problem {
                throw PlotlineError.invalidSpec(path: "$.marks[\(i)].style.shadow", reason: problem)
            }
            for (k, row) in (mark.rowStyles ?? []).enumerated() {
                if let problem = row?.shadow?.problem {
                    throw PlotlineError.invalidSpec(path: "$.marks[\(i)].rowStyles[\(k)].shadow", reason: problem)
                }
            }
        }
        for case let (path, format?) in dataSources.map({ ($0.path, $0.source.dateFormat) }) {
            do { _ = try DatePattern(format) } catch {
                throw PlotlineError.invalidSpec(path: path + ".dateFormat", reason: LayerBinding.reason(error))
            }
        }
        for (name, axis) in [("xAxis", xAxis), ("yAxis", yAxis)] {
            if let count = axis?.tickCount, let problem = Self.wholeNumberProblem(Double(count), in: AxisSpec.tickCountRange) {
                throw PlotlineError.invalidSpec(path: "$.\(name).tickCount", reason: problem)
            }
            if let count = axis?.stride?.count, let problem = Self.wholeNumberProblem(Double(count), in: AxisStride.countRange) {
                throw PlotlineError.invalidSpec(path: "$.\(name).stride.count", reason: problem)
            }
        }
    }

    /// What is wrong with a number read for a whole-number field, or nil: "expected a whole number from 0
    /// to 100, found 2.5". The same words whether the JSON decoder or the Swift API brought it.
    static func wholeNumberProblem(_ value: Double, in range: ClosedRange<Int>) -> String? {
        guard value != value.rounded() || value < Double(range.lowerBound) || value > Double(range.upperBound) else { return nil }
        let found = value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
        return "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(found)"
    }

    /// More ticks than any axis has room to label.
    public static let maximumTickCount = 100

    static func checkColor(_ text: String, at path: String) throws(PlotlineError) {
        guard Color(css: text) == nil else { return }
        throw PlotlineError.invalidSpec(
            path: path, reason: "'\(Excerpt.quote(text, limit: 40))' is not a color; use #rgb, #rrggbb, #rrggbbaa, rgba(r, g, b, a) or a color name like red")
    }
}
