import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineGallery
import PlotlineSVG

/// What assistive technology finds in the SVG (AX1, AX6), and the words of every gallery chart (AX5).
@Suite struct AccessibilitySVGTests {
    static let locales = ["en-US", "ko-KR", "tr-TR"]

    // MARK: Subjective words (AX5)

    /// Words that judge instead of stating a value, in each language. Korean "약" (about) only before a
    /// number: 약한 (weak, a strength of correlation) is a defined term.
    static let subjective: [String: [String]] = [
        "en": ["rapidly", "gradually", "almost", "sharply", "slightly", "significantly", "dramatically", "steadily", "about",
               "approximately", "roughly", "nearly", "quickly", "slowly", "sudden", "suddenly", "huge", "tiny", "massive"],
        "ko": ["급격히", "급격하게", "급증", "급감", "완만하게", "완만히", "거의", "대략", "약간", "조금", "꾸준히", "크게",
               "현저히", "상당히", "살짝", "빠르게", "천천히", "서서히", "가파르게", "극적으로"],
        "tr": ["hızla", "hızlıca", "yavaş yavaş", "yavaşça", "yaklaşık", "neredeyse", "hemen hemen", "aşağı yukarı",
               "civarında", "biraz", "hafifçe", "büyük ölçüde", "önemli ölçüde", "keskin", "istikrarlı", "çarpıcı",
               "dramatik", "ani", "aniden"],
    ]

    /// Every sentence a chart says: overview, summary, labels and the one chart label.
    static func sentences(_ chart: Chart) throws -> [String] {
        let a = try chart.resolve().accessibility
        return [a.overview, a.summary] + a.labels.map(\.text) + [a.chartLabel].compactMap { $0 }
    }

    static func words(_ sentence: String, locale: String) -> [String] {
        sentence.lowercased(with: Locale(identifier: locale))
            .split { !$0.isLetter }.map(String.init)
    }

