import Foundation
import Testing
@testable import Plotline

/// The exact words a chart says in English, Korean and Turkish: overview (AX3), summary (D2) and mark
/// labels (AX1, AX4), for small charts like the gallery's.
@Suite struct AccessibilityTests {
    /// Foundation puts a narrow no-break space before AM and PM.
    static let am = "\u{202F}AM"

    // MARK: Steps: a bar and a label per day

    @Test func stepsInEnglish() throws {
        let a = try Fixtures.access(Fixtures.steps(), "en-US")
        #expect(a.overview == "Bar chart. X axis: Day, August 1 to August 5, 2024. Y axis: Steps, 0 to 12,500. 5 bars.")
        // "Steps" is the axis's title, not a unit: the numbers stand alone (a unit is said only when given).
        #expect(a.summary == "The lowest value is 4,200 (August 1). The highest is 12,400 (August 3). "
            + "From August 1 to August 5: 4,200 to 8,214, up 4,014 (95.6%).")
        #expect(a.labels.map(\.text) == ["August 1: 4,200", "August 2: 9,800", "August 3: 12,400",
                                         "August 4: 7,100", "August 5: 8,214"])
        #expect(a.labels.allSatisfy { !$0.isGroup })
    }

    @Test func stepsInKorean() throws {
        let a = try Fixtures.access(Fixtures.steps(day: "날짜", steps: "걸음 수"), "ko-KR")
        #expect(a.overview == "막대 차트. X축: 날짜, 2024년 8월 1일부터 8월 5일까지. Y축: 걸음 수, 0부터 12,500까지. 막대 5개.")
        #expect(a.summary == "가장 낮은 값은 4,200(8월 1일)입니다. 가장 높은 값은 12,400(8월 3일)입니다. "
            + "8월 1일부터 8월 5일까지: 첫 값은 4,200, 마지막 값은 8,214이며, 4,014(95.6%) 증가했습니다.")
        #expect(a.labels.map(\.text) == ["8월 1일: 4,200", "8월 2일: 9,800", "8월 3일: 12,400",
                                         "8월 4일: 7,100", "8월 5일: 8,214"])
    }

    @Test func stepsInTurkish() throws {
        let a = try Fixtures.access(Fixtures.steps(day: "Gün", steps: "Adım"), "tr-TR")
        #expect(a.overview == "Çubuk grafik. X ekseni: Gün, 1 Ağustos ile 5 Ağustos 2024 arası. Y ekseni: Adım, 0 ile 12.500 arası. 5 çubuk.")
        #expect(a.summary == "En düşük değer 4.200 (1 Ağustos). En yüksek değer 12.400 (3 Ağustos). "
            + "1 Ağustos ile 5 Ağustos arası: ilk değer 4.200, son değer 8.214; artış 4.014 (%95,6).")
        #expect(a.labels.map(\.text) == ["1 Ağustos: 4.200", "2 Ağustos: 9.800", "3 Ağustos: 12.400",
                                         "4 Ağustos: 7.100", "5 Ağustos: 8.214"])
    }

    /// An English title in a Korean or Turkish chart passes through as written, as the axis's name.
    @Test func stepsWithEnglishTitles() throws {
        let ko = try Fixtures.access(Fixtures.steps(), "ko-KR")
        #expect(ko.labels[3].text == "8월 4일: 7,100")
        #expect(ko.overview.contains("Y축: Steps, 0부터 12,500까지."))
        let tr = try Fixtures.access(Fixtures.steps(), "tr-TR")
        #expect(tr.labels[3].text == "4 Ağustos: 7.100")
        #expect(tr.overview.contains("Y ekseni: Steps, 0 ile 12.500 arası."))
    }

    /// An axis title is never read as a unit, in any language or case: the unit is the author's to give.
    @Test func titlesAreNotUnits() throws {
        let tr = try Fixtures.access(Fixtures.steps(day: "Gün", steps: "İstek"), "tr-TR")
        #expect(tr.labels[0].text == "1 Ağustos: 4.200")
        let en = try Fixtures.access(Fixtures.steps(day: "Day", steps: "STEPS"), "en-US")
        #expect(en.labels[0].text == "August 1: 4,200")
        #expect(en.overview.contains("Y axis: STEPS, 0 to 12,500."))
    }

    // MARK: Elevation: 60 bars, grouped labels

    @Test func elevationInEnglish() throws {
        let a = try Fixtures.access(Fixtures.elevation(), "en-US")
        #expect(a.overview == "Bar chart. X axis: Distance, 0 miles to 5.9 miles. Y axis: Elevation, 0 feet to 800 feet. 60 bars.")
        #expect(a.summary == "The lowest value is 400 feet (0 miles). The highest is 690 feet (2.9 miles). "
            + "From 0 miles to 5.9 miles: 400 feet to 540 feet, up 140 feet (35.0%).")
        #expect(a.labels.count == 10)
        #expect(a.labels.allSatisfy { $0.isGroup && $0.marks.count == 6 })
        #expect(a.labels[0].text == "From 0 miles to 0.5 miles: 400 feet to 450 feet, up 50 feet")
        #expect(a.labels[5].text == "From 3 miles to 3.5 miles: 685 feet to 660 feet, down 25 feet")
        #expect(a.labels[9].text == "From 5.4 miles to 5.9 miles: 565 feet to 540 feet, down 25 feet")
    }

    @Test func elevationInKorean() throws {
        let a = try Fixtures.access(Fixtures.elevation(), "ko-KR")
        #expect(a.overview == "막대 차트. X축: Distance, 0 miles부터 5.9 miles까지. Y축: Elevation, 0 feet부터 800 feet까지. 막대 60개.")
        #expect(a.summary == "가장 낮은 값은 400 feet(0 miles)입니다. 가장 높은 값은 690 feet(2.9 miles)입니다. "
            + "0 miles부터 5.9 miles까지: 첫 값은 400 feet, 마지막 값은 540 feet이며, 140 feet(35.0%) 증가했습니다.")
        #expect(a.labels[0].text == "0 miles부터 0.5 miles까지: 첫 값 400 feet, 마지막 값 450 feet, 50 feet 증가")
        #expect(a.labels[5].text == "3 miles부터 3.5 miles까지: 첫 값 685 feet, 마지막 값 660 feet, 25 feet 감소")
    }

    @Test func elevationInTurkish() throws {
        let a = try Fixtures.access(Fixtures.elevation(), "tr-TR")
        #expect(a.overview == "Çubuk grafik. X ekseni: Distance, 0 miles ile 5,9 miles arası. Y ekseni: Elevation, 0 feet ile 800 feet arası. 60 çubuk.")
        #expect(a.summary == "En düşük değer 400 feet (0 miles). En yüksek değer 690 feet (2,9 miles). "
            + "0 miles ile 5,9 miles arası: ilk değer 400 feet, son değer 540 feet; artış 140 feet (%35,0).")
        #expect(a.labels[0].text == "0 miles ile 0,5 miles arası: ilk değer 400 feet, son değer 450 feet, artış 50 feet")
        #expect(a.labels[5].text == "3 miles ile 3,5 miles arası: ilk değer 685 feet, son değer 660 feet, azalış 25 feet")
    }

    @Test func noChangeInAGroup() throws {
        let flat = (0..<60).map { Fixtures.Point(mile: Double($0), feet: 100) }
        let labels = { (locale: String) in try Fixtures.access(Fixtures.elevation(flat), locale).labels[0].text }
        #expect(try labels("en-US") == "From 0 miles to 5 miles: 100 feet to 100 feet, no change")
        #expect(try labels("ko-KR") == "0 miles부터 5 miles까지: 첫 값 100 feet, 마지막 값 100 feet, 변화 없음")
        #expect(try labels("tr-TR") == "0 miles ile 5 miles arası: ilk değer 100 feet, son değer 100 feet, değişim yok")
        #expect(try Fixtures.access(Fixtures.elevation(flat), "ko-KR").summary
            == "가장 낮은 값은 100 feet(0 miles부터 59 miles까지)입니다. 가장 높은 값은 100 feet(0 miles부터 59 miles까지)입니다. "
            + "0 miles부터 59 miles까지: 첫 값은 100 feet, 마지막 값은 100 feet이며, 변화가 없습니다.")
        #expect(try Fixtures.access(Fixtures.elevation(flat), "tr-TR").summary
            == "En düşük değer 100 feet (0 miles ile 59 miles arası). En yüksek değer 100 feet (0 miles ile 59 miles arası). "
            + "0 miles ile 59 miles arası: ilk değer 100 feet, son değer 100 feet; değişim yok.")
    }

    // MARK: Blood pressure: two series

    @Test func bloodPressureInEnglish() throws {
        let am = Self.am
        let a = try Fixtures.access(Fixtures.bloodPressure(), "en-US")
        #expect(a.overview == "Point chart. X axis: Date, August 1, 2024 at 7:30\(am) to August 3, 2024 at 7:30\(am). "
            + "Y axis: Pressure, 80 mmHg to 130 mmHg. 2 series: Systolic, Diastolic. 6 points.")
        #expect(a.summary == "Systolic: The lowest value is 118 mmHg (August 2 at 7:30\(am)). The highest is 126 mmHg (August 3 at 7:30\(am)). "
            + "From August 1 at 7:30\(am) to August 3 at 7:30\(am): 122 mmHg to 126 mmHg, up 4 mmHg (3.3%). "
            + "Diastolic: The lowest value is 80 mmHg (August 2 at 7:30\(am)). The highest is 85 mmHg (August 1 at 7:30\(am)). "
            + "From August 1 at 7:30\(am) to August 3 at 7:30\(am): 85 mmHg to 82 mmHg, down 3 mmHg (3.5%).")
        #expect(a.labels.map(\.text) == [
            "Systolic, August 1 at 7:30\(am): 122 mmHg", "Systolic, August 2 at 7:30\(am): 118 mmHg",
            "Systolic, August 3 at 7:30\(am): 126 mmHg", "Diastolic, August 1 at 7:30\(am): 85 mmHg",
            "Diastolic, August 2 at 7:30\(am): 80 mmHg", "Diastolic, August 3 at 7:30\(am): 82 mmHg",
        ])
    }

    @Test func bloodPressureInKorean() throws {
        let a = try Fixtures.access(Fixtures.bloodPressure(), "ko-KR")
        #expect(a.overview == "점 차트. X축: Date, 2024년 8월 1일 오전 7:30부터 2024년 8월 3일 오전 7:30까지. "
            + "Y축: Pressure, 80 mmHg부터 130 mmHg까지. 계열 2개: Systolic, Diastolic. 점 6개.")
        #expect(a.summary == "Systolic: 가장 낮은 값은 118 mmHg(8월 2일 오전 7:30)입니다. 가장 높은 값은 126 mmHg(8월 3일 오전 7:30)입니다. "
            + "8월 1일 오전 7:30부터 8월 3일 오전 7:30까지: 첫 값은 122 mmHg, 마지막 값은 126 mmHg이며, 4 mmHg(3.3%) 증가했습니다. "
            + "Diastolic: 가장 낮은 값은 80 mmHg(8월 2일 오전 7:30)입니다. 가장 높은 값은 85 mmHg(8월 1일 오전 7:30)입니다. "
            + "8월 1일 오전 7:30부터 8월 3일 오전 7:30까지: 첫 값은 85 mmHg, 마지막 값은 82 mmHg이며, 3 mmHg(3.5%) 감소했습니다.")
        #expect(a.labels.first?.text == "Systolic, 8월 1일 오전 7:30: 122 mmHg")
        #expect(a.labels.last?.text == "Diastolic, 8월 3일 오전 7:30: 82 mmHg")
    }

    @Test func bloodPressureInTurkish() throws {
        let a = try Fixtures.access(Fixtures.bloodPressure(), "tr-TR")
        #expect(a.overview == "Nokta grafiği. X ekseni: Date, 1 Ağustos 2024 07:30 ile 3 Ağustos 2024 07:30 arası. "
            + "Y ekseni: Pressure, 80 mmHg ile 130 mmHg arası. 2 seri: Systolic, Diastolic. 6 nokta.")
        #expect(a.summary == "Systolic: En düşük değer 118 mmHg (2 Ağustos 07:30). En yüksek değer 126 mmHg (3 Ağustos 07:30). "
            + "1 Ağustos 07:30 ile 3 Ağustos 07:30 arası: ilk değer 122 mmHg, son değer 126 mmHg; artış 4 mmHg (%3,3). "
            + "Diastolic: En düşük değer 80 mmHg (2 Ağustos 07:30). En yüksek değer 85 mmHg (1 Ağustos 07:30). "
            + "1 Ağustos 07:30 ile 3 Ağustos 07:30 arası: ilk değer 85 mmHg, son değer 82 mmHg; azalış 3 mmHg (%3,5).")
        #expect(a.labels.first?.text == "Systolic, 1 Ağustos 07:30: 122 mmHg")
        #expect(a.labels.last?.text == "Diastolic, 3 Ağustos 07:30: 82 mmHg")
    }

    // MARK: Cars: two numeric axes, Pearson r

    @Test func carsInEveryLanguage() throws {
        let en = try Fixtures.access(Fixtures.carsChart(), "en-US")
        #expect(en.overview == "Scatter plot. X axis: Weight, 1.00 tons to 2.50 tons. Y axis: Efficiency, 20 miles per gallon to 35 miles per gallon. 4 points.")
        #expect(en.summary == "The lowest value is 20 miles per gallon (2.50 tons). The highest is 34 miles per gallon (1.00 tons). "
            + "Weight and Efficiency: Pearson r = -0.98, a strong negative relationship. Efficiency is lower where Weight is higher.")
        #expect(en.labels.map(\.text) == ["1.00 tons: 34 miles per gallon", "1.50 tons: 30 miles per gallon",
                                          "2.00 tons: 22 miles per gallon", "2.50 tons: 20 miles per gallon"])

        let ko = try Fixtures.access(Fixtures.carsChart(), "ko-KR")
        #expect(ko.overview == "산점도. X축: Weight, 1.00 tons부터 2.50 tons까지. Y축: Efficiency, 20 miles per gallon부터 35 miles per gallon까지. 점 4개.")
        #expect(ko.summary == "가장 낮은 값은 20 miles per gallon(2.50 tons)입니다. 가장 높은 값은 34 miles per gallon(1.00 tons)입니다. "
            + "Weight 및 Efficiency: 피어슨 r = -0.98, 강한 음의 상관관계입니다. Weight 값이 클수록 Efficiency 값이 작은 경향이 있습니다.")
        #expect(ko.labels[1].text == "1.50 tons: 30 miles per gallon")

        let tr = try Fixtures.access(Fixtures.carsChart(), "tr-TR")
        #expect(tr.overview == "Dağılım grafiği. X ekseni: Weight, 1,00 tons ile 2,50 tons arası. Y ekseni: Efficiency, 20 miles per gallon ile 35 miles per gallon arası. 4 nokta.")
        #expect(tr.summary == "En düşük değer 20 miles per gallon (2,50 tons). En yüksek değer 34 miles per gallon (1,00 tons). "
            + "Weight ve Efficiency: Pearson r = -0,98, güçlü negatif bir ilişki. Weight değeri daha yüksek olduğunda Efficiency değeri daha düşük.")
        #expect(tr.labels[1].text == "1,50 tons: 30 miles per gallon")
    }

    @Test(arguments: [
        (0.85, "Pearson r = 0.85, a strong positive relationship. B is higher where A is higher.",
         "피어슨 r = 0.85, 강한 양의 상관관계입니다. A 값이 클수록 B 값이 큰 경향이 있습니다.",
         "Pearson r = 0,85, güçlü pozitif bir ilişki. A değeri daha yüksek olduğunda B değeri de daha yüksek."),
        (-0.5, "Pearson r = -0.50, a moderate negative relationship. B is lower where A is higher.",
         "피어슨 r = -0.50, 중간 정도의 음의 상관관계입니다. A 값이 클수록 B 값이 작은 경향이 있습니다.",
         "Pearson r = -0,50, orta düzeyde negatif bir ilişki. A değeri daha yüksek olduğunda B değeri daha düşük."),
        (0.25, "Pearson r = 0.25, a weak positive relationship. B is higher where A is higher.",
         "피어슨 r = 0.25, 약한 양의 상관관계입니다. A 값이 클수록 B 값이 큰 경향이 있습니다.",
         "Pearson r = 0,25, zayıf pozitif bir ilişki. A değeri daha yüksek olduğunda B değeri de daha yüksek."),
        (0.1, "Pearson r = 0.10, no clear linear relationship.",
         "피어슨 r = 0.10, 뚜렷한 선형 관계가 없습니다.",
         "Pearson r = 0,10, belirgin bir doğrusal ilişki yok."),
    ])
    func relationshipStrengths(r: Double, en: String, ko: String, tr: String) {
        #expect(Phrases(locale: Locale(identifier: "en-US")).relationship(x: "A", y: "B", r: r) == "A and B: " + en)
        #expect(Phrases(locale: Locale(identifier: "ko-KR")).relationship(x: "A", y: "B", r: r) == "A 및 B: " + ko)
        #expect(Phrases(locale: Locale(identifier: "tr-TR")).relationship(x: "A", y: "B", r: r) == "A ve B: " + tr)
    }

    // MARK: Storage: one stacked bar of parts

    @Test func storageInEveryLanguage() throws {
        let en = try Fixtures.access(Fixtures.storage(), "en-US")
        #expect(en.overview == "Bar chart. X axis: Size, 0 gigabytes to 256 gigabytes. 3 series: Photos, Apps, iOS. 1 stacked bar, 3 segments.")
        #expect(en.summary == "The lowest value is 9.8 gigabytes (iOS). The highest is 61.5 gigabytes (Photos).")
        #expect(en.labels.map(\.text) == ["Photos: 61.5 gigabytes", "Apps: 38.2 gigabytes", "iOS: 9.8 gigabytes"])

        let ko = try Fixtures.access(Fixtures.storage(), "ko-KR")
        #expect(ko.overview == "막대 차트. X축: Size, 0 gigabytes부터 256 gigabytes까지. 계열 3개: Photos, Apps, iOS. 누적 막대 1개, 구간 3개.")
        #expect(ko.summary == "가장 낮은 값은 9.8 gigabytes(iOS)입니다. 가장 높은 값은 61.5 gigabytes(Photos)입니다.")
        #expect(ko.labels.map(\.text) == ["Photos: 61.5 gigabytes", "Apps: 38.2 gigabytes", "iOS: 9.8 gigabytes"])

        let tr = try Fixtures.access(Fixtures.storage(), "tr-TR")
        #expect(tr.overview == "Çubuk grafik. X ekseni: Size, 0 gigabytes ile 256 gigabytes arası. 3 seri: Photos, Apps, iOS. 1 yığılmış çubuk, 3 bölüm.")
        #expect(tr.summary == "En düşük değer 9,8 gigabytes (iOS). En yüksek değer 61,5 gigabytes (Photos).")
        #expect(tr.labels.map(\.text) == ["Photos: 61,5 gigabytes", "Apps: 38,2 gigabytes", "iOS: 9,8 gigabytes"])
    }

    // MARK: Other chart kinds and axes

    struct Weekday { let day: String; let hours: Double }

    @Test func categoryAxisInEveryLanguage() throws {
        let week = [Weekday(day: "Mon", hours: 7), Weekday(day: "Tue", hours: 6.5), Weekday(day: "Wed", hours: 8)]
        let chart = Chart(week) { w in
            BarMark(x: .value("Day", w.day), y: .value("Sleep", w.hours, unit: "hours"))
        }
        let en = try Fixtures.access(chart, "en-US")
        #expect(en.overview == "Bar chart. X axis: Day, 3 categories from Mon to Wed. Y axis: Sleep, 0 hours to 8 hours. 3 bars.")
        // No change from first to last along categories: they have no order to speak of.
        #expect(en.summary == "The lowest value is 6.5 hours (Tue). The highest is 8 hours (Wed).")
        #expect(en.labels.map(\.text) == ["Mon: 7 hours", "Tue: 6.5 hours", "Wed: 8 hours"])
        let ko = try Fixtures.access(chart, "ko-KR")
        #expect(ko.overview == "막대 차트. X축: Day, 항목 3개, Mon부터 Wed까지. Y축: Sleep, 0 hours부터 8 hours까지. 막대 3개.")
        let tr = try Fixtures.access(chart, "tr-TR")
        #expect(tr.overview == "Çubuk grafik. X ekseni: Day, 3 kategori; ilki Mon, sonuncusu Wed. Y ekseni: Sleep, 0 hours ile 8 hours arası. 3 çubuk.")
        let one = try Fixtures.access(Chart([week[0]]) { w in
            BarMark(x: .value("Day", w.day), y: .value("Sleep", w.hours, unit: "hours"))
        }, "tr-TR")
        #expect(one.overview.hasPrefix("Çubuk grafik. X ekseni: Day, 1 kategori: Mon. "))
    }

    struct Week { let date: Date; let hours: Double }

    @Test func lineWithPointsInEveryLanguage() throws {
        let weeks = (0..<3).map { Week(date: Fixtures.day(1 + 7 * $0), hours: [7, 6.5, 7.25][$0]) }
        let chart = Chart(weeks) { w in
            LineMark(x: .value("Week", w.date), y: .value("Sleep", w.hours, unit: "hours"))
            PointMark(x: .value("Week", w.date), y: .value("Sleep", w.hours, unit: "hours"))
        }
        let en = try Fixtures.access(chart, "en-US")
        #expect(en.overview.hasPrefix("Line chart with points. X axis: Week, August 1 to August 15, 2024."))
        // The points repeat the line's values: one series, labelled once.
        #expect(en.labels.map(\.text) == ["August 1: 7 hours", "August 8: 6.5 hours", "August 15: 7.25 hours"])
        #expect(en.descriptor.series.count == 1)
        #expect(en.descriptor.series[0].isContinuous)
        #expect(try Fixtures.access(chart, "ko-KR").overview.hasPrefix("점이 표시된 선 차트. X축: Week, 2024년 8월 1일부터 8월 15일까지."))
        // Not "Noktalı çizgi grafik", which is a dotted-line chart.
        #expect(try Fixtures.access(chart, "tr-TR").overview.hasPrefix("Noktaları işaretli çizgi grafik. X ekseni: Week, 1 Ağustos ile 15 Ağustos 2024 arası."))
    }

    @Test func timesOfOneDay() throws {
        let points = (0..<3).map { Week(date: Fixtures.day(1, hour: 8.5 + Double($0)), hours: Double($0)) }
        let chart = Chart(points) { p in
            LineMark(x: .value("Time", p.date), y: .value("Rain", p.hours, unit: "millimetres"))
        }
        let en = try Fixtures.access(chart, "en-US")
        #expect(en.overview.hasPrefix("Line chart. X axis: Time, August 1, 2024 at 8:30\(Self.am) to 10:30\(Self.am)."))
        #expect(en.labels.map(\.text).first == "8:30\(Self.am): 0 millimetres")
        let ko = try Fixtures.access(chart, "ko-KR")
        #expect(ko.overview.hasPrefix("선 차트. X축: Time, 2024년 8월 1일 오전 8:30부터 오전 10:30까지."))
        #expect(ko.labels.map(\.text).first == "오전 8:30: 0 millimetres")
        // Turkish times with two-digit hours everywhere (08:30), as the locale writes them.
        let tr = try Fixtures.access(chart, "tr-TR")
        #expect(tr.overview.hasPrefix("Çizgi grafik. X ekseni: Time, 1 Ağustos 2024 08:30 ile 10:30 arası."))
        #expect(tr.labels.map(\.text) == ["08:30: 0 millimetres", "09:30: 1 millimetres", "10:30: 2 millimetres"])
        #expect(tr.summary.contains("08:30 ile 10:30 arası: ilk değer 0 millimetres, son değer 2 millimetres; artış 2 millimetres."))
    }

    @Test func ruleWithAndWithoutAName() {
        let en = Phrases(locale: Locale(identifier: "en-US")), ko = Phrases(locale: Locale(identifier: "ko-KR"))
        let tr = Phrases(locale: Locale(identifier: "tr-TR"))
        #expect(en.rule("Goal", value: "10,000 steps") == "A rule marks Goal: 10,000 steps.")
        #expect(en.rule("", value: "10,000 steps") == "A rule marks 10,000 steps.")
        #expect(ko.rule("Goal", value: "Steps 10,000") == "기준선 Goal: Steps 10,000.")
        #expect(ko.rule("", value: "Steps 10,000") == "기준선: Steps 10,000.")
        #expect(tr.rule("Hedef", value: "10.000 adım") == "Referans çizgisi Hedef: 10.000 adım.")
        #expect(tr.rule("", value: "10.000 adım") == "Referans çizgisi: 10.000 adım.")
        #expect(en.axis("X", title: "", from: "0", to: "5") == "X axis: 0 to 5.")
        #expect(ko.axis("X", title: "", from: "0", to: "5") == "X축: 0부터 5까지.")
        #expect(tr.axis("X", title: "", from: "0", to: "5") == "X ekseni: 0 ile 5 arası.")
    }

    @Test func chartTypeNames() {
        let tr = Phrases(locale: Locale(identifier: "tr-TR")), ko = Phrases(locale: Locale(identifier: "ko-KR"))
        #expect(tr.chartType([.area, .point], pointsWithNumericAxes: false) == "Noktaları işaretli alan grafiği")
        #expect(tr.chartType([.point], pointsWithNumericAxes: true) == "Dağılım grafiği")
        #expect(tr.chartType([.rule], pointsWithNumericAxes: false) == "Referans çizgisi grafiği")
        #expect(tr.count(3, of: .rule) == "3 referans çizgisi")
        #expect(ko.chartType([.bar, .point], pointsWithNumericAxes: false) == "점이 표시된 막대 차트")
        #expect(ko.count(1_304, of: .line) == "값 1,304개")
    }

    // MARK: Dates and units (AX5)

    /// Every sentence of the fixtures, in every language.
    static func allSentences() throws -> [String] {
        let charts = [Fixtures.steps(), Fixtures.elevation(), Fixtures.bloodPressure(), Fixtures.carsChart(), Fixtures.storage()]
        var sentences: [String] = []
        for chart in charts {
            for locale in ["en-US", "ko-KR", "tr-TR"] {
                let a = try Fixtures.access(chart, locale)
                sentences += [a.overview, a.summary] + a.labels.map(\.text)
            }
        }
        return sentences
    }

    @Test func datesAreNeverDigitSlashDigit() throws {
        for sentence in try Self.allSentences() {
            // No "8/6" or "6/6"; no "08.06" or "2024-08-06" either.
            #expect(sentence.firstMatch(of: /\d+\/\d+/) == nil, "\(sentence)")
            #expect(sentence.firstMatch(of: /\d{4}-\d{2}-\d{2}/) == nil, "\(sentence)")
            #expect(sentence.firstMatch(of: /\b\d{1,2}\.\d{1,2}\.\d{2,4}\b/) == nil, "\(sentence)")
        }
        let en = try Fixtures.access(Fixtures.steps(), "en-US")
        #expect(en.labels[0].text.hasPrefix("August 1:"))
    }

    @Test func unitsAreSpelledOut() throws {
        for sentence in try Self.allSentences() {
            for short in [/\d\s?ft\b/, /\d\s?mi\b/, /\d\s?m\b/, /\d\s?GB\b/, /\d\s?mpg\b/, /\d\s?min\b/, /\d\s?h\b/] {
                #expect(sentence.firstMatch(of: short) == nil, "\(sentence)")
            }
        }
        let en = try Fixtures.access(Fixtures.elevation(), "en-US")
        #expect(en.labels[0].text.contains("0.5 miles") && en.labels[0].text.contains("450 feet"))
        let tr = try Fixtures.access(Fixtures.carsChart(), "tr-TR")
        #expect(tr.labels[0].text == "1,00 tons: 34 miles per gallon")
    }

    @Test func customStringsPassThroughInEveryLanguage() throws {
        let custom = "Día 1 — 目標 · İyi gün: 1/2"
        let chart = Chart([Fixtures.Day(date: Fixtures.day(1), steps: 4_200), Fixtures.Day(date: Fixtures.day(2), steps: 9_800)]) { d in
            BarMark(x: .value("Day", d.date, unit: .day), y: .value("Steps", d.steps))
                .accessibilityLabel(d.steps > 5_000 ? custom : "Rest day")
                .accessibilityValue(d.steps > 5_000 ? "OVER the goal" : "UNDER")
        }
        .chartTitle("Ünvan İ")
        .accessibilityChartDescriptor { d in var d = d; d.summary = "Özet: İYİ"; return d }
        for locale in ["en-US", "ko-KR", "tr-TR"] {
            let a = try Fixtures.access(chart, locale)
            #expect(a.labels.map(\.text) == ["Rest day: UNDER", "\(custom): OVER the goal"])
            #expect(a.summary == "Özet: İYİ")
            #expect(a.descriptor.title == "Ünvan İ")
        }
    }
}
