/// A path of straight and cubic segments, in points.
public struct ScenePath: Sendable, Hashable {
    public enum Element: Sendable, Hashable {
        case move(Double, Double)
        case line(Double, Double)
        case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
        case close
    }

    public var elements: [Element] = []
    /// Even-odd rather than non-zero filling.
    public var evenOdd = false

    public init(elements: [Element] = [], evenOdd: Bool = false) {
        self.elements = elements
        self.evenOdd = evenOdd
    }

    public mutating func move(_ x: Double, _ y: Double) { elements.append(.move(x, y)) }
    public mutating func line(_ x: Double, _ y: Double) { elements.append(.line(x, y)) }
    public mutating func cubic(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ x: Double, _ y: Double) {
        elements.append(.cubic(c1x: c1x, c1y: c1y, c2x: c2x, c2y: c2y, x: x, y: y))
    }
    public mutating func close() { elements.append(.close) }
}
