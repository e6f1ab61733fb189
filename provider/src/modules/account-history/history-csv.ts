import type { HistoryItem } from 'shared-contract';

/** The CSV of the history (RFC 4180): a header line, CRLF line ends, a field quoted when it holds a comma, quote or line end. */

const HEADER = ['Time (UTC)', 'Kind', 'Description', 'Amount', 'Game', 'Round', 'Stake', 'Win', 'Open'];

/**
 * A text cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return before one) gets a leading
 * apostrophe (OWASP's CSV injection advice); numbers are written by the provider and stay numbers.
 */
export function textCell(value: string | null): string {
  if (value === null) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function quoteField(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

const money = (value: number | null) => (value === null ? '' : value.toFixed(2));

export function historyCsv(items: HistoryItem[]): string {
  const lines = [HEADER, ...items.map((item) => [
    item.at, item.kind, textCell(item.description), money(item.amount), textCell(item.game_name), item.round_id === null ? '' : String(item.round_id),
    money(item.stake), money(item.win), item.open ? 'yes' : '',
  ])];
  return `${lines.map((fields) => fields.map(quoteField).join(',')).join('\r\n')}\r\n`;
}
