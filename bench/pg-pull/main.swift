// The benchmark's baseline: every row of a table pulled through postgres-nio (what a chart library that
// reads all rows pays), decoded as numbers and counted, not kept. Usage: plotline-pg-pull URL TABLE X Y
import Foundation
import Logging
import PlotlinePostgres
import PostgresNIO

let arguments = CommandLine.arguments
guard arguments.count == 5 else {
    FileHandle.standardError.write(Data("usage: plotline-pg-pull URL TABLE X Y\n".utf8))
    exit(2)
}
let address = try PostgresAddress(url: arguments[1])
let configuration = PostgresConnection.Configuration(host: address.host, port: address.port, username: address.user,
                                                     password: address.password, database: address.database, tls: .disable)
let logger = Logger(label: "pull", factory: { _ in SwiftLogNoOpLogHandler() })
let start = Date()
let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
let sql = "SELECT CAST(\"\(arguments[3])\" AS double precision), CAST(\"\(arguments[4])\" AS double precision) FROM \"\(arguments[2])\""
var count = 0
var sum = 0.0
for try await (x, y) in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger).decode((Double?, Double?).self) {
    count += 1
    sum += (x ?? 0) + (y ?? 0)
}
try await connection.closeGracefully()
print(String(format: "%d rows in %.3f s (checksum %.3g)", count, Date().timeIntervalSince(start), sum))
