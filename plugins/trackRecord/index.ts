/** What other plugins use of the track record page: its call. Import from here only. */
export { trackRecordMethods, type TrackRecordApi } from './data/trackRecordApi';
