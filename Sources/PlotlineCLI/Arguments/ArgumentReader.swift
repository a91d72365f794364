import PlotlineScene

/// Reads a command's arguments against its declaration, as command-line tools do: options in any order and
/// around the argument, `--name value` or `--name=value`, `-o value`, `--` before an argument that starts
/// with a dash, `-` alone as a value (standard input or output). Written here rather than taken from
/// swift-argument-parser, which finds a command's options by reflection when it starts: that was 40% of the
/// instructions of a 1,000-point chart (issue 31).
enum ArgumentReader {
    /// What the arguments ask for: a command's parsed options, or help.
    enum Request {
        case run(ParsedArguments)
        case help
    }

    static func read(_ arguments: [String], for command: CommandDeclaration) throws(UsageError) -> Request {
        var parsed = ParsedArguments(command: command)
        let options = command.options
        let positional = options.filter { $0.kind == .argument }
        var positionalCount = 0
        var index = 0
        var optionsEnded = false

        func takePositional(_ text: String) throws(UsageError) {
            guard positionalCount < positional.count else {
                throw UsageError(message: "unexpected argument '\(text)'")
            }
            parsed.add(text, for: positional[positionalCount])
            positionalCount += 1
        }

        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !looksLikeOption(argument) {
                try takePositional(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" { return .help }
            // `--name=value` or `--name`; `-o` (a short name, its value next).
            var name: String
            var attached: String?
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                if let equals = body.firstIndex(of: "=") {
                    name = String(body[..<equals])
                    attached = String(body[body.index(after: equals)...])
                } else {
                    name = String(body)
                }
            } else {
                let body = argument.dropFirst()
                guard body.count == 1, let short = body.first,
                      let option = options.first(where: { $0.short == short }) else {
                    throw unknown(argument, among: options)
                }
                name = option.name
            }
            guard let option = options.first(where: { $0.name == name && $0.kind != .argument }) else {
                throw unknown(argument.hasPrefix("--") ? "--" + name : argument, among: options)
            }
            if option.kind == .flag {
                if attached != nil { throw UsageError(message: "'--\(name)' takes no value") }
                parsed.add("", for: option)
                continue
            }
            if let attached {
                parsed.add(attached, for: option)
                continue
            }
            guard index < arguments.count, option.takesAnything || !looksLikeOption(arguments[index]) else {
                throw UsageError(message: "missing value for '\(option.synopsis)'")
            }
            parsed.add(arguments[index], for: option)
            index += 1
        }
        if positionalCount < positional.count {
            throw UsageError(message: "missing expected argument '\(positional[positionalCount].synopsis)'")
        }
        for option in options where command.required.contains(option.name) && !parsed.isGiven(option.name) {
            throw UsageError(message: "missing expected argument '\(option.synopsis)'")
        }
        return .run(parsed)
    }

    /// `-x`, `--name`: a dash and more. `-` alone is a value (standard input or output).
    static func looksLikeOption(_ text: String) -> Bool {
        text.count > 1 && text.hasPrefix("-")
    }

    /// An option the command does not have, with the closest one it does when one is close.
    private static func unknown(_ text: String, among options: [CommandLineOption]) -> UsageError {
        let names = options.filter { $0.kind != .argument }.map { "--" + $0.name } + ["--help"]
        if let near = NameSuggestion.closest(to: text, among: names) {
            return UsageError(message: "unknown option '\(text)'; did you mean '\(near)'?")
        }
        return UsageError(message: "unknown option '\(text)'")
    }
}
