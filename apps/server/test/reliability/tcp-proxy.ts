import net from 'node:net';

/**
 * A TCP relay standing in for the database server: `stop()` makes the database look gone
 * (new connections refused, open ones cut) without touching the real one other tests use;
 * `start()` brings it back on the same port. `hang()` plays a server that still accepts and keeps
 * connections but no longer answers; `answer()` lets the held-back answers through.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  /** Each connection's database side and its client side. */
  private readonly pairs = new Set<{ upstream: net.Socket; client: net.Socket }>();
  private hanging = false;

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        // A cut connection is the point of this class: errors end both sides, nothing more.
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      const pair = { upstream, client };
      this.pairs.add(pair);
      upstream.on('close', () => this.pairs.delete(pair));
      client.pipe(upstream);
      if (this.hanging) upstream.pause();
      else upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.server = server;
  }

  /** Stops listening and cuts every open connection, as a database going down would. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** The database's answers stop reaching its clients; connections stay open. */
  hang(): void {
    this.hanging = true;
    for (const { upstream, client } of this.pairs) {
      upstream.unpipe(client);
      upstream.pause();
    }
  }

  /** Answers flow again, the held-back ones first. */
  answer(): void {
    this.hanging = false;
    for (const { upstream, client } of this.pairs) upstream.pipe(client);
  }

  get openConnections(): number {
    return this.sockets.size;
  }
}
