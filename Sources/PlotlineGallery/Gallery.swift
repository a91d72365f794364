import Foundation
import Plotline

/// One chart of the gallery: a chart from the source documents, with the requirement ids it shows.
public struct GalleryEntry: Sendable {
    /// The file name, without extension: "01-steps".
    public let slug: String
    public let name: String
    /// DESIGN.md requirement ids this chart demonstrates.
    public let requirements: [String]
    public let chart: Chart
}

/// The gallery: sixteen charts from the guidelines, the Audio Graphs document and the open model, from
/// built-in data.
public enum Gallery {
    public static let entries: [GalleryEntry] = [
        steps, stock, heartRate, battery, bloodPressure, storage, elevation, precipitation, cars, watch, sleep,
        activity, contributions, candlesticks, plan, riverLevel,
    ]

    static let en = Locale(identifier: "en_US")

    static func grouped(_ v: Double) -> String { NumberFormat.grouped(v, fractionDigits: 0, locale: en) }

    /// 1. Daily steps in one month: bars, dynamic range, zero baseline (M1, X1, X2).
    static let steps: GalleryEntry = {
        let days = GalleryData.steps
        let average = Double(days.map(\.steps).reduce(0, +)) / Double(days.count)
        let chart = Chart {
            ForEach(days, id: \.date) { day in
                BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
            }
            RuleMark(y: .value("Goal", 10_000))
                .annotation("Goal 10,000", position: .top)
        }
        .chartTitle("Steps", subtitle: "Daily average \(grouped(average)) steps in August 2024")
        return GalleryEntry(slug: "01-steps", name: "Daily steps in August", requirements: ["M1", "M4", "X1", "X2", "X3", "A4"],
                            chart: chart)
    }()

    /// 2. A stock's closing price over five years: a line (M2).
    static let stock: GalleryEntry = {
        let prices = GalleryData.stock
        let first = prices.first!.close, last = prices.last!.close
        let change = (last - first) / first * 100
        let chart = Chart(prices) { p in
            LineMark(x: .value("Date", p.date), y: .value("Closing price", p.close, unit: "US dollars", unitOne: "US dollar"))
        }
        .chartTitle("Closing price",
                    subtitle: "From $\(NumberFormat.grouped(first, fractionDigits: 2, locale: en)) to $\(NumberFormat.grouped(last, fractionDigits: 2, locale: en)), up \(NumberFormat.grouped(change, fractionDigits: 1, locale: en))%")
        .chartYAxisLabel("US dollars")
        .chartTimeRanges(["1M", "3M", "1Y", "5Y"])
        return GalleryEntry(slug: "02-stock", name: "A stock's closing price over five years", requirements: ["M2", "X3", "B7"], chart: chart)
    }()

    /// 3. Heart rate readings over five and a half months: points, lower bound not zero (M3, X2).
    static let heartRate: GalleryEntry = {
        let readings = GalleryData.heartRate
        let low = readings.map(\.bpm).min()!, high = readings.map(\.bpm).max()!
        let chart = Chart {
            // A normal range behind the readings (A4): the resting heart rate of an adult. Its bounds are heart
            // rates too, and as the first layer it names the y axis and says its values ("78 beats per minute").
            RectangleMark(yStart: .value("Heart rate", 60, unit: "beats per minute", unitOne: "beat per minute"),
                          yEnd: .value("Heart rate", 100, unit: "beats per minute", unitOne: "beat per minute"))
                .foregroundStyle("#34c759")
                .opacity(0.14)
                .annotation("Resting 60–100", position: .bottom)
            ForEach(readings, id: \.date) { r in
                PointMark(x: .value("Date", r.date), y: .value("Heart rate", r.bpm, unit: "beats per minute", unitOne: "beat per minute"))
                    .symbolSize(14)
            }
        }
        .chartTitle("Heart rate", subtitle: "\(grouped(low))–\(grouped(high)) BPM, February to July 2024")
        .chartYAxisLabel("BPM")
        return GalleryEntry(slug: "03-heart-rate", name: "Heart rate over five and a half months", requirements: ["M3", "X2", "A4"],
                            chart: chart)
    }()

