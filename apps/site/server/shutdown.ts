// Stopping the server without cutting anyone off, and without waiting on those who asked
// nothing. `server.close()` waits for every connection to end; `closeIdleConnections()` ends
// those between two requests, but not a connection that has not yet sent one. Browsers open
// such connections ahead of need (Chromium's preconnect), and once the server has stopped
// listening nothing times them out: the process would stay up until the browser let go.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface GracefulStop {
  /**
   * Stops listening; ends every connection with no request in flight at once, and each
   * other one when its last response has been sent; after `graceMs`, ends the rest.
   * Resolves when the last connection has closed.
   */
  stop(graceMs?: number): Promise<void>;
}

/** Call before `server.listen()`, so every connection is counted. */
export function trackConnections(server: Server): GracefulStop {
  const requestsInFlight = new Map<Socket, number>();
  let stopping = false;

  server.on('connection', (socket: Socket) => {
    requestsInFlight.set(socket, 0);
    socket.once('close', () => requestsInFlight.delete(socket));
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    requestsInFlight.set(socket, (requestsInFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const inFlight = requestsInFlight.get(socket);
      // Its connection has closed already (a request cut off): nothing to count.
      if (inFlight === undefined) return;
      // Each response's request was counted when it came in.
      const left = inFlight - 1;
      requestsInFlight.set(socket, left);
      // end(), not destroy(): what the response wrote is sent first.
      if (stopping && left === 0) socket.end();
    });
  });

  return {
    stop(graceMs = 10_000) {
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const [socket, inFlight] of requestsInFlight) {
        if (inFlight === 0) socket.destroy();
      }
      // A slow upload or a stalled reader does not hold the stop for ever.
      const backstop = setTimeout(() => server.closeAllConnections(), graceMs);
      backstop.unref();
      return closed.finally(() => clearTimeout(backstop));
    },
  };
}
