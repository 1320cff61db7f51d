import { describe, expect, it } from 'vitest';
import { splitVideos } from './post-videos';

const frame = (id: string, title = 'Oats, three ways') =>
  `<iframe src="https://www.youtube-nocookie.com/embed/${id}" title="${title}" allowfullscreen=""></iframe>`;

describe('splitVideos', () => {
  it('leaves HTML without videos whole', () => {
    const html = '<h2>Why</h2><p>Fibre <a href="/x">helps</a>.</p><img src="/a.webp" alt="a"><hr>';
    expect(splitVideos(html)).toEqual([{ html }]);
    expect(splitVideos('')).toEqual([]);
  });

  it('cuts a post around each top-level YouTube frame', () => {
    const html = `<p>Before</p>${frame('abcdefghijk')}<p>Between</p>${frame('ABCDEFGHIJ_', 'Poha &amp; chai')}`;
    expect(splitVideos(html)).toEqual([
      { html: '<p>Before</p>' },
      { videoId: 'abcdefghijk', title: 'Oats, three ways' },
      { html: '<p>Between</p>' },
      { videoId: 'ABCDEFGHIJ_', title: 'Poha & chai' },
    ]);
  });

  it('accepts the youtube.com embed address and a missing title', () => {
    const html = '<iframe src="https://www.youtube.com/embed/abcdefghijk?start=30"></iframe><p>After</p>';
    expect(splitVideos(html)).toEqual([{ videoId: 'abcdefghijk', title: '' }, { html: '<p>After</p>' }]);
  });

  it('keeps a frame nested in another element, and one of another address, as HTML', () => {
    const nested = `<table><tbody><tr><td>${frame('abcdefghijk')}</td></tr></tbody></table>`;
    expect(splitVideos(nested)).toEqual([{ html: nested }]);
    const figure = `<figure>${frame('abcdefghijk')}<figcaption>x</figcaption></figure><p>y</p>`;
    expect(splitVideos(figure)).toEqual([{ html: figure }]);
    const other = '<iframe src="https://player.example/embed/abcdefghijk"></iframe>';
    expect(splitVideos(other)).toEqual([{ html: other }]);
    const longer = '<iframe src="https://www.youtube.com/embed/abcdefghijkl"></iframe>';
    expect(splitVideos(longer)).toEqual([{ html: longer }]);
  });

  it('finds top-level frames after void elements and closed blocks', () => {
    const html = `<p>a<br>b</p><img src="/a.webp" alt="a"><ul><li><p>c</p></li></ul>${frame('abcdefghijk')}`;
    expect(splitVideos(html)).toEqual([
      { html: '<p>a<br>b</p><img src="/a.webp" alt="a"><ul><li><p>c</p></li></ul>' },
      { videoId: 'abcdefghijk', title: 'Oats, three ways' },
    ]);
  });

  it('is not misled by a > inside a quoted value', () => {
    const html = `<p title="a > b">x</p>${frame('abcdefghijk', '1 > 0')}`;
    expect(splitVideos(html)).toEqual([{ html: '<p title="a > b">x</p>' }, { videoId: 'abcdefghijk', title: '1 > 0' }]);
  });
});
