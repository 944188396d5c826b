/** Shown wherever simulated data is shown (document: the embedded default is labelled "Demo data"). */
export const DEMO_DATA_LABEL = 'Demo data';
