// A question's own language, where it differs from the page's (single-player modes and battles alike).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRtl } from '../i18n/i18n.ts';

/**
 * A question in another language than the page's: its text and answers carry that language and
 * its direction, under a small label naming it; the card's own controls keep the page's.
 */
export function QuestionLanguage({ language, children }: { language?: string; children: ReactNode }) {
  const { t, i18n } = useTranslation('quiz');
  if (!language || language === i18n.language) return <>{children}</>;
  return (
    <div className="question-body" lang={language} dir={isRtl(language) ? 'rtl' : 'ltr'}>
      <p
        className="question-language"
        lang={i18n.language}
        dir={isRtl(i18n.language) ? 'rtl' : 'ltr'}
        data-testid="question-language"
      >
        {t(`questionLanguage.${language}`, { defaultValue: language })}
      </p>
      {children}
    </div>
  );
}
