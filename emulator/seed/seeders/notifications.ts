// notifications/{lang}-{nn}: the app's messages from content/<lang>/notifications.json, dated
// relative to the seeding day, with what each opens (none for news only).
import { readFileSync } from 'node:fs';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { notificationsFile } from '../content-schema.ts';
import { writeAll } from './write-all.ts';

const dayMs = 86_400_000;

export async function seedNotifications(db: Firestore, now: Date): Promise<number> {
  const docs: [DocumentReference, object][] = [];
  for (const language of ['en', 'ar']) {
    const file = readFileSync(new URL(`../content/${language}/notifications.json`, import.meta.url), 'utf8');
    notificationsFile.parse(JSON.parse(file)).forEach((n, i) => {
      docs.push([
        db.collection('notifications').doc(`${language}-${String(i + 1).padStart(2, '0')}`),
        {
          title: n.title,
          message: n.message,
          date: new Date(now.getTime() - n.daysAgo * dayMs),
          language,
          ...(n.target ? { target: n.target } : {}),
        },
      ]);
    });
  }
  return writeAll(db, docs);
}
