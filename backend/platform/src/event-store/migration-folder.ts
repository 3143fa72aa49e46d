import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const eventStoreMigrations = { name: 'event_store', folder: resolve(dirname(fileURLToPath(import.meta.url)), 'migrations') };
