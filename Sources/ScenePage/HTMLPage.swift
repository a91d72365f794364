import Foundation
import PlotlineScene
import SceneAudio
import SceneSVG

/// One self-contained interactive page for a chart: the accessible SVG (light and dark), its summary and
/// overview as text, a data table, keyboard navigation with announcements (B6), scrubbing over the whole
/// plot area (B4, B5), the audio graph played with Web Audio (AX2), and time ranges (B7). Nothing is
/// fetched: the CSS, the script and the data are inline, and every piece of text is escaped.
///
/// Written from the page's model (``PageModel``), which the core makes from a resolved chart: this module
/// sees the scenes, the descriptor and the model's values, never the chart.
public enum HTMLPage {
    /// The page of a model: its pictures, words and table, and the audio graph played from each view's
    /// descriptor. Never fails: a chart with nothing to play gets a page without sound.
    public static func render(_ model: PageModel, audio: AudioGraphOptions = AudioGraphOptions()) -> String {
        let words = PageWords(locale: model.locale, digits: model.digits)
        let views = model.views.enumerated().map {
            View.make(id: "v\($0.offset)", view: $0.element, locale: model.locale, digits: model.digits, audio: audio)
        }
        let buttons = model.buttons.map { Button(label: $0.label, name: $0.name, view: $0.view) }
        return page(views: views, buttons: buttons, words: words)
    }

    /// The box a scrolling chart is shown in (the picture's size, in points) and the scroll offsets, in
    /// points of the whole chart, at which its window starts: from the left, and from the top.
    struct ScrollBox: Encodable {
        var width: Double
        var height: Double
        var x: Double?
        var y: Double?
        /// Where the pinned picture's plot area starts (x, y in its points): the whole chart is shown with its
        /// plot area there.
        var pin: [Double]?
    }

    /// A button of the time-range group.
    struct Button: Encodable {
        var label: String
        var name: String
        var view: Int
    }

    /// One chart the page can show: its pictures, words, table, navigation and sound.
    struct View: Encodable {
        var id: String
        var title: String
        var summary: String
        var overview: String
        var announcement: String?
        /// How to read the sound (``SoundGuide``): a sentence per cue the sound uses; empty without sound.
        var guide: [String] = []
        var nav: NavigationModel
        var sound: Sound?
        /// The pitch span `sound` was made with ("axis", "data" or "series"), and the same audio graph under
        /// the other two spans: the page's pitch-span control plays these, as the WAV made with
        /// `--pitch-span` would sound.
        var pitchSpan: String
        var spanSounds: [String: Sound] = [:]
        var svgLight: String
        var svgDark: String
        var table: String
        var width: Double
        /// How much the picture is enlarged so its smallest text is 12 px.
        var zoom: Double
        /// The narrower layouts of the chart, narrowest first (the chart's own is `svgLight`, `svgDark`).
        var narrow: [Picture] = []

        /// A layout of the chart for a narrower container, in both schemes.
        struct Picture {
            var width: Double
            var svgLight: String
            var svgDark: String
        }

        /// Set on a chart that scrolls: the box it is shown in and where it starts.
        var scroll: ScrollBox?
        /// What stays in place over a chart that scrolls sideways (``ScrollPin``), in both schemes.
        var pinLight: String?
        var pinDark: String?

        /// Set when the picture shows a selection (``SceneSelection``): where its rule stands, in points of the
        /// chart's own layout, along x and y (left out where it has none). The page's scrubber starts there, and
        /// the picture's drawing of it (class `selection`) is hidden once the reader scrubs or navigates, and
        /// the summary drops the selection's sentence (`words`) then.
        var selection: Selection?

        struct Selection: Encodable, Equatable {
            var x: Double?
            var y: Double?
            var words: String?

            init(_ selection: SceneSelection) {
                x = selection.x.map(PageNavigation.round)
                y = selection.y.map(PageNavigation.round)
                words = selection.words
            }
        }

