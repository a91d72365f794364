import PlotlineScene
/// Anything that can go inside a `Chart { ... }`: a mark, a `ForEach`, or a block of them; or the app's own
/// content, as Swift Charts has it, made of other content by its `body`:
///
/// ```swift
/// struct GoalLine: ChartContent {
///     let goal: Double
///     var body: some ChartContent {
///         RuleMark(y: .value("Goal", goal)).foregroundStyle(.gray)
///     }
/// }
/// ```
public protocol ChartContent: Sendable {
    /// The content this content is made of; `Never` for Plotline's own content, which collects itself.
    associatedtype Body: ChartContent = Never

    /// The content this content is made of (the app's own `ChartContent` types).
    @ChartContentBuilder var body: Body { get }

    /// Adds this content's marks to `collector`. `path` says where in the builder the content stands,
    /// so the marks one declaration makes for every element of the data become one layer.
    func collect(into collector: inout ContentCollector, path: ContentPath)
}

extension ChartContent {
    /// Content made of other content collects what its `body` is made of.
    public func collect(into collector: inout ContentCollector, path: ContentPath) {
        body.collect(into: &collector, path: path)
    }
}

extension ChartContent where Body == Never {
    /// Plotline's own content has no body: it collects itself.
    public var body: Never { fatalError("\(Self.self) collects its own marks and has no body") }
}

extension Never: ChartContent {
    public typealias Body = Never
    public func collect(into collector: inout ContentCollector, path: ContentPath) {}
}

/// Where a piece of content stands in a chart's builder: the indices of the blocks around it.
public struct ContentPath: Sendable, Hashable {
    var indices: [Int] = []

    func appending(_ index: Int) -> ContentPath { ContentPath(indices: indices + [index]) }
}

/// Several pieces of content in one block.
public struct ChartContentBlock: ChartContent {
    let parts: [any ChartContent]

    public func collect(into collector: inout ContentCollector, path: ContentPath) {
        for (index, part) in parts.enumerated() {
            part.collect(into: &collector, path: path.appending(index))
        }
    }
}

/// Content that is there or not (`if` without `else`).
public struct OptionalChartContent: ChartContent {
    let content: (any ChartContent)?

    public func collect(into collector: inout ContentCollector, path: ContentPath) {
        collector.enterCondition()
        content?.collect(into: &collector, path: path)
        collector.leaveCondition()
    }
}

/// One branch of an `if`/`else` or `switch`.
public struct ConditionalChartContent: ChartContent {
    let branch: Int
    let content: any ChartContent

    public func collect(into collector: inout ContentCollector, path: ContentPath) {
        collector.enterCondition()
        content.collect(into: &collector, path: path.appending(branch))
        collector.leaveCondition()
    }
}

/// The same content for each element of a collection. Every element's marks join the same layers.
public struct ForEach: ChartContent {
    let items: [any ChartContent]
    /// The views made for each element, when the `ForEach` is in a view (ForEach+View.swift).
    var views: [any View] = []

    public init<Data: Sequence, Content: ChartContent>(
        _ data: Data, @ChartContentBuilder content: (Data.Element) -> Content
    ) {
        items = data.map { content($0) }
    }

    /// As in Swift Charts, for data that is not `Identifiable`; marks keep the data's order.
    public init<Data: Sequence, ID: Hashable, Content: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: (Data.Element) -> Content
    ) {
        items = data.map { content($0) }
    }

    public func collect(into collector: inout ContentCollector, path: ContentPath) {
        // A condition inside the loop is on a row, not on the chart's state.
        collector.rowDepth += 1
        for item in items { item.collect(into: &collector, path: path) }
        collector.rowDepth -= 1
    }
}

/// Builds chart content from marks, `ForEach`, `if` and `for` (a result builder, as in Swift Charts).
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> any ChartContent { content }
    public static func buildBlock(_ parts: any ChartContent...) -> ChartContentBlock { ChartContentBlock(parts: parts) }
    public static func buildOptional(_ content: (any ChartContent)?) -> OptionalChartContent {
        OptionalChartContent(content: content)
    }
    public static func buildEither(first content: any ChartContent) -> ConditionalChartContent {
        ConditionalChartContent(branch: 0, content: content)
    }
    public static func buildEither(second content: any ChartContent) -> ConditionalChartContent {
        ConditionalChartContent(branch: 1, content: content)
    }
    public static func buildArray(_ parts: [any ChartContent]) -> ForEach { ForEach(items: parts) }
    public static func buildLimitedAvailability(_ content: any ChartContent) -> any ChartContent { content }
}

extension ForEach {
    init(items: [any ChartContent]) { self.items = items }
}
