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
        // Column by column, so that a column's views line up; rows line up where the views are as tall.
        GridLines.tree(ViewTree.children(views, in: context), lines: columns, along: .vertical,
                       alignment: alignment.alignment, spacing: spacing, across: .top)
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
        GridLines.tree(ViewTree.children(views, in: context), lines: rows, along: .horizontal,
                       alignment: alignment.alignment, spacing: spacing, across: .leading)
    }
}

/// A grid as stacks: cell i goes to line i mod `lines.count`, each line a stack `along` the grid's growth
/// (`spacing` between its cells, 8 by default), the lines side by side across it, the first item's spacing
/// (8 by default) between them.
private enum GridLines {
    static func tree(_ cells: [ViewTree], lines: [GridItem], along axis: ViewStack.Axis, alignment: Alignment,
                     spacing: Double?, across: Alignment) -> ViewTree {
        let count = max(lines.count, 1)
        let stacks: [ViewTree] = (0..<min(count, cells.count)).map { line in
            .stack(ViewStack(axis: axis, alignment: alignment, spacing: spacing ?? 8,
                             children: stride(from: line, to: cells.count, by: count).map { cells[$0] }))
        }
        let between = lines.first?.spacing.map(Double.init) ?? 8
        return .stack(ViewStack(axis: axis == .vertical ? .horizontal : .vertical, alignment: across,
                                spacing: between, children: stacks))
    }
}
