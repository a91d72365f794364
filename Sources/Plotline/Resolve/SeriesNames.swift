import Foundation
import PlotlineScene

/// How a series is named by its value on a series channel (color, symbol, line style): a category by
/// itself, a number as written ("1931"), a date at its column's granularity, by the writer the words use
/// (``DateWords``): yearly dates are "2001", monthly ones "January 2001", never "2001-01-01". The legend,
/// the descriptor and the words all read the names made here.
struct SeriesNames {
    /// Per channel holding dates: the writer at the granularity of every date it holds, in every layer.
    private let writers: [Channel: DateWords]
    /// Names already written, per channel: a column of 10,000 rows holds few dates.
    private var written: [Channel: [Double: String]] = [:]

    init(_ layers: [LayerBinding], locale: Locale, calendar: Calendar) {
        var dates: [Channel: [Double]] = [:]
        for layer in layers {
            // The series channels, and `series:`, which splits a layer's lines (`LineMark(series:)`).
            for channel in Channel.seriesChannels + [.series] {
                if case .dates(let values)? = layer.columns[channel]?.values { dates[channel, default: []] += values }
            }
        }
        writers = dates.mapValues { DateWords(values: $0, unit: nil, locale: locale, calendar: calendar) }
    }

    mutating func name(_ value: DataValue?, on channel: Channel) -> String {
        guard case .date(let t)? = value, let writer = writers[channel] else { return SeriesResolution.name(value) }
        if let known = written[channel]?[t] { return known }
        let name = writer.string(t)
        written[channel, default: [:]][t] = name
        return name
    }
}
