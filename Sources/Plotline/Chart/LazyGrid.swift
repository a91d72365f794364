import Foundation

/// A column or row of a lazy grid, as SwiftUI's `GridItem`: `Array(repeating: GridItem(), count: 2)`.
public struct GridItem: Sendable, Hashable {
    /// How wide a column (or tall a row) is. Plotline's grid makes each column as wide as its widest view
    /// whatever the size says, as a legend or a label in a chart's picture reads.
    public enum Size: Sendable, Hashable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Which views stay pinned while a lazy stack or grid scrolls (a static picture does not scroll).
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Views in rows of `columns.count`, as SwiftUI's `LazyVGrid` (a custom legend's two columns of labels):
/// the views fill the first row, then the next; each column is as wide as its widest view, the views in it
/// aligned by `alignment`, `spacing` between the rows and the first column's spacing between columns.
public struct LazyVGrid: View, TreeView {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Double?
    let views: [any View]

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> ViewGroup) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        views = content().views
    }

    func tree(in context: ViewContext) -> ViewTree {
        // Cell i in column i mod n: a column's views line up; rows line up where the views are as tall.
        let cells = ViewTree.children(views, in: context), n = max(columns.count, 1)
        let lines = (0..<min(n, cells.count)).map { c in stride(from: c, to: cells.count, by: n).map { cells[$0] } }
        return GridLines.tree(lines, alignment: alignment.alignment, spacing: spacing,
                              between: columns.first?.spacing.map(Double.init), across: .top)
    }
}

/// Views in columns of `rows.count`, as SwiftUI's `LazyHGrid`: the views fill the first column, then the
/// next, each row as tall as its tallest view.
public struct LazyHGrid: View, TreeView {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Double?
    let views: [any View]

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> ViewGroup) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        views = content().views
    }

    func tree(in context: ViewContext) -> ViewTree {
        // The first n cells fill the first column top to bottom, the next n the second: columns line up
        // (each as wide as its widest view, its views centred in it as a `GridItem`'s are), and rows line up
        // where the views are as tall.
        let cells = ViewTree.children(views, in: context), n = max(rows.count, 1)
        let lines = stride(from: 0, to: cells.count, by: n).map { Array(cells[$0..<min($0 + n, cells.count)]) }
        return GridLines.tree(lines, alignment: rows.first?.alignment ?? .center,
                              spacing: rows.first?.spacing.map(Double.init), between: spacing,
                              across: alignment.alignment)
    }
}

/// A grid as stacks: its columns, each a stack of its cells from top to bottom (`alignment` within the
/// column, `spacing` between its cells, 8 by default), side by side (`between` them, 8 by default, lined up
/// by `across`).
private enum GridLines {
    static func tree(_ columns: [[ViewTree]], alignment: Alignment, spacing: Double?, between: Double?,
                     across: Alignment) -> ViewTree {
        .stack(ViewStack(axis: .horizontal, alignment: across, spacing: between ?? 8, children: columns.map {
            .stack(ViewStack(axis: .vertical, alignment: alignment, spacing: spacing ?? 8, children: $0))
        }))
    }
}
