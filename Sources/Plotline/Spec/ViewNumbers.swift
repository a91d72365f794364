import PlotlineScene

/// The numbers a view in a spec may hold (a symbol's or an annotation's view, as the Swift API writes it and
/// a JSON spec can carry it): the one rule for all of them, so a view cannot place, size or turn its drawing
/// past what a chart can show (`1e300` points of offset, a scale of a million) and draw a silent wrong chart.
enum ViewNumbers {
    /// Places and lengths in points: padding, frames, offsets, positions, spacing, corner radii, line widths,
    /// dashes, shadows and a path's points.
    static let points: ClosedRange<Double> = -100_000...100_000
    /// A font size in points.
    static let fontSize: ClosedRange<Double> = 1...1_000
    /// A turn in degrees (ten whole turns either way).
    static let degrees: ClosedRange<Double> = -3_600...3_600
    /// A scale factor, and a point of a view's frame in shares of its size (an anchor).
    static let factor: ClosedRange<Double> = -100...100

    static func problem(_ value: Double, in range: ClosedRange<Double>, noun: String) -> String? {
        guard !(value.isFinite && range.contains(value)) else { return nil }
        func shown(_ v: Double) -> String { v.isFinite && v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v) }
        return "expected \(noun) from \(shown(range.lowerBound)) to \(shown(range.upperBound)), found \(shown(value))"
    }
}

extension ViewTree {
    /// The first number in the view (and the views inside it) outside ``ViewNumbers``' ranges, with its JSON
    /// path below `path` (the tree written as Swift's `Codable` writes its cases), or nil.
    func numberProblem(at path: String) -> (path: String, reason: String)? {
        var found: (path: String, reason: String)?
        func check(_ value: Double?, _ range: ClosedRange<Double>, _ noun: String, _ at: String) {
            guard found == nil, let value, let reason = ViewNumbers.problem(value, in: range, noun: noun) else { return }
            found = (at, reason)
        }
        func length(_ value: Double?, _ at: String) { check(value, ViewNumbers.points, "a length in points", at) }
        func shape(_ s: ViewShape, _ at: String) {
            length(s.cornerRadius, at + ".cornerRadius")
            length(s.lineWidth, at + ".lineWidth")
            for (i, d) in (s.dash ?? []).enumerated() { length(d, at + ".dash[\(i)]") }
            check(s.pathSide, 1...ViewNumbers.points.upperBound, "a side in points", at + ".pathSide")
            for (i, step) in (s.path ?? []).enumerated() {
                let values: [Double] = switch step {
                case .move(let x, let y), .line(let x, let y): [x, y]
                case .cubic(let a, let b, let c, let d, let x, let y): [a, b, c, d, x, y]
                case .close: []
                }
                for v in values { length(v, at + ".path[\(i)]") }
            }
        }
        func walk(_ tree: ViewTree, _ at: String) {
            guard found == nil else { return }
            switch tree {
            case .text(let text): check(text.style.size, ViewNumbers.fontSize, "a font size", at + ".text._0.style.size")
            case .shape(let s): shape(s, at + ".shape._0")
            case .stack(let stack):
                length(stack.spacing, at + ".stack._0.spacing")
                for (i, child) in stack.children.enumerated() { walk(child, at + ".stack._0.children[\(i)]") }
            case .spacer(let minLength): length(minLength, at + ".spacer.minLength")
            case .geometryReader(let children):
                for (i, child) in children.enumerated() { walk(child, at + ".geometryReader._0[\(i)]") }
            case .divider, .empty: break
            case .modified(let content, let modifier):
                walk(content, at + ".modified._0")
                let m = at + ".modified._1"
                switch modifier {
                case .font(let size, _): check(size, ViewNumbers.fontSize, "a font size", m + ".font.size")
                case .padding(let top, let leading, let bottom, let trailing):
                    for (name, v) in [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)] {
                        length(v, m + ".padding.\(name)")
                    }
                case .frame(let width, let height, _):
                    length(width, m + ".frame.width")
                    length(height, m + ".frame.height")
                case .flexibleFrame(let a, let b, let c, let d, let e, let f, _):
                    for (name, v) in [("minWidth", a), ("idealWidth", b), ("maxWidth", c), ("minHeight", d),
                                      ("idealHeight", e), ("maxHeight", f)] where v != .infinity {
                        length(v, m + ".flexibleFrame.\(name)")
                    }
                case .background(let view, _): walk(view, m + ".background._0")
                case .overlay(let view, _): walk(view, m + ".overlay._0")
                case .clip(let s): shape(s, m + ".clip._0")
                case .opacity(let value): check(value, ViewNumbers.factor, "an opacity", m + ".opacity._0")
                case .shadow(_, let radius, let x, let y):
                    length(radius, m + ".shadow.radius")
                    length(x, m + ".shadow.x")
                    length(y, m + ".shadow.y")
                case .offset(let x, let y), .position(let x, let y):
                    let name = if case .offset = modifier { "offset" } else { "position" }
                    length(x, m + ".\(name).x")
                    length(y, m + ".\(name).y")
                case .rotation(let degrees, let ax, let ay):
                    check(degrees, ViewNumbers.degrees, "a turn in degrees", m + ".rotation.degrees")
                    check(ax, ViewNumbers.factor, "an anchor", m + ".rotation.anchorX")
                    check(ay, ViewNumbers.factor, "an anchor", m + ".rotation.anchorY")
                case .scale(let x, let y, let ax, let ay):
                    check(x, ViewNumbers.factor, "a scale", m + ".scale.x")
                    check(y, ViewNumbers.factor, "a scale", m + ".scale.y")
                    check(ax, ViewNumbers.factor, "an anchor", m + ".scale.anchorX")
                    check(ay, ViewNumbers.factor, "an anchor", m + ".scale.anchorY")
                case .foreground, .lineLimit, .textAlignment, .hidden, .gesture, .conditional: break
                }
            }
        }
        walk(self, path)
        return found
    }
}
