import { readFileSync } from 'node:fs';
import { resolveFromRoot } from './config';

export const appVersion: string = (JSON.parse(readFileSync(resolveFromRoot('package.json'), 'utf8')) as { version: string }).version;
