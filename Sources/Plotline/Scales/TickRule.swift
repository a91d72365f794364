import Foundation
import PlotlineScene

/// How an axis makes its ticks: from its scale, an optional explicit stride, and the locale and calendar
/// for labels. Pure: the same count gives the same ticks, so a layout can ask again for fewer (X4).
public struct TickRule: Sendable {
    public var scale: PositionScale
    public var stride: AxisStride?
    public var locale: Locale
    public var calendar: Calendar
    /// For dates that stand for a calendar unit (bars by day): no tick finer than the unit, so a bar
    /// per day never gets "12 PM" between its days.
    public var minimumUnit: TimeUnit?
    /// Exactly these values (numbers, seconds since 1970 or category indices), when the axis names them.
    public var values: [Double]?
    /// Which of grid line, tick and label each value gets, and how labels are written.
    public var marks = TickMarks()
    /// The least distance between two automatic ticks (numbers, seconds, or a count of categories).
    public var minimumStride: Double?
    /// Whole numbers that are years (as the words decide, `AxisWords.areYears`): labelled "1998", never "1,998".
    public var areYears = false
    /// A unit the data wrote beside its numbers (`$1,200`), written on every number's label the same way
    /// ("$1,000"); not with a format or content of the author's.
    public var unitSymbol: UnitSymbol?

    /// What each tick draws: from the spec's fields, or from Swift content read value by value.
    public struct TickMarks: Sendable {
        public var ticks = true
        public var labels = true
        public var labelEvery: Int?
        public var format: AxisLabelFormat?
        public var content: AxisContentRule?
        public init() {}
    }

    public init(scale: PositionScale, stride: AxisStride? = nil, locale: Locale, calendar: Calendar,
                minimumUnit: TimeUnit? = nil) {
        self.scale = scale
        self.stride = stride
        self.locale = locale
        self.calendar = calendar
        self.minimumUnit = minimumUnit
    }

    /// About `count` ticks (or the axis's own values), each with what it draws: a grid line, a tick, a label
    /// written as the axis asks.
    public func ticks(count: Int) -> [Tick] {
        guard count >= 1 else { return [] }
        let ticks = values.map(explicitTicks) ?? familiarTicks(count: count)
        let context = AxisFormatContext(locale: locale, calendar: calendar)
        var centered = Set<Int>()
        let drawn: [Tick] = ticks.enumerated().map { i, tick in
            var tick = tick
            let value = AxisValue(dataValue(tick.value), index: i, count: ticks.count)
            if let content = marks.content {
                let drawn = content.evaluate(value, context: context)
                tick.showsGrid = drawn.grid
                tick.showsTickLine = drawn.tick
                tick.showsLabel = drawn.label != nil
                if let text = drawn.label?.text { tick.label = text }
                if drawn.label?.centered == true { centered.insert(i) }
                if let label = drawn.label {
                    tick.labelColor = label.color
                    tick.labelTurn = label.turn
                    tick.labelCollision = label.collision
                }
            } else {
                tick.showsTickLine = marks.ticks
                tick.showsLabel = marks.labels && (marks.labelEvery.map { i % max($0, 1) == 0 } ?? true)
                if let text = marks.format?.text(value.dataValue, context: context) { tick.label = text }
            }
            if let unitSymbol, marks.content == nil, marks.format == nil, case .number = value.dataValue {
                tick.label = unitSymbol.label(tick.label)
            }
            return tick
        }
        // A category's label is already in the middle of its band.
        guard !centered.isEmpty, scale.kind != .band else { return drawn }
        return Self.centring(drawn, labels: centered, domain: scale.domain)
    }

