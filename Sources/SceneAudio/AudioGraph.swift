import Foundation
import PlotlineScene

/// A chart as sound, after the Audio Graphs model (AG6), built from the chart descriptor alone: x is time,
/// y is pitch, a numeric additional axis is tone length, a categorical one is timbre. A continuous series
/// (a line, an area) is one tone gliding from point to point; a discrete one (bars, points) is separate
/// tones. Missing values are silence.
///
/// ```swift
/// let graph = try AudioGraph(descriptor: chart.resolve().accessibility.descriptor)
/// graph.toneSchedule()          // what plays when: times, pitches, timbres, pan
/// let wav = try graph.wav()     // PCM 16-bit, 44.1 kHz
/// ```
public struct AudioGraph: Sendable {
    public let options: AudioGraphOptions
    /// The tones in the order they start.
    public let tones: [Tone]
    /// Seconds from the first tone's start to the end of the last one, with a short tail.
    public let duration: Double
    /// 1 (mono), or 2 when series play together, panned.
    public let channels: Int
    /// y to pitch: over the axis, or over the data's range (``AudioGraphOptions/pitchSpan``).
    public let pitch: PitchMapping
    /// Each series' own y to pitch, in descriptor order: `pitch` for every series unless the pitch spans
    /// each series' own range.
    public let seriesPitch: [PitchMapping]
    /// The references (rules, bands) the series are compared with, as the descriptor gives them.
    public let references: [ReferenceDescriptor]
    /// The axis titles, for the spoken explanation of the mapping.
    let xTitle: String, yTitle: String
    /// Where each series' tones begin and end, in seconds, in legend order.
    public let seriesTimes: [ClosedRange<Double>]
    /// Seconds between two x positions (the step), and whether dense series were reduced to per-bucket
    /// lowest and highest values.
    public let step: Double
    public let isReduced: Bool
    /// The title and summary, for speech (spoken only with `speaksContext`).
    public let spokenText: String

    /// The seconds of silence before, and the length of, the cue between series; and the silence after it.
    static let cuePause = 0.2, cueLength = 0.1
    /// Data tone gain; the mix is scaled down only if tones together would clip.
    static let toneGain = 0.45, cueGain = 0.3
    static let attack = 0.01, release = 0.015
    /// How far a series may run past `duration` to keep every point before it is reduced.
    static let stretch = 1.5
    /// The longest audio graph made, in seconds.
    static let longestGraph = 3_600.0

