/// One thing a command reads from its arguments: an option with a value (`--x date`), an option that may
/// be given more than once (`--filter`), a flag (`--speak`), or the positional argument (`<data>`). The
/// declaration is the only place its name, its value's name and its help are written: the reader, the help
/// and the error messages all read it.
struct CommandLineOption: Sendable {
    enum Kind: Sendable {
        /// `--name value`; given twice, the last one counts.
        case value
        /// `--name value`, repeatable: every value in order.
        case repeated
        /// `--name`, no value.
        case flag
        /// A positional argument, `<name>`.
        case argument
    }

    /// The long name without its dashes (`x-domain`), or the argument's name (`data`).
    var name: String
    var short: Character?
    var kind: Kind
    /// What the value is called in help and messages (`<column>`); the name by default.
    var valueName: String
    var help: String
    /// The value is taken whatever it starts with: `--sort -y`, `--width -5` (so the command's own check
    /// says what is wrong with it), `--query '-- a comment'`.
    var takesAnything: Bool
    /// The value when the option is not given, for help ("default: plotline-gallery"); nil for none.
    var defaultValue: String?

    static func value(_ name: String, short: Character? = nil, valueName: String? = nil, takesAnything: Bool = false,
                      defaultValue: String? = nil, help: String) -> CommandLineOption {
        CommandLineOption(name: name, short: short, kind: .value, valueName: valueName ?? name, help: help,
                          takesAnything: takesAnything, defaultValue: defaultValue)
    }

    static func repeated(_ name: String, valueName: String? = nil, help: String) -> CommandLineOption {
        CommandLineOption(name: name, short: nil, kind: .repeated, valueName: valueName ?? name, help: help,
                          takesAnything: false, defaultValue: nil)
    }

    static func flag(_ name: String, help: String) -> CommandLineOption {
        CommandLineOption(name: name, short: nil, kind: .flag, valueName: "", help: help, takesAnything: false,
                          defaultValue: nil)
    }

    static func argument(_ name: String, help: String) -> CommandLineOption {
        CommandLineOption(name: name, short: nil, kind: .argument, valueName: name, help: help, takesAnything: false,
                          defaultValue: nil)
    }

    /// How messages and help name it: `--width <width>`, `--speak`, `<data>`.
    var synopsis: String {
        switch kind {
        case .argument: "<\(valueName)>"
        case .flag: "--\(name)"
        case .value, .repeated: "--\(name) <\(valueName)>"
        }
    }
}

/// A command's options under a heading in its help (nil: the command's own, under OPTIONS).
struct OptionGroup: Sendable {
    var title: String?
    var options: [CommandLineOption]
}

/// A subcommand: its name, what help says about it, and what it reads.
struct CommandDeclaration: Sendable {
    var name: String
    var abstract: String
    var discussion: String
    var groups: [OptionGroup]
    /// Options that must be given (`-o` for render).
    var required: Set<String> = []

    var options: [CommandLineOption] { groups.flatMap(\.options) }
}
