// Turns the children's pino JSON lines into short, readable, prefixed lines.
const levels = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const colors = { backend: 36, projections: 35, workers: 33, prepare: 34, postgres: 32, redis: 31, mail: 96, frontend: 94, system: 1 };
const levelColors = { 40: 33, 50: 31, 60: 31 };
const skipped = new Set(['level', 'time', 'msg', 'service', 'pid', 'hostname', 'req', 'res', 'responseTime', 'reqId']);

export function createLineWriter(name, { color = process.stdout.isTTY, out = process.stdout } = {}) {
  const paint = (code, text) => (color && code ? `\u001b[${code}m${text}\u001b[0m` : text);
  const prefix = paint(colors[name], `[${name}]`.padEnd(13));
  let buffer = '';
  const formatLine = (line) => {
    if (!line.trim()) return null;
    if (!line.startsWith('{')) return `${prefix} ${line}`;
    try {
      const entry = JSON.parse(line);
      const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : new Date().toISOString().slice(11, 19);
      const level = paint(levelColors[entry.level], levels[entry.level] ?? 'INFO ');
      let message = entry.msg ?? '';
      if (entry.req && entry.res)
        message =
          `${entry.req.method} ${entry.req.url} → ${entry.res.statusCode} ${entry.responseTime ?? ''}ms ${message === 'request completed' ? '' : message}`.trim();
      const extras = Object.entries(entry)
        .filter(([key]) => !skipped.has(key))
        .map(([key, value]) =>
          key === 'err' && value?.message
            ? `err="${value.message}"`
            : `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`,
        );
      return `${prefix} ${time} ${level} ${message}${extras.length ? `  ${extras.join(' ')}` : ''}`;
    } catch {
      return `${prefix} ${line}`;
    }
  };
  return {
    write(chunk) {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const formatted = formatLine(line);
        if (formatted) out.write(`${formatted}\n`);
      }
    },
    flush() {
      const formatted = formatLine(buffer);
      buffer = '';
      if (formatted) out.write(`${formatted}\n`);
    },
  };
}