    public init(descriptor: ChartDescriptor, options: AudioGraphOptions = AudioGraphOptions()) throws(PlotlineError) {
        let options = try options.validated()
        self.options = options
        spokenText = [descriptor.title, descriptor.summary]
            .compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
            .map { $0.last.map { ".!?。".contains($0) } == true ? $0 : $0 + "." }
            .joined(separator: " ")

        guard !descriptor.series.isEmpty else {
            throw PlotlineError.invalidData("nothing to play: the chart has no series")
        }
        let yValues = descriptor.series.flatMap { $0.dataPoints.compactMap(\.y) }.filter(\.isFinite)
        guard !yValues.isEmpty else {
            throw PlotlineError.invalidData("nothing to play: every y value is missing, so there is no pitch to sound")
        }
        let mapping = options.pitchSpan == .axis
            ? PitchMapping(axis: descriptor.yAxis, values: yValues, notes: options.noteRange)
            : PitchMapping(dataOf: descriptor.yAxis, values: yValues, notes: options.noteRange)
        pitch = mapping
        seriesPitch = descriptor.series.map { series in
            let values = series.dataPoints.compactMap(\.y).filter(\.isFinite)
            return options.pitchSpan == .series && !values.isEmpty
                ? PitchMapping(dataOf: descriptor.yAxis, values: values, notes: options.noteRange) : mapping
        }
        references = descriptor.references
        xTitle = descriptor.xAxis.title
        yTitle = descriptor.yAxis.title

        let positions = Positions(descriptor)
        let discrete = descriptor.series.contains { !$0.isContinuous }
        let minimumStep = discrete ? options.shortestTone + options.gap : options.shortestGlideStep
        let count = positions.count
        var step = min(options.longestStep, options.duration / Double(count))
        var buckets: Int?
        if step < minimumStep {
            if Double(count) * minimumStep <= options.duration * Self.stretch {
                step = minimumStep
            } else {
                // Two steps per bucket: its lowest and its highest value.
                buckets = max(1, Int((options.duration / (2 * minimumStep)).rounded(.down)))
                step = minimumStep
            }
        }
        self.step = step
        isReduced = buckets != nil
        let seriesLength = Double(buckets.map { 2 * $0 } ?? count) * step

        let size = Self.axisIndex(descriptor) { $0.numeric != nil }
        let category = Self.axisIndex(descriptor) { $0.categorical != nil }
        let sizeAxis = size.flatMap { descriptor.additionalAxes[$0].numeric }
        let sizeValues = descriptor.series.flatMap { s in s.dataPoints.compactMap { p in size.flatMap { Self.number(p, $0) } } }
        let sizeRange = Self.range(sizeAxis?.range, values: sizeValues)
        let categoryOrder = category.flatMap { descriptor.additionalAxes[$0].categorical?.categoryOrder } ?? []
        // Each category's place, looked up per point (a search of the order per point was quadratic).
        var categoryIndex: [String: Int] = [:]
        for (i, name) in categoryOrder.enumerated() where categoryIndex[name] == nil { categoryIndex[name] = i }

        let together = options.seriesPlayback == .together && descriptor.series.count > 1
        channels = together ? 2 : 1
        let gap = options.gap, lengths = options.toneLengthRange
        var list: [Tone] = []
        var times: [ClosedRange<Double>] = []
        var offset = 0.0
        for (s, series) in descriptor.series.enumerated() {
            if !together && s > 0 {
                list.append(Tone(kind: .cue, start: offset + Self.cuePause, duration: Self.cueLength,
                                  pitch: [PitchPoint(time: 0, frequency: 0)], timbre: .noise, pan: 0, gain: Self.cueGain,
                                  attack: Self.attack, release: Self.release, series: nil, points: []))
                offset += 2 * Self.cuePause + Self.cueLength
            }
            let pan = together ? -0.8 + 1.6 * Double(s) / Double(descriptor.series.count - 1) : 0
            let events = positions.events(series: s, step: step, buckets: buckets)
            let mapping = seriesPitch[s]
            list += Earcons.tones(events: events, continuous: series.isContinuous, mapping: mapping,
                                  references: references, offset: offset, series: s, pan: pan, options: options)
            func timbre(_ point: DataPoint) -> Timbre {
                guard let category, category < point.additionalValues.count,
                      case .category(let name) = point.additionalValues[category],
                      let index = categoryIndex[name] else { return .sine }
                return Timbre.categoryPalette[index % Timbre.categoryPalette.count]
            }
            let defaultLength = max(0.01, step - gap)
            if series.isContinuous {
                var run: [Event] = []
                func flush() {
                    guard let first = run.first, let last = run.last else { return }
                    let contour = run.map { PitchPoint(time: $0.time - first.time, frequency: mapping.frequency(for: $0.y ?? 0)) }
                    list.append(Tone(kind: .data, start: offset + first.time, duration: last.time - first.time + defaultLength,
                                      pitch: contour, timbre: timbre(series.dataPoints[first.point]), pan: pan,
                                      gain: Self.toneGain, attack: Self.attack, release: Self.release,
                                      series: s, points: run.map(\.point)))
                    run = []
                }
                for event in events {
                    if event.y == nil { flush() } else { run.append(event) }
                }
                flush()
            } else {
                for event in events {
                    guard let y = event.y else { continue }
                    let point = series.dataPoints[event.point]
                    var length = defaultLength
                    if let size, let value = Self.number(point, size), let sizeRange {
                        let f = sizeRange.upperBound > sizeRange.lowerBound
                            ? (value - sizeRange.lowerBound) / (sizeRange.upperBound - sizeRange.lowerBound) : 0.5
                        let r = lengths
                        length = r.lowerBound + min(1, max(0, f)) * (r.upperBound - r.lowerBound)
                    }
                    list.append(Tone(kind: .data, start: offset + event.time, duration: length,
                                      pitch: [PitchPoint(time: 0, frequency: mapping.frequency(for: y))],
                                      timbre: timbre(point), pan: pan, gain: Self.toneGain,
                                      attack: Self.attack, release: Self.release, series: s, points: [event.point]))
                }
            }
            times.append(offset...(offset + seriesLength))
            if !together { offset += seriesLength }
        }
        let end = max(together ? seriesLength : offset, list.map(\.end).max() ?? 0)
        // Series play one after another, so thousands of them would make hours of sound (and gigabytes of
        // samples); an hour is the longest --duration allows, and the longest graph made.
        guard end <= Self.longestGraph else {
            let minutes = Int((end / 60).rounded(.up))
            throw PlotlineError.invalidData("the audio graph would last \(minutes) minutes (\(descriptor.series.count) series "
                + "one after another); play fewer series, shorten --duration, or use --series-together")
        }
        self.tones = list.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        seriesTimes = times
        duration = end + 0.05
    }

    /// What plays when: every tone with its start, length, pitch contour, timbre and pan.
    public func toneSchedule() -> [Tone] { tones }

    static func axisIndex(_ d: ChartDescriptor, where test: (AxisDescriptor) -> Bool) -> Int? {
        d.additionalAxes.firstIndex(where: test)
    }

    static func number(_ point: DataPoint, _ index: Int) -> Double? {
        guard index < point.additionalValues.count, case .number(let v) = point.additionalValues[index], v.isFinite
        else { return nil }
        return v
    }

