// Direct calls to the emulators' REST endpoints: sign players up, clear data. Tests only.
import { emulatorHosts, projectId } from '../../emulator/firebase-cli.ts';

const authHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? emulatorHosts.FIREBASE_AUTH_EMULATOR_HOST;
const firestoreHost = () => process.env.FIRESTORE_EMULATOR_HOST ?? emulatorHosts.FIRESTORE_EMULATOR_HOST;

/**
 * The Auth emulator closes idle keep-alive sockets; a request sent on one as it closes fails with
 * 'other side closed' before the emulator saw it, and is sent once more.
 */
async function retryClosedSocket(send: () => Promise<Response>): Promise<Response> {
  try {
    return await send();
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw err;
    return send();
  }
}

async function identityToolkit<T>(method: string, body: object): Promise<T> {
  const res = await retryClosedSocket(() =>
    fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`${method}: ${json.error?.message ?? res.status}`);
  return json;
}

/** Creates an email/password account in the Auth emulator; returns its uid and an ID token. */
export async function signUpEmail(email: string, password = 'secret-pass-1') {
  const r = await identityToolkit<{ localId: string; idToken: string }>('signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: r.localId, idToken: r.idToken };
}

/** An anonymous Firebase user (no email, no provider); returns its uid and an ID token. */
export async function signUpAnonymous() {
  const r = await identityToolkit<{ localId: string; idToken: string }>('signUp', { returnSecureToken: true });
  return { uid: r.localId, idToken: r.idToken };
}

export async function signInEmail(email: string, password = 'secret-pass-1') {
  const r = await identityToolkit<{ localId: string; idToken: string }>('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: r.localId, idToken: r.idToken };
}

export async function clearFirestore(): Promise<void> {
  await fetch(`http://${firestoreHost()}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
}

export async function clearAuth(): Promise<void> {
  await fetch(`http://${authHost()}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
}
