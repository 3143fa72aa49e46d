import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { daybookDecider } from './appointments/daybook-decider';
import { businessDecider } from './business/business-decider';
import { manageLinkDecider } from './booking/manage-links';
import { catalogueDecider } from './catalogue/catalogue-decider';
import { clientDecider } from './clients/client-decider';
import { clientNoteDecider } from './clients/client-note-decider';
import { clientMergeDecider } from './clients/client-merge-service';
import { clientPrivacyDecider } from './clients/client-privacy-service';
import { clientImportDecider } from './client-imports/client-import-decider';
import { permissionGroupDecider } from './identity/permission-group-decider';
import { uniqueValueDecider } from './identity/unique-value-decider';
import { userDecider } from './identity/user-decider';
import { noteTemplateDecider } from './note-templates/note-template-decider';
import { payrollDecider } from './payroll/payroll-decider';
import { saleDecider } from './sales/sale-decider';
import { walletDecider } from './card-payments/wallet-decider';
import { cashDrawerDecider } from './cash-drawer/cash-drawer-decider';
import { giftCardCodeDecider, giftCardDecider, giftCardPolicyDecider } from './gift-cards/gift-card-decider';
import { workingHoursDecider } from './team/working-hours-decider';
import { timeClockDecider } from './time-clock/time-clock-decider';
import { staffDecider } from './team/staff-decider';
import { waitlistDecider } from './waitlist/waitlist-decider';
import { foldEvents, unhandled, type Decider, type DomainEvent } from './commands/decider';

type AnyDecider = Decider<unknown, never, DomainEvent>;

const deciders: Record<string, AnyDecider> = {
  daybookDecider: daybookDecider as unknown as AnyDecider,
  businessDecider: businessDecider as unknown as AnyDecider,
  manageLinkDecider: manageLinkDecider as unknown as AnyDecider,
  catalogueDecider: catalogueDecider as unknown as AnyDecider,
  clientDecider: clientDecider as unknown as AnyDecider,
  clientNoteDecider: clientNoteDecider as unknown as AnyDecider,
  clientMergeDecider: clientMergeDecider as unknown as AnyDecider,
  clientPrivacyDecider: clientPrivacyDecider as unknown as AnyDecider,
  clientImportDecider: clientImportDecider as unknown as AnyDecider,
  permissionGroupDecider: permissionGroupDecider as unknown as AnyDecider,
  uniqueValueDecider: uniqueValueDecider('taken') as unknown as AnyDecider,
  userDecider: userDecider as unknown as AnyDecider,
  workingHoursDecider: workingHoursDecider as unknown as AnyDecider,
  noteTemplateDecider: noteTemplateDecider as unknown as AnyDecider,
  saleDecider: saleDecider as unknown as AnyDecider,
  walletDecider: walletDecider as unknown as AnyDecider,
  cashDrawerDecider: cashDrawerDecider as unknown as AnyDecider,
  giftCardDecider: giftCardDecider as unknown as AnyDecider,
  giftCardCodeDecider: giftCardCodeDecider as unknown as AnyDecider,
  giftCardPolicyDecider: giftCardPolicyDecider as unknown as AnyDecider,
  staffDecider: staffDecider as unknown as AnyDecider,
  waitlistDecider: waitlistDecider as unknown as AnyDecider,
  timeClockDecider: timeClockDecider as unknown as AnyDecider,
  payrollDecider: payrollDecider as unknown as AnyDecider,
};

const source = import.meta.dirname;
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.includes('.test.')
        ? [join(dir, entry.name)]
        : [],
  );

const unknown = { type: 'SomethingThisVersionNeverWrote', data: { state: 'not me' } } as const;

describe('an event a decider does not know', () => {
  it('lists every decider of the backend here', () => {
    const declared = sourceFiles(source).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/export (?:const|function) (\w+)\b[^\n]*Decider</g)].map(
        (match) => `${relative(source, file)}: ${match[1]}`,
      ),
    );
    expect(declared.map((line) => line.split(': ')[1]).sort()).toEqual(Object.keys(deciders).sort());
  });

  it.each(Object.entries(deciders))('leaves the state of %s unchanged', (_name, decider) => {
    const state = decider.initialState();
    expect(decider.evolve(state, unknown)).toBe(state);
    const recorded = { ...unknown, stream: 'any-1', revision: 0n };
    expect(foldEvents(decider, [recorded as never], state)).toBe(state);
  });
});

describe('a command a decider does not know', () => {
  it('is refused, never decided', () => {
    expect(() => unhandled({ type: 'DoSomethingNew' } as never)).toThrow('No decider case for command DoSomethingNew');
  });
});
