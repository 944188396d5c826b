import { describe, expect, it } from 'vitest';
import { ApiCallError, testDataProvider, type RequestOptions } from '../../../engine/data';
import { supportMethods } from './supportApi';
import { fixtureTickets } from '../testing/supportFixtures';

function recording() {
  const seen: { call: string; args: unknown[] }[] = [];
  const data = testDataProvider({
    request: (async (path: string, options: RequestOptions = {}) => {
      seen.push({ call: 'request', args: [path, options] });
      return path.endsWith('/attachments') ? [] : new Blob();
    }) as never,
    create: async (...args) => { seen.push({ call: 'create', args }); return fixtureTickets()[0]! as never; },
    getList: async (...args) => { seen.push({ call: 'getList', args }); return { rows: [], total: 0 }; },
    fireEvent: async (...args) => { seen.push({ call: 'fireEvent', args }); return { replies: [] }; },
    update: async (...args) => { seen.push({ call: 'update', args }); return fixtureTickets()[0]! as never; },
  });
  return { api: supportMethods.of(data), seen };
}

describe('the support calls', () => {
  it('upload the files as one multipart body, one part per file, keeping refusals with the form', async () => {
    const { api, seen } = recording();
    await api.upload([new File(['a'], 'a.png'), new File(['b'], 'b.png')]);
    const [path, options] = seen[0]!.args as [string, RequestOptions];
    expect(path).toBe('/support/attachments');
    expect(options.method).toBe('POST');
    const form = options.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    const reported = options.reportError as (err: unknown) => boolean;
    expect([400, 413, 401, 500].map((s) => reported(new ApiCallError(s, '')))).toEqual([false, false, true, true]);
  });

  it("save document 2's payload with the ticket screen, and answer through the reply event", async () => {
    const { api, seen } = recording();
    const attachments = [{ id: 'f1', name: 'a.png', size: 1, contentType: 'image/png' }];
    await api.create({ title: '  Broken chart ', content: 'x', attachments }, 'pat', 'pat@example.com');
    const [model, payload, screen] = seen[0]!.args as [string, Record<string, unknown>, string];
    expect([model, screen]).toEqual(['DomainSupportTicket', 'ticket']);
    expect(payload).toMatchObject({ title: 'Broken chart', content: 'x', username: 'pat', mail: 'pat@example.com', type: 'GENERIC_SUPPORT', version: '2', attachments });
    expect(typeof payload.creationDate).toBe('string');
    await api.reply('t1', 'Fixed');
    expect(seen[1]).toEqual({ call: 'fireEvent', args: ['DomainSupportTicket', 'reply', { id: 't1', input: { text: 'Fixed' } }] });
    await api.tickets('open');
    expect(seen[2]!.args[1]).toMatchObject({ page: 1, filterQuery: [{ filterKey: 'payload.status', type: 'in', val: ['open'] }] });
    await api.setStatus(fixtureTickets()[0]!, 'closed');
    expect(seen[3]!.args).toEqual(['DomainSupportTicket', fixtureTickets()[0]!.id, expect.objectContaining({ status: 'closed' }), { screen: 'admin', version: 1 }]);
  });
});
