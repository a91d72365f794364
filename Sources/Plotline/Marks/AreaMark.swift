import PlotlineScene
/// An area fills between a line and zero (or between two values); areas of several series stack.
public struct AreaMark: Mark {
    public var instance: MarkInstance

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            stacking: MarkStackingMethod = .standard) {
        instance = MarkInstance(.area, [.x: x.plotted, .y: y.plotted])
        instance.stacking = stacking
    }

    /// Areas split by `series` (one per value) in one style, stacked by `stacking` (`.standard`,
    /// `.normalized`, `.center` or `.unstacked`).
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                                          series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        instance = MarkInstance(.area, [.x: x.plotted, .y: y.plotted, .series: series.plotted])
        instance.stacking = stacking
    }

    /// A band between `yStart` and `yEnd` along x (a range, like a resting heart-rate band).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        instance = MarkInstance(.area, [.x: x.plotted, .yStart: yStart.plotted, .yEnd: yEnd.plotted])
    }

    /// Bands between `yStart` and `yEnd` along x, one per value of `series` (ranges of several groups).
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>,
                                                          yEnd: PlottableValue<Y>, series: PlottableValue<S>) {
        instance = MarkInstance(.area, [.x: x.plotted, .yStart: yStart.plotted, .yEnd: yEnd.plotted,
                                        .series: series.plotted])
    }

    /// Bands between `xStart` and `xEnd` along y, one per value of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                                          y: PlottableValue<Y>, series: PlottableValue<S>) {
        instance = MarkInstance(.area, [.xStart: xStart.plotted, .xEnd: xEnd.plotted, .y: y.plotted,
                                        .series: series.plotted])
    }

    /// A band between `xStart` and `xEnd` along y.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        instance = MarkInstance(.area, [.xStart: xStart.plotted, .xEnd: xEnd.plotted, .y: y.plotted])
    }
}

extension AreaMark: MarkDefinition {
    static let type = MarkType.area
    static let words = MarkWords(chart: .areaChart, counted: .areaValues)
    static let channelSets: [Set<Channel>] = [[.x, .y], [.x, .yStart, .yEnd], [.xStart, .xEnd, .y]]
    static let isContinuous = true
    static let startsAtZero = true
    static let stacking = StackingRule.acrossSeries
    static let overviewRank = 2
    static let reduction = ReductionKind.m4

    /// Filled between its base and its values, with its top drawn as a line in full color; hatched for the
    /// second series on when patterns are on (C2).
    static func draw(_ marks: [ResolvedMark], _ context: MarkDrawContext) -> DrawnMarks {
        guard !marks.isEmpty else { return .whole([]) }
        let layout = context.layout, layer = context.layer
        let color = context.fill(marks[0])
        var fill = ScenePath(), edge = ScenePath()
        var hatches: [SceneNode] = []
        let dx = layer.style.offset?.x ?? 0, dy = layer.style.offset?.y ?? 0
        for segment in MarkDrawContext.segments(marks) {
            let top = segment.map { (x: layout.px($0.centreX) + dx, y: layout.py($0.y1) + dy) }
            let base = segment.reversed().map { (x: layout.px($0.centreX) + dx, y: layout.py($0.y0) + dy) }
            Curve.path(through: top, method: layer.interpolation, into: &fill)
            Curve.path(through: base, method: layer.interpolation, into: &fill, continuing: true)
            fill.close()
            Curve.path(through: top, method: layer.interpolation, into: &edge)
            if context.patternIndex > 0,
               let hatch = Hatching.node(inside: top + base, series: context.patternIndex, theme: context.theme) {
                hatches.append(hatch)
            }
        }
        let fillColor = layer.style.opacity == nil ? color.opacity(0.35) : color
        // The hatching under the top line, so the line stays whole.
        return .whole([
            .shape(SceneShape(classes: "mark area", attributes: context.seriesAttributes, geometry: .path(fill),
                              fill: fillColor, clipsToPlotArea: true)),
        ] + hatches + [
            .shape(SceneShape(classes: "mark area-edge", geometry: .path(edge),
                              stroke: Stroke(color: color.opacity(1), width: layer.style.lineWidth ?? 1.5,
                                             lineCap: .round, lineJoin: .round),
                              clipsToPlotArea: true)),
        ])
    }
}

extension MarkType {
    /// Areas: `AreaMark`.
    public static let area = MarkType(registering: "area")
}
