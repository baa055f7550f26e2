import type { backendClient } from './test-client';

/** A readable 1×1 PNG, the scanned document of a test's sign-up. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf500f00038601805a347d6b0000000049454e44ae426082', 'hex');

/**
 * For backend tests: new visitors, each with a session, an address of its own under `network` (three
 * octets) and the identity scan done, and their sign-ups (POST /user) as the form sends them.
 */
export function signUpKit({ call, newSession }: ReturnType<typeof backendClient>, network: string) {
  let visitors = 0;

  /** A new visitor's session with its identity scan done: what POST /user needs. `n`: a serial for its details. */
  async function scanned(): Promise<{ token: string; journeyId: string; address: string; n: string }> {
    visitors += 1;
    const n = String(visitors).padStart(4, '0');
    const token = await newSession();
    const address = `${network}.${visitors % 250}`;
    const upload = async () => (await call('POST', '/uploads?purpose=identity', {
      token, body: PNG, address, headers: { 'content-type': 'image/png', 'x-file-name': 'id.png' },
    })).body.id as string;
    const [front, back] = [await upload(), await upload()];
    const started = await call('POST', '/user/initiate', { token, address, body: { documents: [{ side: 'front', upload_id: front }, { side: 'back', upload_id: back }] } });
    if (started.status !== 200) throw new Error(`The scan answered ${started.status}: ${JSON.stringify(started.body)}`);
    return { token, journeyId: started.body.journey_id, address, n };
  }

  /** A whole sign-up of a new visitor; `details` over a Jordanian's with an e-mail, mobile and national ID of its own. */
  async function signUp(details: Record<string, unknown> = {}) {
    const { token, journeyId, address, n } = await scanned();
    return call('POST', '/user', {
      token, address,
      body: {
        nationality: 'JO', national_id: `971234${n}`, name_ar: 'سارة محمد علي يوسف', name_en: 'Sara Mohammad Ali Yousef',
        mobile: `078666${n}`, email: `visitor-${network}-${n}@example.com`, password: 'Secret123', journey_id: journeyId,
        city: 'amman', employer: 'private', monthly_income: '500-1000', ...details,
      },
    });
  }

  return { scanned, signUp };
}
