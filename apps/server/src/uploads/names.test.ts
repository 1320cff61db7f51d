// Upload folders and file names come from the server: client text is folded to [a-z0-9-] and can never steer a path.
import { describe, expect, it } from 'vitest';
import { newImageName, sanitiseSegment, uploadCategory } from './names';

describe('sanitiseSegment', () => {
  it.each([
    ['Crème Brûlée', 'creme-brulee'],
    ['../../etc/passwd', 'etc-passwd'],
    ['--Featured--', 'featured'],
    ['a___b', 'a-b'],
    ['ÅNGSTRÖM', 'angstrom'],
    ['', ''],
  ])('%j becomes %j', (input, output) => {
    expect(sanitiseSegment(input)).toBe(output);
  });

  it('cuts to the length asked, then trims hyphens at the cut', () => {
    expect(sanitiseSegment('a'.repeat(60))).toBe('a'.repeat(40));
    expect(sanitiseSegment('abc def', 4)).toBe('abc');
  });
});

describe('uploadCategory', () => {
  it('takes the known folders, an empty one as general, and refuses any other', () => {
    expect(uploadCategory('Recipes')).toBe('recipes');
    expect(uploadCategory(' blog ')).toBe('blog');
    expect(uploadCategory(undefined)).toBe('general');
    expect(uploadCategory('')).toBe('general');
    expect(uploadCategory('???')).toBe('general');
    expect(() => uploadCategory('../recipes/x')).toThrow(
      'category: Category must be one of blog, recipes, transformations, pages, testimonials, general',
    );
  });
});

describe('newImageName', () => {
  it('is the folded prefix and 96 random bits, or the random part alone', () => {
    expect(newImageName('Hero Image!')).toMatch(/^hero-image-[0-9a-f]{24}$/);
    expect(newImageName(undefined)).toMatch(/^[0-9a-f]{24}$/);
    expect(newImageName('***')).toMatch(/^[0-9a-f]{24}$/);
    expect(newImageName('x')).not.toBe(newImageName('x'));
  });
});
