// Addresses are stored as typed, one line per part ("120 N LaSalle St\nChicago, IL 60602"); where one line
// is shown, the parts are joined with commas.
// Example: addressLine('120 N LaSalle St\nChicago, IL 60602') === '120 N LaSalle St, Chicago, IL 60602'
export function addressLine(address: string): string {
  return address
    .split(/\r?\n/)
    .map((part) => part.trim().replace(/,$/, ''))
    .filter(Boolean)
    .join(', ');
}
