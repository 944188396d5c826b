import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { lastMail, newSession, userRow, type Session } from './support/accounts';
import { call, demo, ok } from './support/engine';
import { supportAttachments } from '../../server/db/schema';
import { SUPPORT } from '../../product/support';
import { accountState } from './support/fuzzState';
import { mutationsOf, sampleMutations } from './support/fuzzBodies';
import { mulberry32 } from '../../engine/core/random/mulberry32';
import type { SupportAttachment, SupportTicketPayload } from '../../contracts';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** The start of a Windows program (MZ header), named like an image by the test. */
const EXE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000', 'hex'), Buffer.alloc(512)]);
const FILE_REFUSED = 'There was an error accepting this file. Is it an image? Is the file smaller 5MB?';

interface Part { filename?: string; field?: string; type?: string; data: Buffer }

/** A multipart/form-data body, one part per entry. */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----rangescope-test-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename !== undefined ? `form-data; name="${p.field ?? 'files'}"; filename="${p.filename}"` : `form-data; name="${p.field ?? 'note'}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${p.type ?? 'image/png'}\r\n\r\n`), p.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(BACKENDS)('support tickets on %s', (backend) => {
  let t: TestApp;
  let alice: Session & Awaited<ReturnType<typeof newSession>>;
  let bob: Session & Awaited<ReturnType<typeof newSession>>;
  let admin: Session;
  let aliceId: string;

  const upload = (s: Session, parts: Part[]): Promise<LightMyRequestResponse> => {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url: '/api/support/attachments', payload: body.payload, headers: { ...body.headers, authorization: s.authorization } });
  };
  const storedOf = async (userId: string): Promise<number> => (await t.database.db.select({ id: supportAttachments.id }).from(supportAttachments).where(eq(supportAttachments.userId, userId))).length;
  const createTicket = (s: Session, payload: Record<string, unknown>) => call(t, s, 'POST', '/api/entities/DomainSupportTicket', { payload, screen: 'ticket' });

  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    alice = await newSession(t);
    bob = await newSession(t);
    admin = await demo(t, 'demoadmin');
    aliceId = (await userRow(t, alice.username)).id;
  });
  afterAll(async () => { await t.close(); });

  it('stores PNG screenshots, checked by content, and answers the attachment list', async () => {
    const res = await upload(alice, [{ filename: 'one.png', data: PNG }, { filename: 'two.png', data: PNG, type: 'application/octet-stream' }]);
    const list = ok<SupportAttachment[]>(res);
    expect(list.map(({ name, size, contentType }) => ({ name, size, contentType }))).toEqual([
      { name: 'one.png', size: PNG.length, contentType: 'image/png' },
      { name: 'two.png', size: PNG.length, contentType: 'image/png' },
    ]);
    expect(list.every((a) => /^[0-9a-f-]{36}$/.test(a.id))).toBe(true);
  });

  it('refuses a program renamed .png, a 5,000,001-byte image and a sixth part, storing nothing', async () => {
    const before = await storedOf(aliceId);
    const exe = await upload(alice, [{ filename: 'fine.png', data: PNG }, { filename: 'screenshot.png', data: EXE }]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toMatchObject({ message: FILE_REFUSED, code: 'FILE_REFUSED', file: 'screenshot.png' });

    const big = await upload(alice, [{ filename: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(5_000_001 - PNG.length)]) }]);
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ message: FILE_REFUSED, code: 'FILE_REFUSED' });

    const exactly = await upload(alice, [{ filename: 'limit.png', data: Buffer.concat([PNG, Buffer.alloc(5_000_000 - PNG.length)]) }]);
    expect(exactly.statusCode, exactly.body).toBe(200);
    const afterLimit = await storedOf(aliceId);
    expect(afterLimit).toBe(before + 1);

    const six = await upload(alice, [1, 2, 3, 4, 5, 6].map((n) => ({ filename: `s${n}.png`, data: PNG })));
    expect(six.statusCode).toBe(400);
    expect(six.json()).toMatchObject({ code: 'TOO_MANY_FILES', message: 'At most 5 files can be sent with one ticket.' });

    const field = await upload(alice, [{ filename: 'a.png', data: PNG }, { field: 'title', data: Buffer.from('hello') }]);
    expect(field.statusCode).toBe(400);
    const duplicate = await upload(alice, [{ filename: 'same.png', data: PNG }, { filename: 'same.png', data: PNG }]);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ message: 'A file with the same name is already in the list.' });
    expect(await storedOf(aliceId)).toBe(afterLimit);
  });

  it('refuses a JSON body, an empty upload and a caller without a session', async () => {
    const json = await call(t, alice, 'POST', '/api/support/attachments', { files: ['x'] });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'NOT_MULTIPART' });
    expect((await upload(alice, [])).statusCode).toBe(400);
    const anonymous = multipart([{ filename: 'a.png', data: PNG }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/support/attachments', payload: anonymous.payload, headers: anonymous.headers })).statusCode).toBe(401);
  });

  it('answers hostile multipart with a 4xx and stores nothing (the fuzz suite sends JSON only)', async () => {
    const before = await storedOf(aliceId);
    const raw = (payload: string | Buffer, contentType: string) => t.app.inject({
      method: 'POST', url: '/api/support/attachments', payload, headers: { 'content-type': contentType, authorization: alice.authorization },
    });
    const cases = [
      await raw('not multipart at all', 'multipart/form-data; boundary=x'),
      await raw('--x\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n', 'multipart/form-data; boundary=x'),
      await raw(multipart([{ filename: 'a.png', data: PNG }]).payload, 'multipart/form-data'),
      await upload(alice, [{ field: '__proto__', data: Buffer.from('{}') }]),
      await upload(alice, [{ filename: '', data: PNG }]),
      await upload(alice, [{ filename: 'x'.repeat(300) + '.png', data: PNG }]),
      await upload(alice, [{ filename: 'empty.png', data: Buffer.alloc(0) }]),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json()).toHaveProperty('message');
    }
    expect(await storedOf(aliceId)).toBe(before);
    // A path in the name is dropped: only the file's own name is kept.
    const traversal = ok<SupportAttachment[]>(await upload(alice, [{ filename: '../../etc/shot.png', data: PNG }]));
    expect(traversal[0]!.name).toBe('shot.png');
  });

  it("takes the fuzz suite's hostile variants on its calls: no 5xx, and no 4xx changes the member's account", async () => {
    const ticket = ok<{ data: { id: string } }>(await createTicket(alice, { title: 'Fuzz target' })).data;
    const rng = mulberry32(0x26);
    const targets: { who: Session; url: string; base: unknown }[] = [
      { who: alice, url: '/api/entities/DomainSupportTicket', base: { payload: { title: 'Fuzz ticket', content: 'x', attachments: [{ id: ticket.id, name: 'a.png', size: 1, contentType: 'image/png' }] }, screen: 'ticket' } },
      { who: alice, url: '/api/entities/DomainSupportTicket/events/reply', base: { id: ticket.id, input: { text: 'hi' } } },
      { who: admin, url: '/api/entities/DomainSupportTicket/events/reply', base: { id: ticket.id, input: { text: 'hi' } } },
      { who: alice, url: '/api/support/attachments', base: { files: [{ name: 'a.png', data: 'iVBOR' }] } },
    ];
    const problems: string[] = [];
    for (const target of targets) {
      for (const m of sampleMutations(mutationsOf(target.base), rng, 40)) {
        const before = await accountState(t, aliceId);
        const payload = m.payload();
        const res = await t.app.inject({
          method: 'POST', url: target.url,
          headers: { authorization: target.who.authorization, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(payload !== undefined ? { payload } : {}),
        });
        if (res.statusCode >= 500) problems.push(`${target.url} [${m.label}] ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (res.statusCode >= 400 && (await accountState(t, aliceId)) !== before) problems.push(`${target.url} [${m.label}] ${res.statusCode} changed the account`);
      }
    }
    for (const id of ['x'.repeat(5000), 'a%00b', '%ED%A0%80', '..%2F..%2Fetc', '__proto__', '00000000-0000-4000-8000-000000000000']) {
      const res = await call(t, alice, 'GET', `/api/support/attachments/${id}`);
      if (res.statusCode >= 500 || res.statusCode < 400) problems.push(`GET attachment ${id.slice(0, 20)}: ${res.statusCode}`);
    }
    expect(problems).toEqual([]);
  });

  it("stores document 2's whole payload, written by the server, and mails the support inbox", async () => {
    const files = ok<SupportAttachment[]>(await upload(alice, [{ filename: 'chart.png', data: PNG }, { filename: 'table.png', data: PNG }]));
    const res = await createTicket(alice, {
      title: '  Chart does not load  ', content: 'The SPY chart stays empty.', creationDate: '2001-01-01T00:00:00Z', username: 'someoneelse',
      type: 'GENERIC_SUPPORT', mail: 'evil@example.com', version: '2', attachments: files,
    });
    const ticket = ok<{ data: { id: string; createdBy: string; payload: SupportTicketPayload } }>(res).data;
    expect(ticket.payload).toEqual({
      title: 'Chart does not load', content: 'The SPY chart stays empty.', creationDate: t.clock.now.toISOString(), username: alice.username,
      type: 'GENERIC_SUPPORT', mail: alice.account.email, version: '2', attachments: files, status: 'open', replies: [],
    });
    const stored = await t.database.db.select({ ticketId: supportAttachments.ticketId }).from(supportAttachments).where(eq(supportAttachments.id, files[0]!.id));
    expect(stored[0]!.ticketId).toBe(ticket.id);
    const mail = lastMail(t, SUPPORT.email, 'supportTicket');
    expect(mail.subject).toBe(`Support ticket from ${alice.username}: Chart does not load`);
    expect(mail.text).toContain('The SPY chart stays empty.');
    expect(mail.links[0]).toContain(`/dashboard/admin/support-tickets?id=${ticket.id}`);

    // A file already named by a ticket, or another member's, cannot be named again.
    const again = await createTicket(alice, { title: 'Again', attachments: [files[0]] });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'UNKNOWN_ATTACHMENT' });
    const bobs = await createTicket(bob, { title: 'Stolen', attachments: files.slice(1) });
    expect(bobs.statusCode).toBe(400);
  });

  it('keeps the content optional and refuses a title of fewer than 3 characters after trimming', async () => {
    const short = await createTicket(alice, { title: '  ab  ', content: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: [{ field: 'title', message: 'should NOT be shorter than 3 characters' }] });
    const bare = await createTicket(alice, { title: 'abc' });
    expect(ok<{ data: { payload: SupportTicketPayload } }>(bare).data.payload).toMatchObject({ title: 'abc', content: '', attachments: [] });
    expect((await createTicket(alice, { title: 'abc', attachments: 'nope' })).statusCode).toBe(400);
  });

  it("shows a member only their own tickets and screenshots; staff see all", async () => {
    const files = ok<SupportAttachment[]>(await upload(alice, [{ filename: 'private.png', data: PNG }]));
    const ticket = ok<{ data: { id: string } }>(await createTicket(alice, { title: 'Private matter', attachments: files })).data;
    expect((await call(t, bob, 'GET', `/api/entities/DomainSupportTicket/${ticket.id}`)).statusCode).toBe(404);
    expect((await call(t, bob, 'GET', `/api/support/attachments/${files[0]!.id}`)).statusCode).toBe(404);
    const own = await call(t, alice, 'GET', `/api/support/attachments/${files[0]!.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(PNG)).toBe(true);
    expect((await call(t, admin, 'GET', `/api/support/attachments/${files[0]!.id}`)).statusCode).toBe(200);
    expect((await call(t, alice, 'GET', '/api/support/attachments/not-an-id')).statusCode).toBe(400);

    const bobsList = ok<{ rows: { id: string }[] }>(await call(t, bob, 'POST', '/api/list/DomainSupportTicket', {}));
    expect(bobsList.rows.map((r) => r.id)).not.toContain(ticket.id);
    const staffList = ok<{ rows: { id: string }[] }>(await call(t, admin, 'POST', '/api/list/DomainSupportTicket', { pageSize: 200 }));
    expect(staffList.rows.map((r) => r.id)).toContain(ticket.id);
  });

  it('lets only staff answer through the reply event, marks the ticket answered and mails its owner', async () => {
    const ticket = ok<{ data: { id: string } }>(await createTicket(alice, { title: 'Please answer' })).data;
    const path = '/api/entities/DomainSupportTicket/events/reply';
    const byMember = await call(t, alice, 'POST', path, { id: ticket.id, input: { text: 'I answer myself' } });
    expect(byMember.statusCode).toBe(403);
    expect((await call(t, admin, 'POST', path, { id: ticket.id, input: { text: '   ' } })).statusCode).toBe(400);
    expect((await call(t, admin, 'POST', path, { id: ticket.id, input: { text: 42 } })).statusCode).toBe(400);
    expect((await call(t, admin, 'POST', path, { input: { text: 'no id' } })).statusCode).toBe(400);

    const answered = await call(t, admin, 'POST', path, { id: ticket.id, input: { text: 'Please clear your cache.' } });
    expect(ok<{ data: { replies: unknown[] } }>(answered).data.replies).toEqual([{ text: 'Please clear your cache.', author: 'demoadmin', date: t.clock.now.toISOString() }]);
    const seen = ok<{ data: { payload: SupportTicketPayload } }>(await call(t, alice, 'GET', `/api/entities/DomainSupportTicket/${ticket.id}`)).data.payload;
    expect(seen.status).toBe('answered');
    expect(seen.replies).toHaveLength(1);
    const mail = lastMail(t, alice.account.email, 'supportReply');
    expect(mail.subject).toBe('Our answer to your support ticket "Please answer"');
    expect(mail.text).toContain('Please clear your cache.');
    expect(mail.links[0]).toMatch(/\/dashboard\/support$/);
  });

  it('lets staff change the status, not the member', async () => {
    const ticket = ok<{ data: { id: string; version: number } }>(await createTicket(alice, { title: 'Status please' })).data;
    const byMember = await call(t, alice, 'PUT', '/api/entities/DomainSupportTicket', { id: ticket.id, payload: { title: 'Changed', content: '' } });
    expect(byMember.statusCode).toBe(403);
    const byStaff = await call(t, admin, 'PUT', '/api/entities/DomainSupportTicket', { id: ticket.id, payload: { title: 'Status please', content: '', status: 'closed' }, screen: 'admin' });
    expect(ok<{ data: { payload: SupportTicketPayload } }>(byStaff).data.payload).toMatchObject({ status: 'closed', username: alice.username, type: 'GENERIC_SUPPORT' });
  });
});
