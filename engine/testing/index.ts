/** engine/testing: helpers for tests and stories only (never imported by shipped code). */
export { memoryStorage } from '../data/testing/fakeFetch';
export { renderWithI18n } from '../form/testing/renderWithI18n';
export { mockScrollViewport } from '../list/testing/jsdomLayout';
