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
