// A CSV cell a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) gets a leading
// apostrophe, so opening an export never runs what people typed (a client's name, an edit's reason, a
// service's name) or an uploaded file carried. Every CSV the product writes passes its text cells here.
// Example: neutraliseCsvCell('=SUM(A1)') === "'=SUM(A1)"; neutraliseCsvCell('Ada') === 'Ada'
export function neutraliseCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
