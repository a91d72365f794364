import Foundation
import Plotline
import PlotlineHTML
@testable import ScenePage
import Testing

/// Numbers the page writes into its words are written as the text writes them (issue 29): "value 3 of
/// 1,461", Turkish "1.461", not "1461". The script fills its templates by the model's digit grouping, which
/// is the text's own rule (DigitGroupingTests); the browser test hears it said.
@Suite struct PageNumbersTests {
    static func model(_ html: String) throws -> [String: Any] {
        let json = try #require(html.range(of: "id=\"plotline-model\">").map { html[$0.upperBound...] })
        return try JSONSerialization.jsonObject(with: Data(json[..<json.range(of: "</script>")!.lowerBound].utf8)) as! [String: Any]
    }

    @Test(arguments: [("en-US", ","), ("ko-KR", ","), ("tr-TR", ".")])
    func theModelCarriesTheTextsGrouping(_ locale: String, _ separator: String) throws {
        let days = (0..<1_461).map { (day: Double($0) * 86_400, value: Double($0 % 37)) }
        let chart = try Chart(days, id: \.day) { d in
            LineMark(x: .value("Day", Date(timeIntervalSince1970: d.day)), y: .value("High", d.value))
        }.chartLocale(locale).resolve()
        let words = try #require(try Self.model(HTMLPage.render(chart))["words"] as? [String: Any])
        let digits = try #require(words["digits"] as? [String: Any])
        #expect(digits["separator"] as? String == separator)
        #expect(digits["primary"] as? Int == 3 && digits["secondary"] as? Int == 3)
        #expect(digits["minimumDigits"] as? Int == 4)
        let page = PageWords(locale: chart.locale, digits: DigitGrouping(locale: chart.locale))
        #expect(page.count(1_461) == "1\(separator)461")
        #expect(page.count(1_461) == NumberFormat.grouped(1_461, fractionDigits: 0, locale: chart.locale))
        #expect(page.count(999) == "999")
    }
}
