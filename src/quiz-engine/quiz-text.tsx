// A question's text: plain, or with its formulas typeset. KaTeX loads only when math shows up.
import { lazy, Suspense } from 'react';

const MathText = lazy(() => import('./math-text.tsx'));

export function QuizText({ text, math = false }: { text: string; math?: boolean }) {
  if (!math) return <>{text}</>;
  return (
    <Suspense fallback={text}>
      <MathText text={text} />
    </Suspense>
  );
}
