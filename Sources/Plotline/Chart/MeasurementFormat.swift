import Foundation

// Foundation on Linux has `Measurement` but neither its format style nor `MeasurementFormatter`, so chart code
// that writes `Text(distance, format: .measurement(width: .abbreviated))` or
// `distance.formatted(.measurement(width: .narrow))` would not compile. These declare them as Apple's
// Foundation does, writing the value in its own unit.

extension Measurement where UnitType: Dimension {
    /// A measurement written with its unit, as Foundation's `Measurement.FormatStyle`: "3.5 km" (abbreviated),
    /// "3.5km" (narrow), "3.5 kilometers" (wide). The value keeps the unit it is given: `usage` is accepted
    /// and does not convert to the locale's preferred unit (DocC's differences say so).
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How long the unit's name is.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let name: String
            public static var wide: UnitWidth { UnitWidth(name: "wide") }
            public static var abbreviated: UnitWidth { UnitWidth(name: "abbreviated") }
            public static var narrow: UnitWidth { UnitWidth(name: "narrow") }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent,
                    usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let number = (numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(locale).format(measurement.value)
            let symbol = measurement.unit.symbol
            switch width {
            case .narrow: return number + symbol
            case .wide:
                if let names = UnitNames.english[symbol], locale.identifier.isEmpty || locale.identifier.hasPrefix("en") {
                    return number + " " + (measurement.value == 1 ? names.one : names.other)
                }
                return number + " " + symbol
            default:
                // A degree sign follows its number closely ("21°C"), as Foundation writes it.
                return symbol.hasPrefix("°") ? number + symbol : number + " " + symbol
            }
        }

        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// The measurement written in `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }

    /// The measurement written with its abbreviated unit ("3.5 km").
    public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }
}

/// What a measurement is for, as Foundation's `MeasurementFormatUnitUsage`; Plotline writes every usage in the
/// unit given.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let name: String
    public static var general: Self { Self(name: "general") }
    public static var asProvided: Self { Self(name: "asProvided") }
    public static var person: Self { Self(name: "person") }
    public static var personHeight: Self { Self(name: "personHeight") }
    public static var road: Self { Self(name: "road") }
    public static var weather: Self { Self(name: "weather") }
    public static var food: Self { Self(name: "food") }
    public static var workout: Self { Self(name: "workout") }
}

extension FormatStyle {
    /// A measurement with its unit: `Text(distance, format: .measurement(width: .abbreviated))`.
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

/// English names of the units charts measure in, by Foundation's symbol, for the wide width.
private enum UnitNames {
    static let english: [String: (one: String, other: String)] = [
        "km": ("kilometer", "kilometers"), "m": ("meter", "meters"), "cm": ("centimeter", "centimeters"),
        "mm": ("millimeter", "millimeters"), "mi": ("mile", "miles"), "yd": ("yard", "yards"), "ft": ("foot", "feet"),
        "in": ("inch", "inches"), "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"), "mg": ("milligram", "milligrams"),
        "lb": ("pound", "pounds"), "oz": ("ounce", "ounces"), "st": ("stone", "stones"),
        "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"), "K": ("kelvin", "kelvins"),
        "s": ("second", "seconds"), "min": ("minute", "minutes"), "hr": ("hour", "hours"), "ms": ("millisecond", "milliseconds"),
        "m/s": ("meter per second", "meters per second"), "km/h": ("kilometer per hour", "kilometers per hour"),
        "mph": ("mile per hour", "miles per hour"), "kn": ("knot", "knots"),
        "L": ("liter", "liters"), "mL": ("milliliter", "milliliters"), "gal": ("gallon", "gallons"), "cup": ("cup", "cups"),
        "J": ("joule", "joules"), "kJ": ("kilojoule", "kilojoules"), "cal": ("calorie", "calories"), "kCal": ("kilocalorie", "kilocalories"),
        "kWh": ("kilowatt-hour", "kilowatt-hours"), "W": ("watt", "watts"), "kW": ("kilowatt", "kilowatts"),
        "hPa": ("hectopascal", "hectopascals"), "mbar": ("millibar", "millibars"), "inHg": ("inch of mercury", "inches of mercury"),
    ]
}
