import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import { clientHash, createTestApp, type TestApp } from './support/testApp';
import { authed, lastMail, newSession, register, registerAndVerify, registerPayload, userRow } from './support/accounts';

describe.each(BACKENDS)('mail language on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend); });
  afterAll(async () => { await t.close(); });

  const resetPW = (email: string) => t.app.inject({ method: 'GET', url: `/api/resetPW?email=${encodeURIComponent(email)}` });
  const findUsername = (email: string) => t.app.inject({ method: 'GET', url: `/api/findUsername?email=${encodeURIComponent(email)}` });

  it("a user registered with language 'de' gets German mails", async () => {
    const payload = registerPayload({ language: 'de', firstname: 'Greta' });
    expect((await register(t, payload)).statusCode).toBe(200);
    expect((await userRow(t, payload.username)).settings.language).toBe('de');

    const verify = lastMail(t, payload.email, 'verifyEmail');
    expect(verify.language).toBe('de');
    expect(verify.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(verify.text).toMatch(/^Hallo Greta,\n/);
    expect(verify.text).toContain('Vielen Dank für Ihre Registrierung bei RangeScope.');
    expect(verify.text).toContain('Ihr RangeScope-Team');
    expect(verify.text).not.toContain('Thank you');
    expect(verify.html).toContain('<p>Hallo Greta,</p>');

    await resetPW(payload.email);
    const reset = lastMail(t, payload.email, 'passwordReset');
    expect(reset.subject).toBe('Setzen Sie Ihr RangeScope-Passwort zurück');
    expect(reset.text).toContain('Der Link ist 72 Stunden gültig');

    await findUsername(payload.email);
    const username = lastMail(t, payload.email, 'usernameRecovery');
    expect(username.subject).toBe('Ihr RangeScope-Benutzername');
    expect(username.text).toContain(`Er lautet: ${payload.username}`);
  });

  it('German verification mail is in the outbox table too', async () => {
    const payload = registerPayload({ language: 'de' });
    await register(t, payload);
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(payload.email)}` });
    expect(res.json().mails[0]).toMatchObject({ language: 'de', subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' });
  });

  it('without a language field the Accept-Language header decides', async () => {
    const { language: _none, ...german } = registerPayload();
    await register(t, german, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(lastMail(t, german.email, 'verifyEmail').subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect((await userRow(t, german.username)).settings.language).toBe('de');

    const { language: _none2, ...french } = registerPayload();
    await register(t, french, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(lastMail(t, french.email, 'verifyEmail').subject).toBe('Please verify your email address');
  });

  it('the language field wins over the header', async () => {
    const payload = registerPayload({ language: 'en' });
    await register(t, payload, { 'accept-language': 'de' });
    const mail = lastMail(t, payload.email, 'verifyEmail');
    expect(mail.subject).toBe('Please verify your email address');
    expect(mail.text).toMatch(/^Hello Tess,\n/);
  });

  it('changing the language setting switches later mails', async () => {
    const account = await registerAndVerify(t);
    await resetPW(account.email);
    expect(lastMail(t, account.email, 'passwordReset').subject).toBe('Reset your RangeScope password');

    const s = await newSession(t);
    expect((await authed(t, s, 'POST', '/api/userData', { settings: { language: 'de' } })).statusCode).toBe(200);
    await resetPW(s.account.email);
    expect(lastMail(t, s.account.email, 'passwordReset').language).toBe('de');
    const res = await authed(t, s, 'POST', '/api/changePW', {
      oldPW: clientHash(s.account.password), newPW: clientHash('Neues123'), newPWConfirmation: clientHash('Neues123'),
    });
    expect(res.statusCode).toBe(200);
    expect(lastMail(t, s.account.email, 'passwordChanged').subject).toBe('Ihr RangeScope-Passwort wurde geändert');
  });

  it('escapes markup from the name in the HTML part', async () => {
    const payload = registerPayload({ firstname: 'Tom & "Jerry"' });
    await register(t, payload);
    const mail = lastMail(t, payload.email, 'verifyEmail');
    expect(mail.html).toContain('Hello Tom &#38; &#34;Jerry&#34;,');
    expect(mail.text).toContain('Hello Tom & "Jerry",');
  });
});
