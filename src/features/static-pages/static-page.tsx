// The public pages (contact us, about us, FAQ, privacy policy, terms) from get_settings, in Arabic
// when the interface is Arabic and the page has an Arabic text.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RemoteView } from '../../lib/remote-view.tsx';
import { ScoreRule } from '../../quiz-engine/score-rule.tsx';
import { useSettings } from '../../stores/settings.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { parseMarkdown } from './markdown.ts';
import { MarkdownView } from './markdown-view.tsx';
import { staticPages } from './static-paths.ts';
import './static-pages.css';
import { api, type ReplyOf } from '../../api/api.ts';

type PageDoc = ReplyOf<typeof api.get_settings>;

/** The page's own first-level heading is its title; a page without one gets the page's name. */
function PageText({ doc, title, asFaq }: { doc: PageDoc; title: string; asFaq: boolean }) {
  const { i18n } = useTranslation();
  const text = (i18n.language === 'ar' && doc.message_ar) || doc.message;
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  const titled = blocks[0]?.kind === 'heading' && blocks[0].level === 1;
  return (
    <>
      {titled ? <p className="muted static-kicker">{title}</p> : <h1>{title}</h1>}
      <MarkdownView blocks={blocks} asFaq={asFaq}>
        {asFaq && <ScoreQuestion />}
      </MarkdownView>
    </>
  );
}

/** The FAQ's question on scores, answered with the server's own numbers in the player's language. */
function ScoreQuestion() {
  const { t } = useTranslation('quiz');
  const multiplier = useSettings((s) => s.config.premium_multiplier);
  return (
    <details className="faq-item" data-testid="faq-score">
      <summary>{t('faqScoreQuestion')}</summary>
      <ScoreRule />
      <p>{t('faqScoreMore', { multiplier })}</p>
    </details>
  );
}

export default function StaticPage() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const page = staticPages.find((p) => p.path === pathname.replace(/\/$/, '')) ?? staticPages[0]!;
  const { state, reload } = useRemote(api.get_settings, { type: page.type });
  return (
    <article className="static-page card">
      <RemoteView remote={state} onRetry={reload} isEmpty={(d) => !d.message?.trim()}>
        {(doc) => <PageText doc={doc} title={t(page.type)} asFaq={page.type === 'faq'} />}
      </RemoteView>
    </article>
  );
}
