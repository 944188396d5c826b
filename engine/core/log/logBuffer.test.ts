import { describe, expect, it, vi } from 'vitest';
import { captureConsole, LogBuffer } from './logBuffer';

describe('LogBuffer', () => {
  it('keeps the last lines up to its capacity, each cut to the line limit', () => {
    const buffer = new LogBuffer(3, 40);
    const at = new Date('2026-01-02T03:04:05Z');
    for (let i = 1; i <= 5; i++) buffer.add('warn', [`line ${i}`], at);
    expect(buffer.lines()).toEqual(['2026-01-02T03:04:05.000Z WARN line 3', '2026-01-02T03:04:05.000Z WARN line 4', '2026-01-02T03:04:05.000Z WARN line 5']);
    buffer.add('error', ['x'.repeat(100)], at);
    expect(buffer.lines()[2]).toHaveLength(40);
    buffer.setLimits(500, 4000);
    expect(buffer.lines()).toHaveLength(3);
  });

  it('writes errors and objects as text', () => {
    const buffer = new LogBuffer();
    buffer.add('error', ['failed', new TypeError('bad'), { a: 1 }], new Date(0));
    expect(buffer.lines()).toEqual(['1970-01-01T00:00:00.000Z ERROR failed TypeError: bad {"a":1}']);
  });

  it('captures the console until undone, and the console still prints', () => {
    const buffer = new LogBuffer();
    const target = { log: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const printed = target.warn;
    const undo = captureConsole(buffer, target);
    target.warn('watch out', 42);
    expect(printed).toHaveBeenCalledWith('watch out', 42);
    expect(buffer.lines()[0]).toMatch(/ WARN watch out 42$/);
    undo();
    target.error('after');
    expect(buffer.lines()).toHaveLength(1);
  });
});
