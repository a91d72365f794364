import Foundation
import PlotlineScene

extension PageModel {
    /// The interactive page's model of a chart and the charts of its time ranges (``ResolvedChart/timeRanges``):
    /// every picture as a scene in the page's text size, the words, the table, the navigation and the time
    /// ranges' buttons, for the page's writer to write.
    public init(_ chart: ResolvedChart) {
        let timeRanges = chart.timeRanges
        let words = PageRangeWords(locale: chart.locale)
        var views: [PageView] = []
        var main = PageView(chart)
        if let scroll = chart.scroll {
            // A scrolling chart: the page shows the whole chart at the window's scale in a box the window's
            // size, scrolled to where the picture's window starts; the words are the window's (they say so).
            let whole = scroll.whole
            main = PageView(whole, narrowLayouts: false)
            main.summary = chart.accessibility.summary
            let plot = main.light.plotArea
            let window = Scene(chart, theme: Self.readable(.light))
            main.scroll = PageScroll(width: window.width, height: window.height,
                                     x: scroll.x.map { ($0.offset * plot.width).rounded() },
                                     y: scroll.y.map { ($0.offset * plot.height).rounded() })
            // Scrolling sideways, the title, the value axis and the legend stay where the picture has them.
            if scroll.x != nil && scroll.y == nil {
                main.scroll?.window = window
                main.darkColors = Self.darkColors(of: [main.light, window], chart: whole)
            }
        }
        var buttons: [PageButton] = []
        if !timeRanges.isEmpty {
            let wholeIndex = timeRanges.firstIndex(where: \.isWhole)
            for (i, range) in timeRanges.enumerated() {
                let name = words.range(range.range)
                if i == wholeIndex {
                    main.announcement = words.showing(name, changes: chart.accessibility.rangeChanges(words: words, locale: chart.locale))
                    buttons.append(PageButton(label: range.range.description, name: name, view: 0))
                    continue
                }
                var cut = range.chart
                let changes = cut.accessibility.rangeChanges(words: words, locale: cut.locale)
                cut.subtitle = ([name.prefix(1).uppercased() + name.dropFirst()] + changes).joined(separator: ": ")
                var view = PageView(cut)
                view.announcement = words.showing(name, changes: changes)
                views.append(view)
                buttons.append(PageButton(label: range.range.description, name: name, view: views.count))
            }
            if wholeIndex == nil {
                main.announcement = words.showing(words.allData, changes: chart.accessibility.rangeChanges(words: words, locale: chart.locale))
                buttons.append(PageButton(label: words.all, name: words.allData, view: 0))
            }
        }
        views.insert(main, at: 0)
        self.init(locale: chart.locale, digits: DigitGrouping(locale: chart.locale), views: views, buttons: buttons)
    }

    /// Themes with no text below 12 points (the page's rule), otherwise as given.
    static func readable(_ theme: Theme) -> Theme {
        var t = theme
        t.tickLabelSize = max(t.tickLabelSize, 12)
        t.axisTitleSize = max(t.axisTitleSize, 12)
        t.legendSize = max(t.legendSize, 12)
        t.subtitleSize = max(t.subtitleSize, 12)
        return t
    }

    /// The dark theme's colors of every role `scenes` paint: a page's dark pictures are its light ones in
    /// these colors (the geometry is the same; laying each chart out again for dark cost as much as light).
    static func darkColors(of scenes: [Scene], chart: ResolvedChart) -> SchemeColors {
        var roles = Set<ColorRole>()
        for scene in scenes {
            let painted = SchemeColors.paintedRoles(scene.nodes, background: scene.background)
            roles.formUnion(painted.fills)
            roles.formUnion(painted.strokes)
        }
        return SchemeColors(chart, theme: readable(.dark), roles: roles)
    }

    /// A page picture in the dark theme.
    static func dark(of light: Scene, chart: ResolvedChart) -> Scene {
        light.recolored(darkColors(of: [light], chart: chart))
    }

    /// The size of the smallest text of a scene, in points.
    static func smallestText(_ nodes: [SceneNode]) -> Double {
        var smallest = Double.infinity
        func visit(_ node: SceneNode) {
            switch node {
            case .text(let t): if t.style.size > 0 { smallest = min(smallest, t.style.size) }
            case .group(let g): g.children.forEach(visit)
            case .shape: break
            }
        }
        nodes.forEach(visit)
        return smallest.isFinite ? smallest : 12
    }
}

extension PageView {
    /// One chart as the page shows it: its pictures in the page's text size, light and dark, and narrower
    /// layouts of it; its words, its table and its navigation.
    init(_ chart: ResolvedChart, narrowLayouts: Bool = true) {
        let light = Scene(chart, theme: PageModel.readable(.light))
        let access = chart.accessibility
        let narrow = (narrowLayouts ? Self.narrowWidths(chart.width) : []).map { room in
            PageNarrowLayout { Self.narrowPicture(chart, room: room) }
        }
        let words = PhraseCatalogue.of(chart.locale)
        self.init(light: light, darkColors: PageModel.darkColors(of: [light], chart: chart), summary: access.summary, overview: access.overview,
                  descriptor: access.descriptor,
                  table: PageTable(access.descriptor, seriesHeader: words.text(.seriesHeading)),
                  navigation: PageNavigation(chart: chart, plotArea: light.plotArea),
                  narrow: narrow, zoom: max(1, 12 / PageModel.smallestText(light.nodes)))
    }

    /// The chart laid out for a container `room` points wide.
    static func narrowPicture(_ chart: ResolvedChart, room: Double) -> PagePicture {
        // Text the theme does not set (an annotation's) may be under 12 points: then the layout is
        // made narrower by as much and shown enlarged, so it still fills the width at 12 px.
        var small = chart.resized(width: room, height: Self.narrowHeight(width: room, chart: chart))
        var smallLight = Scene(small, theme: PageModel.readable(.light))
        let scale = max(1, 12 / PageModel.smallestText(smallLight.nodes))
        let w = (room / scale).rounded(.down)
        if scale > 1 {
            small = chart.resized(width: w, height: (Self.narrowHeight(width: room, chart: chart) / scale).rounded())
            smallLight = Scene(small, theme: PageModel.readable(.light))
        }
        let p = smallLight.plotArea
        return PagePicture(layout: PageLayout(width: w, height: small.height, scale: scale, plot: [p.x, p.y, p.width, p.height]),
                           light: smallLight, darkColors: PageModel.darkColors(of: [smallLight], chart: chart))
    }

    /// The widths of the narrower layouts a chart `width` points wide gets: one for a 320 px window with a
    /// 24 px default font (the page's margins are in rem, and the layout is shown 1.5 times its size), one
    /// for a 320 px window and one for a 480 px window (less the page's margins and a scrollbar), each
    /// clearly narrower than the chart. Each is laid out again at its width with text of 12 points or
    /// more, and shown at its own size times the font setting, so chart text is never below 12 CSS px at
    /// those widths, and grows with zoom and the font size.
    static func narrowWidths(_ width: Double) -> [Double] {
        [168, 272, 432].filter { $0 <= width * 0.85 }
    }

    /// A narrower layout's height: the chart's proportions, but never under 220 points (room for the
    /// axes' 12-point text) unless the chart itself is shorter.
    static func narrowHeight(width: Double, chart: ResolvedChart) -> Double {
        (max(chart.height * width / chart.width, min(chart.height, 220))).rounded()
    }
}
