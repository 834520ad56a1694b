// The audit trail names what each record is about: its kind (from the action), its name as it is
// now ('' once it is gone: a record outlives what it names) and the player it concerns, so the
// console can show a name beside each id and link to the player's page, a contest or a question.
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import {
  categoriesCol,
  contestsCol,
  examsCol,
  funNLearnCol,
  questionsCol,
  subcategoriesCol,
} from '../content/catalog.ts';
import { userRef } from '../users/user-doc.ts';

type Kind =
  | 'player'
  | 'payment'
  | 'question'
  | 'contest'
  | 'exam'
  | 'category'
  | 'subcategory'
  | 'passage'
  | 'setting'
  | 'file'
  | 'other';

const kindOfAction: Record<string, Kind> = {
  grant_operator: 'player',
  revoke_operator: 'player',
  deactivate_player: 'player',
  reactivate_player: 'player',
  log_out_player: 'player',
  adjust_coins: 'player',
  clear_fair_play_flag: 'player',
  settle_payment_request: 'payment',
  fix_question: 'question',
  handle_reports: 'question',
  create_question: 'question',
  update_question: 'question',
  retire_question: 'question',
  create_contest: 'contest',
  update_contest: 'contest',
  create_exam: 'exam',
  update_exam: 'exam',
  create_category: 'category',
  update_category: 'category',
  create_subcategory: 'subcategory',
  update_subcategory: 'subcategory',
  create_passage: 'passage',
  update_passage: 'passage',
  change_setting: 'setting',
  import_questions: 'file',
};

/** Where each kind's name is kept: its collection and field. */
const named: Partial<Record<Kind, [(db: Firestore) => FirebaseFirestore.CollectionReference, string]>> = {
  question: [questionsCol, 'question'],
  contest: [contestsCol, 'name'],
  exam: [examsCol, 'title'],
  category: [categoriesCol, 'category_name'],
  subcategory: [subcategoriesCol, 'subcategory_name'],
  passage: [funNLearnCol, 'title'],
};

const longest = 120;
const short = (text: string) => (text.length > longest ? `${text.slice(0, longest - 1)}…` : text);

export interface AuditRecord {
  action: string;
  target: string;
  after: string;
}

/** Each record's kind, name and player, read by id in one round trip. */
export async function auditSubjects(db: Firestore, records: AuditRecord[]) {
  const subjects = records.map((r) => {
    const kind = kindOfAction[r.action] ?? 'other';
    // a payment request goes with the payee's account; the record keeps whose it was
    const player =
      kind === 'player'
        ? r.target
        : kind === 'payment'
          ? ((JSON.parse(r.after) as { uid?: string } | null)?.uid ?? '')
          : '';
    const place = named[kind];
    const ref: [DocumentReference, string] | null = player
      ? [userRef(db, player), 'name']
      : place && r.target
        ? [place[0](db).doc(r.target), place[1]]
        : null;
    return { kind, player, ref };
  });
  const refs = [...new Map(subjects.flatMap((s) => (s.ref ? [[s.ref[0].path, s.ref[0]] as const] : []))).values()];
  const docs = new Map((refs.length ? await db.getAll(...refs) : []).map((d) => [d.ref.path, d]));
  return subjects.map(({ kind, player, ref }, i) => {
    const found = ref ? docs.get(ref[0].path)?.get(ref[1]) : undefined;
    const name =
      typeof found === 'string' ? short(found) : kind === 'setting' || kind === 'file' ? records[i]!.target : '';
    return { target_kind: kind, target_name: name, player_uid: player };
  });
}
