import { test as setup } from '@playwright/test';
import { DEMO_ROLES, signInOnce } from '../support/demo-sessions';

// Signs each demo role in once per run, before any spec: argon2 makes every login cost a few hundred
// milliseconds of the shared cores, and a spec that only needs "the front desk, signed in" reuses this
// session (support/sign-in.ts). A spec that ends its session asks for one of its own.
setup('sign in every demo role once', async ({ request }) => {
  for (const role of DEMO_ROLES) await signInOnce(request, role);
});
