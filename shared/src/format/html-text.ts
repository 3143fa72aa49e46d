// Text a person typed, made safe to place in an HTML e-mail: every character that could open markup is escaped.
// Example: escapeHtml('<b>Ann & Co</b>') === '&#60;b&#62;Ann &#38; Co&#60;/b&#62;'
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
