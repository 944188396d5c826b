import { describe, expect, it } from 'vitest';
import { ListCache } from './listCache';

const answer = (n: number) => ({ rows: [{ id: n }], total: 1 });

describe('ListCache', () => {
  it('answers until the age has passed', () => {
    const cache = new ListCache();
    cache.set('DomainAsset|u1|FREE|7|{}', 'dataset:assets', answer(1), 600, 0);
    expect(cache.get('DomainAsset|u1|FREE|7|{}', 599_999)).toEqual(answer(1));
    expect(cache.get('DomainAsset|u1|FREE|7|{}', 600_000)).toBeUndefined();
  });

  it("drops one user's answers, not another's nor the shared ones", () => {
    const cache = new ListCache();
    cache.set('DomainAsset|u1|FREE|7|{}', 'dataset:assets', answer(1), 600, 0, 'u1');
    cache.set('DomainPreviewAsset|u1|FREE|7|{}', 'dataset:previewAssets', answer(2), 600, 0, 'u1');
    cache.set('DomainAsset|u10|FREE|7|{}', 'dataset:assets', answer(3), 600, 0, 'u10');
    cache.set('BookList|*||{}', 'Book', answer(4), 600, 0);
    cache.invalidateUser('u1');
    expect(cache.get('DomainAsset|u1|FREE|7|{}', 1)).toBeUndefined();
    expect(cache.get('DomainPreviewAsset|u1|FREE|7|{}', 1)).toBeUndefined();
    expect(cache.get('DomainAsset|u10|FREE|7|{}', 1)).toEqual(answer(3));
    expect(cache.get('BookList|*||{}', 1)).toEqual(answer(4));
  });

  it('drops the answers of a source model or a list model on a write', () => {
    const cache = new ListCache();
    cache.set('BookList|*||{}', 'Book', answer(1), 600, 0);
    cache.set('Book|*||{}', 'Book', answer(2), 600, 0);
    cache.set('DomainAsset|u1|FREE|7|{}', 'dataset:assets', answer(3), 600, 0);
    cache.invalidate('Book');
    expect(cache.get('BookList|*||{}', 1)).toBeUndefined();
    expect(cache.get('Book|*||{}', 1)).toBeUndefined();
    expect(cache.get('DomainAsset|u1|FREE|7|{}', 1)).toEqual(answer(3));
  });
});
