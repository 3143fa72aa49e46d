import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import PostalMime, { type Address, type Attachment } from 'postal-mime';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { renderInboxPage } from './smtp-catcher-page';

// attachments: each file's name, type and content (text files as UTF-8, others as base64).
export type CaughtAttachment = { filename: string | null; contentType: string; content: string; encoding: 'utf-8' | 'base64' };
export type CaughtEmail = {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  attachments: CaughtAttachment[];
  // The Message-ID header without its angle brackets; null when the message had none.
  messageId: string | null;
  receivedAt: string;
};

export type SmtpCatcherOptions = {
  smtpPort?: number;
  httpPort?: number;
  host?: string;
  maxMessages?: number;
  maxMessageBytes?: number;
  onMessage?: (message: CaughtEmail) => void;
};

export type SmtpCatcher = { smtpUrl: string; inboxUrl: string; smtpPort: number; httpPort: number; close(): Promise<void> };

const defaultMaxMessages = 500;
const defaultMaxMessageBytes = 10 * 1024 * 1024;

function formatAddress(address: Address | undefined): string | null {
  if (!address) return null;
  if ('group' in address && address.group) return address.name;
  const mailbox = address as { name: string; address?: string };
  return mailbox.name ? `${mailbox.name} <${mailbox.address ?? ''}>` : (mailbox.address ?? null);
}

// Past the limit the rest is drained unread: smtp-server flags it and the message is refused.
function readStream(stream: SMTPServerDataStream, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= maxBytes) chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

const textTypes = /^text\/|json|xml|calendar/i;

function caughtAttachment(attachment: Attachment): CaughtAttachment {
  const { content } = attachment;
  const bytes =
    typeof content === 'string'
      ? Buffer.from(content, attachment.encoding === 'base64' ? 'base64' : 'utf8')
      : content instanceof Uint8Array
        ? Buffer.from(content)
        : Buffer.from(new Uint8Array(content));
  const text = textTypes.test(attachment.mimeType);
  return {
    filename: attachment.filename,
    contentType: attachment.mimeType,
    content: bytes.toString(text ? 'utf8' : 'base64'),
    encoding: text ? 'utf-8' : 'base64',
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

// Development and tests only: a real SMTP server (no auth, no TLS) that keeps the newest messages in
// memory and shows them over HTTP, so a person or a test can read a reset e-mail. Binds to loopback.
export async function startSmtpCatcher(options: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const host = options.host ?? '127.0.0.1';
  const maxMessages = options.maxMessages ?? defaultMaxMessages;
  const maxMessageBytes = options.maxMessageBytes ?? defaultMaxMessageBytes;
  const messages: CaughtEmail[] = [];
  // Every Message-ID received and how many times, beyond the kept messages: a run can count duplicates.
  const deliveries = new Map<string, number>();

  const receive = async (stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> => {
    const raw = await readStream(stream, maxMessageBytes);
    if (stream.sizeExceeded) throw Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 });
    const parsed = await PostalMime.parse(raw);
    const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
    const message: CaughtEmail = {
      id: randomUUID(),
      from: formatAddress(parsed.from) ?? envelopeFrom,
      to: session.envelope.rcptTo.map((recipient) => recipient.address),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: parsed.html ?? null,
      attachments: parsed.attachments.map(caughtAttachment),
      messageId: parsed.messageId ? parsed.messageId.replace(/^<|>$/g, '') : null,
      receivedAt: new Date().toISOString(),
    };
    if (message.messageId) deliveries.set(message.messageId, (deliveries.get(message.messageId) ?? 0) + 1);
    messages.unshift(message);
    messages.length = Math.min(messages.length, maxMessages);
    options.onMessage?.(message);
  };

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    hideSTARTTLS: true,
    size: maxMessageBytes,
    banner: 'Chairside development mail catcher',
    closeTimeout: 1000,
    logger: false,
    onData(stream, session, callback) {
      receive(stream, session).then(
        () => callback(),
        (error: Error) => callback(error),
      );
    },
  });

  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://catcher');
    const byId = /^\/messages\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
      });
      res.end(renderInboxPage(messages, maxMessages));
    } else if (req.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.trim().toLowerCase();
      sendJson(res, 200, to ? messages.filter((message) => message.to.some((address) => address.toLowerCase() === to)) : messages);
    } else if (req.method === 'GET' && url.pathname === '/message-ids') {
      // { "<Message-ID>": times received }, for every message since the start (or the last DELETE).
      sendJson(res, 200, Object.fromEntries(deliveries));
    } else if (req.method === 'GET' && byId) {
      const found = messages.find((message) => message.id === decodeURIComponent(byId[1] ?? ''));
      if (found) sendJson(res, 200, found);
      else sendJson(res, 404, { error: 'No such message' });
    } else if (req.method === 'DELETE' && url.pathname === '/messages') {
      messages.length = 0;
      deliveries.clear();
      res.writeHead(204).end();
    } else {
      sendJson(res, 404, { error: 'Not found' });
    }
  });

  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, host, () => {
      smtp.off('error', reject);
      resolve();
    });
  });
  // A client that drops mid-conversation must not take the catcher down.
  smtp.on('error', () => undefined);
  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(options.httpPort ?? 0, host, () => {
        http.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(resolve));
    throw error;
  }

  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const httpPort = (http.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://${urlHost}:${smtpPort}`,
    inboxUrl: `http://${urlHost}:${httpPort}`,
    smtpPort,
    httpPort,
    async close() {
      http.closeAllConnections();
      await Promise.all([new Promise<void>((resolve) => smtp.close(resolve)), new Promise<void>((resolve) => http.close(() => resolve()))]);
    },
  };
}
