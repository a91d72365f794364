import Foundation
import PlotlineScene

/// Where a scrolling chart's visible window sits on one axis (`chartXVisibleDomain(length:)`).
public struct ScrollWindow: Sendable, Equatable {
    /// The whole axis the chart scrolls over.
    public var whole: PositionScale
    /// The window's leading edge and its size along the axis, as shares of the whole: from the left for x,
    /// from the top for y (what the page scrolls by).
    public var offset: Double
    public var share: Double
}

/// A chart that shows part of its domain (``ScrollSpec``): the window on each scrolling axis, and the whole
/// chart at the same scale, its plot area as many times larger as the window is smaller, for the page to
/// scroll over.
public struct ResolvedScroll: Sendable {
    public var x: ScrollWindow?
    public var y: ScrollWindow?
    private let box: Box
    /// The whole chart laid out at the window's scale: placed and described the first time it is asked for
    /// (only the page scrolls over it; a picture of the window never needs it).
    public var whole: ResolvedChart { box.chart }

    /// `make` places the whole chart from the bound data; should it fail (it places what the window placed,
    /// bigger), the window stands in for it.
    init(x: ScrollWindow?, y: ScrollWindow?, window: ResolvedChart,
         whole make: @escaping () throws(PlotlineError) -> ResolvedChart) {
        self.x = x
        self.y = y
        box = Box(window: window, make: make)
    }

    private final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var made: ResolvedChart?
        private var window: ResolvedChart?
        private let make: () throws(PlotlineError) -> ResolvedChart

        init(window: ResolvedChart, make: @escaping () throws(PlotlineError) -> ResolvedChart) {
            self.window = window
            self.make = make
        }

        var chart: ResolvedChart {
            lock.withLock {
                if let made { return made }
                let chart = (try? make()) ?? window!
                made = chart
                window = nil
                return chart
            }
        }
    }
}

/// A scrolling chart's bound layers are placed three times, each by a frame and never by a changed spec:
/// whole, to know the domain; with each scrolling axis's view set to its window (the picture: ticks for the
/// window, every other axis fitted to all the data, as Swift Charts keeps it while scrolling, large layers
/// reduced at the window's density); and whole again with the plot area grown by the window's share, which
/// the page scrolls over. An axis whose visible length covers its domain does not scroll.
extension ChartResolver {
    struct Scrolled {
        var chart: ResolvedChart
        /// The frame of the whole chart at the window's scale (placed when the page asks for it), the chart
        /// of all the data at the plot's scale, and the windows; nil when nothing scrolls.
        var wide: ResolveFrame?
        var whole: ResolvedChart?
        var windows: [ScrollSpec.Axis: ScrollWindow] = [:]
    }

    static func scrolling(_ spec: ChartSpec, place: (ResolveFrame) throws(PlotlineError) -> ResolvedChart) throws(PlotlineError) -> Scrolled {
        guard let scroll = spec.scroll, scroll.length(.x) != nil || scroll.length(.y) != nil else {
            return Scrolled(chart: try place(ResolveFrame()))
        }
        let whole = try place(ResolveFrame())
        var windowed = ResolveFrame(), wide = ResolveFrame()
        var windows: [ScrollSpec.Axis: ScrollWindow] = [:]
        for axis in ScrollSpec.Axis.allCases {
            guard let length = scroll.length(axis) else { continue }
            let resolved = axis == .x ? whole.x : whole.y
            guard let (window, domain) = try Self.window(resolved, axis: axis, length: length,
                                                         initial: scroll.initial(axis), calendar: whole.calendar) else { continue }
            windows[axis] = window
            let wholeDomain: [JSONScalar] = window.whole.kind == .band
                ? window.whole.categories.map { .string($0) }
                : [.number(window.whole.domain.lowerBound), .number(window.whole.domain.upperBound)]
            if axis == .x {
                windowed.xView = domain
                windowed.xDensity = 1 / window.share
                wide.xView = wholeDomain
            } else {
                windowed.yView = domain
                windowed.yDensity = 1 / window.share
                wide.yView = wholeDomain
            }
        }
        guard !windows.isEmpty else { return Scrolled(chart: whole) }
        // An axis that does not scroll keeps the whole data's domain, as Swift Charts keeps it while scrolling
        // (the window's rows alone would fit it to them).
        for axis in ScrollSpec.Axis.allCases where windows[axis] == nil {
            let scale = axis == .x ? whole.x.scale : whole.y.scale
            guard scale.kind != .band else { continue }
            let domain: [JSONScalar] = [.number(scale.domain.lowerBound), .number(scale.domain.upperBound)]
            if axis == .x { windowed.xView = domain } else { windowed.yView = domain }
        }
        let chart = try place(windowed)
        // The page's picture: the plot area grown by the window's share (kept under the largest size a chart
        // may have, where the page then scrolls at a smaller scale than the picture).
        let plot = ChartLayout(chart, theme: Theme.light.applying(chart.appearance)).plotArea
        wide.plotWidth = min(plot.width / (windows[.x]?.share ?? 1), 16_000).rounded()
        wide.plotHeight = min(plot.height / (windows[.y]?.share ?? 1), 16_000).rounded()
        // As many ticks per point as the window has (the largest count an axis may ask for at most).
        for axis in ScrollSpec.Axis.allCases {
            guard let window = windows[axis] else { continue }
            let count = Double(axis == .x ? chart.x.tickCount : chart.y.tickCount) / window.share
            let asked = min(Int(count.rounded()), ChartResolver.maximumTickCount)
            if axis == .x { wide.xTickCount = asked } else { wide.yTickCount = asked }
        }
        return Scrolled(chart: chart, wide: wide, whole: whole, windows: windows)
    }

