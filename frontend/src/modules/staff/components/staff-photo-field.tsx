import { useId, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { TextField } from '../../../ui/form-field';
import { resizePhoto } from '../photo-resize';
import { StaffAvatar } from './staff-avatar';
import type { DraftChange } from './staff-form-fields';
import type { StaffDraft } from '../staff-draft';

type StaffPhotoFieldProps = { draft: StaffDraft; problem?: string; onChange: DraftChange };

// A photo is uploaded (resized here to a small data URL) or given as an http(s) URL.
export function StaffPhotoField({ draft, problem, onChange }: StaffPhotoFieldProps) {
  const fileId = useId();
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const isUpload = draft.photo.startsWith('data:');
  const shown = uploadProblem ?? problem;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploadProblem(null);
    setReading(true);
    try {
      onChange({ photo: await resizePhoto(file) });
    } catch (error) {
      setUploadProblem(error instanceof Error ? error.message : 'The photo could not be read');
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="staff-photo staff-field-wide">
      <StaffAvatar
        person={{ firstName: draft.firstName, lastName: draft.lastName, color: draft.color, photo: draft.photo.trim() || null }}
        size={56}
      />
      <div className="staff-photo-controls">
        <TextField
          id="staff-photo"
          label="Photo URL"
          problem={shown}
          hint="Or upload a photo; it is resized to 256 px."
          type="url"
          placeholder="https://"
          value={isUpload ? '' : draft.photo}
          disabled={isUpload}
          onChange={(value) => onChange({ photo: value })}
        />
        <div className="staff-photo-buttons">
          <label className="bp6-button staff-upload" htmlFor={fileId}>
            {reading ? 'Reading photo...' : isUpload ? 'Replace photo' : 'Upload photo'}
          </label>
          <input
            id={fileId}
            className="staff-file-input"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-label="Upload photo"
            onChange={(event) => {
              void upload(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
          {draft.photo ? <Button text="Remove photo" variant="minimal" intent="danger" onClick={() => onChange({ photo: '' })} /> : null}
        </div>
      </div>
    </div>
  );
}
