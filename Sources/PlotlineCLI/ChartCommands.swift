import Foundation

struct RenderCommand {
    static let declaration = CommandDeclaration(
        name: "render",
        abstract: "Draw a chart from a CSV or JSON data file, or from a JSON chart spec.",
        discussion: """
        DATA is a CSV file (with a header row), a JSON file (an array of objects), a JSON chart spec (an object \
        with "marks"), or - for standard input. The output format follows the extension of -o: .svg (the \
        picture), .png (pixels; --scale 2, --transparent), .json (the chart spec), .descriptor.json (the chart \
        descriptor), .txt or .md (the words), .wav (the audio graph: x is time, y is pitch) or .tones.json (its \
        tone schedule); -o - writes SVG to standard output.

        Without --mark, the mark follows the data: dates on x draw a line, categories on x draw bars, two \
        numbers draw points.

        Dates are read in the common forms (2012-01-31, 2012/01/31, Jan 31 2000, 31 January 2000, and \
        01/31/2012 in the order the values or the locale show); --date-format takes a strftime pattern \
        (%d/%m/%Y) or unix / unix-ms. A column that is mostly numbers or dates keeps its type: the other \
        values are missing, named in one warning line.

        Examples:
          plotline render steps.csv --x date --y steps --title "Steps" -o steps.svg
          plotline render prices.csv --x date --y close --y-domain 0,200 -o prices.svg
          plotline render cars.json --x weight --y mpg --series origin -o cars.svg
          plotline render stocks.csv --x date --y price --series symbol -o stocks.svg
          plotline render rain.csv --x day --y mm --date-format %d/%m/%Y -o rain.svg
          plotline render chart.json -o chart.svg
          plotline render chart.json -o chart.descriptor.json
          plotline render steps.csv --x date --y steps -o steps.png --scale 2 --theme dark
          plotline render chart.json -o chart.wav --speak
          plotline render cars.json --x weight --y mpg --series origin -o cars.wav --series-together

        Asking the data: --x and --y take the shorthand of Altair and Vega-Lite, and a title follows from it \
        when --title is not given ("Sum of precipitation by month"):
          plotline render weather.csv --x 'month(date)' --y 'sum(precipitation)' -o rain.svg
          plotline render weather.csv --x weather --y 'count()' --sort -y -o days.svg
          plotline render cars.json --x 'bin(Miles_per_Gallon)' --y 'count()' -o histogram.svg
          plotline render cars.json --x Origin --y 'mean(Miles_per_Gallon)' -o mpg.svg
          plotline render jobs.csv --x month --y manufacturing,retail_trade,government -o jobs.svg
          plotline render stocks.csv --x date --y price --filter 'symbol == "MSFT"' -o msft.svg
        Aggregates: count() sum mean median min max q1 q3 stdev variance distinct valid missing. Time units: \
        year, yearquarter, yearmonth, yearweek, yearmonthdate, yearmonthdatehours (each period on the time \
        line) and month, day, hours (the month of the year, the day of the week, the hour of the day). Bins: \
        bin(column), bin(column, maxbins=20), bin(column, step=5), with --y 'count()'. The same plan is written \
        into a spec's "transform" by -o chart.json.
        """,
        groups: [ChartOptions.options, OptionGroup(title: nil, options: [
            .value("output", short: "o", help: "The output file (.svg, .png, .html, .json, .descriptor.json, .txt, .md, .wav, .tones.json), or - for standard output."),
            .value("theme", help: "The colors: light (default) or dark."),
            .value("scale", takesAnything: true, help: "PNG pixels per point: 1, 2 or 3 (default 1)."),
            .flag("transparent", help: "PNG: leave the background transparent."),
            .value("max-pixels", help: "PNG: the most pixels (width x height x scale squared), like 100000000 (default 64000000)."),
        ]), InputOptions.options, AudioOptions.options],
        required: ["output"])

    var chart: ChartOptions
    var output: String
    var theme: String?
    var scale: Double?
    var transparent: Bool
    var maxPixels: String?
    var audio: AudioOptions

    init(_ arguments: ParsedArguments) throws(UsageError) {
        chart = try ChartOptions(arguments)
        output = arguments.value("output") ?? "-"
        theme = arguments.value("theme")
        scale = try arguments.number("scale")
        transparent = arguments.flag("transparent")
        maxPixels = arguments.value("max-pixels")
        audio = try AudioOptions(arguments)
    }

    func execute(io: CommandIO) throws {
        var picture = try PictureOptions(theme: theme, scale: scale, transparent: transparent)
        if let maxPixels { picture.maxPixels = try InputOptions.count(maxPixels, option: "--max-pixels") }
        try chart.write(to: output, fallback: .svg, picture: picture, audio: audio, io: io)
    }
}

struct DescribeCommand {
    static let declaration = CommandDeclaration(
        name: "describe",
        abstract: "Say what a chart shows: title, overview, summary and the label of every mark or group.",
        discussion: """
        Takes the same DATA and options as render. Prints text to standard output, or writes -o chart.txt, \
        -o chart.md (Markdown, with a data table) or -o chart.descriptor.json.

        Examples:
          plotline describe steps.csv --x date --y steps --title "Steps"
          plotline describe chart.json -o chart.md
          plotline describe cars.csv --x weight --y mpg --series origin --locale ko-KR
        """,
        groups: [ChartOptions.options, OptionGroup(title: nil, options: [
            .value("output", short: "o", defaultValue: "-", help: "The output file (.txt, .md, .descriptor.json), or - for standard output."),
        ]), InputOptions.options])

    var chart: ChartOptions
    var output: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        chart = try ChartOptions(arguments)
        output = arguments.value("output") ?? "-"
    }

    func execute(io: CommandIO) throws { try chart.write(to: output, fallback: .text, io: io) }
}