    @Test(arguments: Self.locales)
    func noSubjectiveWordsInTheGallery(locale: String) throws {
        let language = String(locale.prefix(2))
        var checked = 0
        for entry in Gallery.entries {
            for policy in [MarkLabelPolicy.automatic, .chart] {
                for sentence in try Self.sentences(entry.chart.chartLocale(locale).accessibilityMarkLabels(policy)) {
                    let lower = sentence.lowercased(with: Locale(identifier: locale))
                    let words = Self.words(sentence, locale: locale)
                    // English words of every language's list too: units and names are often English.
                    for word in Self.subjective["en"]! where words.contains(word) {
                        Issue.record("\(entry.slug) \(locale): '\(word)' in \(sentence)")
                    }
                    for phrase in Self.subjective[language] ?? [] {
                        let found = phrase.contains(" ") ? lower.contains(phrase) : (language == "ko" ? lower.contains(phrase) : words.contains(phrase))
                        if found { Issue.record("\(entry.slug) \(locale): '\(phrase)' in \(sentence)") }
                    }
                    if language == "ko", sentence.firstMatch(of: /약\s*\d/) != nil {
                        Issue.record("\(entry.slug) \(locale): '약' before a number in \(sentence)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 200)
    }

    /// The list itself catches what it should.
    @Test func theListCatchesSubjectiveWords() {
        #expect(Self.words("Steps rose rapidly.", locale: "en-US").contains("rapidly"))
        #expect(Self.words("Yaklaşık 8.000 adım", locale: "tr-TR").contains("yaklaşık"))
        #expect("걸음 수가 급격히 증가".contains("급격히"))
        #expect("약 8,000".firstMatch(of: /약\s*\d/) != nil)
        #expect("약한 음의 상관관계".firstMatch(of: /약\s*\d/) == nil)
    }

    @Test(arguments: Self.locales)
    func galleryDatesAndUnits(locale: String) throws {
        for entry in Gallery.entries {
            for sentence in try Self.sentences(entry.chart.chartLocale(locale)) {
                #expect(sentence.firstMatch(of: /\d\s*\/\s*\d/) == nil, "\(entry.slug): \(sentence)")
                #expect(sentence.firstMatch(of: /\d{4}-\d{2}-\d{2}/) == nil, "\(entry.slug): \(sentence)")
                #expect(sentence.firstMatch(of: /\d\s?(ft|mi|min|GB|mpg|hrs?)\b/) == nil, "\(entry.slug): \(sentence)")
                // Ranges and changes in words, not arrows a screen reader would name.
                #expect(!sentence.contains("→") && !sentence.contains("~"), "\(entry.slug): \(sentence)")
            }
        }
    }

    @Test func galleryKnownLabels() throws {
        let steps = Gallery.entries.first { $0.slug == "01-steps" }!.chart
        let en = try steps.resolve().accessibility
        #expect(en.labels.count == 31)
        #expect(en.labels.allSatisfy { !$0.isGroup })
        #expect(en.labels[5].text.hasPrefix("August 6: "))
        // "Steps" names the axis; it is not said as a unit after each value.
        #expect(!en.labels[5].text.hasSuffix(" steps"))
        #expect(try steps.chartLocale("ko-KR").resolve().accessibility.labels[5].text.hasPrefix("8월 6일: "))
        #expect(try steps.chartLocale("tr-TR").resolve().accessibility.labels[5].text.hasPrefix("6 Ağustos: "))
        let elevation = Gallery.entries.first { $0.slug == "07-elevation" }!.chart
        let groups = try elevation.resolve().accessibility.labels
        #expect(groups.count == 10)
        #expect(groups.allSatisfy { $0.isGroup })
        #expect(groups[0].text.hasPrefix("From 0 miles to "))
    }

    /// The gallery gives each unit name that has a different singular its form for one.
    @Test func galleryUnitNamesHaveTheirFormForOne() throws {
        func entry(_ slug: String) -> Chart { Gallery.entries.first { $0.slug == slug }!.chart }
        let en = Locale(identifier: "en-US")
        let elevation = try entry("07-elevation").resolve()
        #expect(elevation.x.valueDescription?.describe(1, locale: en) == "1 mile")
        #expect(elevation.x.valueDescription?.describe(1.1, locale: en) == "1.1 miles")
        #expect(elevation.y.valueDescription?.describe(1, locale: en) == "1 foot")
        #expect(elevation.y.valueDescription?.describe(396, locale: en) == "396 feet")
        #expect(elevation.x.title == "Miles")
        // The heart rate chart's first layer is the resting band: its bounds carry the readings' unit, so the
        // y axis is "Heart rate" in beats per minute, not "Resting" ("78 resting").
        let heartRate = try entry("03-heart-rate").resolve()
        #expect(heartRate.y.valueDescription?.describe(1, locale: en) == "1 beat per minute")
        #expect(heartRate.y.valueDescription?.describe(72, locale: en) == "72 beats per minute")
        #expect(heartRate.y.title == "BPM")
        #expect(heartRate.accessibility.overview.contains("Y axis: Heart rate, 50 beats per minute to 175 beats per minute."))
        #expect(!heartRate.accessibility.summary.contains("resting"))
        // In Turkish the unit name is said as given after every number.
        let turkish = try entry("07-elevation").chartLocale("tr-TR").resolve()
        #expect(turkish.x.valueDescription?.describe(1, locale: turkish.locale) == "1 miles")
        // Every unit name of the gallery has its form for one but those that are the same for every number.
        for gallery in Gallery.entries {
            for mark in gallery.chart.spec.marks {
                for (channel, encoding) in mark.channels where encoding.unitName != nil {
                    let sameForEveryNumber = ["percent", "mmHg", "BPM"].contains(encoding.unitName!)
                    #expect((encoding.unitNameOne == nil) == sameForEveryNumber, "\(gallery.slug) \(channel)")
                }
            }
        }
    }

    // MARK: ARIA in the SVG (AX1, AX6)

    struct Day { let date: Date; let steps: Int }

    static func steps() -> Chart {
        let values = [4_200, 9_800, 12_400, 7_100]
        let days = values.enumerated().map { Day(date: Date(timeIntervalSince1970: 1_722_470_400 + Double($0.offset) * 86_400), steps: $0.element) }
        return Chart(days) { d in BarMark(x: .value("Day", d.date, unit: .day), y: .value("Steps", d.steps)) }
            .chartTitle("Steps", subtitle: "Daily average 8,375 steps")
    }

    /// The element an IDREF attribute of `node` points at.
    static func target(_ svg: ParsedSVG, _ node: Node, _ attribute: String) throws -> Node {
        let id = try #require(node.value(attribute))
        let found = svg.root.all.filter { $0.value("id") == id }
        try #require(found.count == 1, "\(attribute)=\(id) points at \(found.count) elements")
        return found[0]
    }

    /// Whether the node or one of its ancestors is hidden from assistive technology.
    static func isHidden(_ node: Node) -> Bool {
        var current: Node? = node
        while let n = current {
            if n.value("aria-hidden") == "true" { return true }
            current = n.parent
        }
        return false
    }

    @Test func documentIsNamedAndDescribed() throws {
        let chart = Self.steps()
        let access = try chart.resolve().accessibility
        let svg = try ParsedSVG(try chart.svg())
        #expect(svg.root.value("role") == "graphics-document")
        #expect(svg.root.value("aria-roledescription") == "chart")
        // In the chart's language, for the document and each series.
        for (locale, chartRole, seriesRole) in [("ko-KR", "차트", "계열"), ("tr-TR", "grafik", "seri")] {
            let pressure = try #require(Gallery.entries.first { $0.slug == "05-blood-pressure" }).chart
            let local = try ParsedSVG(try pressure.chartLocale(locale).svg())
            #expect(local.root.value("aria-roledescription") == chartRole)
            let roles = local.root.all.filter { $0.value("role") == "graphics-object" }.compactMap { $0.value("aria-roledescription") }
            #expect(roles.count == 2 && Set(roles) == [seriesRole])
        }
        // Name from aria-labelledby, description from aria-describedby, never both in one, no aria-label.
        #expect(svg.root.value("aria-label") == nil)
        let title = try Self.target(svg, svg.root, "aria-labelledby")
        #expect(title.name == "title")
        #expect(title.stringValue == "Steps")
        let desc = try Self.target(svg, svg.root, "aria-describedby")
        #expect(desc.name == "desc")
        // The subtitle (often the main message) first, then the summary and the overview.
        #expect(desc.stringValue == "Daily average 8,375 steps. " + access.summary + " " + access.overview)
        #expect(svg.root.value("lang") == "en")
        #expect(svg.root.value("aria-labelledby") != svg.root.value("aria-describedby"))
    }

    @Test func everyBarIsASymbolWithItsLabel() throws {
        let chart = Self.steps()
        let labels = try chart.resolve().accessibility.labels.map(\.text)
        let svg = try ParsedSVG(try chart.svg())
        let bars = svg.elements("rect", classes: "mark", "bar")
        #expect(bars.count == 4)
        #expect(bars.allSatisfy { $0.value("role") == "graphics-symbol" })
        #expect(bars.map { $0.value("aria-label") } == labels)
        #expect(labels == ["August 1: 4,200", "August 2: 9,800", "August 3: 12,400", "August 4: 7,100"])
        let series = svg.elements("g", classes: "series")
        #expect(series.count == 1)
        #expect(series[0].value("role") == "graphics-object")
        #expect(series[0].value("aria-label") == "Steps")
    }

    @Test func galleryStepsBars() throws {
        let chart = Gallery.entries.first { $0.slug == "01-steps" }!.chart
        for locale in Self.locales {
            let localized = chart.chartLocale(locale)
            let labels = try localized.resolve().accessibility.labels.map(\.text)
            let bars = try ParsedSVG(try localized.svg()).elements("rect", classes: "mark", "bar")
            #expect(bars.count == 31)
            #expect(bars.allSatisfy { $0.value("role") == "graphics-symbol" })
            #expect(bars.map { $0.value("aria-label") } == labels)
        }
    }

    @Test func elevationGroupsAreSymbols() throws {
        let chart = Gallery.entries.first { $0.slug == "07-elevation" }!.chart
        let labels = try chart.resolve().accessibility.labels
        let svg = try ParsedSVG(try chart.svg())
        let groups = svg.elements("g", classes: "mark-group").filter { $0.value("role") == "graphics-symbol" }
        #expect(groups.count == 10)
        #expect(groups.map { $0.value("aria-label") } == labels.map(\.text))
        // The bars inside speak through their group, not again on their own.
        #expect(groups.map { $0.children(named: "rect").count } == labels.map(\.marks.count))
        for bar in groups.flatMap({ $0.children(named: "rect") }) {
            #expect(bar.value("role") == nil && bar.value("aria-label") == nil)
        }
        #expect(svg.elements("rect", classes: "mark", "bar").count == 121)
    }

    @Test func lineGetsOneTargetPerLabel() throws {
        let chart = Gallery.entries.first { $0.slug == "10-watch" }!.chart
        let labels = try chart.resolve().accessibility.labels
        let svg = try ParsedSVG(try chart.svg())
        let targets = svg.elements("rect", classes: "mark-label")
        #expect(targets.map { $0.value("aria-label") } == labels.map(\.text))
        #expect(targets.allSatisfy { $0.value("role") == "graphics-symbol" })
        #expect(svg.elements("path", classes: "mark", "line").allSatisfy { Self.isHidden($0) })
    }

    @Test func decorationsAreHidden() throws {
        for slug in ["01-steps", "05-blood-pressure", "06-storage", "09-cars"] {
            let svg = try ParsedSVG(try Gallery.entries.first { $0.slug == slug }!.chart.svg())
            for axis in svg.elements("g", classes: "axis") { #expect(axis.value("aria-hidden") == "true", "\(slug)") }
            for grid in svg.elements("g", classes: "grid") { #expect(grid.value("aria-hidden") == "true", "\(slug)") }
            for legend in svg.elements("g", classes: "legend") { #expect(legend.value("aria-hidden") == "true", "\(slug)") }
            #expect(svg.elements("text", classes: "title").allSatisfy { $0.value("aria-hidden") == "true" })
            #expect(svg.elements("text", classes: "subtitle").allSatisfy { $0.value("aria-hidden") == "true" })
            if slug == "05-blood-pressure" || slug == "09-cars" { #expect(svg.elements("g", classes: "legend").count == 1) }
        }
    }

    /// Each thing is said once: no visible text reaches assistive technology (the title and the
    /// description say it), and no labelled element sits inside another.
    @Test(arguments: Self.locales)
    func nothingIsExposedTwice(locale: String) throws {
        for entry in Gallery.entries {
            let svg = try ParsedSVG(try entry.chart.chartLocale(locale).svg())
            for text in svg.elements(named: ["text"]) {
                #expect(Self.isHidden(text), "\(entry.slug): visible text '\(text.stringValue)' is exposed")
            }
            let labelled = svg.root.all.filter { $0.value("role") == "graphics-symbol" }
            #expect(!labelled.isEmpty, "\(entry.slug)")
            for node in labelled {
                #expect(!Self.isHidden(node), "\(entry.slug): a hidden symbol")
                #expect(!(node.value("aria-label") ?? "").isEmpty, "\(entry.slug): a symbol without a label")
                var parent = node.parent
                while let p = parent {
                    #expect(p.value("role") != "graphics-symbol", "\(entry.slug): a symbol inside a symbol")
                    parent = p.parent
                }
            }
            // Every label of the chart is on exactly one element.
            let access = try entry.chart.chartLocale(locale).resolve().accessibility
            let onSVG = labelled.compactMap { $0.value("aria-label") }
            #expect(onSVG.count == access.labels.count, "\(entry.slug)")
            #expect(Set(onSVG) == Set(access.labels.map(\.text)), "\(entry.slug)")
        }
    }

    @Test func customSummaryInTheDescription() throws {
        let chart = Self.steps().accessibilityChartDescriptor { d in var d = d; d.summary = "Custom"; return d }
        let svg = try ParsedSVG(try chart.svg())
        let desc = try Self.target(svg, svg.root, "aria-describedby")
        #expect(desc.stringValue == "Daily average 8,375 steps. Custom. " + (try chart.resolve().accessibility.overview))
        let titled = Self.steps().accessibilityChartDescriptor { d in var d = d; d.title = "Daily steps"; return d }
        let svg2 = try ParsedSVG(try titled.svg())
        #expect(try Self.target(svg2, svg2.root, "aria-labelledby").stringValue == "Daily steps")
    }

    @Test func hiddenMarkIsHiddenInTheSVG() throws {
        let values = [4_200, 9_800, 12_400]
        let data = values.enumerated().map { Day(date: Date(timeIntervalSince1970: 1_722_470_400 + Double($0.offset) * 86_400), steps: $0.element) }
        let chart = Chart(data) { d in
            BarMark(x: .value("Day", d.date, unit: .day), y: .value("Steps", d.steps))
                .accessibilityHidden(d.steps == 9_800)
                .accessibilityLabel(d.steps == 12_400 ? "Best day" : "")
        }
        let bars = try ParsedSVG(try chart.svg()).elements("rect", classes: "mark", "bar")
        #expect(bars.map { $0.value("aria-label") } == ["August 1: 4,200", nil, "Best day: 12,400"])
        #expect(bars[1].value("aria-hidden") == "true")
    }

    @Test func koreanAndTurkishDescriptions() throws {
        let ko = Self.steps().chartLocale("ko-KR")
        let svg = try ParsedSVG(try ko.svg())
        let desc = try Self.target(svg, svg.root, "aria-describedby").stringValue
        #expect(desc.hasPrefix("Daily average 8,375 steps. 가장 낮은 값은 4,200(8월 1일)입니다. 가장 높은 값은 12,400(8월 3일)입니다."))
        #expect(svg.root.value("lang") == "ko")
        #expect(desc.hasSuffix("막대 차트. X축: Day, 2024년 8월 1일부터 8월 4일까지. Y축: Steps, 0부터 12,500까지. 막대 4개."))
        let tr = try ParsedSVG(try Self.steps().chartLocale("tr-TR").svg())
        #expect(tr.elements("rect", classes: "mark", "bar").first?.value("aria-label") == "1 Ağustos: 4.200")
    }
}
