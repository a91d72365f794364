import Plotline

/// A line over dates that repeat (the stocks file: every date once per symbol) zigzags between the rows of
/// different things unless they are split into series. When `--series` is not given and exactly one
/// category column splits the rows so that each of its values has every x once, it is the series, and one
/// line on standard error says so; otherwise nothing is guessed.
enum SeriesGuess {
    static func column(for table: DataTable, x: String, y: String) -> String? {
        guard case .dates(let xs)? = try? table.column(named: x).values else { return nil }
        var seen = Set<Double>()
        var repeats = false
        for v in xs where v.isFinite {
            if !seen.insert(v).inserted { repeats = true; break }
        }
        guard repeats else { return nil }
        var found: [String] = []
        for column in table.columns where column.name != x && column.name != y {
            guard case .categories(let names) = column.values else { continue }
            var pairs = Set<PairKey>()
            var groups = Set<String>()
            var unique = true
            for (row, name) in names.enumerated() where xs[row].isFinite {
                let key = PairKey(name: name ?? "", x: xs[row])
                groups.insert(key.name)
                if !pairs.insert(key).inserted { unique = false; break }
            }
            // At least two groups, and fewer than one per row (a column of labels is not a series).
            if unique, groups.count >= 2, groups.count * 2 <= names.count { found.append(column.name) }
        }
        return found.count == 1 ? found[0] : nil
    }

    private struct PairKey: Hashable {
        var name: String
        var x: Double
    }
}
