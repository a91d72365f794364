import Plotline

/// The statements for one layer of a chart: its rows' statistics, and the few rows that draw it (M4 per
/// series and pixel column for lines and areas, one row per cell and series for points), written once for
/// every dialect. The filtered relation is a `base` common table expression with columns `x`, `y`, the
/// series `s0`, `s1`... and the row order `o`; it is inlined (NOT MATERIALIZED) so each statement reads
/// the table in as few scans as its GROUP BYs need.
struct LayerQueries {
    var dialect: SQLDialect
    var relation: DatabaseRelation
    /// WHERE conditions of the plan's filters, written by `where`.
    var conditions: (inout SQLBuilder) throws(PlotlineError) -> [String]
    /// The relation's columns: how `x` and `y` are read.
    var columns: SQLColumns
    var x: String
    var y: String
    var series: [String]

    var seriesColumns: [String] { series.indices.map { "s\($0)" } }

    /// `s0, s1, ` (with a trailing comma) or nothing.
    private var seriesList: String { seriesColumns.map { $0 + ", " }.joined() }
    private func prefixed(_ p: String) -> String { seriesColumns.map { "\(p).\($0), " }.joined() }
    private func partition(_ extra: [String]) -> String {
        let keys = seriesColumns + extra
        return keys.isEmpty ? "" : "PARTITION BY " + keys.joined(separator: ", ") + " "
    }
    private func sameSeries(_ a: String, _ b: String) -> String {
        let parts = seriesColumns.map { dialect.same("\(a).\($0)", "\(b).\($0)") }
        return parts.isEmpty ? "1 = 1" : parts.joined(separator: " AND ")
    }
    private func groupBy(_ extra: [String]) -> String {
        let keys = seriesColumns + extra
        return keys.isEmpty ? "" : " GROUP BY " + keys.joined(separator: ", ")
    }

    /// `WITH plotline_base AS NOT MATERIALIZED (...)`, binding the filters' values.
    func base(_ builder: inout SQLBuilder) throws(PlotlineError) -> String {
        let (from, rowOrder, _) = try relation.from(dialect)
        var select = ["\(try columns.value(x, dialect)) AS x", "\(try columns.value(y, dialect)) AS y"]
        for (i, field) in series.enumerated() { select.append("\(dialect.text(try dialect.quote(field))) AS s\(i)") }
        select.append("\(rowOrder) AS o")
        let conditions = try conditions(&builder)
        return "WITH plotline_base AS NOT MATERIALIZED (SELECT " + select.joined(separator: ", ") + " FROM " + from
            + (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")) + ")"
    }

    /// Per series: rows, marks (x and y), missing x, missing y, either, lowest and highest x, x present
    /// with y missing (breaks in a line), the ranges of x and y over the marks, and the first row's order.
    func statistics() throws(PlotlineError) -> SQLQuery {
        var b = SQLBuilder(dialect)
        let with = try base(&b)
        // x where y is there too, and y where x is: counted and compared without a CASE per count.
        let xy = "CASE WHEN y IS NOT NULL THEN x END", yx = "CASE WHEN x IS NOT NULL THEN y END"
        let text = with + " SELECT \(seriesList)count(*), count(\(xy)), count(*) - count(x), count(*) - count(y), "
            + "count(*) - count(\(xy)), min(x), max(x), count(x) - count(\(xy)), min(\(xy)), max(\(xy)), min(\(yx)), max(\(yx)), "
            + dialect.rowOrderValue("min(o)") + " FROM plotline_base" + groupBy([])
        return b.query(text)
    }

