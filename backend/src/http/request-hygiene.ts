import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';

// Checks every request before any route sees it, so no route has to remember: a body that is not JSON,
// text PostgreSQL cannot store (NUL), nesting that would exhaust the stack, and keys that would reach an
// object's prototype are refused with a 4xx that names the problem, and nothing runs.

export const maxBodyBytes = 1024 * 1024;
const maxDepth = 32;
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

export type InputProblem = { status: 400 | 415; message: string };

// A field's path for a message; a hostile key of any length is shortened, never echoed whole.
const describePath = (path: string[]) =>
  path.length === 0
    ? 'The request body'
    : path
        .map((key) => (key.length > 40 ? `${key.slice(0, 40)}…` : key))
        .join('.')
        .slice(0, 200);

// Walks a parsed value iteratively (a recursive walk would itself overflow on hostile nesting).
export function findInputProblem(value: unknown, where: string[] = []): InputProblem | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: where }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { status: 400, message: `${describePath(path)}: must not contain a NUL character` };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length - where.length >= maxDepth)
      return { status: 400, message: `${describePath(path)}: is nested too deeply (at most ${maxDepth} levels)` };
    for (const [key, child] of Object.entries(current)) {
      if (forbiddenKeys.has(key)) return { status: 400, message: `${describePath([...path, key])}: is not an accepted field name` };
      if (key.includes('\u0000')) return { status: 400, message: `${describePath(path)}: a field name must not contain a NUL character` };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = Number(headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}

// The one route that takes a file as it is (a CSV import's upload, read and limited by its own route).
const fileUploads = [{ method: 'POST', path: '/api/client-imports', type: 'text/csv' }] as const;
const isFileUpload = (req: Request) =>
  fileUploads.some((upload) => req.method === upload.method && req.path === upload.path && typeof req.is(upload.type) === 'string');

// Before the JSON parser: a body must be JSON (or a file where a route takes one), and the address must not carry a NUL.
export const requireJsonBody: RequestHandler = (req, res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    res.status(400).json({ error: 'The address is not valid (a % sequence does not decode)' });
    return;
  }
  if (path.includes('\u0000')) {
    res.status(400).json({ error: 'The address must not contain a NUL character' });
    return;
  }
  if (bodyMethods.has(req.method) && hasBody(req.headers) && !req.is('application/json') && !isFileUpload(req)) {
    res.status(415).json({ error: 'Send the request body as JSON (Content-Type: application/json)' });
    return;
  }
  next();
};

// After the JSON parser: the parsed body and the query string.
export const checkParsedInput: RequestHandler = (req, res, next) => {
  const problem = findInputProblem(req.query, ['query']) ?? findInputProblem(req.body);
  if (problem) {
    res.status(problem.status).json({ error: problem.message });
    return;
  }
  next();
};

type BodyParserError = Error & { type?: string; status?: number; expose?: boolean; limit?: number };

const bodyParserMessages: Record<string, { status: number; message: string }> = {
  'entity.too.large': { status: 413, message: `The request body is too large (at most ${maxBodyBytes / 1024 / 1024} MB)` },
  'entity.parse.failed': { status: 400, message: 'The request body is not valid JSON' },
  'encoding.unsupported': { status: 415, message: 'The request body is in an encoding this server does not read; send it as plain JSON' },
  'charset.unsupported': { status: 415, message: 'The request body must be UTF-8 JSON' },
  'request.size.invalid': { status: 400, message: 'The request body is shorter than its Content-Length says' },
  'request.aborted': { status: 400, message: 'The request was aborted before its body arrived' },
  'stream.encoding.set': { status: 400, message: 'The request body could not be read' },
};

// The JSON parser's own failures (size, encoding, syntax, a body that does not decompress) are the caller's
// mistakes: they get their 4xx and a sentence, never a 500.
export const bodyParserErrors: ErrorRequestHandler = (error: BodyParserError, _req, res, next) => {
  const known = error?.type ? bodyParserMessages[error.type] : undefined;
  if (known) {
    res.status(known.status).json({ error: known.message });
    return;
  }
  // A Content-Encoding whose bytes do not decode (gzip declared on plain JSON) fails inside zlib.
  if (error && typeof error.status === 'number' && error.status >= 400 && error.status < 500 && error.expose) {
    res.status(error.status).json({
      error:
        error.status === 400
          ? 'The request body could not be decoded; send it as plain JSON or with a Content-Encoding that matches it'
          : error.message,
    });
    return;
  }
  next(error);
};

const parserRefusals: Record<string, { status: number; text: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, text: 'Request Header Fields Too Large', message: 'The address or headers are too long' },
  HPE_URI_TOO_LONG: { status: 414, text: 'URI Too Long', message: 'The address is too long' },
};

// Requests Node's HTTP parser refuses never reach Express; they still get a status and a sentence.
// Idle keep-alive connections stay open longer than the clients and proxies that reuse them (browsers,
// load balancers: about 60 s): with Node's 5 s default, a request sent on a connection the server was just
// closing is reset (ECONNRESET, or a proxy's 502). Headers must take longer than that to time out.
export const keepAliveMs = 65_000;

export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = keepAliveMs;
  server.headersTimeout = keepAliveMs + 1_000;
}

export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (error.code === 'ECONNRESET' && !socket.readable)) {
      socket.destroy();
      return;
    }
    const known = parserRefusals[error.code ?? ''] ?? { status: 400, text: 'Bad Request', message: 'The request could not be read' };
    const body = JSON.stringify({ error: known.message });
    socket.end(
      `HTTP/1.1 ${known.status} ${known.text}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
