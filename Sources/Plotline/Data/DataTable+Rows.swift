extension DataTable {
    /// The table with only the given rows, in the order given (a time range's cut).
    func rows(_ keep: [Int]) throws(PlotlineError) -> DataTable {
        try DataTable(columns: columns.map { column in
            switch column.values {
            case .numbers(let v): Column(name: column.name, values: .numbers(keep.map { v[$0] }))
            case .dates(let v): Column(name: column.name, values: .dates(keep.map { v[$0] }))
            case .categories(let v): Column(name: column.name, values: .categories(keep.map { v[$0] }))
            }
        })
    }
}
