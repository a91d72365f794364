import Foundation
import PlotlineScene

// Function plots, as Swift Charts declares them: a line or area through y = f(x), an area between two
// functions. The function is sampled (`FunctionSampling`) when the
// chart is built, over `domain`, or, without one, over the domain the chart's `chartXScale(domain:)` gives;
// the samples are the plot's marks, so the spec (and its JSON) holds them as a table of numbers.
//
// ```swift
// Chart {
//     LinePlot(x: "x", y: "y", domain: -5...5) { x in sin(x) }
// }
// ```

/// How a function plot makes its marks from a domain: sampled, then each sample made into a mark.
struct FunctionSampler: Sendable {
    let domain: ClosedRange<Double>?
    let outputs: Int
    let function: @Sendable (Double) -> [Double]
    /// A mark from an input and the function's outputs there.
    let mark: @Sendable (Double, [Double]) -> MarkInstance
    /// Whose marks these are, for errors ("LinePlot(x: \"x\", y: \"y\")").
    let name: String

    func marks(over domain: ClosedRange<Double>) -> [MarkInstance] {
        FunctionSampling.sample(domain, outputs: outputs, function).map { mark($0.t, $0.values) }
    }

    static func check(_ domain: ClosedRange<Double>, of name: String) -> PlotlineError? {
        guard domain.lowerBound.isFinite && domain.upperBound.isFinite else {
            return .invalidOption(name: name, reason: "a function's domain must be finite; found \(domain)")
        }
        return nil
    }
}

/// The author's function, as Swift Charts takes it (not `@Sendable`: it may use the view's properties or a
/// local function). It is called while the chart is built, and again when a modifier gives the chart the x
/// domain it is sampled over, never from two places at once.
struct PlotFunction<Output>: @unchecked Sendable {
    let function: (Double) -> Output
    init(_ function: @escaping (Double) -> Output) { self.function = function }
    func callAsFunction(_ x: Double) -> Output { function(x) }
}

extension FunctionPlotContent {
    init(_ sampler: FunctionSampler) { self.sampler = sampler }
}

extension MarkPlot where Content == FunctionPlotContent {
    /// The marks of a function plot: sampled now over its own domain, or left for the chart's x domain.
    static func function(_ sampler: FunctionSampler) -> PlotMarks<FunctionPlotContent> {
        var plot = PlotMarks(content: FunctionPlotContent(sampler), marks: [])
        if let domain = sampler.domain {
            plot.problem = FunctionSampler.check(domain, of: sampler.name)
            if plot.problem == nil { plot.marks = sampler.marks(over: domain) }
        }
        // Modifiers change this mark too, so marks sampled later take them.
        plot.template = sampler.mark(.nan, Array(repeating: .nan, count: sampler.outputs))
        return plot
    }
}

extension LinePlot where Content == FunctionPlotContent {
    /// A line through y = f(x), with `.nan` where the function is undefined (the line leaves a gap there).
    public init<S1: StringProtocol, S2: StringProtocol>(
        x: S1, y: S2, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double
    ) {
        let x = String(x), y = String(y), function = PlotFunction(function)
        plot = Self.function(FunctionSampler(domain: domain, outputs: 1, function: { [function($0)] }, mark: { t, v in
            LineMark(x: .value(x, t), y: .value(y, v[0])).instance
        }, name: "LinePlot(x: \"\(x)\", y: \"\(y)\")"))
    }
}

extension LinePlot where Content == FunctionPlotContent {
    /// A curve traced by (x, y) = f(t) as t runs over `domain`: a circle, a spiral, a Lissajous figure.
    /// Its points are joined in order of t (``PathOrder/data``), not of x, so the curve may double back;
    /// `.nan` leaves a gap as it does for y = f(x).
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(
        x: S1, y: S2, t: S3, domain: ClosedRange<Double>,
        function: @escaping (Double) -> (x: Double, y: Double)
    ) {
        let x = String(x), y = String(y), t = String(t), function = PlotFunction(function)
        plot = Self.function(FunctionSampler(domain: domain, outputs: 2, function: {
            let point = function($0)
            return [point.x, point.y]
        }, mark: { _, v in
            var mark = LineMark(x: .value(x, v[0]), y: .value(y, v[1])).instance
            mark.pathOrder = .data
            return mark
        }, name: "LinePlot(x: \"\(x)\", y: \"\(y)\", t: \"\(t)\")"))
    }
}

extension AreaPlot where Content == FunctionPlotContent {
    /// The area between zero and y = f(x).
    public init<S1: StringProtocol, S2: StringProtocol>(
        x: S1, y: S2, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double
    ) {
        let x = String(x), y = String(y), function = PlotFunction(function)
        plot = Self.function(FunctionSampler(domain: domain, outputs: 1, function: { [function($0)] }, mark: { t, v in
            AreaMark(x: .value(x, t), y: .value(y, v[0])).instance
        }, name: "AreaPlot(x: \"\(x)\", y: \"\(y)\")"))
    }

    /// The area between two functions of x: `{ x in (yStart: sin(x), yEnd: cos(x)) }`.
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(
        x: S1, yStart: S2, yEnd: S3, domain: ClosedRange<Double>? = nil,
        function: @escaping (Double) -> (yStart: Double, yEnd: Double)
    ) {
        let x = String(x), yStart = String(yStart), yEnd = String(yEnd), function = PlotFunction(function)
        plot = Self.function(FunctionSampler(domain: domain, outputs: 2, function: {
            let band = function($0)
            return [band.yStart, band.yEnd]
        }, mark: { t, v in
            AreaMark(x: .value(x, t), yStart: .value(yStart, v[0]), yEnd: .value(yEnd, v[1])).instance
        }, name: "AreaPlot(x: \"\(x)\", yStart: \"\(yStart)\", yEnd: \"\(yEnd)\")"))
    }
}
