import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BookingDesign } from '@chairside/shared/booking/booking-dto';
import type { BookingDesignOptions } from '@chairside/shared/booking/booking-design-dto';
import { usePermissions } from '../../access/use-permissions';
import { PageFrame } from '../../shell/page-frame';
import { showToast } from '../../shell/toasts';
import { LoadingState } from '../../ui/loading-state';
import { problemCountText } from '../../ui/form-callouts';
import { QueryError } from '../../ui/query-error';
import { useFormDraft } from '../../ui/use-form-draft';
import { formFromDesign, previewDesign, parseBookingDesignForm, type BookingDesignForm } from './booking-design-form';
import { bookingDesignQueries } from './booking-design-queries';
import { BookingDesignFormView } from './components/booking-design-form-view';
import { BookingPreview } from './components/booking-preview';
import { useSaveBookingDesign } from './hooks/use-booking-design-commands';
import './booking-design.css';

// /booking-design (view_ or edit_business_settings): the public booking page's design, with a live preview.
export function BookingDesignPage() {
  const design = useQuery(bookingDesignQueries.design());
  const options = useQuery(bookingDesignQueries.options());
  return (
    <PageFrame
      title="Booking Design"
      description="How the online booking page looks, what it offers and its booking rules. The preview shows your changes before you save them."
    >
      {design.isSuccess && options.isSuccess ? (
        <BookingDesignEditor saved={design.data} options={options.data} />
      ) : design.isError || options.isError ? (
        <QueryError error={design.error ?? options.error} title="Failed to fetch the booking design" />
      ) : (
        <LoadingState />
      )}
    </PageFrame>
  );
}

function BookingDesignEditor({ saved, options }: { saved: BookingDesign; options: BookingDesignOptions }) {
  const { can } = usePermissions();
  const canEdit = can('edit_business_settings');
  const save = useSaveBookingDesign();
  // Untouched, the form follows what is saved (a save in another tab shows here too); the first edit takes a copy.
  const [edited, setEdited] = useState(false);
  const { draft, setDraft, problems, setProblems, change, read } = useFormDraft<BookingDesignForm>(() => formFromDesign(saved));
  const form = edited ? draft : formFromDesign(saved);
  const [warning, setWarning] = useState<string | null>(null);

  const onChange = (patch: Partial<BookingDesignForm>) => {
    if (!edited) setDraft(formFromDesign(saved));
    setEdited(true);
    change(patch);
    setWarning(null);
    save.reset();
  };
  const onDiscard = () => {
    setEdited(false);
    setProblems({});
    setWarning(null);
    save.reset();
  };
  const onSave = () => {
    const parsed = parseBookingDesignForm(form);
    const value = read(parsed);
    if (!value) {
      setWarning(parsed.ok ? null : problemCountText(Object.keys(parsed.problems).length));
      return;
    }
    save.mutate(value, {
      onSuccess: () => {
        setEdited(false);
        showToast({ message: 'Booking design saved', intent: 'success' });
      },
    });
  };

  return (
    <div className="booking-design-layout">
      <BookingDesignFormView
        form={form}
        problems={problems}
        options={options}
        canEdit={canEdit}
        saving={save.isPending}
        dirty={edited}
        warning={warning}
        error={save.error?.message ?? null}
        onChange={onChange}
        onSave={onSave}
        onDiscard={onDiscard}
      />
      <BookingPreview design={previewDesign(form, saved)} canEdit={canEdit} />
    </div>
  );
}