    /// Pearson's r per series in two passes (means, then centred sums), as stable as Welford's.
    func correlation() throws(PlotlineError) -> SQLQuery {
        var b = SQLBuilder(dialect)
        let with = try base(&b)
        let both = "b.x IS NOT NULL AND b.y IS NOT NULL"
        let text = with + ", plotline_m AS (SELECT \(seriesList)avg(x) AS mx, avg(y) AS my FROM plotline_base WHERE x IS NOT NULL AND y IS NOT NULL"
            + groupBy([]) + ") SELECT \(prefixed("m"))count(*), sum((b.x - m.mx) * (b.y - m.my)), "
            + "sum((b.x - m.mx) * (b.x - m.mx)), sum((b.y - m.my) * (b.y - m.my)) FROM plotline_base b JOIN plotline_m m ON "
            + sameSeries("b", "m") + " WHERE \(both)"
            + (seriesColumns.isEmpty ? "" : " GROUP BY " + seriesColumns.map { "m.\($0)" }.joined(separator: ", "))
        return b.query(text)
    }

    /// Each series' lowest and highest y over its marks (side 0 and 1) and the rows holding each that the words
    /// name: the first few and the last in reading order (x, then row order). A row per named row: the series,
    /// the side, the row order, its rank among the ties, how many rows tie, and (`runs`, for a line) how many
    /// marks lie from the first tie to the last along x, both included (they follow one another when they
    /// are as many), the widest step along x between two ties one after the other, and the series' narrowest
    /// step between two marks at different x: what tells a run at the data's step. The same facts as the
    /// engine's `RowExtremesTracker` finds in a file's rows.
    func ties(runs: Bool) throws(PlotlineError) -> SQLQuery {
        var b = SQLBuilder(dialect)
        var text = try base(&b)
        let bySide = partition(["side"])
        text += ", plotline_marks AS NOT MATERIALIZED (SELECT x, y, \(seriesList)o FROM plotline_base WHERE x IS NOT NULL AND y IS NOT NULL)"
        text += ", plotline_lim AS (SELECT \(seriesList)min(y) AS lo, max(y) AS hi FROM plotline_marks" + groupBy([]) + ")"
        let joined = "FROM plotline_marks m JOIN plotline_lim l ON " + sameSeries("m", "l")
        text += ", plotline_side AS MATERIALIZED (SELECT m.x, \(prefixed("m"))m.o, 0 AS side \(joined) WHERE m.y = l.lo"
            + " UNION ALL SELECT m.x, \(prefixed("m"))m.o, 1 AS side \(joined) WHERE m.y = l.hi)"
        text += ", plotline_tied AS MATERIALIZED (SELECT x, \(seriesList)o, side, row_number() OVER (\(bySide)ORDER BY x, o) AS r, "
            + "count(*) OVER (\(bySide)) AS c, x - lag(x) OVER (\(bySide)ORDER BY x, o) AS g FROM plotline_side)"
        func same(_ a: String, _ c: String) -> String { sameSeries(a, c) + " AND \(a).side = \(c).side" }
        var span = "t.c", steps = "NULL, NULL"
        var from = "plotline_tied t"
        if runs {
            // Only ties of more than one row: where every extreme is one row, no mark is met again.
            text += ", plotline_ends AS (SELECT \(prefixed("f"))f.side, f.x AS x1, f.o AS o1, e.x AS x2, e.o AS o2 FROM plotline_tied f "
                + "JOIN plotline_tied e ON \(same("f", "e")) WHERE f.r = 1 AND e.r = e.c AND f.c > 1)"
            text += ", plotline_span AS (SELECT \(prefixed("e"))e.side, count(*) AS n FROM plotline_marks m JOIN plotline_ends e ON "
                + sameSeries("m", "e") + " WHERE (m.x > e.x1 OR (m.x = e.x1 AND m.o >= e.o1)) AND (m.x < e.x2 OR (m.x = e.x2 AND m.o <= e.o2))"
                + " GROUP BY " + (seriesColumns.map { "e.\($0)" } + ["e.side"]).joined(separator: ", ") + ")"
            span = "CASE WHEN t.c = 1 THEN 1 ELSE n.n END"
            from += " LEFT JOIN plotline_span n ON " + same("t", "n")
            // The widest step between two ties, and the series' narrowest step between two marks.
            text += ", plotline_wide AS (SELECT \(seriesList)side, max(g) AS w FROM plotline_tied" + groupBy(["side"]) + ")"
            text += ", plotline_step AS (SELECT \(seriesList)min(d) AS d FROM (SELECT \(seriesList)x - lag(x) OVER ("
                + partition([]) + "ORDER BY x, o) AS d FROM plotline_marks) plotline_d WHERE d > 0" + groupBy([]) + ")"
            steps = "w.w, st.d"
            from += " LEFT JOIN plotline_wide w ON " + same("t", "w") + " LEFT JOIN plotline_step st ON " + sameSeries("t", "st")
        }
        text += " SELECT \(prefixed("t"))t.side, \(dialect.rowOrderValue("t.o")), t.r, t.c, \(span), \(steps) FROM \(from)"
            + " WHERE t.r <= \(RowExtremes.named) OR t.r = t.c"
        return b.query(text)
    }

