/// Rows of cells, right-aligned under their headers.
func formatTable(headers: [String], rows: [[String]]) -> String {
    var widths = headers.map(\.count)
    for row in rows {
        for (index, cell) in row.enumerated() where index < widths.count {
            widths[index] = max(widths[index], cell.count)
        }
    }
    func line(_ cells: [String]) -> String {
        cells.enumerated().map { index, cell in
            String(repeating: " ", count: widths[index] - cell.count) + cell
        }.joined(separator: "  ")
    }
    return ([line(headers)] + rows.map(line)).joined(separator: "\n")
}
