import { describe, expect, it } from 'vitest';
import { recipeIdFromSegment, recipePath, slugify } from './slug';

describe('slugify', () => {
  it('lowercases, drops punctuation and hyphenates whitespace runs', () => {
    expect(slugify('10 Tips for PCOS: Eat Well!')).toBe('10-tips-for-pcos-eat-well');
    expect(slugify('Meal   prep -  made easy')).toBe('meal-prep---made-easy');
  });
  it('keeps letters beyond ASCII', () => {
    expect(slugify('Crème brûlée')).toBe('crème-brûlée');
  });
  it('gives an empty slug for an empty title', () => {
    expect(slugify('  ?! ')).toBe('');
  });
});

describe('recipePath', () => {
  it('puts the id before the title slug, with single hyphens', () => {
    expect(recipePath({ id: 12, title: 'Masala Oats' })).toBe('/recipes/12-masala-oats');
    expect(recipePath({ id: 3, title: 'Dal - the quick way!' })).toBe('/recipes/3-dal-the-quick-way');
  });
  it('has no hyphen at either end of the slug', () => {
    expect(recipePath({ id: 3, title: ' -Masala Oats- ' })).toBe('/recipes/3-masala-oats');
    expect(recipePath({ id: 4, title: '--Poha' })).toBe('/recipes/4-poha');
  });
  it('is the bare id when the title has no letters or digits', () => {
    expect(recipePath({ id: 7, title: '?!' })).toBe('/recipes/7');
  });
});

describe('recipeIdFromSegment', () => {
  it('reads the id from the bare id and from the id-slug form', () => {
    expect(recipeIdFromSegment('12')).toBe(12);
    expect(recipeIdFromSegment('12-masala-oats')).toBe(12);
    expect(recipeIdFromSegment('12-any-old-slug')).toBe(12);
    expect(recipeIdFromSegment('7')).toBe(7);
    expect(recipeIdFromSegment('123-poha')).toBe(123);
    expect(recipeIdFromSegment('1234567890123456')).toBe(1234567890123456);
  });
  it('refuses what does not start with a plain positive id', () => {
    for (const segment of ['', '0', '012', 'masala-oats', '12masala', '-12', '1e3', '12345678901234567']) {
      expect(recipeIdFromSegment(segment), segment).toBeUndefined();
    }
  });
});
