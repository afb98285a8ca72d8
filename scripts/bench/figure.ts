import { meets, type Target } from './targets.ts';

/** `bytes` are shown in KB (1,024 bytes), `B` as whole bytes. */
export type Unit = 'bytes' | 'B' | 'ms' | 's' | 'score' | 'MB' | 'shift' | 'count' | 'ratio';

/** One measured number as it goes into the JSON and the table: judged once, here. */
export interface Figure {
  /** null when the measurement could not be taken (the note says why). */
  value: number | null;
  unit: Unit;
  target?: Target;
  pass?: boolean;
  note?: string;
}

export function figure(value: number | null, unit: Unit, target?: Target, note?: string): Figure {
  const result: Figure = { value, unit };
  if (target) {
    result.target = target;
    // A figure that could not be measured cannot count as meeting its target.
    result.pass = value !== null && meets(value, target);
  }
  if (note) result.note = note;
  return result;
}

export function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return '–';
  switch (unit) {
    case 'bytes':
      return value >= 1024 ** 2 ? `${(value / 1024 ** 2).toFixed(1)} MB` : `${(value / 1024).toFixed(1)} KB`;
    case 'B':
      return `${Math.round(value).toLocaleString('en-US')} B`;
    case 'ms':
      return `${Math.round(value).toLocaleString('en-US')} ms`;
    case 's':
      return `${value.toFixed(1)} s`;
    case 'MB':
      return `${Math.round(value).toLocaleString('en-US')} MB`;
    case 'shift':
      return value.toFixed(3);
    case 'ratio':
      return `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;
    default:
      return String(Math.round(value));
  }
}

const symbols = { '<=': '≤', '<': '<', '>=': '≥' } as const;

export function formatTarget(target: Target, unit: Unit): string {
  return `${symbols[target.op]} ${formatValue(target.limit, unit)}`;
}

/** The value with a pass (✓) or miss (✗) mark when it has a target. */
export function formatFigure(item: Figure): string {
  const text = formatValue(item.value, item.unit);
  return item.target ? `${text} ${item.pass ? '✓' : '✗'}` : text;
}
