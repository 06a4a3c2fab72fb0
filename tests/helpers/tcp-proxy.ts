import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP relay on loopback in front of a real server (PostgreSQL), so that a test can take the
 * network between the app and its database away and bring it back, as an outage does, without
 * stopping the database that other tests share.
 */
export interface TcpProxy {
  /** The loopback port the relay listens on. */
  readonly port: number;
  /** Drops every relayed connection; new ones are accepted and closed at once, until `restore`. */
  cut(): void;
  /** Relays new connections again. */
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(from);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        open.delete(from);
        to.destroy();
      });
      from.pipe(to);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
    },
    close() {
      down = true;
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
