/** A Markdown table padded to line up, so the same text reads well in a terminal and on GitHub. */
export function markdownTable(header: string[], rows: string[][], rightAligned: boolean[] = []): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]): string =>
    `| ${cells.map((cell, column) => (rightAligned[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (rightAligned[column] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
