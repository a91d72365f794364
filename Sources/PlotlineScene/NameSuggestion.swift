/// "Did you mean temp_max?": the known name closest to a misspelt one, by edit distance (Levenshtein:
/// insertions, deletions and substitutions, case ignored), when it is close enough to be what was meant.
public enum NameSuggestion {
    /// The closest of `names` to `name`, if at most a third of its letters (at least one, at most three)
    /// are off and not all of them; nil when none is that close, or when two are equally close.
    public static func closest(to name: String, among names: [String]) -> String? {
        let target = Array(name.lowercased())
        let allowed = max(1, min(3, target.count / 3))
        var best: (name: String, distance: Int)?
        var tied = false
        for candidate in names where candidate != name {
            let other = Array(candidate.lowercased())
            let distance = self.distance(target, other, limit: allowed)
            // Not every letter changed: `a` is not a misspelt `y`.
            guard distance <= allowed, distance < min(target.count, other.count) else { continue }
            if let current = best, distance == current.distance {
                tied = true
            } else if best == nil || distance < best!.distance {
                best = (candidate, distance)
                tied = false
            }
        }
        return tied ? nil : best?.name
    }

    /// The columns a name stands for in nested data, whose objects' fields are columns named by their dotted
    /// path (`cost.price`): the fields of the object it names (`cost` for `cost.price` and `cost.currency`), or
    /// the paths that end in it (`price` for `cost.price`), case ignored, in the data's order.
    public static func paths(for name: String, among names: [String]) -> [String] {
        let lower = name.lowercased()
        guard !lower.isEmpty else { return [] }
        let inside = names.filter { $0.lowercased().hasPrefix(lower + ".") }
        if !inside.isEmpty { return inside }
        return names.filter { $0.lowercased().hasSuffix("." + lower) }
    }

    /// The edit distance of `a` and `b`, or something above `limit` once it is sure to exceed it.
    package static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowBest = current[0]
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowBest = min(rowBest, current[j])
            }
            if rowBest > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
