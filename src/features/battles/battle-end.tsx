// A battle that ended without a result (left, deleted, failed), with the way back.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function BattleEnd({
  title,
  back,
  backLabel,
  children,
}: {
  title: string;
  back: string;
  backLabel: string;
  children?: ReactNode;
}) {
  return (
    <section className="card center-page" data-testid="battle-end">
      <h1>{title}</h1>
      {children}
      <Link className="btn primary" to={back}>
        {backLabel}
      </Link>
    </section>
  );
}
