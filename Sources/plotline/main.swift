import PlotlineCLI
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
// PostgreSQL's driver is in plotline-postgres, beside this command: a chart of a postgres:// URL is handed to it.
PostgresOpener.handOver(arguments: arguments)
exit(CLI.run(arguments))
