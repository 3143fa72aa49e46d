import { Router, type Request } from 'express';
import {
  CLIENT_IMPORT_MAX_BYTES,
  clientImportPlanSchema,
  clientImportUploadBodySchema,
  clientImportUploadQuerySchema,
} from '@chairside/shared/client-imports/client-import-dto';
import { clientImportHeaders, getClientImport, listClientImports } from '@chairside/projections/client-imports/client-import-queries';
import { DomainError } from '../commands/domain-error';
import { accepts, valid } from '../http/accepts';
import type { ModuleDeps } from '../http/backend-module';
import { actionCommand, bodyCommand } from '../http/command-handlers';
import { orNotFound, pathId, uuidPattern } from '../http/path-ids';
import { createClientImportQueue } from './client-import-jobs';
import {
  cancelClientImport,
  checkClientImport,
  clientImportErrorReport,
  startClientImport,
  uploadClientImport,
} from './client-import-service';

const tooLarge = () =>
  new DomainError(`The file is larger than 20 MB; an import takes at most 20 MB (100,000 rows). Split it into smaller files`, 413);

// The file as bytes, refused as soon as it passes the limit (a 50 MB upload is never held in memory whole).
function readUpload(req: Request): Promise<Buffer> {
  const declared = Number(req.header('content-length') ?? 0);
  if (declared > CLIENT_IMPORT_MAX_BYTES) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > CLIENT_IMPORT_MAX_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

// /client-imports (import_clients): upload a CSV, check it (dry run), start the import as a job in the
// workers, follow it, cancel it, download the rows it refused.
export function clientImportRoutes(deps: ModuleDeps): Router {
  const router = Router();
  const canImport = deps.guards.requirePermission({ permission: 'import_clients' });
  const queue = createClientImportQueue({ redis: deps.commands.redis, prefix: deps.commands.redisPrefix });
  const importId = (req: Request) => pathId(req, 'Import not found', uuidPattern);

  router.get('/client-imports', canImport, async (_req, res) => {
    res.json(await listClientImports(deps.readDb));
  });
  router.post(
    '/client-imports',
    canImport,
    accepts({ query: clientImportUploadQuerySchema, body: clientImportUploadBodySchema }),
    async (req, res) => {
      if (!req.is('text/csv')) throw new DomainError('Send the CSV file itself, as text/csv', 415);
      const { fileName } = valid(res, clientImportUploadQuerySchema);
      const bytes = await readUpload(req);
      res.json(await uploadClientImport(deps, { fileName, bytes, userId: res.locals.principal?.userId ?? null }));
    },
  );
  router.post('/client-imports/:id/check', canImport, accepts({ body: clientImportPlanSchema }), async (req, res) => {
    res.json(await checkClientImport(deps, importId(req), valid(res, clientImportPlanSchema)));
  });
  router.post(
    '/client-imports/:id/start',
    canImport,
    ...bodyCommand(deps.commands, clientImportPlanSchema, (plan, context, req) =>
      startClientImport({ ...deps, queue }, importId(req), plan, context),
    ),
  );
  router.post(
    '/client-imports/:id/cancel',
    canImport,
    ...actionCommand(deps.commands, (context, req) => cancelClientImport(deps, importId(req), context)),
  );
  router.get('/client-imports/:id', canImport, async (req, res) => {
    res.json(orNotFound(await getClientImport(deps.readDb, importId(req)), 'Import not found'));
  });
  router.get('/client-imports/:id/errors', canImport, async (req, res) => {
    const id = importId(req);
    const headers = orNotFound(await clientImportHeaders(deps.readDb, id), 'Import not found');
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="import-errors-${id.slice(0, 8)}.csv"`);
    res.send(await clientImportErrorReport(deps.db, id, headers));
  });
  return router;
}
