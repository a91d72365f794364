import PlotlineScene

/// The words the page's navigation and sound controls speak, in the chart's language: each level's name,
/// where the cursor is ("value 3 of 31"), the ends of a level, the lowest and highest jumps, and what P, S,
/// the speed keys, the pitch-span key, search and Escape did. `{level}`, `{n}`, `{count}`, `{from}`, `{speed}`,
/// `{span}` and `{query}` are filled in by the
/// page's script; everything else is said as written. They are phrases of the language's catalogue.
struct NavigationWords: Encodable {
    /// Names of the levels: the chart, a series, a group along x, a value, a rule or band, an axis, the legend.
    var levels: [String: String]
    /// "value 3 of 31".
    var position: String
    /// A series in the tree: "Steps, 31 values".
    var seriesCount: String
    /// Said at the ends of a level instead of the same label again: "Last value", "First series".
    var first: String
    var last: String
    /// Up from the chart, and down from a point.
    var top: String
    var bottom: String
    var lowest: String
    var highest: String
    /// S: "Tones while moving on".
    var tonesOn: String
    var tonesOff: String
    /// P from the start, from a point, and Escape or P again.
    var playingFromStart: String
    var playingFrom: String
    var stopped: String
    /// The three speeds, slow to fast, and the announcement of a change.
    var speeds: [String]
    var speed: String
    /// The sound's mapping, said on the page and by the help key.
    var soundMapping: String
    /// Said after the chart's name and summary when it takes focus.
    var hint: String
    /// The pitch-span control (R, and its button): "Pitch spans {span}", with each span's name.
    var pitchSpan: String
    var pitchSpans: [String: String]
    /// Search (/ or F): the box's label, a match ("Match {n} of {count}", before the match's label), and
    /// no match ("No match for {query}").
    var find: String
    var match: String
    var noMatch: String
    /// Said for a key the chart does not use: "Press ? for keys."
    var pressHelp: String

    /// The words of a language's catalogue: templates as written, for the page's script to fill in.
    init(_ words: PhraseCatalogue) {
        levels = ["chart": words.template(.levelChart), "series": words.template(.levelSeries),
                  "group": words.template(.levelGroup), "point": words.template(.levelPoint),
                  "total": words.template(.levelTotal), "reference": words.template(.levelReference),
                  "axis": words.template(.levelAxis), "legend": words.template(.levelLegend)]
        position = words.template(.navPosition)
        seriesCount = words.template(.navSeriesCount)
        first = words.template(.navFirst)
        last = words.template(.navLast)
        top = words.template(.navTop)
        bottom = words.template(.navBottom)
        lowest = words.template(.navLowest)
        highest = words.template(.navHighest)
        tonesOn = words.template(.navTonesOn)
        tonesOff = words.template(.navTonesOff)
        playingFromStart = words.template(.navPlayingFromStart)
        playingFrom = words.template(.navPlayingFrom)
        stopped = words.template(.navStopped)
        speeds = [words.template(.speedSlow), words.template(.speedNormal), words.template(.speedFast)]
        speed = words.template(.navSpeed)
        soundMapping = words.template(.soundMapping)
        hint = words.template(.navHint)
        pitchSpan = words.template(.navPitchSpan)
        pitchSpans = ["axis": words.template(.pitchSpanAxis), "data": words.template(.pitchSpanData),
                      "series": words.template(.pitchSpanSeries)]
        find = words.template(.navFind)
        match = words.template(.navMatch)
        noMatch = words.template(.navNoMatch)
        pressHelp = words.template(.navPressHelp)
    }
}
