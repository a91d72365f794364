import Foundation
import PlotlineScene

/// Writes a scene as SVG: well-formed, self-contained (no external fonts, images or scripts),
/// deterministic (the same scene gives the same bytes), with every piece of text escaped.
///
/// The structure is named for CSS, tests and people: `svg.plotline`, `text.title`, `text.subtitle`,
/// `g.plot-area`, `g.grid`, `g.series[data-series]`, `.mark.bar|line|point|area|rule|rect`,
/// `g.axis.x` / `g.axis.y` holding `g.tick[data-value]`, and `g.legend`.
public enum SVGRenderer {
    /// The scene as a standalone SVG document: drawn in its own theme, and carrying its colors in the other
    /// theme (``Scene/alternateColors``) as a `prefers-color-scheme: dark` style when it has them.
    public static func document(_ scene: Scene) -> String {
        guard let colors = scene.alternateColors else { return render(scene) }
        return render(scene, style: ColorSchemeStyle.css(colors, scene: scene), roles: true)
    }

    /// Writes the scene; `style` is CSS put in the SVG's own `<style>` (the dark colors it follows).
    /// `roles`: each element names the roles of its colors (`data-fill-role="grid"`), which such a style
    /// selects.
    public static func render(_ scene: Scene, style: String? = nil, roles: Bool = false) -> String {
        var body = ""
        body.reserveCapacity(4096)
        let id = "plotline-" + fingerprint(scene)
        let clipID = id + "-clip"
        var masks = MaskNames(prefix: clipID + "-mask-", width: scene.width, height: scene.height)
        for node in scene.nodes { write(node, into: &body, clipID: clipID, depth: 1, masks: &masks, roles: roles) }
        let w = SVGNumber.format(scene.width), h = SVGNumber.format(scene.height)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plotline\" width=\"\(w)\" height=\"\(h)\" "
        svg += "viewBox=\"0 0 \(w) \(h)\" font-family=\"\(XMLText.escape(TextMetrics.fontFamily))\" "
        // A chart for assistive technology: named by its title, described by its summary and overview.
        svg += "role=\"graphics-document\" aria-roledescription=\"\(XMLText.escape(scene.roleDescription))\" lang=\"\(XMLText.escape(scene.language))\" "
        svg += "aria-labelledby=\"\(id)-title\" aria-describedby=\"\(id)-desc\">\n"
        svg += "  <title id=\"\(id)-title\">\(XMLText.escape(scene.accessibleName))</title>\n"
        svg += "  <desc id=\"\(id)-desc\">\(XMLText.escape(scene.accessibleDescription))</desc>\n"
        let a = scene.plotArea
        svg += "  <defs><clipPath id=\"\(clipID)\"><rect x=\"\(SVGNumber.format(a.x))\" y=\"\(SVGNumber.format(a.y))\" "
        svg += "width=\"\(SVGNumber.format(a.width))\" height=\"\(SVGNumber.format(a.height))\"/></clipPath></defs>\n"
        if let style, !style.isEmpty {
            svg += "  <style>\(XMLText.escape(style).replacingOccurrences(of: "&gt;", with: ">"))</style>\n"
        }
        if let background = scene.background, background.alpha > 0 {
            let named = roles ? roleAttributes(fill: background, stroke: nil) : ""
            svg += "  <rect class=\"background\"\(named) width=\"100%\" height=\"100%\"\(fill(background))/>\n"
        }
        svg += body
        svg += "</svg>\n"
        return svg
    }

