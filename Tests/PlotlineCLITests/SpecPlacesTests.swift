import Foundation
import Testing

/// Every place a spec can name a data file or a color goes through the one rule that decides it (issue 34):
/// the places are found by walking `docs/chart-spec.schema.json` (a data source's `path`, and every string
/// the schema calls a CSS color), a spec is made with a bad value at each, and the command must refuse it
/// there, naming that place, before reading anything. A field added to the schema is tested without an
/// edit here.
@Suite struct SpecPlacesTests {
    static let schemaFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/chart-spec.schema.json")

    enum Place: Hashable { case dataPath, color }

    /// Each place as the steps from the spec's root: a property name, or "[]" for an array's items.
    static func places() throws -> [(Place, [String])] { try walk().places }

    /// The places, and for each object the schema requires fields of, a placeholder for each required
    /// number or string (a gradient stop's `location`), so a spec with one bad value is otherwise whole.
    static func walk() throws -> (places: [(Place, [String])], required: [String: [String: Any]]) {
        var required: [String: [String: Any]] = [:]
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: schemaFile)) as! [String: Any]
        let definitions = root["$defs"] as! [String: Any]
        var found: [(Place, [String])] = []
        var seen = Set<String>()
        func walk(_ node: [String: Any], _ steps: [String], _ stack: [String]) {
            if let ref = node["$ref"] as? String {
                let name = String(ref.split(separator: "/").last!)
                // A mark within a mark (a mask's marks) once; deeper is the same again.
                guard stack.filter({ $0 == name }).count < 2, let definition = definitions[name] as? [String: Any] else { return }
                walk(definition, steps, stack + [name])
            }
            for key in ["oneOf", "anyOf", "allOf"] {
                for branch in node[key] as? [[String: Any]] ?? [] { walk(branch, steps, stack) }
            }
            if let items = node["items"] as? [String: Any] { walk(items, steps + ["[]"], stack) }
            if let names = node["required"] as? [String], let properties = node["properties"] as? [String: Any] {
                for name in names {
                    let property = properties[name] as? [String: Any], type = property?["type"] as? String
                    let isColor = (property?["description"] as? String ?? "").contains("CSS color")
                    if type == "number" || type == "integer" { required[steps.joined(separator: "."), default: [:]][name] = 0 }
                    if type == "string" { required[steps.joined(separator: "."), default: [:]][name] = isColor ? "#000000" : "a" }
                }
            }
            for (key, value) in node["properties"] as? [String: Any] ?? [:] {
                guard let property = value as? [String: Any] else { continue }
                let path = steps + [key]
                var place: Place?
                if stack.last == "DataSource", key == "path" { place = .dataPath }
                let strings = property["type"] as? String == "string" || (property["items"] as? [String: Any])?["type"] as? String == "string"
                if strings, (property["description"] as? String ?? "").contains("CSS color") { place = .color }
                if let place, seen.insert("\(place) \(path)").inserted {
                    found.append((place, (property["items"] != nil ? path + ["[]"] : path)))
                }
                walk(property, path, stack)
            }
        }
        walk(root, [], [])
        return (found, required)
    }

    /// A spec whose one bad value is at `steps`, and that value's JSON path as messages give it.
    static func spec(with value: String, at steps: [String]) -> (json: [String: Any], path: String) {
        let required = (try? walk().required) ?? [:]
        let mark: [String: Any] = ["type": "bar", "x": ["field": "a", "type": "category"], "y": ["field": "b"]]
        var spec: [String: Any] = ["data": ["values": [["a": "x", "b": 1], ["a": "y", "b": 2]]], "marks": [mark]]
        func put(_ container: Any?, _ rest: ArraySlice<String>, parentKey: String) -> Any {
            guard let step = rest.first else { return value }
            let here = steps[..<(steps.count - rest.count)].joined(separator: ".")
            if step == "[]" {
                var array = container as? [Any] ?? []
                let template: Any? = parentKey == "mask" || parentKey == "marks" ? mark : nil
                if array.isEmpty { array.append(template ?? (rest.dropFirst().first == "[]" ? [Any]() : [String: Any]()) as Any) }
                if rest.count == 1 { array[0] = value } else { array[0] = put(array[0], rest.dropFirst(), parentKey: parentKey) }
                return array
            }
            var object = container as? [String: Any] ?? [:]
            for (name, placeholder) in required[here] ?? [:] where object[name] == nil { object[name] = placeholder }
            object[step] = put(object[step], rest.dropFirst(), parentKey: step)
            return object
        }
        spec = put(spec, steps[...], parentKey: "") as! [String: Any]
        var path = "$"
        for step in steps { path += step == "[]" ? "[0]" : "." + step }
        return (spec, path)
    }

    @Test func schemaPlacesAreWhereTheRulesLook() throws {
        let places = try Self.places()
        let paths = Set(places.map { $0.1.joined(separator: ".") })
        // The walk found the places the issue names: masks' data and colors among them.
        for expected in ["data.path", "marks.[].data.path", "marks.[].mask.[].data.path", "marks.[].mask.[].style.color",
                         "appearance.accent", "appearance.palette.[]", "plotStyle.border.color",
                         "marks.[].rowStyles.[].annotationLayout.lines.[].[].color"] {
            #expect(paths.contains(expected), "the schema walk missed \(expected): \(paths.sorted())")
        }
    }

    @Test func everyDataPathIsHeldToTheSpecFolder() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("name,secret\nroot,hunter2\n", to: "outside.csv")
        try scratch.write("a,b\nx,1\n", to: "charts/inside.csv")
        for (place, steps) in try Self.places() where place == .dataPath {
            let outside = scratch.path("outside.csv")
            let (json, path) = Self.spec(with: outside, at: steps)
            let specPath = scratch.path("charts/spec.json")
            try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: specPath))
            let run = plotline(["render", specPath, "-o", scratch.path("charts/chart.svg")])
            #expect(run.status == 2, "\(path)")
            #expect(run.stderr.hasPrefix("plotline: invalid spec at \(path): '\(outside)' is outside the spec's folder"), "\(path): \(run.stderr)")
            #expect(!run.stderr.contains("secret") && !run.stderr.contains("hunter2"), "\(path): the outside file was read: \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: scratch.path("charts/chart.svg")))
        }
    }

    @Test func everyColorIsChecked() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        var count = 0
        for (place, steps) in try Self.places() where place == .color {
            count += 1
            let (json, path) = Self.spec(with: "not-a-color", at: steps)
            let specPath = scratch.path("spec.json")
            try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: specPath))
            let run = plotline(["render", specPath, "-o", scratch.path("chart.svg")])
            #expect(run.status == 2, "\(path): \(run.stderr)")
            #expect(run.stderr.hasPrefix("plotline: invalid spec at \(path): 'not-a-color' is not a color"), "\(path): \(run.stderr)")
        }
        #expect(count >= 14)
    }
}
