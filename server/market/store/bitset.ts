/** Fixed-size bitsets over row indices (32 rows per word). */
export const bitsetWords = (size: number): number => Math.ceil(size / 32);

export function newBitset(size: number): Uint32Array {
  return new Uint32Array(bitsetWords(size));
}

export function getBit(bits: Uint32Array, index: number): boolean {
  return ((bits[index >>> 5]! >>> (index & 31)) & 1) === 1;
}

export function setBit(bits: Uint32Array, index: number, value: boolean): void {
  const word = index >>> 5;
  const mask = 1 << (index & 31);
  bits[word] = value ? bits[word]! | mask : bits[word]! & ~mask;
}