    /// The axis range widened to the values; nil without values.
    static func range(_ axis: ClosedRange<Double>?, values: [Double]) -> ClosedRange<Double>? {
        guard let least = values.min(), let most = values.max() else { return nil }
        guard let axis, axis.lowerBound.isFinite, axis.upperBound.isFinite else { return least...most }
        return min(axis.lowerBound, least)...max(axis.upperBound, most)
    }
}

/// One point in time of a series: its time in seconds from the series' start, its y (nil: silence) and the
/// point it came from.
struct Event {
    var time: Double
    var y: Double?
    var point: Int
}

/// The x positions of every series on one scale: numbers (and dates) as they are, categories as their
/// place in the category order. One x-to-time mapping serves every series, so series line up.
struct Positions {
    /// Per series: (position, y, point index), in x order; points without a usable x are left out.
    var series: [[(x: Double, y: Double?, point: Int)]]
    var lower: Double, upper: Double
    /// The number of x positions a series plays: categories, or the most distinct x values of any series.
    var count: Int

    init(_ d: ChartDescriptor) {
        let numeric = d.series.allSatisfy { $0.dataPoints.allSatisfy { $0.x.number != nil } }
        var order = numeric ? [] : (d.xAxis.categorical?.categoryOrder ?? [])
        var index: [String: Int] = [:]
        for (i, c) in order.enumerated() where index[c] == nil { index[c] = i }
        if !numeric {
            for s in d.series {
                for p in s.dataPoints {
                    let name = Self.categoryName(p.x)
                    if index[name] == nil { index[name] = order.count; order.append(name) }
                }
            }
        }
        series = d.series.map { s in
            s.dataPoints.enumerated().compactMap { (i, p) -> (x: Double, y: Double?, point: Int)? in
                let x = numeric ? (p.x.number ?? .nan) : Double(index[Self.categoryName(p.x)] ?? 0)
                guard x.isFinite else { return nil }
                return (x, p.y.flatMap { $0.isFinite ? $0 : nil }, i)
            }.enumerated().sorted { ($0.element.x, $0.offset) < ($1.element.x, $1.offset) }.map(\.element)
        }
        if numeric {
            let xs = series.flatMap { $0.map(\.x) }
            lower = xs.min() ?? 0
            upper = xs.max() ?? 0
            count = max(1, series.map { Set($0.map(\.x)).count }.max() ?? 1)
        } else {
            lower = 0
            upper = Double(max(0, order.count - 1))
            count = max(1, order.count)
        }
    }

    static func categoryName(_ value: DataPointValue) -> String {
        switch value {
        case .category(let c): c
        case .number(let v): "\(v)"
        }
    }

    /// A position's place along the series, 0 to 1.
    func fraction(_ x: Double) -> Double {
        guard upper > lower else { return 0 }
        // Halved when x runs from -1e308 to 1e308: the span overflows to infinity and inf / inf is NaN,
        // which no bucket index can be made from.
        let f = upper - lower < .infinity ? (x - lower) / (upper - lower) : (x / 2 - lower / 2) / (upper / 2 - lower / 2)
        return f.isNaN ? 0 : min(max(f, 0), 1)
    }

    /// The series' points in time. Unreduced: each x at its place, `step` seconds per position. Reduced into
    /// `buckets` equal spans of x: each bucket's lowest and highest value (in x order) at the bucket's two
    /// steps, so peaks and troughs survive; a bucket with only missing values is silence.
    func events(series s: Int, step: Double, buckets: Int?) -> [Event] {
        let points = series[s]
        guard let buckets else {
            return points.map { Event(time: fraction($0.x) * Double(count - 1) * step, y: $0.y, point: $0.point) }
        }
        var lowest = [Int?](repeating: nil, count: buckets), highest = lowest
        var missing = [Int?](repeating: nil, count: buckets)
        for (i, p) in points.enumerated() {
            let b = min(buckets - 1, max(0, Int(fraction(p.x) * Double(buckets))))
            guard let y = p.y else {
                if missing[b] == nil { missing[b] = i }
                continue
            }
            if lowest[b].map({ y < (points[$0].y ?? y) }) ?? true { lowest[b] = i }
            if highest[b].map({ y > (points[$0].y ?? y) }) ?? true { highest[b] = i }
        }
        var events: [Event] = []
        for b in 0..<buckets {
            let start = Double(2 * b) * step
            switch (lowest[b], highest[b]) {
            case let (low?, high?):
                let pair = low == high ? [low] : [min(low, high), max(low, high)]
                for (k, i) in pair.enumerated() {
                    events.append(Event(time: start + Double(k) * step, y: points[i].y, point: points[i].point))
                }
            default:
                if let i = missing[b] { events.append(Event(time: start, y: nil, point: points[i].point)) }
            }
        }
        return events
    }
}
