/**
 * A value as a change list shows it: text in quotes (long text cut), on/off, a list by its size, a
 * group as filled in, nothing as "empty". For "Registrations › 1 › Number: 'OK-123' → 'OK-456'".
 */
export function valueWords(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'empty';
  if (typeof value === 'string') return `‘${value.length > 80 ? `${value.slice(0, 77)}…` : value}’`;
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (Array.isArray(value)) return value.length === 1 ? '1 entry' : `${value.length} entries`;
  return 'filled in';
}
