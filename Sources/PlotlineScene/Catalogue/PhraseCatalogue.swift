import Foundation

/// Every phrase of one language by id (``PhraseID``), with the language's plural rule. Each language is one
/// file of data under `Catalogue/Languages/`; ``PhraseCatalogue/of(_:)`` picks one for a locale.
///
/// The catalogue formats nothing: callers pass numbers, dates and names already written for the locale,
/// and a count where the phrase takes one, to choose its plural form.
package struct PhraseCatalogue: Sendable {
    /// The language's code ("en", "ko", "tr"), as a locale names it.
    package let language: String
    package let plurals: PluralRule
    package let phrases: [PhraseID: Phrase]

    /// The phrase `id` with its placeholders filled from `values`, in the form `count` takes.
    package func text(_ id: PhraseID, _ values: [String: String] = [:], count: Int? = nil) -> String {
        phrase(id)?.text(count.map(plurals.category) ?? .other, values, language: language) ?? ""
    }

    /// The template itself, placeholders and all, for a script that fills them in (the page's navigation).
    package func template(_ id: PhraseID, count: Int? = nil) -> String {
        phrase(id)?.template(count.map(plurals.category) ?? .other) ?? ""
    }

    /// A language lacking an id (which CatalogueTests does not let pass) says it in English.
    private func phrase(_ id: PhraseID) -> Phrase? { phrases[id] ?? Self.english.phrases[id] }
}
