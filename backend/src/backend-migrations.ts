import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const backendMigrations = { name: 'backend', folder: resolve(dirname(fileURLToPath(import.meta.url)), '../migrations') };
