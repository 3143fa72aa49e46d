// The client-imports module's public entry: the import job's contract and body, which the workers run.
export { clientImportJobSchema, clientImportQueueName, type ClientImportJob } from './client-import-jobs';
export { runClientImportJob } from './client-import-service';