    /// Ticks whose labels at `labels` are centred in their intervals: each from its tick to the next tick
    /// along the axis; the last from its tick to one more step (the step before it) or the domain's end,
    /// whichever comes first. A tick at the domain's end has no interval after it, so no label, as Swift
    /// Charts draws none there.
    static func centring(_ ticks: [Tick], labels: Set<Int>, domain: ClosedRange<Double>) -> [Tick] {
        let lo = min(domain.lowerBound, domain.upperBound), hi = max(domain.lowerBound, domain.upperBound)
        let values = ticks.map(\.value).sorted()
        var result = ticks
        for i in labels where result[i].showsLabel {
            let value = result[i].value
            guard let place = values.firstIndex(of: value) else { continue }
            var end: Double
            if place + 1 < values.count {
                end = values[place + 1]
            } else {
                end = place > 0 ? value + (value - values[place - 1]) : hi
                end = min(end, hi)
            }
            end = min(max(end, lo), hi)
            if end > value {
                result[i].labelEnd = end
            } else {
                result[i].showsLabel = false
            }
        }
        return result
    }

    /// A tick's value as data: a number, a date or a category.
    func dataValue(_ value: Double) -> DataValue {
        switch scale.kind {
        case .time: .date(value)
        case .band: .category(scale.categories.indices.contains(Int(value)) ? scale.categories[Int(value)] : "")
        case .linear, .log, .squareRoot, .symmetricLog: .number(value)
        }
    }

    /// The axis's own values inside the domain, in the order given, labelled as the axis labels its ticks;
    /// none when there are more than an axis ever marks (10,000, as for a stride), rather than millions of
    /// grid lines.
    func explicitTicks(_ values: [Double]) -> [Tick] {
        let lo = min(scale.domain.lowerBound, scale.domain.upperBound)
        let hi = max(scale.domain.lowerBound, scale.domain.upperBound)
        let inside = values.filter { $0.isFinite && $0 >= lo && $0 <= hi }
        guard inside.count <= TimeTicks.maximumTicks else { return [] }
        switch scale.kind {
        case .band:
            return inside.map { Tick(value: $0, label: scale.categories[Int($0)]) }
        case .time:
            let sorted = inside.sorted()
            let gap = zip(sorted, sorted.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }.min() ?? 86_400
            let step = TimeTicks.steps.last { $0.approximateSeconds <= gap } ?? TimeTicks.steps[0]
            return zip(inside, DateFormat.tickLabels(inside, step: step, calendar: calendar, locale: locale))
                .map { Tick(value: $0, label: $1) }
        case .linear, .log, .squareRoot, .symmetricLog:
            let sorted = inside.sorted()
            let step = zip(sorted, sorted.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }.min() ?? max(abs(sorted.first ?? 1), 1)
            return zip(inside, NumberFormat.axisLabels(inside, step: step, locale: locale)).map { Tick(value: $0, label: $1) }
        }
    }

    /// Whether asking for fewer ticks can give fewer: not with an explicit stride, whose ticks are its
    /// multiples whatever the count.
    public var thinsByCount: Bool {
        if values != nil { return false }
        return switch scale.kind {
        case .linear, .squareRoot: stride?.step.map { !($0 > 0 && $0.isFinite) } ?? true
        case .time: stride?.unit == nil
        case .log, .band, .symmetricLog: true
        }
    }

    /// Ticks at powers of ten and their multiples (log and symmetric-log axes), labelled in one style per
    /// axis, as on a linear axis: once any label is compact, every label from a thousand up is too
    /// ("1K, 10K, 100K", not "1,000, 10K, 100K").
    func powerTicks(_ values: [Double]) -> [Tick] {
        let compact = (values.map(abs).max() ?? 0) >= 10_000
        return values.map { value in
            let label = compact && abs(value) >= 1_000
                ? NumberFormat.compact(value, fractionDigits: nil, locale: locale)
                : NumberFormat.grouped(value, fractionDigits: NumericTicks.fractionDigits(forStep: value == 0 ? 1 : abs(value)),
                                       locale: locale)
            return Tick(value: value, label: label)
        }
    }

