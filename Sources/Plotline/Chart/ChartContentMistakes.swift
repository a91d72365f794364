import PlotlineScene
/// Things often written inside `Chart { }` that are not chart content, each refused by the compiler with
/// what to write instead, so the error names the real mistake rather than the builder's generic
/// "requires that 'String' conform to 'ChartContent'".
extension ChartContentBuilder {
    @available(*, unavailable, message: "text is not a mark; label a mark with .annotation(\"...\"), or name the chart with .chartTitle(\"...\")")
    public static func buildExpression(_ text: String) -> any ChartContent { fatalError("unavailable") }

    @available(*, unavailable, message: "AxisMarks go in .chartXAxis { ... } or .chartYAxis { ... }, not inside Chart { ... }")
    public static func buildExpression(_ marks: AxisMarks) -> any ChartContent { fatalError("unavailable") }

    @available(*, unavailable, message: "a chart inside a chart is not drawn; put its marks in this Chart { ... }")
    public static func buildExpression(_ chart: Chart) -> any ChartContent { fatalError("unavailable") }

    @_disfavoredOverload
    @available(*, unavailable, message: "only chart content goes inside Chart { ... }: marks (BarMark, LineMark ...), plots (LinePlot ...), ForEach, if and for")
    public static func buildExpression<T>(_ value: T) -> any ChartContent { fatalError("unavailable") }
}

/// A series modifier given a bare value instead of a labelled one: said as such, rather than "generic
/// parameter 'V' could not be inferred".
extension Mark {
    @available(*, unavailable, message: "label the value: .foregroundStyle(by: .value(\"Label\", value))")
    public func foregroundStyle<V: Plottable>(by value: V) -> Self { fatalError("unavailable") }

    @available(*, unavailable, message: "label the value: .symbol(by: .value(\"Label\", value))")
    public func symbol<V: Plottable>(by value: V) -> Self { fatalError("unavailable") }

    @available(*, unavailable, message: "label the value: .lineStyle(by: .value(\"Label\", value))")
    public func lineStyle<V: Plottable>(by value: V) -> Self { fatalError("unavailable") }

    @available(*, unavailable, message: "label the value: .position(by: .value(\"Label\", value))")
    public func position<V: Plottable>(by value: V) -> Self { fatalError("unavailable") }
}
