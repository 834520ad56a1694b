// The size limits of issue 9: oversized bodies answer 413 before they are read, over-long fields
// 400, images that would decode too large are refused from their header, ids cannot name a path.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useHarness } from './test/kit.ts';
import { signInEmail, signUpEmail } from './test/emulator-admin.ts';
import { userRef } from './users/user-doc.ts';

const h = useHarness();

/** A verified Firebase account that has not signed up yet. */
async function newAccount() {
  const email = `limits${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
  const { uid } = await signUpEmail(email);
  await h.auth.updateUser(uid, { emailVerified: true });
  return { uid, email, idToken: (await signInEmail(email)).idToken };
}

const signup = (a: { uid: string; email: string; idToken: string }, name: string) =>
  h.call('user_signup', { firebase_id: a.uid, type: 'email', email: a.email, name }, a.idToken);

describe('request bodies', () => {
  it('a 10 MB body answers 413 and stores nothing', async () => {
    const a = await newAccount();
    expect(await signup(a, 'x'.repeat(10 * 1024 * 1024))).toEqual({
      status: 413,
      body: { error: true, code: 'body_too_large', message: 'The request is too large (64 KB at most)' },
    });
    expect((await userRef(h.db, a.uid).get()).exists).toBe(false);
  });

  it('a chunked body with no length is cut off at the limit too', async () => {
    const chunk = new TextEncoder().encode(`{"pad":"${'x'.repeat(16 * 1024)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 640)
          controller.enqueue(chunk); // 10 MB
        else controller.close();
      },
    });
    const res = await fetch(`${h.url}/api/get_web_settings`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: true,
      code: 'body_too_large',
      message: 'The request is too large (64 KB at most)',
    });
  });

  it('a body just under the limit is read as usual', async () => {
    const reply = await h.call('get_web_settings', { pad: 'x'.repeat(60 * 1024) });
    expect(reply.status).toBe(200);
  });

  it('non-object and broken JSON bodies answer 400', async () => {
    for (const [text, message] of [
      ['[]', 'The request body must be a JSON object'],
      ['"x"', 'The request body must be a JSON object'],
      ['null', 'The request body must be a JSON object'],
      ['{"firebase_id":', 'The request body is not valid JSON'],
    ]) {
      const res = await fetch(`${h.url}/api/check_user_exists`, {
        method: 'POST',
        body: text,
        headers: { 'content-type': 'application/json' },
      });
      expect([res.status, await res.json()]).toMatchObject([400, { error: true, message }]);
    }
  });
});

describe('names', () => {
  it('a 900,000-character name is refused and stores nothing', async () => {
    const a = await newAccount();
    const reply = await signup(a, 'n'.repeat(900_000));
    expect(reply.status).toBe(413);
    expect((await userRef(h.db, a.uid).get()).exists).toBe(false);
  });

  it('a name over 50 characters answers 400 at sign-up and in a profile edit, and stores nothing', async () => {
    const a = await newAccount();
    expect(await signup(a, 'n'.repeat(51))).toEqual({
      status: 400,
      body: {
        error: true,
        code: 'name_length',
        message: 'A name has 1 to 50 characters',
        params: { maximum: 50 },
      },
    });
    expect((await userRef(h.db, a.uid).get()).exists).toBe(false);

    const p = await h.player({ name: 'Short' });
    expect(await h.call('update_profile', { name: 'n'.repeat(10_000) }, p.token)).toEqual({
      status: 400,
      body: {
        error: true,
        code: 'name_length',
        message: 'A name has 1 to 50 characters',
        params: { maximum: 50 },
      },
    });
    expect((await userRef(h.db, p.uid).get()).get('name')).toBe('Short');
    expect((await h.call('update_profile', { name: 'n'.repeat(50) }, p.token)).status).toBe(200);
  });

  it('a report message over 500 characters answers 400', async () => {
    const p = await h.player();
    const reply = await h.call('report_question', { question_id: 'any', message: 'm'.repeat(501) }, p.token);
    expect(reply).toEqual({
      status: 400,
      body: {
        error: true,
        code: 'invalid_input',
        message: 'message: at most 500 characters',
        params: { detail: 'message: at most 500 characters' },
      },
    });
  });
});

describe('ids', () => {
  const idMessage = (field: string) => `${field}: letters, digits, _ and - only, at most 128 characters`;

  it.each([
    ['check_user_exists', 'firebase_id', 'a/b', 'none'],
    ['get_questions_by_contest', 'contest_id', '../../etc/passwd', 'user'],
    ['quiz_finish', 'session_id', 'a/b', 'user'],
    ['set_bookmark', 'question_id', 'a/b', 'user'],
    ['get_fun_n_learn_questions', 'fun_n_learn_id', '__name__', 'user'],
  ])('%s with %s=%s answers 400, not a Firestore path error', async (action, field, id, auth) => {
    const token = auth === 'user' ? (await h.player()).token : undefined;
    const reply = await h.call(action, { status: '1', type: 'quiz', [field]: id }, token);
    expect(reply).toMatchObject({ status: 400, body: { error: true, message: idMessage(field) } });
  });

  it('an id of 129 characters answers 400; ids in any script pass', async () => {
    const p = await h.player();
    expect((await h.call('check_user_exists', { firebase_id: 'a'.repeat(129) })).body.message).toBe(
      idMessage('firebase_id'),
    );
    expect([200, 404]).toContain(
      (await h.call('get_level_data', { category_slug: 'علوم-عامة', language_id: 2 }, p.token)).status,
    );
  });
});

describe('profile images', () => {
  const upload = (token: string, bytes: Uint8Array | Buffer, name = 'me.png') =>
    h.call('upload_profile_image', { image: new File([new Uint8Array(bytes)], name, { type: 'image/png' }) }, token);

  it('a small PNG that declares 10000 x 10000 pixels is refused from its header', async () => {
    const p = await h.player();
    const png = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    // Its first 200 bytes: the header, and no whole pixel data. Decoding them fails ('not an image'),
    // so "too large" can only come from the header, read before any pixel is.
    expect(await upload(p.token, png.subarray(0, 200))).toEqual({
      status: 400,
      body: {
        error: true,
        code: 'image_too_many_pixels',
        message: 'The image is too large (4096 x 4096 pixels at most)',
        params: { side: 4096 },
      },
    });
    expect((await userRef(h.db, p.uid).get()).get('profile')).toBe('');
  });

  it('a file over 5 MB answers 413 before it is read', async () => {
    const p = await h.player();
    expect(await upload(p.token, new Uint8Array(6 * 1024 * 1024))).toEqual({
      status: 413,
      body: { error: true, code: 'image_too_large', message: 'The image is too large (5 MB at most)' },
    });
  });

  it('an image of 4096 x 4096 pixels is accepted', async () => {
    const p = await h.player();
    const png = await sharp({ create: { width: 4096, height: 4096, channels: 3, background: '#369' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await upload(p.token, png)).status).toBe(200);
  });
});
