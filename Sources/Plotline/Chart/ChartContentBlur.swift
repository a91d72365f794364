import Foundation

extension ChartContent {
    /// Swift Charts' `blur(radius:opaque:)` on marks: compiles and draws the marks sharp, as a view's `blur` is
    /// drawn (DocC's differences page): a picture for print, the PNG's rasterizer and the page's SVG all draw
    /// one crisp outline, and a soft mark is read the same.
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
}
