/// The help the command prints (`plotline help`, `plotline render --help`): what a command is for, its
/// examples, and each option with its value and what it does, wrapped to 80 columns.
enum HelpText {
    static let width = 80
    /// Where each option's description starts.
    static let column = 26

    /// The command's own help: its subcommands.
    static func root(abstract: String, discussion: String, subcommands: [CommandDeclaration]) -> String {
        var text = overview(abstract) + paragraphs(discussion) + "\n"
        text += "USAGE: plotline <subcommand>\n\n"
        text += "OPTIONS:\n" + entry("-h, --help", "Show help information.") + "\n"
        text += "SUBCOMMANDS:\n"
        for command in subcommands { text += entry(command.name, command.abstract) }
        text += "\n  See 'plotline help <subcommand>' for detailed help.\n"
        return text
    }

    /// A subcommand's help.
    static func command(_ command: CommandDeclaration) -> String {
        var text = overview(command.abstract) + paragraphs(command.discussion) + "\n"
        let arguments = command.options.filter { $0.kind == .argument }
        let required = command.options.filter { command.required.contains($0.name) }
        let usage = (["plotline", command.name] + arguments.map(\.synopsis) + required.map(\.synopsis) + ["[<options>]"])
        text += "USAGE: " + usage.joined(separator: " ") + "\n\n"
        if !arguments.isEmpty {
            text += "ARGUMENTS:\n"
            for argument in arguments { text += entry(argument.synopsis, argument.help) }
            text += "\n"
        }
        for group in command.groups {
            let options = group.options.filter { $0.kind != .argument }
            guard !options.isEmpty else { continue }
            text += (group.title ?? "OPTIONS") + ":\n"
            for option in options {
                let names = (option.short.map { "-\($0), " } ?? "") + option.synopsis
                let help = option.defaultValue.map { option.help + " (default: \($0))" } ?? option.help
                text += entry(names, help)
            }
            text += "\n"
        }
        text += entry("-h, --help", "Show help information.")
        return text
    }

    static func overview(_ abstract: String) -> String {
        wrap("OVERVIEW: " + abstract, width: width).joined(separator: "\n") + "\n\n"
    }

    /// `  names   description`, the description wrapped in its column (on the next line when the names are
    /// too long to leave room).
    static func entry(_ names: String, _ description: String) -> String {
        let lead = "  " + names
        let lines = wrap(description, width: width - column)
        let pad = String(repeating: " ", count: column)
        var text: String
        var rest = lines[...]
        if lead.count + 2 <= column {
            text = lead + String(repeating: " ", count: column - lead.count) + (rest.popFirst() ?? "") + "\n"
        } else {
            text = lead + "\n"
        }
        for line in rest { text += pad + line + "\n" }
        return text
    }

    /// A discussion: lines that start with a space (examples) as written; the lines between them joined into
    /// paragraphs and wrapped.
    static func paragraphs(_ discussion: String) -> String {
        var text = ""
        var paragraph: [Substring] = []
        func flush() {
            guard !paragraph.isEmpty else { return }
            for line in wrap(paragraph.joined(separator: " "), width: width) { text += line + "\n" }
            paragraph = []
        }
        for line in discussion.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.first == " " || line.isEmpty {
                flush()
                text += line + "\n"
            } else {
                paragraph.append(line)
            }
        }
        flush()
        return text
    }

    /// Words into lines of at most `width` characters (a longer word on a line of its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