    /// A short, stable name for the scene so several charts in one page keep their clip paths apart.
    static func fingerprint(_ scene: Scene) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ s: String) { for b in s.utf8 { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 } }
        mix("\(scene.width)x\(scene.height)")
        func visit(_ node: SceneNode) {
            switch node {
            case .group(let g):
                mix(g.classes); g.attributes.forEach { mix($0.value) }; g.children.forEach(visit)
                // A mask's shapes are told apart by where they are, so two charts' masks never share a name.
                for case .shape(let shape) in g.mask ?? [] { mix("\(shape.geometry)") }
            case .text(let t): mix(t.text)
            case .shape(let s): mix(s.classes); s.attributes.forEach { mix($0.value) }
            }
        }
        scene.nodes.forEach(visit)
        return String(hash, radix: 16).leftPadded(8)
    }

    /// The masks written so far, which name them (`<mask id>`), and the picture's size, which each covers (a
    /// mask's region is otherwise the masked group's box and a tenth more, which cuts a flat line or a rule).
    struct MaskNames {
        var prefix: String
        var width: Double
        var height: Double
        var count = 0
        /// Gradients written so far (`<linearGradient id>`, `<radialGradient id>`, named after the masks' prefix).
        var gradients = 0
    }

    /// Writes one node. Everything is appended to `out` as it is made (no string per element, attribute
    /// or number list): a page of 100,000 bars writes eight pictures of them.
    static func write(_ node: SceneNode, into out: inout String, clipID: String, depth: Int, masks: inout MaskNames,
                      roles: Bool) {
        switch node {
        case .group(let group):
            // A mask's shapes are white at their own opacity, so SVG's luminance mask is their alpha.
            var maskID: String?
            if let mask = group.mask {
                masks.count += 1
                let id = masks.prefix + String(masks.count)
                maskID = id
                indent(depth, &out)
                out += "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" "
                    + "width=\"\(SVGNumber.format(masks.width))\" height=\"\(SVGNumber.format(masks.height))\">\n"
                for child in mask { write(child, into: &out, clipID: clipID, depth: depth + 1, masks: &masks, roles: roles) }
                indent(depth, &out)
                out += "</mask>\n"
            }
            indent(depth, &out)
            out += "<g class=\""
            out += XMLText.escape(group.classes)
            out += "\""
            writeAttributes(group.attributes, into: &out)
            if group.clipsToPlotArea { out += " clip-path=\"url(#"; out += clipID; out += ")\"" }
            if let maskID { out += " mask=\"url(#"; out += maskID; out += ")\"" }
            if group.children.isEmpty { out += "/>\n"; return }
            out += ">\n"
            for child in group.children { write(child, into: &out, clipID: clipID, depth: depth + 1, masks: &masks, roles: roles) }
            indent(depth, &out)
            out += "</g>\n"
        case .shape(let shape):
            var gradientID: String?
            if let gradient = shape.gradient {
                masks.gradients += 1
                let id = clipID + "-gradient-" + String(masks.gradients)
                gradientID = id
                indent(depth, &out)
                out += gradientElement(gradient, id: id)
                out += "\n"
            }
            indent(depth, &out)
            write(shape, clip: shape.clipsToPlotArea ? clipID : nil, into: &out, roles: roles, gradient: gradientID)
            out += "\n"
        case .text(let text):
            indent(depth, &out)
            out += element(text, roles: roles)
            out += "\n"
        }
    }

    /// Two spaces a level.
    static func indent(_ depth: Int, _ out: inout String) {
        for _ in 0..<depth { out += "  " }
    }

    static func attributes(_ list: SceneAttributes) -> String {
        var out = ""
        writeAttributes(list, into: &out)
        return out
    }

    /// ` name="value"` for each, the value escaped.
    static func writeAttributes(_ list: SceneAttributes, into out: inout String) {
        for attribute in list {
            out += " "
            out += attribute.name
            out += "=\""
            out += XMLText.escape(attribute.value)
            out += "\""
        }
    }

    static func fill(_ color: Color?) -> String {
        guard let color else { return " fill=\"none\"" }
        var s = " fill=\"\(color.hex)\""
        if color.alpha < 1 { s += " fill-opacity=\"\(SVGNumber.format(color.alpha, digits: 3))\"" }
        return s
    }

    static func stroke(_ stroke: Stroke?) -> String {
        guard let stroke else { return "" }
        var s = " stroke=\"\(stroke.color.hex)\" stroke-width=\"\(SVGNumber.format(stroke.width))\""
        if stroke.color.alpha < 1 { s += " stroke-opacity=\"\(SVGNumber.format(stroke.color.alpha, digits: 3))\"" }
        if !stroke.dash.isEmpty { s += " stroke-dasharray=\"\(stroke.dash.map { SVGNumber.format($0) }.joined(separator: " "))\"" }
        if stroke.lineCap != .butt { s += " stroke-linecap=\"\(stroke.lineCap.rawValue)\"" }
        if stroke.lineJoin != .miter { s += " stroke-linejoin=\"\(stroke.lineJoin.rawValue)\"" }
        if !stroke.dash.isEmpty, stroke.dashPhase != 0 { s += " stroke-dashoffset=\"\(SVGNumber.format(stroke.dashPhase))\"" }
        if stroke.lineJoin == .miter, stroke.miterLimit != 4 {
            s += " stroke-miterlimit=\"\(SVGNumber.format(max(stroke.miterLimit, 1)))\""
        }
        return s
    }

    /// A gradient in points (`userSpaceOnUse`, so a flat line or a thin bar keeps its colors), its stops with
    /// their opacity: a `linearGradient`, or a `radialGradient` whose circle is the gradient's outer one, its
    /// stops moved out to where the inner one lies (SVG 1.1 has no inner radius), and an ellipse drawn as a
    /// circle scaled about its center.
    static func gradientElement(_ gradient: GradientPaint, id: String) -> String {
        let f = { (v: Double) in SVGNumber.format(v, digits: 2) }
        var s: String
        var stops = gradient.stops
        let tag: String
        switch gradient.geometry {
        case .linear(let x1, let y1, let x2, let y2):
            tag = "linearGradient"
            s = "<defs><linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(f(x1))\" "
            s += "y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\">"
        case .radial(let cx, let cy, let r0, let r1, let k):
            tag = "radialGradient"
            let outer = max(r0, r1)
            if outer > 0, r0 <= r1 {
                let inner = r0 / outer
                stops = stops.map { .init(location: inner + $0.location * (1 - inner), color: $0.color) }
            } else if outer > 0 {
                // The colors run inward: the last stop is the inner circle's.
                let inner = r1 / outer
                stops = stops.reversed().map { .init(location: 1 - $0.location * (1 - inner), color: $0.color) }
            }
            s = "<defs><radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(f(cx))\" "
            s += "cy=\"\(f(cy))\" r=\"\(f(outer))\""
            if k != 1 {
                s += " gradientTransform=\"matrix(1 0 0 \(SVGNumber.format(k, digits: 4)) 0 \(f(cy * (1 - k))))\""
            }
            s += ">"
        }
        for stop in stops {
            s += "<stop offset=\"\(SVGNumber.format(stop.location, digits: 4))\" stop-color=\"\(stop.color.hex)\""
            if stop.color.alpha < 1 { s += " stop-opacity=\"\(SVGNumber.format(stop.color.alpha, digits: 3))\"" }
            s += "/>"
        }
        return s + "</" + tag + "></defs>"
    }

    /// The attributes naming the roles of an element's colors (`data-fill-role="grid"`,
    /// `data-stroke-role="s2"`), which the dark scheme's style selects; its classes stay as they are.
    static func roleAttributes(fill: Color?, stroke: Color?) -> String {
        var named = ""
        if let role = fill?.role { named += " data-fill-role=\"" + role.name + "\"" }
        if let role = stroke?.role { named += " data-stroke-role=\"" + role.name + "\"" }
        return named
    }

    static func element(_ shape: SceneShape, clip: String?, roles: Bool = false, gradient: String? = nil) -> String {
        var out = ""
        write(shape, clip: clip, into: &out, roles: roles, gradient: gradient)
        return out
    }

    /// One shape's element. `gradient`: the id of the gradient that paints its fill, or its stroke where it
    /// has no fill (a line); a role is not named where the gradient paints, so the dark style leaves it.
    static func write(_ shape: SceneShape, clip: String?, into out: inout String, roles: Bool = false,
                      gradient: String? = nil) {
        let fillsWithGradient = gradient != nil && shape.fill != nil
        let strokesWithGradient = gradient != nil && shape.fill == nil && shape.stroke != nil
        func head(_ tag: String) {
            out += tag
            out += " class=\""
            out += XMLText.escape(shape.classes)
            out += "\""
            writeAttributes(shape.attributes, into: &out)
            if roles {
                out += roleAttributes(fill: fillsWithGradient ? nil : shape.fill,
                                      stroke: strokesWithGradient ? nil : shape.stroke?.color)
            }
            if let clip { out += " clip-path=\"url(#"; out += clip; out += ")\"" }
        }
        func number(_ name: String, _ v: Double) {
            out += name
            out += SVGNumber.format(v, digits: 2)
            out += "\""
        }
        switch shape.geometry {
        case .rect(let r, let radius):
            head("<rect")
            number(" x=\"", r.x)
            number(" y=\"", r.y)
            number(" width=\"", r.width)
            number(" height=\"", r.height)
            if radius > 0 { number(" rx=\"", radius) }
        case .line(let x1, let y1, let x2, let y2):
            head("<line")
            number(" x1=\"", x1)
            number(" y1=\"", y1)
            number(" x2=\"", x2)
            number(" y2=\"", y2)
        case .circle(let cx, let cy, let r):
            head("<circle")
            number(" cx=\"", cx)
            number(" cy=\"", cy)
            number(" r=\"", r)
        case .path(let path):
            head("<path")
            out += " d=\""
            out += pathData(path)
            out += "\""
            if path.evenOdd { out += " fill-rule=\"evenodd\"" }
        }
        if let gradient, fillsWithGradient {
            out += " fill=\"url(#"; out += gradient; out += ")\""
            out += stroke(shape.stroke)
        } else if let gradient, strokesWithGradient, let line = shape.stroke {
            var opaque = line
            opaque.color = opaque.color.opacity(1)
            out += fill(nil)
            out += stroke(opaque).replacingOccurrences(of: "stroke=\"\(opaque.color.hex)\"", with: "stroke=\"url(#\(gradient))\"")
        } else {
            out += fill(shape.fill)
            out += stroke(shape.stroke)
        }
        out += "/>"
    }

    static func pathData(_ path: ScenePath) -> String {
        var d = ""
        let f = { (v: Double) in SVGNumber.format(v, digits: 2) }
        for element in path.elements {
            switch element {
            case .move(let x, let y): d += "M\(f(x)),\(f(y))"
            case .line(let x, let y): d += "L\(f(x)),\(f(y))"
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                d += "C\(f(c1x)),\(f(c1y)) \(f(c2x)),\(f(c2y)) \(f(x)),\(f(y))"
            case .close: d += "Z"
            }
        }
        return d
    }

    /// Text with its baseline placed explicitly (every renderer agrees on alphabetic baselines).
    static func element(_ text: SceneText, roles: Bool = false) -> String {
        var y = text.y
        switch text.baseline {
        case .alphabetic: break
        case .middle: y += TextMetrics.capHeight(style: text.style) / 2
        case .hanging: y += TextMetrics.ascent(style: text.style)
        }
        var s = "<text class=\"\(XMLText.escape(text.classes))\"" + attributes(text.attributes)
        if roles { s += roleAttributes(fill: text.color, stroke: nil) }
        s += " x=\"\(SVGNumber.format(text.x, digits: 2))\" y=\"\(SVGNumber.format(y, digits: 2))\""
        if text.rotation != 0 {
            // Turned about its anchor point, so its baseline offset turns with it.
            s += " transform=\"rotate(\(SVGNumber.format(text.rotation, digits: 2)) \(SVGNumber.format(text.x, digits: 2)) "
            s += "\(SVGNumber.format(text.y, digits: 2)))\""
        }
        if text.anchor != .start { s += " text-anchor=\"\(text.anchor.rawValue)\"" }
        s += " font-size=\"\(SVGNumber.format(text.style.size))\""
        if text.style.weight == .bold { s += " font-weight=\"bold\"" }
        s += fill(text.color)
        guard text.lines.count > 1 else { return s + ">\(XMLText.escape(text.text))</text>" }
        // Wrapped text: one element (read as one by assistive technology), a tspan per line.
        let lineHeight = SVGNumber.format(TextMetrics.lineHeight(style: text.style), digits: 2)
        let x = SVGNumber.format(text.x, digits: 2)
        s += ">"
        for (i, line) in text.lines.enumerated() {
            let separator = i < text.lines.count - 1 ? " " : ""
            s += "<tspan x=\"\(x)\"" + (i == 0 ? "" : " dy=\"\(lineHeight)\"") + ">\(XMLText.escape(line + separator))</tspan>"
        }
        return s + "</text>"
    }
}

extension String {
    fileprivate func leftPadded(_ length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
