import { describe, expect, it } from 'vitest';
import { ListCache } from './listCache';
import { handFeed } from '../cluster/testing/handFeed';

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

describe('the list cache across instances', () => {
  it("drops what another instance changed: a model's entities, a saved list model, a user's activations, all on a reset", () => {
    const cache = new ListCache();
    const feed = handFeed();
    cache.follow(feed);
    cache.set('BookList|q1', 'Book', answer(1), 60, 0);
    cache.set('FilmList|q1', 'Film', answer(2), 60, 0);
    cache.set('DomainAsset|u1', 'dataset:assets', answer(3), 60, 0, 'u1');
    cache.set('DomainAsset|u2', 'dataset:assets', answer(4), 60, 0, 'u2');
    feed.emit('entities', 'Book');
    expect(cache.get('BookList|q1', 1)).toBeUndefined();
    expect(cache.get('FilmList|q1', 1)).toEqual(answer(2));
    feed.emit('model_versions', 'FilmList');
    expect(cache.get('FilmList|q1', 1)).toBeUndefined();
    feed.emit('active_tickers', 'u1');
    expect(cache.get('DomainAsset|u1', 1)).toBeUndefined();
    expect(cache.get('DomainAsset|u2', 1)).toEqual(answer(4));
    feed.reset();
    expect(cache.stats().entries).toBe(0);
  });

  it("drops everything when an admin cleared the list caches on another instance", () => {
    const cache = new ListCache();
    const feed = handFeed();
    cache.follow(feed);
    cache.set('BookList|q1', 'Book', answer(1), 60, 0);
    cache.set('DomainAsset|u1', 'dataset:assets', answer(3), 60, 0, 'u1');
    feed.emit('list_cache', 'all');
    expect(cache.stats().entries).toBe(0);
  });
});
