import Foundation
import PlotlineScene
/// `chartLegend(position:alignment:spacing:)` as Swift Charts spells it.
extension Chart {
    /// Where the legend sits: a side (`.top`, `.bottom`, `.leading`, `.trailing`) or a corner
    /// (`.topLeading`, `.bottomTrailing`...: above or below the plot, at that end); `alignment` places a key
    /// above or below along the chart (`.leading`, `.center`, `.trailing`) and one beside the plot along the
    /// plot's height (`.top`, `.center`, `.bottom`: the alignment's vertical part), `spacing` is its gap from the
    /// plot area in points. `.overlay` is drawn above the plot at its trailing end, off the data.
    public func chartLegend(position: LegendPosition = .automatic, alignment: Alignment? = nil, spacing: Double? = nil) -> Chart {
        with { spec in
            var legend = (spec.legend ?? LegendSpec()).with(position: position)
            if position == .leading || position == .trailing {
                // Beside the plot, a key sits along its height: the alignment's vertical part (leading: its top).
                switch alignment {
                case .top?, .topLeading?, .topTrailing?: legend.alignment = .leading
                case .center?, .leading?, .trailing?: legend.alignment = .center
                case .bottom?, .bottomLeading?, .bottomTrailing?: legend.alignment = .trailing
                case nil: break
                }
            } else {
                switch alignment {
                case .leading?, .topLeading?, .bottomLeading?: legend.alignment = .leading
                case .center?, .top?, .bottom?: legend.alignment = .center
                case .trailing?, .topTrailing?, .bottomTrailing?: legend.alignment = .trailing
                case nil: break
                }
            }
            if let spacing { legend.spacing = spacing }
            spec.legend = legend
        }
    }
}

extension Chart {
    /// A legend written as a view, as Swift Charts takes it: `chartLegend(position: .top) { HStack { ... } }`.
    /// The view is drawn in the legend's place (stacks, text, shapes with their fills and frames), in place of
    /// Plotline's own key, and shown even for one series, as Swift Charts shows it; `.chartLegend(.hidden)`
    /// hides it. The words still name the series from the data: a view says nothing a screen reader hears.
    public func chartLegend<Content: View>(position: LegendPosition = .automatic, alignment: Alignment? = nil,
                                           spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) -> Chart {
        var copy = chartLegend(position: position, alignment: alignment, spacing: spacing.map(Double.init))
        copy.legendView = ViewTree.of(content())
        return copy
    }
}

extension ResolvedLegend {
    /// The side and alignment of the spec's position: a corner is its side, aligned to its end; an
    /// alignment given with it wins.
    mutating func place(_ spec: LegendSpec?) {
        switch spec?.position {
        case .topLeading?, .bottomLeading?: alignment = .leading
        case .topTrailing?, .bottomTrailing?, .overlay?: alignment = .trailing
        default: break
        }
        if let given = spec?.alignment { alignment = given }
        spacing = spec?.spacing
    }
}
