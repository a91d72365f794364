/// Every phrase Plotline writes about a chart, by name. A language's catalogue (``PhraseCatalogue``, one file
/// per language under `Catalogue/Languages/`) holds a template for each; code asks for a phrase by its id and
/// never by language. `CatalogueTests` fails while a language lacks an id, or while a template's
/// placeholders differ from the ones its id takes (``placeholders``). The interactive page and the spoken
/// mapping ask for theirs too (hence `package`), so a language is one file.
package enum PhraseID: String, CaseIterable, Sendable {
    // MARK: The kinds of mark: what a chart of each is called, and its marks in a count (counted)
    case barChart, lineChart, pointChart, scatterPlot, areaChart, ruleChart, rectangleChart, pieChart, boxPlot,
         stripPlot
    case bars, lineValues, points, areaValues, rules, rectangles, sectors, boxes, ticks

    // MARK: Chart types and counts
    /// A chart of another kind with points on it: "Bar chart with points".
    case chartWithPoints
    /// "31 bars": `{marks}` is the counted name of the kind.
    case markCount
    /// Stacked bars and their segments: "1 stacked bar", "5 segments", joined "1 stacked bar, 5 segments".
    case stackedBars, segments, stacksAndSegments

    // MARK: Axes, encodings, series and references
    /// An axis or encoding title before its bounds: "Day, ".
    case titled
    /// "X axis: Day, August 1 to August 31, 2024."; `{title}` is ``titled`` or nothing.
    case axis
    /// An axis with nothing on it: "X axis: Day."
    case axisUnbounded
    /// A category axis of one category, and of several.
    case categoryAxisOne, categoryAxis
    /// The names of the channels other than position, and what one shows: "Color: Commits, 0 to 22."
    case colorChannel, sizeChannel, opacityChannel, encoding
    /// "3 series: a, b, c."
    case seriesList
    /// A rule and a band with and without a name.
    case rule, namedRule, band, namedBand
    /// A value from one value to another: "September 14 to September 28".
    case span
    /// A candlestick's days: the series of those that close at or above their open and of those below, and
    /// the key's title.
    case candleUp, candleDown, candleDay

    // MARK: Summary
    case week, moreKeyEntries, noDataKey, noData, single, range, channelRange, totalsRange, stackTotal, stackTotalAt
    /// A series' change from its first value to its last; ``changePercent`` is the percent put after the
    /// difference, or nothing.
    case changeUp, changeDown, noChange, changePercent
    case spanChange
    /// Pearson's r: no clear relationship, or a relationship whose strength is one of the three words.
    case noRelationship, positiveRelationship, negativeRelationship
    case weakRelationship, moderateRelationship, strongRelationship
    /// "5 values are missing." (counted)
    case missing
    /// Where a line has no value: ``gapVariable`` ("x = ") or nothing goes in `{variable}`.
    case gapVariable, gapAt, gapStretch
    /// A series' sentences under its name.
    case forSeries
    /// Before the sentences of more than eight series: how many there are ("There are 20 series.").
    case summarySeriesCount
    /// What assistive technology calls a chart and a series.
    case chartRole, seriesRole
    case scrollsHorizontally, scrollsVertically

    // MARK: Units the data was written with (WrittenUnit)
    /// A currency named after a number, counted ("1 US dollar", "1,200 US dollars").
    case unitUSDollars, unitEuros, unitPounds, unitYen, unitWon, unitLira, unitRupees
    /// A percentage as the language writes it: "12 %" (English), "12%" (Korean), "%12" (Turkish).
    case unitPercent

    // MARK: Labels
    /// "August 6: 8,214 steps".
    case label
    /// The places a group runs over: "From Mon to Fri".
    case groupPlaces
    case groupUp, groupDown, groupNoChange, groupLowest, groupHighest
    case spanGroup, categoryGroup
    /// A chart's name from what it shows, when it has none.
    case titleByPosition, titleForEachSeries, titleByPositionForEachSeries
    /// What a command-line chart's axes and title call its measures and groups: "Count of records",
    /// "Sum of precipitation", "Miles per Gallon (binned)", "date (month)", "month".
    case measureCount, measureSum, measureMean, measureMedian, measureMinimum, measureMaximum, measureValid,
         measureMissing, measureDistinct, measureFirstQuartile, measureThirdQuartile, measureDeviation,
         measureVariance, measureMeanMinusDeviation, measureMeanPlusDeviation
    case binnedTitle, timeUnitTitle
    case groupingYear, groupingQuarter, groupingMonth, groupingWeek, groupingDay, groupingHour,
         groupingMonthOfYear, groupingDayOfWeek, groupingHourOfDay
    /// Where several marks share the highest (or lowest) value.
    case placeSpan, placeList, listSeparator, placeCount, placeRepeated
    /// Missing values when some rows also miss their position (``missingValuesOf`` and ``rowsNotDrawn``
    /// are counted).
    case missingValuesOf, missingMoreOf, rowsNotDrawn, missingPositions, missingValuesAndPositions

    // MARK: A distribution (box plot)
    case distribution, outliers, distributionAndOutliers, listedOutliers, numberList, numberListSeparator

    // MARK: The braille graph
    case brailleKey, brailleBlank

    // MARK: The interactive page (PlotlineHTML)
    case pageRole, playSound, stopSound, tonesWhileMoving, allRanges, showTable, hideTable, timeRange,
         seriesHeading, summaryHeading, pageHelp, keysHeading, soundUnavailable, noSound, allData, downloadCSV
    /// Announced when a column is sorted; the page's script puts the column's name at `%@`.
    case sortedAscending, sortedDescending
    /// The keys the help lists, each with what it does.
    case keyAcross, keyDown, keyUp, keyEnds, keyPages, keyExtremes, keyPlay, keyEscape, keySpeed, keyPitchSpan,
         keyTones, keyFind, keyHelp
    case keyAcrossAction, keyDownAction, keyUpAction, keyEndsAction, keyPagesAction, keyExtremesAction,
         keyPlayAction, keyEscapeAction, keySpeedAction, keyPitchSpanAction, keyTonesAction, keyFindAction,
         keyHelpAction
    /// A time range's button: "3 months" (counted).
    case rangeDays, rangeWeeks, rangeMonths, rangeYears
    /// What a time range shows: "Showing 3 months: from 171.20 US dollars to 189.90 US dollars, up 10.9 percent".
    case showing, showingChanges, rangeChangesSeparator, rangeChange, rangeNoChange, rangeUp, rangeDown
    /// The pattern-fill toggle: its name and what it says when pressed.
    case patterns, patternsOn, patternsOff

    // MARK: The page's navigation: templates its script fills in
    case levelChart, levelSeries, levelGroup, levelPoint, levelTotal, levelReference, levelAxis, levelLegend
    case navPosition, navSeriesCount, navFirst, navLast, navTop, navBottom, navLowest, navHighest, navTonesOn,
         navTonesOff, navPlayingFromStart, navPlayingFrom, navStopped, speedSlow, speedNormal, speedFast, navSpeed,
         soundMapping, navHint, navPitchSpan, pitchSpanAxis, pitchSpanData, pitchSpanSeries, navFind, navMatch,
         navNoMatch
    /// Said for a key the chart does not use.
    case navPressHelp
    /// The keys added for readers of chart2music and Highcharts (issue 30): a tenth, the chart's own lowest and
    /// highest, the list of series; and where a key differs from chart2music's, what chart2music does.
    case keyTenth, keyTenthAction, keyChartExtremes, keyChartExtremesAction, keyList, keyListAction
    case keyNoteHeading, keyNoteDown, keyNotePages, keyNotePlay, keyNoteEscape, keyNoteSpeed, keyNoteHelp
    /// The help panel and the list of series: their headings and the button that closes them.
    case seriesListHeading, closePanel
    /// Past eight series, what the chart says of them instead of describing each on focus.
    case manySeries
    /// "How to read the sound": each cue the sound uses, said where the sound is.
    case guideHeading, guideInTurn, guideTogether, guideTimbres, guideCategoryTimbres, guideTimbresRepeat,
         guideTimbresRepeatTogether, guideLength

    // MARK: How the sound maps the chart, spoken (PlotlineAudio)
    case spokenTime, spokenTimeNamed, spokenPitch, spokenPitchNamed, spokenDataSpan, spokenSeriesSpan,
         spokenInTurn, spokenTogether, spokenEarcon

    /// The placeholders the id's templates take, each written `{name}` (or `{name:lower}`, lowercased in
    /// the catalogue's language). Every template of the id uses exactly these, except that a form for one
    /// of a counted id may write the number itself instead of `{n}` ("1 value is missing.").
    package var placeholders: Set<String> {
        switch self {
        case .barChart, .lineChart, .pointChart, .scatterPlot, .areaChart, .ruleChart, .rectangleChart, .pieChart,
             .boxPlot, .stripPlot, .bars, .lineValues, .points, .areaValues, .rules, .rectangles, .sectors, .boxes,
             .ticks, .colorChannel, .sizeChannel, .opacityChannel, .noDataKey, .noData, .brailleBlank, .weakRelationship,
             .moderateRelationship, .strongRelationship, .chartRole, .seriesRole, .listSeparator,
             .numberListSeparator, .unitUSDollars, .unitEuros, .unitPounds, .unitYen, .unitWon, .unitLira,
             .unitRupees:
            []
        case .unitPercent: ["n"]
        case .chartWithPoints: ["chart"]
        case .markCount: ["n", "marks"]
        case .stackedBars, .segments, .moreKeyEntries, .missing, .rowsNotDrawn, .outliers, .summarySeriesCount: ["n"]
        case .stacksAndSegments: ["stacks", "segments"]
        case .titled, .gapVariable: ["title"]
        case .axis: ["axis", "title", "from", "to"]
        case .axisUnbounded: ["axis", "title"]
        case .categoryAxisOne: ["axis", "title", "first"]
        case .categoryAxis: ["axis", "title", "n", "first", "last"]
        case .encoding: ["channel", "title", "range"]
        case .seriesList: ["n", "list"]
        case .rule: ["value"]
        case .namedRule: ["name", "value"]
        case .span, .band, .groupPlaces: ["from", "to"]
        case .namedBand: ["name", "from", "to"]
        case .week: ["day"]
        case .single: ["value", "at"]
        case .range, .totalsRange: ["low", "lowAt", "high", "highAt"]
        case .channelRange: ["channel", "low", "lowAt", "high", "highAt"]
        case .stackTotal: ["total"]
        case .stackTotalAt: ["at", "total"]
        case .changeUp, .changeDown: ["from", "to", "first", "last", "difference", "percent"]
        case .noChange, .spanChange: ["from", "to", "first", "last"]
        case .changePercent: ["percent"]
        case .noRelationship: ["x", "y", "r"]
        case .positiveRelationship, .negativeRelationship: ["x", "y", "r", "strength"]
        case .gapAt: ["variable", "place"]
        case .gapStretch: ["variable", "from", "to"]
        case .forSeries: ["series", "sentences"]
        case .scrollsHorizontally, .scrollsVertically: ["shownFrom", "shownTo", "wholeFrom", "wholeTo"]
        case .label: ["context", "value"]
        case .groupUp, .groupDown: ["places", "first", "last", "difference"]
        case .groupNoChange: ["places", "first", "last"]
        case .groupLowest, .groupHighest: ["value"]
        case .spanGroup: ["places", "first", "last", "lowest", "highest"]
        case .categoryGroup: ["places", "n", "lowest", "highest"]
        case .titleByPosition: ["value", "position"]
        case .measureSum, .measureMean, .measureMedian, .measureMinimum, .measureMaximum, .measureValid,
             .measureMissing, .measureDistinct, .measureFirstQuartile, .measureThirdQuartile, .measureDeviation,
             .measureVariance, .measureMeanMinusDeviation, .measureMeanPlusDeviation:
            ["field"]
        case .measureCount, .groupingYear, .groupingQuarter, .groupingMonth, .groupingWeek, .groupingDay, .groupingHour,
             .groupingMonthOfYear, .groupingDayOfWeek, .groupingHourOfDay:
            []
        case .binnedTitle: ["title"]
        case .timeUnitTitle: ["title", "unit"]
        case .titleForEachSeries: ["value", "series"]
        case .titleByPositionForEachSeries: ["value", "position", "series"]
        case .placeSpan: ["first", "last"]
        case .placeList, .numberList: ["head", "last"]
        case .placeCount: ["n", "first", "last"]
        case .placeRepeated: ["n", "place"]
        case .missingValuesOf, .missingMoreOf: ["n", "title"]
        case .missingPositions: ["positions", "rows"]
        case .missingValuesAndPositions: ["values", "positions", "rows"]
        case .distribution: ["median", "lowQuartile", "highQuartile", "lowWhisker", "highWhisker"]
        case .distributionAndOutliers: ["distribution", "outliers"]
        case .listedOutliers: ["outliers", "list"]
        case .brailleKey: ["cell1", "cell2", "cell3", "cell4", "low", "high"]
        case .candleUp, .candleDown, .candleDay: []
        case .pageRole, .playSound, .stopSound, .tonesWhileMoving, .allRanges, .showTable, .hideTable, .timeRange,
             .seriesHeading, .summaryHeading, .pageHelp, .keysHeading, .soundUnavailable, .noSound, .allData,
             .downloadCSV, .sortedAscending, .sortedDescending, .keyAcross, .keyDown, .keyUp, .keyEnds, .keyPages,
             .keyExtremes, .keyPlay, .keyEscape, .keySpeed, .keyPitchSpan, .keyTones, .keyFind, .keyHelp,
             .keyAcrossAction, .keyDownAction, .keyUpAction, .keyEndsAction, .keyPagesAction, .keyExtremesAction,
             .keyPlayAction, .keyEscapeAction, .keySpeedAction, .keyPitchSpanAction, .keyTonesAction,
             .keyFindAction, .keyHelpAction, .rangeChangesSeparator, .patterns, .patternsOn, .patternsOff,
             .levelChart, .levelSeries, .levelGroup, .levelPoint, .levelTotal, .levelReference, .levelAxis,
             .levelLegend, .navTop, .navBottom, .navLowest, .navHighest, .navTonesOn, .navTonesOff, .navStopped,
             .speedSlow, .speedNormal, .speedFast, .soundMapping, .navHint, .pitchSpanAxis, .pitchSpanData,
             .pitchSpanSeries, .navFind, .spokenTime, .spokenPitch, .spokenDataSpan, .spokenSeriesSpan,
             .spokenInTurn, .spokenTogether, .spokenEarcon, .navPressHelp, .keyTenth, .keyTenthAction,
             .keyChartExtremes, .keyChartExtremesAction, .keyList, .keyListAction, .keyNoteHeading, .keyNoteDown,
             .keyNotePages, .keyNotePlay, .keyNoteEscape, .keyNoteSpeed, .keyNoteHelp, .seriesListHeading, .closePanel,
             .guideHeading, .guideInTurn, .guideTogether, .guideTimbres, .guideCategoryTimbres, .guideLength:
            []
        case .manySeries, .guideTimbresRepeat, .guideTimbresRepeatTogether: ["n"]
        case .rangeDays, .rangeWeeks, .rangeMonths, .rangeYears: ["n"]
        case .showing: ["span"]
        case .showingChanges: ["span", "changes"]
        case .rangeChange, .rangeNoChange: ["first", "last"]
        case .rangeUp, .rangeDown: ["first", "last", "percent"]
        case .navPosition: ["level", "n", "count"]
        case .navMatch: ["n", "count"]
        case .navSeriesCount: ["count"]
        case .navFirst, .navLast: ["level"]
        case .navPlayingFromStart, .navSpeed: ["speed"]
        case .navPlayingFrom: ["from", "speed"]
        case .navPitchSpan: ["span"]
        case .navNoMatch: ["query"]
        case .spokenTimeNamed, .spokenPitchNamed: ["title"]
        }
    }

    /// Whether the phrase takes a count, and so has a form for each plural category its language names
    /// ("1 bar", "2 bars").
    package var isCounted: Bool {
        switch self {
        case .bars, .lineValues, .points, .areaValues, .rules, .rectangles, .sectors, .boxes, .ticks, .stackedBars,
             .segments, .missing, .missingValuesOf, .rowsNotDrawn, .outliers, .rangeDays, .rangeWeeks, .rangeMonths,
             .rangeYears, .unitUSDollars, .unitEuros, .unitPounds, .unitYen, .unitWon, .unitLira, .unitRupees:
            true
        default:
            false
        }
    }
}
