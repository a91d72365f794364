import Foundation
import PlotlineScene

/// y to pitch: the y axis range spans the note range, evenly in musical steps (log frequency), so equal
/// data steps sound as equal intervals. On a log axis equal ratios are equal steps.
///
/// The axis range sets the mapping, not the data's extremes: a fixed 0 to 100 % axis sounds the same for any
/// data, and 50 % is always the middle note. Values outside the axis (possible in a hand-made descriptor)
/// widen the range to include them, so every value still has its own pitch.
public struct PitchMapping: Sendable, Equatable {
    /// The data values at the lowest and highest notes.
    public let lowerValue: Double
    public let upperValue: Double
    public let notes: ClosedRange<Double>
    public let isLogarithmic: Bool

    public init(axis: NumericAxisDescriptor, values: [Double], notes: ClosedRange<Double>) {
        self.notes = notes
        let finite = values.filter(\.isFinite)
        let wantsLog = axis.scaleType != .linear
        var low = axis.range.lowerBound, high = axis.range.upperBound
        if !(low.isFinite && high.isFinite) || (wantsLog && low <= 0) {
            low = finite.min() ?? 0
            high = finite.max() ?? 0
        }
        if let least = finite.min(), least < low { low = least }
        if let most = finite.max(), most > high { high = most }
        // A log mapping needs positive numbers; a hand-made descriptor may not have them.
        isLogarithmic = wantsLog && low > 0
        lowerValue = low
        upperValue = high
    }

    /// The values' own range over the note range (`--pitch-span data` or `series`): the lowest value is the
    /// lowest note and the highest the highest; on a log axis with positive values, evenly in ratios.
    public init(dataOf axis: NumericAxisDescriptor, values: [Double], notes: ClosedRange<Double>) {
        self.notes = notes
        let finite = values.filter(\.isFinite)
        let low = finite.min() ?? 0, high = finite.max() ?? 0
        isLogarithmic = axis.scaleType != .linear && low > 0
        lowerValue = low
        upperValue = high
    }

    /// The value's place on the axis, 0 (bottom) to 1 (top); the middle when the range is a single value.
    public func fraction(for value: Double) -> Double {
        let (a, b, v) = isLogarithmic ? (log(lowerValue), log(upperValue), log(value)) : (lowerValue, upperValue, value)
        guard b > a, v.isFinite else { return 0.5 }
        return min(1, max(0, (v - a) / (b - a)))
    }

    /// The MIDI note (fractional) of a value.
    public func note(for value: Double) -> Double {
        notes.lowerBound + fraction(for: value) * (notes.upperBound - notes.lowerBound)
    }

    /// The frequency of a value, in hertz.
    public func frequency(for value: Double) -> Double { Self.frequency(note: note(for: value)) }

    /// The frequency of a MIDI note in equal temperament with A4 (note 69) at 440 Hz.
    public static func frequency(note: Double) -> Double { 440 * pow(2, (note - 69) / 12) }
}
