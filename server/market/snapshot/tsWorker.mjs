// Starts a TypeScript worker thread. On Node 20 a worker cannot get tsx through
// `execArgv: ['--import', 'tsx']` (loader hooks do not reach workers: nodejs/node#47747), so
// this plain-JS entry registers tsx in the worker and then imports the TypeScript entry given in
// workerData.entry. The rest of workerData (`data`) is for that entry.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
