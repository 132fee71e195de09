import CadenceUI

/// Numbers over time as a text table: one row per instant, one column per value, every number
/// rounded to 6 decimals the way display lists print them, so the table is the same on Linux and
/// Apple platforms (their libm differ in the last bits). Cadence addition.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 1.0) {
///     CubicKeyframe(1.3, duration: 0.2)
///     CubicKeyframe(1.0, duration: 0.3)
/// }
/// let table = ValueTable(at: [0, 0.1, 0.2, 0.5], [ValueColumn("scale") { $0 }]) { timeline.value(time: $0) }
/// print(table)
/// //     t  scale
/// //     0  1
/// //   0.1  1.15
/// //   …
/// ```
///
/// Missing values print `-`; NaN and infinities print `nan`, `inf`, `-inf`.
public struct ValueTable: Sendable, Hashable, CustomStringConvertible {
    /// One instant: its time and the values, in column order.
    public struct Row: Sendable, Hashable {
        /// Seconds.
        public var time: Double
        /// The values, `nil` where a column had none.
        public var values: [Double?]

        /// A row at `time` with `values`.
        public init(time: Double, values: [Double?]) {
            self.time = time
            self.values = values
        }
    }

    /// The column headings, without the time column.
    public var columns: [String]
    /// The rows, in the order sampled.
    public var rows: [Row]

    /// A table with `columns` and `rows`.
    public init(columns: [String], rows: [Row]) {
        self.columns = columns
        self.rows = rows
    }

    /// Samples `columns` of `sample(time)` at each of `times`. `sample` is called once per time, in
    /// order.
    @MainActor
    public init<Root>(at times: [Double], _ columns: [ValueColumn<Root>], sample: (Double) -> Root) {
        self.columns = columns.map(\.name)
        rows = times.map { time in
            let root = sample(time)
            return Row(time: time, values: columns.map { $0.read(root) })
        }
    }

    /// The values of the column named `name`, row by row (`[]` when there is no such column).
    public func values(of name: String) -> [Double?] {
        guard let index = columns.firstIndex(of: name) else { return [] }
        return rows.map { $0.values[index] }
    }

    /// The table as right-aligned text columns separated by two spaces: a heading line `t  <names>`
    /// then one line per row.
    public var description: String {
        let header = ["t"] + columns
        let body = rows.map { row in
            [DisplayNumber(row.time).description] + row.values.map { $0.map { DisplayNumber($0).description } ?? "-" }
        }
        let all = [header] + body
        let widths = header.indices.map { column in all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
        return all.map { cells in
            cells.enumerated().map { index, cell in String(repeating: " ", count: widths[index] - cell.count) + cell }
                .joined(separator: "  ")
        }.joined(separator: "\n")
    }
}

extension SnapshotStrategy where Subject == Stage, Value == String {
    /// A ``ValueTable`` of `columns` read from the stage's display list at each of `times` (the stage
    /// is advanced to each in turn; times must increase from the stage's time).
    ///
    /// ```swift
    /// assertSnapshot(of: stage, as: .values(at: [0, 0.1, 0.2], [.scale(ofSymbol: "heart.fill")]), named: "heart-scale")
    /// ```
    public static func values(at times: [Double], _ columns: [ValueColumn<DisplayList>]) -> SnapshotStrategy {
        SnapshotStrategy(format: .text) { stage in
            try StageTimes.check(times, from: stage.time)
            return ValueTable(at: times, columns) { time in
                stage.advance(to: time)
                return stage.displayList()
            }.description
        }
    }
}

extension SnapshotStrategy where Value == String {
    /// A ``ValueTable`` of a keyframe timeline's value at `times` (any times: a timeline is a pure
    /// function of time).
    public static func values<Root>(at times: [Double], _ columns: [ValueColumn<Root>]) -> SnapshotStrategy
    where Subject == KeyframeTimeline<Root> {
        SnapshotStrategy(format: .text) { timeline in
            ValueTable(at: times, columns) { timeline.value(time: $0) }.description
        }
    }
}
