/// Why a scene could not be written as PNG: an option out of range (scale, size), or libpng's own failure.
public enum PNGError: Error, Sendable, Equatable {
    /// `name` is the option (`scale`, `size`); `reason` says what is wrong and what to do.
    case invalidOption(name: String, reason: String)
    /// libpng could not write the pixels.
    case encoding(String)
}
