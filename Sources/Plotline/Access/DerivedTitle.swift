import PlotlineScene
/// The names Plotline gives when the author gave none: a column's name said as a title, and a chart's
/// name from what it shows. One place for both, so every output (the words, the SVG's and the page's
/// title, the descriptor) and every way of making a chart (a data file, a spec, the Swift API) says the same.
public enum DerivedTitle {
    /// A column name as a title people read: underscores are spaces and camelCase is split, a word that
    /// was lowercase in the middle of a camelCase name staying lowercase; nothing else changes.
    /// `temp_max` → "temp max", `netGeneration` → "net generation", `Miles_per_Gallon` → "Miles per
    /// Gallon", `energyMWh` → "energy MWh", `Steps` → "Steps".
    public static func column(_ name: String) -> String {
        let characters = Array(name)
        guard characters.contains(where: { $0 == "_" }) || hasCamelCase(characters) else { return name }
        var words: [String] = []
        var word = ""
        func finish() {
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        for (i, c) in characters.enumerated() {
            if c == "_" { finish(); continue }
            if c.isUppercase, !word.isEmpty {
                let previous = characters[i - 1]
                let next: Character? = i + 1 < characters.count ? characters[i + 1] : nil
                // "netGeneration": a capital after a lowercase letter or a digit.
                if previous.isLowercase || previous.isNumber {
                    finish()
                    // An acronym ("GDP", "MWh") keeps its capitals; a word of a camelCase name is lowercase.
                    let acronym = next.map { $0.isUppercase || $0 == "_" } ?? true
                    word.append(acronym ? c : Character(c.lowercased()))
                    continue
                }
            }
            word.append(c)
        }
        finish()
        return words.joined(separator: " ")
    }

    private static func hasCamelCase(_ c: [Character]) -> Bool {
        zip(c, c.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
    }

    /// A chart's name from its axes when it has no title: "price by date", "price by date for each symbol".
    public static func chart(value: String, position: String?, series: String?, phrases: Phrases) -> String? {
        phrases.derivedTitle(value: value, position: position, series: series)
    }
}
