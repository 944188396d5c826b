/** The wire types: every request and answer shape that the server and the browser share (README.md). */
export * from './assets';
export * from './balances';
export * from './billing';
export * from './charts';
export * from './lists';
export * from './publicDemo';
export * from './quotes';
export * from './ratings';
export * from './search';
export * from './session';
export * from './signals';
