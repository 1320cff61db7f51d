import { describe, expect, it } from 'vitest';
import { nextSort, type SortableColumn, shownSort } from './list-sort';

type Key = 'title' | 'views' | 'date';
const title: SortableColumn<Key> = { label: 'Title', sort: 'title' };
const views: SortableColumn<Key> = { label: 'Views', sort: 'views', first: 'desc' };
const date: SortableColumn<Key> = { label: 'Date', sort: 'date', first: 'desc' };
const newestFirst = { dir: 'desc' } as const;
const byDate = { sort: 'date', dir: 'desc' } as const;
const none = { sort: undefined, dir: undefined };

describe('sorting a list by its headers', () => {
  it('shows the choice in the URL, ascending unless told otherwise, else the default order', () => {
    expect(shownSort<Key>({}, newestFirst)).toEqual(newestFirst);
    expect(shownSort<Key>({ dir: 'asc' }, byDate)).toEqual(byDate);
    expect(shownSort<Key>({ sort: 'title' }, byDate)).toEqual({ sort: 'title', dir: 'asc' });
    expect(shownSort<Key>({ sort: 'views', dir: 'desc' }, byDate)).toEqual({ sort: 'views', dir: 'desc' });
  });

  it('cycles a column through its first direction, the other one, then the default order', () => {
    expect(nextSort<Key>({}, title, newestFirst)).toEqual({ sort: 'title', dir: 'asc' });
    expect(nextSort<Key>({ sort: 'title', dir: 'asc' }, title, newestFirst)).toEqual({ sort: 'title', dir: 'desc' });
    expect(nextSort<Key>({ sort: 'title', dir: 'desc' }, title, newestFirst)).toEqual(none);
    expect(nextSort<Key>({}, views, newestFirst)).toEqual({ sort: 'views', dir: 'desc' });
    expect(nextSort<Key>({ sort: 'views', dir: 'desc' }, views, newestFirst)).toEqual({ sort: 'views', dir: 'asc' });
    expect(nextSort<Key>({ sort: 'views', dir: 'asc' }, views, newestFirst)).toEqual(none);
  });

  it('moving to another column starts it at its first direction', () => {
    expect(nextSort<Key>({ sort: 'title', dir: 'desc' }, views, newestFirst)).toEqual({ sort: 'views', dir: 'desc' });
    expect(nextSort<Key>({ sort: 'views', dir: 'asc' }, title, byDate)).toEqual({ sort: 'title', dir: 'asc' });
  });

  it("the default order's own column flips, and flipping back leaves the URL empty", () => {
    expect(nextSort<Key>({}, date, byDate)).toEqual({ sort: 'date', dir: 'asc' });
    expect(nextSort<Key>({ sort: 'date', dir: 'asc' }, date, byDate)).toEqual(none);
    // A link that spells the default out is the default too.
    expect(nextSort<Key>({ sort: 'title', dir: 'asc' }, date, byDate)).toEqual(none);
  });
});
