import Foundation
import Testing
@testable import Plotline

/// A unit name's form for one (`unitNameOne`, `.value(_, v, unit:unitOne:)`) through the JSON spec,
/// the Swift API and the resolved chart; the words themselves are in ValueDescriptionTests.
@Suite struct UnitNameTests {
    static func spec(y: String, locale: String = "en-US") -> String {
        #"""
        {
          "data": { "values": [ { "t": 0, "bpm": 1 }, { "t": 1, "bpm": 72 } ] },
          "marks": [ { "type": "point", "x": { "field": "t" }, "y": \#(y) } ],
          "locale": "\#(locale)"
        }
        """#
    }

    static let twoForms = #"{ "field": "bpm", "label": "Heart rate", "unitName": "beats per minute", "unitNameOne": "beat per minute" }"#
    static let oneForm = #"{ "field": "bpm", "label": "Heart rate", "unitName": "beats per minute" }"#

    @Test func unitNameOneRoundTripsThroughJSON() throws {
        let spec = try ChartSpec.decode(Data(Self.spec(y: Self.twoForms).utf8))
        #expect(spec.marks[0].y?.unitName == "beats per minute")
        #expect(spec.marks[0].y?.unitNameOne == "beat per minute")
        let encoded = try spec.encoded()
        #expect(String(decoding: encoded, as: UTF8.self).contains(#""unitNameOne" : "beat per minute""#))
        let again = try ChartSpec.decode(encoded)
        #expect(again == spec)
        #expect(try again.encoded() == encoded)

        let chart = try ChartResolver.resolve(again)
        #expect(chart.y.title == "Heart rate (beats per minute)")     // the axis title uses the form for other numbers
        #expect(chart.y.valueDescription?.describe(1, locale: chart.locale) == "1 beat per minute")
        #expect(chart.y.valueDescription?.describe(72, locale: chart.locale) == "72 beats per minute")
        #expect(chart.accessibility.labels.map(\.text).contains { $0.contains("1 beat per minute") })
    }

    @Test func aPlainStringUnitNameStillDecodesAsBefore() throws {
        let spec = try ChartSpec.decode(Data(Self.spec(y: Self.oneForm).utf8))
        #expect(spec.marks[0].y?.unitName == "beats per minute")
        #expect(spec.marks[0].y?.unitNameOne == nil)
        #expect(!String(decoding: try spec.encoded(), as: UTF8.self).contains("unitNameOne"))
        let chart = try ChartResolver.resolve(spec)
        // Without a form for one nothing is guessed: the unit name is said as given.
        #expect(chart.y.valueDescription?.describe(1, locale: chart.locale) == "1 beats per minute")
        #expect(chart.y.valueDescription?.describe(72, locale: chart.locale) == "72 beats per minute")
    }

    @Test(arguments: ["ko-KR", "tr-TR"])
    func koreanAndTurkishChartsSayUnitNameAfterEveryNumber(locale: String) throws {
        let chart = try ChartResolver.resolve(try ChartSpec.decode(Data(Self.spec(y: Self.twoForms, locale: locale).utf8)))
        #expect(chart.y.valueDescription?.describe(1, locale: chart.locale) == "1 beats per minute")
        #expect(chart.y.valueDescription?.describe(-1, locale: chart.locale) == "-1 beats per minute")
        #expect(chart.y.valueDescription?.describe(72, locale: chart.locale) == "72 beats per minute")
    }

    @Test func aFormatStillTakesPrecedence() throws {
        let y = #"{ "field": "bpm", "unitName": "beats per minute", "unitNameOne": "beat per minute", "format": "%.1f bpm" }"#
        let chart = try ChartResolver.resolve(try ChartSpec.decode(Data(Self.spec(y: y).utf8)))
        #expect(chart.y.valueDescription?.describe(1, locale: chart.locale) == "1.0 bpm")
    }

    @Test func unitNameOneWithoutUnitNameIsAnError() throws {
        let spec = try ChartSpec.decode(Data(Self.spec(y: #"{ "field": "bpm", "unitNameOne": "beat per minute" }"#).utf8))
        #expect {
            try ChartResolver.resolve(spec)
        } throws: { error in
            (error as? PlotlineError)?.description
                == "invalid spec at $.marks[0].y.unitNameOne: needs unitName, the form for every other number"
        }
    }

    struct Reading { let t: Double; let bpm: Double }

    @Test func swiftAPIWritesBothForms() throws {
        let readings = [Reading(t: 0, bpm: 1), Reading(t: 1, bpm: 72)]
        let chart = Chart(readings) { r in
            PointMark(x: .value("Time", r.t),
                      y: .value("Heart rate", r.bpm, unit: "beats per minute", unitOne: "beat per minute"))
        }
        let y = try #require(chart.spec.marks[0].y)
        #expect(y.unitName == "beats per minute")
        #expect(y.unitNameOne == "beat per minute")
        let resolved = try chart.resolve()
        #expect(resolved.y.title == "Heart rate (beats per minute)")
        #expect(resolved.y.valueDescription?.describe(1, locale: resolved.locale) == "1 beat per minute")
        // Through JSON and back, the same words.
        let decoded = try ChartResolver.resolve(try ChartSpec.decode(try chart.spec.encoded()))
        #expect(decoded.y.valueDescription == resolved.y.valueDescription)
        #expect(decoded.accessibility.labels.map(\.text) == resolved.accessibility.labels.map(\.text))

        // The one-form initialiser writes no unitNameOne.
        let plain = Chart(readings) { r in
            PointMark(x: .value("Time", r.t), y: .value("Heart rate", r.bpm, unit: "beats per minute"))
        }
        #expect(plain.spec.marks[0].y?.unitNameOne == nil)
    }

    @Test func encodingSpecInitialiserTakesTheFormForOne() throws {
        let encoding = EncodingSpec(field: "mpg", unitName: "miles per gallon", unitNameOne: "mile per gallon")
        #expect(try encoding.valueDescription() == ValueDescription(unit: "miles per gallon", one: "mile per gallon"))
        #expect(try encoding.valueDescription()?.describe(1, locale: enUS) == "1 mile per gallon")
        #expect(try EncodingSpec(field: "mpg", unitNameOne: "mile per gallon").valueDescription() == nil)
        let json = String(decoding: try JSONEncoder().encode(encoding), as: UTF8.self)
        #expect(try JSONDecoder().decode(EncodingSpec.self, from: Data(json.utf8)) == encoding)
    }
}
