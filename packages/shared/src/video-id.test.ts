import { describe, expect, it } from 'vitest';
import { parseVideoId, videoEmbedUrl, videoWatchUrl } from './video-id';

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
    ['https://music.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ/', 'dQw4w9WgXcQ'],
    ['http://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ&next=https://example.com', 'dQw4w9WgXcQ'],
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
    'https://youtu.be/extra/dQw4w9WgXcQ',
    'https://www.youtube.com/channel/UCabcdefghijk',
    'https://www.youtube.com/foo/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ/extra',
    'https://www.youtube.com/watch',
    'https://[::1',
  ])('rejects %j', (input) => {
    expect(parseVideoId(input)).toBeNull();
  });
});

describe('video addresses', () => {
  it('embed through the privacy-enhanced player, autoplaying once the poster is clicked', () => {
    expect(videoEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
  });
  it('link out to the watch page', () => {
    expect(videoWatchUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });
});
