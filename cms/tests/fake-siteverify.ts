// The fake reCAPTCHA siteverify of the CMS tests: the scripts' own (scripts/lib/fake-siteverify.cjs,
// shared with the end-to-end run, the benchmarks and the fault drills), answering as Google does for
// the tests' secret: tokens say what the answer will be (freshToken), and each is single-use.

import { startFakeSiteverify as startFake } from '../../scripts/lib/fake-siteverify.cjs';

export { freshToken, type FakeSiteverify } from '../../scripts/lib/fake-siteverify.cjs';

export const TEST_RECAPTCHA_SECRET = 'test-secret';

export const startFakeSiteverify = (secret = TEST_RECAPTCHA_SECRET) => startFake({ secret });
