import type { SupportTicket } from '../data/supportApi';

/** A 1×1 PNG, the screenshot of the fixtures. */
export const FIXTURE_PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

const envelope = (id: string, payload: SupportTicket['payload']): SupportTicket => ({
  id, createdBy: payload.username, creationDate: payload.creationDate, updatedAt: payload.creationDate, version: 1, entityModelName: 'DomainSupportTicket', payload,
});

/** Two tickets of the story user: one answered with a screenshot, one open without text. */
export function fixtureTickets(): SupportTicket[] {
  return [
    envelope('7d1c3a52-0000-4000-8000-000000000001', {
      title: 'SPY chart stays empty', content: 'Since this morning the chart on the SPY detail page shows no candles.\nOther tickers work.',
      creationDate: '2026-11-26T09:15:00.000Z', username: 'storyuser', type: 'GENERIC_SUPPORT', mail: 'storyuser@example.com', version: '2',
      attachments: [{ id: '7d1c3a52-0000-4000-8000-0000000000a1', name: 'spy-chart.png', size: FIXTURE_PNG.length, contentType: 'image/png' }],
      status: 'answered',
      replies: [{ text: 'Thank you! The SPY candles of the night were late; they are back now.', author: 'demoadmin', date: '2026-11-26T10:02:00.000Z' }],
    }),
    envelope('7d1c3a52-0000-4000-8000-000000000002', {
      title: 'Invoice address', content: '', creationDate: '2026-11-25T16:40:00.000Z', username: 'storyuser', type: 'GENERIC_SUPPORT',
      mail: 'storyuser@example.com', version: '2', attachments: [], status: 'open', replies: [],
    }),
  ];
}
