import Foundation

/// One phrase of a catalogue: a template with named placeholders ("The lowest value is {low} ({lowAt})"),
/// or one template per plural category for a phrase that takes a count. A placeholder written
/// `{name:lower}` is put in lowercased, in the catalogue's language. Each template is cut into its text and
/// placeholders once, when the catalogue is made, since labels ask for phrases by the thousand.
package struct Phrase: Sendable, ExpressibleByStringLiteral {
    /// The template for every count, and the one for a count of one where the phrase has its own
    /// (English's "1 bar"): held in fields, not a dictionary, so that making a catalogue of hundreds of
    /// phrases costs no table per phrase (a catalogue is made once per chart's language, issue 31).
    private let other: String, one: String?
    private let otherPieces: [Piece], onePieces: [Piece]?

    package init(stringLiteral template: String) {
        other = template
        one = nil
        otherPieces = Self.pieces(template)
        onePieces = nil
    }

    private init(one: String, other: String) {
        self.other = other
        self.one = one
        otherPieces = Self.pieces(other)
        onePieces = Self.pieces(one)
    }

    /// The template of each plural category; a phrase without a count has only `other`.
    package var forms: [PluralCategory: String] { one.map { [.one: $0, .other: other] } ?? [.other: other] }

    /// A counted phrase with a form for one and a form for every other count.
    package static func plural(one: String, other: String) -> Phrase { Phrase(one: one, other: other) }

    /// The template for a plural category (`other` when the phrase has no form of its own for it).
    package func template(_ category: PluralCategory) -> String { category == .one ? one ?? other : other }

    /// The template for a plural category with each placeholder replaced by its value; a `{name:lower}` is
    /// lowercased in `language`.
    package func text(_ category: PluralCategory, _ values: [String: String], language: String) -> String {
        let pieces = category == .one ? onePieces ?? otherPieces : otherPieces
        var out = ""
        for piece in pieces {
            switch piece {
            case .text(let text):
                out += text
            case .placeholder(let name, let lowered):
                let value = values[name]
                assert(value != nil, "no value for {\(name)} in \"\(template(category))\"")
                out += lowered ? (value ?? "").lowercased(with: Locale(identifier: language)) : value ?? ""
            }
        }
        return out
    }

    /// The names of a template's placeholders, in order.
    package static func placeholders(in template: String) -> [String] {
        pieces(template).compactMap { if case .placeholder(let name, _) = $0 { name } else { nil } }
    }

    private enum Piece: Sendable {
        case text(String)
        case placeholder(name: String, lowered: Bool)
    }

    /// The template cut into text and placeholders, scanning its UTF-8 bytes (braces are ASCII).
    private static func pieces(_ template: String) -> [Piece] {
        let bytes = template.utf8
        var pieces: [Piece] = []
        var start = bytes.startIndex
        while let open = bytes[start...].firstIndex(of: UInt8(ascii: "{")),
              let close = bytes[open...].firstIndex(of: UInt8(ascii: "}")) {
            if start < open { pieces.append(.text(String(template[start..<open]))) }
            let name = template[bytes.index(after: open)..<close]
            pieces.append(name.hasSuffix(":lower") ? .placeholder(name: String(name.dropLast(6)), lowered: true)
                : .placeholder(name: String(name), lowered: false))
            start = bytes.index(after: close)
        }
        if start < bytes.endIndex { pieces.append(.text(String(template[start...]))) }
        return pieces
    }
}
