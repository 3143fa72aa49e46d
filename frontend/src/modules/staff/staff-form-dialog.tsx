import { useState, type FormEvent } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { displayName } from '@chairside/shared/format/name-format';
import type { StaffMember } from '@chairside/shared/team/staff-dto';
import { permissionAdminQueries } from '../permissions/permission-admin-queries';
import { usePermissions } from '../../permissions/use-permissions';
import { useSelectedLocation } from '../../shell/selected-location';
import type { FieldProblems } from '../team/field-problems';
import { FormField } from '../team/form-field';
import { useCreateStaff, useUpdateStaff } from '../team/use-staff-commands';
import { draftFromStaff, emptyStaffDraft, parseNewStaff, parseStaffProfile, type StaffDraft } from './staff-draft';
import { ChoiceList, DraftText, DraftTextArea, locationOptions } from './staff-form-fields';
import { StaffPhotoField } from './staff-photo-field';

type StaffFormDialogProps = { member: StaffMember | null; onClose(savedName: string | null): void };

// "Add staff" (member null: also creates the sign-in account) and "Edit <name>" (the profile).
export function StaffFormDialog({ member, onClose }: StaffFormDialogProps) {
  const { location, locations } = useSelectedLocation();
  const { isAdmin } = usePermissions();
  const creating = member === null;
  const groups = useQuery({ ...permissionAdminQueries.groups(), enabled: creating && isAdmin });
  const [draft, setDraft] = useState<StaffDraft>(() => (member ? draftFromStaff(member) : emptyStaffDraft(location?.isActive ? location.id : null)));
  const [problems, setProblems] = useState<FieldProblems>({});
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  const change = (patch: Partial<StaffDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // A field's message goes once the field changes; the others stay until the next save.
    setProblems((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      if ('hourlyRate' in patch) delete next['pay.hourlyRateCents'];
      if ('serviceCommission' in patch) delete next['pay.serviceCommissionPercent'];
      if ('productCommission' in patch) delete next['pay.productCommissionPercent'];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = displayName(draft);
    const fail = (problems: FieldProblems) => setProblems(problems);
    if (creating) {
      const parsed = parseNewStaff(draft);
      if (!parsed.ok) return fail(parsed.problems);
      setProblems({});
      create.mutate(parsed.value, { onSuccess: () => onClose(name) });
      return;
    }
    const parsed = parseStaffProfile(draft);
    if (!parsed.ok) return fail(parsed.problems);
    setProblems({});
    // Only edit_staff may save a profile, and edit_staff always reads the pay, so the pay sent is the one shown.
    update.mutate({ id: member.id, profile: parsed.value }, { onSuccess: () => onClose(name) });
  };

  const problemCount = Object.keys(problems).length;
  const fields = { draft, problems, onChange: change };
  return (
    <Dialog isOpen title={creating ? 'Add staff' : `Edit ${displayName(member)}`} onClose={saving ? undefined : () => onClose(null)} className="staff-dialog" portalClassName="business-dialog-portal">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <div className="staff-form-grid">
            <DraftText name="firstName" label="First name" autoComplete="off" autoFocus {...fields} />
            <DraftText name="lastName" label="Last name" {...fields} />
            <DraftText name="title" label="Title" hint="For example Senior Stylist" {...fields} />
            <DraftText name="email" label="E-mail" type="email" inputMode="email" {...fields} />
            <DraftText name="phone" label="Phone" type="tel" inputMode="tel" hint="With the country code, like +1 312 555 0100" {...fields} />
            <FormField id="staff-color" label="Calendar color" problem={problems.color}>
              <input id="staff-color" className="staff-color-input" type="color" value={draft.color} onChange={(event) => change({ color: event.currentTarget.value })} />
            </FormField>
            <DraftTextArea name="bio" label="Bio" {...fields} />
            <StaffPhotoField draft={draft} problem={problems.photo} onChange={change} />
          </div>
          {creating ? (
            <section className="staff-form-section" aria-labelledby="staff-sign-in-heading">
              <h3 id="staff-sign-in-heading">Sign-in account</h3>
              <div className="staff-form-grid">
                <DraftText name="username" label="Username" autoComplete="off" {...fields} />
                <DraftText name="password" label="Password" type="password" autoComplete="new-password" hint="At least 8 characters; they can change it in Settings." {...fields} />
              </div>
              {isAdmin ? (
                groups.isError ? (
                  <Callout intent="warning" compact>
                    Could not load the permission groups: {groups.error.message}
                  </Callout>
                ) : (
                  <ChoiceList legend="Permission groups" options={groups.data ?? []} selected={draft.groupIds} problem={problems.groupIds} onChange={(groupIds) => change({ groupIds })} />
                )
              ) : null}
            </section>
          ) : null}
          <ChoiceList legend="Locations" options={locationOptions(locations, draft.locationIds)} selected={draft.locationIds} problem={problems.locationIds} onChange={(locationIds) => change({ locationIds })} />
          <section className="staff-form-section" aria-labelledby="staff-pay-heading">
            <h3 id="staff-pay-heading">Pay</h3>
            <div className="staff-form-grid staff-form-grid-3">
              <DraftText name="hourlyRate" problemKey="pay.hourlyRateCents" label="Hourly rate" leftIcon="dollar" inputMode="decimal" {...fields} />
              <DraftText name="serviceCommission" problemKey="pay.serviceCommissionPercent" label="Service commission" rightText="%" inputMode="decimal" {...fields} />
              <DraftText name="productCommission" problemKey="pay.productCommissionPercent" label="Product commission" rightText="%" inputMode="decimal" {...fields} />
            </div>
          </section>
          {problemCount > 0 ? (
            <Callout intent="warning" role="alert" compact>
              {problemCount === 1 ? 'One field needs attention.' : `${problemCount} fields need attention.`} Nothing was saved.
            </Callout>
          ) : null}
          {failure ? (
            <Callout intent="danger" role="alert" title={creating ? 'Could not add the staff member' : 'Could not save the profile'} compact>
              {failure.message}
            </Callout>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" disabled={saving} onClick={() => onClose(null)} />
              <Button type="submit" intent="primary" text={creating ? 'Add staff' : 'Save profile'} loading={saving} disabled={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
