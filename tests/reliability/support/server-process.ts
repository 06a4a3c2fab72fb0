import { TEST_ADMIN_PASSWORD } from '../../helpers/admin-sign-in.js';
import * as shared from '../../helpers/server-process.js';

export type { ServerProcess } from '../../helpers/server-process.js';
export { freePort } from '../../helpers/server-process.js';

/** The shared helper's options, with the reliability admin password as the default. */
export type ServerOptions = Omit<shared.ServerOptions, 'adminPassword'> & {
  adminPassword?: string;
};

const withDefaults = (options: ServerOptions): shared.ServerOptions => ({
  adminPassword: TEST_ADMIN_PASSWORD,
  ...options,
});

/** Starts `node dist/server/main.js` on a loopback port without waiting for it. */
export function spawnServer(options: ServerOptions = {}): Promise<shared.ServerProcess> {
  return shared.spawnServer(withDefaults(options));
}

/** Starts the server and waits until it is ready (stopping it again if it never is). */
export function startServer(options: ServerOptions = {}): Promise<shared.ServerProcess> {
  return shared.startServer(withDefaults(options));
}
