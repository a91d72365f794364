import Foundation
import SwiftCSV

/// Reads x,y with SwiftCSV into two `[Double]` columns; returns the row count.
func readWithSwiftCSV(_ data: Data) throws -> Int {
    let csv = try CSV<Enumerated>(string: String(decoding: data, as: UTF8.self), loadColumns: false)
    var x: [Double] = [], y: [Double] = []
    for row in csv.rows {
        x.append(Double(row[0]) ?? .nan)
        y.append(Double(row[1]) ?? .nan)
    }
    return x.count
}
