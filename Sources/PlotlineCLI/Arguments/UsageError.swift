/// Arguments the command cannot read: one line, shown with a pointer to the help, exit status 2.
struct UsageError: Error, Equatable {
    var message: String
}