    /// 4. Battery charge over 24 hours: a fixed range of 0 to 100 % (X1).
    static let battery: GalleryEntry = {
        let levels = GalleryData.battery
        let chart = Chart(levels) { c in
            AreaMark(x: .value("Time", c.date), y: .value("Charge", c.percent, unit: "percent"))
        }
        .chartTitle("Battery level", subtitle: "Last 24 hours, now at \(grouped(levels.last!.percent))%")
        .chartYScale(domain: 0...100)
        .chartYAxisLabel("%")
        .chartYAxis { AxisMarks(values: .stride(by: 25)) }
        return GalleryEntry(slug: "04-battery", name: "Battery charge over 24 hours", requirements: ["X1", "X3"], chart: chart)
    }()

    /// 5. Blood pressure: two series, systolic and diastolic (C2: circle and diamond).
    static let bloodPressure: GalleryEntry = {
        let readings = GalleryData.bloodPressure
        let chart = Chart(readings) { r in
            PointMark(x: .value("Date", r.date), y: .value("Pressure", r.mmHg, unit: "mmHg"))
                .foregroundStyle(by: .value("Reading", r.kind))
                .symbol(by: .value("Reading", r.kind))
        }
        .chartTitle("Blood pressure", subtitle: "Morning readings, August 2024")
        .chartYAxisLabel("mmHg")
        return GalleryEntry(slug: "05-blood-pressure", name: "Blood pressure: systolic and diastolic",
                            requirements: ["A4", "M3", "C2"], chart: chart)
    }()

    /// 6. Phone storage by category: one stacked bar (C3).
    static let storage: GalleryEntry = {
        let parts = GalleryData.storage
        let used = parts.map(\.gigabytes).reduce(0, +)
        let chart = Chart(parts) { part in
            BarMark(x: .value("Size", part.gigabytes, unit: "gigabytes", unitOne: "gigabyte"))
                .foregroundStyle(by: .value("Category", part.category))
        }
        .chartTitle("iPhone storage", subtitle: "\(NumberFormat.grouped(used, fractionDigits: 1, locale: en)) GB of 256 GB used")
        .chartXScale(domain: 0...256)
        .chartXAxisLabel("GB")
        .frame(width: 640, height: 200)
        return GalleryEntry(slug: "06-storage", name: "Phone storage by category", requirements: ["M1", "A4", "C3"], chart: chart)
    }()

    /// 7. Cycling route elevation by distance: bars along miles (AX4).
    static let elevation: GalleryEntry = {
        let points = GalleryData.elevation
        let climb = zip(points, points.dropFirst()).map { max(0, $1.feet - $0.feet) }.reduce(0, +)
        let chart = Chart(points) { p in
            BarMark(x: .value("Distance", p.mile, unit: "miles", unitOne: "mile"),
                    y: .value("Elevation", p.feet, unit: "feet", unitOne: "foot"))
        }
        .chartTitle("Route elevation", subtitle: "12 miles, \(grouped(climb)) feet of climbing")
        .chartXAxisLabel("Miles")
        .chartYAxisLabel("Feet")
        return GalleryEntry(slug: "07-elevation", name: "Cycling route elevation", requirements: ["M1", "AX4"], chart: chart)
    }()

    /// 8. Precipitation in the next hour: an area with the main message in the title (D2).
    static let precipitation: GalleryEntry = {
        let minutes = GalleryData.rain
        let start = minutes.firstIndex { $0.intensity > 0 } ?? 0
        let peak = minutes.max { $0.intensity < $1.intensity }!
        let peakMinute = Int((peak.date.timeIntervalSince(minutes[0].date) / 60).rounded())
        let chart = Chart(minutes) { m in
            AreaMark(x: .value("Time", m.date), y: .value("Intensity", m.intensity, format: "%.1f mm/h"))
                .interpolationMethod(.monotone)
        }
        .chartTitle("Rain starting in \(start) min",
                    subtitle: "Heaviest in \(peakMinute) min, \(NumberFormat.grouped(peak.intensity, fractionDigits: 1, locale: en)) mm per hour")
        .chartYAxisLabel("mm/h")
        return GalleryEntry(slug: "08-precipitation", name: "Precipitation in the next hour", requirements: ["D1", "D2"], chart: chart)
    }()

