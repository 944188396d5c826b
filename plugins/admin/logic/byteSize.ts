/** Bytes as the cache table shows them: the unit and the value (B, KB, MB, GB; 1 KB = 1,024 B). */
export function byteSize(bytes: number): { value: number; unit: 'B' | 'KB' | 'MB' | 'GB' } {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = Math.max(0, bytes);
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i++;
  }
  return { value, unit: units[i]! };
}
