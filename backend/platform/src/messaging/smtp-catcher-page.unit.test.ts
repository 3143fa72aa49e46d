import { describe, expect, it } from 'vitest';
import { escapeHtml, renderInboxPage } from './smtp-catcher-page';

const message = {
  id: 'a1',
  from: 'Eve <eve@example.com>',
  to: ['"><b>x</b>@example.com'],
  subject: '<script>alert(1)</script>',
  text: 'it\'s <b>bold</b> & "quoted"',
  html: '<p onclick="steal()">Hi</p><script>alert(2)</script>',
  attachments: [{ filename: '<img src=x>.ics', contentType: 'text/calendar', content: 'SUMMARY:<b>Cut</b>', encoding: 'utf-8' as const }],
  messageId: null,
  receivedAt: '2026-11-22T10:00:00.000Z',
};

describe('mail catcher inbox page', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('shows every field as text and the e-mail HTML only inside a sandboxed srcdoc frame', () => {
    const page = renderInboxPage([message], 500);
    expect(page).toContain('<strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong>');
    expect(page).toContain('Eve &lt;eve@example.com&gt;');
    expect(page).toContain('&quot;&gt;&lt;b&gt;x&lt;/b&gt;@example.com');
    expect(page).toContain('it&#39;s &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(page).toContain('sandbox="" srcdoc="&lt;p onclick=&quot;steal()&quot;&gt;Hi&lt;/p&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
    expect(page).toContain('&lt;img src=x&gt;.ics <span>(text/calendar)</span><pre>SUMMARY:&lt;b&gt;Cut&lt;/b&gt;</pre>');
    expect(page).not.toMatch(/<script|<b>|<img|onclick="/i);
  });

  it('says so when nothing has arrived', () => {
    expect(renderInboxPage([], 500)).toContain('No messages yet');
  });
});