    /// 9. Cars: weight against fuel efficiency, by origin and price (the Audio Graphs example). Its audio
    /// graph plays weight as time, efficiency as pitch, price as tone length and origin as timbre (AG6).
    static let cars: GalleryEntry = {
        let chart = Chart(GalleryData.cars) { car in
            PointMark(x: .value("Weight", car.weight, format: "%.2f tons"),
                      y: .value("Efficiency", car.mpg, unit: "miles per gallon", unitOne: "mile per gallon"))
                .foregroundStyle(by: .value("Origin", car.origin))
                .symbol(by: .value("Origin", car.origin))
                .symbolSize(by: .value("Price", car.price, unit: "US dollars", unitOne: "US dollar"))
        }
        .chartTitle("Heavier cars go fewer miles per gallon", subtitle: "Weight in tons, efficiency in miles per gallon; larger marks cost more")
        .chartXAxisLabel("Weight (tons)")
        .chartYAxisLabel("MPG")
        return GalleryEntry(slug: "09-cars", name: "Cars: weight and fuel efficiency", requirements: ["M3", "AG4", "AG6", "C2"], chart: chart)
    }()

    /// 10. Today's heart rate at watch size: glanceable, minimal (P1).
    static let watch: GalleryEntry = {
        let readings = GalleryData.heartRateToday
        let chart = Chart(readings) { r in
            LineMark(x: .value("Time", r.date), y: .value("Heart rate", r.bpm, unit: "BPM"))
        }
        .chartTitle("\(grouped(readings.last!.bpm)) BPM", subtitle: "Heart rate today")
        .frame(width: 180, height: 110)
        return GalleryEntry(slug: "10-watch", name: "Today's heart rate at watch size", requirements: ["P1", "X4"], chart: chart)
    }()

    /// 11. A line with points on it (M4).
    static let sleep: GalleryEntry = {
        let weeks = GalleryData.sleep
        let chart = Chart(weeks) { w in
            LineMark(x: .value("Week", w.week), y: .value("Sleep", w.hours, unit: "hours", unitOne: "hour"))
            PointMark(x: .value("Week", w.week), y: .value("Sleep", w.hours, unit: "hours", unitOne: "hour"))
        }
        .chartTitle("Sleep", subtitle: "Average hours per night, by week, June to August 2024")
        .chartYAxisLabel("Hours")
        return GalleryEntry(slug: "11-sleep", name: "A line with points on it", requirements: ["M4"], chart: chart)
    }()

    /// 12. Parts of a whole as a donut: a day's activity by kind, separated sectors (M1, C3).
    static let activity: GalleryEntry = {
        let parts = GalleryData.activity
        let total = parts.map(\.minutes).reduce(0, +)
        let chart = Chart(parts) { part in
            SectorMark(angle: .value("Time", part.minutes, unit: "minutes", unitOne: "minute"), innerRadius: .ratio(0.58))
                .foregroundStyle(by: .value("Activity", part.kind))
        }
        .chartTitle("Active time today", subtitle: "\(grouped(total)) minutes in all")
        .chartLegend(position: .trailing)
        .frame(width: 420, height: 300)
        return GalleryEntry(slug: "12-activity", name: "A day's activity as a donut", requirements: ["M1", "A4", "C1", "C3"],
                            chart: chart)
    }()

