/** A plain-text table for benchmark output: left-aligned label columns, right-aligned figures. */
export function benchTable(rows: readonly (readonly string[])[], leftColumns = 1): string {
  const widths = rows[0]!.map((_cell, c) => Math.max(...rows.map((row) => row[c]!.length)));
  const line = (row: readonly string[]) =>
    row.map((cell, c) => (c < leftColumns ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  return [line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
