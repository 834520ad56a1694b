import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown.ts';

describe('the static pages Markdown reader', () => {
  it('reads headings, paragraphs joined across lines, and bullet and numbered lists', () => {
    const blocks = parseMarkdown('# Title\n\nFirst line\nsecond line.\n\n- one\n- two\n\n1. first\n2. second');
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, content: [{ kind: 'text', text: 'Title' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'First line second line.' }] },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]] },
    ]);
  });

  it('reads bold text and links, also a link inside bold', () => {
    expect(parseInline('**Email:** [us](mailto:a@b.c) now')).toEqual([
      { kind: 'bold', children: [{ kind: 'text', text: 'Email:' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: 'mailto:a@b.c', children: [{ kind: 'text', text: 'us' }] },
      { kind: 'text', text: ' now' },
    ]);
    expect(parseInline('**[FAQ](/faq)**')).toEqual([
      { kind: 'bold', children: [{ kind: 'link', href: '/faq', children: [{ kind: 'text', text: 'FAQ' }] }] },
    ]);
  });

  it('keeps the words of a link to a script or another site by a protocol-relative path, but not the link', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([
      { kind: 'text', text: 'click' },
      { kind: 'text', text: ')' },
    ]);
    expect(parseInline('[x](//evil.example)')).toEqual([{ kind: 'text', text: 'x' }]);
    expect(parseInline('[x](data:text/html,hi)')).toEqual([{ kind: 'text', text: 'x' }]);
  });

  it('leaves HTML as text', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });
});
