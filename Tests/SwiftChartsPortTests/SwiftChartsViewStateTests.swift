import Foundation
import Testing
import Plotline

/// The state and environment SwiftUI code around a chart reads (issue 32): `@Binding` in an app's own view,
/// written through to the `@State` it came from, `@Environment(\.colorScheme)`, and the chart view's own
/// `overlay` and placing modifiers.
@Suite struct SwiftChartsViewStateTests {
    struct Sale: Identifiable { var id: String { month }; var month: String; var units: Int }
    static let sales = [Sale(month: "Jan", units: 12), Sale(month: "Feb", units: 30), Sale(month: "Mar", units: 22)]

    /// An app's view that holds its selection as a binding and styles by the color scheme.
    struct SalesChart {
        var sales: [Sale]
        @Binding var highlighted: String?
        @Environment(\.colorScheme) var colorScheme

        var chart: Chart {
            Chart(sales) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                    .foregroundStyle(sale.month == highlighted ? Color.orange : (colorScheme == .dark ? .white : .gray))
            }
            .overlay {
                if sales.isEmpty {
                    Text("No sales yet")
                }
            }
            .font(.caption)
            .fixedSize(horizontal: false, vertical: true)
            .id(highlighted)
        }
    }

    @Test func aBindingReadsAndWritesItsState() throws {
        @State var highlighted: String? = "Feb"
        let view = SalesChart(sales: Self.sales, highlighted: $highlighted)
        let scene = Scene(try view.chart.resolve())
        let fills = scene.shapes.filter { $0.classes.contains("bar") }.compactMap { $0.fill?.hex }
        #expect(fills == ["#8e8e93", "#ff9500", "#8e8e93"])
        // Written through the binding, read from the state.
        view.highlighted = "Mar"
        #expect(highlighted == "Mar")
        let again = Scene(try view.chart.resolve()).shapes.filter { $0.classes.contains("bar") }.compactMap { $0.fill?.hex }
        #expect(again == ["#8e8e93", "#8e8e93", "#ff9500"])
    }

    @Test func theChartViewsOverlayIsDrawnOverTheChart() throws {
        @State var highlighted: String? = nil
        let empty = Scene(try SalesChart(sales: [], highlighted: $highlighted).chart.resolve())
        let words = empty.texts.filter { $0.classes == "overlay-text" }
        #expect(words.map(\.text) == ["No sales yet"])
        let full = Scene(try SalesChart(sales: Self.sales, highlighted: $highlighted).chart.resolve())
        #expect(full.texts.filter { $0.classes == "overlay-text" }.isEmpty)
    }
}
