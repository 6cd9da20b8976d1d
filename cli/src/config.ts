/**
 * The CLI's environment, read once: the only module that touches `process.env`. Every other module
 * receives a `CliEnvironment`, so tests pass their own.
 * @module
 */
import { homedir } from 'node:os';
import path from 'node:path';

/** Where the API is when neither `--api-url` nor `LEADPROOF_API_URL` says otherwise: the embedded server. */
export const DEFAULT_API_URL = 'http://localhost:8787';

/** What the CLI takes from its environment. */
export interface CliEnvironment {
  /** Defaults to process.env['LEADPROOF_API_URL']; `--api-url` wins over it. */
  apiUrl: string | undefined;
  /**
   * Defaults to process.env['LEADPROOF_API_KEY']: when set, commands use this key instead of saved
   * credentials (for cron jobs and CI, where nothing should be written to disk).
   */
  apiKey: string | undefined;
  /** `$XDG_CONFIG_HOME/leadproof`, else `~/.config/leadproof`: holds `credentials.json`. */
  configDir: string;
  /** process.env['NO_COLOR'] set to anything non-empty turns colours off (https://no-color.org). */
  noColor: boolean;
}

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** Parses the environment (`process.env` by default) into a frozen `CliEnvironment`. */
export function loadCliEnvironment(
  env: Record<string, string | undefined> = process.env,
  home: string = homedir(),
): CliEnvironment {
  const xdgConfigHome = nonEmpty(env.XDG_CONFIG_HOME);
  // The XDG spec says a relative XDG_CONFIG_HOME is invalid and must be ignored.
  const configHome =
    xdgConfigHome && path.isAbsolute(xdgConfigHome) ? xdgConfigHome : path.join(home, '.config');
  return Object.freeze({
    apiUrl: nonEmpty(env.LEADPROOF_API_URL),
    apiKey: nonEmpty(env.LEADPROOF_API_KEY),
    configDir: path.join(configHome, 'leadproof'),
    noColor: nonEmpty(env.NO_COLOR) !== undefined,
  });
}
