import PlotlineScene
/// Excel's dates: a day number (a serial) counted from the workbook's epoch, a time as the fraction of a
/// day, and the number formats that say a cell's number is a date.
enum ExcelDate {
    /// The date a serial names, as ISO 8601 text with no zone (`2024-01-05`, `2024-01-05T06:30:00`), so it
    /// is read in the chart's time zone as a CSV cell would be; nil for a serial no calendar has.
    ///
    /// In the 1900 system serial 1 is 1900-01-01 and serial 60 is the 29 February 1900 that Lotus 1-2-3
    /// counted and Excel kept (so from serial 61 on, day 0 is 1899-12-30); in the 1904 system (old Mac
    /// workbooks, `date1904`) serial 0 is 1904-01-01.
    static func text(serial: Double, date1904: Bool) -> String? {
        guard serial.isFinite, serial >= 0, serial < 2_958_466 else { return nil }  // up to 9999-12-31
        let epochDays: Int  // the Unix day of serial 0
        if date1904 {
            epochDays = ISODate.days(year: 1904, month: 1, day: 1)
        } else if serial < 60 {
            epochDays = ISODate.days(year: 1899, month: 12, day: 31)
        } else if serial < 61 {
            return nil  // 1900-02-29 never was
        } else {
            epochDays = ISODate.days(year: 1899, month: 12, day: 30)
        }
        let milliseconds = Int((serial * 86_400_000).rounded()) + epochDays * 86_400_000
        var text = ISODate.string(Double(milliseconds) / 1000)
        if text.hasSuffix("Z") { text.removeLast() }
        return text
    }

    /// Excel's built-in formats that show dates or times (ids 14 to 22 and 45 to 47; 27 to 36 and 50 to
    /// 58 in East Asian versions).
    static let builtInDateFormats: Set<Int> = Set(14...22).union(45...47).union(27...36).union(50...58)

    /// Whether a format code shows a date or time: a `y`, `m`, `d`, `h` or `s` outside quoted text,
    /// escapes and brackets (`[Red]`, `[$-409]`), in the first of its sections.
    static func isDateFormat(_ code: String) -> Bool {
        var inQuote = false, inBracket = false, escaped = false
        for c in code.lowercased() {
            if escaped { escaped = false; continue }
            if inQuote { if c == "\"" { inQuote = false }; continue }
            if inBracket { if c == "]" { inBracket = false }; continue }
            switch c {
            case "\\": escaped = true
            case "\"": inQuote = true
            case "[": inBracket = true
            case ";": return false
            case "y", "m", "d", "h", "s": return true
            default: continue
            }
        }
        return false
    }
}
