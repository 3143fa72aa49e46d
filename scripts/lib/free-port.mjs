// A port for a server that binds it a moment later (PostgreSQL after initdb, a backend after its start).
// Picked below the kernel's ephemeral range (Linux: 32768–60999), where the kernel itself never hands
// out a port: neither to a listen(0) nor as the local port of an outgoing connection. A port picked
// with listen(0) is in that range, and on a busy test machine any of the hundreds of connections opened
// meanwhile could take it before the server binds it.
import { createServer } from 'node:net';

const lowest = 20_000;
const highest = 32_767;

function listenable(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

function kernelPort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function freePort() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = lowest + Math.floor(Math.random() * (highest - lowest + 1));
    if (await listenable(port)) return port;
  }
  // A machine whose low ports are all taken: any free port is better than none.
  return kernelPort();
}
