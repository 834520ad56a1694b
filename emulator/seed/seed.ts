// Seeds the demo world into an empty database: settings, languages, pages and all game content.
// Each seeder writes one kind of document; `seedAll` runs them in order.
import type { Firestore } from 'firebase-admin/firestore';
import { seedBasics } from './seeders/basics.ts';
import { seedContent } from './seeders/content.ts';
import { seedContests } from './seeders/contests.ts';
import { seedDemoAccounts, seedDemoOperator } from './seeders/demo-accounts.ts';
import { seedExams } from './seeders/exams.ts';
import { seedNotifications } from './seeders/notifications.ts';

export type Seeder = (db: Firestore, now: Date) => Promise<number>;

const seeders: [string, Seeder][] = [
  ['settings, languages and pages', seedBasics],
  ['categories, subcategories, passages and questions', seedContent],
  ['contests and their questions', seedContests],
  ['exams and their questions', seedExams],
  ['notifications', seedNotifications],
  ['demo accounts and leaderboards', seedDemoAccounts],
  ['demo operator', seedDemoOperator],
];

/** True when the database has no seeded content yet. */
export async function isEmpty(db: Firestore): Promise<boolean> {
  return (await db.collection('languages').limit(1).get()).empty;
}

export async function seedAll(db: Firestore, now: Date, report: (line: string) => void = () => {}): Promise<void> {
  for (const [what, seed] of seeders) {
    const count = await seed(db, now);
    report(`seeded ${count} ${what}`);
  }
}