    /// The rows with the first, last, lowest and highest of each group (partitioned by `keys`) of `from`.
    private func extremes(of from: String, keys: [String]) -> String {
        let p = partition(keys)
        return "SELECT x, y, \(seriesList)o, "
            + "row_number() OVER (\(p)ORDER BY x, o) AS r1, row_number() OVER (\(p)ORDER BY x DESC, o DESC) AS r2, "
            + "row_number() OVER (\(p)ORDER BY y, x, o) AS r3, row_number() OVER (\(p)ORDER BY y DESC, x, o) AS r4 FROM \(from)"
    }

    /// Rows by their order: each series' first row (the statistics found it) and the rows its extremes name.
    private func firsts(_ b: inout SQLBuilder, _ orders: [SQLValue]) throws(PlotlineError) -> String {
        let (_, _, isTable) = try relation.from(dialect)
        if let array = dialect.rowOrderArray {
            let list = SQLArray.literal(orders.filter { $0.text != nil })
            return "SELECT x, y, \(seriesList)o FROM plotline_base WHERE " + array("o", b.bind(.text(list)), isTable)
        }
        // Whole numbers the database sent are written in place: a bound value each would pass the limit on
        // bound values (SQLite's 32,766) for a chart of thousands of series.
        let list = orders.map { order -> String in
            if case .integer(let i) = order { return String(i) }
            return b.bind(order)
        }
        return "SELECT x, y, \(seriesList)o FROM plotline_base WHERE o IN (" + list.joined(separator: ", ") + ")"
    }

    /// The selected rows, once each, in row order: x, y, the series, and the row order.
    private func rows(_ union: [String]) -> String {
        " SELECT x, y, \(seriesList)\(dialect.rowOrderValue("plotline_kept.o")) AS plotline_order FROM ("
            + union.joined(separator: " UNION ALL ") + ") AS plotline_kept ORDER BY plotline_kept.o"
    }

    /// `plotline_pts`: the marks (x and y present) of `source` with their bucket of x, `b` (0 to `buckets` - 1),
    /// and the `extra` columns; `filter` narrows the rows further.
    private func points(_ b: inout SQLBuilder, source: String, extra: String, buckets: Int, lo: Double, hi: Double,
                        filter: String = "") -> String {
        let perUnit = hi > lo ? Double(buckets) / (hi - lo) : 0
        let bucket = dialect.truncate("(x - \(b.bind(.double(lo)))) * \(b.bind(.double(perUnit)))")
        let top = buckets - 1
        return "plotline_pts AS NOT MATERIALIZED (SELECT x, y, \(seriesList)o, \(extra)CASE WHEN q.b < 0 THEN 0 WHEN q.b > \(top) "
            + "THEN \(top) ELSE q.b END AS b FROM (SELECT x, y, \(seriesList)o, \(extra)\(bucket) AS b FROM \(source) "
            + "WHERE x IS NOT NULL AND y IS NOT NULL\(filter)) AS q)"
    }

