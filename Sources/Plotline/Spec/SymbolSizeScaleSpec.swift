import PlotlineScene
/// A chart's symbol size scale (`chartSymbolSizeScale(domain: 0...100, range: 20...400, type: .squareRoot)`):
/// which numbers on `symbolSize(by:)` take the smallest and largest areas, and how values between them grow.
///
/// JSON: `{"symbolSizeScale": {"domain": [0, 100], "range": [20, 400], "type": "squareRoot"}}`.
public struct SymbolSizeScaleSpec: Codable, Sendable, Equatable {
    /// The lowest and highest numbers; the data's extent when omitted. Values outside take the end areas.
    public var domain: [Double]?
    /// The areas, in square points, of the domain's low and high ends; 12 to 320 when omitted.
    public var range: [Double]?
    /// How areas grow between the ends: `linear` (the default), `squareRoot`, `log` or `symmetricLog`.
    public var type: ScaleType?
    /// Categories on `size`, in the key's order (`chartSymbolSizeScale(["Small": 20, "Large": 200])`); values
    /// not listed come after them.
    public var categories: [JSONScalar]? = nil
    /// Each category's area in square points, in the order of `categories` (then of the data's other
    /// values); evenly spaced from 12 to 320 when omitted.
    public var areas: [Double]? = nil

    public init(domain: [Double]? = nil, range: [Double]? = nil, type: ScaleType? = nil) {
        self.domain = domain
        self.range = range
        self.type = type
    }

    public init(categories: [JSONScalar]?, areas: [Double]?) {
        self.categories = categories
        self.areas = areas
    }

    static let types: [ScaleType] = [.linear, .squareRoot, .log, .symmetricLog]

    func validate(at path: String) throws(PlotlineError) {
        if domain == nil && range == nil && type == nil && categories == nil && areas == nil {
            throw PlotlineError.invalidSpec(path: path, reason: "needs a domain, a range, a type, categories or areas")
        }
        if (categories != nil || areas != nil) && (domain != nil || range != nil || type != nil) {
            throw PlotlineError.invalidSpec(path: path, reason: "categories and areas are for categories, domain, range and type for numbers; give one or the other")
        }
        if let areas, !areas.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1_000_000 }) || areas.isEmpty {
            throw PlotlineError.invalidSpec(path: path + ".areas", reason: "needs areas from 0 to 1000000 square points, found \(areas)")
        }
        if let categories, let areas, categories.count != areas.count {
            throw PlotlineError.invalidSpec(path: path + ".areas", reason: "needs one area for each of the \(categories.count) categories, found \(areas.count)")
        }
        if let domain {
            guard domain.count == 2, domain.allSatisfy(\.isFinite), domain[0] != domain[1] else {
                throw PlotlineError.invalidSpec(path: path + ".domain", reason: "needs two different finite numbers, found \(domain)")
            }
            if type == .log, domain.contains(where: { $0 <= 0 }) {
                throw PlotlineError.invalidSpec(path: path + ".domain", reason: "a log scale needs numbers above zero, found \(domain)")
            }
        }
        if let range, !(range.count == 2 && range.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1_000_000 }) {
            throw PlotlineError.invalidSpec(path: path + ".range", reason: "needs two areas from 0 to 1000000 square points, found \(range)")
        }
        if let type, !Self.types.contains(type) {
            throw PlotlineError.invalidSpec(path: path + ".type",
                                            reason: "a symbol size scale is linear, squareRoot, log or symmetricLog, not \(type.rawValue)")
        }
    }
}
