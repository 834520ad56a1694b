// The deploy files checked against the code: every composite query the server runs has its index
// in firestore/firestore.indexes.json, every expiring collection has its TTL policy, and
// firebase.json's Hosting sends the same Content-Security-Policy as the server and routes the API
// to Cloud Run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './web.ts';

const root = join(import.meta.dirname, '..');
const json = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

type Field = [path: string, how: 'ASCENDING' | 'DESCENDING' | 'CONTAINS'];
interface Query {
  where: string;
  collectionGroup: string;
  scope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: Field[];
}

/** Every query of the server that needs more than Firestore's automatic single-field indexes. */
const compositeQueries: Query[] = [
  {
    where: 'battles/sweeper.ts: expired rooms',
    collectionGroup: 'rooms',
    scope: 'COLLECTION',
    fields: [
      ['status', 'ASCENDING'],
      ['expireAt', 'ASCENDING'],
    ],
  },
  {
    where: 'battles/sweeper.ts: silent players',
    collectionGroup: 'players',
    scope: 'COLLECTION_GROUP',
    fields: [
      ['live', 'ASCENDING'],
      ['lastSeen', 'ASCENDING'],
    ],
  },
  {
    where: 'battles/sweeper.ts: rooms whose seats are done',
    collectionGroup: 'players',
    scope: 'COLLECTION_GROUP',
    fields: [
      ['live', 'ASCENDING'],
      ['state', 'ASCENDING'],
      ['servedAt', 'ASCENDING'],
    ],
  },
  {
    where: 'battles/sweeper.ts: players back online',
    collectionGroup: 'players',
    scope: 'COLLECTION_GROUP',
    fields: [
      ['offline', 'ASCENDING'],
      ['live', 'ASCENDING'],
    ],
  },
  {
    where: 'battles/battle-stats.ts: last battle with an opponent',
    collectionGroup: 'battles',
    scope: 'COLLECTION',
    fields: [
      ['opponentUids', 'CONTAINS'],
      ['date', 'DESCENDING'],
    ],
  },
  {
    where: 'actions/player.ts: coin history by kind',
    collectionGroup: 'coinHistory',
    scope: 'COLLECTION',
    fields: [
      ['status', 'ASCENDING'],
      ['date', 'DESCENDING'],
    ],
  },
  {
    where: 'actions/payments.ts: my payment requests',
    collectionGroup: 'paymentRequests',
    scope: 'COLLECTION',
    fields: [
      ['uid', 'ASCENDING'],
      ['status', 'ASCENDING'],
      ['date', 'DESCENDING'],
    ],
  },
  {
    where: 'actions/notifications.ts: oldest first',
    collectionGroup: 'notifications',
    scope: 'COLLECTION',
    fields: [
      ['language', 'ASCENDING'],
      ['date', 'ASCENDING'],
    ],
  },
  {
    where: 'actions/notifications.ts: newest first',
    collectionGroup: 'notifications',
    scope: 'COLLECTION',
    fields: [
      ['language', 'ASCENDING'],
      ['date', 'DESCENDING'],
    ],
  },
  {
    where: 'actions/notifications.ts: by id, last first',
    collectionGroup: 'notifications',
    scope: 'COLLECTION',
    fields: [
      ['language', 'ASCENDING'],
      ['__name__', 'DESCENDING'],
    ],
  },
  {
    where: "economy/leaderboard.ts: a board page; badges.ts: last month's top",
    collectionGroup: 'entries',
    scope: 'COLLECTION',
    fields: [
      ['score', 'DESCENDING'],
      ['updatedAt', 'ASCENDING'],
    ],
  },
  {
    where: 'economy/leaderboard.ts: ties scored earlier',
    collectionGroup: 'entries',
    scope: 'COLLECTION',
    fields: [
      ['score', 'ASCENDING'],
      ['updatedAt', 'ASCENDING'],
    ],
  },
  {
    where: 'admin/player-review.ts: referrals within a day',
    collectionGroup: 'coinHistory',
    scope: 'COLLECTION',
    fields: [
      ['type', 'ASCENDING'],
      ['date', 'ASCENDING'],
    ],
  },
  {
    where: 'actions/admin.ts: pending requests, oldest first',
    collectionGroup: 'paymentRequests',
    scope: 'COLLECTION',
    fields: [
      ['status', 'ASCENDING'],
      ['date', 'ASCENDING'],
    ],
  },
  {
    where: 'actions/admin.ts: settled requests, newest first',
    collectionGroup: 'paymentRequests',
    scope: 'COLLECTION',
    fields: [
      ['status', 'ASCENDING'],
      ['date', 'DESCENDING'],
    ],
  },
];

