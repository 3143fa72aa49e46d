import { useState, type FormEvent } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup, TextArea } from '@blueprintjs/core';
import { serviceCategoryInputSchema, type ServiceCategory, type ServiceCategoryInput } from '@chairside/shared/catalogue/catalogue-dto';
import { CatalogueField, fieldAria } from '../catalogue/catalogue-field';
import { fieldErrors, type FieldErrors } from '../catalogue/catalogue-form';

type CategoryDialogProps = {
  category: ServiceCategory | null;
  saving: boolean;
  error: string | null;
  onSubmit(input: ServiceCategoryInput): void;
  onClose(): void;
};

export function CategoryDialog({ category, saving, error, onSubmit, onClose }: CategoryDialogProps) {
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const title = category ? `Edit category ${category.name}` : 'Add category';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = serviceCategoryInputSchema.safeParse({ name, description });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <Dialog isOpen title={title} onClose={saving ? undefined : onClose} className="catalogue-dialog catalogue-dialog-small" portalClassName="catalogue-dialog-portal">
      <form onSubmit={submit} noValidate aria-label={title}>
        <DialogBody>
          <CatalogueField id="category-name" label="Category name" hint="Unique; upper and lower case count as the same." error={errors.name}>
            <InputGroup
              id="category-name"
              autoFocus
              value={name}
              onValueChange={(value) => {
                setErrors({});
                setName(value);
              }}
              {...fieldAria('category-name', errors.name)}
            />
          </CatalogueField>
          <CatalogueField id="category-description" label="Description" hint="Optional." error={errors.description}>
            <TextArea id="category-description" fill rows={2} value={description} onChange={(event) => setDescription(event.currentTarget.value)} {...fieldAria('category-description', errors.description)} />
          </CatalogueField>
          {error ? (
            <Callout intent="danger" role="alert" title={category ? 'Could not save the category' : 'Could not add the category'} compact>
              {error}
            </Callout>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" disabled={saving} onClick={onClose} />
              <Button type="submit" intent="primary" text={category ? 'Save category' : 'Add category'} loading={saving} disabled={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
