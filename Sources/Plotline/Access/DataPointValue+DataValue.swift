import PlotlineScene

extension DataPointValue {
    /// A place along the position axis as the descriptor writes it: a category as itself, a number or an
    /// instant as its number. One rule, so whoever finds a point by its place (the page's braille cells)
    /// finds the one the descriptor wrote.
    init(_ value: DataValue) {
        switch value {
        case .category(let c): self = .category(c)
        case .number(let v), .date(let v): self = .number(v)
        }
    }
}
