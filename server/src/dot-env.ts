import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * Reads `.env` from the working directory (or ENV_FILE) into process.env at start, as
 * `.env.example` describes; a variable already set in the environment wins. A missing file is
 * fine: every setting has a default.
 */
export function loadDotEnv(file = process.env.ENV_FILE || path.resolve('.env')): string[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const loaded: string[] = [];
  for (const [key, value] of Object.entries(parseEnv(text))) {
    if (process.env[key] !== undefined) continue;
    process.env[key] = value;
    loaded.push(key);
  }
  return loaded;
}
