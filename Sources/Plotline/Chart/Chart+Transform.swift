import PlotlineScene
/// Transforms from Swift: `.chartTransform([.filter(...), .aggregate(...)])` on a chart.
extension Chart {
    /// Adds steps to the plan run on the chart's rows before they are drawn (see ``Transform``). A chart
    /// built from Swift values keeps each declaration's rows as that layer's own, so the steps run on every
    /// layer's rows; a chart from a spec with chart data runs them on that data.
    public func chartTransform(_ steps: [Transform]) -> Chart {
        var copy = self
        if copy.spec.data != nil { copy.spec.transform = (copy.spec.transform ?? []) + steps }
        for i in copy.spec.marks.indices where copy.spec.marks[i].data != nil {
            copy.spec.marks[i].transform = (copy.spec.marks[i].transform ?? []) + steps
        }
        return copy
    }
}

extension Transform {
    /// One row per group of `groupBy` with each measure: `.aggregate([.init(.sum, "rain")], groupBy:
    /// [.init("date", timeUnit: .month)])`.
    public static func aggregate(_ measures: [AggregateMeasure], groupBy: [GroupField] = []) -> Transform {
        .aggregate(AggregateTransform(groupBy: groupBy, measures: measures))
    }

    /// The rows whose `field` equals `value`.
    public static func filter(_ field: String, equals value: JSONScalar) -> Transform {
        .filter(FilterTransform(field: field, equal: value))
    }
}
