import Foundation
import PlotlineScene

/// Tick values for a time axis, on calendar boundaries, for dates stored as seconds since 1970.
///
/// All placement uses the calendar passed in (its time zone and first weekday), never fixed lengths
/// of days, so ticks stay on local midnights and whole hours across daylight-saving changes.
///
/// Boundaries of a step of `n` units:
/// - seconds, minutes, hours: wall-clock times whose time since local midnight is a multiple of the
///   step (15 minutes: :00 :15 :30 :45; 6 hours: 0, 6, 12, 18; 7 hours: 0, 7, 14, 21 each day).
///   A wall time skipped by a daylight-saving change has no tick; a repeated hour has both.
/// - days: local midnight of days 1, 1+n, 1+2n, ... of each month (2 days: 1, 3, 5, ..., 29, 31, 1),
///   as d3 does, so ticks do not move when the domain is panned; the last gap of a month can be shorter.
///   (An axis's explicit stride of several days is counted from the domain's start instead:
///   `dayStrideTicks(from:to:step:calendar:)`.)
/// - weeks: local midnight on the calendar's `firstWeekday`; n weeks count whole weeks from the week
///   of 1 January 1970.
/// - months: the 1st at local midnight of months whose index from January of year 0 is a multiple of n
///   (3 months: January, April, July, October; 6 months: January, July). A quarter is 3 months.
/// - years: 1 January of years that are multiples of n.
///
/// Degenerate input never traps: NaN or infinite bounds give no ticks; dates outside years 1...9999,
/// or an explicit step that would make more than 100,000 ticks, give no ticks; `floor`/`ceil` return
/// such values unchanged; step counts below 1 are treated as 1.
public enum TimeTicks {
    /// The steps chosen among automatically, shortest first; longer spans use the multi-year steps
    /// 2, 5, 10, 20, 25, 50, 100, ... years (the numeric 1, 2, 2.5, 5 family, whole years only).
    public static let steps: [CalendarStep] = [
        CalendarStep(1, .second), CalendarStep(5, .second), CalendarStep(15, .second), CalendarStep(30, .second),
        CalendarStep(1, .minute), CalendarStep(5, .minute), CalendarStep(15, .minute), CalendarStep(30, .minute),
        CalendarStep(1, .hour), CalendarStep(3, .hour), CalendarStep(6, .hour), CalendarStep(12, .hour),
        CalendarStep(1, .day), CalendarStep(2, .day),
        CalendarStep(1, .week),
        CalendarStep(1, .month), CalendarStep(3, .month), CalendarStep(6, .month),
        CalendarStep(1, .year),
    ]

    /// 0001-01-01 to 9999-12-31 UTC, with a day of margin: the dates ticks are placed for.
    static let supportedRange: ClosedRange<Double> = -62_135_510_400 ... 253_402_214_400
    /// More ticks than this give none (as `TickRule.multiples` does for numbers): 10,000 labels are already
    /// more than a 20,000-point axis can show, and each is measured and formatted.
    static let maximumTicks = 10_000

    /// The step whose interval count over the span is closest (in ratio) to `count`, as d3's time
    /// ticks choose: a day with count 5 gets 6-hour steps. Ties go to the longer step; a 25-year
    /// family step must be clearly closer, as in `NumericTicks`. Zero or non-finite spans get 1 second.
    public static func step(from: Double, to: Double, count: Int) -> CalendarStep {
        let span = abs(to - from)
        guard span.isFinite, span > 0 else { return steps[0] }
        let wanted = Double(min(max(count, 1), NumericTicks.maximumCount))
        let logTarget = log10(span / wanted)
        var best = steps[0]
        var bestScore = (Double.infinity, 0.0)
        for candidate in steps + multiYearSteps {
            let penalty = isTwentyFiveFamily(candidate) ? NumericTicks.twoAndAHalfMargin : 0
            let logStep = log10(candidate.approximateSeconds)
            let score = (abs(logTarget - logStep) + penalty, -logStep)
            if score < bestScore {
                best = candidate
                bestScore = score
            }
        }
        return best
    }

