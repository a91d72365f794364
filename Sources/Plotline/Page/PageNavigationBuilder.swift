import Foundation
import PlotlineScene

extension PageNavigation {
    /// The page's navigation of a chart, in points on its drawn plot area (B6): for each series, its points
    /// along the position axis (each with its label, where the indicator goes, what to highlight, its braille
    /// cell and value) and the groups along that axis (the grouped labels) as runs of points.
    ///
    /// Made from the resolved chart and its accessibility labels, never from the picture, so what the page
    /// announces is what the SVG and the audio graph say. The sound's part (each point's pitch and when it
    /// sounds) is the page's to add from the audio graph it plays: here each point carries the value its
    /// pitch is made from and the key its time is found by.
    ///
    /// The page walks it as a tree (after Olli): the chart; below it each series, each stack's total, each rule
    /// or band, then each axis and the legend; below a series its groups, below a group its points. A series of one point
    /// (a sector, one segment of a stack) is itself the leaf, so Left and Right move from segment to segment.
    init(chart: ResolvedChart, plotArea: Rect) {
        let valueIsX = ChartAccessibility.valueIsX(chart)
        let hasSectors = chart.layers.contains { !$0.isOnAxes }

        // Every mark's own label, whatever the chart's policy: the points of the hierarchy.
        let markLabels = chart.accessibility.markLabels.filter { !$0.isGroup && !$0.marks.isEmpty }
        let groupLabels = chart.accessibility.labels.filter(\.isGroup)
        // The braille the text writes; each point finds its cell by its line (the series' name) and its place.
        let descriptor = chart.accessibility.descriptor
        let text = BrailleGraph(descriptor: descriptor, locale: chart.locale)
        let braille = Braille(key: text.key, lines: text.lines.map { Braille.Line(head: text.head(of: $0), cells: $0.cells) })
        let brailleCells = BrailleGraph.cells(of: descriptor)
        var lineOf: [String: Int] = [:]
        for (i, series) in descriptor.series.enumerated() where lineOf[series.name] == nil { lineOf[series.name] = i }
        // One line for a chart of one series, whatever its name; parts of one whole (a pie) are one line,
        // a cell per part, at the part's name.
        let oneLine = descriptor.series.count == 1 ? 0 : nil
        let parts = oneLine != nil && chart.series.count > 1

        // Marks stand in the plot area less a padded range's padding, as the picture draws them.
        let dataArea = ChartLayout.dataArea(of: plotArea, chart: (chart.xRange, chart.yRange))
        func px(_ t: Double) -> Double { dataArea.x + t * dataArea.width }
        func py(_ t: Double) -> Double { dataArea.maxY - t * dataArea.height }
        func position(_ mark: ResolvedMark) -> Double { valueIsX ? mark.centreY : mark.centreX }
        func layerMark(_ label: MarkLabel) -> ResolvedMark? {
            guard chart.layers.indices.contains(label.layer), let first = label.marks.first,
                  chart.layers[label.layer].marks.indices.contains(first) else { return nil }
            return chart.layers[label.layer].marks[first]
        }

        // Each series' labels in their order, gathered in one pass (a search per series was quadratic:
        // 50,000 series took minutes).
        let labelsBySeries = Dictionary(grouping: markLabels, by: \.series)
        let groupsBySeries = Dictionary(grouping: groupLabels, by: \.series)
        // Series in legend order; marks without a series (a goal rule) last.
        let seriesOrder = labelsBySeries.keys.sorted(by: ResolvedSeries.inLegendOrder)

        var result: [Series] = []
        for s in seriesOrder {
            let labels = labelsBySeries[s] ?? []
            // A series drawn by several layers (a line with points on it) is walked once, by its fullest layer.
            var counts: [Int: Int] = [:]
            for label in labels { counts[label.layer, default: 0] += 1 }
            guard let layer = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })?.key
            else { continue }
            var placed: [(t: Double, point: Point)] = []
            let name = s >= 0 && s < chart.series.count ? chart.series[s].name : ""
            let line = lineOf[name] ?? oneLine
            // Each place's cells in order: a scatter may have several values at one x.
            var cellsAt: [DataPointValue: [Int]] = [:]
            if let line, brailleCells.indices.contains(line) {
                for (i, cell) in brailleCells[line].enumerated().reversed() where cell.value != nil { cellsAt[cell.place, default: []].append(i) }
            }
            for label in labels where label.layer == layer {
                guard let mark = layerMark(label) else { continue }
                let t = position(mark)
                var point = Point(label: label.text, pos: Self.round(valueIsX ? py(t) : px(t)))
                switch chart.layers[layer].focus(of: mark, plotArea: dataArea) {
                case .box(let r): point.box = [r.x, r.y, r.width, r.height].map(Self.round)
                case .dot(let x, let y): point.dot = [x, y].map(Self.round)
                }
                let value = Self.number(valueIsX ? mark.xValue : mark.yValue)
                let place = parts && lineOf[name] == nil ? .category(name)
                    : (valueIsX ? mark.yValue : mark.xValue).map(DataPointValue.init) ?? .category(name)
                point.c = cellsAt[place]?.popLast()
                point.v = (mark.colorNumber ?? value).flatMap { $0.isFinite ? $0 : nil }
                point.pitchValue = value.flatMap { $0.isFinite ? $0 : nil }
                point.timeKey = Self.key(valueIsX ? mark.yValue : mark.xValue)
                placed.append((t, point))
            }
            if !valueIsX || !chart.layers[layer].isOnAxes {
                placed.sort { $0.t < $1.t }
            } else {
                // Categories down the chart read from the top.
                placed.sort { $0.t > $1.t }
            }
            let ts = placed.map(\.t)
            var groups: [Group] = []
            for group in groupsBySeries[s] ?? [] where chart.layers.indices.contains(group.layer) {
                let marks = chart.layers[group.layer].marks
                let span = group.marks.filter(marks.indices.contains).map { position(marks[$0]) }
                guard let lo = span.min(), let hi = span.max() else { continue }
                let inside = ts.indices.filter { ts[$0] >= lo - 1e-9 && ts[$0] <= hi + 1e-9 }
                guard let first = inside.first, let last = inside.last else { continue }
                groups.append(Group(label: group.text, first: first, last: last))
            }
            result.append(Series(name: name, bl: line, points: placed.map(\.point), groups: groups))
        }
        let referenceBoxes = chart.accessibility.referenceMarks.map { place -> [Double] in
            guard place.count == 2, chart.layers.indices.contains(place[0]),
                  chart.layers[place[0]].marks.indices.contains(place[1]) else { return [] }
            let layer = chart.layers[place[0]]
            switch layer.focus(of: layer.marks[place[1]], plotArea: dataArea) {
            case .box(let r): return [r.x, r.y, r.width, r.height].map(Self.round)
            case .dot(let x, let y): return [x - 3, y - 3, 6, 6].map(Self.round)
            }
        }
        let totalBoxes = chart.accessibility.stackTotalMarks.map { places -> [Double] in
            let boxes: [Rect] = places.compactMap { place in
                guard place.count == 2, chart.layers.indices.contains(place[0]),
                      chart.layers[place[0]].marks.indices.contains(place[1]) else { return nil }
                let layer = chart.layers[place[0]]
                if case .box(let r) = layer.focus(of: layer.marks[place[1]], plotArea: dataArea) { return r }
                return nil
            }
            guard let x0 = boxes.map(\.x).min(), let y0 = boxes.map(\.y).min(),
                  let x1 = boxes.map(\.maxX).max(), let y1 = boxes.map(\.maxY).max() else { return [] }
            return [x0, y0, x1 - x0, y1 - y0].map(Self.round)
        }
        let names = result.map(\.name).filter { !$0.isEmpty }
        self.init(orientation: hasSectors ? "none" : (valueIsX ? "y" : "x"),
                  plot: [plotArea.x, plotArea.y, plotArea.width, plotArea.height], series: result,
                  totals: chart.accessibility.stackTotalTexts, totalBoxes: totalBoxes,
                  references: chart.accessibility.referenceTexts, referenceBoxes: referenceBoxes,
                  axes: chart.accessibility.axisTexts, axisSides: chart.accessibility.axisSides,
                  legend: names.count > 1 ? names : [], braille: braille)
    }


    /// A position's key as the audio graph's points are keyed (`NavigationTimes` in the page): a number or an
    /// instant as Swift writes it, a category as itself.
    static func key(_ value: DataValue?) -> String? {
        switch value {
        case .number(let v)?, .date(let v)?: String(v)
        case .category(let c)?: c
        case nil: nil
        }
    }

    static func number(_ value: DataValue?) -> Double? {
        switch value {
        case .number(let v)?, .date(let v)?: v
        default: nil
        }
    }
}
