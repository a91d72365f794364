import Plotline

/// The chart the shorthand asks for, as a spec: the table's rows, a plan of transforms (the same list a
/// JSON spec holds), one mark and its channels, and a title from the encodings when none is given.
struct ShorthandChart {
    var x: ChannelShorthand
    var y: ChannelShorthand
    var series: String?
    /// The series column's type when the command names one (`--series price:Q`).
    var seriesType: ColumnType? = nil
    var filters: [FilterExpression]
    /// `x`, `-x`, `y` or `-y`.
    var sort: String?
    var xLabel: String?, yLabel: String?, unit: String?
    /// The words of derived titles ("Sum of precipitation by month"), in the chart's language.
    var titles = EncodingTitle()

    /// The channel on one axis, checked against the table: a name the table has is a column even if it
    /// reads like a function or a list.
    static func channel(_ text: String, option: String, table: DataTable) throws(CommandError) -> ChannelShorthand {
        if table.columnNames.contains(text) { return ChannelShorthand(text: text, function: nil, fields: [text]) }
        return try ChannelShorthand.parse(text, option: option)
    }

    /// The channels a command-line mark is drawn with. A series' shapes (`symbol`) stay off lines: a line
    /// with shapes draws one on every point (as Swift Charts' `symbol(by:)` does), which would bury a long
    /// line; its series are told apart by color and dash (C2).
    static func channels(_ channels: [Channel: EncodingSpec], for mark: MarkType) -> [Channel: EncodingSpec] {
        guard mark == .line else { return channels }
        var kept = channels
        kept[.symbol] = nil
        return kept
    }

    /// What a series column is: categories, each value a series named by its value (barley's years, cars'
    /// cylinders), even when the values are numbers; a continuous color only when the author asks (`:Q`).
    static func seriesType(_ columnType: ColumnType, declared: ColumnType?) -> ColumnType {
        declared ?? (columnType == .number ? .category : columnType)
    }

    /// Whether anything beyond plain columns is asked for.
    var transforms: Bool {
        x.function != nil || y.function != nil || y.fields.count > 1 || !filters.isEmpty || sort != nil
    }

