/** The association feed's texts as plain text, the feed's entries in SPEC §3's shape, and the news modal's states (SPEC §4). */
import { describe, expect, it } from 'vitest';
import { htmlToText, storableText } from '../../server/integrations/newsText';
import { mapArticle, mapFeed } from '../../server/integrations/newsFeed';
import { initialNewsModal, newsModalReducer, safeImageUrl } from '../../src/domain/news';

describe('feed texts', () => {
  it('turns HTML into paragraphs of text, with scripts and styles gone and entities read', () => {
    expect(htmlToText('<p>Yksi<br>rivi</p><script>alert(1)</script><style>p{}</style><ul><li>a</li><li>b</li></ul>&amp;&#228;&#x20ac;&bogus;', 1000)).toBe('Yksi\nrivi\n\n• a\n\n• b\n\n&ä€&bogus;');
    expect(htmlToText('x'.repeat(50), 10)).toBe('x'.repeat(10));
  });

  it('drops what PostgreSQL cannot store', () => {
    expect(storableText('a\u0000b\ud800c\u0007d\n')).toBe('abcd\n');
    expect(htmlToText('&#0;&#xd800;ok', 100)).toBe('ok');
  });

  it('reads the feed as an array or under data, skipping entries without an id or a title', () => {
    expect(mapFeed({ data: [{ id: 1, title: 'A', image: 'http://x.example/a.jpg' }, { id: '../x', title: 'B' }, { id: 2 }] })).toEqual([
      { id: 1, title: 'A', date: null, description: null, image: null, categoryName: null },
    ]);
    expect(() => mapFeed({ nothing: true })).toThrow();
    expect(mapArticle('5', 'application/json', JSON.stringify({ content: '<p>Teksti</p>' }))).toEqual({ id: '5', body: 'Teksti' });
  });
});

describe('news modal states (SPEC §4)', () => {
  const item = { id: 1, title: 'A', date: null, description: null, image: null, categoryName: null };
  it('selecting stores the item; going back or closing returns to the listing with nothing selected', () => {
    const open = newsModalReducer(initialNewsModal, { type: 'open' });
    expect(open).toEqual({ open: true, screen: 'listing', selected: null });
    const selected = newsModalReducer(open, { type: 'select', item });
    expect(selected).toEqual({ open: true, screen: 'selected', selected: item });
    expect(newsModalReducer(selected, { type: 'toListing' })).toEqual({ open: true, screen: 'listing', selected: null });
    expect(newsModalReducer(selected, { type: 'close' })).toEqual({ open: false, screen: 'listing', selected: null });
  });

  it('shows images from https or the site itself only', () => {
    expect(safeImageUrl('/kuvat/a.jpg')).toBe('/kuvat/a.jpg');
    expect(safeImageUrl('https://liitto.example/a.jpg')).toBe('https://liitto.example/a.jpg');
    for (const bad of ['javascript:alert(1)', '//evil.example/a.jpg', 'http://x.example/a.jpg', 'data:image/png;base64,AA', '/\\evil', '']) expect(safeImageUrl(bad), bad).toBeNull();
  });
});
