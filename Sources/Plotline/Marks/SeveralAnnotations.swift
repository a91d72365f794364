/// A mark with more than one annotation, as Swift Charts allows: each `.annotation` call adds one
/// (`.annotation(position: .top) { Text("High") }.annotation(position: .bottom) { Text("Low") }`), each drawn
/// at its own position with its own layout.
///
/// The first annotation's place and layout are the style's `annotationPosition` and `annotationLayout`; the
/// ones after it are `furtherAnnotations`, in the order written. The `annotation` channel holds every
/// annotation's text, one after another, parted by `separator` (as an annotation's lines are parted by line
/// feeds and its runs by tabs).
public struct FurtherAnnotation: Codable, Sendable, Hashable {
    public var position: AnnotationPosition?
    public var layout: AnnotationLayout?

    public init(position: AnnotationPosition? = nil, layout: AnnotationLayout? = nil) {
        self.position = position
        self.layout = layout
    }

    /// Parts one annotation's text from the next in the channel (the record separator).
    static let separator: Character = "\u{1E}"
}

extension MarkStyle {
    /// Each annotation of a mark whose channel text is `text`, with the style it is placed with (the first
    /// one's is this style; a further one's takes its own position and layout). A text holding fewer parts
    /// than the style has annotations gives only those it holds; one holding more keeps the rest in the last.
    func annotations(_ text: String) -> [(text: String, style: MarkStyle)] {
        let further = furtherAnnotations ?? []
        let parts = text.split(separator: FurtherAnnotation.separator, maxSplits: further.count,
                               omittingEmptySubsequences: false).map(String.init)
        return parts.enumerated().compactMap { i, part in
            guard !part.isEmpty else { return nil }
            guard i > 0 else { return (part, self) }
            var style = self
            style.annotationPosition = further[i - 1].position
            style.annotationLayout = further[i - 1].layout
            style.furtherAnnotations = nil
            return (part, style)
        }
    }
}

extension MarkInstance {
    /// Adds an annotation to the mark: the first sets the channel and the style's place and layout, a later
    /// one is appended after the texts before it.
    mutating func addAnnotation(_ text: String, position: AnnotationPosition, layout: AnnotationLayout?) {
        let part = text.replacingOccurrences(of: String(FurtherAnnotation.separator), with: " ")
        if case .category(let before)? = channels[.annotation]?.value, !before.isEmpty {
            channels[.annotation] = PlottedValue(label: "annotation",
                                                 value: .category(before + String(FurtherAnnotation.separator) + part))
            style.furtherAnnotations = (style.furtherAnnotations ?? []) + [FurtherAnnotation(position: position,
                                                                                           layout: layout)]
        } else {
            channels[.annotation] = PlottedValue(label: "annotation", value: .category(part))
            style.annotationPosition = position
            style.annotationLayout = layout
        }
    }
}
