/// The fast path of ``CSVReader`` for the commonest large file: every column numbers, nothing quoted.
///
/// One pass over the bytes, each cell parsed straight into its column's `[Double]`: no copy of the input,
/// no per-cell ranges, no strings. It reads exactly what the general reader reads for such a file (the same
/// header rules, the same numbers, an empty cell missing); anything else (a quote, a byte outside ASCII, a
/// cell that is not a number, a row of the wrong width, a blank line inside the data, a column with no
/// value, a type override other than number) gives up with `nil`, and the general reader reads the file
/// and reports any error in its words.
enum CSVNumericReader {
    static func read(_ p: UnsafeBufferPointer<UInt8>, types: [String: ColumnType]) throws(PlotlineError) -> DataTable? {
        guard types.values.allSatisfy({ $0 == .number }) else { return nil }
        let n = p.count
        var i = 0
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
        // Blank lines before the header.
        while i < n, p[i] == 0x0A || p[i] == 0x0D { i += 1 }
        guard i < n else { return nil }

        // The header: plain ASCII names, trimmed, non-empty and distinct.
        var names: [String] = []
        var start = i
        while true {
            let b = i < n ? p[i] : 0x0A   // the end of the input ends the header too
            if b == 0x22 || b >= 0x80 { return nil }
            if b == 0x2C || b == 0x0A || b == 0x0D {
                var s = start, e = i
                while s < e, p[s] == 0x20 || p[s] == 0x09 { s += 1 }
                while e > s, p[e - 1] == 0x20 || p[e - 1] == 0x09 { e -= 1 }
                guard s < e else { return nil }
                names.append(String(decoding: UnsafeBufferPointer(rebasing: p[s..<e]), as: UTF8.self))
                i = min(i + 1, n)
                if b != 0x2C {
                    if b == 0x0D, i < n, p[i] == 0x0A { i += 1 }
                    break
                }
                start = i
                continue
            }
            i += 1
        }
        guard !names.isEmpty, Set(names).count == names.count else { return nil }
        try TypeInference.checkOverrides(types, names: names)
        let width = names.count

        // The rows.
        var columns = [[Double]](repeating: [], count: width)
        let estimate = max(n - i, 0) / max(8 * width, 1)
        for k in 0..<width { columns[k].reserveCapacity(estimate) }
        var sawValue = [Bool](repeating: false, count: width)
        while i < n {
            // A line break here is a blank line: only trailing ones are read here.
            if p[i] == 0x0A || p[i] == 0x0D {
                var j = i
                while j < n, p[j] == 0x0A || p[j] == 0x0D { j += 1 }
                if j == n { break }
                return nil
            }
            var field = 0
            while true {
                let cellStart = i
                var b: UInt8 = 0
                while i < n {
                    b = p[i]
                    if b == 0x2C || b == 0x0A || b == 0x0D { break }
                    if b == 0x22 || b >= 0x80 { return nil }
                    i += 1
                }
                guard field < width else { return nil }
                var s = cellStart
                while s < i, p[s] == 0x20 || p[s] == 0x09 { s += 1 }
                if s == i {
                    columns[field].append(.nan)
                } else {
                    guard let value = NumberText.parse(p, start: cellStart, end: i) else { return nil }
                    columns[field].append(value)
                    sawValue[field] = true
                }
                field += 1
                if i < n, p[i] == 0x2C {
                    i += 1
                    // A comma at the very end of the input still opens an (empty) last field.
                    if i == n {
                        guard field < width else { return nil }
                        columns[field].append(.nan)
                        field += 1
                    }
                    continue
                }
                if i < n {
                    i += 1
                    if b == 0x0D, i < n, p[i] == 0x0A { i += 1 }
                }
                break
            }
            guard field == width else { return nil }
        }
        guard let rows = columns.first?.count, rows > 0, sawValue.allSatisfy({ $0 }) else { return nil }
        return try? DataTable(columns: (0..<width).map { Column(name: names[$0], values: .numbers(columns[$0])) })
    }
}
