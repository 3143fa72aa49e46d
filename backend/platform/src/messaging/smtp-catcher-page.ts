import type { CaughtEmail } from './smtp-catcher';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

// Every field of a caught message is text from outside: it is escaped for both element and attribute use.
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

function renderMessage(message: CaughtEmail, open: boolean): string {
  const to = message.to.join(', ');
  // The e-mail's own HTML runs only inside a sandboxed frame without scripts (and the page's CSP forbids them anyway).
  const html = message.html
    ? `<h3>HTML</h3><iframe title="${escapeHtml(`HTML of ${message.subject}`)}" sandbox="" srcdoc="${escapeHtml(message.html)}"></iframe>`
    : '';
  return `<article>
  <details${open ? ' open' : ''}>
    <summary><strong>${escapeHtml(message.subject || '(no subject)')}</strong> <span>to ${escapeHtml(to)}</span> <time datetime="${escapeHtml(message.receivedAt)}">${escapeHtml(message.receivedAt.replace('T', ' ').slice(0, 19))}</time></summary>
    <dl><dt>From</dt><dd>${escapeHtml(message.from)}</dd><dt>To</dt><dd>${escapeHtml(to)}</dd><dt>JSON</dt><dd><a href="/messages/${encodeURIComponent(message.id)}">/messages/${escapeHtml(message.id)}</a></dd></dl>
    <h3>Text</h3><pre>${escapeHtml(message.text)}</pre>
    ${html}
    ${attachments(message)}
  </details>
</article>`;
}

function attachments(message: CaughtEmail): string {
  if (!message.attachments?.length) return '';
  const files = message.attachments.map(
    (file) =>
      `<li>${escapeHtml(file.filename ?? '(unnamed)')} <span>(${escapeHtml(file.contentType)})</span>${file.encoding === 'utf-8' ? `<pre>${escapeHtml(file.content)}</pre>` : ''}</li>`,
  );
  return `<h3>Attachments</h3><ul>${files.join('')}</ul>`;
}

// Newest first, the newest one opened.
export function renderInboxPage(messages: CaughtEmail[], keeps: number): string {
  const list =
    messages.length === 0
      ? '<p>No messages yet. E-mail the app sends in development arrives here.</p>'
      : messages.map((message, index) => renderMessage(message, index === 0)).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Chairside mail inbox</title>
<style>
  body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1c2127; }
  article { border: 1px solid #d3d8de; border-radius: 4px; margin: 0.5rem 0; padding: 0.5rem 0.75rem; }
  summary { cursor: pointer; } summary span, time { color: #5f6b7c; margin-left: 0.5rem; }
  pre { white-space: pre-wrap; background: #f6f7f9; padding: 0.5rem; }
  iframe { width: 100%; height: 24rem; border: 1px solid #d3d8de; background: #fff; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; } dd { margin: 0; }
</style>
</head>
<body>
<header><h1>Chairside mail inbox</h1><p>Development only: every e-mail sent to the embedded SMTP server, newest first (the newest ${keeps} are kept). <a href="/">Refresh</a> · <a href="/messages">JSON</a></p></header>
<main>
${list}
</main>
</body>
</html>`;
}
