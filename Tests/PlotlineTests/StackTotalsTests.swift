import Foundation
import Testing
@testable import Plotline

/// Bars whose segments stack are summarised by what their heights show first: the lowest and the highest
/// total, then the segments' own range (M1: bars compare sums).
@Suite struct StackTotalsTests {
    static func summary(_ values: String, color: Bool = false, locale: String = "en-US") throws -> String {
        let colorField = color ? #","color":{"field":"k"}"# : ""
        var spec = try ChartSpec.decode(Data(#"""
        {"data":{"values":[\#(values)]},"marks":[{"type":"bar","x":{"field":"d"},"y":{"field":"n","unitName":"cups","unitNameOne":"cup"}\#(colorField)}]}
        """#.utf8))
        spec.locale = locale
        return try ChartResolver.resolve(spec).accessibility.summary
    }

    static let rows = #"{"d":"Mon","n":2,"k":"a"},{"d":"Mon","n":6,"k":"b"},{"d":"Tue","n":3,"k":"a"},{"d":"Wed","n":1,"k":"a"},{"d":"Wed","n":1,"k":"b"}"#

    @Test func oneSeriesStacksByCategory() throws {
        #expect(try Self.summary(Self.rows) ==
            "The lowest total is 2 cups (Wed). The highest is 8 cups (Mon). The lowest value is 1 cup (2 times, at Wed). The highest is 6 cups (Mon).")
        #expect(try Self.summary(Self.rows, locale: "ko-KR").hasPrefix("가장 낮은 합계는 2 cups(Wed)입니다. 가장 높은 합계는 8 cups(Mon)입니다."))
        #expect(try Self.summary(Self.rows, locale: "tr-TR").hasPrefix("En düşük toplam 2 cups (Wed). En yüksek toplam 8 cups (Mon)."))
    }

    @Test func severalSeriesSayTheirTotalsFirst() throws {
        #expect(try Self.summary(Self.rows, color: true).hasPrefix("The lowest total is 2 cups (Wed). The highest is 8 cups (Mon). "))
    }

    @Test func normalizedStacksHaveNoTotalsToCompare() throws {
        var spec = try ChartSpec.decode(Data(#"""
        {"data":{"values":[\#(Self.rows)]},"marks":[{"type":"bar","x":{"field":"d"},"y":{"field":"n"},"color":{"field":"k"},"stacking":"normalized"}]}
        """#.utf8))
        spec.locale = "en-US"
        #expect(try !ChartResolver.resolve(spec).accessibility.summary.contains("total"))
    }

    @Test func noTotalsWithoutAStackToAdd() throws {
        // One bar per day: its value is its total; nothing more to say.
        let single = #"{"d":"Mon","n":2},{"d":"Tue","n":3}"#
        #expect(try !Self.summary(single).contains("total"))
        // One stack: its total is the chart's whole; the parts' range says it.
        let one = #"{"d":"Mon","n":2,"k":"a"},{"d":"Mon","n":6,"k":"b"}"#
        #expect(try !Self.summary(one, color: true).contains("total"))
    }
}

/// A group of marks at one position names it once.
@Suite struct OnePositionGroupTests {
    @Test func groupAtOnePosition() {
        let en = Phrases(locale: Locale(identifier: "en_US"))
        #expect(en.group(from: "Mon", to: "Mon", first: "2 cups", last: "6 cups", difference: "4 cups", rising: true)
                == "Mon: 2 cups to 6 cups, up 4 cups")
        #expect(en.group(from: "Mon", to: "Tue", first: "2 cups", last: "6 cups", difference: "4 cups", rising: true)
                == "From Mon to Tue: 2 cups to 6 cups, up 4 cups")
        let ko = Phrases(locale: Locale(identifier: "ko_KR"))
        #expect(ko.group(from: "월", to: "월", first: "2", last: "6", difference: "4", rising: true) == "월: 첫 값 2, 마지막 값 6, 4 증가")
        let tr = Phrases(locale: Locale(identifier: "tr_TR"))
        #expect(tr.group(from: "Pzt", to: "Pzt", first: "2", last: "6", difference: nil, rising: false)
                == "Pzt: ilk değer 2, son değer 6, değişim yok")
    }
}
