import PlotlineScene
/// A chart's function plots that have no domain of its own, and the problem collecting them gave.
struct PendingFunctions: Sendable {
    let content: any ChartContent
    var problem: PlotlineError?
}

extension Chart {
    /// The chart with its function plots sampled again, over its new x domain, when a modifier changed it
    /// (`.chartXScale(domain: -15...15)` after `LinePlot(x: "x", y: "y") { sin($0) }`).
    func resamplingFunctions(before: ChartSpec) -> Chart {
        guard var pending = pendingFunctions, spec.xScale?.domain != before.xScale?.domain else { return self }
        var copy = self
        var collector = ContentCollector()
        if let bounds = spec.xScale?.domain, bounds.count == 2,
           case .number(let a) = bounds[0], case .number(let b) = bounds[1] {
            collector.functionDomain = min(a, b)...max(a, b)
        }
        pending.content.collect(into: &collector, path: ContentPath())
        let collected: PlotlineError?
        do {
            copy.spec.marks = try collector.markSpecs()
            collected = nil
        } catch {
            collected = error
        }
        // Only the collection's own problem is replaced; another modifier's stays.
        if copy.problem == pending.problem { copy.problem = collected }
        pending.problem = collected
        copy.pendingFunctions = pending
        return copy
    }
}
