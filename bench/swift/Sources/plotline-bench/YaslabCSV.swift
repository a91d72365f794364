import CSV
import Foundation

/// Reads x,y with CSV.swift (yaslab) into two `[Double]` columns; returns the row count.
func readWithCSVSwift(_ data: Data) throws -> Int {
    let reader = try CSVReader(stream: InputStream(data: data), hasHeaderRow: true)
    var x: [Double] = [], y: [Double] = []
    while let row = reader.next() {
        x.append(Double(row[0]) ?? .nan)
        y.append(Double(row[1]) ?? .nan)
    }
    return x.count
}
