import Foundation

/// Built-in data for the charts that show the open model: a year of daily counts (a heat map), daily prices
/// (a candlestick chart), a project plan (a Gantt chart) and readings against a limit (threshold bars).
extension GalleryData {
    public struct Contribution: Sendable {
        /// The Sunday that starts the day's week, and the day itself.
        public let week: Date; public let date: Date; public let weekday: String; public let count: Int
    }
    public struct Candle: Sendable {
        public let date: Date; public let open: Double; public let high: Double; public let low: Double; public let close: Double
        public var direction: String { close >= open ? "Up" : "Down" }
    }
    public struct Task: Sendable { public let name: String; public let phase: String; public let start: Date; public let end: Date }
    public struct Reading: Sendable { public let hour: Date; public let level: Double }

    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// Commits a day from March 3 to August 31, 2024 (26 weeks, from a Sunday): fewer on weekends, a
    /// quiet week in May, busier in July.
    public static let contributions: [Contribution] = {
        var random = SeededRandom(seed: 13)
        let march3 = Date(timeIntervalSince1970: 1_709_424_000)   // a Sunday
        return (0..<(26 * 7)).map { i in
            let date = march3.addingTimeInterval(Double(i) * day)
            let weekday = i % 7
            let week = march3.addingTimeInterval(Double(i / 7 * 7) * day)
            let weekend = weekday == 0 || weekday == 6
            var mean = weekend ? 1.5 : 6.0
            if i / 7 == 10 { mean = 0.3 }        // a week away
            if i / 7 >= 17 && i / 7 <= 21 { mean *= 1.8 }
            let count = max(0, Int((mean + random.normal(deviation: mean / 2)).rounded()))
            return Contribution(week: week, date: date, weekday: weekdays[weekday], count: count)
        }
    }()

    /// Thirty trading days of a share's open, high, low and close, from September 2, 2024.
    public static let candles: [Candle] = {
        var random = SeededRandom(seed: 14)
        let september2 = Date(timeIntervalSince1970: 1_725_235_200)
        var price = 142.0
        var result: [Candle] = []
        var offset = 0
        while result.count < 30 {
            let date = september2.addingTimeInterval(Double(offset) * day)
            offset += 1
            let weekday = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date).weekday!
            if weekday == 1 || weekday == 7 { continue }
            let open = price + random.normal(deviation: 0.8)
            let close = open + random.normal(mean: 0.15, deviation: 2.2)
            let high = max(open, close) + abs(random.normal(deviation: 1.1))
            let low = min(open, close) - abs(random.normal(deviation: 1.1))
            func cents(_ v: Double) -> Double { (v * 100).rounded() / 100 }
            result.append(Candle(date: date, open: cents(open), high: cents(high), low: cents(low), close: cents(close)))
            price = close
        }
        return result
    }()

    /// A small project's tasks, from September 2 to November 15, 2024.
    public static let tasks: [Task] = {
        let september2 = Date(timeIntervalSince1970: 1_725_235_200)
        func on(_ days: Int) -> Date { september2.addingTimeInterval(Double(days) * day) }
        return [
            Task(name: "Research", phase: "Plan", start: on(0), end: on(12)),
            Task(name: "Design", phase: "Plan", start: on(9), end: on(26)),
            Task(name: "Build", phase: "Make", start: on(23), end: on(58)),
            Task(name: "Write docs", phase: "Make", start: on(44), end: on(66)),
            Task(name: "Test", phase: "Check", start: on(50), end: on(68)),
            Task(name: "Launch", phase: "Check", start: on(70), end: on(74)),
        ]
    }()

    /// Hourly river levels over two days, in meters, with a flood limit of 4 meters.
    public static let riverLevels: [Reading] = {
        var random = SeededRandom(seed: 16)
        let start = Date(timeIntervalSince1970: 1_727_740_800)   // October 1, 2024
        return (0..<48).map { h in
            let crest = 4.6 * exp(-pow(Double(h) - 27, 2) / 60)
            let level = 2.4 + crest * 0.55 + random.normal(deviation: 0.08)
            return Reading(hour: start.addingTimeInterval(Double(h) * 3600), level: (level * 100).rounded() / 100)
        }
    }()
}
