import Foundation
import PlotlineTestSupport
#if canImport(FoundationXML)
@preconcurrency import FoundationXML
#endif
import Plotline
import PlotlineSVG

/// An element of a parsed SVG document.
public final class Node {
    public let name: String
    public let attributes: [String: String]
    public var children: [Node] = []
    public var text = ""
    public weak var parent: Node?

    public init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    public func value(_ attribute: String) -> String? { attributes[attribute] }
    public var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }
    /// The text inside this element and its descendants.
    public var stringValue: String { text + children.map(\.stringValue).joined() }
    public func children(named name: String) -> [Node] { children.filter { $0.name == name } }

    /// This node and every node below it, depth first.
    public var all: [Node] { [self] + children.flatMap(\.all) }
}

/// Parses SVG text back into a tree (with Foundation's XMLParser), so tests check structure, not strings.
/// Parsing fails on anything that is not well-formed XML.
public struct ParsedSVG {
    public let root: Node

    public init(_ svg: String) throws {
        let builder = TreeBuilder()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw ParseError(message: parser.parserError.map { "\($0)" } ?? "no root element")
        }
        self.root = root
    }

    public struct ParseError: Error { public let message: String }

    /// Elements named `name` whose class list contains every one of `classes`.
    public func elements(_ name: String, classes: String...) -> [Node] {
        root.all.filter { $0.name == name && classes.allSatisfy($0.classes.contains) }
    }

    public func elements(named names: Set<String>) -> [Node] { root.all.filter { names.contains($0.name) } }
}

final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: Node?
    var stack: [Node] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let node = Node(name: name, attributes: attributes)
        node.parent = stack.last
        stack.last?.children.append(node)
        if root == nil { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}

/// The box a piece of scene text covers, from the same metrics the layout uses.
public struct TextBox {
    public let text: String
    public let rect: Rect

    public init(_ t: SceneText) {
        let width = t.lines.map { TextMetrics.width($0, style: t.style) }.max() ?? 0
        let extraLines = Double(t.lines.count - 1) * TextMetrics.lineHeight(style: t.style)
        var baseline = t.y
        switch t.baseline {
        case .alphabetic: break
        case .middle: baseline += TextMetrics.capHeight(style: t.style) / 2
        case .hanging: baseline += TextMetrics.ascent(style: t.style)
        }
        let x: Double = switch t.anchor {
        case .start: t.x
        case .middle: t.x - width / 2
        case .end: t.x - width
        }
        // Cap height above the baseline and descent below: the ink of digits and capitals.
        let top = baseline - TextMetrics.capHeight(style: t.style)
        rect = Rect(x: x, y: top, width: width,
                    height: TextMetrics.capHeight(style: t.style) + TextMetrics.descent(style: t.style) * 0.6 + extraLines)
        text = t.text
    }
}