    /// Ticks on the step's calendar boundaries within [from, to], in the direction of the input.
    public static func ticks(from: Double, to: Double, step: CalendarStep, calendar: Calendar) -> [Double] {
        guard from.isFinite, to.isFinite else { return [] }
        let lo = min(from, to), hi = max(from, to)
        guard supportedRange.contains(lo), supportedRange.contains(hi) else { return [] }
        let stepper = Stepper(step, calendar: calendar)
        guard (hi - lo) / stepper.approximateSeconds <= Double(maximumTicks) else { return [] }
        let shift = prolepticShift(lo, step: step)
        guard var t = stepper.ceil(lo + shift) else { return [] }
        var result: [Double] = []
        while t <= hi + shift, result.count < maximumTicks {
            result.append(t - shift)
            guard let next = stepper.next(after: t), next > t else { break }
            t = next
        }
        return from <= to ? result : result.reversed()
    }

    /// Automatic ticks: the step from `step(from:to:count:)` and its ticks. When from == to the single
    /// value is the tick, with the longest standard step it lies on a boundary of (1 second if none).
    public static func ticks(from: Double, to: Double, count: Int, calendar: Calendar) -> (step: CalendarStep, values: [Double]) {
        guard from.isFinite, to.isFinite else { return (steps[0], []) }
        if from == to {
            let onBoundary = steps.reversed().first { floor(from, to: $0, calendar: calendar) == from }
            return (onBoundary ?? steps[0], [from])
        }
        let chosen = step(from: from, to: to, count: count)
        return (chosen, ticks(from: from, to: to, step: chosen, calendar: calendar))
    }

    /// The domain widened to the step's boundaries at or outside it. A domain that is a single
    /// boundary becomes that boundary to the next one.
    public static func nice(_ domain: ClosedRange<Double>, step: CalendarStep, calendar: Calendar) -> ClosedRange<Double> {
        let lo = floor(domain.lowerBound, to: step, calendar: calendar)
        var hi = ceil(domain.upperBound, to: step, calendar: calendar)
        guard lo.isFinite, hi.isFinite, lo <= hi else { return domain }
        let shift = prolepticShift(hi, step: step)
        if lo == hi, let next = Stepper(step, calendar: calendar).next(after: hi + shift) { hi = next - shift }
        return lo...hi
    }

    /// The last boundary of the step at or before `t` (`t` itself when it cannot be placed).
    public static func floor(_ t: Double, to step: CalendarStep, calendar: Calendar) -> Double {
        guard t.isFinite, supportedRange.contains(t) else { return t }
        let shift = prolepticShift(t, step: step)
        return Stepper(step, calendar: calendar).floor(t + shift).map { $0 - shift } ?? t
    }

    /// The first boundary of the step at or after `t` (`t` itself when it cannot be placed).
    public static func ceil(_ t: Double, to step: CalendarStep, calendar: Calendar) -> Double {
        guard t.isFinite, supportedRange.contains(t) else { return t }
        let shift = prolepticShift(t, step: step)
        return Stepper(step, calendar: calendar).ceil(t + shift).map { $0 - shift } ?? t
    }

    // MARK: - Internals

    /// Boundaries before 1600 are placed in the proleptic Gregorian calendar, as the dates are read
    /// (`ProlepticGregorian`): Foundation's calendar turns Julian before October 1582, which put "1400" eight
    /// days after the data's 1400. Times are moved forward by whole 400-year cycles (after which the Gregorian
    /// calendar repeats exactly, weekdays included) to where Foundation is Gregorian, placed, and moved back.
    /// The shift is a multiple of a year step (a 1,000-year step moves by 2,000 years), so steps stay aligned.
    static func prolepticShift(_ t: Double, step: CalendarStep) -> Double {
        var k = ProlepticGregorian.cycles(t)
        guard k > 0 else { return 0 }
        if step.unit == .year {
            let n = max(step.count, 1)
            var a = n, b = 400
            while b != 0 { (a, b) = (b, a % b) }
            let m = n / a
            k = (k + m - 1) / m * m
        }
        return Double(k) * ProlepticGregorian.cycle
    }

    /// 2, 5, 10, 20, 25, 50, ... 5000 years.
    static let multiYearSteps: [CalendarStep] = {
        var result: [CalendarStep] = []
        for scale in [1, 10, 100, 1_000] {
            for years in [scale, 2 * scale, 25 * scale / 10, 5 * scale] where years >= 2 && years % scale == 0 || scale >= 10 {
                if years >= 2, !result.contains(CalendarStep(years, .year)) { result.append(CalendarStep(years, .year)) }
            }
        }
        return result
    }()

