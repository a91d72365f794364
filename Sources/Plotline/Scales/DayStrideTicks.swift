import Foundation

extension TimeTicks {
    /// Ticks every `step.count` days counted from the domain's first midnight, across month ends: an axis
    /// asked for `.stride(by: .day, count: 7)` is ticked weekly from its start (1, 8, 15, 22, 29 January,
    /// 5 February), where the automatic day boundaries restart on each month's 1st (29 January, then 1
    /// February three days later, their labels colliding). Each tick is the first midnight plus a whole
    /// number of calendar days, so a daylight-saving change moves none of them off midnight.
    static func dayStrideTicks(from: Double, to: Double, step: CalendarStep, calendar: Calendar) -> [Double] {
        guard step.unit == .day, from.isFinite, to.isFinite else { return [] }
        let lo = min(from, to), hi = max(from, to)
        guard supportedRange.contains(lo), supportedRange.contains(hi) else { return [] }
        let n = max(step.count, 1)
        guard (hi - lo) / (86_400 * Double(n)) <= Double(maximumTicks) else { return [] }
        let day = calendar.startOfDay(for: Date(timeIntervalSince1970: lo))
        var first = day.timeIntervalSince1970
        if first < lo {
            guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { return [] }
            first = calendar.startOfDay(for: next).timeIntervalSince1970
        }
        var result: [Double] = []
        var k = 0
        while result.count < maximumTicks {
            guard let date = calendar.date(byAdding: .day, value: k * n, to: Date(timeIntervalSince1970: first)) else { break }
            let t = date.timeIntervalSince1970
            if t > hi { break }
            result.append(t)
            k += 1
        }
        return from <= to ? result : result.reversed()
    }
}

extension TimeTicks {
    /// Ticks every `step.count` hours, minutes or seconds counted from local midnight of the domain's first
    /// day and carried on across midnights: `.stride(by: .hour, count: 5)` over three days is 00:00, 05:00,
    /// ..., 20:00, then 01:00 the next day, where boundaries of the automatic steps restart at each
    /// midnight (20:00, then 00:00 four hours later). A count that divides a day gives the same ticks
    /// either way (6 hours: 0, 6, 12, 18 each day), so such a step keeps the wall-clock boundaries of
    /// `ticks(from:to:step:calendar:)` (see `dividesDay`). The steps here are elapsed time, as `Calendar`
    /// adds hours.
    static func clockStrideTicks(from: Double, to: Double, step: CalendarStep, calendar: Calendar) -> [Double] {
        let unitSeconds: Double = switch step.unit {
        case .second: 1
        case .minute: 60
        case .hour: 3_600
        default: 0
        }
        guard unitSeconds > 0, from.isFinite, to.isFinite else { return [] }
        let lo = min(from, to), hi = max(from, to)
        guard supportedRange.contains(lo), supportedRange.contains(hi) else { return [] }
        let stepSeconds = unitSeconds * Double(max(step.count, 1))
        guard (hi - lo) / stepSeconds <= Double(maximumTicks) else { return [] }
        let anchor = calendar.startOfDay(for: Date(timeIntervalSince1970: lo)).timeIntervalSince1970
        var k = ((lo - anchor) / stepSeconds).rounded(.up)
        var result: [Double] = []
        while result.count < maximumTicks {
            let t = anchor + k * stepSeconds
            if t > hi { break }
            result.append(t)
            k += 1
        }
        return from <= to ? result : result.reversed()
    }
}

extension TimeTicks {
    /// Whether a step of hours, minutes or seconds fits a whole number of times in a day (6 hours, 15
    /// minutes): its boundaries are then the same every day, and counting on across midnight changes nothing.
    static func dividesDay(_ step: CalendarStep) -> Bool {
        let n = max(step.count, 1)
        return switch step.unit {
        case .hour: 24 % n == 0
        case .minute: 1_440 % n == 0
        case .second: 86_400 % n == 0
        default: true
        }
    }
}