/** Single-field queries over a collection group: automatic indexes cover collections only. */
const collectionGroupFields: { where: string; collectionGroup: string; field: string }[] = [
  { where: "actions/player.ts: deleting an account's board rows", collectionGroup: 'entries', field: 'uid' },
  { where: "actions/player.ts: deleting an account's contest rows", collectionGroup: 'leaderboard', field: 'uid' },
];

/** Collections whose documents carry expireAt, removed by a TTL policy in production. */
const expiring = ['rooms', 'playSessions', 'rateLimits', 'ratingPairs'];

interface IndexFile {
  indexes: {
    collectionGroup: string;
    queryScope: string;
    fields: { fieldPath: string; order?: string; arrayConfig?: string }[];
  }[];
  fieldOverrides: {
    collectionGroup: string;
    fieldPath: string;
    ttl?: boolean;
    indexes: { queryScope: string; order?: string }[];
  }[];
}

describe('firestore.indexes.json', () => {
  const file = json('firestore/firestore.indexes.json') as IndexFile;

  it.each(compositeQueries)('has the index of $where', (q) => {
    const matches = file.indexes.filter(
      (i) =>
        i.collectionGroup === q.collectionGroup &&
        i.queryScope === q.scope &&
        JSON.stringify(i.fields.map((f) => [f.fieldPath, f.order ?? f.arrayConfig])) === JSON.stringify(q.fields),
    );
    expect(matches).toHaveLength(1);
  });

  it.each(collectionGroupFields)(
    'indexes $collectionGroup.$field for the collection group ($where)',
    ({ collectionGroup, field }) => {
      const override = file.fieldOverrides.find((o) => o.collectionGroup === collectionGroup && o.fieldPath === field);
      expect(override?.indexes.some((i) => i.queryScope === 'COLLECTION_GROUP')).toBe(true);
    },
  );

  it('holds no index that no query uses', () => {
    expect(file.indexes).toHaveLength(compositeQueries.length);
  });

  it.each(expiring)('has a TTL policy on %s.expireAt', (group) => {
    expect(file.fieldOverrides.find((o) => o.collectionGroup === group && o.fieldPath === 'expireAt')?.ttl).toBe(true);
  });
});

describe('firebase.json Hosting', () => {
  const hosting = json('firebase.json').hosting as {
    public: string;
    rewrites: { source: string; run?: { serviceId: string }; destination?: string }[];
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const header = (source: string, key: string) =>
    hosting.headers.find((h) => h.source === source)?.headers.find((h) => h.key === key)?.value;

  it('serves dist/, sends the API to Cloud Run and every other path to the app', () => {
    expect(hosting.public).toBe('dist');
    expect(hosting.rewrites.find((r) => r.source === '/api/**')?.run?.serviceId).toBe('quiz-api');
    expect(hosting.rewrites.at(-1)).toEqual({ source: '**', destination: '/index.html' });
  });

  it("sends the server's production Content-Security-Policy and caches like the server", () => {
    expect(header('**', 'Content-Security-Policy')).toBe(contentSecurityPolicy(false));
    expect(header('/assets/**', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(header('**/*.html', 'Cache-Control')).toBe('no-cache');
    expect(header('/sw*.js', 'Cache-Control')).toBe('no-cache'); // the worker and what it imports: a new deploy must be found
  });
});
