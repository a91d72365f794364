import PlotlineScene
/// Gathers the marks a chart's builder makes into layers, one ``MarkSpec`` per declaration.
///
/// A declaration inside `Chart(data) { ... }` or `ForEach` makes one mark per element; all of them join
/// one layer whose table has a column per channel, named by the channel's label. The result is the same
/// model a JSON spec describes, so both roads lead to the same resolved chart.
public struct ContentCollector: Sendable {
    fileprivate struct LayerKey: Hashable {
        var path: ContentPath
        var type: MarkType
    }

    fileprivate struct Layer {
        var first: MarkInstance
        /// Column name for each channel, in order of first use.
        var columnForChannel: [(Channel, String)] = []
        var columns: [String: [DataValue?]] = [:]
        var columnOrder: [String] = []
        var count = 0
        var problem: PlotlineError?
        /// Each mark's own constant style, in row order.
        var styles: [MarkStyle] = []
        /// The marks of the `mask { }` around the declaration, if any.
        var mask: [MarkSpec]?
        /// Whether the declaration is inside an `if`, `if let` or `switch` branch.
        var isConditional = false
    }

    private var order: [LayerKey] = []
    private var layers: [LayerKey: Layer] = [:]
    /// Styles of the groups around the content being collected, outermost first (`ForEach { }.foregroundStyle(.red)`).
    var groupStyles: [(style: MarkStyle, interpolation: InterpolationMethod?, channels: [Channel: PlottedValue])] = []
    /// The marks of the `mask { }` around the content being collected (one at most).
    var masks: [[MarkSpec]] = []
    /// How many `if`, `if let` or `switch` branches on the chart's state (outside any row loop) the content
    /// being collected is inside: what a selection draws (`if let selectedDay { RuleMark(...) }`).
    var conditionDepth = 0
    /// How many `ForEach` loops the content being collected is inside.
    var rowDepth = 0

    /// For each branch entered, whether it counts in `conditionDepth`.
    private var conditionsEntered: [Bool] = []

    mutating func enterCondition() {
        conditionsEntered.append(rowDepth == 0)
        if rowDepth == 0 { conditionDepth += 1 }
    }

    mutating func leaveCondition() {
        if conditionsEntered.removeLast() { conditionDepth -= 1 }
    }
    /// The first problem content reported while it was collected (a function plot without a
    /// domain), reported when the chart is resolved.
    var problem: PlotlineError?
    /// The chart's x domain, for function plots that have none of their own; set when the chart has one.
    var functionDomain: ClosedRange<Double>?
    /// Whether a function plot without a domain of its own was met (sampled again when the chart's x
    /// domain is set).
    var hasFunctionWithoutDomain = false

    init() {}

    mutating func add(_ mark: MarkInstance, at path: ContentPath) {
        var mark = mark
        // The mark's own modifiers first, then each group's from the innermost out.
        for group in groupStyles.reversed() {
            mark.style = group.style.overridden(by: mark.style)
            mark.interpolation = mark.interpolation ?? group.interpolation
            for (channel, value) in group.channels where mark.channels[channel] == nil { mark.channels[channel] = value }
        }
        let key = LayerKey(path: path, type: mark.type)
        if layers[key] == nil {
            order.append(key)
            layers[key] = Layer(first: mark, mask: masks.last, isConditional: conditionDepth > 0)
        } else if layers[key]!.mask != masks.last {
            // One declaration is one layer with one mask: a mask made from each row's values would mask every
            // mark by the first row's, so it is refused rather than drawn wrong.
            report(.invalidOption(name: "mask", reason: "each mark of one declaration has a mask of its own (a ForEach's rows); "
                                  + "give them one mask, made from all the rows (a ForEach inside mask { })"))
        }
        layers[key]!.append(mark, layerIndex: order.firstIndex(of: key)!)
    }

