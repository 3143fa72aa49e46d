import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const readModelMigrations = { name: 'read_model', folder: resolve(dirname(fileURLToPath(import.meta.url)), '../migrations') };
