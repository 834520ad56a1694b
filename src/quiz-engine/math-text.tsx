// Text with formulas between dollar signs, typeset by KaTeX; the rest is escaped plain text.
import katex from 'katex';
// KaTeX's styles and fonts come with the formulas, not with every first paint
import 'katex/dist/katex.min.css';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderMath(text: string): string {
  return text
    .split(/(\$[^$\n]+\$)/)
    .map((part) =>
      part.length > 2 && part.startsWith('$') && part.endsWith('$')
        ? katex.renderToString(part.slice(1, -1), { throwOnError: false, output: 'htmlAndMathml' })
        : escapeHtml(part),
    )
    .join('');
}

export default function MathText({ text }: { text: string }) {
  return <span className="math-text" dangerouslySetInnerHTML={{ __html: renderMath(text) }} />;
}