    /// The rows of `plotline_pts` holding their group's extremes (`plotline_agg`: x0, x1, y0, y1 per series,
    /// run and bucket), the first of equals of each kept: the rows M4 draws.
    private func kept(gaps: Bool) -> String {
        let sameGroup = sameSeries("p", "a") + (gaps ? " AND p.run = a.run" : "") + " AND p.b = a.b"
        return ", plotline_cand AS MATERIALIZED (SELECT p.x, p.y, \(prefixed("p"))p.o, \(gaps ? "p.run, " : "")p.b FROM plotline_pts p "
            + "JOIN plotline_agg a ON \(sameGroup) WHERE p.x = a.x0 OR p.x = a.x1 OR p.y = a.y0 OR p.y = a.y1)"
            + ", plotline_ranked AS (" + extremes(of: "plotline_cand", keys: (gaps ? ["run"] : []) + ["b"]) + ")"
    }
    private var keptRows: String { "SELECT x, y, \(seriesList)o FROM plotline_ranked WHERE r1 = 1 OR r2 = 1 OR r3 = 1 OR r4 = 1" }

    /// M4: per series, per run between missing values (`gaps`) and per bucket of x, the first, last, lowest
    /// and highest row (one GROUP BY, then a join back to the rows holding those values); each series' first
    /// row; the first missing value of each run of them.
    func m4(buckets: Int, lo: Double, hi: Double, gaps: Bool, firstRows: [SQLValue]) throws(PlotlineError) -> SQLQuery {
        var b = SQLBuilder(dialect)
        var text = try base(&b)
        let runList = gaps ? "run, " : ""
        var source = "plotline_base"
        if gaps {
            // Each row's run: how many missing values came before it in its series, along x.
            text += ", plotline_seq AS MATERIALIZED (SELECT x, y, \(seriesList)o, "
                + "sum(CASE WHEN y IS NULL THEN 1 ELSE 0 END) OVER (\(partition([]))ORDER BY x, o ROWS UNBOUNDED PRECEDING) AS run, "
                + "lag(CASE WHEN y IS NULL THEN 1 ELSE 0 END, 1, 1) OVER (\(partition([]))ORDER BY x, o) AS prev "
                + "FROM plotline_base WHERE x IS NOT NULL)"
            source = "plotline_seq"
        }
        text += ", " + points(&b, source: source, extra: runList, buckets: buckets, lo: lo, hi: hi)
        text += ", plotline_agg AS (SELECT \(seriesList)\(runList)b, min(x) AS x0, max(x) AS x1, min(y) AS y0, max(y) AS y1 FROM plotline_pts"
            + groupBy((gaps ? ["run"] : []) + ["b"]) + ")"
        text += kept(gaps: gaps)
        var union = [keptRows]
        if gaps { union.append("SELECT x, y, \(seriesList)o FROM plotline_seq WHERE y IS NULL AND prev = 0") }
        if !firstRows.isEmpty { union.append(try firsts(&b, firstRows)) }
        return b.query(text + rows(union))
    }

    /// M4 of a line without missing values, in two statements where the database has arrays (its join back
    /// would meet every row again): first each series' buckets' lowest and highest x and y (one GROUP BY;
    /// its rows are the series values, the bucket, x0, x1, y0, y1), ...
    func m4Extremes(buckets: Int, lo: Double, hi: Double) throws(PlotlineError) -> SQLQuery {
        var b = SQLBuilder(dialect)
        let text = try base(&b) + ", " + points(&b, source: "plotline_base", extra: "", buckets: buckets, lo: lo, hi: hi)
            + " SELECT \(seriesList)b, min(x), max(x), min(y), max(y) FROM plotline_pts" + groupBy(["b"])
        // The planner cannot know the buckets are few (it counts a group per row), so it would sort every row,
        // spilling the table to temporary files; a hash of the few groups holds them in memory, in about the
        // same time on two cores (bench/database-floor.sh).
        var query = b.query(text)
        query.settings["enable_sort"] = "off"
        return query
    }

