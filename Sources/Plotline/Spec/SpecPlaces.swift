import PlotlineScene
/// The places in a spec that name data or a color, each with its JSON path: the one list that the
/// spec-folder rule (the command's `--data-root`), the color rule (``ChartSpec/checkColor(_:at:)``), the
/// date-format check and relocation all walk. A mark's places are found by the same function whether the
/// mark is a layer or a mark of a layer's mask, so what a layer is held to, its mask is too, and a field
/// added to a mark is added once, here. `SpecPlacesTests` walks the JSON schema to prove that every
/// `path` and every color the schema allows is in these lists.
extension ChartSpec {
    /// Every data source: the chart's (`$.data`), each layer's (`$.marks[i].data`) and each mask mark's
    /// (`$.marks[i].mask[j].data`).
    public var dataSources: [(path: String, source: DataSource)] {
        var found: [(path: String, source: DataSource)] = []
        var copy = self
        copy.visitDataSources { path, source in
            if let source { found.append((path, source)) }
        }
        return found
    }

    /// Calls `visit` with every data source's JSON path and the source (nil where none is given), which it
    /// may change.
    public mutating func visitDataSources(_ visit: (String, inout DataSource?) throws(PlotlineError) -> Void) throws(PlotlineError) {
        try visit("$.data", &data)
        for i in marks.indices { try marks[i].visitDataSources(at: "$.marks[\(i)]", visit) }
    }

    /// The same, for a visit that cannot fail.
    public mutating func visitDataSources(_ visit: (String, inout DataSource?) -> Void) {
        visit("$.data", &data)
        for i in marks.indices { marks[i].visitDataSources(at: "$.marks[\(i)]", visit) }
    }

    /// Every color the spec names, as written: the appearance's accent and palette, the color scales'
    /// ranges, the plot's background and border, and each mark's (layer's and mask mark's) style, its
    /// gradient's stops, shadow, row styles, annotation runs and every color in an annotation's or a symbol's view.
    public var colors: [(path: String, color: String)] {
        var found: [(path: String, color: String)] = []
        if let accent = appearance?.accent { found.append(("$.appearance.accent", accent)) }
        for (i, color) in (appearance?.palette ?? []).enumerated() { found.append(("$.appearance.palette[\(i)]", color)) }
        for (i, color) in (colorScale?.range ?? []).enumerated() { found.append(("$.colorScale.range[\(i)]", color)) }
        for (i, color) in (foregroundStyleScale?.range ?? []).enumerated() { found.append(("$.foregroundStyleScale.range[\(i)]", color)) }
        if let background = plotStyle?.background { found.append(("$.plotStyle.background", background)) }
        if let border = plotStyle?.border { found.append(("$.plotStyle.border.color", border.color)) }
        for (i, mark) in marks.enumerated() { found += mark.colors(at: "$.marks[\(i)]") }
        return found
    }
}

extension MarkSpec {
    mutating func visitDataSources(at path: String, _ visit: (String, inout DataSource?) throws(PlotlineError) -> Void) throws(PlotlineError) {
        try visit(path + ".data", &data)
        guard mask != nil else { return }
        for j in mask!.indices { try mask![j].visitDataSources(at: path + ".mask[\(j)]", visit) }
    }

    mutating func visitDataSources(at path: String, _ visit: (String, inout DataSource?) -> Void) {
        visit(path + ".data", &data)
        guard mask != nil else { return }
        for j in mask!.indices { mask![j].visitDataSources(at: path + ".mask[\(j)]", visit) }
    }

