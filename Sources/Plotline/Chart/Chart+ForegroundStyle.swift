import Foundation
import PlotlineScene

extension Chart {
    /// A style written on the whole chart (`Chart { ... }.foregroundStyle(.teal)`), as SwiftUI hands it to every
    /// mark through the environment: marks with no color of their own and no `foregroundStyle(by:)` are drawn
    /// in it (the chart's accent, the first series' color). A mark's own style and a scale's colors still win.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Chart {
        chartAccent(style.cssColor)
    }
}

extension Chart {
    /// SwiftUI's older name for a color given to every mark: see ``foregroundStyle(_:)``.
    public func foregroundColor(_ color: Color?) -> Chart {
        guard let color else { return self }
        return foregroundStyle(color)
    }
}