    /// ... then the rows holding those values, found in one scan by looking their x and y up among the
    /// extremes (a hashed `= ANY`), and kept where they are their own bucket's; each series' first row. The
    /// same rows as ``m4(buckets:lo:hi:gaps:firstRows:)`` keeps.
    func m4Rows(buckets: Int, lo: Double, hi: Double, extremes: [[SQLValue]], firstRows: [SQLValue]) throws(PlotlineError) -> SQLQuery {
        guard let array = dialect.boundArray else { return try m4(buckets: buckets, lo: lo, hi: hi, gaps: false, firstRows: firstRows) }
        var b = SQLBuilder(dialect)
        var text = try base(&b)
        let n = series.count
        func column(_ i: Int) -> [SQLValue] { extremes.map { $0[i] } }
        var unnest: [String] = []
        for i in 0..<n { unnest.append(array(b.bind(.text(SQLArray.literal(column(i)))), "text")) }
        unnest.append(array(b.bind(.text(SQLArray.literal(column(n).map { .integer(Int64($0.number)) }))), "bigint"))
        for i in n + 1...n + 4 { unnest.append(array(b.bind(.doubles(column(i).map(\.number))), "double precision")) }
        text += ", plotline_agg AS (SELECT * FROM unnest(" + unnest.joined(separator: ", ") + ") AS a("
            + (seriesColumns + ["b", "x0", "x1", "y0", "y1"]).joined(separator: ", ") + "))"
        // Bound as arrays of numbers (not text cast to arrays, which the planner leaves to each row), so that
        // they are constants and the lookup is hashed.
        let xs = array(b.bind(.doubles(Array(Set((column(n + 1) + column(n + 2)).map(\.number))))), "double precision")
        let ys = array(b.bind(.doubles(Array(Set((column(n + 3) + column(n + 4)).map(\.number))))), "double precision")
        text += ", " + points(&b, source: "plotline_base", extra: "", buckets: buckets, lo: lo, hi: hi,
                              filter: " AND (x = ANY(\(xs)) OR y = ANY(\(ys)))")
        text += kept(gaps: false)
        var union = [keptRows]
        if !firstRows.isEmpty { union.append(try firsts(&b, firstRows)) }
        return b.query(text + rows(union))
    }

    /// Points: per series the first row (in row order) of each cell of the grid, and the first, last,
    /// lowest and highest; each series' first row.
    func cells(columns: Int, rows gridRows: Int, x xr: (Double, Double), y yr: (Double, Double),
               firstRows: [SQLValue]) throws(PlotlineError) -> SQLQuery {
        var b = SQLBuilder(dialect)
        var text = try base(&b)
        func per(_ r: (Double, Double), _ n: Int) -> Double { r.1 > r.0 ? Double(n) / (r.1 - r.0) : 0 }
        let cx = dialect.truncate("(x - \(b.bind(.double(xr.0)))) * \(b.bind(.double(per(xr, columns))))")
        let cy = dialect.truncate("(y - \(b.bind(.double(yr.0)))) * \(b.bind(.double(per(yr, gridRows))))")
        text += ", plotline_pts AS NOT MATERIALIZED (SELECT x, y, \(seriesList)o, \(cx) AS cx, \(cy) AS cy FROM plotline_base "
            + "WHERE x IS NOT NULL AND y IS NOT NULL)"
        text += ", plotline_ext AS (SELECT \(seriesList)min(x) AS x0, max(x) AS x1, min(y) AS y0, max(y) AS y1 FROM plotline_pts" + groupBy([]) + ")"
        text += ", plotline_cand AS MATERIALIZED (SELECT p.x, p.y, \(prefixed("p"))p.o FROM plotline_pts p JOIN plotline_ext a ON \(sameSeries("p", "a")) "
            + "WHERE p.x = a.x0 OR p.x = a.x1 OR p.y = a.y0 OR p.y = a.y1)"
        text += ", plotline_ranked AS (" + extremes(of: "plotline_cand", keys: []) + ")"
        text += ", plotline_cells AS MATERIALIZED (SELECT min(o) AS first FROM plotline_pts" + groupBy(["cx", "cy"]) + ")"
        var union = ["SELECT x, y, \(seriesList)o FROM plotline_ranked WHERE r1 = 1 OR r2 = 1 OR r3 = 1 OR r4 = 1",
                     "SELECT x, y, \(seriesList)o FROM plotline_base WHERE o IN (SELECT first FROM plotline_cells)"]
        if !firstRows.isEmpty { union.append(try firsts(&b, firstRows)) }
        return b.query(text + rows(union))
    }
}
