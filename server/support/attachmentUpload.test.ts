import { describe, expect, it } from 'vitest';
import { cleanFileName, imageTypeOf } from './attachmentUpload';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('screenshot checks', () => {
  it('keep only the file name, without folders or control characters', () => {
    expect(cleanFileName('../../etc/shot.png')).toBe('shot.png');
    expect(cleanFileName('C:\\Users\\pat\\shot 1.png')).toBe('shot 1.png');
    expect(cleanFileName(' a\u0000b\u001f.png ')).toBe('ab.png');
    expect(cleanFileName('folder/')).toBe('');
  });

  it('know an image by its magic bytes only', async () => {
    expect(await imageTypeOf(PNG)).toBe('image/png');
    expect(await imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]))).toBe('image/jpeg');
    expect(await imageTypeOf(Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1'))).toBe('image/gif');
    expect(await imageTypeOf(Buffer.from('MZ\u0090\u0000', 'latin1'))).toBeNull();
    expect(await imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(await imageTypeOf(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(await imageTypeOf(Buffer.alloc(0))).toBeNull();
  });
});
