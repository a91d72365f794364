/// What a command's arguments said, by option name. Asking for a name the command does not declare is a
/// programming error (every test that runs the command would stop on it), so a declaration and the code that
/// reads it cannot drift apart.
struct ParsedArguments {
    let command: CommandDeclaration
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    init(command: CommandDeclaration) {
        self.command = command
    }

    mutating func add(_ value: String, for option: CommandLineOption) {
        switch option.kind {
        case .flag: flags.insert(option.name)
        case .value, .argument: values[option.name] = [value]
        case .repeated: values[option.name, default: []].append(value)
        }
    }

    func isGiven(_ name: String) -> Bool {
        _ = declared(name)
        return values[name] != nil || flags.contains(name)
    }

    /// The value of an option or the argument, nil when not given.
    func value(_ name: String) -> String? {
        _ = declared(name)
        return values[name]?.last
    }

    /// Every value of a repeatable option, in order.
    func values(_ name: String) -> [String] {
        _ = declared(name)
        return values[name] ?? []
    }

    func flag(_ name: String) -> Bool {
        _ = declared(name)
        return flags.contains(name)
    }

    /// A number, as Swift reads one (`12`, `-5`, `1e3`, `nan`: the command's own checks say what is wrong with
    /// a number out of range); text that is no number is refused here.
    func number(_ name: String) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text) else {
            throw UsageError(message: "the value '\(text)' is invalid for '\(declared(name).synopsis)'")
        }
        return number
    }

    private func declared(_ name: String) -> CommandLineOption {
        guard let option = command.options.first(where: { $0.name == name }) else {
            preconditionFailure("'\(command.name)' declares no option '\(name)'")
        }
        return option
    }
}
