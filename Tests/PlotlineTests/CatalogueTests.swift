import Foundation
import Testing
@testable import Plotline
@testable import PlotlineScene

/// The phrase catalogues (`Sources/PlotlineScene/Catalogue/`): every language has every phrase, in every
/// plural form its language has, with exactly the placeholders the phrase takes.
///
/// Adding a language is one file: copy `Languages/English.swift` to `Languages/<Language>.swift`, name its
/// catalogue (`static let german = PhraseCatalogue(language: "de", plurals: ..., phrases: [...])`), translate
/// each template, and list it in `PhraseCatalogue.all`. These tests fail until every id is there and the file
/// is listed.
@Suite struct CatalogueTests {
    /// What is wrong with a catalogue: ids it lacks, plural forms it lacks or has in excess, placeholders
    /// that differ from its id's.
    static func problems(_ catalogue: PhraseCatalogue) -> [String] {
        let language = catalogue.language
        var problems: [String] = []
        for id in PhraseID.allCases {
            guard let phrase = catalogue.phrases[id] else {
                problems.append("\(language) lacks \(id)")
                continue
            }
            let expected: Set<PluralCategory> = id.isCounted ? catalogue.plurals.categories : [.other]
            let forms = Set(phrase.forms.keys)
            if forms != expected {
                problems.append("\(language) \(id) has forms \(forms.map { "\($0)" }.sorted()), not \(expected.map { "\($0)" }.sorted())")
            }
            for (category, template) in phrase.forms {
                let names = Phrase.placeholders(in: template)
                var allowed = id.placeholders
                // A form for one may write the number itself: "1 value is missing."
                if category == .one { allowed.remove("n") }
                let used = Set(names)
                if used != id.placeholders && used != allowed {
                    problems.append("\(language) \(id) (\(category)) takes \(used.sorted()), not \(id.placeholders.sorted())")
                }
            }
        }
        return problems
    }

    @Test(arguments: PhraseCatalogue.all.map(\.language))
    func everyLanguageHasEveryPhrase(_ language: String) {
        let catalogue = PhraseCatalogue.all.first { $0.language == language }!
        #expect(Self.problems(catalogue) == [])
        #expect(catalogue.phrases.count == PhraseID.allCases.count)
    }

    /// The check itself: a made-up language lacking one phrase, with a counted phrase missing its form for
    /// one and a template with a placeholder its id does not take, is reported three times.
    @Test func aLanguageLackingAPhraseFails() {
        var phrases = PhraseCatalogue.english.phrases
        phrases[.range] = nil
        phrases[.missing] = "{n} valeurs manquent."
        phrases[.week] = "semaine du {jour}"
        let madeUp = PhraseCatalogue(language: "xx", plurals: .oneAndOther, phrases: phrases)
        let problems = Self.problems(madeUp)
        #expect(problems.contains("xx lacks range"))
        #expect(problems.contains { $0.hasPrefix("xx missing has forms") })
        #expect(problems.contains { $0.hasPrefix("xx week (other) takes [\"jour\"]") })
        #expect(problems.count == 3)
    }

    /// Every file under `Languages/` is a catalogue listed in `PhraseCatalogue.all`, so a fourth language's
    /// file is checked as soon as it is added (and this fails until it is listed).
    @Test func everyLanguageFileIsListed() throws {
        let languages = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/PlotlineScene/Catalogue/Languages").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: languages.path).filter { $0.hasSuffix(".swift") }
        #expect(files.contains("English.swift"))
        #expect(files.count == PhraseCatalogue.all.count, "a file under Languages/ is not listed in PhraseCatalogue.all")
        #expect(Set(PhraseCatalogue.all.map(\.language)).count == PhraseCatalogue.all.count)
        // Each is listed under its own code, so a locale of that language finds it.
        #expect(PhraseCatalogue.languages == PhraseCatalogue.all.map(\.language))
    }

    @Test func theLocalesLanguagePicksTheCatalogue() {
        #expect(PhraseCatalogue.of(Locale(identifier: "ko-KR")).language == "ko")
        #expect(PhraseCatalogue.of(Locale(identifier: "tr_TR")).language == "tr")
        #expect(PhraseCatalogue.of(Locale(identifier: "en-GB")).language == "en")
        // A language without a catalogue says its phrases in English.
        #expect(PhraseCatalogue.of(Locale(identifier: "de-DE")).language == "en")
    }

    @Test func templatesAreFilledByName() {
        let en = PhraseCatalogue.english, tr = PhraseCatalogue.turkish
        #expect(en.text(.range, ["low": "1", "lowAt": "Mon", "high": "9", "highAt": "Fri"])
            == "The lowest value is 1 (Mon). The highest is 9 (Fri).")
        #expect(en.text(.missing, ["n": "1"], count: 1) == "1 value is missing.")
        #expect(en.text(.missing, ["n": "1,234"], count: 1234) == "1,234 values are missing.")
        #expect(tr.text(.missing, ["n": "1"], count: 1) == "1 değer eksik.")
        // {chart:lower}: lowercased in the catalogue's language.
        #expect(tr.text(.chartWithPoints, ["chart": "Çubuk grafik"]) == "Noktaları işaretli çubuk grafik")
        #expect(Phrase.placeholders(in: "{a} and {b:lower}.") == ["a", "b"])
    }

    /// A unit name after a value follows the plural rule of the language's catalogue; a language without one
    /// says the name as given.
    @Test func unitNamesFollowTheCataloguesPluralRule() {
        func category(_ number: String, _ locale: String) -> PluralCategory {
            PluralCategory(formatted: number, locale: Locale(identifier: locale))
        }
        #expect(category("1", "en-US") == .one)
        #expect(category("-1", "en-GB") == .one)
        #expect(category("1.0", "en-US") == .other)
        #expect(category("1,001", "en-US") == .other)
        #expect(category("1", "ko-KR") == .other)
        #expect(category("1", "tr-TR") == .other)
        #expect(category("1", "de-DE") == .other)
    }
}