    /// About `count` ticks in a familiar sequence (X3), labelled; none for a count below 1.
    func familiarTicks(count: Int) -> [Tick] {
        guard count >= 1 else { return [] }
        let lo = min(scale.domain.lowerBound, scale.domain.upperBound)
        let hi = max(scale.domain.lowerBound, scale.domain.upperBound)
        switch scale.kind {
        case .symmetricLog:
            return powerTicks(SymmetricLogTicks.ticks(lo, hi, count: count))
        case .linear, .squareRoot:
            // A square-root axis keeps the familiar linear sequence (0, 20, 40, ...), placed by the root.
            // Fewer ticks until they are `minimumStride` apart; a stride that long when even one step is shorter.
            var count = count
            if stride?.step == nil, let least = minimumStride {
                while count > 1 && NumericTicks.step(lo, hi, count: count) < least { count -= 1 }
            }
            var step = stride?.step.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? NumericTicks.step(lo, hi, count: count)
            var explicitStep = stride?.step != nil
            if !explicitStep, let least = minimumStride, step < least { step = least; explicitStep = true }
            let values = explicitStep ? Self.multiples(of: step, in: lo...hi) : NumericTicks.ticks(lo, hi, count: count)
            if areYears, values.allSatisfy({ $0 == $0.rounded() && abs($0) < 1e15 }) {
                return values.map { Tick(value: $0, label: String(Int($0))) }
            }
            return zip(values, NumberFormat.axisLabels(values, step: step, locale: locale)).map { Tick(value: $0, label: $1) }
        case .log:
            return powerTicks(LogTicks.ticks(lo, hi, count: count))
        case .time:
            let step: CalendarStep
            let values: [Double]
            if let unit = stride?.unit {
                step = CalendarStep(max(stride?.count ?? 1, 1), unit)
                // Several days are counted from the domain's start, as Swift Charts strides by them.
                values = unit == .day && step.count > 1
                    ? TimeTicks.dayStrideTicks(from: lo, to: hi, step: step, calendar: calendar)
                    : TimeTicks.ticks(from: lo, to: hi, step: step, calendar: calendar)
            } else {
                var count = count
                if let least = minimumStride {
                    while count > 1 && TimeTicks.ticks(from: lo, to: hi, count: count, calendar: calendar).step.approximateSeconds < least { count -= 1 }
                }
                var automatic = TimeTicks.ticks(from: lo, to: hi, count: count, calendar: calendar)
                if let unit = minimumUnit, automatic.step.approximateSeconds < unit.approximateSeconds {
                    // The finest standard step at least one unit long that gives no more ticks than asked.
                    let candidates = TimeTicks.steps.filter { $0.approximateSeconds >= unit.approximateSeconds }
                    for candidate in candidates {
                        let ticks = TimeTicks.ticks(from: lo, to: hi, step: candidate, calendar: calendar)
                        automatic = (candidate, ticks)
                        if ticks.count <= count + 1 { break }
                    }
                }
                (step, values) = automatic
            }
            return zip(values, DateFormat.tickLabels(values, step: step, calendar: calendar, locale: locale))
                .map { Tick(value: $0, label: $1) }
        case .band:
            let n = scale.categories.count
            guard n > 0 else { return [] }
            let every = max(1, Int((Double(n) / Double(count)).rounded(.up)), Int((minimumStride ?? 1).rounded(.up)))
            // Every `every`-th category, stepped to rather than filtered for: the layout asks count by count.
            return Swift.stride(from: 0, to: n, by: every).map { Tick(value: Double($0), label: scale.categories[$0]) }
        }
    }

    /// Whole multiples of `step` within `range`, computed exactly (3 / 10, not 3 * 0.1).
    static func multiples(of step: Double, in range: ClosedRange<Double>) -> [Double] {
        let first = (range.lowerBound / step).rounded(.up), last = (range.upperBound / step).rounded(.down)
        guard first <= last, last - first < 10_000 else { return [] }
        let inverse = 1 / step
        let exactInverse = step < 1 && inverse.rounded() == inverse
        return Swift.stride(from: first, through: last, by: 1).map { exactInverse ? $0 / inverse : $0 * step }
    }
}
