// Serves the built site: `npm run serve` (after `npm run build`), or `npm start`, which
// builds first when the output is missing or older than the sources.
//   PORT (default 3000), HOST (default 127.0.0.1: this machine only; 0.0.0.0 for every interface).
import { resolve } from 'node:path';
import { createSiteServer } from './server.ts';

export const defaultOutputDir = resolve(import.meta.dirname, '../dist');

export function addressUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
}

export function serve(outputDir = defaultOutputDir) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, but it is "${process.env.PORT}"`);
  }
  const { server } = createSiteServer(outputDir);
  server.listen(port, host, () => {
    const address = server.address();
    const shownPort = typeof address === 'object' && address ? address.port : port;
    console.log(`Global Health Access Trust website: ${addressUrl(host, shownPort)}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}

if (import.meta.main) serve();
