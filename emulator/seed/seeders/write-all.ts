import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

/** Writes many documents with a BulkWriter; returns how many. */
export async function writeAll(db: Firestore, docs: [DocumentReference, object][]): Promise<number> {
  const writer = db.bulkWriter();
  for (const [ref, data] of docs) void writer.set(ref, data);
  await writer.close();
  return docs.length;
}
