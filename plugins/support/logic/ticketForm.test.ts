import { describe, expect, it } from 'vitest';
import { fileProblem, isAcceptedImage, titleProblem } from './ticketForm';

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
const file = (name: string, bytes: Uint8Array<ArrayBuffer>, type = 'image/png') => new File([bytes], name, { type });

describe('the support ticket form', () => {
  it('wants a title longer than 2 characters after trimming; content is optional', () => {
    expect(titleProblem('  ab ')).toBe('form.titleTooShort');
    expect(titleProblem('')).toBe('form.titleTooShort');
    expect(titleProblem(' abc ')).toBeNull();
  });

  it('accepts images by their content, not by their name or type', async () => {
    expect(await isAcceptedImage(file('x.txt', PNG, 'text/plain'))).toBe(true);
    expect(await isAcceptedImage(file('virus.png', new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0])))).toBe(false);
    expect(await isAcceptedImage(file('empty.png', new Uint8Array()))).toBe(false);
  });

  it('refuses a duplicate name, a sixth file and a file over 5,000,000 bytes', async () => {
    const listed = [{ name: 'a.png' }];
    expect(await fileProblem(file('a.png', PNG), listed)).toBe('form.duplicateName');
    expect(await fileProblem(file('f.png', PNG), ['a', 'b', 'c', 'd', 'e'].map((n) => ({ name: n })))).toBe('form.tooMany');
    const big = new Uint8Array(5_000_001);
    big.set(PNG);
    expect(await fileProblem(file('big.png', big), listed)).toBe('form.fileRejected');
    expect(await fileProblem(file('b.png', PNG), listed)).toBeNull();
  });
});