    static func isTwentyFiveFamily(_ step: CalendarStep) -> Bool {
        guard step.unit == .year, step.count >= 25 else { return false }
        var n = step.count
        while n % 10 == 0 { n /= 10 }
        return n == 25
    }

    /// Places boundaries for one step in one calendar.
    struct Stepper {
        enum Kind { case second, minute, hour, day, week, month, year }
        let kind: Kind
        let n: Int
        let calendar: Calendar
        let approximateSeconds: Double

        init(_ step: CalendarStep, calendar: Calendar) {
            let count = max(step.count, 1)
            switch step.unit {
            case .second: kind = .second; n = count
            case .minute: kind = .minute; n = count
            case .hour: kind = .hour; n = count
            case .day: kind = .day; n = count
            case .week: kind = .week; n = count
            case .month: kind = .month; n = count
            case .quarter: kind = .month; n = count.multipliedReportingOverflow(by: 3).overflow ? count : count * 3
            case .year: kind = .year; n = count
            }
            self.calendar = calendar
            approximateSeconds = Double(count) * step.unit.approximateSeconds
        }

        /// Seconds in one unit, for the units shorter than a day.
        var unitSeconds: Double {
            switch kind {
            case .second: 1
            case .minute: 60
            default: 3_600
            }
        }

        var isSubDay: Bool { kind == .second || kind == .minute || kind == .hour }

        func floor(_ t: Double) -> Double? {
            if isSubDay { return subDayFloor(t) }
            guard let start = dayStart(t) else { return nil }
            switch kind {
            case .day:
                guard let day = component(.day, of: start) else { return nil }
                return addingDays(-((day - 1) % n), to: start)
            case .week:
                guard let weekday = component(.weekday, of: start) else { return nil }
                let back = (weekday - calendar.firstWeekday + 7) % 7
                guard let weekStart = addingDays(-back, to: start) else { return nil }
                guard n > 1 else { return weekStart }
                guard let index = weekIndex(weekStart) else { return nil }
                return addingDays(-7 * Self.mod(index, n), to: weekStart)
            case .month:
                guard let year = component(.year, of: start), let month = component(.month, of: start) else { return nil }
                let index = year * 12 + month - 1
                return monthStart(index - Self.mod(index, n))
            case .year:
                guard let year = component(.year, of: start) else { return nil }
                return monthStart((year - Self.mod(year, n)) * 12)
            default:
                return nil
            }
        }

        func ceil(_ t: Double) -> Double? {
            if isSubDay { return subDayCeil(t) }
            guard let f = floor(t) else { return nil }
            return f == t ? f : next(after: f)
        }

        /// The boundary after the boundary `b`.
        func next(after b: Double) -> Double? {
            if isSubDay {
                guard let unit = nextUnit(after: b) else { return nil }
                return subDayCeil(unit)
            }
            switch kind {
            case .day:
                guard let day = component(.day, of: b) else { return nil }
                let date = Date(timeIntervalSince1970: b)
                let length = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
                if day + n <= length { return addingDays(n, to: b) }
                guard let year = component(.year, of: b), let month = component(.month, of: b) else { return nil }
                return monthStart(year * 12 + month)       // the 1st of the next month
            case .week:
                return addingDays(7 * n, to: b)
            case .month:
                guard let year = component(.year, of: b), let month = component(.month, of: b) else { return nil }
                return monthStart(year * 12 + month - 1 + n)
            case .year:
                guard let year = component(.year, of: b) else { return nil }
                return monthStart((year + n) * 12)
            default:
                return nil
            }
        }

        // Calendar helpers

        func component(_ component: Calendar.Component, of t: Double) -> Int? {
            calendar.dateComponents([component], from: Date(timeIntervalSince1970: t)).value(for: component)
        }

        func dayStart(_ t: Double) -> Double? {
            calendar.startOfDay(for: Date(timeIntervalSince1970: t)).timeIntervalSince1970
        }

