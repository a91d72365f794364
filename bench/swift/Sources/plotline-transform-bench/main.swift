import Foundation
import Plotline

// usage: plotline-transform-bench ROWS RUNS
// Makes ROWS rows (the same as bench/peer_pandas_transforms.py makes: see `row` below), then times two plans
// in process: the sum and count of `value` by month of `time`, and `value` cut into nice bins and counted.
// Prints one line of JSON: the median seconds of RUNS after a warm-up, and checksums of the results.

let arguments = CommandLine.arguments
let rows = arguments.count > 1 ? Int(arguments[1]) ?? 10_000_000 : 10_000_000
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5

// Row i: an instant every 37 seconds from 2010-01-01T00:00:00Z (ten million rows span about 11.7 years),
// and a value from a multiplicative congruential sequence, scaled to 0 ..< 1000.
let start = 1_262_304_000.0
var times = [Double](repeating: 0, count: rows), values = [Double](repeating: 0, count: rows)
var state: UInt64 = 1
for i in 0..<rows {
    times[i] = start + Double(i) * 37
    state = (state &* 48_271) % 2_147_483_647
    values[i] = Double(state % 1_000_000) / 1000
}
let table = try DataTable(columns: [Column(name: "time", values: .dates(times)), Column(name: "value", values: .numbers(values))])

func median(_ body: () throws -> DataTable) rethrows -> (Double, DataTable) {
    var result = try body()
    var seconds: [Double] = []
    for _ in 0..<runs {
        let t0 = DispatchTime.now().uptimeNanoseconds
        result = try body()
        seconds.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9)
    }
    seconds.sort()
    return (seconds[seconds.count / 2], result)
}

let byMonth: [Transform] = [.aggregate([AggregateMeasure(.sum, "value"), AggregateMeasure(.count)],
                                       groupBy: [GroupField("time", timeUnit: .month)])]
let binned: [Transform] = [.bin(BinTransform(field: "value")),
                           .aggregate([AggregateMeasure(.count)], groupBy: [GroupField("value_start"), GroupField("value_end")])]
let (monthSeconds, months) = try median { try table.transformed(by: byMonth) }
let (binSeconds, bins) = try median { try table.transformed(by: binned) }

func numbers(_ t: DataTable, _ name: String) -> [Double] {
    if case .numbers(let v) = try! t.column(named: name).values { return v }
    return []
}
let monthCounts = numbers(months, "count")
let binCounts = numbers(bins, "count")
print("{\"rows\": \(rows), \"month_seconds\": \(monthSeconds), \"bin_seconds\": \(binSeconds), "
      + "\"months\": \(months.rowCount), \"month_count_total\": \(Int(monthCounts.reduce(0, +))), "
      + "\"month_sum_total\": \(String(format: "%.3f", numbers(months, "value").reduce(0, +))), "
      + "\"bins\": \(bins.rowCount), \"bin_counts\": \(binCounts.map { Int($0) })}")
