/** engine/data: the data layer (DataProvider, its decorators, plugin data methods); see README.md. Plugins and screens import the engine only through these index files. */
export { ApiCallError, deviceId, type Credentials } from './apiClient';
export { defineDataMethods } from './dataMethods';
export { testDataProvider, type DataProvider, type DataRequest, type EntityEnvelope, type RequestOptions } from './dataProvider';
export { classifyError, type CallKind, type ErrorEffect } from './errorCatalogue';
export { saveFile } from './fileTransfer';
export { defineManyResource, type ManyOptions } from './manyResource';
export { decryptModel } from './modelCrypto';
export { publicRequest } from './publicRequest';
export { withGetMany } from './withGetMany';
export type { StreamEvent, SubscribeOptions, Unsubscribe } from './subscription';
