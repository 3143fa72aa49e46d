import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseDotenv } from 'dotenv';
import { z } from 'zod';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const urlWithScheme = (schemes: string[], example: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return schemes.includes(new URL(value).protocol.replace(/:$/, ''));
        } catch {
          return false;
        }
      },
      { message: `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}, e.g. ${example}` },
    );

const trustProxyEntry = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/;
const trustProxySchema = z
  .string()
  .trim()
  .refine((value) => /^\d{1,2}$/.test(value) || value.split(',').every((entry) => trustProxyEntry.test(entry.trim())), {
    message:
      'must be a number of proxy hops, or addresses, CIDR ranges, loopback, linklocal or uniquelocal separated by commas, e.g. 10.0.0.0/8',
  })
  .transform((value) => (/^\d{1,2}$/.test(value) ? Number(value) : value));

const emptyAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);
const optional = <T extends z.ZodType>(schema: T) => emptyAsUnset(schema.optional());

// Unset service URLs select the embedded setup: `npm start` and the test harness start PostgreSQL,
// Redis and the SMTP catcher themselves and hand their URLs to the processes they run.
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'must be a whole number from 1 to 65535' })
      .int('must be a whole number from 1 to 65535')
      .min(1, 'must be a whole number from 1 to 65535')
      .max(65535, 'must be a whole number from 1 to 65535')
      .default(3000),
    HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
    PUBLIC_URL: optional(urlWithScheme(['http', 'https'], 'https://book.example.com')),
    DATABASE_URL: optional(urlWithScheme(['postgres', 'postgresql'], 'postgres://user:pass@localhost:5432/chairside')),
    REDIS_URL: optional(urlWithScheme(['redis', 'rediss'], 'redis://localhost:6379')),
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 letters, digits, _ or -')
      .default('chairside'),
    EVENT_STORE: z.enum(['postgres', 'eventstoredb'], { message: 'must be postgres or eventstoredb' }).default('postgres'),
    EVENTSTORE_URL: optional(
      urlWithScheme(['esdb', 'esdb+discover', 'kurrentdb', 'kurrentdb+discover', 'kdb'], 'kurrentdb://localhost:2113?tls=false'),
    ),
    SMTP_URL: optional(urlWithScheme(['smtp', 'smtps'], 'smtp://user:pass@smtp.example.com:587')),
    MAIL_FROM: emptyAsUnset(
      z
        .string()
        .trim()
        .regex(
          /^([^<>@\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/,
          'must be an address like no-reply@example.com or Name <no-reply@example.com>',
        )
        .default('Chairside <no-reply@chairside.test>'),
    ),
    // Only the local provider exists so far; a real one plugs in behind the SmsProvider port.
    SMS_PROVIDER: emptyAsUnset(z.enum(['local'], { message: 'must be local' }).default('local')),
    // Only the built-in simulator exists so far; a real provider (Stripe…) plugs in behind the CardProvider port.
    CARD_PROVIDER: emptyAsUnset(z.enum(['simulator'], { message: 'must be simulator' }).default('simulator')),
    // How long a card terminal waits for a card before the payment times out.
    CARD_TERMINAL_TIMEOUT_MS: emptyAsUnset(
      z.coerce
        .number({ message: 'must be a whole number of milliseconds from 1000 to 600000' })
        .int('must be a whole number of milliseconds from 1000 to 600000')
        .min(1000, 'must be a whole number of milliseconds from 1000 to 600000')
        .max(600_000, 'must be a whole number of milliseconds from 1000 to 600000')
        .default(120_000),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('.data'),
    // The master key of personal data (32 bytes, 64 hex digits or base64): it wraps each client's data key
    // and keys the claims' HMAC. Unset: one is made once as DATA_DIR/personal-data.key.
    PERSONAL_DATA_KEY: optional(
      z
        .string()
        .trim()
        .refine((value) => /^[0-9a-fA-F]{64}$/.test(value) || Buffer.from(value, 'base64').length === 32, {
          message: 'must be 32 bytes, as 64 hex digits or base64 (e.g. from openssl rand -base64 32)',
        }),
    ),
    FRONTEND_DIST: z.string().trim().min(1, 'must not be empty').default('frontend/dist'),
    // The reverse proxies whose X-Forwarded-For names the client: a hop count, or addresses, CIDR ranges
    // and Express's names (loopback, linklocal, uniquelocal). Unset: no proxy is trusted.
    TRUST_PROXY: optional(trustProxySchema),
    // Set by npm start for the processes it supervises: the JSON file where it records their restarts,
    // which /api/health reports. Unset elsewhere (compose, tests): no supervision part in the health reply.
    SUPERVISION_FILE: optional(z.string().trim().min(1, 'must not be empty')),
    // A scraper's bearer token for GET /api/metrics (administrators signed in need none). Unset: only
    // administrators read the metrics.
    METRICS_TOKEN: optional(z.string().trim().min(32, 'must be at least 32 characters (e.g. from openssl rand -hex 32)')),
  })
  .superRefine((config, ctx) => {
    if (config.EVENT_STORE === 'eventstoredb' && !config.EVENTSTORE_URL) {
      ctx.addIssue({ code: 'custom', path: ['EVENTSTORE_URL'], message: 'is required when EVENT_STORE=eventstoredb' });
    }
  });

export type Config = z.infer<typeof configSchema> & { PUBLIC_URL: string };
export type ConfigVariable = keyof z.infer<typeof configSchema>;
export const configVariables = Object.keys(configSchema.shape) as ConfigVariable[];

export class ConfigError extends Error {}

const secretVariables = new Set(['PERSONAL_DATA_KEY', 'METRICS_TOKEN']);

// Parses an environment; throws a ConfigError whose message is one line naming the variable.
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? 'configuration');
    const got = env[variable];
    // A secret is never echoed back.
    const shown = got === undefined || secretVariables.has(variable) ? '' : ` (got ${JSON.stringify(redactUrl(got))})`;
    throw new ConfigError(`Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}${shown}`);
  }
  const config = result.data;
  return { ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}

// The process environment wins over `.env` at the repository root, as with dotenv.
export function readEnvironment(env: NodeJS.ProcessEnv = process.env): Record<string, string | undefined> {
  const file = resolve(repoRoot, '.env');
  const fromFile = existsSync(file) ? parseDotenv(readFileSync(file)) : {};
  return { ...fromFile, ...env };
}

// Loads the configuration of this process, or stops it with one clear line.
export function loadConfig(): Config {
  try {
    return parseConfig(readEnvironment());
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

export function requireSetting(config: Config, name: 'DATABASE_URL' | 'REDIS_URL' | 'SMTP_URL'): string {
  const value = config[name];
  if (!value) {
    process.stderr.write(`Invalid configuration: ${name} is required for this process (npm start provides an embedded one)\n`);
    process.exit(1);
  }
  return value;
}

export function resolveFromRoot(path: string): string {
  return resolve(repoRoot, path);
}

function redactUrl(value: string): string {
  return value.replace(/\/\/([^:/@]+):([^@]+)@/, '//$1:***@');
}
