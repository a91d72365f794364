import Foundation

extension PhraseCatalogue {
    /// Every language with a catalogue, one line each. A language is one file under `Catalogue/Languages/`
    /// (a `static let` of its catalogue) and its line here; `CatalogueTests` checks that every file there is
    /// listed and that each catalogue has every phrase.
    package static let all: [PhraseCatalogue] = [
        .english,
        .korean,
        .turkish,
    ]

    /// The catalogue of the locale's language; English for a language without one.
    package static func of(_ locale: Locale) -> PhraseCatalogue {
        of(languageCode: locale.language.languageCode?.identifier ?? "")
    }

    /// The catalogue of a language by its code ("ko"); English for a language without one.
    package static func of(languageCode code: String) -> PhraseCatalogue {
        all.first { $0.language == code } ?? .english
    }
}
