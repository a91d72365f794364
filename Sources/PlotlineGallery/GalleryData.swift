import Foundation

/// The built-in data of the gallery, generated in code: no files, no network, the same every run.
public enum GalleryData {
    /// 2024-08-01T00:00:00Z.
    static let august1 = Date(timeIntervalSince1970: 1_722_470_400)
    static let day = 86_400.0

    public struct DailySteps: Sendable { public let date: Date; public let steps: Int }
    public struct Price: Sendable { public let date: Date; public let close: Double }
    public struct HeartRate: Sendable { public let date: Date; public let bpm: Double }
    public struct Charge: Sendable { public let date: Date; public let percent: Double }
    public struct BloodPressure: Sendable { public let date: Date; public let kind: String; public let mmHg: Double }
    public struct Storage: Sendable { public let category: String; public let gigabytes: Double }
    public struct Elevation: Sendable { public let mile: Double; public let feet: Double }
    public struct Rain: Sendable { public let date: Date; public let intensity: Double }
    public struct Car: Sendable {
        public let name: String; public let weight: Double; public let mpg: Double; public let origin: String
        /// The price in US dollars (the MSRP of the Audio Graphs example).
        public let price: Double
    }
    public struct Sleep: Sendable { public let week: Date; public let hours: Double }
    public struct Activity: Sendable { public let kind: String; public let minutes: Double }

    /// Minutes of activity today, by kind.
    public static let activity: [Activity] = [
        Activity(kind: "Walking", minutes: 74), Activity(kind: "Cycling", minutes: 41),
        Activity(kind: "Running", minutes: 26), Activity(kind: "Yoga", minutes: 18),
        Activity(kind: "Swimming", minutes: 12),
    ]

    /// Steps per day in August 2024: weekdays busier, a few long walks.
    public static let steps: [DailySteps] = {
        var random = SeededRandom(seed: 1)
        return (0..<31).map { i in
            let date = august1.addingTimeInterval(Double(i) * day)
            let weekday = (i + 4) % 7   // Aug 1, 2024 was a Thursday
            let base = weekday == 0 || weekday == 6 ? 6_000.0 : 8_500.0
            let walk = random.unit() < 0.15 ? 5_500.0 : 0
            return DailySteps(date: date, steps: Int((base + walk + random.normal(deviation: 1_400)).rounded()))
        }
    }()

    /// A stock's closing price on trading days over five years (2019-08-01 to 2024-07-31).
    public static let stock: [Price] = {
        var random = SeededRandom(seed: 2)
        var price = 52.0
        var result: [Price] = []
        let start = Date(timeIntervalSince1970: 1_564_617_600) // 2019-08-01
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for i in 0..<(5 * 365 + 1) {
            let date = start.addingTimeInterval(Double(i) * day)
            let weekday = calendar.component(.weekday, from: date)
            if weekday == 1 || weekday == 7 { continue }
            price *= 1 + random.normal(mean: 0.0009, deviation: 0.018)
            result.append(Price(date: date, close: (price * 100).rounded() / 100))
        }
        return result
    }()

    /// Heart-rate readings, a few a day, from mid-February to the end of July 2024.
    public static let heartRate: [HeartRate] = {
        var random = SeededRandom(seed: 3)
        let start = Date(timeIntervalSince1970: 1_707_955_200) // 2024-02-15
        var result: [HeartRate] = []
        for d in 0..<167 {
            for _ in 0..<3 {
                let time = start.addingTimeInterval(Double(d) * day + random.uniform(25_000...80_000))
                let active = random.unit() < 0.2
                let bpm = active ? random.uniform(110...172) : random.normal(mean: 72, deviation: 7)
                result.append(HeartRate(date: time, bpm: max(58, bpm.rounded())))
            }
        }
        return result.sorted { $0.date < $1.date }
    }()

    /// Battery charge every 15 minutes over one day: drains, charges at night and at lunch.
    public static let battery: [Charge] = {
        let start = august1
        var level = 100.0
        var result: [Charge] = []
        for i in 0...96 {
            let hour = Double(i) / 4
            result.append(Charge(date: start.addingTimeInterval(hour * 3_600), percent: (level * 10).rounded() / 10))
            if hour < 7 || (hour >= 12.5 && hour < 13.5) { level = min(100, level + 9) }
            else { level = max(3, level - (hour > 18 ? 2.1 : 1.4)) }
        }
        return result
    }()

