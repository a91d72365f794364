import Foundation
import PlotlineScene

/// The descriptor as JSON (`-o chart.descriptor.json`), described by `docs/chart-descriptor.schema.json`.
/// Axis value descriptions are written out where they are used: for each grid line and each data point.
extension ChartAccessibility {
    public func descriptorJSON() throws(PlotlineError) -> Data {
        let document = DescriptorDocument(self)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity",
                                                                      negativeInfinity: "-Infinity", nan: "NaN")
        do { return try encoder.encode(document) } catch {
            throw PlotlineError.invalidData("the descriptor cannot be written as JSON: \(error)")
        }
    }
}

struct DescriptorDocument: Encodable {
    struct Axis: Encodable {
        var kind: String
        var title: String
        var range: [Double]?
        var gridlinePositions: [Double]?
        var gridlineLabels: [String]?
        var scaleType: String?
        var isDate: Bool?
        var categoryOrder: [String]?

        init(_ axis: AxisDescriptor) {
            switch axis {
            case .numeric(let a):
                kind = "numeric"
                title = a.title
                range = [a.range.lowerBound, a.range.upperBound]
                gridlinePositions = a.gridlinePositions
                gridlineLabels = a.gridlinePositions.map(a.valueDescription)
                scaleType = a.scaleType.rawValue
                isDate = a.isDate
            case .categorical(let a):
                kind = "categorical"
                title = a.title
                categoryOrder = a.categoryOrder
            }
        }
    }

    struct Value: Encodable {
        let value: DataPointValue
        func encode(to encoder: Encoder) throws {
            var c = encoder.singleValueContainer()
            switch value {
            case .number(let v): if v.isFinite { try c.encode(v) } else { try c.encodeNil() }
            case .category(let s): try c.encode(s)
            }
        }
    }

    struct Point: Encodable {
        var x: Value
        var xDescription: String
        var y: Double?
        var yDescription: String?
        var yStart: Double?
        var yStartDescription: String?
        var additionalValues: [Value]
        var label: String?
    }

    struct Span: Encodable {
        var start: String
        var end: String
    }

    struct Series: Encodable {
        var name: String
        var isContinuous: Bool
        var dataPoints: [Point]
        /// Where the series has a row but no value, when it has such rows (the braille's blank cells).
        var missing: [Value]?
        /// One braille cell per data point (``BrailleGraph``), every series read against the same range.
        var braille: String
    }

    /// A rule or band the series are compared with: what the audio graph's earcons sound.
    struct Reference: Encodable {
        var kind: String
        var name: String
        var range: [Double]
    }

    /// The page's navigation tree below the chart, besides the series: each stack's total, each rule or
    /// band and each axis, in the words it announces.
    struct Navigation: Encodable {
        struct Axis: Encodable {
            var axis: String
            var text: String
        }
        var stackTotals: [String]
        var references: [String]
        var axes: [Axis]
    }

    var title: String?
    var summary: String?
    var overview: String
    var xAxis: Axis
    var yAxis: Axis
    var additionalAxes: [Axis]
    /// The titles of both edges when marks span two values (a band's lower and upper edge).
    var span: Span?
    var series: [Series]
    var labels: [String]
    var references: [Reference]
    var navigation: Navigation

    init(_ a: ChartAccessibility) {
        let d = a.descriptor
        let braille = BrailleGraph.lines(of: d)
        title = d.title
        summary = d.summary
        overview = a.overview
        xAxis = Axis(d.xAxis)
        yAxis = Axis(.numeric(d.yAxis))
        additionalAxes = d.additionalAxes.map(Axis.init)
        span = d.span.map { Span(start: $0.start, end: $0.end) }
        series = zip(d.series, braille).map { s, line in
            Series(name: s.name, isContinuous: s.isContinuous, dataPoints: s.dataPoints.map { p in
                let xText: String = switch (p.x, d.xAxis) {
                case (.category(let c), _): c
                case (.number(let v), .numeric(let axis)): axis.valueDescription(v)
                case (.number(let v), .categorical): "\(v)"
                }
                return Point(x: Value(value: p.x), xDescription: xText, y: p.y, yDescription: p.y.map(d.yAxis.valueDescription),
                             yStart: p.yStart, yStartDescription: p.yStart.map(d.yAxis.valueDescription),
                             additionalValues: p.additionalValues.map(Value.init), label: p.label)
            }, missing: s.missing.isEmpty ? nil : s.missing.map(Value.init), braille: line.cells)
        }
        references = d.references.map { Reference(kind: $0.kind.rawValue, name: $0.name, range: [$0.range.lowerBound, $0.range.upperBound]) }
        navigation = Navigation(stackTotals: a.stackTotalTexts, references: a.referenceTexts,
                                axes: zip(a.axisSides, a.axisTexts).map { Navigation.Axis(axis: $0, text: $1) })
        labels = a.chartLabel.map { [$0] } ?? a.labels.map(\.text)
    }
}