        /// Local midnight `days` days after the day of `t`, by calendar arithmetic from noon
        /// (noon is never skipped by a daylight-saving change).
        func addingDays(_ days: Int, to t: Double) -> Double? {
            let date = Date(timeIntervalSince1970: t)
            guard let noon = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: date),
                  let moved = calendar.date(byAdding: .day, value: days, to: noon) else { return nil }
            return calendar.startOfDay(for: moved).timeIntervalSince1970
        }

        /// Local midnight on the 1st of the month `index` months after January of year 0.
        func monthStart(_ index: Int) -> Double? {
            let year = Self.floorDiv(index, 12), month = Self.mod(index, 12) + 1
            guard year >= 1 else { return nil }
            let components = DateComponents(year: year, month: month, day: 1, hour: 12)
            guard let noon = calendar.date(from: components) else { return nil }
            return calendar.startOfDay(for: noon).timeIntervalSince1970
        }

        /// Whole weeks from the week (by `firstWeekday`) containing 1 January 1970 to `weekStart`.
        func weekIndex(_ weekStart: Double) -> Int? {
            guard let epochDay = monthStart(1970 * 12),
                  let weekday = component(.weekday, of: epochDay),
                  let reference = addingDays(-((weekday - calendar.firstWeekday + 7) % 7), to: epochDay),
                  let referenceNoon = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: Date(timeIntervalSince1970: reference)),
                  let noon = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: Date(timeIntervalSince1970: weekStart)),
                  let days = calendar.dateComponents([.day], from: referenceNoon, to: noon).day else { return nil }
            return Self.floorDiv(days, 7)
        }

        // Units shorter than a day

        /// The start of the wall-clock second, minute or hour containing `t`.
        func unitFloor(_ t: Double) -> Double {
            let whole = t.rounded(.down)
            if kind == .second { return whole }
            let parts = calendar.dateComponents([.minute, .second], from: Date(timeIntervalSince1970: whole))
            let seconds = Double(parts.second ?? 0)
            if kind == .minute { return whole - seconds }
            return whole - seconds - 60 * Double(parts.minute ?? 0)
        }

        /// The start of the next wall-clock unit after `t`.
        func nextUnit(after t: Double) -> Double? {
            let candidate = unitFloor(t + unitSeconds)
            return candidate > t ? candidate : t + unitSeconds
        }

        /// Units since local midnight (wall clock) at `t`, a unit start.
        func wallIndex(_ t: Double) -> Int {
            let parts = calendar.dateComponents([.hour, .minute, .second], from: Date(timeIntervalSince1970: t))
            let seconds = (parts.hour ?? 0) * 3_600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)
            return seconds / Int(unitSeconds)
        }

        func offset(_ t: Double) -> Int { calendar.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: t)) }

        /// The last aligned unit start at or before `t`. Jumps straight back when no UTC-offset change
        /// lies between; otherwise steps one unit at a time.
        func subDayFloor(_ t: Double) -> Double? {
            var b = unitFloor(t)
            for _ in 0..<(n + 7_200) {
                let r = wallIndex(b) % n
                if r == 0 { return b }
                let jump = unitFloor(b - Double(r) * unitSeconds)
                let previous = offset(jump) == offset(b) ? jump : unitFloor(b - 1)
                guard previous < b else { return nil }
                b = previous
            }
            return nil
        }

        /// The first aligned unit start at or after `t`. The day's midnight is always aligned.
        func subDayCeil(_ t: Double) -> Double? {
            var b = unitFloor(t)
            if b < t {
                guard let next = nextUnit(after: b) else { return nil }
                b = next
            }
            let unitsPerDay = 86_400 / Int(unitSeconds)
            for _ in 0..<(n + 7_200) {
                let index = wallIndex(b)
                let r = index % n
                if r == 0 { return b }
                let ahead = min(n - r, max(unitsPerDay - index, 1))
                let jump = unitFloor(b + Double(ahead) * unitSeconds)
                let following: Double
                if offset(jump) == offset(b), jump > b {
                    following = jump
                } else {
                    guard let next = nextUnit(after: b) else { return nil }
                    following = next
                }
                b = following
            }
            return nil
        }

        static func floorDiv(_ a: Int, _ b: Int) -> Int {
            let q = a / b
            return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
        }

        static func mod(_ a: Int, _ b: Int) -> Int { a - floorDiv(a, b) * b }
    }
}