    /// Blood pressure, morning readings over four weeks: systolic and diastolic.
    public static let bloodPressure: [BloodPressure] = {
        var random = SeededRandom(seed: 5)
        var result: [BloodPressure] = []
        for d in stride(from: 0, to: 28, by: 2) {
            let date = august1.addingTimeInterval(Double(d) * day + 7.5 * 3_600)
            result.append(BloodPressure(date: date, kind: "Systolic", mmHg: random.normal(mean: 122, deviation: 6).rounded()))
            result.append(BloodPressure(date: date, kind: "Diastolic", mmHg: random.normal(mean: 79, deviation: 4).rounded()))
        }
        return result
    }()

    /// How a phone's storage is used, in gigabytes.
    public static let storage: [Storage] = [
        Storage(category: "Photos", gigabytes: 61.5), Storage(category: "Apps", gigabytes: 38.2),
        Storage(category: "System Data", gigabytes: 14.1), Storage(category: "Messages", gigabytes: 12.4),
        Storage(category: "iOS", gigabytes: 9.8),
    ]

    /// Elevation of a cycling route every tenth of a mile over 12 miles.
    public static let elevation: [Elevation] = (0...120).map { i in
        let mile = Double(i) / 10
        let feet = 320 + 180 * sin(mile / 2.2) + 90 * sin(mile * 1.3 + 1) + 25 * mile
        return Elevation(mile: mile, feet: feet.rounded())
    }

    /// Rain intensity (millimetres per hour) for the next hour, minute by minute, from 14:00.
    public static let rain: [Rain] = {
        let start = august1.addingTimeInterval(14 * 3_600)
        return (0...60).map { minute in
            let m = Double(minute)
            let intensity = m < 15 ? 0 : min(4.2, 0.35 * (m - 14)) * (m > 48 ? max(0, 1 - (m - 48) / 14) : 1)
            return Rain(date: start.addingTimeInterval(m * 60), intensity: (intensity * 100).rounded() / 100)
        }
    }()

    /// Cars: weight (tons) against fuel efficiency (miles per gallon), by origin and price, as in the Audio
    /// Graphs example.
    public static let cars: [Car] = {
        var random = SeededRandom(seed: 9)
        // Prices from their own sequence, so weights and efficiencies stay as they were before prices.
        var prices = SeededRandom(seed: 19)
        var result: [Car] = []
        for (origin, count, weights, premium) in [("USA", 24, 1.3...2.4, 0.0), ("Europe", 14, 0.95...1.6, 9_000),
                                                  ("Japan", 16, 0.9...1.45, 2_000)] {
            for i in 0..<count {
                let weight = (random.uniform(weights) * 100).rounded() / 100
                let mpg = max(10, (46 - 14.5 * weight + random.normal(deviation: 2.2)).rounded())
                let price = max(12_000, 9_000 + 16_000 * weight + premium + prices.normal(deviation: 6_000))
                result.append(Car(name: "\(origin) \(i + 1)", weight: weight, mpg: mpg, origin: origin,
                                  price: (price / 100).rounded() * 100))
            }
        }
        return result
    }()

    /// Today's heart rate, every 10 minutes from midnight to 18:00.
    public static let heartRateToday: [HeartRate] = {
        var random = SeededRandom(seed: 10)
        let start = august1
        return (0...108).map { i in
            let hour = Double(i) / 6
            let base = hour < 7 ? 58.0 : (hour > 17 && hour < 17.8 ? 128 : 74)
            return HeartRate(date: start.addingTimeInterval(hour * 3_600), bpm: (base + random.normal(deviation: 3)).rounded())
        }
    }()

    /// Average hours of sleep per week over twelve weeks.
    public static let sleep: [Sleep] = {
        var random = SeededRandom(seed: 11)
        let start = Date(timeIntervalSince1970: 1_717_286_400) // 2024-06-02, a Sunday
        return (0..<12).map { w in
            Sleep(week: start.addingTimeInterval(Double(w) * 7 * day),
                  hours: (random.normal(mean: 7.1, deviation: 0.45) * 10).rounded() / 10)
        }
    }()
}
