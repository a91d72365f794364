import Foundation
@testable import Plotline

/// Small charts like the gallery's, with fixed data, for exact sentences.
enum Fixtures {
    /// 2024-08-01 00:00 UTC.
    static let august1 = 1_722_470_400.0
    static func day(_ n: Int, hour: Double = 0) -> Date { Date(timeIntervalSince1970: august1 + Double(n - 1) * 86_400 + hour * 3_600) }

    struct Day { let date: Date; let steps: Int }
    static let stepValues = [4_200, 9_800, 12_400, 7_100, 8_214]

    /// Steps per day, August 1 to 5: a bar and a label each.
    static func steps(day: String = "Day", steps: String = "Steps") -> Chart {
        let days = stepValues.enumerated().map { Day(date: Fixtures.day($0.offset + 1), steps: $0.element) }
        return Chart(days) { d in
            BarMark(x: .value(day, d.date, unit: .day), y: .value(steps, d.steps))
        }
        .chartTitle("Steps")
    }

    struct Point { let mile: Double; let feet: Double }
    /// 60 bars, every 0.1 mile: up 10 feet a bar to mile 3, then down 5 feet a bar. Over 50 marks: grouped labels.
    static let elevationPoints: [Point] = (0..<60).map { (i: Int) -> Point in
        let n = Double(i)
        let feet: Double = i < 30 ? 400 + 10 * n : 690 - 5 * (n - 29)
        return Point(mile: n / 10, feet: feet)
    }

    static func elevation(_ points: [Point] = elevationPoints) -> Chart {
        Chart(points) { p in
            BarMark(x: .value("Distance", p.mile, unit: "miles"), y: .value("Elevation", p.feet, unit: "feet"))
        }
        .chartTitle("Route elevation")
    }

    struct Reading { let date: Date; let kind: String; let mmHg: Double }
    /// Morning readings on August 1, 2 and 3 at 7:30, systolic and diastolic.
    static let readings: [Reading] = [
        Reading(date: day(1, hour: 7.5), kind: "Systolic", mmHg: 122),
        Reading(date: day(1, hour: 7.5), kind: "Diastolic", mmHg: 85),
        Reading(date: day(2, hour: 7.5), kind: "Systolic", mmHg: 118),
        Reading(date: day(2, hour: 7.5), kind: "Diastolic", mmHg: 80),
        Reading(date: day(3, hour: 7.5), kind: "Systolic", mmHg: 126),
        Reading(date: day(3, hour: 7.5), kind: "Diastolic", mmHg: 82),
    ]

    static func bloodPressure() -> Chart {
        Chart(readings) { r in
            PointMark(x: .value("Date", r.date), y: .value("Pressure", r.mmHg, unit: "mmHg"))
                .foregroundStyle(by: .value("Reading", r.kind))
        }
        .chartTitle("Blood pressure")
    }

    struct Car { let weight: Double; let mpg: Double }
    /// Heavier cars, fewer miles per gallon.
    static let cars: [Car] = [Car(weight: 1.0, mpg: 34), Car(weight: 1.5, mpg: 30), Car(weight: 2.0, mpg: 22), Car(weight: 2.5, mpg: 20)]

    static func carsChart() -> Chart {
        Chart(cars) { c in
            PointMark(x: .value("Weight", c.weight, format: "%.2f tons"), y: .value("Efficiency", c.mpg, unit: "miles per gallon"))
        }
        .chartTitle("Heavier cars go fewer miles per gallon")
    }

    struct Part { let category: String; let gigabytes: Double }
    static let parts = [Part(category: "Photos", gigabytes: 61.5), Part(category: "Apps", gigabytes: 38.2),
                        Part(category: "iOS", gigabytes: 9.8)]

    /// One stacked bar: a part per category.
    static func storage() -> Chart {
        Chart(parts) { p in
            BarMark(x: .value("Size", p.gigabytes, unit: "gigabytes"))
                .foregroundStyle(by: .value("Category", p.category))
        }
        .chartTitle("iPhone storage")
        .chartXScale(domain: 0...256)
    }

    static func access(_ chart: Chart, _ locale: String) throws -> ChartAccessibility {
        try chart.chartLocale(locale).resolve().accessibility
    }
}