    /// Reports a problem of the content being collected; the chart is not drawn.
    mutating func report(_ problem: PlotlineError) {
        if self.problem == nil { self.problem = problem }
    }

    /// The layers, in the order they were declared.
    func markSpecs() throws(PlotlineError) -> [MarkSpec] {
        if let problem { throw problem }
        var specs: [MarkSpec] = []
        for key in order {
            let layer = layers[key]!
            if let problem = layer.problem { throw problem }
            specs.append(try layer.spec())
        }
        return specs
    }
}

extension ContentCollector.Layer {
    mutating func append(_ mark: MarkInstance, layerIndex: Int) {
        for (channel, plotted) in mark.channels.sorted(by: { $0.key < $1.key }) {
            let name = columnName(for: channel, label: plotted.label)
            if columns[name] == nil {
                columns[name] = Array(repeating: nil, count: count)
                columnOrder.append(name)
            }
            if problem == nil, let existing = columns[name]!.lazy.compactMap({ $0 }).first,
               existing.type != plotted.value.type {
                problem = .invalidSpec(path: "$.marks[\(layerIndex)].\(channel.rawValue)",
                    reason: "'\(plotted.label)' mixes \(existing.type.rawValue) and \(plotted.value.type.rawValue) values")
            }
            columns[name]!.append(plotted.value)
        }
        count += 1
        styles.append(mark.style)
        for name in columnOrder where columns[name]!.count < count { columns[name]!.append(nil) }
    }

    /// The column a channel writes to: its label, unless another channel of this layer took that name.
    private mutating func columnName(for channel: Channel, label: String) -> String {
        if let known = columnForChannel.first(where: { $0.0 == channel }) { return known.1 }
        var name = label
        if columnForChannel.contains(where: { $0.1 == name }) { name = "\(label) (\(channel.rawValue))" }
        columnForChannel.append((channel, name))
        return name
    }

    func spec() throws(PlotlineError) -> MarkSpec {
        var tableColumns: [Column] = []
        for name in columnOrder {
            let cells = columns[name]!
            let type = cells.lazy.compactMap { $0 }.first?.type ?? .category
            switch type {
            case .number, .date:
                let numbers = cells.map { cell -> Double in
                    switch cell {
                    case .number(let v)?, .date(let v)?: v
                    default: .nan
                    }
                }
                tableColumns.append(Column(name: name, values: type == .number ? .numbers(numbers) : .dates(numbers)))
            case .category:
                tableColumns.append(Column(name: name, values: .categories(cells.map {
                    if case .category(let s)? = $0 { s } else { nil }
                })))
            }
        }
        // A style given to some marks of a declaration and not others (`foregroundStyle(v > goal ? .red :
        // .blue)`) belongs to each mark: kept per row, with what every mark shares as the layer's style.
        let shared = styles.dropFirst().reduce(first.style) { $0.common(with: $1) }
        var spec = MarkSpec(type: first.type, data: .table(try DataTable(columns: tableColumns)),
                            interpolation: first.interpolation, stacking: first.stacking,
                            style: shared.isEmpty ? nil : shared)
        spec.pathOrder = first.pathOrder
        spec.mask = mask
        if isConditional { spec.conditional = true }
        if styles.contains(where: { $0 != shared }) {
            spec.rowStyles = styles.map { $0.removing(shared) }.map { $0.isEmpty ? nil : $0 }
        }
        for (channel, name) in columnForChannel {
            let plotted = first.channels[channel]
            let type = tableColumns.first { $0.name == name }?.type
            var encoding = EncodingSpec(field: name, type: type, label: name == plotted?.label ? nil : plotted?.label,
                                        unit: plotted?.unit)
            switch plotted?.description {
            case .unit(let unit, let one)?:
                encoding.unitName = unit
                encoding.unitNameOne = one
            case .format(let format)?: encoding.format = format
            case nil: break
            }
            spec[channel] = encoding
        }
        return spec
    }
}
