// A small Markdown reader for the static pages: headings, paragraphs, lists, links and bold. It
// builds a tree that React renders as elements, never as HTML, so page text cannot inject markup;
// links keep only web, mail and phone addresses and paths on this site.
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const safeHref = (href: string) =>
  /^(https?:|mailto:|tel:)/i.test(href) || /^\/(?!\/)/.test(href) || href.startsWith('#') ? href : null;

const inlinePattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const m = inlinePattern.exec(rest);
    if (!m) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    if (m.index > 0) out.push({ kind: 'text', text: rest.slice(0, m.index) });
    if (m[1] !== undefined) out.push({ kind: 'bold', children: parseInline(m[1]) });
    else {
      const href = safeHref(m[3]!);
      const children = parseInline(m[2]!);
      if (href) out.push({ kind: 'link', href, children });
      else out.push(...children);
    }
    rest = rest.slice(m.index + m[0].length);
  }
  return out;
}

const heading = /^(#{1,6})\s+(.*)$/;
const bullet = /^\s*[-*+]\s+(.*)$/;
const numbered = /^\s*\d+[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const h = heading.exec(line);
    const item = bullet.exec(raw) ?? numbered.exec(raw);
    if (!line) flush();
    else if (h) {
      flush();
      blocks.push({ kind: 'heading', level: h[1]!.length as 1, content: parseInline(h[2]!.trim()) });
    } else if (item) {
      flush();
      const ordered = !bullet.test(raw);
      const last = blocks.at(-1);
      const content = parseInline(item[1]!.trim());
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(content);
      else blocks.push({ kind: 'list', ordered, items: [content] });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}
