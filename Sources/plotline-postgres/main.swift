import Foundation
import PlotlineCLI
import PlotlinePostgres

// `plotline` with PostgreSQL's driver: `plotline` hands a chart of a postgres:// URL over to this command.
PostgresOpener.use { url, timeout in try PostgresDatabase(address: try PostgresAddress(url: url), timeout: timeout) }
exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