    /// The window of `length` on an axis, from `initial` (the domain's start when nil), kept inside the
    /// domain: the share it covers and the visible domain as a scale spec writes it; nil when the length
    /// covers the whole axis.
    static func window(_ axis: ResolvedAxis, axis name: ScrollSpec.Axis, length: Double, initial: JSONScalar?,
                       calendar: Calendar) throws(PlotlineError) -> (ScrollWindow, [JSONScalar])? {
        let scale = axis.scale
        let path = "$.scroll.\(name.rawValue)VisibleLength"
        let horizontal = name == .x
        if scale.kind == .band {
            let n = scale.categories.count
            guard length == length.rounded(), length >= 1 else {
                throw .invalidSpec(path: path, reason: "a category axis shows a whole number of categories, found \(LayerBinding.plain(length))")
            }
            guard length < Double(n) else { return nil }
            let k = Int(length)
            var start = 0
            if let initial {
                let category = switch initial {
                case .string(let s): s
                case .number(let v): LayerBinding.plain(v)
                case .bool(let b): b ? "true" : "false"
                case .null: ""
                }
                guard let index = scale.categories.firstIndex(of: category) else {
                    throw .invalidSpec(path: "$.scroll.initial\(name.rawValue.uppercased())",
                                       reason: "'\(category)' is not a category of the \(name.rawValue) axis; it has: " + scale.categories.prefix(8).joined(separator: ", "))
                }
                start = index
            }
            start = min(max(start, 0), n - k)
            let share = Double(k) / Double(n), lead = Double(start) / Double(n)
            // Categories run left to right along x and top down along y unless reversed.
            let fromLeadingEdge = horizontal ? !scale.reversed : scale.reversed
            let window = ScrollWindow(whole: scale, offset: fromLeadingEdge ? lead : 1 - lead - share, share: share)
            return (window, scale.categories[start..<(start + k)].map { .string($0) })
        }
        let lo = scale.domain.lowerBound, hi = scale.domain.upperBound
        guard length < hi - lo else { return nil }
        var start = lo
        if let initial {
            switch (initial, scale.kind) {
            case (.number(let v), _): start = v
            case (.string(let text), .time):
                guard let t = ISODate.parse(text, timeZone: calendar.timeZone) else {
                    throw .invalidSpec(path: "$.scroll.initial\(name.rawValue.uppercased())", reason: "'\(text)' is not an ISO 8601 date")
                }
                start = t
            default:
                throw .invalidSpec(path: "$.scroll.initial\(name.rawValue.uppercased())",
                                   reason: "expected a \(scale.kind == .time ? "date" : "number") for the \(name.rawValue) axis")
            }
        }
        start = min(max(start, lo), hi - length)
        let end = start + length
        let p0 = scale.position(start), p1 = scale.position(end)
        let low = min(p0, p1), high = max(p0, p1)
        let window = ScrollWindow(whole: scale, offset: horizontal ? low : 1 - high, share: high - low)
        return (window, [.number(start), .number(end)])
    }
}

extension ResolvedChart {
    /// "Scrolls horizontally: shows June 1 to June 30, of January 1 to December 31, 2024.": the first and last
    /// values of the marks in the window, and of all the marks.
    func scrollSentence(_ windows: [ScrollSpec.Axis: ScrollWindow], whole: ResolvedChart) -> String {
        let phrases = Phrases(locale: locale)
        return ScrollSpec.Axis.allCases.compactMap { name -> String? in
            guard windows[name] != nil else { return nil }
            let horizontal = name == .x
            func ends(_ chart: ResolvedChart, inside: Bool) -> (DataValue, DataValue)? {
                var values: [(Double, DataValue)] = []
                for layer in chart.layers where layer.isOnAxes {
                    for mark in layer.marks {
                        let place = horizontal ? mark.centreX : (mark.y0 + mark.y1) / 2
                        guard let value = horizontal ? mark.xValue : mark.yValue, place.isFinite else { continue }
                        if inside && !(place >= -1e-9 && place <= 1 + 1e-9) { continue }
                        values.append((place, value))
                    }
                }
                guard let first = values.min(by: { $0.0 < $1.0 }), let last = values.max(by: { $0.0 < $1.0 }) else { return nil }
                // Down a y axis the top comes first.
                return horizontal ? (first.1, last.1) : (last.1, first.1)
            }
            guard let shown = ends(self, inside: true), let all = ends(whole, inside: false) else { return nil }
            let axis = horizontal ? whole.x : whole.y
            // The words' style (a year said once) from the data's own first and last values.
            let numbers = [all.0, all.1].compactMap { v -> Double? in
                switch v { case .number(let n), .date(let n): n; case .category: nil }
            }
            let words = AxisWords(axis: axis, values: numbers, phrases: phrases, calendar: calendar)
            func say(_ pair: (DataValue, DataValue)) -> (String, String) {
                if case .date(let lo) = pair.0, case .date(let hi) = pair.1, !words.standsForWeeks { return words.dateRange(lo, hi) }
                return (words.position(pair.0), words.position(pair.1))
            }
            return phrases.scrolls(horizontally: horizontal, shown: say(shown), whole: say(all))
        }.joined(separator: " ")
    }
}
