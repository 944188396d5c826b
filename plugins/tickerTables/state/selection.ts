import { makeAutoObservable, observable } from 'mobx';

/** The tickers selected for a refresh in one table. */
export class Selection {
  readonly tickers = observable.set<string>();

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  has(ticker: string): boolean {
    return this.tickers.has(ticker);
  }

  get size(): number {
    return this.tickers.size;
  }

  toggle(ticker: string): void {
    if (this.tickers.has(ticker)) this.tickers.delete(ticker);
    else this.tickers.add(ticker);
  }

  /** Selects exactly these tickers. */
  set(tickers: readonly string[]): void {
    this.tickers.replace(tickers);
  }

  /** Keeps only tickers still in the list. */
  retain(tickers: readonly string[]): void {
    const keep = new Set(tickers);
    for (const t of [...this.tickers]) if (!keep.has(t)) this.tickers.delete(t);
  }

  clear(): void {
    this.tickers.clear();
  }
}
