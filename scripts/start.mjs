#!/usr/bin/env node
// `npm start`: installs what is missing, starts the whole system on embedded defaults, prints the URL.
// Dependency-free until `npm ci` has run; everything after is loaded dynamically.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNodeVersion, ensureDependencies } from './lib/dependencies.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const say = (message) => process.stdout.write(`${process.stdout.isTTY ? '\u001b[1m[system]\u001b[0m' : '[system]'}      ${message}\n`);

checkNodeVersion();
const started = Date.now();
ensureDependencies(root, say);
const { runSystem } = await import('./lib/system.mjs');
await runSystem({ root, dev: process.argv.includes('--dev'), started, say });
