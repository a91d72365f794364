import PlotlineScene
import SceneSVG

/// The page's pattern-fill toggle (C2, issue 17): where the chart is hatched (stacked bars and areas,
/// sectors), a button turns the patterns off and on again and says which, in the chart's language. The
/// patterns are hidden by a class on the chart's box, so they stay hidden when a time range swaps the
/// picture. Its markup, words, style and script are here, apart from the page's other controls.
enum PatternToggle {
    /// The button's name and what it says when pressed, in the page's language.
    static func words(lang: String) -> (name: String, on: String, off: String) {
        let words = PhraseCatalogue.of(languageCode: lang)
        return (words.text(.patterns), words.text(.patternsOn), words.text(.patternsOff))
    }

    /// Whether a drawn chart has pattern fills (an SVG with a `pattern` element).
    /// Searched as bytes: Foundation's `contains` on a page of 100,000 bars took a twentieth of the page's time.
    static func isNeeded(svg: String) -> Bool {
        let needle = Array("class=\"pattern\"".utf8)
        var svg = svg
        return svg.withUTF8 { haystack in
            guard haystack.count >= needle.count else { return false }
            let first = needle[0]
            var i = 0
            while i <= haystack.count - needle.count {
                if haystack[i] == first {
                    var k = 1
                    while k < needle.count, haystack[i + k] == needle[k] { k += 1 }
                    if k == needle.count { return true }
                }
                i += 1
            }
            return false
        }
    }

    /// The button, pressed (patterns shown).
    static func button(lang: String) -> String {
        let w = words(lang: lang), e = XMLText.escape
        return "<button type=\"button\" id=\"patterns\" aria-pressed=\"true\" data-on=\"\(e(w.on))\" "
            + "data-off=\"\(e(w.off))\">\(e(w.name))</button>"
    }

    static let css = "#chart.no-patterns .pattern { display: none; }\n"

    static let js = #"""
(function () {
  "use strict";
  var button = document.getElementById("patterns");
  var chart = document.getElementById("chart");
  var live = document.getElementById("announcement");
  if (!button || !chart) { return; }
  button.addEventListener("click", function () {
    var on = chart.classList.toggle("no-patterns");
    button.setAttribute("aria-pressed", on ? "false" : "true");
    var text = button.getAttribute(on ? "data-off" : "data-on");
    if (live) { live.textContent = text; }
  });
})();
"""#
}
