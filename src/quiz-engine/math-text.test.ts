import { describe, expect, it } from 'vitest';
import { renderMath } from './math-text.tsx';

describe('math text', () => {
  it('typesets the $...$ segments and escapes the rest', () => {
    const html = renderMath('What is $\\frac{1}{2}$ of <b>8</b>?');
    expect(html).toContain('class="katex"');
    expect(html).toContain('mfrac');
    expect(html).toContain('&lt;b&gt;8&lt;/b&gt;');
    expect(html).not.toContain('$');
  });

  it('leaves text without formulas as plain escaped text', () => {
    expect(renderMath('Tom & Jerry')).toBe('Tom &amp; Jerry');
  });
});
