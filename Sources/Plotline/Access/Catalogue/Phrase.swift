import Foundation

/// One phrase of a catalogue: a template with named placeholders ("The lowest value is {low} ({lowAt})"),
/// or one template per plural category for a phrase that takes a count. A placeholder written
/// `{name:lower}` is put in lowercased, in the catalogue's language.
struct Phrase: Sendable, ExpressibleByStringLiteral {
    /// The template of each plural category; a phrase without a count has only `other`.
    let forms: [PluralCategory: String]

    init(stringLiteral template: String) { forms = [.other: template] }

    private init(forms: [PluralCategory: String]) { self.forms = forms }

    /// A counted phrase with a form for one and a form for every other count.
    static func plural(one: String, other: String) -> Phrase { Phrase(forms: [.one: one, .other: other]) }

    /// The template for a plural category (`other` when the phrase has no form of its own for it).
    func template(_ category: PluralCategory) -> String { forms[category] ?? forms[.other] ?? "" }

    /// The template with each placeholder replaced by its value; `lowercasing` lowercases a `{name:lower}`.
    static func fill(_ template: String, _ values: [String: String], lowercasing: Locale) -> String {
        var out = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            let (name, lowered) = parse(rest[rest.index(after: open)..<close])
            let value = values[name]
            assert(value != nil, "no value for {\(name)} in \"\(template)\"")
            out += lowered ? (value ?? "").lowercased(with: lowercasing) : value ?? ""
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// The names of a template's placeholders, in order.
    static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(parse(rest[rest.index(after: open)..<close]).name)
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    private static func parse(_ placeholder: Substring) -> (name: String, lowered: Bool) {
        placeholder.hasSuffix(":lower") ? (String(placeholder.dropLast(6)), true) : (String(placeholder), false)
    }
}
