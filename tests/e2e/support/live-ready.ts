import type { Page } from '@playwright/test';

// Resolves when the page's live-updates socket has joined its rooms (the server's "ready" message), so a change
// made afterwards is certain to be pushed to it. Call before the navigation that opens the socket.
export function liveReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.startsWith('42["ready"')) resolve();
      });
    });
  });
}
