import Foundation

extension PhraseCatalogue {
    /// Every language with a catalogue, one line each: its code and its catalogue. A language is one file
    /// under `Catalogue/Languages/` (a `static let` of its catalogue) and its line here; `CatalogueTests`
    /// checks that every file there is listed, under its own code, and that each catalogue has every phrase.
    /// A catalogue is made the first time it is asked for: a chart in one language never parses the others'
    /// templates.
    private static let registry: [(language: String, catalogue: @Sendable () -> PhraseCatalogue)] = [
        ("en", { .english }),
        ("ko", { .korean }),
        ("tr", { .turkish }),
    ]

    /// Every catalogue (each made now, if it was not already).
    package static var all: [PhraseCatalogue] { registry.map { $0.catalogue() } }

    /// The codes of the languages with a catalogue.
    package static var languages: [String] { registry.map(\.language) }

    /// The catalogue of the locale's language; English for a language without one.
    package static func of(_ locale: Locale) -> PhraseCatalogue {
        of(languageCode: locale.language.languageCode?.identifier ?? "")
    }

    /// The catalogue of a language by its code ("ko"); English for a language without one.
    package static func of(languageCode code: String) -> PhraseCatalogue {
        listed(code) ?? .english
    }

    /// The catalogue of a language by its code; nil for a language without one.
    package static func listed(_ code: String?) -> PhraseCatalogue? {
        registry.first { $0.language == code }?.catalogue()
    }
}
