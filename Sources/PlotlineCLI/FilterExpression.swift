import Plotline

/// `--filter 'symbol == "MSFT"'`: comparisons of a column with a value, joined by `and`. Operators: `==`
/// (or `=`), `!=`, `<`, `<=`, `>`, `>=`, and `in [..]`. Values are quoted text, numbers or bare words.
struct FilterExpression: Equatable {
    struct Comparison: Equatable {
        var field: String
        var op: String
        /// The value's text, and each of a list's.
        var values: [String]
    }

    var comparisons: [Comparison]

    static let expected = "expected comparisons like symbol == \"MSFT\", price > 100 or symbol in [\"MSFT\", \"IBM\"], "
        + "joined by and"

    static func parse(_ text: String) throws(CommandError) -> FilterExpression {
        func fail(_ why: String) -> CommandError {
            CommandError(message: "--filter '\(Excerpt.quote(text))': \(why)")
        }
        let tokens = try tokenize(text, fail: fail)
        var comparisons: [Comparison] = []
        var i = 0
        while i < tokens.count {
            guard case .word(let field) = tokens[i] else { throw fail(expected) }
            i += 1
            guard i < tokens.count, case .op(let op) = tokens[i] else {
                throw fail("expected an operator after '\(Excerpt.quote(field))' (==, !=, <, <=, >, >= or in)")
            }
            i += 1
            var values: [String] = []
            if op == "in" {
                guard i < tokens.count, tokens[i] == .open else { throw fail("expected a list after in, like [\"MSFT\", \"IBM\"]") }
                i += 1
                while i < tokens.count, tokens[i] != .close {
                    switch tokens[i] {
                    case .word(let v), .quoted(let v): values.append(v)
                    case .comma: break
                    default: throw fail("expected values in the list, separated by commas")
                    }
                    i += 1
                }
                guard i < tokens.count else { throw fail("expected ] to close the list") }
                i += 1
                if values.isEmpty { throw fail("the list after in is empty") }
            } else {
                guard i < tokens.count else { throw fail("expected a value after \(op)") }
                switch tokens[i] {
                case .word(let v), .quoted(let v): values = [v]
                default: throw fail("expected a value after \(op)")
                }
                i += 1
            }
            comparisons.append(Comparison(field: field, op: op == "=" ? "==" : op, values: values))
            if i < tokens.count {
                guard case .word(let joiner) = tokens[i], joiner.lowercased() == "and" else {
                    throw fail("expected and between comparisons (or is not supported)")
                }
                i += 1
                if i == tokens.count { throw fail("expected a comparison after and") }
            }
        }
        if comparisons.isEmpty { throw fail(expected) }
        return FilterExpression(comparisons: comparisons)
    }

    enum Token: Equatable {
        case word(String), quoted(String), op(String), open, close, comma
    }

    static func tokenize(_ text: String, fail: (String) -> CommandError) throws(CommandError) -> [Token] {
        var tokens: [Token] = []
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if c == "\"" || c == "'" || c == "`" {
                var j = i + 1
                var value = ""
                while j < chars.count, chars[j] != c { value.append(chars[j]); j += 1 }
                guard j < chars.count else { throw fail("a quotation starting with \(c) is not closed") }
                // A backquoted name is a column; quoted text is a value.
                tokens.append(c == "`" ? .word(value) : .quoted(value))
                i = j + 1
                continue
            }
            if c == "[" { tokens.append(.open); i += 1; continue }
            if c == "]" { tokens.append(.close); i += 1; continue }
            if c == "," { tokens.append(.comma); i += 1; continue }
            if "=!<>".contains(c) {
                var op = String(c)
                if i + 1 < chars.count, chars[i + 1] == "=" { op.append("="); i += 1 }
                guard ["=", "==", "!=", "<", "<=", ">", ">="].contains(op) else {
                    throw fail("unknown operator '\(op)'; use ==, !=, <, <=, >, >= or in")
                }
                tokens.append(.op(op))
                i += 1
                continue
            }
            var word = ""
            while i < chars.count, !chars[i].isWhitespace, !"=!<>[],\"'`".contains(chars[i]) { word.append(chars[i]); i += 1 }
            if word.lowercased() == "in", case .word? = tokens.last { tokens.append(.op("in")) } else { tokens.append(.word(word)) }
        }
        return tokens
    }
}
