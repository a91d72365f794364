import Foundation
import PlotlineScene

/// A selection the chart shows as it is drawn (``SelectionSpec``): where it is, and the mark of every series
/// nearest it, with its words, as the interactive page's scrubber picks them (the nearest mark of each
/// series along the axis). An angle selection picks the sector whose part of the whole holds the value.
public struct ResolvedSelection: Sendable, Equatable {
    public enum Axis: String, Sendable { case x, y, angle }

    /// One selected mark.
    public struct Selected: Sendable, Equatable {
        public var layer: Int
        /// Index into the layer's `marks`.
        public var mark: Int
        /// The mark's own label, as the page's readout shows it.
        public var label: String
    }

    public var axis: Axis
    /// Where the selection is along its axis, 0 to 1 (for an angle, the share of the whole from the top).
    public var position: Double
    public var marks: [Selected]

    /// What the words add: "Selected: Tuesday: 55 sales; ...".
    public var sentence: String { "Selected: " + marks.map(\.label).joined(separator: "; ") + "." }

    /// Finds the selection's marks in `chart` and adds it to the chart and to its words.
    static func resolve(_ spec: SelectionSpec, in chart: inout ResolvedChart) throws(PlotlineError) {
        let axis: Axis, value: JSONScalar
        switch (spec.x, spec.y, spec.angle) {
        case (let v?, nil, nil): (axis, value) = (.x, v)
        case (nil, let v?, nil): (axis, value) = (.y, v)
        case (nil, nil, let v?): (axis, value) = (.angle, v)
        case (nil, nil, nil): return
        default:
            throw .invalidSpec(path: "$.selection", reason: "select along one of x, y and angle, not several")
        }
        let position: Double
        if axis == .angle {
            guard case .number(let v) = value, v.isFinite, v >= 0 else {
                throw .invalidSpec(path: "$.selection.angle", reason: "expected a number not below zero")
            }
            position = v
        } else {
            position = try Self.position(value, on: axis == .x ? chart.x.scale : chart.y.scale,
                                         path: "$.selection.\(axis.rawValue)")
        }
        let labels = chart.accessibility.markLabels
        func label(_ layer: Int, _ mark: Int) -> String? {
            labels.first { $0.layer == layer && $0.marks == [mark] }?.text
        }
        var best: [Int: (distance: Double, layer: Int, mark: Int)] = [:]
        var order: [Int] = []
        var angleShare = position
        for (l, layer) in chart.layers.enumerated() {
            let isSector = !layer.type.definition.usesAxes
            guard (axis == .angle) == isSector, layer.type.definition.reference == .none else { continue }
            if isSector {
                // The angle as a value of the data: its share of this layer's whole.
                let total = layer.marks.reduce(0.0) { sum, m in
                    if case .number(let v)? = m.yValue { sum + v } else { sum }
                }
                angleShare = total > 0 ? position / total : 0
            }
            for (i, mark) in layer.marks.enumerated() where label(l, i) != nil {
                let distance: Double
                switch axis {
                case .x: distance = abs(mark.centreX - position)
                case .y: distance = abs((mark.y0 + mark.y1) / 2 - position)
                case .angle:
                    distance = angleShare >= mark.x0 && angleShare < mark.x1 ? 0 : min(abs(angleShare - mark.x0), abs(angleShare - mark.x1))
                }
                if best[mark.series] == nil { order.append(mark.series) }
                // Half-way between two marks, the later wins: a day selected at its midnight is that day,
                // whose mark sits at its middle.
                let along = axis == .x ? mark.centreX : (mark.y0 + mark.y1) / 2
                let closer = best[mark.series].map { b in
                    distance < b.distance - 1e-9 || (abs(distance - b.distance) <= 1e-9 && along > position)
                } ?? true
                if closer { best[mark.series] = (distance, l, i) }
            }
        }
        if axis == .angle {
            // One sector holds the angle: the nearest of all, not one per series.
            if let nearest = order.min(by: { best[$0]!.distance < best[$1]!.distance }) { order = [nearest] }
        }
        let marks = order.map { s in
            let b = best[s]!
            return Selected(layer: b.layer, mark: b.mark, label: label(b.layer, b.mark)!)
        }
        guard !marks.isEmpty else {
            throw .invalidSpec(path: "$.selection", reason: "the chart has no marks to select along \(axis.rawValue)")
        }
        // The rule stands at the selected marks when they share a place (a day's marks sit at its middle).
        var drawnAt = axis == .angle ? angleShare : position
        let places = Set(marks.map { m -> Double in
            let mark = chart.layers[m.layer].marks[m.mark]
            return axis == .x ? mark.centreX : (mark.y0 + mark.y1) / 2
        })
        if axis != .angle, places.count == 1, let place = places.first { drawnAt = place }
        let selection = ResolvedSelection(axis: axis, position: drawnAt, marks: marks)
        chart.selection = selection
        chart.accessibility.summary += " " + selection.sentence
        chart.accessibility.descriptor.summary = chart.accessibility.summary
    }

    /// The position of a selected value on a scale, 0 to 1.
    static func position(_ value: JSONScalar, on scale: PositionScale, path: String) throws(PlotlineError) -> Double {
        switch (scale.kind, value) {
        case (.band, .string(let name)):
            guard let index = scale.categories.firstIndex(of: name) else {
                throw .invalidSpec(path: path, reason: "'\(name)' is not a category of the axis; it has: "
                                   + scale.categories.prefix(8).joined(separator: ", "))
            }
            return scale.position(Double(index))
        case (.time, .string(let text)):
            guard let seconds = ISODate.parse(text) else {
                throw .invalidSpec(path: path, reason: "'\(text)' is not an ISO 8601 date")
            }
            return scale.position(seconds)
        case (_, .number(let v)) where scale.kind != .band:
            guard v.isFinite else { throw .invalidSpec(path: path, reason: "expected a finite number") }
            return scale.position(v)
        default:
            throw .invalidSpec(path: path, reason: "expected a \(scale.kind == .band ? "category" : scale.kind == .time ? "date" : "number") for a \(scale.kind.rawValue) axis")
        }
    }
}