        enum CodingKeys: String, CodingKey { case id, title, announcement, nav, sound, pitchSpan, spanSounds, scroll, selection }

        /// "river-level.csv" from "River level"; "chart.csv" without a title.
        static func fileName(_ title: String?) -> String {
            let words = (title ?? "").lowercased().unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? Character($0) : " " }
            let name = String(words).split(separator: " ").prefix(6).joined(separator: "-")
            return (name.isEmpty ? "chart" : String(name.prefix(60))) + ".csv"
        }

        static func make(id: String, view: PageView, locale: Locale, digits: DigitGrouping, audio: AudioGraphOptions) -> View {
            let words = PageWords(locale: locale, digits: digits)
            let graph = try? AudioGraph(descriptor: view.descriptor, options: audio)
            // The same sound over the other pitch spans (the page's pitch-span control).
            var spanGraphs: [String: AudioGraph] = [:]
            if graph != nil {
                for span in AudioGraphOptions.PitchSpan.allCases where span != audio.pitchSpan {
                    var options = audio
                    options.pitchSpan = span
                    spanGraphs[span.rawValue] = try? AudioGraph(descriptor: view.descriptor, options: options)
                }
            }
            let light = view.light
            var nav = NavigationModel(view.navigation, descriptor: view.descriptor, graph: graph, spanGraphs: spanGraphs)
            let p = light.plotArea
            // The narrower layouts, each made, written and let go before the next is made.
            var narrow: [Picture] = []
            for layout in view.narrow {
                let picture = layout.make()
                nav.layouts.append(NavigationModel.Layout(picture.layout))
                narrow.append(Picture(width: picture.layout.width, svgLight: SVGRenderer.render(picture.light),
                                      svgDark: SVGRenderer.render(picture.light.recolored(picture.darkColors))))
            }
            // The page's own layout: its size is the scene's (a plot area of a given size keeps it in the page's text).
            nav.layouts.append(NavigationModel.Layout(PageLayout(width: light.width, height: light.height, scale: view.zoom,
                                                                 plot: [p.x, p.y, p.width, p.height])))
            var made = View(id: id, title: light.accessibleName, summary: view.summary, overview: view.overview,
                            announcement: view.announcement,
                            guide: graph.map { SoundGuide.sentences($0, descriptor: view.descriptor, locale: locale, digits: digits) } ?? [],
                            nav: nav,
                            sound: graph.map(Sound.init), pitchSpan: audio.pitchSpan.rawValue,
                            spanSounds: spanGraphs.mapValues(Sound.init), svgLight: SVGRenderer.render(light), svgDark: SVGRenderer.render(light.recolored(view.darkColors)),
                            table: DataTableHTML.tableAndLink(view.table, title: view.descriptor.title, label: words.downloadCSV,
                                                              fileName: fileName(view.descriptor.title)),
                            width: light.width, zoom: view.zoom,
                            narrow: narrow)
            made.selection = light.selection.map(Selection.init)
            if let scroll = view.scroll {
                made.scroll = ScrollBox(width: scroll.width, height: scroll.height, x: scroll.x, y: scroll.y)
                // Scrolling sideways, the title, the value axis and the legend stay where the picture has them.
                if let window = scroll.window {
                    made.scroll?.pin = [window.plotArea.x, window.plotArea.y]
                    made.pinLight = SVGRenderer.render(ScrollPin.scene(window))
                    made.pinDark = SVGRenderer.render(ScrollPin.scene(window.recolored(view.darkColors)))
                }
            }
            return made
        }
    }

    /// The audio graph's tone schedule, as the WAV plays it (``AudioGraph/toneSchedule()``).
    struct Sound: Encodable {
        var duration: Double
        var channels: Int
        var timbres: [String: [Double]]
        /// The level the WAV mixes at (1, or less where tones together would clip), so the page plays as
        /// loud as the WAV and never clips.
        var mixGain: Double
        var tones: [Tone]

        init(_ graph: AudioGraph) {
            duration = graph.duration
            channels = graph.channels
            timbres = Dictionary(uniqueKeysWithValues: Timbre.allCases.map { ($0.rawValue, $0.harmonics) })
            mixGain = graph.mixGain()
            tones = graph.toneSchedule()
        }
    }

    /// The page's data as JSON that cannot end its `<script>` element: every `<` is written `\u003c`.
    struct Model: Encodable {
        var words: PageWords
        var views: [View]
        var buttons: [Button]
    }

    /// The model as Foundation's encoder writes it: what ``Model/json()`` writes faster, byte for byte
    /// (the tests compare the two).
    static func encodedByFoundation(_ model: Model) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(model)) ?? Data("{}".utf8)
        return data.withUnsafeBytes { scriptSafe(utf8: $0.bindMemory(to: UInt8.self)) }
    }

    /// JSON text safe inside a `<script>` element: `<` (which could start `</script>` or `<!--`) becomes
    /// the JSON escape `\u003c`; U+2028 and U+2029 are escaped too.
    public static func scriptSafe(_ json: String) -> String {
        var json = json
        return json.withUTF8 { scriptSafe(utf8: $0) }
    }

    /// ``scriptSafe(_:)`` of UTF-8 bytes, done on the bytes (the model of a page of 100,000 bars is tens
    /// of megabytes): `<`, `>` and `&` are single bytes, U+2028 and U+2029 are E2 80 A8 and E2 80 A9,
    /// and no other character's bytes contain them.
    static func scriptSafe(utf8 json: UnsafeBufferPointer<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(json.count + 64)
        func escape(_ code: String) { out.append(contentsOf: "\\u".utf8); out.append(contentsOf: code.utf8) }
        var i = 0
        let n = json.count
        while i < n {
            let b = json[i]
            switch b {
            case 0x3C: escape("003c")
            case 0x3E: escape("003e")
            case 0x26: escape("0026")
            case 0xE2 where i + 2 < n && json[i + 1] == 0x80 && (json[i + 2] == 0xA8 || json[i + 2] == 0xA9):
                escape(json[i + 2] == 0xA8 ? "2028" : "2029")
                i += 2
            default: out.append(b)
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// More series than this and the chart says how many and how to reach them, rather than describing each.
    static let manySeries = 8

    static func page(views: [View], buttons: [Button], words: PageWords) -> String {
        let main = views[0]
        let seriesCount = main.nav.series.filter { !$0.points.isEmpty }.count
        let many = seriesCount > manySeries
        let e = XMLText.escape
        var html = ""
        // Room for every picture and table at once, so the page is not copied as it grows.
        html.reserveCapacity(views.reduce(1 << 16) { sum, view in
            sum + view.svgLight.utf8.count + view.svgDark.utf8.count + view.table.utf8.count * 2
                + view.narrow.reduce(0) { $0 + $1.svgLight.utf8.count + $1.svgDark.utf8.count }
        })
        html += "<!DOCTYPE html>\n<html lang=\"\(e(words.lang))\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        // Drawn large enough that no text is below 12 px on screen (a watch-sized chart is shown bigger).
        // In rem, so it grows with the reader's font size; the script then picks the layout that fits.
        let width = ((main.scroll?.width ?? main.width) * main.zoom).rounded()
        let style = "\n\(PageStyle.css)#chart { width: \(String(width / 16))rem; }\n\(PatternToggle.css)"
        let script = "\n\(PageScript.js)\n\(PatternToggle.js)"
        // Nothing is fetched: no network source is allowed. Only the page's own style and script run,
        // allowed by their SHA-256 hashes rather than 'unsafe-inline', so markup that escaping missed
        // could still not run a script or add a style.
        html += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
        html += "style-src \(SHA256.cspSource(style)); script-src \(SHA256.cspSource(script)); img-src data:\"/>\n"
        html += "<title>\(e(main.title.isEmpty ? words.chartRole : main.title))</title>\n"
        html += "<style>\(style)</style>\n</head>\n<body>\n<main class=\"plotline-page\">\n"
        html += "<h1 class=\"visually-hidden\" id=\"page-title\">\(e(main.title.isEmpty ? words.chartRole : main.title))</h1>\n"
        html += "<div class=\"chart\(main.scroll == nil ? "" : " scrolls")\" id=\"chart\" tabindex=\"0\" role=\"application\" "
        html += "aria-roledescription=\"\(e(words.chartRole))\" aria-labelledby=\"page-title\" "
        // On focus: the summary, or past eight series how many and how to reach them (each series described
        // would be thousands of characters); the hint; and the braille line of the series at the cursor, so
        // a braille display follows it.
        html += "aria-describedby=\"\(many ? "many-series" : "summary") chart-hint braille\">\n"
        html += main.svgLight
        if let pin = main.pinLight { html += "<div class=\"pin\" aria-hidden=\"true\">\(pin)</div>" }
        html += "</div>\n"
        if !buttons.isEmpty {
            html += "<div class=\"ranges\" role=\"group\" aria-label=\"\(e(words.timeRange))\">"
            for (i, b) in buttons.enumerated() {
                // The visible text starts the name (WCAG 2.5.3): "1M, 1 month".
                html += "<button type=\"button\" class=\"range\" data-view=\"\(b.view)\" aria-label=\"\(e(b.label + ", " + b.name))\" "
                html += "aria-pressed=\"\(b.view == 0 ? "true" : "false")\" data-index=\"\(i)\">\(e(b.label))</button>"
            }
            html += "</div>\n"
        }
        // Search (/ or F on the chart, or the Find button): a box whose Enter jumps to the next match.
        html += "<div class=\"search\" id=\"search-box\" hidden=\"\"><label for=\"search\">\(e(words.nav.find))</label> "
        html += "<input type=\"search\" id=\"search\" autocomplete=\"off\" spellcheck=\"false\"/></div>\n"
        html += "<div class=\"readout\" id=\"readout\" hidden=\"\"></div>\n"
        html += "<p class=\"announcement\" id=\"announcement\" role=\"status\" aria-live=\"polite\"></p>\n"
        // The series being read as braille cells, the current one marked, under what the cells mean: for a
        // refreshable display, the lines of the chart's `.braille.txt`.
        html += "<p class=\"braille-key\" id=\"braille-key\" hidden=\"\"></p>\n"
        html += "<p class=\"braille\" id=\"braille\" hidden=\"\"></p>\n"
        // Focus on the chart says its name, its summary, then this hint; the keys and the sound's mapping
        // are on the page and behind the help key.
        html += "<div class=\"help\" id=\"help\"><p>\(e(words.help)) <span id=\"chart-hint\">\(e(words.nav.hint))</span> "
        html += "<button type=\"button\" id=\"help-key\" aria-haspopup=\"dialog\">\(e(words.keysHeading))</button></p></div>\n"
        // The help panel (? or H, or the Keys button): the key table, and where chart2music differs, what it does.
        html += "<div class=\"panel\" id=\"keys-panel\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"keys-panel-heading\" hidden=\"\">"
        html += "<h2 id=\"keys-panel-heading\" tabindex=\"-1\">\(e(words.keysHeading))</h2><ul class=\"keys\">"
        for row in words.keys {
            html += "<li><kbd>\(e(row.keys))</kbd> \(e(row.action))"
            if !row.chart2music.isEmpty { html += " <span class=\"c2m\">(\(e(words.keyNoteHeading)): \(e(row.chart2music)))</span>" }
            html += "</li>"
        }
        html += "</ul><button type=\"button\" class=\"close\" id=\"keys-close\">\(e(words.closePanel))</button></div>\n"
        // The list of series (L): a button for each, which puts the cursor on it.
        html += "<div class=\"panel\" id=\"series-panel\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"series-panel-heading\" hidden=\"\">"
        html += "<h2 id=\"series-panel-heading\" tabindex=\"-1\">\(e(words.seriesListHeading))</h2><ul class=\"series-list\" id=\"series-list\"></ul>"
        html += "<button type=\"button\" class=\"close\" id=\"series-close\">\(e(words.closePanel))</button></div>\n"
        // How to read the sound, beside its controls: each cue the sound uses.
        if !main.guide.isEmpty {
            html += "<section class=\"guide\" aria-labelledby=\"guide-heading\"><h2 id=\"guide-heading\">\(e(words.guideHeading))</h2>"
            html += "<p id=\"sound-guide\">\(e(main.guide.joined(separator: " ")))</p></section>\n"
        }
        html += "<div class=\"controls\">"
        if main.sound != nil || views.contains(where: { $0.sound != nil }) {
            html += "<button type=\"button\" id=\"play\">\(e(words.play))</button>"
            html += "<button type=\"button\" id=\"tones\" aria-pressed=\"true\">\(e(words.moveTones))</button>"
            html += "<button type=\"button\" id=\"speed\">\(e(words.nav.speed.replacingOccurrences(of: "{speed}", with: words.nav.speeds[1])))</button>"
            let span = (words.nav.pitchSpans[main.pitchSpan] ?? main.pitchSpan)
            html += "<button type=\"button\" id=\"pitch-span\">\(e(words.nav.pitchSpan.replacingOccurrences(of: "{span}", with: span)))</button>"
        }
        html += "<button type=\"button\" id=\"find\" aria-controls=\"search-box\" aria-expanded=\"false\">\(e(words.nav.find))</button>"
        html += "<button type=\"button\" id=\"table-toggle\" aria-expanded=\"false\" aria-controls=\"table\">\(e(words.showTable))</button>"
        if views.contains(where: { PatternToggle.isNeeded(svg: $0.svgLight) }) { html += PatternToggle.button(lang: words.lang) }
        html += "</div>\n"
        html += "<section class=\"text\" aria-labelledby=\"summary-heading\"><h2 id=\"summary-heading\">\(e(words.summaryHeading))</h2>"
        if many {
            html += "<p class=\"many-series\" id=\"many-series\">\(e(words.manySeries.replacingOccurrences(of: "{n}", with: words.count(seriesCount))))</p>"
        }
        html += "<p class=\"summary\" id=\"summary\">\(e(main.summary))</p><p class=\"overview\" id=\"overview\">\(e(main.overview))</p></section>\n"
        html += "<div class=\"table\" id=\"table\" hidden=\"\">"
        html += main.table
        html += "</div>\n"
        // The pictures and tables are megabytes each on a large chart: appended as they are, never copied
        // into an interpolated string first.
        func template(_ id: String, _ content: String) {
            html += "<template id=\"\(id)\">"
            html += content
            html += "</template>\n"
        }
        for (i, view) in views.enumerated() {
            if i > 0 { template("\(view.id)-light", view.svgLight) }
            template("\(view.id)-dark", view.svgDark)
            if let light = view.pinLight, let dark = view.pinDark {
                template("\(view.id)-pin-light", light)
                template("\(view.id)-pin-dark", dark)
            }
            for (k, picture) in view.narrow.enumerated() {
                template("\(view.id)-w\(k)-light", picture.svgLight)
                template("\(view.id)-w\(k)-dark", picture.svgDark)
            }
            if i > 0 { template("\(view.id)-table", view.table) }
            html += "<template id=\"\(view.id)-text\"><p class=\"summary\">\(e(view.summary))</p>"
            html += "<p class=\"overview\">\(e(view.overview))</p></template>\n"
        }
        html += "<script type=\"application/json\" id=\"plotline-model\">"
        html += Model(words: words, views: views, buttons: buttons).json()
        html += "</script>\n"
        html += "<script>\(script)</script>\n"
        html += "</main>\n</body>\n</html>\n"
        return html
    }
}
