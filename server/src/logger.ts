import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import { currentRequest } from './observability/request-context';

export const REDACTED = '[redacted]';

/** Fields whose value is a secret or personal credential, at any depth of a log line. */
const SECRET_KEY = /passw(or)?d|passphrase|^pass$|hash|token|secret|authori[sz]ation|cookie|^sid$|session.?id|account.?number|routing.?number|api.?key|credential|private.?key|^iban$|^cvv|^card.?number/i;
/** Fields carrying the parameter values of an SQL statement (MikroORM, knex, pg). */
const SQL_PARAMS_KEY = /^(params|parameters|bindings|values)$/i;
/** Text that holds an SQL statement (a DriverException's message, `sql`, a stack's first line). */
const LOOKS_LIKE_SQL = /\b(insert\s+into|update\s+\S+\s+set|delete\s+from|select\s[\s\S]{0,2000}?\bfrom\b|values\s*\()/i;
const SQL_LITERAL = /'(?:[^']|'')*'/g;
/** Postgres's detail of a violated constraint: Key (email)=(someone@example.com) already exists. */
const KEY_DETAIL = /\)=\((?:[^()]|\([^()]*\))*\)/g;
const ARGON2 = /\$argon2(?:id|i|d)\$[^\s'",)]*/g;

/** A string with any SQL literal, constraint detail value and password hash replaced by [redacted]. */
export function redactText(text: string): string {
  let out = text.includes('$argon2') ? text.replace(ARGON2, REDACTED) : text;
  if (out.includes(')=(')) out = out.replace(KEY_DETAIL, `)=(${REDACTED})`);
  if (LOOKS_LIKE_SQL.test(out)) out = out.replace(SQL_LITERAL, `'${REDACTED}'`);
  return out;
}

const MAX_DEPTH = 8;

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of a log line's value with secrets redacted at any depth: fields named like a secret,
 * SQL parameters, and SQL literals in text. Errors are serialized first (pino's own
 * serializer: message, stack, enumerable fields such as `sql`, `params`, `detail`, and cause).
 * Other class instances (a request, a response) are left to their serializers.
 */
export function redactValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH || seen.has(value)) return value;
  let source: object = value;
  if (value instanceof Error) source = pino.stdSerializers.err(value);
  else if (!Array.isArray(value) && !isPlain(value)) return value;
  seen.add(value);
  if (Array.isArray(source)) return source.map((item) => redactValue(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(source)) {
    if (v !== null && v !== undefined && (SECRET_KEY.test(key) || SQL_PARAMS_KEY.test(key))) out[key] = REDACTED;
    else out[key] = redactValue(v, depth + 1, seen);
  }
  return out;
}

/** Redaction paths for the headers pino-http style lines carry (request-log.ts at debug). */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.secret',
  '*.authorization',
  '*.cookie',
  '*.sid',
  '*.accountNumber',
  '*.routingNumber',
  '*.params',
  '*.*.password',
  '*.*.passwordHash',
  '*.*.token',
  '*.*.params',
];

/**
 * The logger's options: pino's redact paths for the known places, plus a pass over every line's
 * fields (any depth, any level) and every message that takes out secrets and SQL parameter
 * values, e.g. a failed INSERT's argon2 hash, e-mail and phone.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: (err: unknown) => redactValue(err) },
    formatters: { log: (obj) => redactValue(obj) as Record<string, unknown> },
    // Every line written while serving a request names it (observability/request-context.ts).
    mixin: () => {
      const request = currentRequest();
      return request ? { requestId: request.requestId } : {};
    },
    hooks: {
      logMethod(args, method) {
        for (let i = 0; i < args.length; i++) if (typeof args[i] === 'string') args[i] = redactText(args[i] as string);
        return method.apply(this, args as Parameters<typeof method>);
      },
    },
  };
}

/**
 * The process's logger. Lines are written to stdout asynchronously (batched per turn of the
 * event loop) rather than with a blocking write per line: a log reader that falls behind (a
 * container's log driver, a pipe) then never holds up answers. What is still buffered is
 * written out synchronously when the process exits. Tests pass their own destination.
 */
export function createLogger(level: string, stream?: DestinationStream) {
  if (stream) return pino(loggerOptions(level), stream);
  const destination = pino.destination({ dest: 1, sync: false });
  process.once('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // nothing written yet: the destination never opened
    }
  });
  return pino(loggerOptions(level), destination);
}
