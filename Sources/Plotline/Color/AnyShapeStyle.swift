import Foundation
import PlotlineScene

/// A style of any kind, as SwiftUI's `AnyShapeStyle`: what apps write to pick between a color and a gradient
/// in one expression (`isSelected ? AnyShapeStyle(Color.blue) : AnyShapeStyle(.gray.gradient)`). It paints as
/// the style it holds: a gradient stays a gradient, a shadow stays a shadow.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) { base = style }

    public var cssColor: String { base.cssColor }
}

extension ShapeStyle {
    /// The style under any `AnyShapeStyle` wrapping, read where a mark takes its gradient or shadow.
    var unerased: any ShapeStyle { (self as? AnyShapeStyle)?.base.unerased ?? self }
}
