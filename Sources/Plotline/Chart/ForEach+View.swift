import Foundation
import PlotlineScene

/// `ForEach` in a view, as a legend or an annotation writes it: `HStack { ForEach(series, id: \.self) { s in ... } }`.
/// Its views join the stack around it.
extension ForEach: View, TreeView {
    public typealias Body = Never
    /// `ForEach` is drawn from its parts, as content or as views.
    public var body: Never { return fatalError("ForEach has no body") }

    // Less favoured than content's: a `ForEach` whose rows are `ForEach`es (a series' marks in a series'
    // loop, as Swift Charts' documentation writes them) is both, and is content in a chart; rows that are
    // views alone are views.
    @_disfavoredOverload
    public init<Data: Sequence, Content: View>(_ data: Data, @ViewBuilder content: (Data.Element) -> Content) {
        items = []
        views = data.map { content($0) }
    }

    @_disfavoredOverload
    public init<Data: Sequence, ID: Hashable, Content: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> Content
    ) {
        items = []
        views = data.map { content($0) }
    }

    /// The views made for each row: made as views, or as `ForEach`es of views made as content.
    var rowViews: [any View] {
        func views(_ content: any ChartContent) -> [any View] {
            if let view = content as? any View { return [view] }
            if let block = content as? ChartContentBlock { return block.parts.flatMap(views) }
            return []
        }
        return self.views + items.flatMap(views)
    }

    func tree(in context: ViewContext) -> ViewTree {
        ViewGroup(views: rowViews).tree(in: context)
    }
}
