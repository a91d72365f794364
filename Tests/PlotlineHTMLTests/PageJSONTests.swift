import Foundation
import Plotline
import PlotlineGallery
import PlotlineHTML
import SceneAudio
@testable import ScenePage
import Testing

/// The page's data is written straight into bytes (`PageJSON`, issue 34: Foundation's encoder took a seventh
/// of a 100,000-point page's time): the same text the encoder wrote, made safe inside a script element.
@Suite struct PageJSONTests {
    static func model(_ chart: ResolvedChart) -> HTMLPage.Model {
        let model = PageModel(chart)
        let views = model.views.enumerated().map {
            HTMLPage.View.make(id: "v\($0.offset)", view: $0.element, locale: model.locale, digits: model.digits, audio: AudioGraphOptions())
        }
        return HTMLPage.Model(words: PageWords(locale: model.locale, digits: model.digits), views: views,
                              buttons: model.buttons.map { HTMLPage.Button(label: $0.label, name: $0.name, view: $0.view) })
    }

    /// Every gallery chart's page data (time ranges, sound, stacks, references, sectors), byte for byte.
    @Test func theWriterWritesWhatTheEncoderWrote() throws {
        for entry in Gallery.entries {
            let model = Self.model(try entry.chart.resolve())
            let written = model.json()
            #expect(written == HTMLPage.encodedByFoundation(model), "\(entry.slug)")
            #expect(written.count > 1_000, "\(entry.slug)")
        }
    }

    @Test func stringsAndNumbersAsTheEncoderWritesThem() throws {
        struct Box: Encodable { var d: [Double]; var n: [Double?]; var s: [String] }
        let strings = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
            + ["é", "😀", "\u{2028}", "\u{2029}", "a/b", "</script>", "x\u{7f}", "A & B > C", "\u{85}"]
        let doubles: [Double] = [0, -0.0, 1, -1, 0.5, 12.34, -12.34, 1e14, 999_999_999_999_999, 1e15, 1e16, 123_456_789_012_345.6,
                                 1e-7, .leastNonzeroMagnitude, 1.7976931348623157e308, -2.5e-5, 100, 1e21, 0.1 + 0.2, 440, 261.63]
        let optionals: [Double?] = [nil, 1.5, nil, 3]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let expected = HTMLPage.scriptSafe(String(decoding: try encoder.encode(Box(d: doubles, n: optionals, s: strings)), as: UTF8.self))
        var out = PageJSON()
        out.raw("{"); out.key("d"); out.numbers(doubles)
        out.comma(); out.key("n"); out.array(optionals) { out, v in out.number(v) }
        out.comma(); out.key("s"); out.strings(strings); out.raw("}")
        #expect(out.text == expected)
    }

    /// Keys of a dictionary (a series' frequencies by pitch span, the sound's timbres) in the encoder's order.
    @Test func keysInTheEncodersOrder() throws {
        let entries = ["totals": 1, "totalBoxes": 2, "references": 3, "referenceBoxes": 4, "b10": 5, "b9": 6, "B1": 7, "a": 8, "series": 9, "é": 10, "z": 11, "Z": 12]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var out = PageJSON()
        out.object(entries) { out, n in out.int(n) }
        #expect(out.text == String(decoding: try encoder.encode(entries), as: UTF8.self))
    }
}