    /// 13. A half year of daily commits as a heat map: a rectangle per day on week by weekday, its color
    /// from a sequential ramp by count (A2), with a ramp key; the words name the busiest and quietest days.
    static let contributions: GalleryEntry = {
        let days = GalleryData.contributions
        let total = days.map(\.count).reduce(0, +)
        let chart = Chart(days) { d in
            RectangleMark(x: .value("Week", d.week, unit: .weekOfYear), y: .value("Day", d.weekday))
                .foregroundStyle(by: .value("Commits", d.count, unit: "commits", unitOne: "commit"))
        }
        .chartTitle("Commits", subtitle: "\(grouped(Double(total))) commits, March to August 2024")
        .frame(width: 640, height: 250)
        return GalleryEntry(slug: "13-contributions", name: "A half year of commits as a heat map",
                            requirements: ["A1", "A2", "A4", "C1", "D2"], chart: chart)
    }()

    /// 14. A candlestick chart: rules from low to high written first, under bars from open to close; up and
    /// down days told apart by color and by fill (C2: the up days hatched, as a chart of hollow up candles), not color alone.
    static let candlesticks: GalleryEntry = {
        let days = GalleryData.candles
        let chart = Chart {
            ForEach(days, id: \.date) { d in
                RuleMark(x: .value("Date", d.date, unit: .day),
                         yStart: .value("Price", d.low, unit: "US dollars", unitOne: "US dollar"),
                         yEnd: .value("Price", d.high, unit: "US dollars", unitOne: "US dollar"))
                    .foregroundStyle("#8e8e93")
                    .accessibilityHidden()
            }
            ForEach(days, id: \.date) { d in
                BarMark(x: .value("Date", d.date, unit: .day),
                        yStart: .value("Price", d.open, unit: "US dollars", unitOne: "US dollar"),
                        yEnd: .value("Price", d.close, unit: "US dollars", unitOne: "US dollar"))
                    .foregroundStyle(by: .value("Day", d.direction))
            }
        }
        .chartTitle("Share price", subtitle: "Open, close and daily range, September and October 2024")
        .chartYAxisLabel("US dollars")
        .chartPatternFills()
        return GalleryEntry(slug: "14-candlesticks", name: "A share's daily prices as candlesticks",
                            requirements: ["A1", "M4", "C2", "AX1"], chart: chart)
    }()

    /// 15. A Gantt chart: horizontal bars from each task's start date to its end date, by phase.
    static let plan: GalleryEntry = {
        let chart = Chart(GalleryData.tasks) { t in
            BarMark(xStart: .value("Start", t.start), xEnd: .value("End", t.end), y: .value("Task", t.name))
                .foregroundStyle(by: .value("Phase", t.phase))
        }
        .chartTitle("Project plan", subtitle: "Six tasks from September 2 to November 15, 2024")
        return GalleryEntry(slug: "15-plan", name: "A project plan as a Gantt chart", requirements: ["A1", "M1", "X3"],
                            chart: chart)
    }()

    /// 16. Bars colored by a rule: the hours the river stood above its flood limit in the author's red,
    /// the others in blue, each bar its own color; the limit is a rule with its name.
    static let riverLevel: GalleryEntry = {
        let readings = GalleryData.riverLevels
        let limit = 4.0
        let above = readings.filter { $0.level > limit }.count
        let chart = Chart {
            ForEach(readings, id: \.hour) { r in
                BarMark(x: .value("Hour", r.hour, unit: .hour), y: .value("Level", r.level, unit: "meters", unitOne: "meter"))
                    .foregroundStyle(r.level > limit ? "#d1242f" : "#3f82f7")
                    .accessibilityValue(r.level > limit ? "\(NumberFormat.grouped(r.level, fractionDigits: 2, locale: en)) meters, above the flood limit" : "")
            }
            RuleMark(y: .value("Flood limit", limit, unit: "meters", unitOne: "meter"))
                .annotation("Flood limit 4 m", position: .top)
        }
        .chartTitle("River level", subtitle: "\(above) hours above the flood limit, October 1 and 2, 2024")
        .chartYAxisLabel("m")
        return GalleryEntry(slug: "16-river-level", name: "River level against its flood limit",
                            requirements: ["M1", "A4", "C1", "AX4"], chart: chart)
    }()
}
