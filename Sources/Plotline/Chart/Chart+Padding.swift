import Foundation
import PlotlineScene

/// SwiftUI's edges, for `padding(_:_:)`.
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges: `.all`, `.horizontal`, `.vertical`, or single edges.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        public static let top = Set(.top), leading = Set(.leading), bottom = Set(.bottom), trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Space on each side, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Sendable, Hashable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

extension Chart {
    /// The space SwiftUI's `padding()` puts around a view when no length is given.
    public static let defaultPadding: CGFloat = 16

    /// Space around the chart, as SwiftUI's `padding`: `.padding()`, `.padding(8)`, `.padding(.horizontal, 20)`.
    /// The chart is drawn as it was, and the picture grows by the space: `.frame(height: 300).padding()` is
    /// 332 points tall with the chart's 300 inside, as SwiftUI lays it out. A `frame` written after it sets
    /// the whole size again, the space kept inside it.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> Chart {
        let space = Double(length ?? Self.defaultPadding)
        return padding(EdgeInsets(top: edges.contains(.top) ? space : 0, leading: edges.contains(.leading) ? space : 0,
                                  bottom: edges.contains(.bottom) ? space : 0,
                                  trailing: edges.contains(.trailing) ? space : 0))
    }

    /// The same space on every side: `.padding(12)`.
    public func padding(_ length: CGFloat) -> Chart { padding(.all, length) }

    /// Space on each side as given.
    public func padding(_ insets: EdgeInsets) -> Chart {
        var copy = self
        let added = PaddingSpec(top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
                                trailing: Double(insets.trailing))
        copy.spec.padding = (spec.padding ?? PaddingSpec()).adding(added)
        copy.spec.width = (spec.width ?? ChartSpec.defaultWidth) + added.horizontal
        copy.spec.height = (spec.height ?? ChartSpec.defaultHeight) + added.vertical
        return copy
    }

    /// How `aspectRatio` fits the chart, as SwiftUI names it.
    public enum ContentMode: Sendable, Hashable { case fit, fill }

    /// The chart's proportions, width over height: the height follows from the width (`.aspectRatio(1.5,
    /// contentMode: .fit)` on a 640-point chart makes it 427 points tall). With no ratio the size is kept.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> Chart {
        guard let ratio, ratio.isFinite, ratio > 0 else {
            var copy = self
            if ratio != nil, copy.problem == nil {
                copy.problem = .invalidOption(name: "aspectRatio", reason: "\(ratio!) is not a ratio above 0")
            }
            return copy
        }
        var copy = self
        let padding = spec.padding ?? PaddingSpec()
        let inner = (spec.width ?? ChartSpec.defaultWidth) - padding.horizontal
        copy.spec.height = (inner / Double(ratio)).rounded() + padding.vertical
        return copy
    }

    /// The proportions of a size, width over height (`.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)`).
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> Chart {
        aspectRatio(size.height == 0 ? CGFloat.nan : size.width / size.height, contentMode: contentMode)
    }
}
