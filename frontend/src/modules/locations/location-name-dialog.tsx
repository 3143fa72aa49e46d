import { useState, type FormEvent } from 'react';
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { createLocationSchema } from '@chairside/shared/identity/identity-dto';

type LocationNameDialogProps = {
  mode: 'create' | 'rename';
  initialName?: string;
  saving: boolean;
  error: string | null;
  onSubmit(input: { name: string; isDefault: boolean }): void;
  onClose(): void;
};

// "Add location" and "Rename location" share one small form; only creation offers the default flag.
export function LocationNameDialog({ mode, initialName = '', saving, error, onSubmit, onClose }: LocationNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [isDefault, setIsDefault] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const title = mode === 'create' ? 'Add location' : `Rename ${initialName}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createLocationSchema.safeParse({ name, isDefault });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Check the location name');
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <Dialog isOpen title={title} onClose={saving ? undefined : onClose} className="locations-dialog" portalClassName="business-dialog-portal">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <FormGroup label="Location name" labelFor="location-name" helperText="Names are unique; upper and lower case count as the same.">
            <InputGroup
              id="location-name"
              autoFocus
              value={name}
              onValueChange={(value) => {
                setInvalid(null);
                setName(value);
              }}
            />
          </FormGroup>
          {mode === 'create' ? (
            <Checkbox label="Make this the default location" checked={isDefault} onChange={(event) => setIsDefault(event.currentTarget.checked)} />
          ) : null}
          {invalid ? (
            <Callout intent="warning" role="alert" compact>
              {invalid}
            </Callout>
          ) : null}
          {error ? (
            <Callout intent="danger" role="alert" title={mode === 'create' ? 'Could not add the location' : 'Could not rename the location'} compact>
              {error}
            </Callout>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" disabled={saving} onClick={onClose} />
              <Button type="submit" intent="primary" text={mode === 'create' ? 'Add location' : 'Save name'} loading={saving} disabled={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
