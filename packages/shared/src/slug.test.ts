import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

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