    /// The mark's colors: its style's, its row styles' and their annotation runs' and views', and its mask marks'.
    func colors(at path: String) -> [(path: String, color: String)] {
        var found: [(path: String, color: String)] = []
        func style(_ style: MarkStyle?, at path: String) {
            guard let style else { return }
            if let color = style.color { found.append((path + ".color", color)) }
            for (k, stop) in (style.gradient?.stops ?? []).enumerated() {
                found.append((path + ".gradient.stops[\(k)].color", stop.color))
            }
            for (layout, at) in Self.annotationLayouts(style, at: path) {
                for (l, line) in layout.lines.enumerated() {
                    for (r, run) in line.enumerated() {
                        if let color = run.color { found.append((at + ".lines[\(l)][\(r)].color", color)) }
                    }
                }
            }
            if let shadow = style.shadow { found.append((path + ".shadow.color", shadow.color)) }
        }
        style(self.style, at: path + ".style")
        for (k, row) in (rowStyles ?? []).enumerated() { style(row, at: path + ".rowStyles[\(k)]") }
        for (view, at) in ownViews(at: path) { found += view.colors(at: at) }
        for (j, mark) in (mask ?? []).enumerated() { found += mark.colors(at: path + ".mask[\(j)]") }
        return found
    }

    /// The views the mark's style and row styles hold (a symbol's view, an annotation's view), with their
    /// JSON paths; not its mask marks'.
    private func ownViews(at path: String) -> [(view: ViewTree, path: String)] {
        var found: [(view: ViewTree, path: String)] = []
        func style(_ style: MarkStyle?, at path: String) {
            if let view = style?.symbolView { found.append((view, path + ".symbolView")) }
            for (layout, at) in Self.annotationLayouts(style, at: path) {
                if let view = layout.view { found.append((view, at + ".view")) }
            }
        }
        style(self.style, at: path + ".style")
        for (k, row) in (rowStyles ?? []).enumerated() { style(row, at: path + ".rowStyles[\(k)]") }
        return found
    }

    /// The style's annotation layouts, the first and the further ones, with their JSON paths.
    private static func annotationLayouts(_ style: MarkStyle?, at path: String) -> [(AnnotationLayout, String)] {
        var found: [(AnnotationLayout, String)] = []
        if let layout = style?.annotationLayout { found.append((layout, path + ".annotationLayout")) }
        for (k, further) in (style?.furtherAnnotations ?? []).enumerated() {
            if let layout = further.layout { found.append((layout, path + ".furtherAnnotations[\(k)].layout")) }
        }
        return found
    }

    /// Every view the mark holds, its mask marks' too, with its JSON path.
    func views(at path: String) -> [(view: ViewTree, path: String)] {
        ownViews(at: path) + (mask ?? []).enumerated().flatMap { j, mark in mark.views(at: path + ".mask[\(j)]") }
    }
}

extension ViewTree {
    /// Every color in the view and the views inside it (text, shapes' fills and outlines, foreground styles,
    /// shadows, backgrounds, overlays and clip shapes), each with its JSON path below `path`, the tree written
    /// as Swift's `Codable` writes its cases (`$.….view.modified._1.foreground._0`).
    public func colors(at path: String) -> [(path: String, color: String)] {
        func shape(_ shape: ViewShape, at path: String) -> [(path: String, color: String)] {
            [(path + ".fill", shape.fill), (path + ".stroke", shape.stroke)].compactMap { place, color in color.map { (place, $0) } }
        }
        switch self {
        case .text(let text): return text.style.color.map { [(path + ".text._0.style.color", $0)] } ?? []
        case .shape(let s): return shape(s, at: path + ".shape._0")
        case .stack(let stack):
            return stack.children.enumerated().flatMap { i, child in child.colors(at: path + ".stack._0.children[\(i)]") }
        case .geometryReader(let children):
            return children.enumerated().flatMap { i, child in child.colors(at: path + ".geometryReader._0[\(i)]") }
        case .spacer, .divider, .empty: return []
        case .modified(let content, let modifier):
            let inner = content.colors(at: path + ".modified._0"), at = path + ".modified._1"
            switch modifier {
            case .foreground(let color): return inner + [(at + ".foreground._0", color)]
            case .shadow(let color, _, _, _): return inner + [(at + ".shadow.color", color)]
            case .background(let view, _): return inner + view.colors(at: at + ".background._0")
            case .overlay(let view, _): return inner + view.colors(at: at + ".overlay._0")
            case .clip(let s): return inner + shape(s, at: at + ".clip._0")
            case .font, .lineLimit, .textAlignment, .padding, .frame, .flexibleFrame, .opacity, .offset, .rotation, .scale,
                 .position, .hidden, .gesture, .conditional:
                return inner
            }
        }
    }
}
