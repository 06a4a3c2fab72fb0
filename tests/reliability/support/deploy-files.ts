import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.js';

// The deployment test runs what deploy/ holds, read from there: the systemd units' environment,
// command and stop signal, and the environment file example (docs/operations.md installs them).

export const DEPLOY = join(ROOT, 'deploy');

/** KEY=VALUE lines of an environment file (systemd's EnvironmentFile syntax, no quoting). */
export function readEnvironmentFile(path: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of readFileSync(path, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    if (at > 0) env[line.slice(0, at)] = line.slice(at + 1);
  }
  return env;
}

export interface Unit {
  /** Environment= of the [Service] section, with %i replaced by the instance name. */
  environment: Record<string, string>;
  environmentFile?: string;
  workingDirectory?: string;
  execStart: string[];
  killSignal: NodeJS.Signals;
}

/** The parts of a systemd service unit the test follows, for instance `instance` (`%i`). */
export function readUnit(name: string, instance = ''): Unit {
  const text = readFileSync(join(DEPLOY, name), 'utf8').replaceAll('%i', instance);
  const unit: Unit = { environment: {}, execStart: [], killSignal: 'SIGTERM' };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const at = line.indexOf('=');
    if (line.startsWith('#') || at < 0) continue;
    const key = line.slice(0, at);
    const value = line.slice(at + 1);
    if (key === 'Environment') {
      const inner = value.indexOf('=');
      unit.environment[value.slice(0, inner)] = value.slice(inner + 1);
    } else if (key === 'EnvironmentFile') unit.environmentFile = value;
    else if (key === 'WorkingDirectory') unit.workingDirectory = value;
    else if (key === 'ExecStart') unit.execStart = value.split(/\s+/);
    else if (key === 'KillSignal') unit.killSignal = value as NodeJS.Signals;
  }
  return unit;
}
