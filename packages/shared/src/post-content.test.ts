import { describe, expect, it } from 'vitest';
import { imagesWithoutAlt, READING_WORDS_PER_MINUTE, suggestedReadTime } from './post-content';

describe('suggestedReadTime', () => {
  it('gives about one minute for each 200 words, rounded, and never less than a minute', () => {
    expect(READING_WORDS_PER_MINUTE).toBe(200);
    expect(suggestedReadTime(0)).toBe('1 min read');
    expect(suggestedReadTime(99)).toBe('1 min read');
    expect(suggestedReadTime(299)).toBe('1 min read');
    expect(suggestedReadTime(300)).toBe('2 min read');
    expect(suggestedReadTime(1000)).toBe('5 min read');
    expect(suggestedReadTime(1099)).toBe('5 min read');
    expect(suggestedReadTime(1100)).toBe('6 min read');
  });
});

describe('imagesWithoutAlt', () => {
  it('counts nothing in no content or content without images', () => {
    expect(imagesWithoutAlt(null)).toBe(0);
    expect(imagesWithoutAlt(undefined)).toBe(0);
    expect(imagesWithoutAlt('')).toBe(0);
    expect(imagesWithoutAlt('<p>An <em>image</em> of imagination: imgur, <imgx src="a"></p>')).toBe(0);
  });

  it('accepts images whose alt text has words, in any quoting', () => {
    expect(imagesWithoutAlt('<img src="/a.webp" alt="Oats with berries">')).toBe(0);
    expect(imagesWithoutAlt("<IMG SRC='/a.webp' ALT='Oats'>")).toBe(0);
    expect(imagesWithoutAlt('<img alt=Oats src=/a.webp>')).toBe(0);
    expect(imagesWithoutAlt('<img src="/a.webp" alt = "Oats" />')).toBe(0);
    expect(imagesWithoutAlt('<p><a href="/big.webp"><img src="/a-medium.webp" alt="Poha"></a></p>')).toBe(0);
  });

  it('counts each image with no alt, an empty one or one of blanks', () => {
    expect(imagesWithoutAlt('<img src="/a.webp">')).toBe(1);
    expect(imagesWithoutAlt('<img src="/a.webp"/>')).toBe(1);
    expect(imagesWithoutAlt('<img>')).toBe(1);
    expect(imagesWithoutAlt('<img src="/a.webp" alt="">')).toBe(1);
    expect(imagesWithoutAlt("<img src='/a.webp' alt='  '>")).toBe(1);
    expect(imagesWithoutAlt('<img src="/a.webp" alt>')).toBe(1);
    expect(
      imagesWithoutAlt('<img src="/1.webp" alt="One"><p>text</p><img src="/2.webp"><img alt="" src="/3.webp">'),
    ).toBe(2);
  });

  it('is not fooled by an alt inside another attribute or a > inside a quoted value', () => {
    expect(imagesWithoutAlt('<img title="alt=described" src="/a.webp">')).toBe(1);
    expect(imagesWithoutAlt('<img data-alt="x" src="/a.webp">')).toBe(1);
    expect(imagesWithoutAlt('<img title="a > b" alt="Chart">')).toBe(0);
    expect(imagesWithoutAlt('<img title="a > b" src="/a.webp">')).toBe(1);
    expect(imagesWithoutAlt("<img title='x' alt='Plate'><img title=\"alt='y'\">")).toBe(1);
  });

  it('takes the first alt of a tag, as a browser does', () => {
    expect(imagesWithoutAlt('<img alt="" alt="Second">')).toBe(1);
    expect(imagesWithoutAlt('<img alt="First" alt="">')).toBe(0);
  });

  // A backtracking blow-up would run past the test's time limit.
  it('reads a long hostile run of attributes without blowing up', () => {
    const hostile = `<img ${'a'.repeat(50_000)} ${'"'.repeat(3)}${' b'.repeat(20_000)}`;
    expect(imagesWithoutAlt(hostile)).toBe(0);
    expect(imagesWithoutAlt(`${hostile}>`)).toBe(0);
  });
});
