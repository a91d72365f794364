import Foundation
import PlotlineScene

/// `ForEach` in a view, as a legend or an annotation writes it: `HStack { ForEach(series, id: \.self) { s in ... } }`.
/// Its views join the stack around it.
extension ForEach: View, TreeView {
    public typealias Body = Never
    /// `ForEach` is drawn from its parts, as content or as views.
    public var body: Never { return fatalError("ForEach has no body") }

    public init<Data: Sequence, Content: View>(_ data: Data, @ViewBuilder content: (Data.Element) -> Content) {
        items = []
        views = data.map { content($0) }
    }

    public init<Data: Sequence, ID: Hashable, Content: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> Content
    ) {
        items = []
        views = data.map { content($0) }
    }

    func tree(in context: ViewContext) -> ViewTree {
        ViewGroup(views: views).tree(in: context)
    }
}
