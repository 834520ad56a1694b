// Once before the API tests: an empty database with the demo content seeded.
import { seedAll } from '../../emulator/seed/seed.ts';
import { adminServices } from '../firebase.ts';
import { clearAuth, clearFirestore } from './emulator-admin.ts';
import { relaxRateLimits } from './relaxed-limits.ts';

export default async function setup() {
  await clearFirestore();
  await clearAuth();
  await seedAll(adminServices().db, new Date());
  await relaxRateLimits(adminServices().db);
}
