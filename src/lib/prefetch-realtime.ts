// The battle screens listen to Firestore; its SDK is not part of the first load. A player heading
// for a battle (pointer over, focus on or touch of its link) starts loading it already.
let started = false;

export function prefetchRealtime(): void {
  if (started) return;
  started = true;
  void import('./firestore.ts');
  void import('./firebase-auth.ts');
}