    func spec(table: DataTable, mark chosen: MarkType?, xType: ColumnType?, yType: ColumnType?) throws -> ChartSpec {
        func column(_ name: String, _ option: String) throws(CommandError) -> Column {
            guard let column = table.columns.first(where: { $0.name == name }) else {
                throw CommandError(message: "\(option): " + PlotlineError.columnNotFound(name, available: table.columnNames).description)
            }
            return column
        }
        var plan = try Self.filterPlan(filters, table: table)
        if x.fields.count > 1 { throw CommandError(message: "--x '\(Excerpt.quote(x.text))': several columns go on --y (one series each), not --x") }
        if x.aggregate != nil && y.aggregate != nil {
            throw CommandError(message: "--x '\(Excerpt.quote(x.text))' and --y '\(Excerpt.quote(y.text))' are both aggregates; "
                               + "one axis groups (a column, month(date), bin(column)) and the other measures")
        }
        if y.isBin && x.isBin { throw CommandError(message: "--x and --y are both binned; bin one and count on the other, like --y 'count()'") }
        // Which axis measures (the aggregate) and which groups.
        if y.isBin { throw CommandError(message: "--y '\(Excerpt.quote(y.text))': bin goes on --x (a histogram's bars stand on the bins), with --y 'count()'") }
        let measureOnX = x.aggregate != nil
        let (group, groupOption, measure, measureOption) = measureOnX ? (y, "--y", x, "--x") : (x, "--x", y, "--y")
        for (c, option) in [(x, "--x"), (y, "--y")] {
            for field in c.fields { _ = try column(field, "\(option) '\(Excerpt.quote(c.text))'") }
        }
        if let series { _ = try column(series, "--series") }

        var channels: [Channel: EncodingSpec] = [:]
        var groupNames: [String] = []
        var mark: MarkType
        let groupField = group.fields[0]
        var groupChannels: [Channel: EncodingSpec] = [:]
        let groupAxis: Channel = measureOnX ? .y : .x
        let measureAxis: Channel = measureOnX ? .x : .y
        var title: String?

        if y.fields.count > 1 {
            // Wide to long: one series per column.
            if series != nil { throw CommandError(message: "--y with several columns makes one series per column; leave out --series") }
            if x.function != nil { throw CommandError(message: "--y with several columns takes a plain --x column") }
            let types = Set(try y.fields.map { try column($0, "--y").type })
            guard types.count == 1, types.first != .category else {
                throw CommandError(message: "--y '\(Excerpt.quote(y.text))': the columns must all hold numbers to be folded into series")
            }
            let valueName = yLabel ?? "value"
            plan.append(.fold(FoldTransform(fields: y.fields, as: ["series", valueName],
                                                   labels: y.fields.map(DerivedTitle.column))))
            channels[.x] = EncodingSpec(field: x.fields[0], type: xType, label: xLabel)
            channels[.y] = EncodingSpec(field: valueName, unitName: unit)
            channels[.color] = EncodingSpec(field: "series", type: .category)
            channels[.symbol] = EncodingSpec(field: "series", type: .category)
            let xColumn = try column(x.fields[0], "--x")
            mark = chosen ?? ChartOptions.defaultMark(x: xColumn, xType: xType, y: .number)
            title = titles.title(titles.list(y.fields.map(EncodingTitle.field)), by: [EncodingTitle.field(x.fields[0])])
            plan += try sortSteps(xField: x.fields[0], yField: valueName)
            var spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: mark, channels: Self.channels(channels, for: mark))])
            spec.transform = plan
            spec.title = title
            return spec
        }

        guard measure.aggregate != nil || group.isBin else {
            // No aggregate: plain columns (perhaps filtered and sorted).
            if let unit = x.timeUnit ?? y.timeUnit {
                let option = x.timeUnit != nil ? "--x" : "--y", other = x.timeUnit != nil ? "--y" : "--x"
                throw CommandError(message: "\(option) '\(Excerpt.quote(x.timeUnit != nil ? x.text : y.text))' groups dates by "
                                   + "\(unit.words); give \(other) an aggregate, like 'sum(...)', 'mean(...)' or 'count()'")
            }
            let xColumn = try column(x.fields[0], "--x"), yColumn = try column(y.fields[0], "--y")
            channels[.x] = EncodingSpec(field: x.fields[0], type: xType ?? xColumn.type, label: xLabel, unitName: nil)
            channels[.y] = EncodingSpec(field: y.fields[0], type: yType ?? yColumn.type, label: yLabel, unitName: unit)
            if let series {
                let type = Self.seriesType(try column(series, "--series").type, declared: seriesType)
                channels[.color] = EncodingSpec(field: series, type: type)
                // A continuous color (`:Q`) has no shapes to match it.
                if type != .number { channels[.symbol] = EncodingSpec(field: series, type: type) }
            }
            if let chosen {
                mark = chosen
            } else {
                // Years along x are a line where no series holds a year twice in the rows drawn: the filters'.
                let rows = plan.isEmpty || !xColumn.holdsYears ? table : try TransformEngine.apply(plan, to: table)
                func kept(_ name: String) -> Column? { rows.columns.first { $0.name == name } }
                mark = ChartOptions.defaultMark(x: kept(x.fields[0]) ?? xColumn, xType: xType, y: yType ?? yColumn.type,
                                                series: series.flatMap(kept))
            }
            plan += try sortSteps(xField: x.fields[0], yField: y.fields[0])
            var spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: mark, channels: Self.channels(channels, for: mark))])
            spec.transform = plan.isEmpty ? nil : plan
            return spec
        }

        // Grouped: the group axis is a column, a time unit of dates, or bins of numbers.
        let op = measure.aggregate ?? .count
        if !measure.isBin && measure.aggregate == nil && group.isBin {
            throw CommandError(message: "\(measureOption) '\(Excerpt.quote(measure.text))': with \(groupOption) "
                               + "'\(Excerpt.quote(group.text))', give \(measureOption) an aggregate, like 'count()'")
        }
        let measureField = measure.fields.first
        if let measureField, op != .count {
            let c = try column(measureField, measureOption)
            let countsOnly: Set<AggregateOp> = [.count, .valid, .missing, .distinct]
            if c.type == .category && !countsOnly.contains(op) {
                throw CommandError(message: "\(measureOption) '\(Excerpt.quote(measure.text))': '\(Excerpt.quote(measureField))' "
                                   + "holds categories; \(op.rawValue) needs numbers (count() counts rows)")
            }
        }
        let measureName = titles.measure(op, field: measureField)
        var groupBy: [GroupField] = []
        let groupColumn = try column(groupField, groupOption)
        if let unit = group.timeUnit {
            guard groupColumn.type == .date else {
                throw CommandError(message: "\(groupOption) '\(Excerpt.quote(group.text))': '\(Excerpt.quote(groupField))' holds "
                                   + "\(groupColumn.type.rawValue) values; a time unit needs dates (try \(groupOption)-type date)")
            }
            groupBy.append(GroupField(groupField, timeUnit: unit))
            groupChannels[groupAxis] = EncodingSpec(field: groupField, label: xyLabel(groupAxis) ?? titles.grouped(groupField, by: unit),
                                                   unit: unit.period)
            groupNames.append(titles.group(groupField, timeUnit: unit))
            let sums = op == .count || op == .sum || op == .valid || op == .missing || op == .distinct
            mark = chosen ?? (unit.period == nil || sums ? .bar : .line)
        } else if case .bin(let maxBins, let step)? = group.function {
            guard groupColumn.type == .number else {
                throw CommandError(message: "\(groupOption) '\(Excerpt.quote(group.text))': '\(Excerpt.quote(groupField))' holds "
                                   + "\(groupColumn.type.rawValue) values; bin needs numbers")
            }
            let bin = BinTransform(field: groupField, maxBins: maxBins, step: step)
            plan.append(.bin(bin))
            groupBy += [GroupField(bin.startName), GroupField(bin.endName)]
            let label = xyLabel(groupAxis) ?? titles.binned(groupField)
            let (start, end): (Channel, Channel) = groupAxis == .x ? (.xStart, .xEnd) : (.yStart, .yEnd)
            groupChannels[start] = EncodingSpec(field: bin.startName, type: .number, label: label)
            groupChannels[end] = EncodingSpec(field: bin.endName, type: .number, label: label)
            groupNames.append(EncodingTitle.field(groupField))
            mark = chosen ?? .bar
        } else {
            groupBy.append(GroupField(groupField))
            let type = (groupAxis == .x ? xType : yType) ?? groupColumn.type
            groupChannels[groupAxis] = EncodingSpec(field: groupField, type: type, label: xyLabel(groupAxis))
            groupNames.append(EncodingTitle.field(groupField))
            mark = chosen ?? (type == .date || ChartOptions.isYears(groupColumn, type: type) ? .line : type == .number ? .point : .bar)
            if groupAxis == .x, type != .category, op == .count || op == .sum { mark = chosen ?? .bar }
        }
        if let series {
            groupBy.append(GroupField(series))
            let type = Self.seriesType(try column(series, "--series").type, declared: seriesType)
            channels[.color] = EncodingSpec(field: series, type: type)
            // A continuous color (`:Q`) has no shapes to match it.
            if type != .number { channels[.symbol] = EncodingSpec(field: series, type: type) }
            // Bars of what does not add up (means, medians, extremes) stand side by side: a stack of them
            // would draw, and the words would say, a total that is no fact. Counts and sums stack.
            if mark == .bar, !op.adds, type != .number { channels[.position] = EncodingSpec(field: series, type: type) }
            groupNames.append(EncodingTitle.field(series))
        }
        plan.append(.aggregate(AggregateTransform(groupBy: groupBy, measures: [AggregateMeasure(op, op == .count ? nil : measureField, as: measureName)])))
        for (channel, encoding) in groupChannels { channels[channel] = encoding }
        channels[measureAxis] = EncodingSpec(field: measureName, type: .number, label: xyLabel(measureAxis), unitName: unit)
        title = titles.title(measureName, by: groupNames)
        let groupSortField = groupBy.first?.outputName ?? groupField
        plan += try sortSteps(xField: measureOnX ? measureName : groupSortField, yField: measureOnX ? groupSortField : measureName)
        var spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: mark, channels: Self.channels(channels, for: mark))])
        spec.transform = plan
        spec.title = title
        return spec
    }

    func xyLabel(_ channel: Channel) -> String? { channel == .x ? xLabel : yLabel }

    /// `--sort -y`: the rows (so the bars) in descending order of y.
    func sortSteps(xField: String, yField: String) throws(CommandError) -> [Transform] {
        guard let sort else { return [] }
        let text = sort.trimmingCharacters(in: .whitespaces).lowercased()
        let descending = text.hasPrefix("-")
        let axis = descending ? String(text.dropFirst()) : text
        guard axis == "x" || axis == "y" else {
            throw CommandError(message: "--sort '\(Excerpt.quote(sort))': expected x, -x, y or -y (- for descending)")
        }
        return [.sort(SortTransform([SortKey(axis == "x" ? xField : yField, order: descending ? .descending : .ascending)]))]
    }

    /// A comparison as a filter step, its values read as the column's type.
    /// The `--filter` comparisons as the plan's filter steps, each checked against its column.
    static func filterPlan(_ filters: [FilterExpression], table: DataTable) throws(CommandError) -> [Transform] {
        var plan: [Transform] = []
        for filter in filters {
            for comparison in filter.comparisons {
                guard let column = table.columns.first(where: { $0.name == comparison.field }) else {
                    throw CommandError(message: "--filter: " + PlotlineError.columnNotFound(comparison.field, available: table.columnNames).description)
                }
                plan.append(.filter(try Self.filter(comparison, column: column)))
            }
        }
        return plan
    }

    static func filter(_ c: FilterExpression.Comparison, column: Column) throws(CommandError) -> FilterTransform {
        func value(_ text: String) throws(CommandError) -> JSONScalar {
            guard column.type == .number else { return .string(text) }
            guard let n = Double(text), n.isFinite else {
                throw CommandError(message: "--filter: '\(Excerpt.quote(column.name))' holds numbers; cannot compare it with '\(Excerpt.quote(text))'")
            }
            return .number(n)
        }
        if column.type == .category, !["==", "!=", "in"].contains(c.op) {
            throw CommandError(message: "--filter: '\(Excerpt.quote(column.name))' holds categories; compare it with ==, != or in")
        }
        var f = FilterTransform(field: c.field)
        switch c.op {
        case "==": f.equal = try value(c.values[0])
        case "!=": f.notEqual = try value(c.values[0])
        case "<": f.lt = try value(c.values[0])
        case "<=": f.lte = try value(c.values[0])
        case ">": f.gt = try value(c.values[0])
        case ">=": f.gte = try value(c.values[0])
        default:
            var list: [JSONScalar] = []
            for v in c.values { list.append(try value(v)) }
            f.oneOf = list
        }
        return f
    }
}
