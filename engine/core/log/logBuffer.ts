/**
 * The client log (document 1 section 9, "Log buffer 500 lines"): the last lines the app wrote to
 * the console, kept in memory and sent with a log dump (`/base-node/upload`) when something fails,
 * so that support sees what led up to it. The app sets the sizes from product/ at start.
 */
export class LogBuffer {
  private entries: string[] = [];
  /** Whether captureConsole feeds it (a line written to the console is then already here). */
  capturing = false;

  constructor(private capacity = 500, private lineMax = 4000) {}

  setLimits(capacity: number, lineMax: number): void {
    this.capacity = capacity;
    this.lineMax = lineMax;
    this.entries = this.entries.slice(-capacity);
  }

  /** One line: time, level and the parts as text (errors by name and message), cut to the line limit. */
  add(level: string, parts: readonly unknown[], at = new Date()): void {
    const text = parts.map(partText).join(' ');
    this.entries.push(`${at.toISOString()} ${level.toUpperCase()} ${text}`.slice(0, this.lineMax));
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
  }

  lines(): string[] {
    return [...this.entries];
  }

  clear(): void {
    this.entries = [];
  }
}

function partText(part: unknown): string {
  if (part instanceof Error) return `${part.name}: ${part.message}`;
  if (typeof part === 'string') return part;
  try {
    return JSON.stringify(part) ?? String(part);
  } catch {
    return String(part);
  }
}

/** The app's one buffer. */
export const clientLog = new LogBuffer();

const LEVELS = ['log', 'info', 'warn', 'error'] as const;

/** Copies what the console is told into the buffer (the console still prints it); answers the undo. */
export function captureConsole(buffer: LogBuffer = clientLog, target: Pick<Console, (typeof LEVELS)[number]> = console): () => void {
  const originals = LEVELS.map((level) => [level, target[level]] as const);
  buffer.capturing = true;
  for (const [level, original] of originals) {
    target[level] = (...parts: unknown[]) => {
      buffer.add(level, parts);
      original.apply(target, parts);
    };
  }
  return () => {
    for (const [level, original] of originals) target[level] = original;
    buffer.capturing = false;
  };
}
