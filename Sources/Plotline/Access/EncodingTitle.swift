import PlotlineScene
/// Titles derived from what a chart encodes, for a chart that was given none: "Sum of precipitation by
/// month", "Count of records by weather", "Mean of Miles per Gallon by Origin".
///
/// One place for these words, so the command, the descriptor and the summary say the same thing.
public enum EncodingTitle {
    /// A column name as words: underscores as spaces ("Miles_per_Gallon" reads "Miles per Gallon",
    /// "temp_max" reads "temp max"); the name as it is otherwise.
    public static func field(_ name: String) -> String {
        let spaced = name.replacingOccurrences(of: "_", with: " ")
        let words = spaced.split(separator: " ", omittingEmptySubsequences: true)
        return words.isEmpty ? name : words.joined(separator: " ")
    }

    /// A measure in words: "Sum of precipitation", "Count of records" (a count of rows), "Mean of Miles
    /// per Gallon".
    public static func measure(_ op: AggregateOp, field name: String?) -> String {
        guard let name, op != .count else { return "Count of records" }
        return "\(op.words) of \(field(name))"
    }

    /// What a group is named by: a time unit's words ("month", "day of week"), else the field's.
    public static func group(_ name: String, timeUnit: TimeGrouping? = nil) -> String {
        timeUnit?.words ?? field(name)
    }

    /// "<what> by <group>[, <group>] and <group>": "Sum of precipitation by month".
    /// The first letter is made a capital: "Manufacturing, retail trade and government by month".
    public static func title(_ what: String, by groups: [String]) -> String {
        let text = switch groups.count {
        case 0: what
        case 1: "\(what) by \(groups[0])"
        default: "\(what) by \(groups.dropLast().joined(separator: ", ")) and \(groups.last!)"
        }
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// Names in a list: "a", "a and b", "a, b and c".
    public static func list(_ names: [String]) -> String {
        names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
