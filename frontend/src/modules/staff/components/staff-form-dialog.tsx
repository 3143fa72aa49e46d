import { Callout, Switch } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { displayName } from '@chairside/shared/format/name-format';
import type { StaffMember } from '@chairside/shared/team/staff-dto';
import { usePermissions } from '../../../access/use-permissions';
import { useSelectedLocation } from '../../../shell/selected-location';
import { problemCountText } from '../../../ui/form-callouts';
import { FormDialog } from '../../../ui/form-dialog';
import { ColorPickerField } from '../../../ui/form-field';
import { useFormDraft } from '../../../ui/use-form-draft';
import { permissionAdminQueries } from '../../permissions/permissions-queries';
import { useCreateStaff, useUpdateStaff } from '../hooks/use-staff-commands';
import { draftFromStaff, emptyStaffDraft, parseNewStaff, parseStaffProfile, type StaffDraft } from '../staff-draft';
import { ChoiceList, DraftText, DraftTextArea, locationOptions } from './staff-form-fields';
import { StaffPhotoField } from './staff-photo-field';

type StaffFormDialogProps = { member: StaffMember | null; onClose(savedName: string | null): void };

// The schema's names for the pay fields.
const payProblemKeys: Partial<Record<keyof StaffDraft, string>> = {
  hourlyRate: 'pay.hourlyRateCents',
  serviceCommission: 'pay.serviceCommissionPercent',
  productCommission: 'pay.productCommissionPercent',
};

// "Add staff" (member null: with a sign-in account only when "Can sign in" is on) and "Edit <name>" (the
// profile). Required fields are marked; the e-mail is required only for someone who signs in.
export function StaffFormDialog({ member, onClose }: StaffFormDialogProps) {
  const { location, locations } = useSelectedLocation();
  const { isAdmin } = usePermissions();
  const creating = member === null;
  const groups = useQuery({ ...permissionAdminQueries.groups(), enabled: creating && isAdmin });
  const form = useFormDraft<StaffDraft>(() => (member ? draftFromStaff(member) : emptyStaffDraft(location?.isActive ? location.id : null)));
  const { draft, problems } = form;
  const create = useCreateStaff();
  const update = useUpdateStaff();

  // A field's message goes once the field changes; the others stay until the next save.
  const change = (patch: Partial<StaffDraft>) => {
    const keys = Object.keys(patch) as (keyof StaffDraft)[];
    form.change(patch, [...keys, ...keys.flatMap((key) => payProblemKeys[key] ?? [])]);
  };

  const submit = () => {
    const name = displayName(draft);
    if (creating) {
      const input = form.read(parseNewStaff(draft));
      if (input) create.mutate(input, { onSuccess: () => onClose(name) });
      return;
    }
    const profile = form.read(parseStaffProfile(draft));
    // Only edit_staff may save a profile, and edit_staff always reads the pay, so the pay sent is the one shown.
    if (profile) update.mutate({ id: member.id, profile }, { onSuccess: () => onClose(name) });
  };

  const fields = { draft, problems, onChange: change };
  const signsIn = creating ? draft.signsIn : member.hasAccount;
  return (
    <FormDialog
      title={creating ? 'Add staff' : `Edit ${displayName(member)}`}
      className="staff-dialog"
      status={creating ? create : update}
      warning={problemCountText(Object.keys(problems).length)}
      errorTitle={creating ? 'Could not add the staff member' : 'Could not save the profile'}
      submitText={creating ? 'Add staff' : 'Save profile'}
      onSubmit={submit}
      onClose={() => onClose(null)}
    >
      <div className="staff-form-grid">
        <DraftText name="firstName" label="First name" autoComplete="off" autoFocus required {...fields} />
        <DraftText name="lastName" label="Last name" required {...fields} />
        <DraftText name="title" label="Title" hint="For example Senior Stylist" {...fields} />
        <DraftText
          name="email"
          label="E-mail"
          type="email"
          inputMode="email"
          required={signsIn}
          hint={signsIn ? 'They can sign in with it.' : undefined}
          {...fields}
        />
        <DraftText
          name="phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          hint="Any format, like (312) 555-0142; another country's with its + code."
          {...fields}
        />
        <ColorPickerField
          id="staff-color"
          label="Calendar color"
          problem={problems.color}
          value={draft.color}
          onChange={(color) => change({ color })}
        />
        <DraftTextArea name="bio" label="Bio" {...fields} />
        <StaffPhotoField draft={draft} problem={problems.photo} onChange={change} />
      </div>
      {creating ? (
        <section className="staff-form-section" aria-labelledby="staff-sign-in-heading">
          <h3 id="staff-sign-in-heading">Sign-in account</h3>
          <Switch
            label="Can sign in to Chairside"
            checked={draft.signsIn}
            onChange={(event) => form.change({ signsIn: event.currentTarget.checked }, ['username', 'password', 'email', 'groupIds'])}
          />
          <p className="staff-form-note">
            {draft.signsIn
              ? 'They sign in with this username (or their e-mail) and password.'
              : 'Many team members never sign in: they can still be booked and given a schedule. You can add a sign-in account later from their row’s actions.'}
          </p>
          {draft.signsIn ? (
            <>
              <div className="staff-form-grid">
                <DraftText name="username" label="Username" autoComplete="off" required {...fields} />
                <DraftText
                  name="password"
                  label="Password"
                  type="password"
                  autoComplete="new-password"
                  required
                  hint="At least 8 characters; they can change it in Settings."
                  {...fields}
                />
              </div>
              {isAdmin ? (
                groups.isError ? (
                  <Callout intent="warning" compact>
                    Could not load the permission groups: {groups.error.message}
                  </Callout>
                ) : (
                  <ChoiceList
                    legend="Permission groups"
                    options={groups.data ?? []}
                    selected={draft.groupIds}
                    problem={problems.groupIds}
                    onChange={(groupIds) => change({ groupIds })}
                  />
                )
              ) : null}
            </>
          ) : null}
        </section>
      ) : null}
      <ChoiceList
        legend="Locations"
        required
        options={locationOptions(locations, draft.locationIds)}
        selected={draft.locationIds}
        problem={problems.locationIds}
        onChange={(locationIds) => change({ locationIds })}
      />
      <section className="staff-form-section" aria-labelledby="staff-pay-heading">
        <h3 id="staff-pay-heading">Pay</h3>
        {creating ? null : (
          <p className="staff-form-note">A change here takes effect today; for another date, use Pay history in the row&apos;s actions.</p>
        )}
        <div className="staff-form-grid staff-form-grid-3">
          <DraftText
            name="hourlyRate"
            problemKey="pay.hourlyRateCents"
            label="Hourly rate"
            leftIcon="dollar"
            inputMode="decimal"
            {...fields}
          />
          <DraftText
            name="serviceCommission"
            problemKey="pay.serviceCommissionPercent"
            label="Service commission"
            rightText="%"
            inputMode="decimal"
            {...fields}
          />
          <DraftText
            name="productCommission"
            problemKey="pay.productCommissionPercent"
            label="Product commission"
            rightText="%"
            inputMode="decimal"
            {...fields}
          />
        </div>
      </section>
    </FormDialog>
  );
}
