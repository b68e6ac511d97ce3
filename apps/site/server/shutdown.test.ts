import { createServer, get, Agent, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackConnections } from './shutdown.ts';

const opened: Socket[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.destroy();
});

/** A server whose responses wait until the test calls `finish()`, with its tracker. */
async function slowServer() {
  const waiting: ServerResponse[] = [];
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/plain' });
    response.write('first half, ');
    waiting.push(response);
  });
  const tracker = trackConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const finish = () => {
    for (const response of waiting.splice(0)) response.end('second half');
  };
  return { server, tracker, port, finish, waiting };
}

function quietConnection(port: number): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    // A reset closes it as well as an end: either is the server letting go.
    socket.on('error', () => {});
    opened.push(socket);
  });
}

function closedSocket(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed) resolve();
    else socket.once('close', () => resolve());
  });
}

/** Sends a GET and resolves with its whole body; `started` resolves once the headers are in. */
function request(port: number, agent: Agent) {
  let headers!: () => void;
  const started = new Promise<void>((resolve) => (headers = resolve));
  const body = new Promise<string>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      headers();
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve(text));
      response.on('error', reject);
    }).on('error', reject);
  });
  return { started, body };
}

describe('stopping the server', () => {
  // Node's own close() would wait on this connection until the browser dropped it.
  it('ends a connection that has sent no request, and stops at once', async () => {
    const { tracker, port } = await slowServer();
    const quiet = await quietConnection(port);
    await tracker.stop(60_000);
    await closedSocket(quiet);
  });

  it('ends a keep-alive connection between two requests', async () => {
    const { tracker, port, finish } = await slowServer();
    const agent = new Agent({ keepAlive: true });
    const first = request(port, agent);
    await first.started;
    finish();
    await first.body;
    await tracker.stop(60_000);
    agent.destroy();
  });

  it('lets a response in flight finish, then closes its connection and stops', async () => {
    const { tracker, port, finish, waiting } = await slowServer();
    const agent = new Agent({ keepAlive: true });
    const inFlight = request(port, agent);
    await inFlight.started;
    let stopped = false;
    const stopping = tracker.stop(60_000).then(() => (stopped = true));
    // Not stopped while a response is half sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    expect(waiting).toHaveLength(1);
    finish();
    await expect(inFlight.body).resolves.toBe('first half, second half');
    await stopping;
    agent.destroy();
  });

  it('after the grace period, ends a response that never finishes', async () => {
    const { tracker, port } = await slowServer();
    const stalled = request(port, new Agent({ keepAlive: true }));
    await stalled.started;
    await tracker.stop(100);
    await expect(stalled.body).rejects.toThrow();
  });
});
