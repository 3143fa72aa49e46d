// The app runs under a Content-Security-Policy without 'unsafe-eval', so zod must neither compile parsers
// with `new Function` nor probe whether it may (the browser reports the probe as a violation). zod reads
// this object when its schemas are built, which is why it is set by a classic script before any module runs.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
