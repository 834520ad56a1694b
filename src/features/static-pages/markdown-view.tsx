// Renders the Markdown tree as React elements. On the FAQ, each third-level heading becomes a
// question that opens to show the blocks under it.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Block, Inline } from './markdown.ts';

function inline(nodes: Inline[]): ReactNode[] {
  return nodes.map((n, i) => {
    if (n.kind === 'text') return n.text;
    if (n.kind === 'bold') return <strong key={i}>{inline(n.children)}</strong>;
    if (n.href.startsWith('/'))
      return (
        <Link key={i} to={n.href}>
          {inline(n.children)}
        </Link>
      );
    const external = /^https?:/i.test(n.href);
    return (
      <a key={i} href={n.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {inline(n.children)}
      </a>
    );
  });
}

function block(b: Block, key: number): ReactNode {
  if (b.kind === 'paragraph') return <p key={key}>{inline(b.content)}</p>;
  if (b.kind === 'list') {
    const items = b.items.map((item, i) => <li key={i}>{inline(item)}</li>);
    return b.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
  }
  const Tag = `h${b.level}` as const;
  return <Tag key={key}>{inline(b.content)}</Tag>;
}

/** FAQ: blocks before the first question, then one disclosure per question. */
function faq(blocks: Block[]): ReactNode[] {
  const intro: Block[] = [];
  const questions: { title: Inline[]; body: Block[] }[] = [];
  for (const b of blocks) {
    if (b.kind === 'heading' && b.level === 3) questions.push({ title: b.content, body: [] });
    else (questions.at(-1)?.body ?? intro).push(b);
  }
  return [
    ...intro.map(block),
    ...questions.map((q, i) => (
      <details key={`q${i}`} className="faq-item">
        <summary>{inline(q.title)}</summary>
        {q.body.map(block)}
      </details>
    )),
  ];
}

/** `children`: what the page adds after the text (the FAQ's answers drawn from the server's numbers). */
export function MarkdownView({ blocks, asFaq, children }: { blocks: Block[]; asFaq?: boolean; children?: ReactNode }) {
  return (
    <div className="markdown">
      {asFaq ? faq(blocks) : blocks.map(block)}
      {children}
    </div>
  );
}
