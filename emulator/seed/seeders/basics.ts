import { readFileSync } from 'node:fs';
import type { Firestore } from 'firebase-admin/firestore';
import { defaultSystemConfig } from '../../../contract/settings.ts';
import { pagesFile } from '../content-schema.ts';
import { writeAll } from './write-all.ts';

const content = (path: string) => JSON.parse(readFileSync(new URL(`../content/${path}`, import.meta.url), 'utf8'));

export const contentLanguages = [
  { id: 1, language: 'English', code: 'en', rtl: 0, default_active: 1 },
  { id: 2, language: 'العربية', code: 'ar', rtl: 1, default_active: 0 },
];

/** Markdown pages in English, and Arabic under `<type>_ar`. */
function pages(lang: 'en' | 'ar') {
  const p = pagesFile.parse(content(`${lang}/pages.json`));
  const faq = p.faq.map((f) => `### ${f.question}\n\n${f.answer}`).join('\n\n');
  return {
    about_us: p.about_us,
    contact_us: p.contact_us,
    privacy_policy: p.privacy_policy,
    terms_conditions: p.terms_conditions,
    faq,
  };
}

export async function seedBasics(db: Firestore): Promise<number> {
  const docs: [FirebaseFirestore.DocumentReference, object][] = [[db.doc('config/system'), defaultSystemConfig]];
  for (const l of contentLanguages) docs.push([db.collection('languages').doc(String(l.id)), l]);
  const en = pages('en');
  const ar = pages('ar');
  for (const type of Object.keys(en) as (keyof typeof en)[]) {
    docs.push([db.collection('pages').doc(type), { type, message: en[type], message_ar: ar[type] }]);
  }
  return writeAll(db, docs);
}
