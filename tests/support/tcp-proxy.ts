import { connect, createServer, type AddressInfo, type NetConnectOpts, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** The database "goes away": open connections are dropped and new ones refused until restore(). */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A loopback TCP proxy in front of a server (a TCP port or a Unix socket), which a test can cut. */
export async function startTcpProxy(target: NetConnectOpts): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) return void client.destroy();
    const upstream = connect(target);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined); // a cut shows up as a reset on the other side, which is the point
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
