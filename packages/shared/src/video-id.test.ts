import { describe, expect, it } from 'vitest';
import { parseVideoId } from './video-id';

describe('parseVideoId', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=a-b_c1234XY&t=3', 'a-b_c1234XY'],
    ['https://youtube.com/shorts/a-b_c1234XY?si=abc', 'a-b_c1234XY'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('accepts %s', (input, expected) => {
    expect(parseVideoId(input)).toBe(expected);
  });

  it.each([
    '',
    'short',
    'dQw4w9WgXcQX',
    'dQw4w9WgXc!',
    'https://vimeo.com/123456789',
    'https://www.youtube.com/watch?v=short',
    'https://youtu.be/dQw4w9WgXcQextra',
    'javascript:alert(1)',
    'https://evil.com/youtube.com/shorts/a-b_c1234XY',
    'https://notyoutu.be/dQw4w9WgXcQ',
    'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
  ])('rejects %j', (input) => {
    expect(parseVideoId(input)).toBeNull();
  });
});
